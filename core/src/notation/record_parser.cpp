// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a game record by its syntax alone (docs/notation.md): tags, turns,
// comments, glyphs, variations and results, each with where it was read.
// Whether the turns can be played is the replayer's part (record_replay.cpp).

#include "notation/record_text.h"

#include <algorithm>
#include <charconv>

namespace mancala::detail {

namespace {

constexpr std::string_view kResults[] = {"1-0", "0-1", "1/2-1/2", "*"};
constexpr std::string_view kSuffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
constexpr int kMaxMoveNumber = 65535;
constexpr int kMaxNag = 255;
constexpr std::size_t kMaxWordLength = 16;
constexpr std::size_t kMaxTagNameLength = 64;
/// Far beyond any game (G2 stops play long before): a guard against runaway input.
constexpr int kMaxTurnsPerGame = 100000;
constexpr std::size_t kMaxGames = 100000;

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
        // A review's values (`[%eval ...]`) go to the turn, out of its words.
        if (!line.turns.empty() && line.turns.back().evals.empty()
            && takeEvalCommand(text, line.turns.back().decisions.size(), line.turns.back().evals) && text.empty())
            return true;
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

} // namespace

RecordList parseText(std::string_view text) { return Parser(text).run(); }

} // namespace mancala::detail
