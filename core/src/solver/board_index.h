// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A dense numbering of the boards with few seeds, for the endgame
// databases: all boards with 0 seeds, then all with 1, ... and inside one
// seed count in increasing lexicographic order of the houses (board.h).

#include "solver/board.h"

#include <array>
#include <cstdint>

namespace mancala::solver {

class BoardIndex {
public:
    static constexpr int kMaxSeeds = 127; ///< values fit a signed byte

    explicit BoardIndex(int houses) : m_n(2 * houses)
    {
        // m_ways[t][r] = C(r + t, t): the boards of at most r seeds on t houses
        // (equally: of exactly r seeds on t + 1 houses).
        for (int t = 0; t <= 2 * kMaxHouses; ++t)
            for (int r = 0; r <= kMaxSeeds; ++r)
                m_ways[t][r] = t == 0 || r == 0 ? 1 : saturatingAdd(m_ways[t - 1][r], m_ways[t][r - 1]);
    }

    /// Boards with at most `seeds` seeds (the entries of a database up to `seeds`).
    std::uint64_t countUpTo(int seeds) const { return m_ways[m_n][seeds]; }
    /// Index of the first board with `seeds` seeds.
    std::uint64_t levelStart(int seeds) const { return seeds == 0 ? 0 : m_ways[m_n][seeds - 1]; }

    /// The index of a board holding `seeds` seeds.
    std::uint64_t index(const Board& b, int seeds) const
    {
        std::uint64_t rank = levelStart(seeds);
        int rest = seeds;
        for (int i = 0; i + 1 < m_n && rest > 0; ++i) {
            const int t = m_n - 1 - i; // houses after i
            const int c = b.holes[i];
            // boards equal up to i with fewer seeds in house i come first
            rank += m_ways[t][rest] - m_ways[t][rest - c];
            rest -= c;
        }
        return rank;
    }

private:
    static std::uint64_t saturatingAdd(std::uint64_t a, std::uint64_t b)
    {
        return a + b < a ? ~std::uint64_t{0} : a + b;
    }

    int m_n;
    std::array<std::array<std::uint64_t, kMaxSeeds + 1>, 2 * kMaxHouses + 1> m_ways{};
};

/// Steps `b` (a board of one seed count on `n` houses) to the next in index order; false after the last.
inline bool nextBoard(Board& b, int n)
{
    if (n < 2 || n > 2 * kMaxHouses)
        return false;
    int j = n - 2;
    if (b.holes[n - 1] == 0) {
        while (j >= 0 && b.holes[j] == 0)
            --j;
        --j; // the house before the last non-empty one
    }
    if (j < 0)
        return false;
    int moved = 0;
    for (int i = j + 1; i < n; ++i) {
        moved += b.holes[i];
        b.holes[i] = 0;
    }
    ++b.holes[j];
    b.holes[n - 1] = static_cast<std::uint8_t>(moved - 1);
    return true;
}

} // namespace mancala::solver
