// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether a pupil's answer keeps the value of an exercise's position: the
// decisions that keep it, found once when the exercise is sent. A puzzle's
// is its proven answer (resources/puzzles, docs/puzzles.md: the only
// decision that keeps the value). A position's comes from the Kalah solver
// where it plays the rules and proves the value in time (exact), else from
// the search's analysis to a fixed depth (the decisions valued as the best
// one, rounded to seeds).

#include "mancala/decision.h"
#include "mancala/position.h"

#include <atomic>
#include <optional>
#include <vector>

namespace mancala::net {

struct Judgement {
    std::vector<Decision> keeping; ///< every decision that keeps the value
    bool exact = false;            ///< proven to the end of the game (else the search's at kJudgeDepth)
};

/// The depth of the analysis that judges a position the solver does not prove.
constexpr int kJudgeDepth = 8;
/// The solver's time for one position (an early Kalah middle game takes longer: the search judges it).
constexpr int kJudgeSolveMillis = 10000;

/// The decisions of `p` (its game not over) that keep its value; nullopt
/// when `stop` is set first. Seconds in a middle game: run it on a worker thread.
std::optional<Judgement> judgePosition(const Position& p, const std::atomic<bool>* stop = nullptr);

} // namespace mancala::net
