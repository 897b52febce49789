// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the position-string reader. Input: a rules line, then a
// position string. A string the reader accepts must be consistent, write
// back to a string that reads to the same position, and every legal
// decision must be accepted from it, keeping the seeds.

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace fuzz;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    Rules rules;
    if (!rulesFromLine(takeLine(text), rules))
        return 0;
    Position p = startPosition(rules, 1);
    const Position before = p;
    const std::string why = fromPositionString(text, rules, p);
    if (!why.empty()) {
        if (!(p == before))
            fail("a refused position string changed the position");
        return 0;
    }
    checkPosition(p, "read");
    DecisionList list;
    legalDecisions(p, list);
    if (!p.over() && list.empty())
        fail("no legal decision in an unfinished game: " + toPositionString(p));
    for (const Decision& d : list) {
        Position next = p;
        if (!apply(next, d))
            fail("the legal decision " + formatDecision(p, d) + " is refused in " + toPositionString(p));
        checkPosition(next, "after a legal decision");
    }
    return 0;
}
