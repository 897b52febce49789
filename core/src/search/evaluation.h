// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The static evaluation of the search, one per rule set. Internal to the core.

#include "mancala/position.h"

#include <array>

namespace mancala::ai {

/// Search values are integers in hundredths of a seed.
using Value = int;
constexpr Value kSeed = 100;
constexpr Value kInfinity = 1'000'000;

/**
 * @brief The weights of the evaluation, in hundredths of a seed: what one
 * seed (or walda) still in play is worth to the side it is likely to reach.
 * Set by self-play matches (benchmarks/search_tune.cpp, docs/benchmarks.md).
 */
struct EvalWeights {
    Value kalahHouseSeed = 8;             ///< a seed in a side's Kalah houses
    Value qelatWalda = 2 * kSeed;         ///< a walda still to fill (Q7)
    Value heldSeed = kSeed;               ///< a seed in a hole a side owns (Qelat Keren)
    Value meweladHeldSeed = kSeed;        ///< a seed in a hole a side owns (Mewelad)
    Value enkeshuiRowSeed = kSeed / 2;    ///< a seed in a side's Enkeshui row (E9)
    // Terms measured by self-play and kept at 0 where no weight won a match
    // (docs/benchmarks.md); each costs nothing while it is 0.
    Value kerenEkwarna = 0;               ///< an ekwarna (M3): it keeps the seeds sown into it (Qelat Keren)
    Value meweladEkwarna = 0;             ///< an ekwarna (M3) in Mewelad
    Value meweladJen = 0;                 ///< a Jen (W4, claimed captures)
    Value enkeshuiBull = 0;               ///< a bull (E4): it keeps the seeds sown into it
    /// A hole its side may sow from, per rule set (Variant order: Kalah's
    /// is not used; half a seed in Qelat and Enkeshui: docs/benchmarks.md).
    std::array<Value, kVariantCount> mobility{0, kSeed / 2, 0, 0, kSeed / 2};
};

/// The weights the search uses. Changed only by tuning tools, between searches.
EvalWeights& evalWeights();

/**
 * @brief The value of a finished game for `me`: the final difference of the
 * scores, exact; 0 for a game the quiet-move limit stopped as a draw (G2,
 * `quiet-end=draw`), whatever the scores.
 */
Value finalValue(const Position& p, Side me);

/**
 * @brief A guess at the final difference of the scores for `me` in an
 * unfinished position: what each side has won so far (score()) plus the
 * seeds still in play weighted by how likely they are to reach each side,
 * per rule set:
 *
 * - Kalah: seeds in a side's houses go to that side at the end (K5), but
 *   many are sown across first: 0.08 of a seed each (self-play: 80 % against
 *   a quarter of a seed at level 4, even at level 5).
 * - Qelat: waldas keep every seed sown into them (Q7); a walda is worth a
 *   few seeds to come.
 * - Qelat Keren, Mewelad: a round is won by the seeds a side holds (store,
 *   ekwarna, own holes, M8/W5) and the round's totals decide the holes of
 *   the next (M9/W6), so the evaluation is the round total. It stays the
 *   same across a round's end, when stores empty into owned holes.
 * - Enkeshui: the side that cannot move loses the seeds of the other row
 *   to its owner (E9): half a seed for each seed in the own row (three
 *   quarters won 68 % at level 4 and was even at level 5, but made level 2
 *   as strong as level 3: docs/benchmarks.md).
 * - Every rule set but Kalah (whose search has a board path of its own):
 *   the weights above that are not 0 add the marked holes each side owns
 *   (ekwarna, Jen, bulls) and its mobility, the holes it may sow from.
 *   Half a seed a hole to sow from won at levels 4 and 5 in Qelat (68.8 %,
 *   82.5 %) and Enkeshui (65.7 %, 63.0 %); bulls won at level 4 only.
 */
Value evaluate(const Position& p, Side me);

} // namespace mancala::ai
