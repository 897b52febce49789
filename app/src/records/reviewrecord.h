// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A review's marks between the game and its record: the `$n` glyphs, the
// comments, the values (`[%eval]`) and the Annotator tag of the core's review engine (mancala/review.h).

#include "mancala/record.h"

namespace mancala::app {

class GameController;

/// Writes the game's review marks on `line`, the record's turns the game follows
/// (annotateTurns()), and the review's Annotator tag on `record`.
void addReview(GameRecord& record, const std::vector<TurnNode*>& line, const GameController& game);

/// Marks the game just loaded with the review a record holds on `line`, the
/// record's turns the game follows (reviewMarksOf(): each marked decision once,
/// whatever the turn's decisions), its values (`[%eval]`) and its `annotator`:
/// the move list and the evaluation graph show them.
void loadReview(const std::vector<const TurnNode*>& line, const std::string& annotator, GameController& game);

} // namespace mancala::app
