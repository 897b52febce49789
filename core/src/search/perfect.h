// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Perfect play in Kalah: the exact values of the solver (mancala/solver.h)
// as the search reports values. Internal to the core; the public interface
// is chooseDecision() at kPerfectLevel and analyseExact() in mancala/search.h.

#include "mancala/search.h"

#include <optional>

namespace mancala::ai {

/// Whether the solver can be asked about `p` (Kalah it plays, an ordinary turn).
bool solvable(const Position& p);

/// The time the solver gets of a decision's `millis` (0: no limit): most of
/// it; the rest is the search's when the solver does not prove the value.
int solverMillis(int millis);

/**
 * @brief The solver's exact values of `p` within `millis` (0: no time limit),
 * `nodes` (0: none) and `stop`, with the book and an endgame database when
 * one is found. `allDecisions`: every legal decision's value, best first;
 * otherwise only the decisions that keep the value (all with it). Nullopt
 * when the limits stop the solver first.
 */
std::optional<SearchInfo> solvedInfo(const Position& p, int millis, std::uint64_t nodes,
                                     const std::atomic<bool>* stop, bool allDecisions);

} // namespace mancala::ai
