// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/search.h"

#include <atomic>
#include <functional>
#include <vector>

namespace mancala::app {

/// The first time a decision's proof gets in provingWork(); it doubles every round.
constexpr int kFirstProofMillis = 500;

/**
 * @brief The exact value of every legal decision of `p` (Kalah the solver
 * plays), as the analysis panel proves them beside its search: the
 * decisions in the order of a short search (the likely best first, whose
 * proofs also fill the table the others use), each given kFirstProofMillis,
 * then twice as long each round, so that a decision hard to prove never
 * keeps the others waiting. Each proof is handed to `proven` as it ends.
 * The solver's table has its default bound (SolverLimits::memoryMB); the
 * rounds reuse it. A decision the solver refuses at once (solveDecision()
 * ends long before its time: the quiet-move limit within reach) is left
 * out. Returns when every other decision not in `known` is proven, `stop`
 * is set, or `millis` (0: no limit) is used up.
 */
void provingWork(const Position& p, const std::vector<Decision>& known, int millis, const std::atomic<bool>& stop,
                 const std::function<void(const DecisionValue&)>& proven);

} // namespace mancala::app
