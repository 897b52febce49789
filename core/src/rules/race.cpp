// SPDX-License-Identifier: GPL-3.0-or-later
// The racing start (W2, E2): both players sow at once, one seed per tick each.

#include "rules/sowing.h"

namespace mancala::detail {

namespace {

void noteStatus(Position& p, Side side, HandStatus status)
{
    Hand& h = p.hand[index(side)];
    // G1: a race hand that laps for ever is stopped where it is.
    if (status == HandStatus::Sowing && h.laps > kLapLimit) {
        if (h.seeds)
            p.seeds[h.at] += h.seeds;
        status = HandStatus::Finished;
    }
    if (status == HandStatus::Finished) {
        stopHand(p, side);
        p.raceFinished[index(side)] = p.raceTick;
    }
}

void finishRace(Position& p, RuleId rule, StepList* steps)
{
    const auto south = p.raceFinished[0];
    const auto north = p.raceFinished[1];
    Side winner = south < north ? Side::South : Side::North;
    bool byLot = false;
    if (south == north) {
        winner = drawLot(p, rule, steps);
        byLot = true;
    }
    addStep(steps, StepKind::RaceWon, rule, winner, kNoPlace, kNoPlace, byLot ? 1 : 0);
    p.phase = Phase::Play;
    p.raceChoice = {kNoPlace, kNoPlace};
    p.raceNext = Side::South;
    p.raceTick = 0; // at rest once the race is over: not part of the position any more
    p.raceFinished = {0, 0};
    p.toMove = p.decider = winner;
    p.pending = Pending::Turn;
}

} // namespace

void raceCandidates(const Position& p, DecisionList& out)
{
    const Side s = p.decider;
    for (int i = 0; i < p.ring(); ++i)
        if (p.owner[i] == s && p.seeds[i] && p.mark[i] == Mark::None)
            out.push(Decision::sow(i));
}

bool chooseForRace(Position& p, int hole, AdvanceFn advance, RuleId rule, StepList* steps)
{
    const Side s = p.decider;
    if (hole < 0 || hole >= p.ring() || p.owner[hole] != s || p.seeds[hole] == 0 || p.mark[hole] != Mark::None)
        return false;
    p.raceChoice[index(s)] = static_cast<Place>(hole);
    addStep(steps, StepKind::RaceChoice, rule, s, hole);
    if (s == Side::South) {
        p.decider = Side::North;
        return true;
    }
    lift(p, Side::South, p.raceChoice[0], Direction::Ccw, rule, steps);
    lift(p, Side::North, p.raceChoice[1], Direction::Ccw, rule, steps);
    p.raceTick = 0;
    p.raceFinished = {0, 0};
    p.raceNext = Side::South;
    runRace(p, advance, rule, steps);
    return true;
}

void runRace(Position& p, AdvanceFn advance, RuleId rule, StepList* steps)
{
    while (p.hand[0].active || p.hand[1].active) {
        const Side s = p.raceNext;
        if (s == Side::South) {
            ++p.raceTick;
            addStep(steps, StepKind::RaceTick, rule, s, kNoPlace, kNoPlace, p.raceTick);
        }
        if (p.hand[index(s)].active) {
            const HandStatus status = advance(p, s, steps);
            if (status == HandStatus::Interrupted)
                return; // resumeRace() goes on once the decision is taken
            noteStatus(p, s, status);
        }
        p.raceNext = opponent(s);
    }
    finishRace(p, rule, steps);
}

void resumeRace(Position& p, Side side, HandStatus status, AdvanceFn advance, RuleId rule, StepList* steps)
{
    noteStatus(p, side, status);
    p.raceNext = opponent(side);
    p.pending = Pending::Race;
    runRace(p, advance, rule, steps);
}

} // namespace mancala::detail
