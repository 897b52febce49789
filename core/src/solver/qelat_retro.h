// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The quiet moves of Qelat played backwards, for the endgame database's
// builder (solver/qelat_level.cpp): given a state, every state whose quiet
// move (G2: no seed into a walda, no walda made) or pass (Q8) leads to it.
// The builder iterates a seed count's values over its quiet moves; knowing
// where a changed value's quiet moves come from, it re-values only those
// positions instead of keeping the whole graph of quiet moves in memory.
// tst_qelat_retro checks it against qelatSow() for every position of small
// seed counts, every house rule.

#include "solver/qelat_board.h"

namespace mancala::solver {

namespace detail {

/// Calls `parent` with `s` once with no bar, and once for each Q10 bar `s` can hold (its end hole's one seed;
/// the database numbers those positions with anti-repetition off too, though no game reaches them).
template <class Parent>
void withEachBar(const QelatGame& g, QelatState s, int sownHole, Parent&& parent)
{
    s.bar = -1;
    parent(s);
    for (int bar : {0, g.m - 1}) {
        if (bar == sownHole || s.walda[bar] || s.seeds[bar] != 1)
            continue;
        s.bar = bar;
        parent(s);
    }
}

} // namespace detail

/**
 * Calls `parent(const QelatState&)` for every state (with its Q10 bar) whose
 * quiet move or pass gives `t`. A state with two quiet moves to `t` is
 * named once for each.
 */
template <class Parent>
void qelatUnsowQuiet(const QelatGame& g, const QelatState& t, Parent&& parent)
{
    const int n = g.ring();
    // The board after the sowing, in the sower's view (the rows of `t` swapped back).
    const QelatState b = qelatTurned(g, t, -1);
    for (int h = 0; h < g.m; ++h) {
        if (b.walda[h])
            continue;
        const bool ccw = 2 * h >= g.m; // Q3, as qelatSow()
        // The board before the sowing, less the seeds the first c sown ones put into each hole.
        QelatState s = b;
        int at = h;
        for (int c = 1;; ++c) {
            // The hole the c-th seed falls into; a walda on the way makes the move not quiet (Q7) unless skipped.
            int steps = 0;
            do {
                at = ccw ? (at + 1 == n ? 0 : at + 1) : (at == 0 ? n - 1 : at - 1);
                ++steps;
            } while (b.walda[at] && g.skipWaldas && steps <= n);
            if (b.walda[at])
                break;
            if (s.seeds[at] == 0)
                break; // this hole and every longer sowing would need a negative count before
            --s.seeds[at];
            if (s.seeds[h] != 0)
                continue; // the sown hole held only what came back round into it
            // Q5: a fourth seed in an eligible hole would have made a walda (not quiet).
            if (b.seeds[at] == 4 && g.eligible(at, true))
                continue;
            // Q10: the child's bar says whether one seed went over the end of the board.
            const bool overEnd = g.antiRepetition && c == 1 && (at == g.m || at == n - 1) && b.seeds[at] == 1;
            if (overEnd ? t.bar != at - g.m : t.bar >= 0)
                continue;
            QelatState before = s;
            before.seeds[h] = static_cast<std::uint8_t>(c);
            detail::withEachBar(g, before, h, parent);
        }
    }
    // Q8: a pass, when the side before could not sow and `t`'s mover can.
    if (t.bar >= 0)
        return;
    QelatState s = b;
    detail::withEachBar(g, s, -1, [&](const QelatState& p) {
        if (!qelatCanMove(g, p, true) && qelatCanMove(g, p, false))
            parent(p);
    });
}

} // namespace mancala::solver
