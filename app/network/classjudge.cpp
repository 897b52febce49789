// SPDX-License-Identifier: GPL-3.0-or-later
#include "classjudge.h"

#include "mancala/search.h"
#include "mancala/solver.h"

#include <cmath>

namespace mancala::net {

std::optional<Judgement> judgePosition(const Position& p, const std::atomic<bool>* stop)
{
    if (p.over())
        return std::nullopt;
    if (solverSupports(*p.rules).empty() && quietLimitOutOfReach(p)) {
        SolverLimits limits;
        limits.stop = stop;
        limits.best = true;
        limits.millis = kJudgeSolveMillis;
        if (std::optional<SolverResult> solved = solveKalah(p, limits))
            return Judgement{solved->best, true};
        if (stop && stop->load())
            return std::nullopt;
        // Not proven in time (an early middle game): the search judges, as elsewhere.
    }
    SearchLimits limits;
    limits.depth = kJudgeDepth;
    limits.stop = stop;
    const SearchInfo info = analyse(p, limits);
    if ((stop && stop->load()) || info.decisions.empty())
        return std::nullopt;
    Judgement judgement;
    judgement.exact = info.exact;
    const long best = std::lround(info.decisions.front().value);
    for (const DecisionValue& d : info.decisions)
        if (std::lround(d.value) == best)
            judgement.keeping.push_back(d.decision);
    return judgement;
}

} // namespace mancala::net
