// SPDX-License-Identifier: GPL-3.0-or-later
// The game record of docs/notation.md: reading (syntax, then the rules),
// writing, and building a record from a played game.

#include "mancala/record.h"

#include "mancala/notation.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <functional>

namespace mancala {

namespace {

// ------------------------------------------------------------ helpers

constexpr std::string_view kResults[] = {"1-0", "0-1", "1/2-1/2", "*"};
constexpr std::string_view kSuffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
/// The PGN seven, then the tags of docs/notation.md in the order they are written.
constexpr std::string_view kSevenTags[] = {"Event", "Site", "Date", "Round", "South", "North", "Result"};
constexpr std::string_view kSevenDefaults[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};
constexpr std::string_view kOrderedTags[] = {"Variant", "Holes", "Setup", "HouseRules", "Seed",
                                             "Score", "Ending", "Annotator", "TimeControl"};
constexpr int kMaxRoundNumber = 65535;
constexpr int kMaxMoveNumber = 65535;
constexpr int kMaxNag = 255;
constexpr std::size_t kMaxWordLength = 16;
constexpr std::size_t kMaxTagNameLength = 64;
constexpr int kWrapColumn = 80;
/// Far beyond any game (G2 stops play long before): a guard against runaway input.
constexpr int kMaxTurnsPerGame = 100000;
constexpr std::size_t kMaxGames = 100000;

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isWordChar(char c) { return isLetter(c) || isDigit(c); }

/// A piece of the text for a message, cut short when long.
std::string quoted(std::string_view text)
{
    constexpr std::size_t kShown = 24;
    if (text.size() <= kShown)
        return "'" + std::string(text) + "'";
    std::size_t cut = kShown;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut; // never cut a UTF-8 character in two
    return "'" + std::string(text.substr(0, cut)) + "...'";
}

/// Runs of spaces, tabs and line breaks become one space; none at either end.
std::string collapseSpace(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    bool gap = false;
    for (char c : text) {
        if (isSpace(c)) {
            gap = !out.empty();
            continue;
        }
        if (gap)
            out += ' ';
        gap = false;
        out += c;
    }
    return out;
}

/// Whether brace contents are a distribution (E8): hole-count items such as `a3 b5, c0`.
bool isDistributionText(std::string_view text)
{
    std::size_t i = 0;
    int items = 0;
    while (true) {
        while (i < text.size() && (isSpace(text[i]) || text[i] == ','))
            ++i;
        if (i == text.size())
            return items > 0;
        const char c = text[i];
        if (!((c >= 'a' && c < 'a' + kMaxRow) || (c >= 'A' && c < 'A' + kMaxRow)))
            return false;
        ++i;
        const std::size_t digits = i;
        while (i < text.size() && isDigit(text[i]))
            ++i;
        if (i == digits || i - digits > 3 || (i < text.size() && !isSpace(text[i]) && text[i] != ','))
            return false;
        ++items;
    }
}

/// `Round n` (collapsed comment text): the round number, else 0; -1 when out of range.
int roundMarkerNumber(std::string_view text)
{
    constexpr std::string_view kWord = "Round ";
    if (!text.starts_with(kWord) || text.size() == kWord.size())
        return 0;
    const std::string_view digits = text.substr(kWord.size());
    for (char c : digits)
        if (!isDigit(c))
            return 0;
    int n = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (ec != std::errc{} || n < 1 || n > kMaxRoundNumber)
        return -1;
    return n;
}

std::string scoreText(const Position& p)
{
    const auto s = score(p);
    return std::to_string(s[0]) + "-" + std::to_string(s[1]);
}

/// Characters the text may not hold, and broken UTF-8: where and why, else empty.
std::string checkCharacters(std::string_view text, std::size_t& badAt)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) {
                badAt = i;
                char buf[8];
                std::snprintf(buf, sizeof buf, "%02X", c);
                return std::string("control character U+00") + buf + " is not allowed: is this a record file?";
            }
            ++i;
            continue;
        }
        int length = c >= 0xF0 && c <= 0xF4 ? 4 : (c >= 0xE0 ? 3 : (c >= 0xC2 && c < 0xE0 ? 2 : 0));
        bool ok = length > 0 && i + length <= text.size();
        for (int k = 1; ok && k < length; ++k)
            ok = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
        if (!ok) {
            badAt = i;
            char buf[8];
            std::snprintf(buf, sizeof buf, "%02X", c);
            return std::string("byte 0x") + buf + " is not UTF-8 text: is this a record file?";
        }
        i += length;
    }
    return {};
}

// ------------------------------------------------------------ scanner

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

// ------------------------------------------------------------ parser

class Parser {
public:
    explicit Parser(std::string_view text) : m_in(text) {}

    RecordList run();

private:
    bool fail(TextPlace at, std::string reason)
    {
        if (m_error.empty())
            m_error = RecordError{at.line, at.column, std::move(reason)};
        return false;
    }

    // Comment sizes so far (kMaxTurnCommentLength, kMaxGameCommentLength).
    std::size_t m_gameComments = 0;
    std::size_t m_turnComments = 0;
    const void* m_commentsOf = nullptr; ///< the comment list m_turnComments counts

    bool parseGame(GameRecord& game);
    bool parseTag(GameRecord& game);
    bool parseTagValue(const std::string& name, std::string& value);
    bool parseLine(MoveLine& line, GameRecord& game, int depth, TextPlace open);
    bool parseElement(MoveLine& line, GameRecord& game, int depth, TextPlace open, bool& done);
    bool parseBrace(std::string& text, TextPlace at);
    bool parseTurn(MoveLine& line, std::string firstDistribution, TextPlace firstAt);
    bool parseWord(DecisionText& out);
    bool parseNumberOrResult(GameRecord& game, int depth, bool& done);
    bool parseNag(MoveLine& line);
    bool parseVariation(MoveLine& line, GameRecord& game, int depth);
    bool finishResult(std::string_view token, TextPlace at, GameRecord& game, int depth);
    bool unexpected(char c);

    Scanner m_in;
    RecordError m_error;
    int m_pendingRound = 0;
    TextPlace m_pendingRoundAt;
    int m_turns = 0; ///< turns read in this game, variations included
};

RecordList Parser::run()
{
    RecordList out;
    while (true) {
        m_in.skipSpace();
        if (m_in.atEnd())
            break;
        if (out.games.size() == kMaxGames) {
            fail(m_in.place(), "the text holds more than 100000 games");
            out.games.clear();
            out.error = m_error;
            return out;
        }
        GameRecord game;
        if (!parseGame(game)) {
            out.games.clear();
            out.error = m_error;
            return out;
        }
        out.games.push_back(std::move(game));
    }
    if (out.games.empty())
        out.error = RecordError{1, 1, "the text holds no game"};
    return out;
}

bool Parser::parseGame(GameRecord& game)
{
    game.place = m_in.place();
    m_gameComments = 0;
    m_commentsOf = nullptr;
    while (true) {
        m_in.skipSpace();
        if (m_in.peek() != '[')
            break;
        if (!parseTag(game))
            return false;
    }
    m_pendingRound = 0;
    m_turns = 0;
    return parseLine(game.moves, game, 0, {});
}

bool Parser::parseTag(GameRecord& game)
{
    Tag tag;
    tag.place = m_in.place();
    m_in.advance();
    while (m_in.peek() == ' ' || m_in.peek() == '\t')
        m_in.advance();
    const std::size_t start = m_in.pos();
    while (!m_in.atEnd() && (isWordChar(m_in.peek()) || m_in.peek() == '_'))
        m_in.advance();
    tag.name = std::string(m_in.slice(start));
    if (tag.name.empty())
        return fail(m_in.place(), "a tag needs a name: [Name \"value\"]");
    if (tag.name.size() > kMaxTagNameLength)
        return fail(tag.place, "the tag name " + quoted(tag.name) + " is longer than 64 characters");
    while (m_in.peek() == ' ' || m_in.peek() == '\t')
        m_in.advance();
    if (m_in.peek() != '"')
        return fail(m_in.place(), "the tag " + tag.name + " needs a value in double quotes: [" + tag.name
                                      + " \"value\"]");
    const TextPlace quote = m_in.place();
    m_in.advance();
    tag.valuePlace = m_in.place();
    if (!parseTagValue(tag.name, tag.value)) {
        if (m_error.reason.empty())
            return fail(quote, "the value of the tag " + tag.name + " is not closed: '\"' is missing before the end of the line");
        return false;
    }
    while (m_in.peek() == ' ' || m_in.peek() == '\t')
        m_in.advance();
    if (m_in.peek() != ']')
        return fail(m_in.place(), "the tag " + tag.name + " is not closed: ']' is missing");
    m_in.advance();
    if (game.findTag(tag.name))
        return fail(tag.place, "the tag " + tag.name + " appears twice in this game");
    game.tags.push_back(std::move(tag));
    return true;
}

/// The value after the opening quote, up to the closing one (`\"` and `\\` escaped).
bool Parser::parseTagValue(const std::string& name, std::string& value)
{
    while (!m_in.atEnd() && m_in.peek() != '\n' && m_in.peek() != '\r') {
        const char c = m_in.peek();
        if (c == '"') {
            m_in.advance();
            return true;
        }
        if (c == '\\') {
            const TextPlace at = m_in.place();
            m_in.advance();
            if (m_in.peek() != '"' && m_in.peek() != '\\')
                return fail(at, "in a tag value a backslash may only escape '\"' or '\\'");
        }
        value += m_in.peek();
        m_in.advance();
        if (value.size() > kMaxTagValueLength)
            return fail(m_in.place(), "the value of the tag " + name + " is longer than 4096 characters");
    }
    return false;
}

/// The elements of a line up to its end: the result (main line) or ')' (variation).
bool Parser::parseLine(MoveLine& line, GameRecord& game, int depth, TextPlace open)
{
    bool done = false;
    while (!done) {
        m_in.skipSpace();
        if (m_in.atEnd()) {
            if (depth > 0)
                return fail(open, "this variation is not closed: ')' is missing");
            return fail(m_in.place(), "the record ends without a result: the moves end with 1-0, 0-1, 1/2-1/2 or *");
        }
        if (!parseElement(line, game, depth, open, done))
            return false;
    }
    return true;
}

bool Parser::parseElement(MoveLine& line, GameRecord& game, int depth, TextPlace open, bool& done)
{
    const char c = m_in.peek();
    const TextPlace at = m_in.place();
    if (c == '[')
        return fail(at, "a tag cannot stand among the moves: the game before it has no result (1-0, 0-1, 1/2-1/2 or *)");
    if (c == '{') {
        std::string text;
        if (!parseBrace(text, at))
            return false;
        if (isDistributionText(text))
            return parseTurn(line, "{" + text + "}", at);
        const int round = roundMarkerNumber(text);
        if (round < 0)
            return fail(at, "the round number in " + quoted(text) + " is out of range (1 to 65535)");
        if (round > 0) {
            if (m_pendingRound)
                return fail(at, "two round markers in a row: a turn must come between them");
            m_pendingRound = round;
            m_pendingRoundAt = at;
            return true;
        }
        auto& comments = line.turns.empty() ? line.comments : line.turns.back().comments;
        // Sizes as written, braces included, so that empty comments count too.
        const std::size_t size = text.size() + 2;
        if (&comments != m_commentsOf || comments.empty()) {
            m_commentsOf = &comments;
            m_turnComments = 0;
        }
        m_turnComments += size;
        m_gameComments += size;
        if (m_turnComments > kMaxTurnCommentLength)
            return fail(at, "the comments of this turn are longer than 65536 characters together");
        if (m_gameComments > kMaxGameCommentLength)
            return fail(at, "the comments of this game are longer than 1048576 characters together");
        comments.push_back(std::move(text));
        return true;
    }
    if (c == '(')
        return parseVariation(line, game, depth);
    if (c == ')') {
        if (depth == 0)
            return fail(at, "')' closes no variation");
        if (m_pendingRound)
            return fail(m_pendingRoundAt, "a round marker must come before a turn");
        if (line.turns.empty())
            return fail(open, "this variation holds no turn");
        m_in.advance();
        done = true;
        return true;
    }
    if (c == '$')
        return parseNag(line);
    if (isDigit(c) || c == '*')
        return parseNumberOrResult(game, depth, done);
    if (isLetter(c))
        return parseTurn(line, {}, at);
    return unexpected(c);
}

bool Parser::unexpected(char c)
{
    const TextPlace at = m_in.place();
    if (c == '!' || c == '?')
        return fail(at, std::string("'") + c + "' must follow a turn directly, with no space between");
    if (c == '-')
        return fail(at, "'-' joins two decisions of one turn, with no spaces around it");
    if (c == ']' || c == '"')
        return fail(at, std::string("'") + c + "' found outside a tag");
    if (c == '}')
        return fail(at, "'}' closes no comment");
    if (static_cast<unsigned char>(c) >= 0x80 || c == ';' || c == '%')
        return fail(at, "unexpected text among the moves (a comment goes between { and })");
    return fail(at, std::string("unexpected character '") + c + "' among the moves");
}

/// A `{...}` group; `text` gets its contents with the white space collapsed.
bool Parser::parseBrace(std::string& text, TextPlace at)
{
    m_in.advance();
    const std::size_t start = m_in.pos();
    while (!m_in.atEnd() && m_in.peek() != '}') {
        m_in.advance();
        if (m_in.pos() - start > kMaxCommentLength)
            return fail(at, "this comment is longer than 65536 characters");
    }
    if (m_in.atEnd())
        return fail(at, "this comment is not closed: '}' is missing");
    text = collapseSpace(m_in.slice(start));
    m_in.advance();
    return true;
}

bool Parser::parseWord(DecisionText& out)
{
    out.place = m_in.place();
    if (m_in.peek() == '{') {
        std::string text;
        if (!parseBrace(text, out.place))
            return false;
        if (!isDistributionText(text))
            return fail(out.place, "a comment cannot be joined into a turn with '-'");
        out.text = "{" + text + "}";
        return true;
    }
    if (!isLetter(m_in.peek()))
        return fail(out.place, "'-' must be followed by the next decision of the turn");
    const std::size_t start = m_in.pos();
    while (!m_in.atEnd() && isWordChar(m_in.peek())) {
        m_in.advance();
        if (m_in.pos() - start > kMaxWordLength) {
            while (!m_in.atEnd() && isWordChar(m_in.peek()))
                m_in.advance();
            return fail(out.place, quoted(m_in.slice(start)) + " is not a decision");
        }
    }
    out.text = std::string(m_in.slice(start));
    return true;
}

/// A turn: decisions joined with '-', then a suffix. `firstDistribution` is
/// a distribution already read as the first decision.
bool Parser::parseTurn(MoveLine& line, std::string firstDistribution, TextPlace firstAt)
{
    if (++m_turns > kMaxTurnsPerGame)
        return fail(firstAt, "the game has more than 100000 turns");
    TurnNode node;
    node.round = m_pendingRound;
    m_pendingRound = 0;
    if (!firstDistribution.empty()) {
        node.decisions.push_back({std::move(firstDistribution), firstAt});
    } else {
        DecisionText first;
        if (!parseWord(first))
            return false;
        node.decisions.push_back(std::move(first));
    }
    while (m_in.peek() == '-') {
        m_in.advance();
        DecisionText next;
        if (!parseWord(next))
            return false;
        node.decisions.push_back(std::move(next));
    }
    const TextPlace suffixAt = m_in.place();
    const std::size_t start = m_in.pos();
    while (m_in.peek() == '!' || m_in.peek() == '?')
        m_in.advance();
    node.suffix = std::string(m_in.slice(start));
    if (!node.suffix.empty() && std::find(std::begin(kSuffixes), std::end(kSuffixes), node.suffix) == std::end(kSuffixes))
        return fail(suffixAt, quoted(node.suffix) + " is not a move suffix (!, ?, !!, ??, !?, ?!)");
    const char after = m_in.peek();
    if (!m_in.atEnd() && !isSpace(after) && after != '(' && after != ')' && after != '{' && after != '$') {
        if (after == '-' || after == '!' || after == '?')
            return fail(m_in.place(), std::string("'") + after + "' is out of place after a move suffix");
        return fail(m_in.place(), std::string("'") + after + "' cannot follow a turn: turns are separated by spaces");
    }
    line.turns.push_back(std::move(node));
    return true;
}

bool Parser::parseNag(MoveLine& line)
{
    const TextPlace at = m_in.place();
    m_in.advance();
    const std::size_t start = m_in.pos();
    while (isDigit(m_in.peek()))
        m_in.advance();
    const std::string_view digits = m_in.slice(start);
    if (digits.empty())
        return fail(at, "'$' must be followed by a glyph number ($0 to $255)");
    int n = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (ec != std::errc{} || n > kMaxNag)
        return fail(at, "the glyph " + quoted("$" + std::string(digits)) + " is out of range: glyphs are $0 to $255");
    if (line.turns.empty())
        return fail(at, "a glyph ($n) must follow a turn");
    line.turns.back().nags.push_back(n);
    return true;
}

bool Parser::parseVariation(MoveLine& line, GameRecord& game, int depth)
{
    const TextPlace at = m_in.place();
    if (line.turns.empty())
        return fail(at, "a variation must follow the turn it replaces");
    if (m_pendingRound)
        return fail(m_pendingRoundAt, "a round marker must come before a turn");
    if (depth + 1 > kMaxVariationDepth)
        return fail(at, "variations are nested more than 64 deep");
    m_in.advance();
    MoveLine variation;
    if (!parseLine(variation, game, depth + 1, at))
        return false;
    line.turns.back().variations.push_back(std::move(variation));
    return true;
}

/// A move number (`12.`, `12...`) or a result token.
bool Parser::parseNumberOrResult(GameRecord& game, int depth, bool& done)
{
    const TextPlace at = m_in.place();
    const std::size_t start = m_in.pos();
    if (m_in.peek() == '*') {
        m_in.advance();
    } else {
        while (isDigit(m_in.peek()))
            m_in.advance();
    }
    if (m_in.peek() == '-' || m_in.peek() == '/' || m_in.slice(start) == "*") {
        while (isDigit(m_in.peek()) || m_in.peek() == '-' || m_in.peek() == '/' || m_in.peek() == '*')
            m_in.advance();
        if (!finishResult(m_in.slice(start), at, game, depth))
            return false;
        done = true;
        return true;
    }
    const std::string_view digits = m_in.slice(start);
    if (m_in.peek() != '.')
        return fail(at, "a move number is written with a '.' after it (12. or 12...)");
    int n = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (ec != std::errc{} || n < 1 || n > kMaxMoveNumber)
        return fail(at, "the move number " + quoted(digits) + " is out of range (1 to 65535)");
    const std::size_t dots = m_in.pos();
    while (m_in.peek() == '.')
        m_in.advance();
    const std::size_t count = m_in.pos() - dots;
    if (count != 1 && count != 3)
        return fail(at, "a move number is written 12. or 12...");
    return true;
}

bool Parser::finishResult(std::string_view token, TextPlace at, GameRecord& game, int depth)
{
    if (std::find(std::begin(kResults), std::end(kResults), token) == std::end(kResults))
        return fail(at, quoted(token) + " is not a result (1-0, 0-1, 1/2-1/2 or *)");
    if (depth > 0)
        return fail(at, "a result cannot stand inside a variation");
    if (m_pendingRound)
        return fail(m_pendingRoundAt, "a round marker must come before a turn");
    if (!m_in.atEnd() && !isSpace(m_in.peek()))
        return fail(m_in.place(), "the result must be followed by a space or the end of the line");
    game.result = std::string(token);
    game.resultPlace = at;
    return true;
}

// ------------------------------------------------------------ replay

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

class Replayer {
public:
    Replayer(ReplayedGame& game, const WalkHooks* hooks, std::vector<LineCut>* cuts = nullptr)
        : m_game(game), m_hooks(hooks), m_cuts(cuts)
    {
    }

    bool setUp(const GameRecord& record);
    bool walk(const MoveLine& line, const Position& from, int prevRound, int depth, bool main);
    bool checkEnd(const GameRecord& record);

private:
    bool fail(TextPlace at, std::string reason)
    {
        m_game.error = RecordError{at.line, at.column, std::move(reason)};
        return false;
    }
    bool play(const TurnNode& node, Position& p, Position& beforeLast, bool main);
    bool rulesFromTags(const GameRecord& record, Rules& rules);
    void cutAt(const MoveLine& line, std::size_t kept, const Position& end, bool main);

    ReplayedGame& m_game;
    const WalkHooks* m_hooks;
    std::vector<LineCut>* m_cuts;
    bool m_mainCut = false; ///< the main line went on after the end
};

/**
 * A line that goes on after its game is over, as records written before a
 * rule change may (a Qelat pass that Q8 no longer allows): it is read up to
 * the end and the rest is left out, with a notice instead of an error.
 */
void Replayer::cutAt(const MoveLine& line, std::size_t kept, const Position& end, bool main)
{
    if (m_cuts)
        m_cuts->emplace_back(&line, kept);
    if (main)
        m_mainCut = true;
    if (!m_game.notice.empty())
        return;
    const std::size_t left = line.turns.size() - kept;
    const std::string rest = left == 1   ? std::string("this turn is left out")
                           : left == 2 ? std::string("this turn and the one after it are left out")
                                       : "this turn and the " + std::to_string(left - 1) + " after it are left out";
    m_game.notice = RecordError{line.turns[kept].decisions.front().place.line,
                                line.turns[kept].decisions.front().place.column,
                                "the game is already over here (" + resultToken(end.outcome) + " " + scoreText(end)
                                    + " by the rules as they are now): " + rest};
}

bool Replayer::rulesFromTags(const GameRecord& record, Rules& rules)
{
    const Tag* variant = record.findTag("Variant");
    if (!variant)
        return fail(record.place, "the Variant tag is missing, e.g. [Variant \"kalah\"] "
                                  "(kalah, qelat, qelat-keren, mewelad, enkeshui)");
    Variant v{};
    if (!variantFromId(variant->value, v))
        return fail(variant->valuePlace, "unknown rule set " + quoted(variant->value)
                                             + " (kalah, qelat, qelat-keren, mewelad, enkeshui)");
    rules = Rules::defaults(v);
    const Tag* holes = record.findTag("Holes");
    if (holes) {
        if (std::string err = rules.set("houses", holes->value); !err.empty())
            return fail(holes->valuePlace, "Holes: " + err);
    }
    if (const Tag* house = record.findTag("HouseRules")) {
        const std::string_view text = house->value;
        std::size_t start = 0;
        while (start <= text.size()) {
            std::size_t end = text.find(';', start);
            if (end == std::string_view::npos)
                end = text.size();
            const std::string item = collapseSpace(text.substr(start, end - start));
            const TextPlace at{house->valuePlace.line, house->valuePlace.column + static_cast<int>(start)};
            if (!item.empty()) {
                const auto eq = item.find('=');
                if (eq == std::string::npos)
                    return fail(at, "HouseRules: " + quoted(item) + " needs a value (name=value)");
                if (std::string err = rules.set(item.substr(0, eq), item.substr(eq + 1)); !err.empty())
                    return fail(at, "HouseRules: " + err);
            }
            start = end + 1;
        }
    }
    if (holes && std::to_string(rules.houses) != holes->value)
        return fail(holes->valuePlace, "the Holes tag says " + holes->value + " but the house rules give "
                                           + std::to_string(rules.houses) + " holes a row");
    if (std::string err = rules.validate(); !err.empty()) {
        const Tag* at = record.findTag("HouseRules");
        return fail((at ? at : variant)->valuePlace, "these rules cannot be played: " + err);
    }
    return true;
}

bool Replayer::setUp(const GameRecord& record)
{
    auto rules = std::make_shared<Rules>();
    if (!rulesFromTags(record, *rules))
        return false;
    m_game.rules = rules;
    if (const Tag* seed = record.findTag("Seed")) {
        const std::string& t = seed->value;
        const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), m_game.seed);
        if (t.empty() || ec != std::errc{} || ptr != t.data() + t.size())
            return fail(seed->valuePlace, "Seed must be a whole number from 0 to 18446744073709551615, not "
                                              + quoted(t));
    }
    if (const Tag* setup = record.findTag("Setup")) {
        if (std::string err = fromPositionString(setup->value, *rules, m_game.start); !err.empty())
            return fail(setup->valuePlace, "Setup: " + err);
    } else {
        m_game.start = startPosition(*rules, m_game.seed);
    }
    m_game.end = m_game.start;
    return true;
}

/// Plays the decisions of one turn, checking that they make exactly one turn.
bool Replayer::play(const TurnNode& node, Position& p, Position& before, bool main)
{
    before = p;
    for (std::size_t k = 0; k < node.decisions.size(); ++k) {
        const DecisionText& dt = node.decisions[k];
        if (k > 0 && turnEnds(before, p))
            return fail(dt.place, "the turn is over after " + quoted(node.decisions[k - 1].text) + ": "
                                      + quoted(dt.text) + " starts a new turn (separate it with a space)");
        Decision d;
        std::string err;
        if (!parseDecision(p, dt.text, d, err))
            return fail(dt.place, quoted(dt.text) + " is not a decision here: " + err);
        before = p;
        if (!apply(p, d))
            return fail(dt.place, quoted(dt.text) + " is not legal: " + whyIllegal(p, d));
        if (main)
            m_game.decisions.push_back(d);
    }
    return true;
}

bool Replayer::walk(const MoveLine& line, const Position& from, int prevRound, int depth, bool main)
{
    if (depth > kMaxVariationDepth)
        return fail(line.turns.empty() ? TextPlace{} : line.turns.front().decisions.front().place,
                    "variations are nested more than 64 deep");
    if (m_hooks && !line.comments.empty())
        m_hooks->lineComments(line.comments);
    Position p = from;
    bool turnOpen = false; // the last turn left a decision pending (allowed at the end only)
    for (std::size_t i = 0; i < line.turns.size(); ++i) {
        const TurnNode& node = line.turns[i];
        if (node.decisions.empty())
            return fail({}, "a turn without decisions");
        if (turnOpen)
            return fail(line.turns[i - 1].decisions.back().place,
                        "the turn is not over after " + quoted(line.turns[i - 1].decisions.back().text)
                            + ": join its next decision with '-'");
        if (p.over()) {
            cutAt(line, i, p, main);
            break;
        }
        const Position before = p;
        if (node.round && node.round != before.round)
            return fail(node.decisions.front().place, "the round marker says round " + std::to_string(node.round)
                                                          + " but this turn is in round " + std::to_string(before.round));
        if (m_hooks)
            m_hooks->turn(node, before, before.round != prevRound);
        Position last;
        if (!play(node, p, last, main))
            return false;
        turnOpen = !turnEnds(last, p);
        for (const MoveLine& variation : node.variations) {
            if (m_hooks)
                m_hooks->openVariation();
            if (!walk(variation, before, prevRound, depth + 1, false))
                return false;
            if (m_hooks)
                m_hooks->closeVariation();
        }
        prevRound = before.round;
    }
    if (main)
        m_game.end = p;
    return true;
}

bool Replayer::checkEnd(const GameRecord& record)
{
    const Position& end = m_game.end;
    if (const Tag* result = record.findTag("Result"); result && result->value != record.result)
        return fail(result->valuePlace, "the Result tag says " + quoted(result->value) + " but the moves end with "
                                            + record.result);
    if (!end.over() || m_mainCut)
        return true; // a cut line's result was written for the moves left out
    const std::string outcome = resultToken(end.outcome);
    const Tag* house = record.findTag("HouseRules");
    if (record.result != outcome && end.quietStop && !(house && house->value.find("quiet-end") != std::string::npos)) {
        // Written before G2 had `quiet-end` (every stopped game was drawn),
        // read by today's default: a notice, and the end's result.
        if (m_game.notice.empty())
            m_game.notice = RecordError{record.resultPlace.line, record.resultPlace.column,
                                        "the quiet-move limit stops this game with " + outcome + " " + scoreText(end)
                                            + " by the rules as they are now (quiet-end="
                                            + m_game.rules->value("quiet-end") + "), not " + record.result};
        return true;
    }
    if (record.result != outcome)
        return fail(record.resultPlace, "the game is over and ends " + outcome + ", not " + record.result);
    if (const Tag* s = record.findTag("Score"); s && s->value != scoreText(end))
        return fail(s->valuePlace, "the Score tag says " + quoted(s->value) + " but the game ends "
                                       + scoreText(end));
    const std::string ending(ruleIdName(endingRule(end)));
    if (const Tag* e = record.findTag("Ending"); e && e->value != ending)
        return fail(e->valuePlace, "the Ending tag says " + quoted(e->value) + " but the game ends by " + ending);
    return true;
}

ReplayedGame replay(const GameRecord& record, const WalkHooks* hooks, std::vector<LineCut>* cuts = nullptr)
{
    ReplayedGame game;
    Replayer r(game, hooks, cuts);
    if (r.setUp(record) && r.walk(record.moves, game.start, 1, 0, true))
        r.checkEnd(record);
    if (!game.ok()) {
        game.decisions.clear();
        game.end = game.start;
        game.notice = {};
        if (cuts)
            cuts->clear();
    }
    return game;
}

// ------------------------------------------------------------ writer

/// Movetext pieces, joined by spaces and wrapped at 80 columns.
class MovetextWriter {
public:
    void word(std::string w)
    {
        if (m_open) {
            w.insert(0, "(");
            m_open = false;
        }
        m_words.push_back(std::move(w));
    }
    void comment(const std::string& text)
    {
        std::string safe = text;
        for (char& c : safe)
            if (c == '}')
                c = ')'; // a comment cannot hold its own closing brace
        if (isDistributionText(safe) || roundMarkerNumber(safe) != 0)
            safe += '.'; // would read back as a decision or a round marker
        const auto parts = splitWords(safe);
        if (parts.empty()) {
            word("{}");
        } else {
            for (std::size_t i = 0; i < parts.size(); ++i)
                word((i == 0 ? "{" : "") + parts[i] + (i + 1 == parts.size() ? "}" : ""));
        }
        m_southTurn = 0;
    }
    void open()
    {
        m_open = true;
        m_southTurn = 0;
    }
    void close()
    {
        m_words.back() += ')';
        m_southTurn = 0;
    }
    void turn(const TurnNode& node, const Position& before, bool roundMarker)
    {
        if (roundMarker) {
            word("{Round " + std::to_string(before.round) + "}");
            m_southTurn = 0;
        }
        std::string text;
        if (before.toMove == Side::South)
            text = std::to_string(before.turn) + ". ";
        else if (m_southTurn != before.turn)
            text = std::to_string(before.turn) + "... ";
        for (std::size_t k = 0; k < node.decisions.size(); ++k) {
            if (k)
                text += '-';
            text += node.decisions[k].text;
        }
        text += node.suffix;
        word(std::move(text));
        m_southTurn = before.toMove == Side::South ? before.turn : 0;
        for (int nag : node.nags) {
            std::string glyph(1, '$');
            glyph += std::to_string(nag);
            word(std::move(glyph));
        }
        for (const std::string& c : node.comments)
            comment(c);
    }
    std::string finish(const std::string& result)
    {
        word(result);
        std::string out;
        int column = 0;
        for (const std::string& w : m_words) {
            int length = 0; // in characters, as columns are counted
            for (char c : w)
                length += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
            if (column > 0 && column + 1 + length > kWrapColumn) {
                out += '\n';
                column = 0;
            } else if (column > 0) {
                out += ' ';
                ++column;
            }
            out += w;
            column += length;
        }
        return out + '\n';
    }

private:
    static std::vector<std::string> splitWords(const std::string& text)
    {
        std::vector<std::string> out;
        std::size_t i = 0;
        while (i < text.size()) {
            while (i < text.size() && isSpace(text[i]))
                ++i;
            const std::size_t start = i;
            while (i < text.size() && !isSpace(text[i]))
                ++i;
            if (i > start)
                out.push_back(text.substr(start, i - start));
        }
        return out;
    }

    std::vector<std::string> m_words;
    bool m_open = false;
    int m_southTurn = 0; ///< the number of a South turn just written, so North's needs none
};

std::string escapeTagValue(const std::string& value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return out;
}

std::string writeTags(const GameRecord& record)
{
    std::string out;
    auto line = [&out](std::string_view name, const std::string& value) {
        out += "[" + std::string(name) + " \"" + escapeTagValue(value) + "\"]\n";
    };
    for (std::size_t k = 0; k < std::size(kSevenTags); ++k) {
        const Tag* t = record.findTag(kSevenTags[k]);
        const std::string fallback = kSevenTags[k] == "Result" ? record.result : std::string(kSevenDefaults[k]);
        line(kSevenTags[k], t ? t->value : fallback);
    }
    for (std::string_view name : kOrderedTags)
        if (const Tag* t = record.findTag(name))
            line(name, t->value);
    for (const Tag& t : record.tags) {
        const bool known = std::find(std::begin(kSevenTags), std::end(kSevenTags), t.name) != std::end(kSevenTags)
            || std::find(std::begin(kOrderedTags), std::end(kOrderedTags), t.name) != std::end(kOrderedTags);
        if (!known)
            line(t.name, t.value);
    }
    return out;
}

} // namespace

// ------------------------------------------------------------ public

std::string RecordError::message() const
{
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + reason;
}

bool TurnNode::operator==(const TurnNode& o) const
{
    return decisions == o.decisions && suffix == o.suffix && nags == o.nags && comments == o.comments
        && variations == o.variations && round == o.round;
}

bool MoveLine::operator==(const MoveLine& o) const { return comments == o.comments && turns == o.turns; }

const Tag* GameRecord::findTag(std::string_view name) const
{
    for (const Tag& t : tags)
        if (t.name == name)
            return &t;
    return nullptr;
}

std::string GameRecord::tag(std::string_view name) const
{
    const Tag* t = findTag(name);
    return t ? t->value : std::string();
}

void GameRecord::setTag(std::string_view name, std::string value)
{
    for (Tag& t : tags) {
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    }
    Tag t;
    t.name = std::string(name);
    t.value = std::move(value);
    tags.push_back(std::move(t));
}

std::string GameRecord::summary() const
{
    auto known = [this](std::string_view name) {
        const std::string v = tag(name);
        return v.empty() || v.find_first_not_of("?.") == std::string::npos ? std::string() : v;
    };
    std::string out = (known("South").empty() ? std::string("?") : known("South")) + " - "
        + (known("North").empty() ? std::string("?") : known("North"));
    for (std::string_view name : {"Variant", "Event", "Date"})
        if (const std::string v = known(name); !v.empty())
            out += ", " + v;
    return out + ", " + result;
}

std::string resultToken(Outcome outcome)
{
    switch (outcome) {
    case Outcome::SouthWins: return "1-0";
    case Outcome::NorthWins: return "0-1";
    case Outcome::Draw: return "1/2-1/2";
    case Outcome::Ongoing: break;
    }
    return "*";
}

RecordList parseRecords(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3); // a UTF-8 byte order mark
    std::size_t badAt = 0;
    if (std::string why = checkCharacters(text, badAt); !why.empty()) {
        Scanner s(text);
        while (s.pos() < badAt)
            s.advance();
        RecordList out;
        out.error = RecordError{s.place().line, s.place().column, why};
        return out;
    }
    return Parser(text).run();
}

ReplayedGame readGame(const GameRecord& record) { return replay(record, nullptr); }

RecordError cutPastEnd(GameRecord& record)
{
    std::vector<LineCut> cuts;
    const ReplayedGame game = replay(record, nullptr, &cuts);
    if (game.notice.empty())
        return {};
    // The lines were read from `record` itself, which is not const here; a
    // cut drops turns after the ones that hold the other cuts' lines.
    for (const auto& [line, kept] : cuts)
        const_cast<MoveLine*>(line)->turns.resize(kept);
    if (game.end.over()) {
        record.result = resultToken(game.end.outcome);
        record.setTag("Result", record.result);
        record.setTag("Score", scoreText(game.end));
        record.setTag("Ending", std::string(ruleIdName(endingRule(game.end))));
    }
    return game.notice;
}

std::string writeRecord(const GameRecord& record, RecordError* error)
{
    MovetextWriter movetext;
    WalkHooks hooks;
    hooks.lineComments = [&](const std::vector<std::string>& comments) {
        for (const std::string& c : comments)
            movetext.comment(c);
    };
    hooks.turn = [&](const TurnNode& node, const Position& before, bool marker) { movetext.turn(node, before, marker); };
    hooks.openVariation = [&] { movetext.open(); };
    hooks.closeVariation = [&] { movetext.close(); };
    const ReplayedGame game = replay(record, &hooks);
    if (error)
        *error = game.error;
    if (!game.ok())
        return {};
    if (!game.notice.empty()) {
        GameRecord cut = record; // written as it reads now (cutPastEnd())
        cutPastEnd(cut);
        return writeRecord(cut, error);
    }
    return writeTags(record) + "\n" + movetext.finish(record.result);
}

std::string writeRecords(const std::vector<GameRecord>& records, RecordError* error)
{
    std::string out;
    for (const GameRecord& r : records) {
        const std::string text = writeRecord(r, error);
        if (text.empty())
            return {};
        if (!out.empty())
            out += '\n';
        out += text;
    }
    return out;
}

GameRecord recordFromGame(const Position& start, std::uint64_t seed, const std::vector<Decision>& decisions)
{
    const Rules& rules = *start.rules;
    GameRecord record;
    record.setTag("Variant", std::string(variantId(rules.variant)));
    record.setTag("Holes", std::to_string(rules.houses));
    if (!(start == startPosition(rules, seed)))
        record.setTag("Setup", toPositionString(start));
    std::string house;
    for (const std::string& d : rules.differences())
        house += (house.empty() ? "" : ";") + d;
    if (!house.empty())
        record.setTag("HouseRules", house);
    record.setTag("Seed", std::to_string(seed));

    Position p = start;
    Position beforeLast = start;
    int prevRound = 1;
    TurnNode node;
    auto flush = [&] {
        if (!node.decisions.empty())
            record.moves.turns.push_back(std::move(node));
        node = TurnNode{};
    };
    for (const Decision& d : decisions) {
        if (!node.decisions.empty() && turnEnds(beforeLast, p))
            flush();
        if (node.decisions.empty()) {
            // A round marker stands before the first turn of a new round (docs/notation.md).
            node.round = p.round != prevRound ? p.round : 0;
            prevRound = p.round;
        }
        const std::string text = formatDecision(p, d);
        beforeLast = p;
        if (!apply(p, d))
            break;
        node.decisions.push_back({text, {}});
    }
    flush();
    record.result = resultToken(p.outcome);
    record.setTag("Result", record.result);
    if (p.over()) {
        record.setTag("Score", scoreText(p));
        record.setTag("Ending", std::string(ruleIdName(endingRule(p))));
    }
    return record;
}

} // namespace mancala
