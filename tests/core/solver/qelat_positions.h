// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random Qelat endgames for the endgame database's tests.

#include "mancala/engine.h"
#include "mancala/position.h"
#include "rules/variant_ops.h"

#include <random>
#include <vector>

namespace testsupport::qelat {

using namespace mancala;

/**
 * A random Qelat position with at most `most` seeds in play: random
 * waldas (Q6) holding 4 seeds or more, the seeds in play spread over the
 * other holes, a random side to move and quiet count, now and then the
 * Q10 bar on a single seed in the mover's end hole.
 */
inline Position randomEndgame(const Rules& rules, std::mt19937& rng, int most)
{
    Position p = startPosition(rules, 1);
    const int n = p.ring();
    p.seeds = {};
    std::uniform_int_distribution<int> percent(0, 99);
    for (int h = 0; h < n; ++h) {
        p.mark[h] = Mark::None;
        const Side s = percent(rng) < 50 ? Side::South : Side::North;
        if (percent(rng) < 25 && detail::waldaEligible(p, s, h)) {
            p.mark[h] = Mark::Walda;
            p.markOwner[h] = s;
            p.seeds[h] = static_cast<std::uint8_t>(4 + percent(rng) % 5);
        }
    }
    const int inPlay = std::uniform_int_distribution<int>(1, most)(rng);
    std::vector<int> free;
    for (int h = 0; h < n; ++h)
        if (p.mark[h] != Mark::Walda)
            free.push_back(h);
    for (int k = 0; k < inPlay && !free.empty(); ++k)
        ++p.seeds[free[std::uniform_int_distribution<std::size_t>(0, free.size() - 1)(rng)]];
    p.toMove = p.decider = percent(rng) < 50 ? Side::South : Side::North;
    p.quietPlies = static_cast<std::uint16_t>(std::uniform_int_distribution<int>(0, 2 * rules.quietLimit - 1)(rng));
    p.forbidden = kNoPlace;
    const int end = percent(rng) < 50 ? p.rowHole(p.toMove, 0) : p.rowHole(p.toMove, p.houses() - 1);
    if (rules.antiRepetition && p.seeds[end] == 1 && p.mark[end] != Mark::Walda && percent(rng) < 50)
        p.forbidden = static_cast<Place>(end);
    p.phase = Phase::Play;
    p.pending = Pending::Turn;
    return p;
}

/// Whether `side` has a seed it may sow in `p` (Q2, Q10).
inline bool canSow(const Position& p, Side side)
{
    Position q = p;
    if (side != p.toMove)
        q.forbidden = kNoPlace; // Q10 bars only the side to move
    q.toMove = q.decider = side;
    DecisionList list;
    legalDecisions(q, list);
    return !(list.size() == 1 && list[0].kind == DecisionKind::Pass);
}

/// A random endgame the engine can reach: not one where neither side can move (Q8 would have ended it).
inline Position reachableEndgame(const Rules& rules, std::mt19937& rng, int most)
{
    for (;;) {
        const Position p = randomEndgame(rules, rng, most);
        if (canSow(p, Side::South) || canSow(p, Side::North))
            return p;
    }
}


} // namespace testsupport::qelat
