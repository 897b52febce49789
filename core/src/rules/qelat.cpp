// SPDX-License-Identifier: GPL-3.0-or-later
// Qelat of the Beni Amir & Mensa (docs/rules.md Q1-Q11): no stores, single lap,
// the sowing direction set by the start hole, waldas made by the last seed.

#include "rules/variant_ops.h"

namespace mancala::detail {

namespace {

bool isWalda(const Position& p, int hole) { return p.mark[hole] == Mark::Walda; }

/// Position of a hole within its own row, from its owner's left (0 = a / A).
int rowPosition(const Position& p, int hole) { return hole - p.rowHole(p.rowOf(hole), 0); }

/// Q2: a hole of the side's own row that is not a walda (of either player)
/// and has seeds. Q10 is checked apart.
bool sowable(const Position& p, Side s, int hole)
{
    return p.rowOf(hole) == s && p.seeds[hole] > 0 && !isWalda(p, hole);
}

/// Q8: whether the side has a legal move: a hole it may sow (Q2) that Q10
/// does not bar on this very move. A barred hole is no move, so a side whose
/// only seed is barred cannot move (and passes, or the game ends when the
/// other side cannot move either). `p.forbidden` lies in the row of the side
/// to move, so it bars nothing of the other side.
bool canMove(const Position& p, Side s)
{
    for (int k = 0; k < p.houses(); ++k) {
        const int h = p.rowHole(s, k);
        if (sowable(p, s, h) && h != p.forbidden)
            return true;
    }
    return false;
}

/// Q3: the left half of the row sows CW, the right half CCW, so the seeds
/// head for the nearer end of the board.
Direction directionOf(const Position& p, int hole)
{
    return 2 * rowPosition(p, hole) < p.houses() ? Direction::Cw : Direction::Ccw;
}

/**
 * Q10: the hole the opponent may not sow on the next move, or kNoPlace.
 *
 * Reading of "moves a ball across the end of the board to his opponent's
 * opposite hole" (source 000, after Mazagebh I) and of docs/rules.md's "sows a
 * single seed across the end of the board into the opponent's end hole": the
 * move sowed a single seed (the start hole held exactly one), that seed left
 * the mover's row over the end of the board and landed in the end hole of
 * the opponent's row at that end. By Q3 this is the mover's end hole sowing
 * its one seed into the hole facing it; with skip-waldas it may also be the
 * next hole in from a walda (b over a walda on a into F); a seed that passes
 * over a walda in the opponent's end hole lands in no end hole and does not
 * count. "Shifting the ball back" is sowing that hole while it holds just
 * this seed (it was empty before), which by Q3 sends the seed straight back
 * where it came from; a hole that already held seeds sows more than the one
 * seed and stays allowed.
 */
Place forbiddenAfter(const Position& p, int start, int sown, int last)
{
    if (!p.rules->antiRepetition || sown != 1 || p.rowOf(last) == p.rowOf(start))
        return kNoPlace;
    const int k = rowPosition(p, last);
    if ((k != 0 && k != p.houses() - 1) || p.seeds[last] != 1 || isWalda(p, last))
        return kNoPlace;
    return static_cast<Place>(last);
}

/// Q8: when neither player can move, the game ends; Q9 scores it (score()
/// counts the waldas for their owners; a seed Q10 bars counts for no one).
void endIfNoneCanMove(Position& p, StepList* steps)
{
    if (p.over() || canMove(p, Side::South) || canMove(p, Side::North))
        return;
    p.forbidden = kNoPlace;
    finishGame(p, RuleId::Q8, steps);
}

void start(Position& p)
{
    p.phase = Phase::Play;
    p.pending = Pending::Turn;
    p.toMove = p.decider = Side::South;
    p.forbidden = kNoPlace;
    endIfNoneCanMove(p, nullptr);
}

void candidates(const Position& p, DecisionList& out)
{
    if (p.phase != Phase::Play || p.pending != Pending::Turn)
        return;
    const Side me = p.toMove;
    for (int k = 0; k < p.houses(); ++k) {
        const int h = p.rowHole(me, k);
        if (sowable(p, me, h) && h != p.forbidden)
            out.push(Decision::sow(h));
    }
    if (out.empty())
        out.push(Decision::pass()); // Q8
}

/// Q8: a pass is legal only when the side to move cannot move.
bool mayPass(const Position& p) { return !canMove(p, p.toMove); }

bool sow(Position& p, int hole, StepList* steps)
{
    const Side me = p.toMove;
    if (hole < 0 || hole >= p.ring() || !sowable(p, me, hole) || hole == p.forbidden)
        return false;
    const Direction dir = directionOf(p, hole);
    const bool skip = p.rules->skipWaldas;
    const int sown = p.seeds[hole];
    int hand = sown;
    p.seeds[hole] = 0;
    addStep(steps, StepKind::PickUp, RuleId::Q2, me, hole, kNoPlace, hand, 1);
    bool quiet = true;
    int at = hole;
    // Q4: a single lap; it may come round and drop into the emptied start hole.
    while (hand > 0) {
        at = p.next(at, dir);
        const bool walda = isWalda(p, at);
        if (walda && skip) { // Q7 house rule: waldas are passed over
            addStep(steps, StepKind::Skip, RuleId::Q7, me, kNoPlace, at, 0, 1);
            continue;
        }
        // Q7: a walda is sown into like any hole and keeps its seeds.
        ++p.seeds[at];
        --hand;
        quiet = quiet && !walda;
        addStep(steps, StepKind::Drop, walda ? RuleId::Q7 : RuleId::Q3, me, kNoPlace, at, 1, 1);
    }
    // Q5: the last seed making an eligible hole hold exactly 4 makes it the
    // mover's walda.
    if (!isWalda(p, at) && p.seeds[at] == 4 && waldaEligible(p, me, at)) {
        p.mark[at] = Mark::Walda;
        p.markOwner[at] = me;
        addStep(steps, StepKind::MakeWalda, RuleId::Q5, me, at, kNoPlace, p.seeds[at], 1);
        quiet = false;
    }
    const Place forbid = forbiddenAfter(p, hole, sown, at);
    endTurn(p, opponent(me), quiet, steps); // Q11: G2 counts quiet turns
    p.forbidden = forbid;
    endIfNoneCanMove(p, steps); // Q8 before G2 (the engine checks G2 last)
    return true;
}

bool pass(Position& p, StepList* steps)
{
    if (!mayPass(p))
        return false;
    const Side me = p.toMove;
    addStep(steps, StepKind::Pass, RuleId::Q8, me);
    endTurn(p, opponent(me), true, steps);
    p.forbidden = kNoPlace; // Q10 holds for the very next move only
    endIfNoneCanMove(p, steps);
    return true;
}

bool apply(Position& p, const Decision& d, StepList* steps)
{
    if (p.phase != Phase::Play || p.pending != Pending::Turn)
        return false;
    if (d.kind == DecisionKind::Pass)
        return pass(p, steps);
    if (d.kind != DecisionKind::Sow)
        return false;
    return sow(p, d.hole, steps);
}

std::string whyIllegal(const Position& p, const Decision& d, RuleId* rule)
{
    if (d.kind == DecisionKind::Pass)
        return mayPass(p) ? std::string() : because(rule, RuleId::Q8, "You may pass only when you cannot sow (Q8).");
    if (d.kind != DecisionKind::Sow)
        return because(rule, RuleId::Q2, "In Qelat a turn is the sowing of one hole (Q2).");
    if (d.hole < 0 || d.hole >= p.ring())
        return because(rule, RuleId::Q1, "There is no such hole (Q1).");
    if (p.rowOf(d.hole) != p.toMove)
        return because(rule, RuleId::Q2, "You may only sow from your own row (Q2).");
    if (isWalda(p, d.hole))
        return because(rule, RuleId::Q2, "Waldas cannot be sown (Q2).");
    if (p.seeds[d.hole] == 0)
        return because(rule, RuleId::Q2, "That hole is empty (Q2).");
    if (d.hole == p.forbidden)
        return because(rule, RuleId::Q10, "That single seed has just come across the end of the board and may not "
                                    "be sown straight back on this move (Q10).");
    return {};
}

} // namespace

/// Q6: the two end holes of the side's own row and the two outermost holes
/// at each end of the opponent's row; with walda-holes=corners only the four
/// corner holes. Also read by checkConsistency() (consistency.cpp).
bool waldaEligible(const Position& p, Side s, int hole)
{
    const int n = p.houses();
    const int k = rowPosition(p, hole);
    const bool end = k == 0 || k == n - 1;
    if (p.rules->waldaHoles == WaldaHoles::Corners || p.rowOf(hole) == s)
        return end;
    return k <= 1 || k >= n - 2;
}

const VariantOps& qelatOps()
{
    static const VariantOps ops{start, candidates, apply, whyIllegal, false};
    return ops;
}

} // namespace mancala::detail
