// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The move loop over Kalah boards, shared by the solver's exact search
// (exact_search.cpp) and the computer player's search over boards
// (search/kalah_search.cpp): each of the mover's non-empty houses sown on a
// copy of the board, the children ranked and sorted, and a child's value
// from its sowing's gain and the value of the board it leaves. Each search
// keeps its own ranking, windows, table and units.

#include "solver/board.h"

#include <cstdint>
#include <new>
#include <utility>

namespace mancala::solver {

struct BoardChild {
    Board board;        ///< after the sowing, still in the mover's view
    MoveResult result;
    int house = 0;
    std::uint32_t order = 0; ///< higher is tried first
};

/// The children of one node, built in raw storage: zeroing kMaxHouses
/// boards first would cost more than the sowing of some of them.
class BoardChildren {
public:
    /**
     * Sows each non-empty house of `b` (the mover's 0..m-1) on a copy,
     * `rank(child)` giving its order (and free to start work on it, such
     * as a table prefetch), then sorts them, highest order first.
     */
    template <class Rank>
    BoardChildren(const Board& b, const Game& g, Rank rank)
    {
        for (int k = 0; k < g.houses; ++k) {
            if (!b.holes[k])
                continue;
            BoardChild* c = new (&at(m_size++)) BoardChild{b, MoveResult{}, k, 0};
            c->result = sow(c->board, k, g);
            c->order = rank(*c);
        }
        // Insertion sort of at most kMaxHouses children.
        for (int i = 1; i < m_size; ++i)
            for (int j = i; j > 0 && at(j).order > at(j - 1).order; --j)
                std::swap(at(j), at(j - 1));
    }
    BoardChildren(const BoardChildren&) = delete;
    BoardChildren& operator=(const BoardChildren&) = delete;

    int size() const { return m_size; }
    const BoardChild& operator[](int i) const { return *std::launder(reinterpret_cast<const BoardChild*>(m_storage) + i); }

private:
    BoardChild& at(int i) { return *std::launder(reinterpret_cast<BoardChild*>(m_storage) + i); }

    alignas(BoardChild) unsigned char m_storage[sizeof(BoardChild) * kMaxHouses];
    int m_size = 0;
};

/**
 * The value of child `c` for the mover of its parent, in `unit`s a seed:
 * its gain, plus the rest of the game. `search(board, seeds, alpha, beta)`
 * values a board for that board's own mover; the mover moves again after
 * an extra turn (K3), else the other side moves on the flipped board and
 * its value is negated. `seeds` is what the parent's board holds.
 */
template <class Search>
inline int childValue(const BoardChild& c, int m, int seeds, int unit, int alpha, int beta, Search&& search)
{
    const int gain = c.result.gain * unit;
    const int left = seeds - c.result.gain;
    if (c.result.over)
        return gain;
    if (c.result.extra)
        return gain + search(c.board, left, alpha - gain, beta - gain);
    return gain - search(flipped(c.board, m), left, gain - beta, gain - alpha);
}

} // namespace mancala::solver
