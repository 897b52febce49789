// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Qelat (Q1-Q11) seen from the side to move, for the endgame database
// (mancala/qelat_endgame.h): the seeds of the holes that are not waldas,
// the waldas with their owners, and the hole Q10 bars. The seeds in the
// waldas only add to the score (Q7: they stay there), so they are not part
// of the state; a move reports what it adds to them instead.
//
// Ring order as the engine's: the mover's row 0..m-1 (a..f), the other
// row m..2m-1 (A..F); counter-clockwise is +1. A position of North to move
// is turned round by m holes, which swaps the rows and nothing else.

#include "mancala/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace mancala::solver {

/// Walda owners in a state: none, the side to move, the other side.
enum : std::uint8_t { kNoWalda = 0, kMoverWalda = 1, kOtherWalda = 2 };

/// The rules of Qelat the database plays (house rules Q6, Q7, Q10).
struct QelatGame {
    int m = 6;                 ///< houses a row
    bool corners = false;      ///< walda-holes=corners (Q6)
    bool skipWaldas = false;   ///< Q7 house rule
    bool antiRepetition = true; ///< Q10

    int ring() const { return 2 * m; }
    /// Q6: whether the side to move (`mover`) or the other side may make a walda in `hole`.
    bool eligible(int hole, bool mover) const
    {
        const bool ownRow = (hole < m) == mover;
        const int k = hole % m;
        const bool end = k == 0 || k == m - 1;
        if (corners || ownRow)
            return end;
        return k <= 1 || k >= m - 2;
    }
};

/// The database's rules of a rule set of Qelat (Beni Amir & Mensa).
inline QelatGame qelatGameOf(const Rules& rules)
{
    QelatGame g;
    g.m = rules.houses;
    g.corners = rules.waldaHoles == WaldaHoles::Corners;
    g.skipWaldas = rules.skipWaldas;
    g.antiRepetition = rules.antiRepetition;
    return g;
}

/// A position of the side to move: its own row first.
struct QelatState {
    std::array<std::uint8_t, kMaxRing> seeds{};      ///< 0 in waldas
    std::array<std::uint8_t, kMaxRing> walda{};      ///< kNoWalda, kMoverWalda, kOtherWalda
    int bar = -1; ///< Q10: the mover's hole it may not sow (0 or m - 1), else -1
};

/// What one move does: the next state (the other side to move) and what it adds to the waldas.
struct QelatMove {
    QelatState next;
    int gain = 0;     ///< seeds into the mover's waldas (a new walda's 4 too), less those into the other's
    int removed = 0;  ///< seeds taken out of play (into waldas of either side)
    bool quiet = true; ///< G2: no walda sown into or made
};

/// Q2, Q10: whether `side` (true: the mover) has a hole it may sow.
inline bool qelatCanMove(const QelatGame& g, const QelatState& s, bool mover)
{
    const int first = mover ? 0 : g.m;
    for (int h = first; h < first + g.m; ++h)
        if (s.seeds[h] && !s.walda[h] && !(mover && h == s.bar))
            return true;
    return false;
}

/// The state turned round for the other side: rows swapped, owners swapped.
inline QelatState qelatTurned(const QelatGame& g, const QelatState& s, int bar)
{
    static constexpr std::uint8_t kOtherOwner[3] = {kNoWalda, kOtherWalda, kMoverWalda};
    QelatState t;
    for (int h = 0; h < g.m; ++h) {
        t.seeds[h] = s.seeds[h + g.m];
        t.seeds[h + g.m] = s.seeds[h];
        t.walda[h] = kOtherOwner[s.walda[h + g.m]];
        t.walda[h + g.m] = kOtherOwner[s.walda[h]];
    }
    t.bar = bar;
    return t;
}

/// One move's sowing, the board still seen from the mover (qelatSow() turns it round).
struct QelatSowing {
    QelatState board; ///< after the sowing, in the mover's view (its bar is not set)
    int made = -1;    ///< the hole the move made a walda in (Q5), or -1
    int bar = -1;     ///< Q10: the hole the other side may not sow next (0 or m - 1 in its view), or -1
    int gain = 0;     ///< seeds into the mover's waldas (a new walda's 4 too), less those into the other's
    int removed = 0;  ///< seeds taken out of play (into waldas of either side)
    bool quiet = true; ///< G2: no walda sown into or made
};

/**
 * Sows the mover's hole `h` (Q2-Q5, Q7, Q10), as the engine does
 * (rules/qelat.cpp), leaving the board in the mover's view; false when it
 * may not be sown.
 */
inline bool qelatSowBoard(const QelatGame& g, const QelatState& s, int h, QelatSowing& out)
{
    if (h < 0 || h >= g.m || !s.seeds[h] || s.walda[h] || h == s.bar)
        return false;
    const int n = g.ring();
    const bool ccw = 2 * h >= g.m; // Q3: the left half sows clockwise
    QelatState& b = out.board;
    b.seeds = s.seeds;
    b.walda = s.walda;
    b.bar = -1;
    const int sown = b.seeds[h];
    int hand = sown;
    b.seeds[h] = 0;
    int at = h;
    out.made = -1;
    out.gain = 0;
    out.removed = 0;
    out.quiet = true;
    while (hand > 0) { // Q4: one lap
        at = ccw ? (at + 1 == n ? 0 : at + 1) : (at == 0 ? n - 1 : at - 1);
        if (b.walda[at]) {
            if (g.skipWaldas)
                continue;
            // Q7: the seed stays in the walda, its owner's for good.
            out.gain += b.walda[at] == kMoverWalda ? 1 : -1;
            ++out.removed;
            out.quiet = false;
            --hand;
            continue;
        }
        ++b.seeds[at];
        --hand;
    }
    if (!b.walda[at] && b.seeds[at] == 4 && g.eligible(at, true)) { // Q5
        b.walda[at] = kMoverWalda;
        b.seeds[at] = 0;
        out.made = at;
        out.gain += 4;
        out.removed += 4;
        out.quiet = false;
    }
    // Q10: one seed over the end of the board into the other row's end hole.
    out.bar = -1;
    if (g.antiRepetition && sown == 1 && at >= g.m && (at == g.m || at == n - 1) && b.seeds[at] == 1 && !b.walda[at])
        out.bar = at - g.m;
    return true;
}

/**
 * Sows the mover's hole `h` (Q2-Q5, Q7, Q10), as the engine does
 * (rules/qelat.cpp); false when it may not be sown. `out.next` is seen from
 * the other side, who moves next.
 */
inline bool qelatSow(const QelatGame& g, const QelatState& s, int h, QelatMove& out)
{
    QelatSowing sowing;
    if (!qelatSowBoard(g, s, h, sowing))
        return false;
    out.next = qelatTurned(g, sowing.board, sowing.bar);
    out.gain = sowing.gain;
    out.removed = sowing.removed;
    out.quiet = sowing.quiet;
    return true;
}

/// Compositions: the number of ways to put n seeds into k holes, and a dense rank of each.
class Compositions {
public:
    explicit Compositions(int maxSeeds, int maxHoles)
        : m_seeds(maxSeeds), m_holes(maxHoles),
          m_count(static_cast<std::size_t>(maxSeeds + 1) * (maxHoles + 1)),
          m_before(static_cast<std::size_t>(maxHoles + 1) * (maxSeeds + 1) * (maxSeeds + 2))
    {
        for (int k = 0; k <= maxHoles; ++k)
            for (int n = 0; n <= maxSeeds; ++n)
                count(n, k) = k == 0 ? (n == 0) : (k == 1 ? 1 : sumCounts(n, k));
        for (int k = 1; k <= maxHoles; ++k)
            for (int n = 0; n <= maxSeeds; ++n) {
                std::uint64_t sum = 0;
                for (int t = 0; t <= n + 1; ++t) {
                    before(k, n, t) = sum;
                    if (t <= n)
                        sum += count(n - t, k - 1);
                }
            }
    }

    /// Ways to put n seeds into k holes.
    std::uint64_t of(int n, int k) const { return n < 0 || k < 0 ? 0 : m_count[idx(n, k)]; }

    /// The rank of seeds[holes[0..k)] (summing to n) among the compositions of n into k.
    std::uint64_t rank(const std::uint8_t* seeds, const int* holes, int k, int n) const
    {
        std::uint64_t r = 0;
        for (int j = 0; j + 1 < k; ++j) {
            const int t = seeds[holes[j]];
            r += m_before[bidx(k - j, n, t)];
            n -= t;
        }
        return r;
    }

    /// The composition of rank r: fills seeds[holes[0..k)].
    void unrank(std::uint64_t r, std::uint8_t* seeds, const int* holes, int k, int n) const
    {
        for (int j = 0; j + 1 < k; ++j) {
            int t = 0;
            while (m_before[bidx(k - j, n, t + 1)] <= r)
                ++t;
            r -= m_before[bidx(k - j, n, t)];
            seeds[holes[j]] = static_cast<std::uint8_t>(t);
            n -= t;
        }
        if (k > 0)
            seeds[holes[k - 1]] = static_cast<std::uint8_t>(n);
    }

    /// The composition of the next rank after seeds[holes[0..k)] (summing to n), in place; false after the last.
    static bool next(std::uint8_t* seeds, const int* holes, int k)
    {
        // Rank order is lexicographic over the first k - 1 holes: raise the last
        // of them that has seeds after it by one, empty those after it, and put
        // the rest into the last hole.
        int after = k > 0 ? seeds[holes[k - 1]] : 0;
        for (int j = k - 2; j >= 0; --j) {
            if (after > 0) {
                ++seeds[holes[j]];
                for (int i = j + 1; i + 1 < k; ++i)
                    seeds[holes[i]] = 0;
                seeds[holes[k - 1]] = static_cast<std::uint8_t>(after - 1);
                return true;
            }
            after += seeds[holes[j]];
        }
        return false;
    }

private:
    std::size_t idx(int n, int k) const { return static_cast<std::size_t>(n) * (m_holes + 1) + k; }
    std::size_t bidx(int k, int n, int t) const
    {
        return (static_cast<std::size_t>(k) * (m_seeds + 1) + n) * (m_seeds + 2) + t;
    }
    std::uint64_t& count(int n, int k) { return m_count[idx(n, k)]; }
    std::uint64_t& before(int k, int n, int t) { return m_before[bidx(k, n, t)]; }
    std::uint64_t sumCounts(int n, int k) const
    {
        std::uint64_t s = 0;
        for (int t = 0; t <= n; ++t)
            s += m_count[idx(n - t, k - 1)];
        return s;
    }

    int m_seeds;
    int m_holes;
    std::vector<std::uint64_t> m_count;
    std::vector<std::uint64_t> m_before; ///< [k][n][t]: compositions of n into k whose first hole holds less than t
};

} // namespace mancala::solver
