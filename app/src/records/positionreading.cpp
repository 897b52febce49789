// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/positionreading.h"

#include "mancala/notation.h"

namespace mancala::app {

namespace {

/// The row length of a position string's fields (the count of the first row), or 0.
int rowLength(std::string_view fields)
{
    const auto start = fields.find_first_not_of(" \t");
    if (start == std::string_view::npos)
        return 0;
    const std::string_view seeds = fields.substr(start, fields.find(' ', start) - start);
    const auto slash = seeds.find('/');
    if (slash == std::string_view::npos || slash == 0)
        return 0;
    int n = 1;
    for (char c : seeds.substr(0, slash))
        n += c == ',';
    return n;
}

bool fits(const std::string& text, const Rules& rules, std::string* why)
{
    Position p;
    const std::string reason = fromPositionString(text, rules, p);
    if (why && why->empty())
        *why = reason;
    return reason.empty();
}

} // namespace

bool looksLikePosition(const std::string& text)
{
    if (text.find('\n') != std::string::npos || text.starts_with('['))
        return false;
    PositionRules named;
    if (!positionRules(text, named).empty()) // `oware: 4,4,...`: a position string, of no rules we know
        return text.find(':') != std::string::npos && rowLength(text.substr(text.find(':') + 1)) > 0;
    return rowLength(named.fields) > 0;
}

PositionReading readPositionRules(const Rules& current, const std::string& text)
{
    PositionReading out;
    PositionRules named;
    if (std::string err = positionRules(text, named); !err.empty()) {
        out.why = err;
        return out;
    }
    if (named.named) {
        out.named = true;
        if (fits(text, named.rules, &out.why))
            out.fits.push_back(named.rules);
        return out;
    }
    // No rule set named (a string of an older version, or typed): the game's rules first.
    if (fits(text, current, &out.why)) {
        out.fits.push_back(current);
        return out;
    }
    for (int v = 0; v < kVariantCount; ++v) {
        Rules rules = Rules::defaults(static_cast<Variant>(v));
        rules.set("houses", std::to_string(rowLength(named.fields)));
        if (rules.validate().empty() && !(rules == current) && fits(text, rules, nullptr))
            out.fits.push_back(rules);
    }
    return out;
}

} // namespace mancala::app
