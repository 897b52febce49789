// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Sowing one seed at a time, and the race of W2/E2 that interleaves two
// hands. Internal to the core.
//
// A sowing in progress lives in Position::hand[side]: `seeds` in the hand,
// `at` the last place sown (the start hole before the first drop), `dir`,
// `laps`. A rule set sows a whole move by calling its advance function until
// the hand is done; the race calls the two hands' advance functions in turn,
// South's drop first within a tick. A decision that interrupts a sowing (W4
// take-or-leave, E7 direction) leaves the hand in the position, so that
// apply() of that decision can resume it.

#include "rules/variant_ops.h"

namespace mancala::detail {

/// What one call of an advance function did to a hand.
enum class HandStatus {
    Sowing,      ///< seeds still to sow (or a relay lap was lifted)
    Finished,    ///< the sowing has ended
    Interrupted, ///< a decision is pending; the hand stays in the position
};

/// Advances the hand of `side` by one seed (and what happens at the end of
/// a lap). Each rule set with relay sowing provides its own.
using AdvanceFn = HandStatus (*)(Position& p, Side side, StepList* steps);

/// Lifts every seed of `hole` into the hand of `side`, starting lap `laps+1`.
/// Clears the mark of `hole`. A hole without a mark keeps South as its mark's
/// owner, the one form a position string reads back to (Position::operator==).
inline void clearMark(Position& p, int hole)
{
    p.mark[hole] = Mark::None;
    p.markOwner[hole] = Side::South;
}

inline void lift(Position& p, Side side, int hole, Direction dir, RuleId rule, StepList* steps)
{
    Hand& h = p.hand[index(side)];
    h.seeds = p.seeds[hole];
    h.at = static_cast<Place>(hole);
    h.dir = dir;
    h.active = true;
    ++h.laps;
    p.seeds[hole] = 0;
    addStep(steps, StepKind::PickUp, rule, side, hole, kNoPlace, h.seeds, h.laps);
}

/// Drops one seed of the hand of `side` into the next hole; returns the hole.
inline int dropNext(Position& p, Side side, RuleId rule, StepList* steps)
{
    Hand& h = p.hand[index(side)];
    const int to = p.next(h.at, h.dir);
    h.at = static_cast<Place>(to);
    --h.seeds;
    ++p.seeds[to];
    addStep(steps, StepKind::Drop, rule, side, kNoPlace, to, 1, h.laps);
    return to;
}

/// Ends the sowing of `side`'s hand.
inline void stopHand(Position& p, Side side)
{
    Hand& h = p.hand[index(side)];
    h = Hand{};
}

/// W2/E2: the start of a game that opens with a race when `racing`
/// (South chooses first, then North, neither seeing the other's choice),
/// else with South's ordinary turn.
inline void startRaceOrPlay(Position& p, bool racing)
{
    p.toMove = p.decider = Side::South;
    p.phase = racing ? Phase::Race : Phase::Play;
    p.pending = racing ? Pending::Race : Pending::Turn;
}

/**
 * W2/E2: records a race choice (South's, then North's); once both have
 * chosen, lifts both holes and runs the race. `rule` is W2 or E2.
 * Returns false when the choice is not legal.
 */
bool chooseForRace(Position& p, int hole, AdvanceFn advance, RuleId rule, StepList* steps);

/**
 * W2/E2: sows the race tick by tick from where it stands until both hands
 * have finished (then the winner moves first: Phase::Play, Pending::Turn)
 * or an advance function reports a pending decision.
 */
void runRace(Position& p, AdvanceFn advance, RuleId rule, StepList* steps);

/// After a decision that interrupted `side`'s race drop was resolved with
/// `status`, records it and runs the rest of the race.
void resumeRace(Position& p, Side side, HandStatus status, AdvanceFn advance, RuleId rule, StepList* steps);

/// Race choices: the decider's non-empty own holes.
void raceCandidates(const Position& p, DecisionList& out);

} // namespace mancala::detail
