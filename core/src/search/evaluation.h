// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The static evaluation of the search, one per rule set. Internal to the core.

#include "mancala/position.h"

namespace mancala::ai {

/// Search values are integers in hundredths of a seed.
using Value = int;
constexpr Value kSeed = 100;
constexpr Value kInfinity = 1'000'000;

/**
 * @brief The value of a finished game for `me`: the final difference of the
 * scores, exact.
 */
Value finalValue(const Position& p, Side me);

/**
 * @brief A guess at the final difference of the scores for `me` in an
 * unfinished position: what each side has won so far (score()) plus the
 * seeds still in play weighted by how likely they are to reach each side,
 * per rule set:
 *
 * - Kalah: seeds in a side's houses go to that side at the end (K5), but
 *   many are sown across first: a quarter of a seed each.
 * - Qelat: waldas keep every seed sown into them (Q7); a walda is worth a
 *   few seeds to come.
 * - Qelat Keren, Mewelad: a round is won by the seeds a side holds (store,
 *   ekwarna, own holes, M8/W5) and the round's totals decide the holes of
 *   the next (M9/W6), so the evaluation is the round total. It stays the
 *   same across a round's end, when stores empty into owned holes.
 * - Enkeshui: the side that cannot move loses the seeds of the other row
 *   to its owner (E9): half a seed for each seed in the own row.
 */
Value evaluate(const Position& p, Side me);

} // namespace mancala::ai
