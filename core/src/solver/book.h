// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The opening book: exact values of boards near the standard starts that
// take the search long, made by the solver itself (docs/solutions.md says
// how) and built into the program from resources/solver/kalah-book.txt.
//
// One board a line: `houses=6 capture=off remaining=on board=a,b,../A,B,.. value=v`
// with the side to move's houses first (board.h), '#' starts a comment.

#include "mancala/rules.h"
#include "solver/board.h"
#include "solver/table.h"

#include <string>
#include <string_view>
#include <vector>

namespace mancala::solver {

struct BookEntry {
    Game game;
    Board board;
    int value = 0; ///< seeds still to be won, from the side to move's view
};

/// Parses book text; on a bad line returns what is wrong with it in `error` (and what came before it).
std::vector<BookEntry> parseBook(std::string_view text, std::string* error = nullptr);

/// One book line for an entry.
std::string formatBookEntry(const BookEntry& e);

/// The built-in book, parsed once.
const std::vector<BookEntry>& builtInBook();

/// Puts the built-in book's values for this rule set into the table as exact values.
void loadBook(const Rules& rules, TranspositionTable& table);

} // namespace mancala::solver
