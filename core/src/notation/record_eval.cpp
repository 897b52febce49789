// SPDX-License-Identifier: GPL-3.0-or-later
// A review's values in a record (docs/notation.md, "Values"): the comment
// command `[%eval ...]` in the manner of PGN's, one item a decision of the
// turn: `+2.3` the search's estimate, `#+8` an exact value, `-` none.

#include "notation/record_text.h"
#include "mancala/review.h"

#include <charconv>
#include <cmath>

namespace mancala::detail {

namespace {

constexpr std::string_view kEvalOpen = "[%eval ";

/// One item: `-`, or an optional `#`, an optional sign and a decimal number.
bool readItem(std::string_view item, DecisionEval& out)
{
    out = {};
    if (item == "-")
        return true;
    if (!item.empty() && item.front() == '#') {
        out.exact = true;
        item.remove_prefix(1);
    }
    const bool negative = !item.empty() && item.front() == '-';
    if (!item.empty() && (item.front() == '+' || item.front() == '-'))
        item.remove_prefix(1);
    if (item.empty() || !isDigit(item.front()))
        return false;
    const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), out.value, std::chars_format::fixed);
    if (ec != std::errc() || end != item.data() + item.size() || !std::isfinite(out.value))
        return false;
    if (negative && out.value != 0) // no "-0"
        out.value = -out.value;
    out.valued = true;
    return true;
}

} // namespace

std::string evalCommand(const std::vector<DecisionEval>& evals)
{
    std::string out(kEvalOpen.substr(0, kEvalOpen.size() - 1));
    for (const DecisionEval& e : evals)
        out += ' ' + (!e.valued ? std::string("-") : (e.exact ? "#" : "") + signedSeeds(e.value));
    return out + ']';
}

bool takeEvalCommand(std::string& comment, std::size_t decisions, std::vector<DecisionEval>& evals)
{
    const std::size_t open = comment.find(kEvalOpen);
    if (open == std::string::npos)
        return false;
    const std::size_t close = comment.find(']', open);
    if (close == std::string::npos)
        return false;
    std::vector<DecisionEval> read;
    std::string_view items = std::string_view(comment).substr(open + kEvalOpen.size(), close - open - kEvalOpen.size());
    while (!items.empty()) {
        const std::size_t space = items.find(' ');
        const std::string_view item = items.substr(0, space);
        DecisionEval e;
        if (!item.empty() && !readItem(item, e))
            return false;
        if (!item.empty())
            read.push_back(e);
        items = space == std::string_view::npos ? std::string_view() : items.substr(space + 1);
    }
    if (read.size() != decisions)
        return false;
    evals = std::move(read);
    comment = collapseSpace(comment.substr(0, open) + " " + comment.substr(close + 1));
    return true;
}

} // namespace mancala::detail
