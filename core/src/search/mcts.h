// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/*
 * Monte Carlo tree search (UCT), measured against the alpha-beta search in
 * the long relay games (docs/benchmarks.md). Internal to the core.
 *
 * Each playout starts at the root, goes down the tree choosing by UCB1 the
 * decision that did best for the side taking it (so the same side deciding
 * again needs no special case), adds one node, and then plays uniformly
 * random decisions (playRandomDecision()) to the end of the game. The side
 * that wins scores 1, a draw 0.5. Lots (M9, W6, race ties) are drawn from
 * the search's own seeded generator, never from the position's PRNG: the
 * playouts sample the chance as the game would, without reading its future.
 * The tree is open loop: a node is the sequence of decisions from the root,
 * so after a lot it stands for every outcome of it.
 *
 * A race (W2, E2) is a simultaneous choice: the tree never enters one (a
 * playout goes on from it with random choices), and a race at the root is
 * left to the alpha-beta search's matrix game.
 *
 * Deterministic for a given seed and playout limit (no time limit).
 */

#include "mancala/search.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace mancala::ai {

struct MctsLimits {
    std::uint64_t playouts = 0;            ///< 0: no limit
    int millis = 0;                        ///< wall-clock time, 0: no limit
    const std::atomic<bool>* stop = nullptr;
    std::uint64_t seed = 0;                ///< the playouts' generator
    double exploration = 0.7;              ///< UCB1's constant (results are 0..1)
};

struct MctsChoice {
    Decision decision;
    std::uint64_t visits = 0;
    double score = 0; ///< mean result for the root's decider, 0..1
};

struct MctsResult {
    Decision best;                    ///< the most visited decision
    std::vector<MctsChoice> choices;  ///< every root decision, most visited first
    std::uint64_t playouts = 0;
};

/// Searches `p` (not over, not a race) within `limits`; at least one playout.
MctsResult monteCarloSearch(const Position& p, const MctsLimits& limits);

/// The decision Monte Carlo tree search plays in `p` (a race: alpha-beta's).
Decision monteCarloDecision(const Position& p, const MctsLimits& limits);

} // namespace mancala::ai
