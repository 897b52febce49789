// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/searcher.h"

#include "rules/variant_ops.h"
#include "search/distributions.h"
#include "search/negamax.h"

#include <algorithm>
#include <cmath>

namespace mancala::ai {

namespace {


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

Searcher::Searcher(const SearchLimits& limits, int tableBits)
    : m_limits(limits), m_start(std::chrono::steady_clock::now())
{
    if (tableBits < 0) {
        // About one entry for every two nodes of a node limit, one for a few
        // nodes of a shallow depth limit; else 2^20 entries (56 MB).
        tableBits = 20;
        if (limits.depth > 0 && !limits.millis)
            tableBits = std::min(tableBits, 10 + limits.depth);
        if (limits.millis > 0 && !limits.depth) // some millions of nodes a second
            tableBits = std::min(tableBits, 12 + static_cast<int>(std::log2(limits.millis + 1)));
        if (limits.nodes > 0)
            while (tableBits > 10 && (std::uint64_t{1} << (tableBits + 1)) > limits.nodes)
                --tableBits;
    }
    m_tableBits = tableBits;
}

Table* Searcher::table()
{
    if (!m_table && m_tableBits > 0)
        m_table = std::make_unique<Table>(m_tableBits);
    return m_table.get();
}

double Searcher::seconds() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

bool Searcher::aborted()
{
    if (m_aborted)
        return true;
    // The first depth always completes, the stop flag too waits for it (it
    // takes microseconds): a stopped search answers with the best decision
    // of a whole depth, never with the first one listed.
    if (!m_mayAbort)
        return false;
    // The stop flag and the clock at the second depth's first node, then
    // every 1024 nodes. The count can step past a multiple of 1024 between
    // two calls (finished games, board nodes), so the next look is kept
    // rather than tested with a mask.
    const bool look = m_nodes >= m_nextLook;
    if (look)
        m_nextLook = m_nodes + 1024;
    if (look && m_limits.stop && m_limits.stop->load(std::memory_order_relaxed))
        m_aborted = true;
    if (m_limits.nodes && m_nodes >= m_limits.nodes)
        m_aborted = true;
    if (m_limits.millis > 0 && look && seconds() * 1000 >= m_limits.millis)
        m_aborted = true;
    return m_aborted;
}

int Searcher::generate(const Position& p, Decision* out) const
{
    DecisionList list;
    detail::opsFor(p.variant()).candidates(p, list);
    int n = 0;
    for (const Decision& d : list)
        out[n++] = d;
    DistributionList distributions;
    representativeDistributions(p, distributions);
    for (int i = 0; i < distributions.size; ++i)
        out[n++] = distributions.at[i];
    return n;
}

int Searcher::historyIndex(const Decision& d) const
{
    if (d.kind == DecisionKind::Sow || d.kind == DecisionKind::Continue)
        return d.hole;
    return kMaxRing + static_cast<int>(d.kind) % 8;
}

bool Searcher::makeChild(const Position& p, const Decision& d, Position& child, Position& other, bool& lot) const
{
    // What apply() does, without its copy for a refusal: the rule set's
    // decision, then the quiet-move limit (G2), so that the search plays the
    // game's own endings.
    const auto& ops = detail::opsFor(p.variant());
    child = p;
    child.rng = kSouthLot;
    if (!ops.apply(child, d, nullptr))
        return false;
    detail::endIfQuiet(child, p.decider, nullptr);
    lot = child.rng != kSouthLot;
    if (lot) {
        other = p;
        other.rng = kNorthLot;
        ops.apply(other, d, nullptr);
        detail::endIfQuiet(other, p.decider, nullptr);
    }
    return true;
}

bool Searcher::qelatExact(const Position& p, Value& v) const
{
    if (!m_qelat)
        return false;
    const auto exact = m_qelat->value(p); // for the side to move, the decider of an ordinary turn
    if (!exact)
        return false;
    v = *exact * kSeed;
    return true;
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

Value Searcher::childScore(const Position& p, const Position& child, const Position& other, bool lot, int depth,
                           Value alpha, Value beta)
{
    if (!lot)
        return scoreFor(child, p.decider, depth, alpha, beta);
    // A lot was drawn: the mean of both outcomes, each searched with a full window.
    const Value a = scoreFor(child, p.decider, depth, -kInfinity, kInfinity);
    const Value b = scoreFor(other, p.decider, depth, -kInfinity, kInfinity);
    return (a + b) / 2;
}

Value Searcher::childValue(const Position& p, const Decision& d, int depth, Value alpha, Value beta, bool& ok)
{
    Position child;
    Position other;
    bool lot = false;
    ok = makeChild(p, d, child, other, lot);
    return ok ? childScore(p, child, other, lot, depth, alpha, beta) : 0;
}

/// Positions for alphaBeta(): every rule set, with lots, races, G1 refusals
/// and passes; a Kalah position goes on over boards (kalah_search.cpp).
struct Searcher::PositionTree {
    using Node = Position;
    using Key = ai::Key;

    static Value evaluate(Searcher& s, const Position& p)
    {
        if (p.rules != s.m_rulesSeen)
            s.noteRules(*p.rules);
        Value v = 0;
        return s.qelatExact(p, v) ? v : ai::evaluate(p, p.decider); // a horizon all the same: not marked exact
    }

    static bool settled(Searcher& s, const Position& p, int depth, Value alpha, Value beta, Value& v)
    {
        if (p.pending == Pending::Race) {
            v = s.raceValue(p, depth);
            return true;
        }
        if (p.rules != s.m_rulesSeen)
            s.noteRules(*p.rules);
        if (s.qelatExact(p, v))
            return true;
        if (s.m_kalahRules && s.kalahBoard(p)) {
            --s.m_nodes; // counted again as the board's node
            v = s.kalahNegamax(p, depth, alpha, beta);
            return true;
        }
        return false;
    }

    static bool keyable(const Position& p) { return ai::keyable(p); }
    static Key key(const Position& p) { return makeKey(p); }
    static std::uint64_t hash(const Key& k) { return hashKey(k); }
    static Table& table(Searcher& s) { return *s.table(); }

    /// G1: every sowing would cycle, the player passes.
    static bool noChild(Searcher& s, const Position& p, int depth, Value alpha, Value beta, Value& best)
    {
        bool ok = false;
        best = s.childValue(p, Decision::pass(), depth - 1, alpha, beta, ok);
        if (!ok) {
            best = ai::evaluate(p, p.decider); // cannot happen in a game that is not over
            return false;
        }
        if (s.m_aborted) {
            best = 0;
            return false;
        }
        return true;
    }

    /// generate()'s decisions, picked one at a time by their order.
    class Children {
    public:
        Children(Searcher& s, const Position& p, int /*depth*/, int tableBest)
            : m_s(s), m_p(p), m_side(index(p.decider))
        {
            m_n = m_s.generate(p, m_moves);
            for (int i = 0; i < m_n; ++i) {
                m_order[i] = i == tableBest ? 0xFFFFFFFFu : m_s.m_history[m_side][m_s.historyIndex(m_moves[i])];
                m_original[i] = static_cast<std::uint8_t>(i);
            }
        }

        int size() const { return m_n; }

        bool make(int k)
        {
            int pick = k;
            for (int j = k + 1; j < m_n; ++j)
                if (m_order[j] > m_order[pick])
                    pick = j;
            std::swap(m_order[k], m_order[pick]);
            std::swap(m_moves[k], m_moves[pick]);
            std::swap(m_original[k], m_original[pick]);
            m_lot = false;
            return m_s.makeChild(m_p, m_moves[k], m_child, m_other, m_lot);
        }

        Value value(int /*k*/, int depth, Value alpha, Value beta)
        {
            return m_s.childScore(m_p, m_child, m_other, m_lot, depth, alpha, beta);
        }

        static bool searchAgain(int /*k*/) { return true; }

        void cutOff(int k, int depth)
        {
            m_s.m_history[m_side][m_s.historyIndex(m_moves[k])] += static_cast<std::uint32_t>(depth * depth);
        }

        int tableIndex(int k) const { return m_original[k]; }

    private:
        Searcher& m_s;
        const Position& m_p;
        const int m_side;
        int m_n = 0;
        Decision m_moves[kMaxMoves];
        std::uint32_t m_order[kMaxMoves];
        std::uint8_t m_original[kMaxMoves]; // each decision's index in generate()'s order
        Position m_child;
        Position m_other;
        bool m_lot = false;
    };
};

Value Searcher::negamax(const Position& p, int depth, Value alpha, Value beta)
{
    return alphaBeta<PositionTree>(p, depth, alpha, beta);
}

std::vector<Decision> Searcher::principalVariation(const Position& p, const Decision& first, int length) const
{
    std::vector<Decision> pv{first};
    Position q = p;
    if (!apply(q, first))
        return pv;
    while (static_cast<int>(pv.size()) < length && !q.over() && keyable(q)) {
        if (p.rules == m_rulesSeen && m_kalahRules && kalahBoard(q)) {
            const int house = kalahBest(q);
            const Decision d = Decision::sow(q.rowHole(q.toMove, house < 0 ? 0 : house));
            if (house < 0 || !apply(q, d))
                break;
            pv.push_back(d);
            continue;
        }
        if (!m_table)
            break;
        const Key key = makeKey(q);
        const Table::Entry* e = m_table->find(key, hashKey(key));
        if (!e || e->best == 0xFF)
            break;
        Decision moves[kMaxMoves];
        const int n = generate(q, moves);
        if (e->best >= n || !apply(q, moves[e->best]))
            break;
        pv.push_back(moves[e->best]);
    }
    return pv;
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
        ops.apply(afterSouth, out.own[i], nullptr); // a race choice ends no turn: G2 cannot end it
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
            Value v;
            if (allValues || alpha == -kInfinity) {
                v = childValue(p, m.decision, depth - 1, -kInfinity, kInfinity, ok);
            } else { // a null window first: most decisions are not better than the best so far
                v = childValue(p, m.decision, depth - 1, alpha, alpha + 1, ok);
                if (ok && v > alpha && !m_aborted)
                    v = childValue(p, m.decision, depth - 1, alpha, kInfinity, ok);
            }
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
        // The best value is the position's only when no other decision can
        // be worth more: every value exact (a value at the horizon is no bound).
        info.exact = solved
            || (allValues && std::all_of(moves.begin(), moves.end(), [](const RootMove& m) { return m.exact; }));
        info.nodes = m_nodes;
        info.seconds = seconds();
        info.pv = principalVariation(p, moves.front().decision, depth);
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
