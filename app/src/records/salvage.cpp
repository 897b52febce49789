// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/salvage.h"

#include <algorithm>
#include <string>

namespace mancala::app {

namespace {

/// Attempts at cutting the movetext back before giving up (each reads the text once).
constexpr int kAttempts = 48;

/// The byte offset of a 1-based line and column (columns count UTF-8 characters).
std::size_t offsetOf(std::string_view text, int line, int column)
{
    std::size_t at = 0;
    for (int l = 1; l < line && at < text.size(); ++l) {
        const auto end = text.find('\n', at);
        if (end == std::string_view::npos)
            return text.size();
        at = end + 1;
    }
    for (int c = 1; c < column && at < text.size(); ++c) {
        ++at;
        while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80)
            ++at; // continuation bytes
    }
    return at;
}

/// Where the first unclosed comment or variation of `text` opens, or npos.
std::size_t firstUnclosed(std::string_view text)
{
    std::vector<std::size_t> open;
    bool comment = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (comment) {
            if (c == '}') {
                comment = false;
                open.pop_back();
            }
        } else if (c == '{' || c == '(') {
            comment = c == '{';
            open.push_back(i);
        } else if (c == ')' && !open.empty()) {
            open.pop_back();
        }
    }
    return open.empty() ? std::string_view::npos : open.front();
}

/// The record as an unfinished game: no result, no score, no shown ply.
void unfinish(GameRecord& record)
{
    record.result.assign(1, '*'); // (not = "*": GCC 12 warns falsely, -Wrestrict)
    record.setTag("Result", "*");
    std::erase_if(record.tags, [](const Tag& t) { return t.name == "Score" || t.name == "Ply"; });
}

/// The most turns of the main line that replay (binary search: a shorter line of legal turns stays legal).
std::optional<Salvaged> longestReplay(GameRecord record)
{
    unfinish(record);
    const std::vector<TurnNode> turns = record.moves.turns;
    auto replaysWith = [&](std::size_t n) {
        GameRecord cut = record;
        cut.moves.turns.assign(turns.begin(), turns.begin() + static_cast<std::ptrdiff_t>(n));
        for (TurnNode& t : cut.moves.turns)
            t.variations.clear(); // a variation past the damage is not worth the game
        return readGame(cut).ok() ? std::optional<GameRecord>(cut) : std::nullopt;
    };
    std::optional<GameRecord> best = replaysWith(0);
    if (!best)
        return std::nullopt; // the tags do not make a game
    std::size_t low = 0;
    std::size_t high = turns.size();
    while (low < high) {
        const std::size_t mid = (low + high + 1) / 2;
        if (auto cut = replaysWith(mid)) {
            best = std::move(cut);
            low = mid;
        } else {
            high = mid - 1;
        }
    }
    return Salvaged{*best, false, static_cast<int>(low)};
}

} // namespace

std::optional<Salvaged> salvageRecord(std::string_view text)
{
    RecordList list = parseRecords(text);
    if (list.ok() && !list.games.empty()) {
        if (readGame(list.games.front()).ok())
            return Salvaged{list.games.front(), true, static_cast<int>(list.games.front().moves.turns.size())};
        return longestReplay(list.games.front());
    }
    // The tag section ends at the first blank line; the damage must lie past it.
    const std::size_t movetext = text.find("\n\n");
    if (movetext == std::string_view::npos)
        return std::nullopt;
    std::size_t cut = list.ok() ? text.size() : offsetOf(text, list.error.line, list.error.column);
    for (int attempt = 0; attempt < kAttempts && cut > movetext; ++attempt) {
        std::string_view head = text.substr(0, cut);
        if (const std::size_t open = firstUnclosed(head.substr(movetext)); open != std::string_view::npos)
            head = head.substr(0, movetext + open);
        const std::string candidate = std::string(head) + "\n*\n";
        list = parseRecords(candidate);
        if (list.ok() && !list.games.empty())
            return longestReplay(list.games.front());
        // Cut back before the error, or at least one word.
        std::size_t next = std::min(head.size(), offsetOf(candidate, list.error.line, list.error.column));
        if (next >= cut)
            next = cut - 1;
        while (next > movetext && text[next - 1] != ' ' && text[next - 1] != '\n')
            --next;
        while (next > movetext && (text[next - 1] == ' ' || text[next - 1] == '\n'))
            --next;
        cut = next;
    }
    // Nothing of the movetext reads: the tags alone, if they make a game.
    list = parseRecords(std::string(text.substr(0, movetext)) + "\n\n*\n");
    if (list.ok() && !list.games.empty())
        return longestReplay(list.games.front());
    return std::nullopt;
}

} // namespace mancala::app
