// SPDX-License-Identifier: GPL-3.0-or-later
// Round end and redistribution of holes (M8-M10, W5-W7): see rounds.h.

#include "rules/rounds.h"
#include "rules/sowing.h"

#include <algorithm>

namespace mancala::detail {

namespace {

/// Whose seeds a hole holds at the end of a round: an ekwarna's captor (M6,
/// M8), else the hole's owner.
Side holderOf(const Position& p, int hole)
{
    return p.mark[hole] == Mark::Ekwarna ? p.markOwner[hole] : p.owner[hole];
}

/// M8: every seed left on the board goes to the store of the side it counts for.
void sweepToStores(Position& p, RuleId rule, StepList* steps)
{
    for (int i = 0; i < p.ring(); ++i) {
        if (!p.seeds[i])
            continue;
        const Side s = holderOf(p, i);
        addStep(steps, StepKind::Sweep, rule, s, i, storeOf(s), p.seeds[i]);
        p.store[index(s)] += p.seeds[i];
        p.seeds[i] = 0;
    }
}

int holesOwned(const Position& p, Side s)
{
    int n = 0;
    for (int i = 0; i < p.ring(); ++i)
        n += p.owner[i] == s;
    return n;
}

/// M9 / W6: the side that gets a hole contested by equal remainders.
Side breakTie(Position& p, const RoundRules& rules, StepList* steps)
{
    if (rules.tie == TieBreak::WeakerPlayer) {
        const int south = holesOwned(p, Side::South);
        const int north = holesOwned(p, Side::North);
        if (south != north)
            return south < north ? Side::South : Side::North;
    }
    return drawLot(p, rules.redistribute, steps);
}

/// M9: holes per side from the totals, `perHole` seeds a hole.
std::array<int, 2> shareHoles(Position& p, const std::array<int, 2>& totals, int perHole, Side winner,
                              const RoundRules& rules, StepList* steps)
{
    const int ring = p.ring();
    std::array<int, 2> holes{totals[0] / perHole, totals[1] / perHole};
    std::array<int, 2> rest{totals[0] % perHole, totals[1] % perHole};
    // Only custom layouts whose total does not divide can count more whole holes than the board has.
    while (holes[0] + holes[1] > ring)
        --holes[holes[0] >= holes[1] ? 0 : 1];
    if (holes[0] + holes[1] < ring) {
        // M9: the remainders meet in one hole: 3 against 1 takes it, 2 against 2 is a tie.
        Side taker = rest[0] > rest[1] ? Side::South : Side::North;
        if (rest[0] == rest[1])
            taker = breakTie(p, rules, steps);
        ++holes[index(taker)];
    }
    // Only custom layouts with fewer seeds than holes leave holes over: the round winner's.
    holes[index(winner)] += ring - holes[0] - holes[1];
    return holes;
}

/// M9: own row first, then the first holes of the opponent's row, into `owner`.
void assignOwners(const Position& p, const std::array<int, 2>& holes, std::array<Side, kMaxRing>& owner)
{
    const int n = p.houses();
    const Side big = holes[0] >= n ? Side::South : Side::North;
    const Side small = opponent(big);
    const int taken = holes[index(big)] - n;
    for (int k = 0; k < n; ++k) {
        owner[p.rowHole(big, k)] = big;
        owner[p.rowHole(small, k)] = k < taken ? big : small;
    }
}

void clearMarks(Position& p)
{
    for (int i = 0; i < kMaxRing; ++i)
        clearMark(p, i);
    p.hand = {};
    p.offerHole = kNoPlace;
    p.forbidden = kNoPlace;
}

/// M10 / W7: one side owns every hole, and with them every seed.
void endGame(Position& p, Side winner, const RoundRules& rules, StepList* steps)
{
    const Side loser = opponent(winner);
    if (p.store[index(loser)] > 0) {
        addStep(steps, StepKind::Sweep, rules.gameEnd, winner, storeOf(loser), storeOf(winner), p.store[index(loser)]);
        p.store[index(winner)] += p.store[index(loser)];
        p.store[index(loser)] = 0;
    }
    clearMarks(p);
    for (int i = 0; i < p.ring(); ++i) {
        p.owner[i] = winner;
        addStep(steps, StepKind::Redistribute, rules.gameEnd, winner, i, kNoPlace, 0);
    }
    p.toMove = p.decider = winner;
    finishGame(p, rules.gameEnd, steps);
}

/// M9/W6: the board every dealt round starts from: the seeds per hole, the
/// ones that do not divide one each into a, b, ...; stores empty, no marks.
bool dealtBoard(const Position& p)
{
    if (p.store[0] || p.store[1] || p.hand[0].active || p.hand[1].active)
        return false;
    const int ring = p.ring();
    const int total = p.totalSeeds();
    const int perHole = total / ring;
    const int extra = total - perHole * ring;
    for (int i = 0; i < ring; ++i)
        if (p.seeds[i] != perHole + (i < extra ? 1 : 0) || p.mark[i] != Mark::None)
            return false;
    return true;
}

/**
 * G3: the new round repeats an earlier one. The game ends there: each hole's
 * seeds go to its owner's store (Sweep steps) and the side owning more holes
 * wins, equal holes a draw. GameEnd's count is South's holes less North's.
 */
void endByRepetition(Position& p, StepList* steps)
{
    for (int i = 0; i < p.ring(); ++i) {
        if (!p.seeds[i])
            continue;
        const Side s = p.owner[i];
        addStep(steps, StepKind::Sweep, RuleId::G3, s, i, storeOf(s), p.seeds[i]);
        p.store[index(s)] += p.seeds[i];
        p.seeds[i] = 0;
    }
    const int margin = holesOwned(p, Side::South) - holesOwned(p, Side::North);
    p.phase = Phase::Over;
    p.pending = Pending::Turn;
    p.repeatStop = true;
    p.outcome = margin > 0 ? Outcome::SouthWins : margin < 0 ? Outcome::NorthWins : Outcome::Draw;
    addStep(steps, StepKind::GameEnd, RuleId::G3, p.toMove, kNoPlace, kNoPlace, margin);
}

} // namespace

int roundStartBit(const Position& p)
{
    if (p.phase != Phase::Play || p.pending != Pending::Turn || p.decider != p.toMove || !dealtBoard(p))
        return -1;
    const int ring = p.ring();
    const int south = holesOwned(p, Side::South);
    if (south <= 0 || south >= ring)
        return -1;
    std::array<Side, kMaxRing> dealt = p.owner;
    assignOwners(p, {south, ring - south}, dealt);
    if (dealt != p.owner)
        return -1;
    return 2 * south + (p.toMove == Side::North ? 1 : 0);
}

const RoundRules* roundRulesOf(Variant v)
{
    if (v == Variant::QelatKeren)
        return &kKerenRounds;
    if (v == Variant::Mewelad)
        return &kMeweladRounds;
    return nullptr;
}

void endRoundQuietly(Position& p, const RoundRules& rules, Side lastDecider, StepList* steps)
{
    // Equal totals: the side that did not take the last decision starts (G2).
    p.toMove = p.decider = opponent(lastDecider);
    const RoundRules quiet{RuleId::G2, rules.redistribute, rules.gameEnd, rules.tie};
    endRound(p, quiet, steps);
}

void endRound(Position& p, const RoundRules& rules, StepList* steps)
{
    const int ring = p.ring();
    std::array<int, 2> totals{p.store[0], p.store[1]};
    for (int i = 0; i < ring; ++i)
        totals[index(holderOf(p, i))] += p.seeds[i];
    const Side winner = totals[0] > totals[1] ? Side::South
                      : totals[1] > totals[0] ? Side::North
                                              : p.toMove;
    addStep(steps, StepKind::RoundEnd, rules.roundEnd, winner, kNoPlace, kNoPlace, p.round);
    sweepToStores(p, rules.roundEnd, steps);

    const int total = totals[0] + totals[1];
    const int perHole = total / ring;
    const auto holes = shareHoles(p, totals, std::max(1, perHole), winner, rules, steps);
    for (const Side s : {Side::South, Side::North})
        if (holes[index(s)] == ring) {
            endGame(p, s, rules, steps);
            return;
        }

    assignOwners(p, holes, p.owner);
    clearMarks(p);
    int extra = total - perHole * ring;
    for (int i = 0; i < ring; ++i) {
        p.seeds[i] = static_cast<std::uint8_t>(perHole + (extra > 0 ? 1 : 0));
        extra = std::max(0, extra - 1);
        addStep(steps, StepKind::Redistribute, rules.redistribute, p.owner[i], i, kNoPlace, p.seeds[i]);
    }
    p.store = {0, 0};
    ++p.round;
    p.phase = Phase::Play;
    p.pending = Pending::Turn;
    p.toMove = p.decider = winner;
    p.quietPlies = 0;
    addStep(steps, StepKind::NewRound, rules.redistribute, winner, kNoPlace, kNoPlace, p.round);

    // G3: a round that starts as an earlier one did ends the game.
    const int bit = roundStartBit(p);
    if (bit < 0)
        return;
    if (p.roundStarts & (std::uint64_t(1) << bit)) {
        endByRepetition(p, steps);
        return;
    }
    p.roundStarts |= std::uint64_t(1) << bit;
}

} // namespace mancala::detail
