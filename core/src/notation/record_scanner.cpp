// SPDX-License-Identifier: GPL-3.0-or-later
// The text level of a game record: the characters a record may hold, and the
// pieces read alike by the parser, the replayer and the writer.

#include "notation/record_text.h"

#include <charconv>
#include <cstdio>

namespace mancala::detail {

namespace {

constexpr int kMaxRoundNumber = 65535;

/// Characters the text may not hold, and broken UTF-8: where and why, else empty.
std::string findBadCharacter(std::string_view text, std::size_t& badAt)
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

} // namespace

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

RecordError checkCharacters(std::string_view text)
{
    std::size_t badAt = 0;
    const std::string why = findBadCharacter(text, badAt);
    if (why.empty())
        return {};
    Scanner s(text);
    while (s.pos() < badAt)
        s.advance();
    return RecordError{s.place().line, s.place().column, why};
}

} // namespace mancala::detail
