// SPDX-License-Identifier: GPL-3.0-or-later
// What a position must be for the engine to play on from it: checkConsistency()
// and checkDecisions() (engine.h). The position reader calls both, so a
// position string from --setup, a record's Setup tag or an autosave can never
// name a pending decision without the state that decision needs (a race
// choice that is a store, an offer of no hole, a hand standing on a store):
// the engine indexes the board with those fields.
//
// Each field is checked against the pending decision it serves, in the shape
// the rule sets leave it (see sowing.h for the hands, race.cpp for the race,
// mewelad.cpp for offers, enkeshui.cpp for the direction choice, keren.cpp
// for continuing after eating).

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "rules/variant_ops.h"

#include <algorithm>

namespace mancala {

namespace {

bool inRing(const Position& p, int place) { return place >= 0 && place < p.ring(); }

bool racingRules(const Rules& r)
{
    return r.race && (r.variant == Variant::Mewelad || r.variant == Variant::Enkeshui);
}

std::string sideText(Side s) { return s == Side::South ? "South" : "North"; }

std::string placeText(const Position& p, int place)
{
    if (place == kNoPlace) return "-";
    if (place == kSouthStore) return "S";
    if (place == kNorthStore) return "N";
    return inRing(p, place) ? holeName(p.houses(), place) : std::to_string(place);
}

/// The enumerations hold one of their values (a position made from bytes may not).
std::string checkValues(const Position& p)
{
    auto side = [](Side s) { return s == Side::South || s == Side::North; };
    if (!side(p.toMove) || !side(p.decider) || !side(p.raceNext))
        return "a side is neither South nor North";
    if (static_cast<int>(p.phase) > static_cast<int>(Phase::Over)
        || static_cast<int>(p.pending) > static_cast<int>(Pending::TakeOrLeave)
        || static_cast<int>(p.outcome) > static_cast<int>(Outcome::Draw))
        return "the phase, pending decision or outcome is unknown";
    for (int i = 0; i < kMaxRing; ++i)
        if (!side(p.owner[i]) || !side(p.markOwner[i]) || static_cast<int>(p.mark[i]) > static_cast<int>(Mark::LeftFour))
            return "a hole has an unknown owner or mark";
    for (const Hand& h : p.hand)
        if (h.dir != Direction::Ccw && h.dir != Direction::Cw)
            return "a hand has an unknown direction";
    return {};
}

/// Which marks a rule set makes (Q5, M3, W4, E4).
bool markAllowed(const Rules& r, Mark m)
{
    switch (m) {
    case Mark::None: return true;
    case Mark::Walda: return r.variant == Variant::Qelat;
    case Mark::Ekwarna: return r.variant == Variant::QelatKeren;
    case Mark::Bull: return r.variant == Variant::Enkeshui;
    case Mark::Jen:
    case Mark::LeftFour: return r.variant == Variant::Mewelad && r.claimedCaptures;
    }
    return false;
}

std::string checkBoard(const Position& p)
{
    const Rules& r = *p.rules;
    for (int i = p.ring(); i < kMaxRing; ++i)
        if (p.seeds[i] != 0 || p.mark[i] != Mark::None)
            return "a hole beyond the board is in use";
    const bool rounds = r.variant == Variant::QelatKeren || r.variant == Variant::Mewelad;
    for (int i = 0; i < p.ring(); ++i) {
        const std::string hole = "hole " + holeName(p.houses(), i);
        if (!markAllowed(r, p.mark[i]))
            return hole + " carries a mark these rules never make";
        if (std::string why = checkMarkPlace(p, i); !why.empty())
            return why;
        // W4: a four that was left lies in its hole until it is sown or grows to a Jen.
        if (p.mark[i] == Mark::LeftFour && p.seeds[i] != 4)
            return hole + " is a four that was left but holds " + std::to_string(p.seeds[i]);
        if (!rounds && p.owner[i] != p.rowOf(i))
            return hole + " changed owner, but only Qelat (Keren) and Mewelad share holes out in rounds";
    }
    if (r.variant == Variant::Qelat && (p.store[0] != 0 || p.store[1] != 0))
        return "Qelat has no stores: seeds stay on the board (Q1)";
    return {};
}

std::string checkFlags(const Position& p)
{
    const Rules& r = *p.rules;
    if (p.pieAvailable && !(r.variant == Variant::Kalah && r.pie && p.toMove == Side::North && p.turn == 1
                            && !p.swapped && p.phase == Phase::Play))
        return "the swap is offered only to North on the first move with the pie rule on (K9)";
    if (p.swapped && !(r.variant == Variant::Kalah && r.pie))
        return "the sides can have been swapped only in Kalah with the pie rule on (K9)";
    if ((p.specialUsed[0] || p.specialUsed[1]) && !(r.variant == Variant::Enkeshui && r.specialMove))
        return "the special move is marked used but it is off in this game (E8)";
    if (p.phase == Phase::Race && !racingRules(r))
        return "these rules do not start with a race (W2, E2)";
    if (p.over() && p.outcome == Outcome::Ongoing)
        return "the game is over without an outcome";
    if (!p.over() && p.outcome != Outcome::Ongoing)
        return "the game has an outcome but is not over";
    if (p.quietStop && !p.over())
        return "the game was stopped by the quiet-move limit but is not over (G2)";
    const bool rounds = r.variant == Variant::QelatKeren || r.variant == Variant::Mewelad;
    if (p.quietStop && rounds)
        return "in a game of rounds the quiet-move limit ends the round, not the game (G2)";
    if (p.repeatStop && (!p.over() || !rounds || p.quietStop))
        return "only a finished game of rounds can have ended on a repeated round (G3)";
    if (p.roundStarts && !rounds)
        return "only games of rounds note the start of each round (G3)";
    // G3: South owns from 1 to all holes but one at a round start (bits 2 .. 2 * ring - 1).
    const std::uint64_t valid = ((std::uint64_t(1) << (2 * p.ring())) - 1) & ~std::uint64_t(3);
    if (p.roundStarts & ~valid)
        return "a noted round start gives South no hole or every hole (G3)";
    return {};
}

/// A hand that is not sowing is empty; a sowing one stands on a hole.
std::string checkHands(const Position& p)
{
    for (const Side s : {Side::South, Side::North}) {
        const Hand& h = p.hand[index(s)];
        const std::string who = sideText(s) + "'s hand";
        if (!h.active) {
            if (!(h == Hand{}))
                return who + " is not sowing but holds seeds, a place or counts";
            continue;
        }
        if (!inRing(p, h.at))
            return who + " stands on " + placeText(p, h.at) + ", not on a hole of the board";
        if (h.laps < 1 || h.laps > kLapLimit)
            return who + " has sown " + std::to_string(h.laps) + " laps (from 1 to "
                + std::to_string(kLapLimit) + ", G1)";
        if (h.dir != Direction::Ccw)
            return who + " sows clockwise before any direction was chosen";
        if (h.found != Hand::kNoCount || h.foundBefore != Hand::kNoCount)
            return who + " keeps counts of earlier drops, which no pending decision needs";
    }
    return {};
}

bool noHands(const Position& p) { return !p.hand[0].active && !p.hand[1].active; }

/// W2, E2: a hole the side may race from.
bool raceHole(const Position& p, Side s, int hole)
{
    return inRing(p, hole) && p.owner[hole] == s && p.seeds[hole] > 0 && p.mark[hole] == Mark::None;
}

std::string checkRaceChoice(const Position& p)
{
    if (!noHands(p))
        return "a hand is sowing before both race choices are made";
    for (int i = 0; i < p.ring(); ++i)
        if (p.mark[i] != Mark::None)
            return "a hole is marked before the race has been sown";
    if (p.toMove != Side::South || p.raceTick != 0 || p.raceFinished[0] != 0 || p.raceFinished[1] != 0
        || p.raceNext != Side::South)
        return "the race has not started, but its ticks or next hand are set";
    if (p.raceChoice[1] != kNoPlace)
        return "North's race choice is made before the race is sown";
    if (p.decider == Side::South && p.raceChoice[0] != kNoPlace)
        return "South's race choice is already made, but South is still to choose";
    if (p.decider == Side::North && !raceHole(p, Side::South, p.raceChoice[0]))
        return "South's race choice " + placeText(p, p.raceChoice[0]) + " is not a hole South may race from";
    for (int i = 0; i < p.ring(); ++i)
        if (raceHole(p, p.decider, i))
            return {};
    return sideText(p.decider) + " has no hole to race from";
}

/// M5: the player who ate continues from a hole they may sow.
std::string checkContinue(const Position& p)
{
    if (!noHands(p))
        return "a hand is sowing while the hole to continue from is chosen";
    for (int i = 0; i < p.ring(); ++i) {
        const bool ekwarna = p.mark[i] == Mark::Ekwarna && p.markOwner[i] != p.owner[i];
        if (p.owner[i] == p.decider && p.seeds[i] > 0 && !ekwarna)
            return {};
    }
    return sideText(p.decider) + " has no hole to continue from (M5)";
}

/// E7: the first lap went round the opponent's row and ended in a hole to relay from.
std::string checkDirection(const Position& p)
{
    const Hand& h = p.hand[index(p.toMove)];
    if (!h.active || p.hand[index(opponent(p.toMove))].active)
        return "a direction is chosen only while the mover's hand is sowing";
    if (h.seeds != 0 || h.laps != 1 || !h.relayed)
        return "a direction is chosen only after the first lap, before the seeds to sow on are picked up (E7)";
    if (p.mark[h.at] == Mark::Bull || p.seeds[h.at] < 2)
        return "the hand stands on " + holeName(p.houses(), h.at) + ", which has no seeds to sow on (E7)";
    return {};
}

/// W4: a four made by the sower's last drop, offered to its owner or to the sower.
std::string checkOffer(const Position& p)
{
    const int hole = p.offerHole;
    if (!inRing(p, hole))
        return "a four is on offer, but the offer names " + placeText(p, hole) + ", not a hole";
    if (p.seeds[hole] != 4 || p.mark[hole] != Mark::None)
        return "the hole on offer, " + holeName(p.houses(), hole) + ", does not hold a four (W4)";
    const bool racing = p.phase == Phase::Race;
    const Side sower = racing ? p.raceNext : p.toMove;
    const Hand& h = p.hand[index(sower)];
    if (!h.active || h.at != hole)
        return "a four is on offer, but " + sideText(sower) + "'s hand did not just sow it";
    if (h.relayed)
        return "a relay flag is set on a Mewelad hand";
    if (p.decider != sower && p.decider != p.owner[hole])
        return "the four is offered to neither the sower nor the hole's owner (W3, W4)";
    if (!racing) {
        if (p.hand[index(opponent(sower))].active)
            return "both hands are sowing outside the race";
        return {};
    }
    if (p.toMove != Side::South || p.raceTick == 0)
        return "the race is being sown, but its ticks are not";
    for (const Side s : {Side::South, Side::North}) {
        const int i = index(s);
        if (!inRing(p, p.raceChoice[i]) || p.owner[p.raceChoice[i]] != s)
            return sideText(s) + "'s race choice " + placeText(p, p.raceChoice[i]) + " is not one of their holes";
        const Hand& hs = p.hand[i];
        if (hs.active && p.raceFinished[i] != 0)
            return sideText(s) + "'s race hand is sowing but has finished";
        if (!hs.active && (p.raceFinished[i] == 0 || p.raceFinished[i] > p.raceTick))
            return sideText(s) + "'s race hand has stopped at no tick of the race";
        if (hs.active && s != sower && hs.seeds == 0)
            return sideText(s) + "'s race hand is sowing with no seeds";
    }
    return {};
}

/// The fields that belong to a pending decision are clear when it is not pending.
std::string checkIdleFields(const Position& p)
{
    const bool race = p.phase == Phase::Race;
    if (p.pending != Pending::TakeOrLeave && p.offerHole != kNoPlace)
        return "an offer names a hole but no four is on offer";
    if (!race && (p.raceChoice[0] != kNoPlace || p.raceChoice[1] != kNoPlace || p.raceNext != Side::South))
        return "race choices are kept outside the race";
    if (p.pending != Pending::Direction && p.pending != Pending::TakeOrLeave && !noHands(p))
        return "a hand is sowing but no decision interrupts it";
    return {};
}

/// Q10: the single seed that came across the end of the board, for the next move only.
std::string checkForbidden(const Position& p)
{
    const int f = p.forbidden;
    if (f == kNoPlace)
        return {};
    if (p.variant() != Variant::Qelat || !p.rules->antiRepetition || p.over())
        return "a hole is forbidden, but only Qelat's anti-repetition rule forbids one (Q10)";
    const int k = f - p.rowHole(p.toMove, 0);
    if (!inRing(p, f) || p.rowOf(f) != p.toMove || (k != 0 && k != p.houses() - 1) || p.seeds[f] != 1
        || p.mark[f] != Mark::None)
        return "the forbidden hole " + placeText(p, f)
            + " is not an end hole of the mover's row holding the one seed that came across (Q10)";
    return {};
}

std::string checkPending(const Position& p)
{
    const Variant v = p.variant();
    if (p.over()) {
        if (p.pending != Pending::Turn || p.decider != p.toMove)
            return "the game is over, but a decision is pending";
        return {};
    }
    const bool race = p.phase == Phase::Race;
    switch (p.pending) {
    case Pending::Turn:
        if (race)
            return "a turn is pending during the race";
        if (p.decider != p.toMove)
            return "an ordinary turn is decided by the side to move";
        if (v == Variant::Kalah) {
            for (const Side s : {Side::South, Side::North}) {
                int row = 0;
                for (int k = 0; k < p.houses(); ++k)
                    row += p.seeds[p.rowHole(s, k)];
                if (row == 0)
                    return sideText(s) + "'s houses are empty, so the game is over (K5)";
            }
        }
        return {};
    case Pending::Race:
        if (!race)
            return "a race choice is pending outside the race (W2, E2)";
        return checkRaceChoice(p);
    case Pending::ContinueFrom:
        if (v != Variant::QelatKeren || race || p.decider != p.toMove)
            return "only the mover in Qelat (Keren) continues from a hole after eating (M5)";
        return checkContinue(p);
    case Pending::Direction:
        if (v != Variant::Enkeshui || race || p.decider != p.toMove)
            return "only the mover in Enkeshui chooses a direction (E7)";
        return checkDirection(p);
    case Pending::TakeOrLeave:
        if (v != Variant::Mewelad || !p.rules->claimedCaptures)
            return "fours are offered only in Mewelad with claimed captures (W4)";
        return checkOffer(p);
    }
    return "unknown pending decision";
}

} // namespace

// W4's Jen and left four and E4's bulls ("made on either row") may stand in
// any hole, so they are not checked here.
std::string checkMarkPlace(const Position& p, int hole)
{
    const Side owner = p.markOwner[hole];
    const std::string who = sideText(owner);
    const std::string name = "hole " + holeName(p.houses(), hole);
    switch (p.mark[hole]) {
    case Mark::Walda:
        if (detail::waldaEligible(p, owner, hole))
            return {};
        if (p.rules->waldaHoles == WaldaHoles::Corners)
            return name + " is " + who + "'s walda, but with this house rule waldas are made only in the four "
                "corner holes (Q6)";
        return name + " is " + who + "'s walda, but " + who + " makes waldas only in the end holes of "
            + who + "'s own row and the two outermost holes at each end of " + sideText(opponent(owner))
            + "'s row (Q6)";
    case Mark::Ekwarna:
        // M3: made in a hole of the opponent. keren.cpp marks the M11 last
        // hole as an ekwarna of its own owner, who then owns no other hole.
        if (owner != p.owner[hole] || std::count(p.owner.begin(), p.owner.begin() + p.ring(), owner) == 1)
            return {};
        return name + " is an ekwarna of " + who + ", who owns it, but an ekwarna is made only in a hole of "
            "the opponent (M3) or in a player's last hole (M11)";
    case Mark::None:
    case Mark::Bull:
    case Mark::Jen:
    case Mark::LeftFour: break;
    }
    return {};
}

std::string checkConsistency(const Position& p)
{
    if (!p.rules)
        return "the position has no rules";
    if (p.rules->houses < 1 || p.rules->houses > kMaxRow)
        return "the rules have " + std::to_string(p.rules->houses) + " holes a row";
    const int expected = p.rules->totalSeeds();
    const int total = p.totalSeeds();
    if (total != expected)
        return "seeds not conserved: " + std::to_string(total) + " instead of " + std::to_string(expected);
    if (p.store[0] < 0 || p.store[1] < 0)
        return "a store holds a negative count";
    for (auto check : {checkValues, checkBoard, checkFlags, checkHands, checkIdleFields, checkForbidden, checkPending})
        if (std::string why = check(p); !why.empty())
            return why;
    return {};
}

std::string checkDecisions(const Position& p)
{
    if (p.over())
        return {};
    DecisionList list;
    legalDecisions(p, list);
    if (list.empty())
        return "the game is not over, but " + sideText(p.decider) + " has no legal decision";
    const int seeds = p.rules->totalSeeds();
    for (const Decision& d : list) {
        Position after = p;
        const std::string token = formatDecision(p, d);
        if (!apply(after, d))
            return "the legal decision '" + token + "' is refused";
        if (after.totalSeeds() != seeds)
            return "the legal decision '" + token + "' does not keep the seeds";
        if (std::string why = checkConsistency(after); !why.empty())
            return "after the legal decision '" + token + "': " + why;
    }
    return {};
}

} // namespace mancala
