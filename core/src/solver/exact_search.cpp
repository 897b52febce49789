// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/exact_search.h"

#include "solver/board_children.h"

#include <algorithm>

namespace mancala::solver {

namespace {

constexpr int kNoMove = 0xFF;
constexpr int kCheckEvery = 4096; // nodes between looks at the clock and the stop flag

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
    const std::uint64_t key = boardKey(b, m, seeds);
    int hinted = kNoMove;
    if (const TableEntry* e = m_table.find(key)) {
        if (e->lower >= beta || e->lower == e->upper)
            return e->lower;
        if (e->upper <= alpha)
            return e->upper;
        alpha = std::max<int>(alpha, e->lower);
        beta = std::min<int>(beta, e->upper);
        hinted = e->best;
    }

    // The hinted move, then extra turns nearest the store first (they
    // disturb the rest of the row least), then the biggest gains.
    const BoardChildren kids(b, m_game, [hinted](const BoardChild& c) -> std::uint32_t {
        if (c.house == hinted)
            return 1u << 20;
        if (c.result.extra)
            return (1u << 16) + static_cast<std::uint32_t>(c.house);
        return (static_cast<std::uint32_t>(c.result.gain) << 8) + static_cast<std::uint32_t>(c.house);
    });

    const int alphaIn = alpha;
    const std::uint64_t nodesIn = m_nodes;
    int best = -seeds - 1;
    int bestHouse = kNoMove;
    const auto search = [this](const Board& next, int left, int a, int bb) { return searchSeeds(next, left, a, bb); };
    for (int i = 0; i < kids.size(); ++i) {
        const BoardChild& c = kids[i];
        const int v = childValue(c, m, seeds, 1, alpha, beta, search);
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
