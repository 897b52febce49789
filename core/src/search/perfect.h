// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Perfect play in Kalah: the exact values of the solver (mancala/solver.h)
// as the search reports values. Internal to the core; the public interface
// is chooseDecision() at kPerfectLevel and analyseExact() in mancala/search.h.

#include "mancala/qelat_perfect.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <optional>

namespace mancala::ai {

/// solveKalah() with the endgame database of the Perfect level (setPerfectPlayDatabases()), when one suits.
std::optional<SolverResult> solveWithDatabase(const Position& p, SolverLimits limits,
                                              const SolverProgressFn& progress = {});

/// Whether the solver can be asked about `p` (Kalah it plays, an ordinary turn).
bool solvable(const Position& p);

/**
 * @brief The solver's exact values of `p` within `millis` (0: no time limit),
 * `nodes` (0: none) and `stop`, with the book and an endgame database when
 * one is found, its first test at `guess` (MTD(f)). `allDecisions`: every
 * legal decision's value, best first; otherwise only the decisions that keep
 * the value (all with it). `report` (if any) hears of each test. Nullopt
 * when the limits stop the solver first.
 */
std::optional<SearchInfo> solvedInfo(const Position& p, int millis, std::uint64_t nodes,
                                     const std::atomic<bool>* stop, bool allDecisions, int guess = 0,
                                     const SolverProgressFn& report = {});
/// solvedInfo() with the solver's own limits (a fresh table, say); `limits.analyse` for every decision's value.
std::optional<SearchInfo> solvedInfo(const Position& p, const SolverLimits& limits,
                                     const SolverProgressFn& report = {});

/// The longest a Perfect decision of `millis` may take when its proof is
/// close: the time and three times as much again, at most 3 s more.
int provingMillis(int millis);

/**
 * @brief The Perfect level's decision (perfect_decision.cpp): the solver and
 * the Master level's search side by side for the whole `millis`; the proven
 * decision when there is one, else the search's (or a decision proven to
 * keep more than the search's score). `progress` hears the search's depths,
 * SearchInfo::proving when a close proof goes past the time, and the
 * solver's value.
 */
Decision perfectDecision(const Position& p, std::uint64_t seed, int millis, const std::atomic<bool>* stop,
                         const SearchProgress& progress);

/**
 * @brief The Perfect level's decision in Qelat (qelat_perfect.cpp): where
 * the endgame database holds the position exactly, a decision that keeps
 * its value in the fewest quiet plies before the next seed reaches a walda
 * (one drawn from `seed` among equals); otherwise Master's search for
 * `millis` with the database's values at the nodes it holds.
 */
Decision qelatPerfectDecision(const Position& p, std::uint64_t seed, int millis, const std::atomic<bool>* stop,
                              const SearchProgress& progress);

/// The Qelat database of `rules` (qelatPerfectDatabase()), or when none is set
/// and setQelatDatabaseOnDemand() allows, found or computed now (the caller waits).
std::shared_ptr<const QelatEndgame> qelatDatabaseOnDemand(const Rules& rules, const std::atomic<bool>* stop);

/// setPerfectPlayDatabases() for the Qelat database: whether one is read or made, and from which folder.
void setQelatDatabaseFolder(bool enabled, const std::string& folder);

} // namespace mancala::ai
