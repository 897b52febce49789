// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/exact_search.h"

#include <algorithm>
#include <new>

namespace mancala::solver {

namespace {

constexpr int kNoMove = 0xFF;
constexpr int kCheckEvery = 4096; // nodes between looks at the clock and the stop flag
constexpr int kUnknownBound = 1 << 20; // beyond any value

/// One move of a node. The children live in raw storage (below): zeroing
/// kMaxHouses of them at every node cost more than making the moves.
struct Child {
    Board board;
    MoveResult result;
    int house;
    int order;               ///< higher is tried first
    std::uint64_t index;     ///< its database index (when the database holds it)
    int value;               ///< the move's exact value from the database, else kUnknownBound
};

/**
 * The value a search of child `c` (not the end of the game, `left` seeds)
 * in the window (alpha, beta) of its parent would return from its first
 * looks, or kUnknownBound: its exact value from the database, else a
 * window beyond the seeds left.
 */
int knownValue(const Child& c, int left, int alpha, int beta)
{
    if (c.value != kUnknownBound)
        return c.value;
    const int gain = c.result.gain;
    // Every seed left goes to one side: the child's value lies in [-left, left].
    if (gain + left <= alpha)
        return gain + left;
    if (gain - left >= beta)
        return gain - left;
    return kUnknownBound;
}

} // namespace

ExactSearch::ExactSearch(const Game& game, TranspositionTable& table, DatabaseView db, const SearchBudget& budget)
    : m_game(game), m_table(table), m_db(db), m_index(game.houses), m_budget(budget),
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
    return searchSeeds(b, seedsOn(b, m_game.houses), alpha, beta);
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

    const int m = m_game.houses;
    const std::uint64_t hash = TranspositionTable::hashOf(compactBoardKey(b, m, seeds));
    // The node's own bucket is read only after the moves are made: its
    // cache miss then overlaps with making them and with the reads of the
    // children's database values.
    m_table.prefetchHashed(hash);

    alignas(Child) unsigned char storage[sizeof(Child) * kMaxHouses];
    Child* const kids = reinterpret_cast<Child*>(storage);
    std::uint8_t byOrder[kMaxHouses]; // the children's indices, best order first (sorted below)
    int count = 0;
    for (int k = 0; k < m; ++k) {
        if (!b.holes[k])
            continue;
        byOrder[count] = static_cast<std::uint8_t>(count);
        Child& c = *new (&kids[count++]) Child{b, {}, k, 0, 0, kUnknownBound};
        c.result = sow(c.board, k, m_game);
        if (!c.result.over) {
            if (!c.result.extra)
                c.board = flipped(c.board, m); // the board the other side moves on
            // Its database value on the way to the cache while the other
            // moves are made (the search waits on memory). The children's
            // table buckets are not read from here: read ahead for every
            // child, they cost more in page walks than their cutoffs saved
            // (docs/benchmarks.md, "Speed, fourth round").
            const int left = seeds - c.result.gain;
            if (left <= m_db.maxSeeds) {
                c.index = m_index.index(c.board, left);
                __builtin_prefetch(m_db.values + c.index);
            }
        }
        // The table's best move (below), then extra turns nearest the store
        // first (they disturb the rest of the row least), then the biggest gains.
        if (c.result.extra)
            c.order = (1 << 16) + k;
        else
            c.order = (c.result.gain << 8) + k;
    }
    if (TableEntry e; m_table.findHashed(hash, e)) {
        if (e.lower >= beta || e.lower == e.upper)
            return e.lower;
        if (e.upper <= alpha)
            return e.upper;
        alpha = std::max(alpha, e.lower);
        beta = std::min(beta, e.upper);
        for (int i = 0; i < count; ++i)
            if (kids[i].house == e.best)
                kids[i].order = 1 << 20;
    }
    // Insertion sort of at most kMaxHouses moves (their indices), best order first.
    for (int i = 1; i < count; ++i)
        for (int j = i; j > 0 && kids[byOrder[j]].order > kids[byOrder[j - 1]].order; --j)
            std::swap(byOrder[j], byOrder[j - 1]);

    // A child whose value is known (the game's end, or exact from the
    // database) and already refutes this node saves searching the children
    // before it.
    for (int i = 0; i < count; ++i) {
        Child& c = kids[byOrder[i]];
        const int gain = c.result.gain;
        int value;
        if (c.result.over) {
            value = gain;
        } else {
            if (seeds - gain > m_db.maxSeeds)
                continue;
            const int v = m_db.values[c.index];
            value = c.value = c.result.extra ? gain + v : gain - v;
        }
        if (value >= beta) {
            m_table.storeHashed(hash, value, seeds, c.house, 1);
            if (&b == m_root)
                m_rootCut = c.house;
            return value;
        }
    }

    const int alphaIn = alpha;
    const std::uint64_t nodesIn = m_nodes;
    int best = -seeds - 1;
    int bestHouse = kNoMove;
    for (int i = 0; i < count; ++i) {
        const Child& c = kids[byOrder[i]];
        const int gain = c.result.gain;
        int v;
        if (c.result.over)
            v = gain;
        else if (const int known = knownValue(c, seeds - gain, alpha, beta); known != kUnknownBound)
            v = known; // what the child's search would return at once, without its node
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
    m_table.storeHashed(hash, lower, upper, bestHouse, m_nodes - nodesIn);
    return best;
}

int ExactSearch::solve(const Board& b, int guess, const std::function<void(int, int)>& report)
{
    const int seeds = seedsOn(b, m_game.houses);
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
