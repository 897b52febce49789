// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The interface every rule set implements, and the small helpers they share.
// Internal to the core.

#include "mancala/engine.h"

#include <string>

namespace mancala::detail {

/**
 * What a rule set provides to the engine. `apply` may change `p` and append
 * to `steps` even when it returns false: the engine works on a copy and
 * rolls both back.
 */
struct VariantOps {
    void (*start)(Position& p);
    void (*candidates)(const Position& p, DecisionList& out);
    bool (*apply)(Position& p, const Decision& d, StepList* steps);
    std::string (*whyIllegal)(const Position& p, const Decision& d, RuleId* rule);
    /// True when apply() can refuse a candidate for G1 (relay sowing).
    bool relays;
};

const VariantOps& kalahOps();
const VariantOps& qelatOps();
const VariantOps& kerenOps();
const VariantOps& meweladOps();
const VariantOps& enkeshuiOps();

const VariantOps& opsFor(Variant v);

inline void addStep(StepList* steps, StepKind kind, RuleId rule, Side side, int from = kNoPlace,
                 int to = kNoPlace, int count = 0, int lap = 0)
{
    if (steps)
        steps->push_back(Step{kind, rule, side, static_cast<Place>(from), static_cast<Place>(to),
                              static_cast<std::int16_t>(count), static_cast<std::uint16_t>(lap)});
}

/// splitmix64: the one PRNG of the core. Advances `state`.
inline std::uint64_t nextRandom(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/// For whyIllegal(): sets `*rule` (when asked for) and returns the sentence.
inline std::string because(RuleId* rule, RuleId id, std::string text)
{
    if (rule)
        *rule = id;
    return text;
}

/// A lot between the two players from the position's PRNG; emits a Lot step.
Side drawLot(Position& p, RuleId rule, StepList* steps);

/**
 * Ends the turn of `p.toMove` and hands it to `next`: counts the full move
 * and keeps the G2 quiet count (`quiet`: nothing reached a store, tally,
 * walda, ekwarna or bull and no hole changed owner). The quiet limit itself
 * is checked by the engine once the whole decision is applied (endIfQuiet()),
 * after the rule set's own end checks.
 */
void endTurn(Position& p, Side next, bool quiet, StepList* steps);

/// endIfQuiet() once the quiet count has reached the limit (engine.cpp).
void stopAtQuietLimit(Position& p, Side lastDecider, StepList* steps);

/**
 * G2: ends the game (or, in a game of rounds, the round) when the quiet count
 * has reached the limit. The engine calls it after the rule set's apply();
 * so must anything that applies a rule set's decision directly (the search).
 * `lastDecider`: the side whose decision was applied. Inline: the search
 * calls it for every child, and nearly always the count is short of the limit.
 */
inline void endIfQuiet(Position& p, Side lastDecider, StepList* steps)
{
    const int limit = p.rules->quietLimit;
    if (limit > 0 && p.quietPlies >= 2 * limit)
        stopAtQuietLimit(p, lastDecider, steps);
}

/// Sets the outcome from score() and moves to Phase::Over with a GameEnd step.
void finishGame(Position& p, RuleId rule, StepList* steps);

/// Whether the decider has any legal decision but Pass (used to check a Pass).
bool hasLegalMove(const Position& p);

/// Q6: whether `s` can make a walda in `hole` (qelat.cpp).
bool waldaEligible(const Position& p, Side s, int hole);

} // namespace mancala::detail
