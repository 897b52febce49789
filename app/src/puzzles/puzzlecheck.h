// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/decision.h"
#include "mancala/position.h"

#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace mancala::app {

/// @brief What a decision other than a puzzle's answer is worth, and the line that shows it.
struct TriedValue {
    int value = 0;                 ///< for the decider of the position it was tried in, in seeds
    std::vector<Decision> line;    ///< the tried decision, then the best answer to it (formatLine() writes it)
};

/**
 * @brief Values decision `tried` of `p` as the puzzle's own value was found:
 * with `depth` 0 by the exact Kalah solver (mancala/solver.h, the value of
 * the decision and then the solver's best decisions for the line) or in
 * Qelat by its endgame database (qelatExactDecisions(): the database the
 * app built, nullopt until then), else by
 * the search to `depth` (the value among analyse()'s at that depth, the
 * line the search's principal variation after it). The line holds at most
 * `lineLength` decisions. Nullopt when `stop` is set first, the decision is
 * not legal or the rules cannot be valued that way. Slow (seconds in a
 * middle game): the app calls it on a worker thread.
 */
std::optional<TriedValue> valueTried(const Position& p, const Decision& tried, int depth,
                                     const std::atomic<bool>* stop = nullptr, int lineLength = 5);

} // namespace mancala::app
