// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The end of a round and the redistribution of holes shared by Qelat Keren
// (M8-M10) and Mewelad (W5-W7). Internal to the core.

#include "rules/variant_ops.h"

namespace mancala::detail {

/// How a hole contested by two equal remainders (2 against 2) is given.
enum class TieBreak : std::uint8_t {
    Lot,          ///< M9: by lot (drawLot())
    WeakerPlayer, ///< W6: to the player who owned fewer holes before the round; equal: by lot
};

/// The rule ids a rule set's round end names, and its tie break.
struct RoundRules {
    RuleId roundEnd;     ///< RoundEnd and Sweep steps (M8, W5)
    RuleId redistribute; ///< Redistribute and Lot steps (M9, W6)
    RuleId gameEnd;      ///< GameEnd step (M10, W7)
    TieBreak tie;
};

constexpr RoundRules kKerenRounds{RuleId::M8, RuleId::M9, RuleId::M10, TieBreak::Lot};
constexpr RoundRules kMeweladRounds{RuleId::W5, RuleId::W6, RuleId::W7, TieBreak::WeakerPlayer};

/**
 * @brief Ends a round that is over and starts the next one, or ends the game.
 *
 * Call it once the caller has swept what its own rules sweep and has handed
 * the turn on as usual (endTurn()). In order:
 *
 * 1. RoundEnd (`count` = round, `side` = round winner). Each side's total is
 *    its store plus the seeds in the ekwarna it owns (M8); the seeds still in
 *    other holes, if any, count for the hole's owner. They are all swept into
 *    the stores (Sweep steps), so the stores hold the totals.
 * 2. Holes (M9): with q seeds per hole (Rules::seeds for uniform layouts; the
 *    total divided by the holes for custom ones), each side gets one hole per
 *    q seeds. The one hole left over when both have a remainder goes to the
 *    larger remainder (3 against 1); equal remainders (2 against 2) are
 *    settled by `tie` (a Lot step when a lot is drawn).
 * 3. Each side fills its own row first; a side with k holes more than its
 *    row takes the first k holes of the opponent's row (A.. or a..), the
 *    holes its CCW sowing reaches first.
 * 4. If one side now owns every hole the game ends (M10, W7): every hole is
 *    that side's and empty (Redistribute steps, count 0), the loser's store
 *    goes to the winner's (Sweep) and GameEnd follows; score() then reads
 *    "all seeds" against 0.
 * 5. Otherwise every hole gets q seeds (custom layouts: the seeds that do not
 *    divide go one each into a, b, ...), Redistribute steps name each hole's
 *    owner and count, marks, stores and hands are cleared, the round number
 *    goes up and NewRound names the side to move: the round winner (more
 *    seeds). After an exactly even round the side to move in `p` when this is
 *    called (the turn passes on as it would have) starts.
 *
 * 6. G3: when the new round starts as an earlier round of the game did (the
 *    same board, ownership and side to move: Position::roundStarts), the
 *    game ends there (endByRepetition()); else the start is noted.
 *
 * Seeds are conserved throughout. The G2 quiet count restarts.
 */
void endRound(Position& p, const RoundRules& rules, StepList* steps);

/**
 * @brief G2 in a game of rounds: the quiet-move limit ends the round, not the
 * game. Each side's total is counted as endRound() counts it (the seeds in a
 * hole for its owner, an ekwarna's for its captor, M8/W5), RoundEnd and the
 * Sweep steps name G2, and the next round is dealt as M9/W6 say. The larger
 * total starts it; equal totals: the side that did not take `lastDecider`'s
 * decision, the last one of the round.
 */
void endRoundQuietly(Position& p, const RoundRules& rules, Side lastDecider, StepList* steps);

/// The rounds of a rule set (Qelat Keren, Mewelad); null for the games without rounds.
const RoundRules* roundRulesOf(Variant v);

/**
 * @brief G3: the bit of Position::roundStarts for the round `p` starts now,
 * or -1 when the start cannot repeat a dealt round: the board is not the one
 * M9/W6 deal, the ownership is not own row first, or no side is to move yet
 * (the race of round 1, W2).
 */
int roundStartBit(const Position& p);

} // namespace mancala::detail
