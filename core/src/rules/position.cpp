// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/position.h"

#include <cstring>

namespace mancala {

int Position::seedsOnBoard() const
{
    int total = 0;
    for (int i = 0; i < ring(); ++i)
        total += seeds[i];
    return total;
}

int Position::totalSeeds() const
{
    return seedsOnBoard() + store[0] + store[1] + hand[0].seeds + hand[1].seeds;
}

bool Position::operator==(const Position& o) const
{
    if ((rules == nullptr) != (o.rules == nullptr))
        return false;
    if (rules && rules != o.rules && !(*rules == *o.rules))
        return false;
    return seeds == o.seeds && owner == o.owner && mark == o.mark && markOwner == o.markOwner
        && store == o.store && toMove == o.toMove && decider == o.decider && phase == o.phase
        && pending == o.pending && outcome == o.outcome && hand == o.hand
        && raceChoice == o.raceChoice && raceTick == o.raceTick && raceFinished == o.raceFinished
        && raceNext == o.raceNext && offerHole == o.offerHole && forbidden == o.forbidden
        && round == o.round && turn == o.turn && quietPlies == o.quietPlies
        && pieAvailable == o.pieAvailable && swapped == o.swapped
        && specialUsed == o.specialUsed && quietStop == o.quietStop && repeatStop == o.repeatStop
        && roundStarts == o.roundStarts && rng == o.rng;
}

std::array<int, 2> score(const Position& p)
{
    std::array<int, 2> s{p.store[0], p.store[1]};
    for (int i = 0; i < p.ring(); ++i) {
        const Mark m = p.mark[i];
        if (m == Mark::Walda || m == Mark::Ekwarna || m == Mark::Bull)
            s[index(p.markOwner[i])] += p.seeds[i];
    }
    return s;
}

std::uint64_t hash(const Position& p)
{
    // FNV-1a over the fields that make the position; the rules are fixed per game.
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&h](const void* data, std::size_t n) {
        const auto* bytes = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= bytes[i];
            h *= 1099511628211ull;
        }
    };
    const int n = p.ring();
    mix(p.seeds.data(), n);
    mix(p.owner.data(), n);
    mix(p.mark.data(), n);
    mix(p.markOwner.data(), n);
    mix(p.store.data(), sizeof(p.store));
    const unsigned char state[] = {static_cast<unsigned char>(p.toMove),
                                   static_cast<unsigned char>(p.decider),
                                   static_cast<unsigned char>(p.phase),
                                   static_cast<unsigned char>(p.pending),
                                   static_cast<unsigned char>(p.offerHole),
                                   static_cast<unsigned char>(p.forbidden),
                                   static_cast<unsigned char>(p.pieAvailable),
                                   static_cast<unsigned char>(p.specialUsed[0] | (p.specialUsed[1] << 1))};
    mix(state, sizeof(state));
    for (const Hand& hd : p.hand) {
        const unsigned char hs[] = {hd.seeds, static_cast<unsigned char>(hd.at),
                                    static_cast<unsigned char>(hd.dir), hd.active, hd.relayed,
                                    hd.found, hd.foundBefore, hd.loud};
        mix(hs, sizeof(hs));
    }
    return h;
}

} // namespace mancala

#include "mancala/decision.h"

namespace mancala {

bool DecisionList::contains(const Decision& d) const
{
    for (const Decision& x : *this)
        if (x == d)
            return true;
    return false;
}

} // namespace mancala
