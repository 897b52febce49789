// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the parts of the game record share (record_scanner.cpp,
// record_parser.cpp, record_replay.cpp, record_writer.cpp, record.cpp):
// the text level, and the walk of a record by the rules. Internal to the core.

#include "mancala/record.h"

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mancala::detail {

// ------------------------------------------------------------ text (record_scanner.cpp)

inline bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool isWordChar(char c) { return isLetter(c) || isDigit(c); }

/// A piece of the text for a message, cut short when long.
std::string quoted(std::string_view text);
/// Runs of spaces, tabs and line breaks become one space; none at either end.
std::string collapseSpace(std::string_view text);
/// Whether brace contents are a distribution (E8): hole-count items such as `a3 b5, c0`.
bool isDistributionText(std::string_view text);
/// `Round n` (collapsed comment text): the round number, else 0; -1 when out of range.
int roundMarkerNumber(std::string_view text);
/// Control characters and broken UTF-8 in the text: where and why, else an empty error.
RecordError checkCharacters(std::string_view text);

/// Walks the text, keeping the line and the column (in characters).
class Scanner {
public:
    explicit Scanner(std::string_view text) : m_text(text) {}

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek(std::size_t ahead = 0) const
    {
        return m_pos + ahead < m_text.size() ? m_text[m_pos + ahead] : '\0';
    }
    std::size_t pos() const { return m_pos; }
    TextPlace place() const { return {m_line, m_column}; }
    std::string_view slice(std::size_t from) const { return m_text.substr(from, m_pos - from); }

    void advance()
    {
        const char c = m_text[m_pos++];
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if (atEnd() || (static_cast<unsigned char>(m_text[m_pos]) & 0xC0) != 0x80) {
            ++m_column;
        }
    }
    void skipSpace()
    {
        while (!atEnd() && isSpace(peek()))
            advance();
    }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

// ------------------------------------------------------------ values (record_eval.cpp)

/// The comment command of a turn's values: `[%eval +2.3 #-8 -]`, one item a decision.
std::string evalCommand(const std::vector<DecisionEval>& evals);
/**
 * @brief Takes a well-formed `[%eval ...]` with one item for each of the
 * turn's `decisions` out of `comment` (white space collapsed), into
 * `evals`. A command that does not read, or gives another number of
 * items, stays in the comment as written: false.
 */
bool takeEvalCommand(std::string& comment, std::size_t decisions, std::vector<DecisionEval>& evals);

// ------------------------------------------------------------ syntax (record_parser.cpp)

/// The games of a text whose characters are checked, read by the syntax alone.
RecordList parseText(std::string_view text);

// ------------------------------------------------------------ rules (record_replay.cpp)

/// The score of a position as a record writes it: `25-23`.
std::string scoreText(const Position& p);

/// What the walk of a record reports, in the order of the text.
struct WalkHooks {
    std::function<void(const std::vector<std::string>&)> lineComments;
    /// A turn about to be played: the position before it and whether a round marker belongs before it.
    std::function<void(const TurnNode&, const Position&, bool roundMarker)> turn;
    std::function<void()> openVariation;
    std::function<void()> closeVariation;
};

/// Where a line of a record goes on after its game is over: the line and
/// how many of its turns are kept.
using LineCut = std::pair<const MoveLine*, std::size_t>;

/// Plays a record by its rules, reporting to `hooks` (may be null) and
/// gathering in `cuts` the lines that go on after the game is over.
ReplayedGame replay(const GameRecord& record, const WalkHooks* hooks, std::vector<LineCut>* cuts = nullptr);

} // namespace mancala::detail
