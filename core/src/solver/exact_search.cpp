// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/exact_search.h"

#include <algorithm>

namespace mancala::solver {

namespace {

constexpr int kNoMove = 0xFF;
constexpr int kCheckEvery = 4096; // nodes between looks at the clock and the stop flag

struct Child {
    Board board;
    MoveResult result;
    int house = 0;
    int order = 0; ///< higher is tried first
    std::uint64_t key = 0;   ///< table key of the board after the move (more seeds than the database)
    std::uint64_t index = 0; ///< its database index (else)
};

} // namespace

ExactSearch::ExactSearch(const Game& game, TranspositionTable& table, DatabaseView db, const SearchBudget& budget)
    : m_game(game), m_table(table), m_db(db), m_index(game.m), m_budget(budget),
      m_nextCheck(kCheckEvery), m_start(std::chrono::steady_clock::now())
{
}

double ExactSearch::seconds() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

bool ExactSearch::outOfBudget()
{
    m_nextCheck = m_nodes + kCheckEvery;
    if (m_budget.nodes && m_nodes >= m_budget.nodes)
        m_aborted = true;
    if (m_budget.stop && m_budget.stop->load(std::memory_order_relaxed))
        m_aborted = true;
    if (m_budget.millis || m_budget.tick) {
        const double now = seconds();
        if (m_budget.millis && now * 1000.0 >= m_budget.millis)
            m_aborted = true;
        if (m_budget.tick && now >= m_nextTick) {
            m_nextTick = now + 1.0;
            m_budget.tick();
        }
    }
    return m_aborted;
}

int ExactSearch::search(const Board& b, int alpha, int beta)
{
    // The root is told apart by its address: every child board lives in its
    // parent's frame, never in the caller's.
    m_root = &b;
    m_rootCut = -1;
    return searchSeeds(b, seedsOn(b, m_game.m), alpha, beta);
}

int ExactSearch::searchSeeds(const Board& b, int seeds, int alpha, int beta)
{
    ++m_nodes;
    if (m_nodes >= m_nextCheck && outOfBudget())
        return 0;
    if (seeds <= m_db.maxSeeds)
        return m_db.values[m_index.index(b, seeds)];
    // Every seed still on the board goes to one side (or to none, K8).
    if (alpha >= seeds)
        return seeds;
    if (beta <= -seeds)
        return -seeds;

    const int m = m_game.m;
    const std::uint64_t key = compactBoardKey(b, m, seeds);
    int hinted = kNoMove;
    if (TableEntry e; m_table.find(key, e)) {
        if (e.lower >= beta || e.lower == e.upper)
            return e.lower;
        if (e.upper <= alpha)
            return e.upper;
        alpha = std::max(alpha, e.lower);
        beta = std::min(beta, e.upper);
        hinted = e.best;
    }

    Child kids[kMaxHouses];
    int count = 0;
    for (int k = 0; k < m; ++k) {
        if (!b.h[k])
            continue;
        Child& c = kids[count++];
        c.board = b;
        c.house = k;
        c.result = sow(c.board, k, m_game);
        if (!c.result.over) {
            if (!c.result.extra)
                c.board = flipped(c.board, m); // the board the other side moves on
            // Its table bucket or database value on the way to the cache
            // while the other moves are made (the search waits on memory).
            const int left = seeds - c.result.gain;
            if (left <= m_db.maxSeeds) {
                c.index = m_index.index(c.board, left);
                __builtin_prefetch(m_db.values + c.index);
            } else {
                c.key = compactBoardKey(c.board, m, left);
                m_table.prefetch(c.key);
            }
        }
        // The hinted move, then extra turns nearest the store first (they
        // disturb the rest of the row least), then the biggest gains.
        if (k == hinted)
            c.order = 1 << 20;
        else if (c.result.extra)
            c.order = (1 << 16) + k;
        else
            c.order = (c.result.gain << 8) + k;
    }
    // Insertion sort of at most kMaxHouses moves, best order first.
    for (int i = 1; i < count; ++i)
        for (int j = i; j > 0 && kids[j].order > kids[j - 1].order; --j)
            std::swap(kids[j], kids[j - 1]);

    // Enhanced transposition cutoff: a child whose known bound (from the
    // table, or exact from the database) already refutes this node saves
    // searching the children before it (their entries were prefetched above).
    for (int i = 0; i < count; ++i) {
        Child& c = kids[i];
        const int gain = c.result.gain;
        int atLeast; // a lower bound on the value of this move
        if (c.result.over) {
            atLeast = gain;
        } else {
            const int left = seeds - gain;
            if (left <= m_db.maxSeeds) {
                const int v = m_db.values[c.index];
                atLeast = c.result.extra ? gain + v : gain - v;
            } else if (TableEntry e; m_table.find(c.key, e)) {
                atLeast = c.result.extra ? gain + e.lower : gain - e.upper;
            } else {
                continue;
            }
        }
        if (atLeast >= beta) {
            m_table.store(key, atLeast, seeds, c.house, 1);
            if (&b == m_root)
                m_rootCut = c.house;
            return atLeast;
        }
    }

    const int alphaIn = alpha;
    const std::uint64_t nodesIn = m_nodes;
    int best = -seeds - 1;
    int bestHouse = kNoMove;
    for (int i = 0; i < count; ++i) {
        const Child& c = kids[i];
        const int gain = c.result.gain;
        int v;
        if (c.result.over)
            v = gain;
        else if (c.result.extra)
            v = gain + searchSeeds(c.board, seeds - gain, alpha - gain, beta - gain);
        else
            v = gain - searchSeeds(c.board, seeds - gain, gain - beta, gain - alpha);
        if (m_aborted)
            return 0;
        if (v > best) {
            best = v;
            bestHouse = c.house;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    if (&b == m_root && best >= beta)
        m_rootCut = bestHouse;
    const int lower = best > alphaIn ? best : -seeds;
    const int upper = best < beta ? best : seeds;
    m_table.store(key, lower, upper, bestHouse, m_nodes - nodesIn);
    return best;
}

int ExactSearch::solve(const Board& b, int guess, const std::function<void(int, int)>& report)
{
    const int seeds = seedsOn(b, m_game.m);
    int lower = -seeds;
    int upper = seeds;
    int g = std::clamp(guess, lower, upper);
    while (lower < upper) {
        const int gamma = g == lower ? g + 1 : g;
        const int v = search(b, gamma - 1, gamma);
        if (m_aborted)
            return 0;
        if (v < gamma)
            upper = v;
        else
            lower = v;
        g = v;
        if (report)
            report(lower, upper);
    }
    return lower;
}

} // namespace mancala::solver
