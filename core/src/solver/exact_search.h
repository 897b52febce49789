// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The solver's search: complete alpha-beta over boards (board.h), values
// from the side to move's view in seeds still to be won, with a
// transposition table, move ordering and endgame database lookups.

#include "solver/board.h"
#include "solver/board_index.h"
#include "solver/table.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

namespace mancala::solver {

/// An endgame database's values as the search reads them.
struct DatabaseView {
    const std::int8_t* values = nullptr;
    int maxSeeds = -1; ///< boards with at most this many seeds are in it
};

struct SearchBudget {
    std::uint64_t nodes = 0;
    int millis = 0;
    const std::atomic<bool>* stop = nullptr;
    std::function<void()> tick; ///< called about once a second during a long search
};

class ExactSearch {
public:
    ExactSearch(const Game& game, TranspositionTable& table, DatabaseView db, const SearchBudget& budget);

    /// Whether the budget ran out: every value since is meaningless.
    bool aborted() const { return m_aborted; }
    std::uint64_t nodes() const { return m_nodes; }
    double seconds() const;

    /**
     * Fail-soft alpha-beta: the exact value when it lies strictly inside
     * (alpha, beta), else a bound on the side of the window it fell.
     */
    int search(const Board& b, int alpha, int beta);

    /// The exact value by MTD(f) from `guess`; `report(low, high)` after each test.
    int solve(const Board& b, int guess, const std::function<void(int, int)>& report = {});

    /// Whether the value is at least `gamma` (one null-window test).
    bool atLeast(const Board& b, int gamma) { return search(b, gamma - 1, gamma) >= gamma; }

    /// After a search() that failed high: the root's house that proved the
    /// bound, or -1 when none is known (a bound found in the table).
    int rootCutHouse() const { return m_rootCut; }

    const Game& game() const { return m_game; }

private:
    int searchSeeds(const Board& b, int seeds, int alpha, int beta);
    bool outOfBudget();

    Game m_game;
    TranspositionTable& m_table;
    DatabaseView m_db;
    BoardIndex m_index;
    SearchBudget m_budget;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nextCheck = 0;
    double m_nextTick = 1.0;
    bool m_aborted = false;
    const Board* m_root = nullptr; ///< the board search() was called with (children live elsewhere)
    int m_rootCut = -1;
    std::chrono::steady_clock::time_point m_start;
};

} // namespace mancala::solver
