// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/decision.h"
#include "mancala/position.h"
#include "mancala/step.h"

#include <cstdint>
#include <string>

namespace mancala {

/// Seeds a sowing may lap before it is not allowed (G1).
constexpr int kLapLimit = 1000;

/**
 * @brief The start of a game: the layout of the rules (E1), the race pending
 * where the rules start with one (W2, E2), the PRNG seeded with `seed`.
 */
Position startPosition(const Rules& rules, std::uint64_t seed);

/**
 * @brief Every legal decision of the pending decision, exactly (G1 checked
 * by simulation in relay games). Distributions (E8) are not listed: see
 * canDistribute(). When the decider has no legal move the list holds a
 * single Pass. Empty only when the game is over.
 */
void legalDecisions(const Position& p, DecisionList& out);

/**
 * Like legalDecisions() but without the G1 check: cheaper, and every
 * decision it lists is legal unless apply() refuses it for G1. Random
 * playouts pick from this list and drop what apply() refuses. When the
 * list holds a single Pass it is exact.
 */
void candidateDecisions(const Position& p, DecisionList& out);

/**
 * @brief Applies one decision in place. Appends the steps to `steps` when
 * it is not null. Returns false, leaving `p` and `steps` unchanged, when the
 * decision is not legal.
 */
bool apply(Position& p, const Decision& d, StepList* steps = nullptr);

/**
 * @brief The rule that ended a finished game: G2 (the quiet-move limit), G3
 * (a round repeated) or the rule set's own end (K5 or K8, Q8, M10, W7, E9);
 * RuleId::None while it goes on. Records name it in their `Ending` tag.
 */
RuleId endingRule(const Position& p);

/// Whether the decider may use the special move (E8) now.
bool canDistribute(const Position& p);

/**
 * @brief A random legal special move (E8) for self-play: all seeds of two
 * random non-empty non-bull holes of the mover's row spread uniformly over
 * the row's non-bull holes (the unchanged row excluded). Advances `rng`.
 * False, with `out` unchanged, when canDistribute() is false or no
 * distribution would change the row.
 */
bool sampleDistribution(const Position& p, std::uint64_t& rng, Decision& out);

/**
 * @brief Why a decision is not legal, in one plain sentence naming the
 * rule ("That hole is empty.", "Waldas cannot be sown (Q2)."); empty when
 * it is legal.
 */
std::string whyIllegal(const Position& p, const Decision& d, RuleId* rule = nullptr);

/**
 * @brief A consistency check in the spirit of pos_is_ok(): seeds
 * conserved, marks and owners valid for the rule set, and every field
 * checked against the pending decision it serves (a race choice is a hole
 * the side may race from, an offer names a four the sower's hand just
 * made, a sowing hand stands on a hole, ...). Empty when fine, else what
 * is wrong. Cheap: no decision is tried (see checkDecisions()).
 */
std::string checkConsistency(const Position& p);

/**
 * @brief Whether the mark in `hole` stands where the rules make one: a walda
 * in a hole Q6 makes eligible for its owner, an ekwarna in a hole of the
 * opponent (M3) or the owner's last hole (M11). Empty when fine, else why
 * not (part of checkConsistency()).
 */
std::string checkMarkPlace(const Position& p, int hole);

/**
 * @brief For a consistent position: an unfinished game has a legal
 * decision, and apply() accepts every listed one, keeping the seeds and
 * leaving a consistent position. Empty when fine, else what is wrong.
 * Tries every legal decision: for readers, not for the search.
 */
std::string checkDecisions(const Position& p);

} // namespace mancala
