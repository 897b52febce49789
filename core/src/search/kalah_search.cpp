// SPDX-License-Identifier: GPL-3.0-or-later
// The search over Kalah boards (searcher.h): the same negamax as over
// positions, on 16-byte boards with the solver's sowing (solver/board.h).

#include "search/searcher.h"

#include "mancala/solver.h"
#include "solver/board_children.h"

#include <algorithm>

namespace mancala::ai {

namespace {

/// The quiet count matters only this close to the G2 limit (as in table.cpp).
constexpr int kQuietHorizon = 128;

} // namespace

void Searcher::noteRules(const Rules& rules)
{
    m_rulesSeen = &rules;
    m_kalahRules = rules.variant == Variant::Kalah && solverSupports(rules).empty();
    m_kalah.m = rules.houses;
    m_kalah.capture = rules.emptyCapture;
    m_kalah.countRemaining = rules.countRemaining;
    m_kalahHouseSeed = evalWeights().kalahHouseSeed;
}

bool Searcher::kalahBoard(const Position& p) const
{
    if (p.pending != Pending::Turn || p.decider != p.toMove || p.phase != Phase::Play)
        return false;
    if (p.pieAvailable || (p.rules->pie && p.turn == 1 && p.toMove == Side::South && !p.swapped))
        return false; // K9: the swap is a decision of its own
    const int limit = p.rules->quietLimit;
    return limit == 0 || 2 * limit - p.quietPlies > kQuietHorizon;
}

/// The houses of `p` seen from its mover.
static solver::Board boardOf(const Position& p)
{
    solver::Board b;
    const int m = std::min(p.houses(), solver::kMaxHouses); // noteRules() checked
    for (int k = 0; k < m; ++k) {
        b.h[static_cast<std::size_t>(k)] = p.seeds[p.rowHole(p.toMove, k)];
        b.h[static_cast<std::size_t>(m + k)] = p.seeds[p.rowHole(opponent(p.toMove), k)];
    }
    return b;
}

Value Searcher::kalahNegamax(const Position& p, int depth, Value alpha, Value beta)
{
    const solver::Board b = boardOf(p);
    const int seeds = solver::seedsOn(b, p.houses());
    const Value lead = (p.store[index(p.toMove)] - p.store[index(opponent(p.toMove))]) * kSeed;
    return lead + boardNegamax(b, seeds, depth, alpha - lead, beta - lead);
}

int Searcher::kalahBest(const Position& p) const
{
    if (!m_boardTable)
        return -1;
    const int m = p.houses();
    const BoardKey key = boardKey(boardOf(p));
    const BoardEntry* e = m_boardTable->find(key, boardHash(key));
    return e && e->best < m ? e->best : -1;
}

Value Searcher::boardNegamax(const solver::Board& b, int seeds, int depth, Value alpha, Value beta)
{
    ++m_nodes;
    if (aborted())
        return 0;
    const int m = m_kalah.m;
    if (depth <= 0) {
        ++m_horizon;
        return (solver::rowSum(b, 0, m) - solver::rowSum(b, m, m)) * m_kalahHouseSeed;
    }
    // Every value below lies within what the seeds on the board can bring.
    const Value most = seeds * kSeed;
    if (alpha >= most)
        return most;
    if (beta <= -most)
        return -most;

    const bool keyed = m_tableBits > 0 && depth >= kTableDepth;
    BoardKey key;
    std::uint64_t hash = 0;
    int tableBest = -1;
    if (keyed) {
        if (!m_boardTable)
            m_boardTable = std::make_unique<BoardTable>(m_tableBits);
        key = boardKey(b);
        hash = boardHash(key);
        if (const BoardEntry* e = m_boardTable->find(key, hash)) {
            tableBest = e->best;
            if (e->solved || e->depth == depth) {
                const auto bound = static_cast<Bound>(e->bound);
                if (bound == Bound::Exact || (bound == Bound::Lower && e->value >= beta)
                    || (bound == Bound::Upper && e->value <= alpha)) {
                    if (!e->solved)
                        ++m_horizon;
                    return e->value;
                }
            }
        }
    }

    // Ordering: the table's best, then by the history of cut-offs.
    const bool childKeyed = m_boardTable && depth - 1 >= kTableDepth;
    const solver::BoardChildren kids(b, m_kalah, [&](const solver::BoardChild& c) {
        if (childKeyed && !c.result.over) { // start loading the child's table entry now: it is a cache miss
            const BoardKey childKey = boardKey(c.result.extra ? c.board : solver::flipped(c.board, m));
            m_boardTable->prefetch(boardHash(childKey));
        }
        return c.house == tableBest ? 0xFFFFFFFFu : m_boardHistory[c.house];
    });

    const Value alphaAtStart = alpha;
    const std::uint64_t horizonAtStart = m_horizon;
    Value best = -kInfinity;
    int bestHouse = -1;
    const auto search = [this, depth](const solver::Board& next, int left, Value a, Value bb) {
        return boardNegamax(next, left, depth - 1, a, bb);
    };
    for (int i = 0; i < kids.size(); ++i) {
        const solver::BoardChild& c = kids[i];
        if (c.result.over)
            ++m_nodes; // the finished game is a node, as over positions
        // Principal variation search: the first child with the whole window,
        // the others with a null window, searched again when they beat it.
        Value v = solver::childValue(c, m, seeds, kSeed, alpha, i == 0 ? beta : alpha + 1, search);
        if (i > 0 && !c.result.over && v > alpha && v < beta && !m_aborted)
            v = solver::childValue(c, m, seeds, kSeed, alpha, beta, search);
        if (m_aborted)
            return 0;
        if (v > best) {
            best = v;
            bestHouse = c.house;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) {
                    m_boardHistory[c.house] += static_cast<std::uint32_t>(depth * depth);
                    break;
                }
            }
        }
    }
    if (keyed) {
        const Bound bound = best <= alphaAtStart ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
        m_boardTable->store(key, hash, best, depth, static_cast<std::uint8_t>(bound), m_horizon == horizonAtStart,
                            bestHouse);
    }
    return best;
}

} // namespace mancala::ai
