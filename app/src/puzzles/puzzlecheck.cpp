// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzles/puzzlecheck.h"

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/qelat_perfect.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <algorithm>
#include <cmath>

namespace mancala::app {

namespace {

/// The exact value and line in Kalah: each answer the solver's first best decision.
std::optional<TriedValue> solved(const Position& p, const Decision& tried, const std::atomic<bool>* stop,
                                 int lineLength)
{
    const std::optional<DecisionValue> value = solveDecision(p, tried, 0, stop);
    if (!value)
        return std::nullopt;
    TriedValue out;
    out.value = static_cast<int>(std::lround(value->value));
    Position q = p;
    Decision d = tried;
    for (int i = 0; i < lineLength; ++i) {
        out.line.push_back(d);
        if (!apply(q, d, nullptr) || q.over() || (stop && stop->load()))
            break;
        SolverLimits limits;
        limits.stop = stop;
        const std::optional<SolverResult> next = solveKalah(q, limits);
        if (!next || next->best.empty())
            break;
        d = next->best.front();
    }
    return out;
}

/// The exact value and line in Qelat, from the endgame database: each answer the Perfect level's.
std::optional<TriedValue> fromDatabase(const Position& p, const Decision& tried, int lineLength)
{
    const auto exact = qelatExactDecisions(p);
    if (!exact)
        return std::nullopt;
    const auto found = std::find_if(exact->begin(), exact->end(),
                                    [&](const QelatExactDecision& d) { return d.decision == tried; });
    if (found == exact->end())
        return std::nullopt;
    TriedValue out;
    out.value = found->value;
    Position q = p;
    Decision d = tried;
    for (int i = 0; i < lineLength; ++i) {
        out.line.push_back(d);
        if (!apply(q, d, nullptr) || q.over())
            break;
        const auto next = qelatExactDecisions(q);
        if (!next)
            break;
        d = next->front().decision;
    }
    return out;
}

/// The search's value at `depth` and its principal variation after the decision.
std::optional<TriedValue> searched(const Position& p, const Decision& tried, int depth,
                                   const std::atomic<bool>* stop, int lineLength)
{
    SearchLimits limits;
    limits.depth = depth;
    limits.stop = stop;
    const SearchInfo info = analyse(p, limits);
    if (stop && stop->load())
        return std::nullopt;
    const DecisionValue* found = nullptr;
    for (const DecisionValue& v : info.decisions)
        if (v.decision == tried)
            found = &v;
    if (!found)
        return std::nullopt;
    TriedValue out;
    out.value = static_cast<int>(std::lround(found->value));
    out.line.push_back(tried);
    Position q = p;
    if (!apply(q, tried, nullptr))
        return std::nullopt;
    if (q.over() || depth <= 1)
        return out;
    limits.depth = depth - 1;
    const SearchResult answer = search(q, limits);
    if (stop && stop->load())
        return std::nullopt;
    for (const Decision& d : answer.info.pv) {
        if (static_cast<int>(out.line.size()) >= lineLength)
            break;
        out.line.push_back(d);
        if (!apply(q, d, nullptr) || q.over())
            break;
    }
    return out;
}

} // namespace

std::optional<TriedValue> valueTried(const Position& p, const Decision& tried, int depth,
                                     const std::atomic<bool>* stop, int lineLength)
{
    if (!p.rules || p.over())
        return std::nullopt;
    if (depth == 0 && p.variant() == Variant::Qelat)
        return fromDatabase(p, tried, lineLength);
    if (depth == 0)
        return solverSupports(*p.rules).empty() ? solved(p, tried, stop, lineLength) : std::nullopt;
    return searched(p, tried, depth, stop, lineLength);
}

} // namespace mancala::app
