// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A line of play as text: what puzzles, hints and analysis show of the
// decisions that follow a position.

#include "mancala/decision.h"
#include "mancala/position.h"

#include <string>
#include <vector>

namespace mancala {

/**
 * @brief A line of decisions played from `start`, written as the move list
 * and the records write turns: each decision's token, the decisions of one
 * turn joined with '-', turns separated by a space ("e-a D a", "f-c-f-e").
 * Puzzle feedback, hints, analysis and review comments show lines so. The
 * line stops before a decision apply() refuses.
 */
std::string formatLine(const Position& start, const std::vector<Decision>& line);

} // namespace mancala
