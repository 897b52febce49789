// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/table.h"

#include <cstring>

namespace mancala::ai {

Key makeKey(const Position& p)
{
    Key k;
    auto* bytes = reinterpret_cast<std::uint8_t*>(k.words.data());
    std::memcpy(bytes, p.seeds.data(), kMaxRing);
    if (p.variant() != Variant::Kalah) { // Kalah has neither marks nor changing owners
        std::uint32_t owners = 0;
        for (int i = 0; i < p.ring(); ++i) {
            owners |= static_cast<std::uint32_t>(p.owner[i]) << i;
            const std::uint8_t m = static_cast<std::uint8_t>(static_cast<std::uint8_t>(p.mark[i])
                                                             | (static_cast<std::uint8_t>(p.markOwner[i]) << 3));
            bytes[27 + i / 2] |= static_cast<std::uint8_t>(i % 2 ? m << 4 : m);
        }
        bytes[24] = static_cast<std::uint8_t>(owners);
        bytes[25] = static_cast<std::uint8_t>(owners >> 8);
        bytes[26] = static_cast<std::uint8_t>(owners >> 16);
    }
    bytes[39] = static_cast<std::uint8_t>(p.store[0]);
    bytes[40] = static_cast<std::uint8_t>(p.store[1]);
    bytes[41] = static_cast<std::uint8_t>(static_cast<int>(p.toMove) | static_cast<int>(p.decider) << 1
                                          | static_cast<int>(p.pending) << 2);
    bytes[42] = static_cast<std::uint8_t>(p.offerHole + 1);
    bytes[43] = static_cast<std::uint8_t>(p.forbidden + 1);
    bytes[44] = static_cast<std::uint8_t>(p.pieAvailable | p.specialUsed[0] << 1 | p.specialUsed[1] << 2);
    const int limit = p.rules->quietLimit;
    const int quiet = limit > 0 && 2 * limit - p.quietPlies <= kQuietHorizon ? p.quietPlies + 1 : 0;
    bytes[45] = static_cast<std::uint8_t>(quiet);
    bytes[46] = static_cast<std::uint8_t>(quiet >> 8);
    return k;
}

std::uint64_t hashKey(const Key& k)
{
    std::uint64_t h = 0x9E3779B97F4A7C15ull;
    for (std::uint64_t w : k.words) {
        h ^= w;
        h *= 0xBF58476D1CE4E5B9ull;
        h ^= h >> 29;
    }
    return h;
}

} // namespace mancala::ai
