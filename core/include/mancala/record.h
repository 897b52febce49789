// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game record of docs/notation.md: PGN-like text with tag pairs, numbered
// turns, comments, glyphs and variations, many games to a file.

#include "mancala/engine.h"
#include "mancala/rules.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mancala {

/// Deepest nesting of variations a record may have.
constexpr int kMaxVariationDepth = 64;
/// Longest comment, in bytes (a longer one is refused, not cut).
constexpr std::size_t kMaxCommentLength = 65536;
/// Most bytes of comments one turn (or the start of a line) may carry together.
constexpr std::size_t kMaxTurnCommentLength = 65536;
/// Most bytes of comments one game may carry together: a record that could
/// not be shown at once is refused, not read for minutes.
constexpr std::size_t kMaxGameCommentLength = std::size_t(1) << 20;
/// Longest tag value, in bytes.
constexpr std::size_t kMaxTagValueLength = 4096;

/// @brief Where something is in the text: 1-based line and column (columns count characters).
struct TextPlace {
    int line = 0;
    int column = 0;
};

/// @brief Why a text could not be read, and where.
struct RecordError {
    int line = 0;
    int column = 0;
    std::string reason; ///< one plain sentence; empty when there is no error

    bool empty() const { return reason.empty(); }
    /// "line 3, column 7: reason"
    std::string message() const;
};

/// @brief One tag pair `[Name "value"]`, with where it was read.
struct Tag {
    std::string name;
    std::string value;
    TextPlace place;      ///< the '[' of the tag
    TextPlace valuePlace; ///< the first character of the value

    bool operator==(const Tag& o) const { return name == o.name && value == o.value; }
};

/// @brief One decision as written (`c`, `F`, `cw`, `take`, `{a3 b5 c0}` ...).
struct DecisionText {
    std::string text;
    TextPlace place;

    bool operator==(const DecisionText& o) const { return text == o.text; }
};

struct MoveLine;

/// @brief A review's value of one decision, as a record keeps it in a
/// `[%eval ...]` comment command (docs/notation.md).
struct DecisionEval {
    bool valued = false; ///< false: the review gave this decision no value (`-`)
    double value = 0;    ///< seeds for the side that took the decision (+: ahead at the end)
    bool exact = false;  ///< proven (`#+8`), else the search's estimate (`+2.3`)

    bool operator==(const DecisionEval&) const = default;
};

/**
 * @brief One turn: its decisions joined with '-' (`c-F`), with what
 * annotates it. Equality ignores where things were read.
 */
struct TurnNode {
    std::vector<DecisionText> decisions;
    std::string suffix;                ///< "", "!", "?", "!!", "??", "!?" or "?!"
    std::vector<int> nags;             ///< `$n` glyphs, 0..255, in order
    std::vector<std::string> comments; ///< comments after the turn, whitespace collapsed (`[%eval]` taken out)
    std::vector<DecisionEval> evals;   ///< a review's values, one a decision (`[%eval]`), or none
    std::vector<MoveLine> variations;  ///< alternatives to this turn, in order
    int round = 0;                     ///< a `{Round n}` marker before the turn (0: none)

    bool operator==(const TurnNode& o) const;
};

/// @brief A sequence of turns: the main line or a variation.
struct MoveLine {
    std::vector<std::string> comments; ///< comments before the first turn
    std::vector<TurnNode> turns;

    bool operator==(const MoveLine& o) const;
};

/// @brief One game of a record file, as written (not yet checked against the rules).
struct GameRecord {
    std::vector<Tag> tags;    ///< in the order read; unknown tags kept
    MoveLine moves;           ///< the main line
    std::string result = "*"; ///< the result token: 1-0, 0-1, 1/2-1/2 or *
    TextPlace place;          ///< where the game starts
    TextPlace resultPlace;    ///< where the result token is

    /// The value of a tag, empty when there is none.
    std::string tag(std::string_view name) const;
    const Tag* findTag(std::string_view name) const;
    /// Sets a tag's value in place, or appends the tag.
    void setTag(std::string_view name, std::string value);
    /// One line for a list of games: "South - North, Event, Date, Result".
    std::string summary() const;

    bool operator==(const GameRecord& o) const { return tags == o.tags && moves == o.moves && result == o.result; }
};

/// @brief The games of a text, or where the text first goes wrong.
struct RecordList {
    std::vector<GameRecord> games; ///< empty when there is an error
    RecordError error;
    bool ok() const { return error.empty(); }
};

/**
 * @brief Reads every game of a record text (the grammar of docs/notation.md).
 * Syntax only: rules and decisions are checked by readGame(). On the first
 * error no game is returned.
 */
RecordList parseRecords(std::string_view text);

/// @brief A game checked against its rules: the position at every turn of its main line.
struct ReplayedGame {
    std::shared_ptr<const Rules> rules; ///< the positions point into it
    std::uint64_t seed = 0;
    Position start;
    std::vector<Decision> decisions;    ///< every decision of the main line, in order
    Position end;                       ///< after the last decision
    RecordError error;
    /// Set when a line goes on after its game is over (a record written
    /// before a rule change): where, and that the rest is left out; or when
    /// the quiet-move limit (G2) stops the game with another result than the
    /// record's, which names no `quiet-end` (written when every stopped game
    /// was drawn). The game still reads (ok()), up to its end.
    RecordError notice;
    bool ok() const { return error.empty(); }
};

/**
 * @brief Builds the rules from the tags (Variant, Holes, HouseRules, Setup,
 * Seed) and plays every decision of the main line and of every variation,
 * stopping at the first malformed or illegal one with its place and the
 * reason. Also checks `{Round n}` markers, the grouping of decisions into
 * turns, the Result tag and, for a finished game, the result and Score.
 * A line that goes on after its game is over is read up to the end: the
 * rest is left out with a `notice` (and the result and Score are not
 * checked when the main line is cut).
 */
ReplayedGame readGame(const GameRecord& record);

/**
 * @brief Cuts every line of `record` (main line and variations) where its
 * game is over and turns still follow, and sets Result and Score from the
 * end of the main line (also when only the result was stale, see notice). Returns readGame()'s notice about the first cut,
 * empty (and `record` unchanged) when nothing goes past the end or the
 * record does not read.
 */
RecordError cutPastEnd(GameRecord& record);

/**
 * @brief The text of one game: tags in the order of docs/notation.md, then
 * the movetext wrapped at 80 columns, the result token and a newline; lines
 * that go on after the end are cut (cutPastEnd()).
 * Empty, with `error` set, when the record does not replay (readGame()).
 */
std::string writeRecord(const GameRecord& record, RecordError* error = nullptr);

/// Several games, separated by a blank line.
std::string writeRecords(const std::vector<GameRecord>& records, RecordError* error = nullptr);

/**
 * @brief The record of a game played from `start` (made with `seed`):
 * Variant, Holes, Setup (when `start` is not the rules' start), HouseRules,
 * Seed, Result and, when the game is over, Score. The decisions must be
 * legal in turn; the record stops before the first one that is not.
 */
GameRecord recordFromGame(const Position& start, std::uint64_t seed, const std::vector<Decision>& decisions);

/// "1-0", "0-1", "1/2-1/2" or "*".
std::string resultToken(Outcome outcome);

} // namespace mancala
