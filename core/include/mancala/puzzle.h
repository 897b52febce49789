// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Puzzles: positions of real play whose best decision is the only one that
// keeps the value, and the text files that hold them (docs/puzzles.md).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mancala {

/// @brief One puzzle: a position, its one best decision and what it is worth.
struct Puzzle {
    std::string position;   ///< named position string, docs/notation.md section 6 ("kalah: 4,4,.../... 0,0 - - s play - 1 1 0 -"); it names its rule set and house rules
    std::string best;       ///< the one best decision, as a token formatDecision writes (e.g. "c", "B-A", race decisions as the record writes them)
    int value = 0;          ///< value of `best` for the side to move, in seeds (exact in Kalah; the search's at `depth` elsewhere)
    std::string theme;      ///< one word: capture, extra-turn, chain, race, walda, bull, ekwarna, last-hole, endgame, ...
    int level = 1;          ///< difficulty 1-5
    int second = 0;         ///< value of the best alternative (so value - second seeds are given away by it)
    int depth = 0;          ///< 0 = proven by the solver (exact); N > 0 = verified by the search to depth N
    std::string line;       ///< the best line a few decisions deep, tokens separated by spaces (starts with best)
    std::string id;         ///< stable id inside its file, e.g. "kalah-0042"
};

/**
 * @brief One line of a puzzle file:
 * `position=<named position string> best=<token> value=<int> theme=<word> level=<1-5> second=<int> depth=<int> line=<tok,tok,...> id=<id>`.
 *
 * The position runs up to " best="; the line's tokens are comma-separated so
 * the line has no spaces inside a field (a distribution token `{a3 b5 c0}`
 * keeps its own spaces: a field starts only at a space followed by `name=`).
 * Unknown key=value fields after the known ones are kept and ignored.
 * Lines that are empty or start with '#' are comments (nullopt, `error` empty).
 * The position must read with the rules it names, its game not over, and
 * `best` must be legal there; the line must start with `best`.
 * On failure returns nullopt and sets `error` to the reason.
 */
std::optional<Puzzle> parsePuzzleLine(std::string_view line, std::string& error);

/// The file line of `p` (no newline); parsePuzzleLine() reads it back to `p`.
std::string puzzleLine(const Puzzle& p);

/// Reads a whole file's text; every bad line gives "line N: reason" in errors and is skipped.
std::vector<Puzzle> readPuzzles(std::string_view text, std::vector<std::string>& errors);

struct Position;

/// Applies one decision token, or a turn's tokens joined with '-' (`B-A`), to
/// `p` as a record plays them; returns the reason when one is not legal.
std::string applyPuzzleToken(Position& p, std::string_view token);

/// The tokens of Puzzle::line (space-separated; a `{...}` distribution is one token).
std::vector<std::string> puzzleLineTokens(std::string_view line);

} // namespace mancala
