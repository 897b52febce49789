// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/engine.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mancala::app {

/// @brief The decisions a launch move list (MANCALA_MOVES) stands for.
struct LaunchLine {
    std::vector<Decision> decisions;
    /// The list ends with `ok`: the race screen is lifted after the last decision.
    bool acknowledgeRace = false;
};

/**
 * @brief Reads a launch move list from position `from`, applying each
 * decision to a copy of it (the game is not touched).
 *
 * Tokens: a decision as a record writes it (`c`, `F`, `cw`, `take`, `pass`,
 * `swap`, `{a3 b5 c0}`; mancala/notation.h), `ok` (the race screen is lifted),
 * `auto` or `autoN` (one or N legal decisions of the demonstration's
 * choosing) and `until:GOAL` (such decisions until GOAL: round, continue,
 * direction, offer or over; `until:none` plays nothing). Returns "" with `out` filled, or the reason the
 * list is refused: which token (1-based), the token, and why.
 */
QString readLaunchMoves(const Position& from, const QStringList& tokens, LaunchLine& out);

} // namespace mancala::app
