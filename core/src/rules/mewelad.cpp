// SPDX-License-Identifier: GPL-3.0-or-later
// Mewelad / Gabata (docs/rules.md W1-W8): relay sowing from owned holes, fours
// captured as they are made, the racing start, Jen when captures are
// claimed, rounds that redistribute the holes.
//
// Readings where docs/rules.md is silent:
// - A four made by the last seed of a lap ends the move whether it is taken
//   or left (W3, W4): leaving it does not relay from it.
// - A LeftFour mark stands for the four lying in the hole. It goes when the
//   four leaves the hole: when its owner sows from it, and at the end of the
//   round. A drop always raises a LeftFour hole to 5, making it a Jen.
// - A Jen stays a Jen for the rest of the round, even when its owner sows
//   it empty; the last seed of a lap falling in an empty Jen is eaten alone.
// - A race hand whose sowing ends with a capture or an eat has ended its
//   sowing, as much as one whose lap ends in an empty hole (W2).

#include "rules/rounds.h"
#include "rules/sowing.h"

namespace mancala::detail {

namespace {

int seedsOwned(const Position& p, Side s)
{
    int total = 0;
    for (int i = 0; i < p.ring(); ++i)
        if (p.owner[i] == s)
            total += p.seeds[i];
    return total;
}

int holesOwned(const Position& p, Side s)
{
    int total = 0;
    for (int i = 0; i < p.ring(); ++i)
        total += p.owner[i] == s;
    return total;
}

int storeTotal(const Position& p) { return p.store[0] + p.store[1]; }

void start(Position& p)
{
    startRaceOrPlay(p, p.rules->race); // W2
}

void candidates(const Position& p, DecisionList& out)
{
    switch (p.pending) {
    case Pending::Race:
        raceCandidates(p, out);
        return;
    case Pending::TakeOrLeave:
        out.push(Decision::take());
        out.push(Decision::leave());
        return;
    case Pending::Turn:
        for (int i = 0; i < p.ring(); ++i)
            if (p.owner[i] == p.toMove && p.seeds[i])
                out.push(Decision::sow(i));
        if (out.empty())
            out.push(Decision::pass());
        return;
    case Pending::ContinueFrom:
    case Pending::Direction:
        return;
    }
}

/// W3 (W8): `captor` takes the four in `hole` to their store.
void captureFour(Position& p, Side captor, int hole, int lap, StepList* steps)
{
    // W8: the last hole of a player keeps its owner; in Mewelad a capture of
    // four never changes a hole's owner, so this only names the capture.
    const Side owner = p.owner[hole];
    const RuleId rule = captor != owner && holesOwned(p, owner) == 1 ? RuleId::W8 : RuleId::W3;
    addStep(steps, StepKind::Capture, rule, captor, hole, storeOf(captor), p.seeds[hole], lap);
    p.store[index(captor)] += p.seeds[hole];
    p.seeds[hole] = 0;
    clearMark(p, hole);
}

/// W3: a drop of `sower` made `hole` hold exactly 4.
HandStatus four(Position& p, Side sower, int hole, bool last, StepList* steps)
{
    const int lap = p.hand[index(sower)].laps;
    // W3: the owner captures, but the sower when it is the last seed of the lap.
    const Side entitled = last ? sower : p.owner[hole];
    if (p.rules->claimedCaptures) {
        // W4: the capture is only offered.
        p.pending = Pending::TakeOrLeave;
        p.decider = entitled;
        p.offerHole = static_cast<Place>(hole);
        addStep(steps, StepKind::Offer, RuleId::W4, entitled, hole, storeOf(entitled), p.seeds[hole], lap);
        return HandStatus::Interrupted;
    }
    captureFour(p, entitled, hole, lap, steps);
    return last ? HandStatus::Finished : HandStatus::Sowing;
}

/// W4: the last seed of a lap fell in the Jen `hole`: the sower takes it and
/// one seed of the Jen, if the Jen held any before it.
HandStatus eat(Position& p, Side sower, int hole, StepList* steps)
{
    const int count = p.seeds[hole] >= 2 ? 2 : 1;
    addStep(steps, StepKind::Eat, RuleId::W4, sower, hole, storeOf(sower), count,
         p.hand[index(sower)].laps);
    p.seeds[hole] = static_cast<std::uint8_t>(p.seeds[hole] - count);
    p.store[index(sower)] += count;
    return HandStatus::Finished;
}

/// One seed of `side`'s hand (the AdvanceFn of the race and of every move).
HandStatus advance(Position& p, Side side, StepList* steps)
{
    const Hand& h = p.hand[index(side)];
    const int to = dropNext(p, side, RuleId::W1, steps);
    const bool last = h.seeds == 0;
    if (p.mark[to] == Mark::LeftFour && p.seeds[to] == 5) {
        // W4: a four that was left and grows to five becomes a Jen.
        p.mark[to] = Mark::Jen;
        addStep(steps, StepKind::MakeJen, RuleId::W4, side, to, kNoPlace, p.seeds[to], h.laps);
    }
    if (p.mark[to] == Mark::Jen)
        return last ? eat(p, side, to, steps) : HandStatus::Sowing; // W4: never captured by W3
    if (p.seeds[to] == 4)
        return four(p, side, to, last, steps);
    if (!last)
        return HandStatus::Sowing;
    if (p.seeds[to] == 1)
        return HandStatus::Finished; // W1: the lap ended in an empty hole
    lift(p, side, to, Direction::Ccw, RuleId::W1, steps); // W1: relay
    return HandStatus::Sowing;
}

/// W5: the player to move has no seeds in their holes: the opponent captures
/// every seed left on the board, and the round ends (W6, W7).
void endRoundIfStuck(Position& p, StepList* steps)
{
    if (p.over() || p.phase != Phase::Play || seedsOwned(p, p.toMove) > 0)
        return;
    const Side taker = opponent(p.toMove);
    for (int i = 0; i < p.ring(); ++i) {
        if (p.seeds[i]) {
            addStep(steps, StepKind::Sweep, RuleId::W5, taker, i, storeOf(taker), p.seeds[i]);
            p.store[index(taker)] += p.seeds[i];
            p.seeds[i] = 0;
        }
        clearMark(p, i);
    }
    endRound(p, kMeweladRounds, steps);
}

/// Hands the turn on once `p.toMove`'s sowing has ended.
void endMove(Position& p, bool quiet, StepList* steps)
{
    stopHand(p, p.toMove);
    p.offerHole = kNoPlace;
    endTurn(p, opponent(p.toMove), quiet, steps);
    endRoundIfStuck(p, steps);
}

/**
 * Sows the hand of the player to move until the move ends or an offer
 * interrupts it. False when the sowing goes beyond kLapLimit laps (G1).
 */
bool sowOn(Position& p, HandStatus status, StepList* steps)
{
    const Side me = p.toMove;
    Hand& h = p.hand[index(me)];
    const int storesBefore = storeTotal(p);
    while (status == HandStatus::Sowing) {
        status = advance(p, me, steps);
        if (status == HandStatus::Sowing && h.laps > kLapLimit)
            return false; // G1
    }
    if (storeTotal(p) != storesBefore)
        h.loud = true; // G2: this turn is not quiet
    if (status == HandStatus::Finished)
        endMove(p, !h.loud, steps);
    return true;
}

/// W1: `hole` is one the player to move may sow.
bool canSow(const Position& p, int hole)
{
    return hole >= 0 && hole < p.ring() && p.owner[hole] == p.toMove && p.seeds[hole] > 0;
}

bool sowTurn(Position& p, int hole, StepList* steps)
{
    if (!canSow(p, hole))
        return false;
    if (p.mark[hole] == Mark::LeftFour)
        clearMark(p, hole); // the four that was left is sown away
    lift(p, p.toMove, hole, Direction::Ccw, RuleId::W1, steps);
    return sowOn(p, HandStatus::Sowing, steps);
}

/// After the race, the winner's first turn may find them without seeds (W5).
void afterRace(Position& p, StepList* steps)
{
    if (p.phase == Phase::Play && p.pending == Pending::Turn)
        endRoundIfStuck(p, steps);
}

bool chooseRaceHole(Position& p, const Decision& d, StepList* steps)
{
    if (d.kind != DecisionKind::Sow || !chooseForRace(p, d.hole, advance, RuleId::W2, steps))
        return false;
    afterRace(p, steps);
    return true;
}

/// G1: whether taking and leaving the offer both make the sowing go round for ever.
bool offerCycles(const Position& p);

/**
 * W4: the decider takes or leaves the four on offer, then the interrupted
 * sowing goes on (in the race, the race goes on).
 */
bool resolveOffer(Position& p, const Decision& d, StepList* steps)
{
    const bool racing = p.phase == Phase::Race;
    const Side sower = racing ? p.raceNext : p.toMove;
    const Side decider = p.decider;
    const int hole = p.offerHole;
    const Hand& h = p.hand[index(sower)];
    const int lap = h.laps;
    HandStatus status = h.seeds == 0 ? HandStatus::Finished : HandStatus::Sowing; // W3: a last-seed four ends the move
    bool took = false;
    switch (d.kind) {
    case DecisionKind::Take:
        addStep(steps, StepKind::Take, RuleId::W4, decider, hole, storeOf(decider), p.seeds[hole], lap);
        captureFour(p, decider, hole, lap, steps);
        took = true;
        break;
    case DecisionKind::Leave:
        addStep(steps, StepKind::Leave, RuleId::W4, decider, hole, kNoPlace, p.seeds[hole], lap);
        p.mark[hole] = Mark::LeftFour;
        break;
    case DecisionKind::Pass:
        // G1: both choices go round for ever: the offer lapses and the move
        // ends, the seeds still in the hand staying where the hand stands.
        if (racing || !offerCycles(p))
            return false;
        addStep(steps, StepKind::Pass, RuleId::G1, decider, hole);
        for (int k = 0; k < h.seeds; ++k)
            addStep(steps, StepKind::Drop, RuleId::G1, sower, kNoPlace, hole, 1, lap);
        p.seeds[hole] = static_cast<std::uint8_t>(p.seeds[hole] + h.seeds);
        p.hand[index(sower)].seeds = 0;
        status = HandStatus::Finished;
        break;
    default:
        return false;
    }
    p.offerHole = kNoPlace;
    if (racing) {
        resumeRace(p, sower, status, advance, RuleId::W2, steps);
        afterRace(p, steps);
        return true;
    }
    p.pending = Pending::Turn;
    p.decider = p.toMove;
    if (took)
        p.hand[index(sower)].loud = true; // G2: this turn is not quiet
    return sowOn(p, status, steps);
}

bool offerCycles(const Position& p)
{
    for (const Decision& d : {Decision::take(), Decision::leave()}) {
        Position copy = p;
        if (resolveOffer(copy, d, nullptr))
            return false;
    }
    return true;
}

/// G1: the player to move passes when every sowing goes round for ever.
bool passTurn(Position& p, StepList* steps)
{
    if (hasLegalMove(p))
        return false;
    addStep(steps, StepKind::Pass, RuleId::G1, p.toMove);
    endMove(p, true, steps);
    return true;
}

bool apply(Position& p, const Decision& d, StepList* steps)
{
    switch (p.pending) {
    case Pending::Race:
        return chooseRaceHole(p, d, steps);
    case Pending::TakeOrLeave:
        return resolveOffer(p, d, steps);
    case Pending::Turn:
        if (d.kind == DecisionKind::Pass)
            return passTurn(p, steps);
        return d.kind == DecisionKind::Sow && sowTurn(p, d.hole, steps);
    case Pending::ContinueFrom:
    case Pending::Direction:
        break;
    }
    return false;
}

std::string whyIllegal(const Position& p, const Decision& d, RuleId* rule)
{
    if (p.pending == Pending::TakeOrLeave) {
        if (d.kind == DecisionKind::Pass)
            return because(rule, RuleId::G1, "You may pass only when taking and leaving the four both "
                                       "make the sowing go round for ever (G1).");
        if (d.kind != DecisionKind::Take && d.kind != DecisionKind::Leave)
            return because(rule, RuleId::W4, "A four is on offer: take it or leave it (W4).");
        return {};
    }
    if (d.kind == DecisionKind::Take || d.kind == DecisionKind::Leave)
        return because(rule, RuleId::W4, p.rules->claimedCaptures ? "There is no four on offer (W4)."
                                                            : "Fours are captured at once: claimed captures are off (W4).");
    if (p.pending == Pending::Turn && d.kind == DecisionKind::Pass)
        return because(rule, RuleId::G1, "You may pass only when every sowing you have goes round for ever (G1).");
    const RuleId id = p.pending == Pending::Race ? RuleId::W2 : RuleId::W1;
    if (d.kind != DecisionKind::Sow)
        return because(rule, id, p.pending == Pending::Race ? "In the race each player chooses a hole to sow (W2)."
                                                      : "A turn in Mewelad is the sowing of one hole (W1).");
    if (d.hole < 0 || d.hole >= p.ring())
        return because(rule, RuleId::W1, "There is no such hole (W1).");
    const Side chooser = p.pending == Pending::Race ? p.decider : p.toMove;
    if (p.owner[d.hole] != chooser)
        return because(rule, id, "You may only sow from a hole you own (" + std::string(ruleIdName(id)) + ").");
    if (p.seeds[d.hole] == 0)
        return because(rule, RuleId::W1, "That hole is empty (W1).");
    return {};
}

} // namespace

const VariantOps& meweladOps()
{
    static const VariantOps ops{start, candidates, apply, whyIllegal, true};
    return ops;
}

} // namespace mancala::detail
