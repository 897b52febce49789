// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/engine.h"

#include "rules/rounds.h"
#include "rules/variant_ops.h"

namespace mancala {

namespace detail {

const VariantOps& opsFor(Variant v)
{
    switch (v) {
    case Variant::Kalah: return kalahOps();
    case Variant::Qelat: return qelatOps();
    case Variant::QelatKeren: return kerenOps();
    case Variant::Mewelad: return meweladOps();
    case Variant::Enkeshui: return enkeshuiOps();
    }
    return kalahOps();
}

Side drawLot(Position& p, RuleId rule, StepList* steps)
{
    const Side winner = (nextRandom(p.rng) & 1u) ? Side::North : Side::South;
    addStep(steps, StepKind::Lot, rule, winner);
    return winner;
}

void endTurn(Position& p, Side next, bool quiet, StepList* /*steps: the end of a turn shows no step*/)
{
    if (p.toMove == Side::North && next == Side::South && p.turn < 0xFFFF)
        ++p.turn; // saturates: a position string never holds move 0
    p.quietPlies = quiet ? static_cast<std::uint16_t>(p.quietPlies + 1) : 0;
    p.toMove = next;
    p.decider = next;
    p.pending = Pending::Turn;
}

/**
 * G2: the quiet count has reached the limit (endIfQuiet()). Called by the engine after the
 * rule set has applied a whole decision, so that the rule set's own end (Q8,
 * K5, E9, a round end that restarts the count) on the same move comes first
 * and wins. In a game of rounds the round ends (endRoundQuietly(); equal
 * totals: the side that did not take `lastDecider`'s decision starts),
 * whatever `quiet-end` says. Elsewhere the game stops; house rule
 * `quiet-end`: drawn, or scored as a finished game would be (score():
 * stores, waldas, bulls), the seeds still in play counting for no one; no
 * seed moves.
 */
void stopAtQuietLimit(Position& p, Side lastDecider, StepList* steps)
{
    if (p.over() || p.phase != Phase::Play || p.pending != Pending::Turn)
        return;
    if (const RoundRules* rounds = roundRulesOf(p.variant())) {
        endRoundQuietly(p, *rounds, lastDecider, steps);
        return;
    }
    p.forbidden = kNoPlace; // Q10 bars nothing once the game is over
    p.pieAvailable = false; // nor may North still swap (K9)
    p.quietStop = true;
    if (p.rules->quietEnd == QuietEnd::Score) {
        finishGame(p, RuleId::G2, steps);
        return;
    }
    p.phase = Phase::Over;
    p.outcome = Outcome::Draw;
    addStep(steps, StepKind::GameEnd, RuleId::G2, p.toMove);
}

void finishGame(Position& p, RuleId rule, StepList* steps)
{
    const auto s = score(p);
    p.phase = Phase::Over;
    p.pending = Pending::Turn;
    p.outcome = s[0] > s[1] ? Outcome::SouthWins : (s[1] > s[0] ? Outcome::NorthWins : Outcome::Draw);
    addStep(steps, StepKind::GameEnd, rule, p.toMove, kNoPlace, kNoPlace, s[0] - s[1]);
}

bool hasLegalMove(const Position& p)
{
    const VariantOps& ops = opsFor(p.variant());
    DecisionList list;
    ops.candidates(p, list);
    for (const Decision& d : list) {
        if (d.kind == DecisionKind::Pass)
            continue;
        if (!ops.relays)
            return true;
        Position copy = p;
        if (ops.apply(copy, d, nullptr))
            return true;
    }
    return false;
}

} // namespace detail

using namespace detail;

Position startPosition(const Rules& rules, std::uint64_t seed)
{
    Position p;
    p.rules = &rules;
    p.rng = seed;
    const auto initial = rules.initialSeeds();
    for (int i = 0; i < rules.ring(); ++i) {
        p.seeds[i] = initial[i];
        p.owner[i] = i < rules.houses ? Side::South : Side::North;
    }
    opsFor(rules.variant).start(p);
    // G3: round 1 is a round start too, when it is one a later round can repeat.
    if (roundRulesOf(rules.variant))
        if (const int bit = roundStartBit(p); bit >= 0)
            p.roundStarts |= std::uint64_t(1) << bit;
    return p;
}

void candidateDecisions(const Position& p, DecisionList& out)
{
    out.clear();
    if (p.over())
        return;
    opsFor(p.variant()).candidates(p, out);
}

void legalDecisions(const Position& p, DecisionList& out)
{
    candidateDecisions(p, out);
    const VariantOps& ops = opsFor(p.variant());
    if (!ops.relays || out.empty())
        return;
    if (out.size() == 1 && out[0].kind == DecisionKind::Pass)
        return;
    DecisionList kept;
    for (const Decision& d : out) {
        Position copy = p;
        if (d.kind == DecisionKind::Pass || d.kind == DecisionKind::Swap || ops.apply(copy, d, nullptr))
            kept.push(d);
    }
    out = kept;
    if (out.empty())
        out.push(Decision::pass()); // G1: every choice cycles, so the player passes
}

bool apply(Position& p, const Decision& d, StepList* steps)
{
    if (p.over() || !p.rules)
        return false;
    const std::size_t mark = steps ? steps->size() : 0;
    // Work in place and restore on refusal: one copy where a scratch
    // position would cost two on the common, accepted path.
    const Position saved = p;
    const Side lastDecider = p.decider;
    if (!opsFor(p.variant()).apply(p, d, steps)) {
        p = saved;
        if (steps)
            steps->resize(mark);
        return false;
    }
    endIfQuiet(p, lastDecider, steps);
    return true;
}

RuleId endingRule(const Position& p)
{
    if (!p.over())
        return RuleId::None;
    if (p.quietStop)
        return RuleId::G2;
    if (p.repeatStop)
        return RuleId::G3;
    switch (p.variant()) {
    case Variant::Kalah: return p.rules->countRemaining ? RuleId::K5 : RuleId::K8;
    case Variant::Qelat: return RuleId::Q8;
    case Variant::QelatKeren: return RuleId::M10;
    case Variant::Mewelad: return RuleId::W7;
    case Variant::Enkeshui: return RuleId::E9;
    }
    return RuleId::None;
}

bool canDistribute(const Position& p)
{
    return p.variant() == Variant::Enkeshui && p.rules->specialMove && !p.over()
        && p.phase == Phase::Play && p.pending == Pending::Turn && !p.specialUsed[index(p.toMove)];
}

std::string whyIllegal(const Position& p, const Decision& d, RuleId* rule)
{
    if (rule)
        *rule = RuleId::None;
    if (p.over())
        return "The game is over.";
    Position copy = p;
    if (opsFor(p.variant()).apply(copy, d, nullptr))
        return {};
    std::string why = opsFor(p.variant()).whyIllegal(p, d, rule);
    if (why.empty()) {
        if (rule)
            *rule = RuleId::G1;
        why = "That sowing would go round for more than 1,000 laps (G1).";
    }
    return why;
}

} // namespace mancala
