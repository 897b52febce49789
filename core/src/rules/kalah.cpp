// SPDX-License-Identifier: GPL-3.0-or-later
// Kalah (docs/rules.md K1-K9): houses and two stores, single lap, extra turn in
// the own store, capture from an empty own house.

#include "rules/variant_ops.h"

namespace mancala::detail {

namespace {

/// The store lying between `from` and the next hole in direction `d`, or
/// kNoPlace. South's store sits after f (between N-1 and N), North's after
/// the last North house (between 2N-1 and 0), whatever the direction (K1).
Place storeAfter(int n, int from, Direction d)
{
    if (d == Direction::Ccw) {
        if (from == n - 1) return kSouthStore;
        if (from == 2 * n - 1) return kNorthStore;
    } else {
        if (from == n) return kSouthStore;
        if (from == 0) return kNorthStore;
    }
    return kNoPlace;
}

bool rowEmpty(const Position& p, Side s)
{
    const int n = p.houses();
    const std::uint8_t* row = p.seeds.data() + (s == Side::South ? 0 : n);
    for (int k = 0; k < n; ++k)
        if (row[k])
            return false;
    return true;
}

void start(Position& p)
{
    p.phase = Phase::Play;
    p.pending = Pending::Turn;
    p.toMove = p.decider = Side::South;
}

void candidates(const Position& p, DecisionList& out)
{
    // Locals: a store through `out` could alias the position's fields.
    const int n = p.houses();
    const int base = p.rowHole(p.toMove, 0);
    const std::uint8_t* row = p.seeds.data() + base;
    Decision d = Decision::sow(base);
    for (int k = 0; k < n; ++k) {
        if (row[k]) {
            d.hole = static_cast<Place>(base + k);
            out.push(d);
        }
    }
    if (p.pieAvailable)
        out.push(Decision::swap());
}

/// K5/K8: the game ends when a side has no seeds in its houses.
void endIfRowEmpty(Position& p, StepList* steps)
{
    if (!rowEmpty(p, Side::South) && !rowEmpty(p, Side::North))
        return;
    if (p.rules->countRemaining) {
        for (int i = 0; i < p.ring(); ++i) {
            if (!p.seeds[i])
                continue;
            const Side s = p.rowOf(i);
            addStep(steps, StepKind::Sweep, RuleId::K5, s, i, storeOf(s), p.seeds[i]);
            p.store[index(s)] += p.seeds[i];
            p.seeds[i] = 0;
        }
    }
    finishGame(p, p.rules->countRemaining ? RuleId::K5 : RuleId::K8, steps);
}

/// K9: North takes over South's position. The board turns round (each row's
/// k-th hole and the stores change places) so that the players keep their
/// sides and South moves next, from the position North would have had.
void swapSides(Position& p, StepList* steps)
{
    const int n = p.houses();
    for (int k = 0; k < n; ++k)
        std::swap(p.seeds[k], p.seeds[n + k]);
    std::swap(p.store[0], p.store[1]);
    p.swapped = !p.swapped;
    p.pieAvailable = false;
    addStep(steps, StepKind::Swap, RuleId::K9, Side::North);
    endTurn(p, Side::South, true, steps);
}

bool sow(Position& p, int hole, StepList* steps)
{
    const Side me = p.toMove;
    if (hole < 0 || hole >= p.ring() || p.rowOf(hole) != me || p.seeds[hole] == 0)
        return false;
    const Direction dir = p.rules->clockwise ? Direction::Cw : Direction::Ccw; // K2, K6
    const Place myStore = storeOf(me);
    // Locals for the hot loop: the byte stores into `seeds` may alias any
    // field read through `p`.
    const int n = p.houses();
    const int ring = 2 * n;
    std::uint8_t* seeds = p.seeds.data();
    int hand = seeds[hole];
    seeds[hole] = 0;
    addStep(steps, StepKind::PickUp, RuleId::K2, me, hole, kNoPlace, hand, 1);
    int at = hole;
    bool inStore = false;
    int intoStore = 0;
    while (hand > 0) {
        if (!inStore) {
            const Place store = storeAfter(n, at, dir);
            if (store == myStore) {
                inStore = true;
                --hand;
                ++intoStore;
                addStep(steps, StepKind::Drop, RuleId::K2, me, kNoPlace, myStore, 1, 1);
                continue;
            }
            if (store != kNoPlace)
                addStep(steps, StepKind::Skip, RuleId::K2, me, kNoPlace, store, 0, 1);
        }
        inStore = false;
        at = dir == Direction::Ccw ? (at + 1 == ring ? 0 : at + 1) : (at == 0 ? ring - 1 : at - 1);
        ++seeds[at];
        --hand;
        addStep(steps, StepKind::Drop, RuleId::K2, me, kNoPlace, at, 1, 1);
    }
    p.store[index(me)] = static_cast<std::int16_t>(p.store[index(me)] + intoStore);
    const bool reachedStore = intoStore > 0;
    p.pieAvailable = false;
    if (inStore) {
        endIfRowEmpty(p, steps);
        if (!p.over()) {
            addStep(steps, StepKind::ExtraTurn, RuleId::K3, me);
            endTurn(p, me, false, steps);
        }
        return true;
    }
    bool captured = false;
    if (p.rowOf(at) == me && p.seeds[at] == 1) {
        const int opp = p.opposite(at);
        const EmptyCapture mode = p.rules->emptyCapture;
        if (mode == EmptyCapture::LastSeed) {
            // K7 `last-seed`: the last seed alone goes to the store, the opposite seeds stay.
            addStep(steps, StepKind::Capture, RuleId::K7, me, at, myStore, 1, 1);
            p.store[index(me)] += 1;
            p.seeds[at] = 0;
            captured = true;
        } else if (p.seeds[opp] > 0 || mode == EmptyCapture::On) {
            const RuleId rule = p.seeds[opp] > 0 ? RuleId::K4 : RuleId::K7;
            if (p.seeds[opp] > 0)
                addStep(steps, StepKind::Capture, rule, me, opp, myStore, p.seeds[opp], 1);
            addStep(steps, StepKind::Capture, rule, me, at, myStore, 1, 1);
            p.store[index(me)] += p.seeds[opp] + 1;
            p.seeds[opp] = 0;
            p.seeds[at] = 0;
            captured = true;
        }
    }
    endIfRowEmpty(p, steps);
    if (!p.over()) {
        // K9: after South's first turn North may swap.
        const bool offerPie = p.rules->pie && me == Side::South && p.turn == 1;
        endTurn(p, opponent(me), !(captured || reachedStore), steps);
        p.pieAvailable = offerPie && !p.over();
    }
    return true;
}

bool apply(Position& p, const Decision& d, StepList* steps)
{
    if (p.phase != Phase::Play || p.pending != Pending::Turn)
        return false;
    if (d.kind == DecisionKind::Swap) {
        if (!p.pieAvailable || p.toMove != Side::North)
            return false;
        swapSides(p, steps);
        return true;
    }
    if (d.kind != DecisionKind::Sow)
        return false;
    return sow(p, d.hole, steps);
}

std::string whyIllegal(const Position& p, const Decision& d, RuleId* rule)
{
    if (d.kind == DecisionKind::Swap)
        return because(rule, RuleId::K9, p.rules->pie ? "Sides can be swapped only as North's first decision (K9)."
                                                : "The pie rule is off (K9).");
    if (d.kind != DecisionKind::Sow)
        return because(rule, RuleId::K2, "In Kalah a turn is the sowing of one house (K2).");
    if (d.hole < 0 || d.hole >= p.ring())
        return because(rule, RuleId::K1, "There is no such house (K1).");
    if (p.rowOf(d.hole) != p.toMove)
        return because(rule, RuleId::K2, "You may only sow from your own houses (K2).");
    if (p.seeds[d.hole] == 0)
        return because(rule, RuleId::K2, "That house is empty (K2).");
    return {};
}

} // namespace

const VariantOps& kalahOps()
{
    static const VariantOps ops{start, candidates, apply, whyIllegal, false};
    return ops;
}

} // namespace mancala::detail
