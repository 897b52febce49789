// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Builds one seed count of the Qelat endgame database (mancala/qelat_endgame.h,
// docs/solutions.md): the values V(s, r) of every position s with n seeds in
// play and r quiet plies left before the G2 limit, from r = 1 until no value
// changes. A position's moves that are not quiet lead to fewer seeds in play
// (values already final); its quiet moves stay within the seed count.
//
// Nothing but a few bytes a position is kept: at each step only the
// positions with a quiet move into one that changed at the step before are
// valued again (found by playing the quiet moves backwards, solver/
// qelat_retro.h), marked in bitmaps, on every core.

#include "solver/qelat_layout.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mancala::solver {

/**
 * Builds every seed count of `layout` in order, on every core, into `gain`
 * (all of them: a move that is not quiet reads a lower count's). `fromOf(n)`
 * says where count n's steps go; `done(n)` is called after each count and
 * stops the build with its answer when that is not empty. `needed` gets the
 * most quiet plies each count needs. Empty, "stopped", or done's answer.
 */
std::string buildQelatLevels(const QelatLayout& layout, int quietPlies, std::int8_t* gain,
                             std::vector<std::uint16_t>& needed, const std::function<std::uint8_t*(int)>& fromOf,
                             const std::function<std::string(int)>& done, const std::atomic<bool>* stop);

} // namespace mancala::solver
