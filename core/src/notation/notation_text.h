// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small text pieces the notation files share (notation.cpp,
// position_string.cpp, record_writer.cpp). Internal to the core.

#include <charconv>
#include <string_view>
#include <system_error>
#include <vector>

namespace mancala::detail {

/// Whitespace-separated words.
std::vector<std::string_view> words(std::string_view text);

/// The whole of `text` as a number, else false and `out` unchanged.
template <typename T>
bool parseNumber(std::string_view text, T& out, int base = 10)
{
    T x{};
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), x, base);
    if (ec != std::errc{} || ptr != text.data() + text.size() || text.empty())
        return false;
    out = x;
    return true;
}

/// The names of Pending, in its order (the position string and the JSON).
inline constexpr std::string_view kPendingNames[] = {"turn", "race", "continue", "direction", "offer"};

} // namespace mancala::detail
