// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The solver's own Kalah board: the houses only, seen from the side to move.
//
// The stores never change who gets the seeds still on the board, so the
// solver values a board by the seeds the side to move will win from now on
// minus the seeds the other side will win (the final store difference minus
// the store difference now). A board is the side to move's houses 0..m-1
// then the other side's 0..m-1, numbered in the sowing direction; the house
// facing own house k is the other side's m-1-k (index 2m-1-k).
//
// Counter-clockwise sowing (K2) runs own houses, own store, the other row.
// Clockwise sowing (K6) would run own houses, the other row, own store: that
// game can repeat positions (and then ends by G2), so the solver does not
// take it (solverSupports()).

#include "mancala/rules.h"

#include <array>
#include <cstdint>
#include <cstring>

namespace mancala::solver {

constexpr int kMaxHouses = 8;

struct Board {
    std::array<std::uint8_t, 2 * kMaxHouses> holes{}; ///< the side to move's houses, then the other side's

    bool operator==(const Board&) const = default;
};

/// The rules of the game the solver plays, reduced to what it needs.
struct Game {
    int houses = 6;                                  ///< per row
    EmptyCapture capture = EmptyCapture::Off;        ///< K4 / K7
    bool countRemaining = true;                      ///< K5 / K8

    bool operator==(const Game&) const = default;
};

/// The solver's game of a rule set (Kalah: solverSupports()).
inline Game gameOf(const Rules& rules)
{
    Game game;
    game.houses = rules.houses;
    game.capture = rules.emptyCapture;
    game.countRemaining = rules.countRemaining;
    return game;
}

/// What one sowing did (K2-K5, K7, K8).
struct MoveResult {
    int gain = 0;       ///< seeds the mover won by this move (store, capture, K5 sweep)
    bool extra = false; ///< K3: the mover moves again (the board stays the mover's view)
    bool over = false;  ///< K5: the game ended; gain includes the sweep
};

inline int rowSum(const Board& b, int from, int m)
{
    int s = 0;
    for (int k = 0; k < m; ++k)
        s += b.holes[from + k];
    return s;
}

inline int seedsOn(const Board& b, int m) { return rowSum(b, 0, 2 * m); }

/// The board seen from the other side.
inline Board flipped(const Board& b, int m)
{
    Board f;
    const std::size_t row = static_cast<std::size_t>(m) & (kMaxHouses * 2 - 1); // m <= kMaxHouses
    std::memcpy(f.holes.data(), b.holes.data() + row, row);
    std::memcpy(f.holes.data() + row, b.holes.data(), row);
    return f;
}

/**
 * Sows own house `k` (not empty) in place. On an extra turn or at the end
 * of the game `b` stays in the mover's view; otherwise too: the caller
 * flips it for the other side.
 */
inline MoveResult sow(Board& b, int k, const Game& g)
{
    const int m = g.houses;
    const int cycle = 2 * m + 1; // own houses, own store at position m, the other row
    int seeds = b.holes[k];
    b.holes[k] = 0;
    MoveResult r;
    if (seeds >= cycle) { // whole laps: one seed everywhere, the emptied house included
        const int laps = seeds / cycle;
        for (int i = 0; i < 2 * m; ++i)
            b.holes[i] = static_cast<std::uint8_t>(b.holes[i] + laps);
        r.gain += laps;
        seeds -= laps * cycle;
    }
    int pos = k; // position in the cycle: 0..m-1 own, m store, m+1..2m the other row
    for (; seeds > 0; --seeds) {
        pos = pos + 1 == cycle ? 0 : pos + 1;
        if (pos == m)
            ++r.gain;
        else
            ++b.holes[pos < m ? pos : pos - 1];
    }
    if (pos == m) {
        r.extra = true; // K3 (a sowing of exactly a whole number of laps ends where it began)
    } else if (pos < m && b.holes[pos] == 1) {
        const int opp = 2 * m - 1 - pos;
        switch (g.capture) {
        case EmptyCapture::Off: // K4
            if (b.holes[opp]) {
                r.gain += b.holes[opp] + 1;
                b.holes[opp] = 0;
                b.holes[pos] = 0;
            }
            break;
        case EmptyCapture::On: // K4, and K7: the last seed alone when the opposite house is empty
            r.gain += b.holes[opp] + 1;
            b.holes[opp] = 0;
            b.holes[pos] = 0;
            break;
        case EmptyCapture::LastSeed: // K7 last-seed: the last seed alone, the opposite seeds stay
            r.gain += 1;
            b.holes[pos] = 0;
            break;
        }
    }
    // K5: a side without seeds in its houses ends the game; each side takes its own row (K8: nobody).
    const int own = rowSum(b, 0, m);
    const int other = rowSum(b, m, m);
    if (own == 0 || other == 0) {
        r.over = true;
        if (g.countRemaining)
            r.gain += own - other;
        b.holes = {};
    }
    return r;
}

} // namespace mancala::solver
