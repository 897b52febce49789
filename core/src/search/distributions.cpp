// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/distributions.h"

#include "mancala/engine.h"

#include <algorithm>

namespace mancala::ai {

namespace {

void addUnique(const Position& p, DistributionList& out, const Decision& d)
{
    const Side me = p.toMove;
    bool changed = false;
    for (int k = 0; k < p.houses(); ++k)
        changed = changed || d.counts[k] != p.seeds[p.rowHole(me, k)];
    if (!changed || out.size == DistributionList::kCapacity)
        return;
    for (int i = 0; i < out.size; ++i)
        if (out.at[i] == d)
            return;
    out.at[out.size++] = d;
}

} // namespace

void representativeDistributions(const Position& p, DistributionList& out)
{
    out.size = 0;
    if (!canDistribute(p))
        return;
    const Side me = p.toMove;
    const int n = p.houses();
    int open[kMaxRow];
    int nOpen = 0;
    for (int k = 0; k < n; ++k)
        if (p.mark[p.rowHole(me, k)] != Mark::Bull)
            open[nOpen++] = k;
    if (nOpen < 2)
        return;
    // The three fullest open holes, fullest first (ties: leftmost).
    int fullest[kMaxRow];
    std::copy(open, open + nOpen, fullest);
    std::stable_sort(fullest, fullest + nOpen, [&](int a, int b) {
        return p.seeds[p.rowHole(me, a)] > p.seeds[p.rowHole(me, b)];
    });
    const int top = std::min(nOpen, 3);
    Decision base;
    base.kind = DecisionKind::Distribute;
    for (int k = 0; k < n; ++k)
        base.counts[k] = p.seeds[p.rowHole(me, k)];
    for (int a = 0; a < top; ++a) {
        for (int b = a + 1; b < top; ++b) {
            const int x = fullest[a];
            const int y = fullest[b];
            const int lifted = base.counts[x] + base.counts[y];
            if (lifted == 0)
                continue;
            Decision spread = base;
            spread.counts[x] = spread.counts[y] = 0;
            for (int s = 0; s < lifted; ++s)
                ++spread.counts[open[s % nOpen]];
            addUnique(p, out, spread);
            // Gathered in the emptiest other open hole (ties: rightmost).
            int target = -1;
            for (int i = 0; i < nOpen; ++i) {
                const int k = open[i];
                if (k != x && k != y && (target < 0 || base.counts[k] <= base.counts[target]))
                    target = k;
            }
            if (target >= 0) {
                Decision gather = base;
                gather.counts[x] = gather.counts[y] = 0;
                gather.counts[target] = static_cast<std::uint8_t>(gather.counts[target] + lifted);
                addUnique(p, out, gather);
            }
        }
    }
}

} // namespace mancala::ai
