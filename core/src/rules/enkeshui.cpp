// SPDX-License-Identifier: GPL-3.0-or-later
// Enkeshui (docs/rules.md E1-E10): relay sowing on boards of 4 to 12 holes a row,
// bulls that keep their seeds, a capture walk after a first lap, the
// clockwise privilege, the special move and a racing start. E1's layouts
// are built by Rules::initialSeeds().

#include "rules/sowing.h"

namespace mancala::detail {

namespace {

bool isBull(const Position& p, int hole) { return p.mark[hole] == Mark::Bull; }

Direction reversed(Direction d) { return d == Direction::Ccw ? Direction::Cw : Direction::Ccw; }

bool sowable(const Position& p, int hole)
{
    return hole >= 0 && hole < p.ring() && p.rowOf(hole) == p.toMove && !isBull(p, hole) && p.seeds[hole] > 0;
}

/// Seeds in `s`'s row outside bulls (E9).
int freeSeeds(const Position& p, Side s)
{
    int total = 0;
    for (int k = 0; k < p.houses(); ++k) {
        const int i = p.rowHole(s, k);
        if (!isBull(p, i))
            total += p.seeds[i];
    }
    return total;
}

/// Lifts a lap and forgets what the previous lap's drops found (E4: the
/// pair rule looks at the last two drops of one lap).
void liftLap(Position& p, Side s, int hole, Direction dir, RuleId rule, StepList* steps)
{
    lift(p, s, hole, dir, rule, steps);
    Hand& h = p.hand[index(s)];
    h.found = h.foundBefore = Hand::kNoCount;
}

void dropSeed(Position& p, Side s, RuleId rule, StepList* steps)
{
    Hand& h = p.hand[index(s)];
    const int to = p.next(h.at, h.dir);
    h.foundBefore = h.found;
    h.found = p.seeds[to];
    dropNext(p, s, rule, steps);
    if (isBull(p, to))
        h.loud = true; // G2: a seed reached a bull
}

/// E2: the race is relay sowing only, with no bulls and no captures.
HandStatus advanceRace(Position& p, Side s, StepList* steps)
{
    Hand& h = p.hand[index(s)];
    dropSeed(p, s, RuleId::E2, steps);
    if (h.seeds)
        return HandStatus::Sowing;
    if (h.found == 0)
        return HandStatus::Finished;
    liftLap(p, s, h.at, h.dir, RuleId::E2, steps);
    return HandStatus::Sowing;
}

/// E9: when the player to move has no seeds outside bulls in their row, the
/// opponent takes the seeds of their own row; bulls stay with their owners
/// (score() counts them).
void endIfStuck(Position& p, StepList* steps)
{
    if (p.over() || freeSeeds(p, p.toMove) > 0)
        return;
    const Side other = opponent(p.toMove);
    for (int k = 0; k < p.houses(); ++k) {
        const int i = p.rowHole(other, k);
        if (isBull(p, i) || !p.seeds[i])
            continue;
        addStep(steps, StepKind::Sweep, RuleId::E9, other, i, storeOf(other), p.seeds[i]);
        p.store[index(other)] += p.seeds[i];
        p.seeds[i] = 0;
    }
    finishGame(p, RuleId::E9, steps);
}

void start(Position& p)
{
    startRaceOrPlay(p, p.rules->race); // E2
}

void candidates(const Position& p, DecisionList& out)
{
    if (p.phase == Phase::Race) {
        raceCandidates(p, out);
        return;
    }
    if (p.pending == Pending::Direction) {
        out.push(Decision::direction(Direction::Ccw));
        out.push(Decision::direction(Direction::Cw));
        return;
    }
    for (int k = 0; k < p.houses(); ++k)
        if (sowable(p, p.rowHole(p.toMove, k)))
            out.push(Decision::sow(p.rowHole(p.toMove, k)));
    if (out.empty())
        out.push(Decision::pass());
}

void makeBull(Position& p, Side me, int hole, StepList* steps)
{
    if (isBull(p, hole))
        return; // E4: a bull keeps its first owner
    p.mark[hole] = Mark::Bull;
    p.markOwner[hole] = me;
    p.hand[index(me)].loud = true;
    addStep(steps, StepKind::MakeBull, RuleId::E4, me, hole, kNoPlace, p.seeds[hole], p.hand[index(me)].laps);
}

/**
 * E4: the last seed of a lap making a 3 into 4 makes that hole the mover's
 * bull; the last two seeds falling in holes holding 2 and 3 (either order)
 * make both bulls, on either row. Returns whether the lap ended in a bull
 * (new or old), which ends the move.
 */
bool makeBulls(Position& p, Side me, StepList* steps)
{
    const Hand& h = p.hand[index(me)];
    const int at = h.at;
    const bool pair = (h.found == 2 && h.foundBefore == 3) || (h.found == 3 && h.foundBefore == 2);
    if (pair)
        makeBull(p, me, p.next(at, reversed(h.dir)), steps);
    if (pair || h.found == 3)
        makeBull(p, me, at, steps);
    return isBull(p, at);
}

void take(Position& p, Side me, int hole, StepList* steps)
{
    addStep(steps, StepKind::Capture, RuleId::E5, me, hole, storeOf(me), p.seeds[hole], 1);
    p.store[index(me)] += p.seeds[hole];
    p.seeds[hole] = 0;
    p.hand[index(me)].loud = true;
}

bool takeable(const Position& p, int hole) { return p.seeds[hole] > 0 && !isBull(p, hole); }

/**
 * E5: a first lap ending in an empty hole of the mover's row whose opposite
 * hole holds seeds and is not a bull takes those seeds and the last seed;
 * then each following hole (CCW, not past the end of the row) that is empty
 * and faces a non-empty non-bull hole has its opposite seeds taken too.
 */
void capture(Position& p, Side me, int at, StepList* steps)
{
    if (p.rowOf(at) != me || !takeable(p, p.opposite(at)))
        return;
    take(p, me, p.opposite(at), steps);
    take(p, me, at, steps);
    const int rowEnd = p.rowHole(me, p.houses() - 1);
    for (int i = at + 1; i <= rowEnd; ++i) {
        if (p.seeds[i] != 0 || !takeable(p, p.opposite(i)))
            break;
        take(p, me, p.opposite(i), steps);
    }
}

void finishMove(Position& p, Side me, StepList* steps)
{
    const bool quiet = !p.hand[index(me)].loud;
    stopHand(p, me);
    endTurn(p, opponent(me), quiet, steps);
    endIfStuck(p, steps);
}

/**
 * Sows the mover's hand lap by lap until the move ends or the clockwise
 * privilege interrupts it (E7, when `privilege`: the first lap dropped in
 * every hole of the opponent's row). False when the sowing would go on past
 * kLapLimit laps (G1).
 */
bool runMove(Position& p, RuleId rule, bool privilege, StepList* steps)
{
    const Side me = p.toMove;
    Hand& h = p.hand[index(me)];
    for (;;) {
        while (h.seeds)
            dropSeed(p, me, rule, steps);
        if (makeBulls(p, me, steps))
            break; // E4: a lap ending in a bull ends the move
        if (h.found == 0) {
            // E6: a lap ending in an empty hole ends the move; only the
            // first lap, never after a relay, may capture (E5).
            if (!h.relayed)
                capture(p, me, h.at, steps);
            break;
        }
        if (h.laps >= kLapLimit)
            return false; // G1
        h.relayed = true;
        if (privilege && h.laps == 1) {
            // E7: the direction is chosen before the relay seeds are lifted.
            // What the drops found is no longer needed (the next lap starts
            // afresh): forget it, so the position string carries the state.
            h.found = h.foundBefore = Hand::kNoCount;
            p.pending = Pending::Direction;
            p.decider = me;
            return true;
        }
        liftLap(p, me, h.at, h.dir, rule, steps);
    }
    finishMove(p, me, steps);
    return true;
}

/// E3: sow all seeds of an own non-bull hole CCW with relay sowing.
bool sowHole(Position& p, int hole, StepList* steps)
{
    if (!sowable(p, hole))
        return false;
    const Side me = p.toMove;
    const int lastOpponentHole = p.rowHole(opponent(me), p.houses() - 1);
    const int reach = (lastOpponentHole - hole + p.ring()) % p.ring();
    const bool privilege = p.seeds[hole] >= reach; // E7: the lap covers the opponent's row
    liftLap(p, me, hole, Direction::Ccw, RuleId::E3, steps);
    return runMove(p, RuleId::E3, privilege, steps);
}

bool applyInPlay(Position& p, const Decision& d, StepList* steps);

bool directionCycles(const Position& p, Direction dir)
{
    Position copy = p;
    return !applyInPlay(copy, Decision::direction(dir), nullptr);
}

/// E7: the remaining laps go the chosen way; G1: when both ways cycle, the
/// move ends with the relay seeds left in their hole.
bool chooseDirection(Position& p, const Decision& d, StepList* steps)
{
    const Side me = p.toMove;
    Hand& h = p.hand[index(me)];
    if (d.kind == DecisionKind::Pass) {
        if (!directionCycles(p, Direction::Ccw) || !directionCycles(p, Direction::Cw))
            return false;
        addStep(steps, StepKind::Pass, RuleId::G1, me);
        finishMove(p, me, steps);
        return true;
    }
    if (d.kind != DecisionKind::Direction)
        return false;
    addStep(steps, StepKind::ChooseDirection, RuleId::E7, me, h.at, kNoPlace, d.dir == Direction::Cw ? 1 : 0, h.laps);
    p.pending = Pending::Turn;
    p.decider = me;
    liftLap(p, me, h.at, d.dir, RuleId::E7, steps);
    return runMove(p, RuleId::E7, false, steps);
}

/// Why a distribution (E8) is not legal, empty when it is.
std::string distributionProblem(const Position& p, const Decision& d)
{
    const Side me = p.toMove;
    int before = 0;
    int after = 0;
    int decreased = 0;
    bool changed = false;
    for (int k = 0; k < kMaxRow; ++k) {
        if (k >= p.houses()) {
            if (d.counts[k])
                return "The special move can only place seeds in your own holes (E8).";
            continue;
        }
        const int i = p.rowHole(me, k);
        before += p.seeds[i];
        after += d.counts[k];
        if (isBull(p, i) && d.counts[k] != p.seeds[i])
            return "Seeds in a bull cannot be moved (E4, E8).";
        decreased += d.counts[k] < p.seeds[i];
        changed = changed || d.counts[k] != p.seeds[i];
    }
    if (after != before)
        return "The special move must keep the seeds of your row: " + std::to_string(before) + ", not "
            + std::to_string(after) + " (E8).";
    if (decreased > 2)
        return "The special move takes the seeds of two holes only (E8).";
    if (!changed)
        return "The special move must change your row (E8).";
    return {};
}

/// E8: once per game, as the whole turn, the seeds of two own non-bull
/// holes are placed freely in the own non-bull holes.
bool distribute(Position& p, const Decision& d, StepList* steps)
{
    if (!canDistribute(p) || !distributionProblem(p, d).empty())
        return false;
    const Side me = p.toMove;
    for (int k = 0; k < p.houses(); ++k) {
        const int i = p.rowHole(me, k);
        if (p.seeds[i] == d.counts[k])
            continue;
        p.seeds[i] = d.counts[k];
        addStep(steps, StepKind::Distribute, RuleId::E8, me, kNoPlace, i, d.counts[k]);
    }
    p.specialUsed[index(me)] = true;
    endTurn(p, opponent(me), true, steps);
    endIfStuck(p, steps);
    return true;
}

/// G1: a player whose every sowing would cycle passes.
bool pass(Position& p, StepList* steps)
{
    if (hasLegalMove(p))
        return false;
    addStep(steps, StepKind::Pass, RuleId::G1, p.toMove);
    endTurn(p, opponent(p.toMove), true, steps);
    endIfStuck(p, steps);
    return true;
}

bool applyInPlay(Position& p, const Decision& d, StepList* steps)
{
    if (p.pending == Pending::Direction)
        return chooseDirection(p, d, steps);
    if (p.pending != Pending::Turn)
        return false;
    switch (d.kind) {
    case DecisionKind::Sow: return sowHole(p, d.hole, steps);
    case DecisionKind::Distribute: return distribute(p, d, steps);
    case DecisionKind::Pass: return pass(p, steps);
    default: return false;
    }
}

bool apply(Position& p, const Decision& d, StepList* steps)
{
    if (p.phase == Phase::Race) {
        if (d.kind != DecisionKind::Sow || !chooseForRace(p, d.hole, advanceRace, RuleId::E2, steps))
            return false;
        if (p.phase == Phase::Play)
            endIfStuck(p, steps); // E9 can end the game straight after the race
        return true;
    }
    if (p.phase != Phase::Play)
        return false;
    return applyInPlay(p, d, steps);
}

std::string whySow(const Position& p, int hole, RuleId* rule, RuleId id)
{
    if (hole < 0 || hole >= p.ring())
        return because(rule, RuleId::E10, "There is no such hole on this board (E10).");
    const Side me = p.phase == Phase::Race ? p.decider : p.toMove;
    if (p.rowOf(hole) != me)
        return because(rule, id, "You may only sow from your own row (" + std::string(ruleIdName(id)) + ").");
    if (isBull(p, hole))
        return because(rule, RuleId::E3, "A bull cannot be sown (E3).");
    if (p.seeds[hole] == 0)
        return because(rule, id, "That hole is empty (" + std::string(ruleIdName(id)) + ").");
    return {};
}

std::string whyIllegal(const Position& p, const Decision& d, RuleId* rule)
{
    if (p.phase == Phase::Race) {
        if (d.kind != DecisionKind::Sow)
            return because(rule, RuleId::E2, "The game starts with a race: choose a hole to race from (E2).");
        return whySow(p, d.hole, rule, RuleId::E2);
    }
    if (p.pending == Pending::Direction) {
        if (d.kind == DecisionKind::Pass)
            return because(rule, RuleId::G1, "You may end the move only when both directions would go round for "
                                             "more than 1,000 laps (G1).");
        if (d.kind != DecisionKind::Direction)
            return because(rule, RuleId::E7, "Choose the direction of the remaining laps first (E7).");
        return {};
    }
    switch (d.kind) {
    case DecisionKind::Sow: return whySow(p, d.hole, rule, RuleId::E3);
    case DecisionKind::Distribute:
        if (!p.rules->specialMove)
            return because(rule, RuleId::E8, "The special move is off in this game (E8).");
        if (p.specialUsed[index(p.toMove)])
            return because(rule, RuleId::E8, "The special move can be made only once a game (E8).");
        return because(rule, RuleId::E8, distributionProblem(p, d));
    case DecisionKind::Direction:
        return because(rule, RuleId::E7, "A direction is chosen only after a first lap round the opponent's "
                                         "row, when the sowing goes on (E7).");
    case DecisionKind::Pass:
        return because(rule, RuleId::G1, "You may pass only when every sowing would go round for more than "
                                         "1,000 laps (G1).");
    default: return because(rule, RuleId::E3, "In Enkeshui a turn is the sowing of one hole (E3).");
    }
}

} // namespace

const VariantOps& enkeshuiOps()
{
    static const VariantOps ops{start, candidates, apply, whyIllegal, true};
    return ops;
}

} // namespace mancala::detail

namespace mancala {

bool sampleDistribution(const Position& p, std::uint64_t& rng, Decision& out)
{
    using detail::nextRandom;
    if (!canDistribute(p))
        return false;
    const Side me = p.toMove;
    std::array<int, kMaxRow> open{}; // the row's non-bull holes, as k
    std::array<int, kMaxRow> full{}; // those that hold seeds
    int nOpen = 0;
    int nFull = 0;
    for (int k = 0; k < p.houses(); ++k) {
        const int i = p.rowHole(me, k);
        if (p.mark[i] == Mark::Bull)
            continue;
        open[nOpen++] = k;
        if (p.seeds[i])
            full[nFull++] = k;
    }
    if (nOpen < 2 || nFull == 0)
        return false; // nothing could change
    const int first = full[nextRandom(rng) % nFull];
    int second = first;
    while (second == first)
        second = nFull > 1 ? full[nextRandom(rng) % nFull] : open[nextRandom(rng) % nOpen];
    std::array<std::uint8_t, kMaxRow> base{};
    for (int k = 0; k < p.houses(); ++k)
        base[k] = p.seeds[p.rowHole(me, k)];
    const int lifted = base[first] + base[second];
    base[first] = base[second] = 0;
    for (;;) {
        // A uniform composition of `lifted` over the open holes: choose the
        // nOpen-1 bar places among lifted+nOpen-1 slots (selection sampling).
        Decision d;
        d.kind = DecisionKind::Distribute;
        d.counts = base;
        int bars = nOpen - 1;
        int part = 0;
        const int slots = lifted + nOpen - 1;
        for (int slot = 0; slot < slots; ++slot) {
            if (bars > 0 && static_cast<int>(nextRandom(rng) % static_cast<std::uint64_t>(slots - slot)) < bars) {
                --bars;
                ++part;
            } else {
                ++d.counts[open[part]];
            }
        }
        bool changed = false;
        for (int k = 0; k < p.houses(); ++k)
            changed = changed || d.counts[k] != p.seeds[p.rowHole(me, k)];
        if (changed) {
            out = d;
            return true;
        }
    }
}

} // namespace mancala
