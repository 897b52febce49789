// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/searcher.h"

#include "rules/variant_ops.h"
#include "search/distributions.h"

#include <algorithm>
#include <cmath>

namespace mancala::ai {

namespace {

constexpr int kMaxDepth = 128;

/// A PRNG state whose first lot (drawLot()) goes to `winner`.
std::uint64_t lotState(Side winner)
{
    for (std::uint64_t s = 1;; ++s) {
        std::uint64_t probe = s;
        const bool north = detail::nextRandom(probe) & 1u;
        if (north == (winner == Side::North))
            return s;
    }
}

const std::uint64_t kSouthLot = lotState(Side::South);
const std::uint64_t kNorthLot = lotState(Side::North);

double toSeeds(Value v) { return static_cast<double>(v) / kSeed; }

} // namespace

std::vector<Decision> rootDecisions(const Position& p)
{
    DecisionList list;
    legalDecisions(p, list);
    std::vector<Decision> out(list.begin(), list.end());
    DistributionList dist;
    representativeDistributions(p, dist);
    out.insert(out.end(), dist.at, dist.at + dist.size);
    return out;
}

Position raceWithoutChoices(const Position& p)
{
    Position q = p;
    if (q.pending == Pending::Race) {
        q.raceChoice = {kNoPlace, kNoPlace};
        q.decider = Side::South;
    }
    return q;
}

Searcher::Searcher(const SearchLimits& limits) : m_limits(limits), m_start(std::chrono::steady_clock::now()) {}

double Searcher::seconds() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

bool Searcher::aborted()
{
    if (m_aborted)
        return true;
    if ((m_nodes & 1023) == 0 && m_limits.stop && m_limits.stop->load(std::memory_order_relaxed))
        m_aborted = true;
    if (!m_mayAbort)
        return m_aborted;
    if (m_limits.nodes && m_nodes >= m_limits.nodes)
        m_aborted = true;
    if (m_limits.millis > 0 && (m_nodes & 1023) == 0 && seconds() * 1000 >= m_limits.millis)
        m_aborted = true;
    return m_aborted;
}

Value Searcher::scoreFor(const Position& child, Side me, int depth, Value alpha, Value beta)
{
    if (child.over()) {
        ++m_nodes;
        return finalValue(child, me);
    }
    if (child.decider == me)
        return negamax(child, depth, alpha, beta);
    return -negamax(child, depth, -beta, -alpha);
}

Value Searcher::childValue(const Position& p, const Decision& d, int depth, Value alpha, Value beta, bool& ok)
{
    const auto& ops = detail::opsFor(p.variant());
    Position child = p;
    child.rng = kSouthLot;
    ok = ops.apply(child, d, nullptr);
    if (!ok)
        return 0;
    if (child.rng == kSouthLot)
        return scoreFor(child, p.decider, depth, alpha, beta);
    // A lot was drawn: the mean of both outcomes, each searched with a full window.
    Position other = p;
    other.rng = kNorthLot;
    ops.apply(other, d, nullptr);
    const Value a = scoreFor(child, p.decider, depth, -kInfinity, kInfinity);
    const Value b = scoreFor(other, p.decider, depth, -kInfinity, kInfinity);
    return (a + b) / 2;
}

Value Searcher::negamax(const Position& p, int depth, Value alpha, Value beta)
{
    ++m_nodes;
    if (aborted())
        return 0;
    if (depth <= 0) {
        ++m_horizon;
        return evaluate(p, p.decider);
    }
    if (p.pending == Pending::Race)
        return raceValue(p, depth);

    DecisionList list;
    detail::opsFor(p.variant()).candidates(p, list);
    DistributionList distributions;
    representativeDistributions(p, distributions);

    Value best = -kInfinity;
    bool any = false;
    auto visit = [&](const Decision& d) {
        bool ok = false;
        const Value v = childValue(p, d, depth - 1, alpha, beta, ok);
        if (!ok)
            return false;
        any = true;
        if (v > best) {
            best = v;
            if (v > alpha)
                alpha = v;
        }
        return alpha >= beta || m_aborted;
    };
    for (const Decision& d : list)
        if (visit(d))
            return best;
    for (int i = 0; i < distributions.size; ++i)
        if (visit(distributions.at[i]))
            return best;
    if (!any) {
        visit(Decision::pass()); // G1: every sowing would cycle
        if (!any)
            return evaluate(p, p.decider); // cannot happen in a game that is not over
    }
    return best;
}

void Searcher::raceMatrix(const Position& canonical, int depth, RaceAnalysis& out)
{
    const auto& ops = detail::opsFor(canonical.variant());
    DecisionList south;
    ops.candidates(canonical, south);
    out.own.assign(south.begin(), south.end());
    out.other.clear();
    out.payoff.assign(out.own.size(), {});
    const int rest = std::max(depth - 2, 0);
    for (std::size_t i = 0; i < out.own.size(); ++i) {
        Position afterSouth = canonical;
        ops.apply(afterSouth, out.own[i], nullptr);
        DecisionList north;
        ops.candidates(afterSouth, north);
        if (i == 0)
            out.other.assign(north.begin(), north.end());
        for (const Decision& d : north) {
            bool ok = false;
            const Value forNorth = childValue(afterSouth, d, rest, -kInfinity, kInfinity, ok);
            out.payoff[i].push_back(ok ? -toSeeds(forNorth) : 0.0);
            if (m_aborted)
                return;
        }
    }
}

Value Searcher::raceValue(const Position& p, int depth)
{
    RaceAnalysis race;
    raceMatrix(raceWithoutChoices(p), depth, race);
    if (m_aborted)
        return 0;
    const double south = solveMatrixGame(race.payoff).value;
    const Value v = static_cast<Value>(std::lround(south * kSeed));
    return p.decider == Side::South ? v : -v;
}

Value Searcher::valueAt(const Position& p, int depth)
{
    m_mayAbort = false;
    if (p.over())
        return finalValue(p, p.decider);
    return negamax(p, depth, -kInfinity, kInfinity);
}

SearchInfo Searcher::searchRoot(const Position& p, bool allValues, const SearchProgress& progress)
{
    struct RootMove {
        Decision decision;
        Value value = -kInfinity;
        bool exact = false;
        int depth = 0;
    };
    std::vector<RootMove> moves;
    for (const Decision& d : rootDecisions(p))
        moves.push_back({d});

    SearchInfo info;
    info.pv = {moves.front().decision};
    const int maxDepth = m_limits.depth > 0 ? m_limits.depth : kMaxDepth;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_mayAbort = depth > 1;
        const std::uint64_t horizonAtStart = m_horizon;
        std::vector<RootMove> current = moves;
        Value alpha = -kInfinity;
        for (RootMove& m : current) {
            const std::uint64_t horizon = m_horizon;
            bool ok = false;
            const Value v = allValues ? childValue(p, m.decision, depth - 1, -kInfinity, kInfinity, ok)
                                      : childValue(p, m.decision, depth - 1, alpha, kInfinity, ok);
            if (m_aborted)
                break;
            m.value = ok ? v : -kInfinity;
            m.exact = m_horizon == horizon;
            m.depth = depth;
            alpha = std::max(alpha, m.value);
        }
        if (m_aborted)
            break;
        // Stable: among equal values the earlier (previous best) stays first.
        std::stable_sort(current.begin(), current.end(),
                         [](const RootMove& a, const RootMove& b) { return a.value > b.value; });
        moves = current;
        const bool solved = m_horizon == horizonAtStart;
        info.depth = depth;
        info.value = toSeeds(moves.front().value);
        info.exact = solved || (allValues && moves.front().exact);
        info.nodes = m_nodes;
        info.seconds = seconds();
        info.pv = {moves.front().decision};
        info.decisions.clear();
        if (allValues)
            for (const RootMove& m : moves)
                info.decisions.push_back({m.decision, toSeeds(m.value), m.depth, m.exact || solved});
        if (progress)
            progress(info);
        if (solved)
            break; // every line reached the end of the game: deeper changes nothing
    }
    info.nodes = m_nodes;
    info.seconds = seconds();
    return info;
}

RaceAnalysis Searcher::searchRace(const Position& p, const SearchProgress& progress)
{
    const Position canonical = raceWithoutChoices(p);
    const bool north = p.decider == Side::North;
    RaceAnalysis result;
    const int maxDepth = m_limits.depth > 0 ? m_limits.depth : kMaxDepth;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_mayAbort = depth > 1;
        const std::uint64_t horizonAtStart = m_horizon;
        RaceAnalysis race;
        raceMatrix(canonical, depth, race);
        if (m_aborted)
            break;
        if (north) { // the decider's view: North's choices as rows, payoffs negated
            PayoffMatrix t(race.other.size(), std::vector<double>(race.own.size()));
            for (std::size_t i = 0; i < race.own.size(); ++i)
                for (std::size_t j = 0; j < race.other.size(); ++j)
                    t[j][i] = -race.payoff[i][j];
            std::swap(race.own, race.other);
            race.payoff = std::move(t);
        }
        race.solution = solveMatrixGame(race.payoff);
        race.depth = depth;
        race.exact = m_horizon == horizonAtStart;
        result = std::move(race);
        if (progress)
            progress(raceInfo(result, m_nodes, seconds()));
        if (result.exact)
            break;
    }
    return result;
}

SearchInfo raceInfo(const RaceAnalysis& race, std::uint64_t nodes, double seconds)
{
    SearchInfo info;
    info.depth = race.depth;
    info.value = race.solution.value;
    info.exact = race.exact;
    info.nodes = nodes;
    info.seconds = seconds;
    for (std::size_t i = 0; i < race.own.size(); ++i) {
        double against = 0; // this choice against the other side's optimal mix
        for (std::size_t j = 0; j < race.other.size(); ++j)
            against += race.solution.column[j] * race.payoff[i][j];
        info.decisions.push_back({race.own[i], against, race.depth, race.exact});
    }
    std::stable_sort(info.decisions.begin(), info.decisions.end(),
                     [](const DecisionValue& a, const DecisionValue& b) { return a.value > b.value; });
    if (!info.decisions.empty())
        info.pv = {info.decisions.front().decision};
    return info;
}

} // namespace mancala::ai
