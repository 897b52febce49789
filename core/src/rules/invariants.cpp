// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/invariants.h"

#include "mancala/notation.h"

namespace mancala {

std::string checkReachedPosition(const Position& p)
{
    const std::string text = toPositionString(p);
    if (p.totalSeeds() != p.rules->totalSeeds())
        return "seeds not conserved in " + text;
    if (const std::string why = checkConsistency(p); !why.empty())
        return why + " in " + text;
    Position back;
    if (const std::string why = fromPositionString(text, *p.rules, back); !why.empty())
        return "the position string is refused (" + why + "): " + text;
    if (!(back == p))
        return "the position string reads back to another position: " + text;
    return {};
}

std::string checkTriedDecision(const Position& before, const Decision& d, bool accepted, const Position& after)
{
    const std::string token = formatDecision(before, d);
    const std::string where = " (" + token + " in " + toPositionString(before) + ")";
    if (!accepted) {
        if (!(after == before))
            return "a refused decision changed the position" + where;
        if (whyIllegal(before, d).empty())
            return "a refused decision has no reason" + where;
        return {};
    }
    if (d.kind == DecisionKind::Distribute) {
        if (!canDistribute(before))
            return "a distribution was accepted where none may be made" + where;
    } else {
        DecisionList list;
        legalDecisions(before, list);
        if (!list.contains(d))
            return "an accepted decision was not listed" + where;
    }
    Decision back;
    std::string why;
    if (!parseDecision(before, token, back, why) || !(back == d))
        return "the token does not read back to its decision" + where + ": " + why;
    return {};
}

} // namespace mancala
