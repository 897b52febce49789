// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/table.h"

#include <cstring>

namespace mancala::ai {

namespace {

/// Searches never go deeper than this many decisions (searcher.cpp): a quiet
/// count further than that from the G2 limit cannot matter.
constexpr int kQuietHorizon = 128;

} // namespace

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

Table::Table(int bits) : m_entries(std::size_t{1} << bits), m_mask((std::uint64_t{1} << bits) - 2) {}

const Entry* Table::find(const Key& key, std::uint64_t hash) const
{
    const std::size_t slot = hash & m_mask;
    for (std::size_t i = slot; i < slot + 2; ++i)
        if (m_entries[i].bound != Bound::None && m_entries[i].key == key)
            return &m_entries[i];
    return nullptr;
}

void Table::store(const Key& key, std::uint64_t hash, Value value, int depth, Bound bound, bool solved, int best)
{
    const std::size_t slot = hash & m_mask;
    Entry* first = &m_entries[slot];
    Entry* second = &m_entries[slot + 1];
    Entry* target = first;
    if (second->bound != Bound::None && second->key == key)
        target = second;
    else if (first->bound != Bound::None && !(first->key == key)
             && (second->bound == Bound::None || second->depth <= first->depth))
        target = second;
    target->key = key;
    target->value = value;
    target->depth = static_cast<std::int8_t>(depth);
    target->bound = bound;
    target->solved = solved;
    target->best = static_cast<std::uint8_t>(best);
}

} // namespace mancala::ai
