// SPDX-License-Identifier: GPL-3.0-or-later
#include "teaching/narrator.h"
#include "teaching/rulenumbers.h"
#include "languages/translations.h"
#include "stdstrings.h"

#include "languages/coretexts.h"

#include "mancala/notation.h"

#include <QCoreApplication>

namespace mancala::app {

namespace {

QString idText(RuleId id) { return fromStd(ruleIdName(id)); }

bool inList(const StepList& steps, int i) { return i >= 0 && i < static_cast<int>(steps.size()); }

const Step& at(const StepList& steps, int i) { return steps[static_cast<std::size_t>(i)]; }

/**
 * The direction a hand lifted at `steps[i]` sows: read from the first drop
 * or skip of the same side after it (the race interleaves two hands). Kalah
 * drops into stores, whose places say nothing: its direction is the house
 * rule's (K6).
 */
Direction directionAfter(const Rules& rules, const StepList& steps, int i)
{
    if (rules.variant == Variant::Kalah)
        return rules.clockwise ? Direction::Cw : Direction::Ccw;
    const Step& lift = at(steps, i);
    const int ring = rules.ring();
    for (int j = i + 1; inList(steps, j); ++j) {
        const Step& s = at(steps, j);
        if (s.side != lift.side || (s.kind != StepKind::Drop && s.kind != StepKind::Skip))
            continue;
        if (s.to < 0 || s.to >= ring)
            break;
        return s.to == (lift.from + 1) % ring ? Direction::Ccw : Direction::Cw;
    }
    return Direction::Ccw;
}

/// Whether the drop `steps[i]` is the last seed of its lap.
bool lastOfLap(const StepList& steps, int i)
{
    const Step& drop = at(steps, i);
    for (int j = i + 1; inList(steps, j); ++j) {
        const Step& s = at(steps, j);
        if (s.side != drop.side)
            continue;
        if (s.kind == StepKind::PickUp)
            return true;
        if (s.kind == StepKind::Drop && s.lap == drop.lap && s.rule != RuleId::G1)
            return false;
    }
    return true;
}

/// The hole of the last drop of `side` before `steps[i]`, or kNoPlace.
int lastDropBefore(const StepList& steps, int i, Side side)
{
    for (int j = i - 1; j >= 0; --j) {
        const Step& s = at(steps, j);
        if (s.side == side && s.kind == StepKind::Drop)
            return s.to;
    }
    return kNoPlace;
}

/// The words and facts one sentence needs.
class Teller {
public:
    Teller(const Rules& rules, const StepList& steps, int i, const BoardView& before, const SideNames& names)
        : m_rules(rules), m_steps(steps), m_i(i), m_step(at(steps, i)), m_before(before), m_names(names)
    {
    }

    Narration tell() const
    {
        Narration n;
        n.text = sentence();
        n.rule = m_said;
        // W2/E2: a race choice is secret, its hole is never marked.
        if (m_step.kind == StepKind::RaceChoice)
            return n;
        for (const Place p : {m_step.from, m_step.to})
            if (p != kNoPlace && !n.places.contains(p))
                n.places << p;
        return n;
    }

private:
    QString side(Side s) const
    {
        const QString& given = s == Side::South ? m_names.south : m_names.north;
        if (!given.isEmpty())
            return given;
        //: A side of the board (the player at the bottom)
        return s == Side::South ? Narrator::tr("South")
                                //: A side of the board (the player at the top)
                                : Narrator::tr("North");
    }
    QString who() const { return side(m_step.side); }
    QString other() const { return side(opponent(m_step.side)); }
    /// The rule the sentence names: the step's own, unless the sentence says another decided it.
    QString rule() const { return idText(m_said); }

    QString place(int p) const
    {
        if (isStore(p)) {
            const Side owner = p == kSouthStore ? Side::South : Side::North;
            if (m_rules.variant == Variant::Enkeshui)
                //: %1 is a player's name; a tally holds captured seeds (Enkeshui)
                return Narrator::tr("%1's tally").arg(side(owner));
            //: %1 is a player's name
            return Narrator::tr("%1's store").arg(side(owner));
        }
        return fromStd(holeName(m_rules.houses, p));
    }
    QString from() const { return place(m_step.from); }
    QString to() const { return place(m_step.to); }
    int seedsBefore(int hole) const { return hole >= 0 && hole < m_before.ring() ? m_before.seeds[hole] : 0; }
    Side ownerOf(int hole) const { return hole >= 0 && hole < m_before.ring() ? m_before.owner[hole] : m_step.side; }

    QString direction(Direction d) const
    {
        return d == Direction::Ccw ? Narrator::tr("counter-clockwise") : Narrator::tr("clockwise");
    }

    QString sentence() const
    {
        switch (m_step.kind) {
        case StepKind::PickUp: return pickUp();
        case StepKind::Drop: return drop();
        case StepKind::Skip: return skip();
        case StepKind::Capture: return capture();
        case StepKind::MakeWalda:
            //: Q5/Q6 (a walda can be made only in the six holes Q6 names); %1 a hole, %2 a player, %3 rule ids
            return Narrator::tr("The last seed made %1 hold four. A walda can be made there, so %1 becomes %2's walda (%3, Q6).")
                .arg(from(), who(), rule());
        case StepKind::MakeEkwarna:
            //: M3: an ekwarna is a captured hole; %1 a hole, %2 a player, %3 the rule id
            return Narrator::tr("%1 becomes %2's ekwarna: its seeds now count for %2, and the move ends (%3).")
                .arg(from(), who(), rule());
        case StepKind::MakeBull: return makeBull();
        case StepKind::MakeJen:
            //: W4: a Jen; %1 a hole, %2 the rule id
            return Narrator::tr("%1, a four that was left, has grown to five: it becomes a Jen, never captured as a four (%2).")
                .arg(from(), rule());
        case StepKind::Eat: return eat();
        case StepKind::Offer:
            //: W4 (captures are claimed); %1 a hole, %2 a player, %3 the rule id
            return Narrator::tr("%1 holds four: %2 may take the four or leave them (%3).").arg(from(), who(), rule());
        case StepKind::Take:
            //: W4; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 takes the four of %2 (%3).").arg(who(), from(), rule());
        case StepKind::Leave:
            //: W4; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 leaves the four in %2: if a seed falls in, it becomes a Jen (%3).")
                .arg(who(), from(), rule());
        case StepKind::ChooseContinue:
            //: M5; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("After eating, %1 goes on: the move continues from %2 (%3).").arg(who(), from(), rule());
        case StepKind::ChooseDirection:
            //: E7; %1 a player, %2 clockwise or counter-clockwise, %3 the rule id
            return Narrator::tr("The first lap reached every hole of the opponent's row: %1 sows the remaining laps %2 "
                      "(%3).")
                .arg(who(), direction(m_step.count ? Direction::Cw : Direction::Ccw), rule());
        case StepKind::Distribute:
            //: E8 special move; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("Special move: %1 rearranges their row; %2 now holds %n seed(s) (%3).", nullptr,
                                m_step.count)
                .arg(who(), to(), rule());
        case StepKind::RaceChoice:
            //: W2/E2; %1 a player, %2 the rule id
            return Narrator::tr("%1 chooses a hole for the race, hidden from the opponent (%2).").arg(who(), rule());
        case StepKind::RaceTick:
            //: W2/E2; %n the tick number, %1 the player at the bottom (South), %2 the rule id
            return Narrator::tr("Tick %n of the race: each hand drops one seed, %1's first (%2).", nullptr, m_step.count)
                .arg(side(Side::South), rule());
        case StepKind::RaceWon:
            if (m_step.count)
                //: W2/E2; %1 a player, %2 the rule id
                return Narrator::tr("Both laps ended on the same tick: the lot gives the race to %1, who moves first (%2).")
                    .arg(who(), rule());
            //: W2/E2; %1 a player, %2 the rule id
            return Narrator::tr("%1's sowing ended first: %1 wins the race and makes the first move (%2).").arg(who(), rule());
        case StepKind::Lot:
            //: M9, W2, W6; %1 a player, %2 the rule id
            return Narrator::tr("A lot is drawn: %1 wins it (%2).").arg(who(), rule());
        case StepKind::Pass: return pass();
        case StepKind::ExtraTurn:
            //: K3; %1 a player, %2 the rule id
            return Narrator::tr("The last seed fell into %1's own store: %1 moves again (%2).").arg(who(), rule());
        case StepKind::Swap:
            //: K9 pie rule; %1 the player at the top (North), %2 the player at the bottom, %3 the rule id
            return Narrator::tr("%1 takes %2's opening: the players swap sides (%3).")
                .arg(side(Side::North), side(Side::South), rule());
        case StepKind::Sweep: return sweep();
        case StepKind::RoundEnd:
            if (m_step.rule == RuleId::G2)
                //: G2 in Qelat Keren and Mewelad; %n a round number, %1 the rule id
                return Narrator::tr("Too many full moves without a seed won or a hole changing hands: round %n is over "
                                    "and each player takes the seeds in their own holes (%1).",
                                    nullptr, m_step.count)
                    .arg(rule());
            //: M8/W5; %n a round number, %1 a player, %2 the rule id
            return Narrator::tr("Round %n is over; %1 has won it (%2).", nullptr, m_step.count).arg(who(), rule());
        case StepKind::Redistribute:
            if (m_step.count == 0)
                //: M10/W7; %1 a hole, %2 a player, %3 the rule id
                return Narrator::tr("%1 is now %2's (%3).").arg(from(), who(), rule());
            //: M9/W6; %1 a hole, %2 a player, %3 the rule id
            return Narrator::tr("%1 goes to %2 and is filled with %n seed(s) (%3).", nullptr, m_step.count)
                .arg(from(), who(), rule());
        case StepKind::NewRound:
            //: M9/W6; %n a round number, %1 a player, %2 the rule id
            return Narrator::tr("Round %n begins: %1 moves first (%2).", nullptr, m_step.count).arg(who(), rule());
        case StepKind::GameEnd: return gameEnd();
        }
        return Narrator::tr("Something happens (%1).").arg(rule());
    }

    QString pickUp() const
    {
        const QString dir = direction(directionAfter(m_rules, m_steps, m_i));
        const int n = m_step.count;
        if (m_step.lap > 1) {
            if (m_step.rule == RuleId::E7)
                //: E7: the relay after the direction choice; %1 a player, %2 a hole, %3 a direction, %4 the rule id
                return Narrator::tr("%1 picks up the %n seed(s) of %2 and keeps sowing %3, the way chosen (%4).", nullptr, n)
                    .arg(who(), from(), dir, rule());
            //: relay sowing: the last seed fell into a hole with seeds, which are picked up and sown on; %1 a player, %2 a hole, %3 a direction, %4 the rule id
            return Narrator::tr("The last seed fell into a hole that had seeds: %1 picks up the %n seed(s) of %2 and keeps "
                      "sowing %3 (%4).",
                      nullptr, n)
                .arg(who(), from(), dir, rule());
        }
        switch (m_step.rule) {
        case RuleId::Q2:
            //: Q2/Q3; %1 a player, %2 a hole, %3 a direction
            return Narrator::tr("%1 picks up the %n seed(s) of %2 and sows %3, towards the nearer end of the board "
                      "(Q2, Q3).",
                      nullptr, n)
                .arg(who(), from(), dir);
        case RuleId::W2:
        case RuleId::E2:
            //: race start; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 picks up the %n seed(s) of %2, the hole chosen for the race, and sows one seed a tick "
                      "(%3).",
                      nullptr, n)
                .arg(who(), from(), rule());
        default: break;
        }
        const QString ids = m_step.rule == RuleId::K2 && m_rules.clockwise ? rule() + QStringLiteral(", K6") : rule();
        //: %1 a player, %2 a hole, %3 a direction, %4 rule ids
        return Narrator::tr("%1 picks up the %n seed(s) of %2 and sows %3 (%4).", nullptr, n).arg(who(), from(), dir, ids);
    }

    QString drop() const
    {
        const bool last = lastOfLap(m_steps, m_i);
        const int held = seedsBefore(m_step.to);
        switch (m_step.rule) {
        case RuleId::Q7:
            //: Q7; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 drops a seed into the walda %2: a walda is sown into and keeps its seeds (%3).")
                .arg(who(), to(), rule());
        case RuleId::M3:
            //: M3; %1 a hole, %2 its owner, %3 the rule id
            return Narrator::tr("The last seed makes %1, a hole of %2's, hold exactly four (%3).")
                .arg(to(), side(ownerOf(m_step.to)), rule());
        case RuleId::M4:
            //: M4; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("The last seed falls into %1's own ekwarna %2: no seeds are picked up, and the move ends (%3).")
                .arg(who(), to(), rule());
        case RuleId::M5:
            //: M5; %1 a player, %2 a hole, %3 the opponent, %4 the rule id
            return Narrator::tr("The last seed falls into %2, %3's ekwarna: %1 eats from it (%4).")
                .arg(who(), to(), other(), rule());
        case RuleId::M11:
            //: M11; %1 a hole, %2 its owner, %3 the rule id
            return Narrator::tr("The last seed falls into %1, the last hole %2 owns (%3).")
                .arg(to(), side(ownerOf(m_step.to)), rule());
        case RuleId::G1:
            //: G1; %1 a hole, %2 the rule id
            return Narrator::tr("Every choice here would go round for ever: the seed left in the hand stays in %1 (%2).")
                .arg(to(), rule());
        default: break;
        }
        if (last && m_step.rule == RuleId::Q3)
            return qelatLastSeed();
        if (last && isStore(m_step.to))
            //: %1 a player, %2 a store, %3 the rule id
            return Narrator::tr("%1 drops the last seed into %2 (%3).").arg(who(), to(), rule());
        if (last && held == 0) {
            if (m_rules.variant == Variant::Enkeshui && m_step.lap > 1)
                //: E6; %1 a player, %2 a hole, %3 the rule id
                return Narrator::tr("The last seed falls into %2, which was empty. %1 has picked up seeds to sow on, so "
                          "nothing is captured and the move ends (%3, E6).")
                    .arg(who(), to(), rule());
            //: %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 drops the last seed into %2, which was empty: the sowing ends there (%3).")
                .arg(who(), to(), rule());
        }
        if (last)
            //: %n the seeds the hole held, %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 drops the last seed into %2, which held %n seed(s) (%3).", nullptr, held)
                .arg(who(), to(), rule());
        //: %1 a player, %2 a hole or store, %3 the rule id
        return Narrator::tr("%1 drops a seed into %2 (%3).").arg(who(), to(), rule());
    }

    /// Q4: a Qelat move is one lap, so it ends with the last seed wherever it falls;
    /// Q10 when that seed alone crossed the end into the opponent's end hole.
    QString qelatLastSeed() const
    {
        if (crossesBack()) {
            m_said = RuleId::Q10;
            //: Q3 sends the seed across the end, Q10 bars it; %1 the mover, %2 the opponent's end hole, %3 the opponent, %4 the rule id
            return Narrator::tr("%1's single seed crosses the end of the board into %2, %3's end hole (Q3): on the "
                      "next move %3 may not sow it straight back (%4).")
                .arg(who(), to(), side(opponent(m_step.side)), rule());
        }
        m_said = RuleId::Q4;
        //: Q4; %1 a player, %2 a hole, %3 the rule id
        return Narrator::tr("%1 drops the last seed into %2: the hand is empty, so the move ends (%3).")
            .arg(who(), to(), rule());
    }

    /// Q10 (as the engine's forbiddenAfter()): the move sowed one seed, and it
    /// left the mover's row for the empty end hole of the opponent's row.
    bool crossesBack() const
    {
        if (!m_rules.antiRepetition || m_step.to < 0 || m_step.to >= m_before.ring())
            return false;
        int lift = m_i;
        while (lift >= 0 && at(m_steps, lift).kind != StepKind::PickUp)
            --lift;
        if (lift < 0 || at(m_steps, lift).count != 1)
            return false;
        const int n = m_rules.houses;
        const auto rowOf = [n](int hole) { return hole < n ? Side::South : Side::North; };
        const int k = m_step.to % n;
        return rowOf(at(m_steps, lift).from) != rowOf(m_step.to) && (k == 0 || k == n - 1)
            && seedsBefore(m_step.to) == 0 && m_before.mark[m_step.to] != Mark::Walda;
    }

    QString skip() const
    {
        if (m_step.rule == RuleId::Q7)
            //: Q7 house rule skip-waldas; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 passes over the walda %2 without a seed: waldas are skipped in this game (%3).")
                .arg(who(), to(), rule());
        //: K2; %1 a player, %2 a store, %3 the rule id
        return Narrator::tr("%1 passes over %2 without a seed: a player sows only into their own store (%3).")
            .arg(who(), to(), rule());
    }

    QString capture() const
    {
        const int n = m_step.count;
        const bool opposite = m_step.from >= 0 && m_step.from < m_before.ring()
            && m_before.owner[m_step.from] != m_step.side;
        switch (m_step.rule) {
        case RuleId::K4:
            if (opposite)
                //: K4; %1 a player, %2 a hole, %3 the rule id
                return Narrator::tr("The last seed fell into an empty house of %1's: the %n seed(s) of %2 opposite go to %1's "
                          "store (%3).",
                          nullptr, n)
                    .arg(who(), from(), rule());
            //: K4; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("The last seed in %2 goes to %1's store with them (%3).").arg(who(), from(), rule());
        case RuleId::K7:
            if (m_rules.emptyCapture == EmptyCapture::LastSeed) {
                const int facing = m_before.ring() - 1 - m_step.from;
                if (seedsBefore(facing) > 0)
                    //: K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id, %4 the house opposite
                    return Narrator::tr("Empty capture, in the source's words: the last seed in %2 goes to %1's store "
                              "alone, and the seeds in %4 opposite stay (%3).")
                        .arg(who(), from(), rule(), place(facing));
                //: K7 empty-capture=last-seed; %1 a player, %2 a hole, %3 the rule id
                return Narrator::tr("Empty capture, in the source's words: the last seed in %2 goes to %1's store alone "
                          "(%3).")
                    .arg(who(), from(), rule());
            }
            if (opposite)
                //: K7; %1 a player, %2 a hole, %3 the rule id
                return Narrator::tr("The %n seed(s) of %2 opposite go to %1's store (%3).", nullptr, n)
                    .arg(who(), from(), rule());
            //: K7 house rule; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("Empty capture: the last seed in %2 goes to %1's store, even with the house opposite empty "
                      "(%3).")
                .arg(who(), from(), rule());
        case RuleId::M11:
            //: M11; %1 a player, %2 a hole, %3 its owner, %4 the rule id
            return Narrator::tr("%2 is %3's last hole: instead of becoming an ekwarna, its %n seed(s) go to %1's store and "
                      "the hole stays %3's (%4).",
                      nullptr, n)
                .arg(who(), from(), side(ownerOf(m_step.from)), rule());
        case RuleId::W3:
            //: W3; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%2 holds exactly four: %1 captures them into their store (%3).").arg(who(), from(), rule());
        case RuleId::W8:
            //: W8; %1 a player, %2 a hole, %3 its owner, %4 the rule id
            return Narrator::tr("%2 holds four: %1 captures them, and %2 stays %3's, their last hole (%4, M11).")
                .arg(who(), from(), side(ownerOf(m_step.from)), rule());
        case RuleId::E5:
            if (opposite) {
                const QString facing = place(m_before.ring() - 1 - m_step.from);
                if (m_i == 0 || at(m_steps, m_i - 1).kind != StepKind::Capture)
                    //: E5; %1 a player, %2 the hole captured, %3 the rule id, %4 the hole facing it where the last seed fell
                    return Narrator::tr("The last seed fell into %4, which was empty, and %2 faces it: %1 takes the %n "
                              "seed(s) of %2 (%3).",
                              nullptr, n)
                        .arg(who(), from(), rule(), facing);
                //: E5 walk; %1 a player, %2 the hole captured, %3 the rule id, %4 the empty hole facing it
                return Narrator::tr("The next hole, %4, is empty and faces %2: %1 takes the %n seed(s) of %2 too (%3).",
                          nullptr, n)
                    .arg(who(), from(), rule(), facing);
            }
            //: E5; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 takes the last seed from %2 too (%3).").arg(who(), from(), rule());
        default: break;
        }
        //: %1 a player, %2 a hole, %3 the rule id
        return Narrator::tr("%1 captures the %n seed(s) of %2 (%3).", nullptr, n).arg(who(), from(), rule());
    }

    QString makeBull() const
    {
        const Side me = m_step.side;
        const bool lastHole = lastDropBefore(m_steps, m_i, me) == m_step.from;
        const bool afterBull = m_i > 0 && at(m_steps, m_i - 1).kind == StepKind::MakeBull;
        if (!lastHole || afterBull)
            //: E4 pair; %1 a hole, %2 a player, %3 the rule id
            return Narrator::tr("The last two seeds fell into holes that held 2 and 3: %1 becomes %2's bull (%3).")
                .arg(from(), who(), rule());
        //: E4; %1 a hole, %2 a player, %3 the rule id
        return Narrator::tr("The last seed made %1 hold four: it becomes %2's bull; its seeds never leave it and the move "
                  "ends (%3).")
            .arg(from(), who(), rule());
    }

    QString eat() const
    {
        const int n = m_step.count;
        switch (m_step.rule) {
        case RuleId::M11:
            //: M11; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("%1 eats from their last hole %2 as from an ekwarna: %n seed(s) go to their store (%3).",
                      nullptr, n)
                .arg(who(), from(), rule());
        case RuleId::W4:
            //: W4; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("The last seed fell into the Jen %2: %1 takes %n seed(s) to their store, and the move ends "
                      "(%3).",
                      nullptr, n)
                .arg(who(), from(), rule());
        default: break;
        }
        //: M5; %1 a player, %2 a hole, %3 the rule id
        return Narrator::tr("%1 eats: %n seed(s) of %2, the last seed and one more, go to their store (%3).", nullptr, n)
            .arg(who(), from(), rule());
    }

    QString pass() const
    {
        switch (m_step.rule) {
        case RuleId::Q8:
            //: Q8; %1 a player, %2 the rule id
            return Narrator::tr("%1 has no hole to sow and passes (%2).").arg(who(), rule());
        case RuleId::M7:
            //: M7; %1 a player, %2 the rule id
            return Narrator::tr("%1 has seeds only in ekwarna, or none, and passes (%2).").arg(who(), rule());
        default: break;
        }
        //: G1; %1 a player, %2 the rule id
        return Narrator::tr("Every sowing %1 could make would go round for ever: the turn passes (%2).").arg(who(), rule());
    }

    QString sweep() const
    {
        const int n = m_step.count;
        if (isStore(m_step.from))
            //: M10/W7; %1 a player, %2 a store, %3 the rule id
            return Narrator::tr("%1 owns every hole: the %n seed(s) of %2 go to %1 too (%3).", nullptr, n)
                .arg(who(), from(), rule());
        switch (m_step.rule) {
        case RuleId::K5:
        case RuleId::K8:
            //: K5; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("A side has no seeds left: the %n seed(s) of %2 go to %1's store (%3).", nullptr, n)
                .arg(who(), from(), rule());
        case RuleId::E9:
            //: E9; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("The player to move has nothing to sow: %1 takes the %n seed(s) of %2 in their own row "
                      "(%3).",
                      nullptr, n)
                .arg(who(), from(), rule());
        case RuleId::G2:
            if (m_before.mark[static_cast<std::size_t>(m_step.from)] == Mark::Ekwarna)
                //: G2 in Qelat Keren: the seeds of an ekwarna go to its captor; %1 a player, %2 a hole, %3 the rule id
                return Narrator::tr("The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2, its ekwarna "
                                    "(%3).",
                                    nullptr, n)
                    .arg(who(), from(), rule());
            //: G2 in Qelat Keren and Mewelad: a hole's seeds go to its owner; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("The round ends at the quiet-move limit: %1 takes the %n seed(s) of %2 (%3).", nullptr, n)
                .arg(who(), from(), rule());
        case RuleId::G3:
            //: G3; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("The game ends on a repeated round: the %n seed(s) of %2 go to %1, its owner (%3).",
                                nullptr, n)
                .arg(who(), from(), rule());
        case RuleId::W5:
            //: W5; %1 a player, %2 a hole, %3 the rule id
            return Narrator::tr("The player to move has no seeds: %1 captures the %n seed(s) left in %2 (%3).", nullptr, n)
                .arg(who(), from(), rule());
        default: break;
        }
        //: M8; %1 a player, %2 a hole, %3 the rule id
        return Narrator::tr("The round is over: the %n seed(s) of %2 count for %1 (%3).", nullptr, n)
            .arg(who(), from(), rule());
    }

    QString gameEnd() const
    {
        const int margin = m_step.count;
        if (m_step.rule == RuleId::G3) {
            // G3: the count is South's holes less North's.
            if (margin == 0)
                //: G3; %1 the rule id
                return Narrator::tr("This round starts exactly as an earlier round did: the game is over, a draw, "
                                    "both players own as many holes (%1).")
                    .arg(rule());
            //: G3; %1 the winner, %n how many more holes the winner owns, %2 the rule id
            return Narrator::tr("This round starts exactly as an earlier round did: the game is over and %1 wins, "
                                "owning %n hole(s) more (%2).",
                                nullptr, margin > 0 ? margin : -margin)
                .arg(side(margin > 0 ? Side::South : Side::North), rule());
        }
        if (m_step.rule == RuleId::G2 && m_rules.quietEnd == QuietEnd::Draw)
            //: G2, quiet-end=draw; %1 the rule id
            return Narrator::tr("Too many full moves without a seed won or a hole changing hands: the game is stopped and "
                      "drawn (%1).")
                .arg(rule());
        // G2, quiet-end=score: the stop, then the score as for any finished game.
        const QString stopped = m_step.rule == RuleId::G2
            //: G2, quiet-end=score: said before "The game is over: ..."
            ? Narrator::tr("Too many full moves without a seed won or a hole changing hands: the game is stopped and "
                  "scored as it stands.") + QLatin1Char(' ')
            : QString();
        if (margin == 0)
            //: %1 the rule id
            return stopped + Narrator::tr("The game is over: a draw (%1).").arg(rule());
        //: %1 the winner, %n the margin in seeds, %2 the rule id
        return stopped + Narrator::tr("The game is over: %1 wins by %n seed(s) (%2).", nullptr, margin > 0 ? margin : -margin)
            .arg(side(margin > 0 ? Side::South : Side::North), rule());
    }

    const Rules& m_rules;
    const StepList& m_steps;
    int m_i;
    const Step& m_step;
    const BoardView& m_before;
    const SideNames& m_names;
    mutable RuleId m_said = m_step.rule;
};

template <typename Match>
int nextMatching(const StepList& steps, int index, Match match)
{
    const int n = static_cast<int>(steps.size());
    for (int k = std::max(index + 1, 1); k < n; ++k)
        if (match(steps, k))
            return k;
    return n;
}

template <typename Match>
int previousMatching(const StepList& steps, int index, Match match)
{
    const int n = static_cast<int>(steps.size());
    for (int k = std::min(index - 1, n - 1); k > 0; --k)
        if (match(steps, k))
            return k;
    return 0;
}

bool isLapStart(const StepList& steps, int k) { return at(steps, k - 1).kind == StepKind::PickUp; }

bool isDecisionStart(const StepList& steps, int k) { return recordsDecision(at(steps, k).kind); }

} // namespace

int nextLapStart(const StepList& steps, int index)
{
    // A lap position k > 0 lies right after a PickUp; the end of the list also counts.
    const int n = static_cast<int>(steps.size());
    for (int k = std::max(index + 1, 1); k <= n; ++k)
        if (k == n || isLapStart(steps, k))
            return k;
    return n;
}

int previousLapStart(const StepList& steps, int index)
{
    for (int k = std::min(index - 1, static_cast<int>(steps.size())); k > 0; --k)
        if (isLapStart(steps, k))
            return k;
    return 0;
}

bool recordsDecision(StepKind kind)
{
    switch (kind) {
    case StepKind::RaceChoice:
    case StepKind::ChooseContinue:
    case StepKind::ChooseDirection:
    case StepKind::Take:
    case StepKind::Leave:
    case StepKind::Distribute:
    case StepKind::Swap:
    case StepKind::Pass: return true;
    default: return false;
    }
}

int nextDecisionStart(const StepList& steps, int index)
{
    return nextMatching(steps, index, isDecisionStart);
}

int previousDecisionStart(const StepList& steps, int index)
{
    return previousMatching(steps, index, isDecisionStart);
}

Narrator::Narrator(QObject* parent)
    : QObject(parent)
{
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &Narrator::update);
    // The same narration, with its rule ids or without.
    connect(RuleNumbers::instance(), &RuleNumbers::changed, this, &Narrator::narrationChanged);
}

QString Narrator::text() const { return RuleNumbers::instance()->shown(m_current.text); }

Narration Narrator::narrate(const Rules& rules, const StepList& steps, int i, const BoardView& before,
                            const SideNames& names)
{
    if (!inList(steps, i))
        return {};
    return Teller(rules, steps, i, before, names).tell();
}

Narration Narrator::whyNot(const Position& p, const Decision& d)
{
    Narration n;
    const std::string why = mancala::whyIllegal(p, d, &n.rule);
    if (why.empty())
        return {};
    n.text = coreText(why);
    if (d.hole != kNoPlace)
        n.places << d.hole;
    return n;
}

void Narrator::setGame(GameController* game)
{
    if (game == m_game)
        return;
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_game = game;
    if (game) {
        StepPlayer* player = game->player();
        m_connections << connect(player, &StepPlayer::stepChanged, this, &Narrator::update)
                      << connect(player, &StepPlayer::stepsChanged, this, &Narrator::update)
                      << connect(game->players(), &Players::namesChanged, this, &Narrator::update)
                      << connect(game, &GameController::gameChanged, this, &Narrator::update);
    }
    emit gameChanged();
    update();
}

QString Narrator::rule() const { return RuleNumbers::instance()->on() ? idText(m_current.rule) : QString(); }

SideNames Narrator::names() const
{
    return m_game ? SideNames{m_game->players()->southName(), m_game->players()->northName()} : SideNames{};
}

int Narrator::lapCount() const
{
    if (!m_game)
        return 0;
    int laps = 0;
    for (const Step& s : m_game->player()->steps())
        laps += s.kind == StepKind::PickUp;
    return laps;
}

int Narrator::lap() const
{
    if (!m_game)
        return 0;
    const StepList& steps = m_game->player()->steps();
    const int shown = m_game->player()->stepIndex();
    int laps = 0;
    for (int k = 0; k < shown && k < static_cast<int>(steps.size()); ++k)
        laps += at(steps, k).kind == StepKind::PickUp;
    // Before the first lift (the move's start, a race choice) the move is
    // about to sow its first lap: "Lap 1 of N", never "Lap 0".
    return laps == 0 && lapCount() > 0 ? 1 : laps;
}

QString Narrator::sentenceAt(int i) const
{
    if (!m_game)
        return {};
    const StepPlayer* player = m_game->player();
    if (!inList(player->steps(), i))
        return {};
    return RuleNumbers::instance()->shown(narrate(m_game->rules(), player->steps(), i, player->viewAt(i), names()).text);
}

QString Narrator::whyNot(int hole) const
{
    if (!m_game)
        return {};
    const Position& p = m_game->position();
    const Decision d = p.pending == Pending::ContinueFrom ? Decision::continueFrom(hole) : Decision::sow(hole);
    return RuleNumbers::instance()->shown(whyNot(p, d).text);
}

void Narrator::nextLap()
{
    if (m_game)
        m_game->player()->seek(nextLapStart(m_game->player()->steps(), m_game->player()->stepIndex()));
}

void Narrator::previousLap()
{
    if (m_game)
        m_game->player()->seek(previousLapStart(m_game->player()->steps(), m_game->player()->stepIndex()));
}

void Narrator::nextDecision()
{
    if (m_game)
        m_game->player()->seek(nextDecisionStart(m_game->player()->steps(), m_game->player()->stepIndex()));
}

void Narrator::previousDecision()
{
    if (m_game)
        m_game->player()->seek(previousDecisionStart(m_game->player()->steps(), m_game->player()->stepIndex()));
}

void Narrator::update()
{
    Narration now;
    if (m_game) {
        const StepPlayer* player = m_game->player();
        const int shown = player->stepIndex();
        if (shown > 0)
            now = narrate(m_game->rules(), player->steps(), shown - 1, player->viewAt(shown - 1), names());
        else if (player->stepCount() > 0)
            //: Teaching mode, before the first step of a move
            now.text = tr("This move has %n step(s): step forward to see the first.", nullptr, player->stepCount());
    }
    if (now.text == m_current.text && now.places == m_current.places && now.rule == m_current.rule)
        return;
    m_current = now;
    emit narrationChanged();
}

} // namespace mancala::app
