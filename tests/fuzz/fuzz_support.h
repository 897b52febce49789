// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzz targets share: the rules line of an input, and the checks
// that must hold for every position the engine reaches.
#pragma once

#include "mancala/engine.h"
#include "mancala/invariants.h"
#include "mancala/notation.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace fuzz {

using namespace mancala;

/// Stops the run with a message: libFuzzer keeps the input that did it.
[[noreturn]] inline void fail(const std::string& what)
{
    std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
    std::abort();
}

/// Splits off the first line of `text` (without its '\n').
inline std::string_view takeLine(std::string_view& text)
{
    const auto end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    return line;
}

/**
 * Rules from a line `<variant> [name=value ...]` (`mewelad claimed-captures=on
 * quiet-limit=5`). False when the line names no playable rule set.
 */
inline bool rulesFromLine(std::string_view line, Rules& out)
{
    std::size_t at = line.find(' ');
    Variant v{};
    if (!variantFromId(line.substr(0, at), v))
        return false;
    Rules r = Rules::defaults(v);
    while (at != std::string_view::npos) {
        const std::size_t start = at + 1;
        at = line.find(' ', start);
        const std::string_view item = line.substr(start, at == std::string_view::npos ? at : at - start);
        const auto eq = item.find('=');
        if (eq == std::string_view::npos || !r.set(item.substr(0, eq), item.substr(eq + 1)).empty())
            return false;
    }
    if (!r.validate().empty())
        return false;
    out = r;
    return true;
}

/// What must hold in every position the engine reaches (invariants.h).
inline void checkPosition(const Position& p, const char* where)
{
    if (const std::string why = checkReachedPosition(p); !why.empty())
        fail(std::string(where) + ": " + why);
}

} // namespace fuzz
