// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/line.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

namespace mancala {

std::string formatLine(const Position& start, const std::vector<Decision>& line)
{
    std::string text;
    Position p = start;
    bool turnOpen = false; // the last decision's turn goes on: the next joins it with '-'
    for (const Decision& d : line) {
        const Position before = p;
        const std::string token = formatDecision(p, d);
        if (!apply(p, d))
            break;
        text += (text.empty() ? "" : turnOpen ? "-" : " ") + token;
        turnOpen = !turnEnds(before, p);
    }
    return text;
}

} // namespace mancala
