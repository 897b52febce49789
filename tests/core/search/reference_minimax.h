// SPDX-License-Identifier: GPL-3.0-or-later
// Plain minimax for the search tests: no pruning, no table, no ordering,
// written from the public engine API so that it shares nothing with the
// search but the evaluation and the matrix game solver (tested alone).
#pragma once

#include "mancala/engine.h"
#include "search/distributions.h"
#include "search/evaluation.h"
#include "search/matrix_game.h"

#include <cmath>
#include <vector>

namespace reference {

using namespace mancala;
using ai::Value;

/// A decision's outcomes: one position, or two when a lot is drawn (the
/// first lot to South, then to North), found from the Lot steps.
inline std::vector<Position> outcomes(const Position& p, const Decision& d)
{
    Position first = p;
    StepList steps;
    if (!apply(first, d, &steps))
        return {};
    bool lot = false;
    for (const Step& s : steps)
        lot = lot || s.kind == StepKind::Lot;
    if (!lot)
        return {first};
    std::vector<Position> byWinner(2);
    bool found[2] = {false, false};
    for (std::uint64_t state = 1; !(found[0] && found[1]); ++state) {
        Position q = p;
        q.rng = state;
        StepList st;
        apply(q, d, &st);
        for (const Step& s : st)
            if (s.kind == StepKind::Lot) {
                if (!found[index(s.side)]) {
                    found[index(s.side)] = true;
                    byWinner[index(s.side)] = q;
                }
                break;
            }
    }
    return byWinner;
}

inline std::vector<Decision> choices(const Position& p)
{
    DecisionList list;
    legalDecisions(p, list);
    std::vector<Decision> out(list.begin(), list.end());
    ai::DistributionList dist;
    ai::representativeDistributions(p, dist);
    out.insert(out.end(), dist.at, dist.at + dist.size);
    return out;
}

Value minimax(const Position& p, int depth);

/// The value for `me` of deciding `d` in `p` (mean over lots).
inline Value decisionValue(const Position& p, const Decision& d, int depth)
{
    const Side me = p.decider;
    Value sum = 0;
    const auto next = outcomes(p, d);
    for (const Position& c : next) {
        if (c.over())
            sum += ai::finalValue(c, me);
        else
            sum += c.decider == me ? minimax(c, depth - 1) : -minimax(c, depth - 1);
    }
    return next.size() == 2 ? sum / 2 : sum;
}

/// The race (W2, E2) as a matrix game for South, each cell valued at depth - 2.
inline Value raceValue(const Position& p, int depth)
{
    Position canonical = p;
    canonical.raceChoice = {kNoPlace, kNoPlace};
    canonical.decider = Side::South;
    ai::PayoffMatrix m;
    for (const Decision& s : choices(canonical)) {
        Position afterSouth = canonical;
        apply(afterSouth, s);
        std::vector<double> row;
        for (const Decision& n : choices(afterSouth))
            row.push_back(-decisionValue(afterSouth, n, depth - 1 > 0 ? depth - 1 : 1) / double(ai::kSeed));
        m.push_back(row);
    }
    const Value south = static_cast<Value>(std::lround(ai::solveMatrixGame(m).value * ai::kSeed));
    return p.decider == Side::South ? south : -south;
}

inline Value minimax(const Position& p, int depth)
{
    if (p.over())
        return ai::finalValue(p, p.decider);
    if (depth <= 0)
        return ai::evaluate(p, p.decider);
    if (p.pending == Pending::Race)
        return raceValue(p, depth);
    Value best = -ai::kInfinity;
    for (const Decision& d : choices(p)) {
        const Value v = decisionValue(p, d, depth);
        if (v > best)
            best = v;
    }
    return best;
}

} // namespace reference
