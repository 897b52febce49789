// SPDX-License-Identifier: GPL-3.0-or-later
// Qelat, Keren / Magazeb II (docs/rules.md M1-M11): relay sowing CCW, ekwarna
// captured by making a four in the opponent's hole, eating from the
// opponent's ekwarna, rounds that redistribute the holes.
//
// Holes belong to a side for a round (Position::owner, set by M9). An
// ekwarna is marked Mark::Ekwarna with its captor in markOwner; the hole's
// owner stays as it was, so the captor differs from it. The M11 last hole,
// once the opponent has made it a four, is marked Mark::Ekwarna with
// markOwner equal to its owner: the owner still sows from it and eats from
// it, the opponent treats it as an ordinary hole of the owner.

#include "rules/rounds.h"
#include "rules/sowing.h"

namespace mancala::detail {

namespace {

/// M3: a hole captured as an ekwarna by markOwner.
bool isEkwarna(const Position& p, int hole)
{
    return p.mark[hole] == Mark::Ekwarna && p.markOwner[hole] != p.owner[hole];
}

/// M11: a last hole the opponent has made a four.
bool isLastHole(const Position& p, int hole)
{
    return p.mark[hole] == Mark::Ekwarna && p.markOwner[hole] == p.owner[hole];
}

int holesOwned(const Position& p, Side s)
{
    int n = 0;
    for (int i = 0; i < p.ring(); ++i)
        n += p.owner[i] == s;
    return n;
}

/// M2, M11: a non-empty hole `s` owns that is not an ekwarna.
bool canSow(const Position& p, Side s, int hole)
{
    return p.owner[hole] == s && p.seeds[hole] > 0 && !isEkwarna(p, hole);
}

/// M7: whether `s` has seeds outside ekwarna in its holes.
bool canMove(const Position& p, Side s)
{
    for (int i = 0; i < p.ring(); ++i)
        if (canSow(p, s, i))
            return true;
    return false;
}

void start(Position& p)
{
    p.phase = Phase::Play;
    p.pending = Pending::Turn;
    p.toMove = p.decider = Side::South; // M1
}

void candidates(const Position& p, DecisionList& out)
{
    const Side s = p.decider;
    const bool continuing = p.pending == Pending::ContinueFrom;
    for (int i = 0; i < p.ring(); ++i)
        if (canSow(p, s, i))
            out.push(continuing ? Decision::continueFrom(i) : Decision::sow(i));
    if (out.empty() && !continuing)
        out.push(Decision::pass()); // M7
}

/// How one sowing ended.
enum class Sown { Relays, Ended, Eaten, Cycles };

/// The end of a move: the turn passes (M7: a player who cannot move will
/// have to pass), and the round ends once no one can move (M8).
void finishMove(Position& p, bool quiet, StepList* steps)
{
    const Side me = p.toMove;
    endTurn(p, opponent(me), quiet, steps);
    if (!p.over() && !canMove(p, Side::South) && !canMove(p, Side::North))
        endRound(p, kKerenRounds, steps);
}

/// Names the rule that decided what the last seed of a lap did.
void tagLastDrop(StepList* steps, RuleId rule)
{
    if (steps && !steps->empty() && steps->back().kind == StepKind::Drop)
        steps->back().rule = rule;
}

/// M5, M11: the last seed and one more of the hole (if it held any before)
/// go to the mover's store.
void eat(Position& p, Side me, int hole, RuleId rule, StepList* steps)
{
    const int count = p.seeds[hole] > 1 ? 2 : 1;
    p.seeds[hole] = static_cast<std::uint8_t>(p.seeds[hole] - count);
    p.store[index(me)] = static_cast<std::int16_t>(p.store[index(me)] + count);
    addStep(steps, StepKind::Eat, rule, me, hole, storeOf(me), count);
}

/// M3, M11: the last seed made a four in a hole of the opponent.
void makeFour(Position& p, Side me, int hole, StepList* steps)
{
    const Side them = opponent(me);
    if (holesOwned(p, them) == 1) {
        // M11: the opponent's last hole stays theirs; the four go to the mover's store.
        tagLastDrop(steps, RuleId::M11);
        addStep(steps, StepKind::Capture, RuleId::M11, me, hole, storeOf(me), p.seeds[hole]);
        p.store[index(me)] = static_cast<std::int16_t>(p.store[index(me)] + p.seeds[hole]);
        p.seeds[hole] = 0;
        p.mark[hole] = Mark::Ekwarna;
        p.markOwner[hole] = them;
        return;
    }
    tagLastDrop(steps, RuleId::M3);
    p.mark[hole] = Mark::Ekwarna;
    p.markOwner[hole] = me;
    addStep(steps, StepKind::MakeEkwarna, RuleId::M3, me, hole);
}

/// What the last seed of a lap does in `at` (M2-M5, M11).
Sown landLastSeed(Position& p, int at, bool wasEmpty, bool& quiet, StepList* steps)
{
    const Side me = p.toMove;
    if (isEkwarna(p, at) && p.markOwner[at] == me) {
        tagLastDrop(steps, RuleId::M4);
        return Sown::Ended;
    }
    if ((isEkwarna(p, at) && p.markOwner[at] != me) || (isLastHole(p, at) && p.owner[at] == me)) {
        const RuleId rule = isLastHole(p, at) ? RuleId::M11 : RuleId::M5;
        tagLastDrop(steps, rule);
        eat(p, me, at, rule, steps);
        quiet = false;
        return Sown::Eaten;
    }
    if (p.owner[at] != me && p.seeds[at] == 4) {
        makeFour(p, me, at, steps);
        quiet = false;
        return Sown::Ended;
    }
    return wasEmpty ? Sown::Ended : Sown::Relays;
}

/**
 * M2: one sowing from `hole`, relay lap after relay lap, until a lap ends
 * in an empty hole (M2), makes a four (M3, M11), ends in the mover's
 * ekwarna (M4) or eats (M5, M11). `quiet` turns false when a seed reaches
 * a store or an ekwarna or a hole changes hands (G2). G1: a sowing still
 * going after kLapLimit laps reports Cycles.
 */
Sown sowFrom(Position& p, int hole, bool& quiet, StepList* steps)
{
    const Side me = p.toMove;
    stopHand(p, me);
    lift(p, me, hole, Direction::Ccw, RuleId::M2, steps);
    Hand& h = p.hand[index(me)];
    for (;;) {
        while (h.seeds > 0) {
            const int to = dropNext(p, me, RuleId::M2, steps);
            if (isEkwarna(p, to))
                quiet = false; // M6: the seed is the captor's
        }
        const int at = h.at;
        const bool wasEmpty = p.seeds[at] == 1;
        const Sown result = landLastSeed(p, at, wasEmpty, quiet, steps);
        if (result != Sown::Relays) {
            stopHand(p, me);
            return result;
        }
        if (h.laps >= kLapLimit) {
            stopHand(p, me);
            return Sown::Cycles; // G1
        }
        lift(p, me, at, Direction::Ccw, RuleId::M2, steps);
    }
}

/// Sows `hole` as the whole decision: the move ends, or waits for the hole
/// to continue from (M5). `quiet` is false when the move has already eaten.
bool sowDecision(Position& p, int hole, bool quiet, StepList* steps)
{
    const Side me = p.toMove;
    const Sown result = sowFrom(p, hole, quiet, steps);
    if (result == Sown::Cycles)
        return false;
    if (result == Sown::Eaten && canMove(p, me)) {
        // M5: continuing is a decision even with a single hole to choose.
        p.pending = Pending::ContinueFrom;
        p.decider = me;
        return true;
    }
    finishMove(p, quiet, steps);
    return true;
}

bool applyPass(Position& p, StepList* steps)
{
    if (hasLegalMove(p))
        return false;
    const Side me = p.decider;
    if (p.pending == Pending::ContinueFrom) {
        // G1: after eating, every hole to continue from cycles: the move ends.
        addStep(steps, StepKind::Pass, RuleId::G1, me);
        finishMove(p, false, steps);
        return true;
    }
    addStep(steps, StepKind::Pass, canMove(p, me) ? RuleId::G1 : RuleId::M7, me);
    finishMove(p, true, steps);
    return true;
}

bool apply(Position& p, const Decision& d, StepList* steps)
{
    if (p.phase != Phase::Play)
        return false;
    if (d.kind == DecisionKind::Pass)
        return applyPass(p, steps);
    const bool continuing = p.pending == Pending::ContinueFrom;
    if (d.kind != (continuing ? DecisionKind::Continue : DecisionKind::Sow))
        return false;
    if (d.hole < 0 || d.hole >= p.ring() || !canSow(p, p.decider, d.hole))
        return false;
    if (continuing)
        addStep(steps, StepKind::ChooseContinue, RuleId::M5, p.decider, d.hole);
    p.pending = Pending::Turn;
    return sowDecision(p, d.hole, !continuing, steps);
}

std::string whyIllegal(const Position& p, const Decision& d, RuleId* rule)
{
    const bool continuing = p.pending == Pending::ContinueFrom;
    const Side me = p.decider;
    if (d.kind == DecisionKind::Pass) {
        if (continuing)
            return because(rule, RuleId::M5, "After eating you continue from one of your holes (M5).");
        return because(rule, RuleId::M7, "You can move, so you cannot pass (M7).");
    }
    if (continuing && d.kind != DecisionKind::Continue)
        return because(rule, RuleId::M5, "After eating, choose one of your holes to continue from (M5).");
    if (!continuing && d.kind != DecisionKind::Sow)
        return because(rule, RuleId::M2, "A turn is the sowing of one of your holes (M2).");
    if (d.hole < 0 || d.hole >= p.ring())
        return because(rule, RuleId::M1, "There is no such hole (M1).");
    if (isEkwarna(p, d.hole)) {
        if (p.markOwner[d.hole] == me)
            return because(rule, RuleId::M2, "An ekwarna cannot be sown, not even by its captor (M2).");
        return because(rule, RuleId::M2, "That hole is your opponent's ekwarna now (M2).");
    }
    if (p.owner[d.hole] != me)
        return because(rule, RuleId::M2, "You may only sow from the holes you own (M2).");
    if (p.seeds[d.hole] == 0)
        return because(rule, RuleId::M2, "That hole is empty (M2).");
    return {};
}

} // namespace

const VariantOps& kerenOps()
{
    static const VariantOps ops{start, candidates, apply, whyIllegal, true};
    return ops;
}

} // namespace mancala::detail
