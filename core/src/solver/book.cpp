// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/book.h"

#include <charconv>
#include <limits>

namespace mancala::solver {

extern const char* const kBookText; // generated from resources/solver/kalah-book.txt

namespace {

bool readInt(std::string_view text, int& out)
{
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && ptr == text.data() + text.size();
}

/// `a,b,c/A,B,C`: the mover's row, then the other row.
bool readBoard(std::string_view text, int m, Board& out)
{
    Board b;
    int i = 0;
    while (!text.empty()) {
        const std::size_t cut = text.find_first_of(",/");
        const std::string_view number = text.substr(0, cut);
        int c = 0;
        if (i >= 2 * m || !readInt(number, c) || c < 0 || c > 255)
            return false;
        if (cut != std::string_view::npos && (text[cut] == '/') != (i == m - 1))
            return false;
        b.holes[i++] = static_cast<std::uint8_t>(c);
        text = cut == std::string_view::npos ? std::string_view{} : text.substr(cut + 1);
    }
    if (i != 2 * m)
        return false;
    out = b;
    return true;
}

bool parseLine(std::string_view line, BookEntry& e)
{
    bool haveHouses = false, haveBoard = false, haveValue = false;
    std::string_view boardText;
    while (!line.empty()) {
        const std::size_t space = line.find(' ');
        const std::string_view word = line.substr(0, space);
        line = space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);
        if (word.empty())
            continue;
        const std::size_t eq = word.find('=');
        if (eq == std::string_view::npos)
            return false;
        const std::string_view key = word.substr(0, eq);
        const std::string_view value = word.substr(eq + 1);
        if (key == "houses") {
            haveHouses = readInt(value, e.game.houses) && e.game.houses >= 1 && e.game.houses <= kMaxHouses;
            if (!haveHouses)
                return false;
        } else if (key == "capture") {
            if (value == "off") e.game.capture = EmptyCapture::Off;
            else if (value == "on") e.game.capture = EmptyCapture::On;
            else if (value == "last-seed") e.game.capture = EmptyCapture::LastSeed;
            else return false;
        } else if (key == "remaining") {
            if (value != "on" && value != "off")
                return false;
            e.game.countRemaining = value == "on";
        } else if (key == "board") {
            boardText = value;
            haveBoard = true;
        } else if (key == "value") {
            haveValue = readInt(value, e.value);
            if (!haveValue)
                return false;
        } else {
            return false;
        }
    }
    return haveHouses && haveBoard && haveValue && readBoard(boardText, e.game.houses, e.board);
}

} // namespace

std::vector<BookEntry> parseBook(std::string_view text, std::string* error)
{
    std::vector<BookEntry> out;
    int number = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++number;
        if (const std::size_t hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\r'))
            line.remove_suffix(1);
        if (line.empty())
            continue;
        BookEntry e;
        if (!parseLine(line, e)) {
            if (error)
                *error = "line " + std::to_string(number) + ": not a book entry";
            return out;
        }
        out.push_back(e);
    }
    return out;
}

std::string formatBookEntry(const BookEntry& e)
{
    std::string board;
    for (int i = 0; i < 2 * e.game.houses; ++i) {
        if (i)
            board += i == e.game.houses ? '/' : ',';
        board += std::to_string(e.board.holes[i]);
    }
    return "houses=" + std::to_string(e.game.houses) + " capture=" + std::string(emptyCaptureName(e.game.capture))
        + " remaining=" + (e.game.countRemaining ? "on" : "off") + " board=" + board
        + " value=" + std::to_string(e.value);
}

const std::vector<BookEntry>& builtInBook()
{
    static const std::vector<BookEntry> book = parseBook(kBookText);
    return book;
}

void loadBook(const Rules& rules, TranspositionTable& table)
{
    for (const BookEntry& e : builtInBook()) {
        if (e.game.houses != rules.houses || e.game.capture != rules.emptyCapture
            || e.game.countRemaining != rules.countRemaining)
            continue;
        const int seeds = seedsOn(e.board, e.game.houses);
        table.store(compactBoardKey(e.board, e.game.houses, seeds), e.value, e.value, 0xFF,
                    std::numeric_limits<std::uint64_t>::max());
    }
}

} // namespace mancala::solver
