// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzle files (docs/puzzles.md): one puzzle a line, `key=value` fields.

#include "mancala/puzzle.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

#include <array>
#include <charconv>
#include <utility>

namespace mancala {

namespace {

constexpr std::string_view kPositionKey = "position=";
constexpr std::string_view kBestKey = " best=";

bool isKeyChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

/// Whether a field starts at `text[i]`: a space, then `name=`.
bool fieldStartsAt(std::string_view text, std::size_t i)
{
    if (text[i] != ' ')
        return false;
    std::size_t j = i + 1;
    while (j < text.size() && isKeyChar(text[j]))
        ++j;
    return j > i + 1 && j < text.size() && text[j] == '=';
}

/// Splits " best=c value=3 ..." into (key, value) pairs. A value runs up to the
/// next space followed by `name=`, so a distribution `{a3 b5 c0}` stays whole.
std::vector<std::pair<std::string_view, std::string_view>> splitFields(std::string_view text)
{
    std::vector<std::pair<std::string_view, std::string_view>> fields;
    std::size_t start = 0; // at the space before a key
    while (start < text.size()) {
        std::size_t eq = text.find('=', start);
        std::size_t end = eq + 1;
        while (end < text.size() && !fieldStartsAt(text, end))
            ++end;
        fields.emplace_back(text.substr(start + 1, eq - start - 1), text.substr(eq + 1, end - eq - 1));
        start = end;
    }
    return fields;
}

bool parseInt(std::string_view text, int& out)
{
    if (text.empty())
        return false;
    const char* first = text.data();
    if (*first == '+')
        return false;
    auto [ptr, ec] = std::from_chars(first, text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size();
}

bool isWord(std::string_view text)
{
    if (text.empty())
        return false;
    for (char c : text)
        if (!isKeyChar(c))
            return false;
    return true;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    return s;
}

/// `text` in single quotes (built by appending: GCC 12 warns wrongly on "'" + std::string).
std::string quoted(std::string_view text)
{
    std::string q(1, '\'');
    q += text;
    q += '\'';
    return q;
}

} // namespace

std::string applyPuzzleToken(Position& p, std::string_view token)
{
    if (token.empty())
        return "an empty decision";
    std::size_t start = 0;
    while (true) {
        const std::size_t dash = token.find('-', start);
        const std::string_view part
            = token.substr(start, dash == std::string_view::npos ? token.npos : dash - start);
        if (p.over())
            return quoted(token) + " goes on after the game is over";
        Decision d;
        std::string error;
        if (!parseDecision(p, part, d, error))
            return quoted(part) + ": " + error;
        if (const std::string why = whyIllegal(p, d); !why.empty())
            return quoted(part) + " is not legal: " + why;
        if (!apply(p, d))
            return quoted(part) + " is not legal";
        if (dash == std::string_view::npos)
            return {};
        start = dash + 1;
    }
}

std::vector<std::string> puzzleLineTokens(std::string_view line)
{
    std::vector<std::string> tokens;
    std::string current;
    int depth = 0;
    for (char c : line) {
        if (c == '{')
            ++depth;
        else if (c == '}' && depth > 0)
            --depth;
        if (depth == 0 && (c == ' ' || c == ',')) {
            if (!current.empty())
                tokens.push_back(std::move(current));
            current.clear();
            continue;
        }
        current += c;
    }
    if (!current.empty())
        tokens.push_back(std::move(current));
    return tokens;
}

std::optional<Puzzle> parsePuzzleLine(std::string_view line, std::string& error)
{
    error.clear();
    line = trimmed(line);
    if (line.empty() || line.front() == '#')
        return std::nullopt;
    if (!line.starts_with(kPositionKey)) {
        error = "a puzzle line starts with 'position='";
        return std::nullopt;
    }
    const std::size_t bestAt = line.find(kBestKey);
    if (bestAt == std::string_view::npos) {
        error = "no 'best=' after the position";
        return std::nullopt;
    }
    Puzzle p;
    p.position = std::string(trimmed(line.substr(kPositionKey.size(), bestAt - kPositionKey.size())));

    // The fields after the position, each known one exactly once.
    constexpr std::array<std::string_view, 8> known
        = { "best", "value", "theme", "level", "second", "depth", "line", "id" };
    std::array<bool, known.size()> seen {};
    for (const auto& [key, value] : splitFields(line.substr(bestAt))) {
        std::size_t k = 0;
        while (k < known.size() && known[k] != key)
            ++k;
        if (k == known.size())
            continue; // unknown fields are kept for later versions and ignored
        if (seen[k]) {
            error = "the field '" + std::string(key) + "' comes twice";
            return std::nullopt;
        }
        seen[k] = true;
        const std::string text(value);
        bool ok = true;
        switch (k) {
        case 0:
            p.best = text;
            ok = !text.empty();
            break;
        case 1:
            ok = parseInt(value, p.value);
            break;
        case 2:
            p.theme = text;
            ok = isWord(value);
            break;
        case 3:
            ok = parseInt(value, p.level) && p.level >= 1 && p.level <= 5;
            break;
        case 4:
            ok = parseInt(value, p.second);
            break;
        case 5:
            ok = parseInt(value, p.depth) && p.depth >= 0;
            break;
        case 6: {
            // Comma-separated tokens: a space only inside a distribution's braces.
            const std::vector<std::string> tokens = puzzleLineTokens(value);
            for (const std::string& t : tokens)
                p.line += (p.line.empty() ? "" : " ") + t;
            int braces = 0;
            for (char c : value) {
                braces += c == '{' ? 1 : c == '}' ? -1 : 0;
                ok = ok && !(c == ' ' && braces == 0);
            }
            ok = ok && !tokens.empty();
            break;
        }
        case 7:
            p.id = text;
            ok = isWord(value);
            break;
        }
        if (!ok) {
            const char* what[] = { "a decision token", "a whole number", "one word", "a level from 1 to 5",
                "a whole number", "a depth of 0 or more", "comma-separated decision tokens", "one word" };
            error = "the field '" + std::string(key) + "' needs " + what[k] + ", not '" + text + "'";
            return std::nullopt;
        }
    }
    for (std::size_t k = 0; k < known.size(); ++k) {
        if (!seen[k]) {
            error = "the field '" + std::string(known[k]) + "' is missing";
            return std::nullopt;
        }
    }
    if (p.second >= p.value) {
        error = "the best alternative (second=" + std::to_string(p.second) + ") keeps the value ("
            + std::to_string(p.value) + "): the best decision is not the only one";
        return std::nullopt;
    }
    const std::vector<std::string> tokens = puzzleLineTokens(p.line);
    if (tokens.front() != p.best) {
        error = "the line starts with '" + tokens.front() + "', not with the best decision '" + p.best + "'";
        return std::nullopt;
    }

    // The position reads with the rules it names, and the best decision is legal there.
    PositionRules named;
    if (std::string why = positionRules(p.position, named); !why.empty()) {
        error = "position: " + why;
        return std::nullopt;
    }
    if (!named.named) {
        error = "the position does not name its rule set (kalah: 4,4,...)";
        return std::nullopt;
    }
    const Rules rules = named.rules;
    Position position;
    if (std::string why = fromPositionString(p.position, rules, position); !why.empty()) {
        error = "position: " + why;
        return std::nullopt;
    }
    if (position.over()) {
        error = "the position's game is over";
        return std::nullopt;
    }
    if (std::string why = applyPuzzleToken(position, p.best); !why.empty()) {
        error = "best: " + why;
        return std::nullopt;
    }
    return p;
}

std::string puzzleLine(const Puzzle& p)
{
    std::string line;
    for (const std::string& t : puzzleLineTokens(p.line))
        line += (line.empty() ? "" : ",") + t;
    return "position=" + p.position + " best=" + p.best + " value=" + std::to_string(p.value)
        + " theme=" + p.theme + " level=" + std::to_string(p.level) + " second=" + std::to_string(p.second)
        + " depth=" + std::to_string(p.depth) + " line=" + line + " id=" + p.id;
}

std::vector<Puzzle> readPuzzles(std::string_view text, std::vector<std::string>& errors)
{
    std::vector<Puzzle> puzzles;
    int number = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++number;
        std::string error;
        if (std::optional<Puzzle> p = parsePuzzleLine(line, error))
            puzzles.push_back(std::move(*p));
        else if (!error.empty())
            errors.push_back("line " + std::to_string(number) + ": " + error);
    }
    return puzzles;
}

} // namespace mancala
