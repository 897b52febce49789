// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Exact values of Kalah positions (docs/rules.md K1-K8): perfect play.
//
// The value of a position is the final store difference (the decider's
// store minus the other's at the end of the game) when both sides play
// perfectly. The solver proves it by a complete alpha-beta search with
// null-window (MTD(f)) tests, a transposition table, endgame databases
// (endgame.h) and an opening book of the standard starts.

#include "mancala/decision.h"
#include "mancala/position.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mancala {

class EndgameDatabase;

/// @brief How far one solve may go. Zero means "no limit" for each field.
struct SolverLimits {
    std::uint64_t nodes = 0;                 ///< positions searched
    int millis = 0;                          ///< wall-clock time
    const std::atomic<bool>* stop = nullptr; ///< set from another thread to give up at once
    std::size_t memoryMB = 256;              ///< size of the transposition table
    bool analyse = false;      ///< the exact value of every legal decision, not only of the best
    const EndgameDatabase* database = nullptr; ///< exact values of the small positions, if any
    bool useBook = true;       ///< the opening book of the standard starts
    int guess = 0;             ///< the value tested first (MTD(f)): a close guess saves null-window tests
    bool best = true;          ///< also every decision that keeps the value (SolverResult::best); off: the value alone
    /// With no database that suits, a long solve (no node limit, time
    /// enough, many seeds) first computes a small one in memory and keeps
    /// it for the next solves (solver/small_database.h); off: never.
    bool smallDatabase = true;
    int smallDatabaseSeeds = -1; ///< its K; -1: the most seeds of about 30 MB of boards for the board size
    /// An empty table of its own rather than one kept from earlier solves:
    /// then a node limit ends the solve at the same point whatever was
    /// solved before (the review's repeatable proofs). Off: a kept table,
    /// whose bounds make a solve faster the second time.
    bool freshTable = false;
};

/// @brief One legal decision and its exact value (the decider's final store difference).
struct SolvedDecision {
    Decision decision;
    int value = 0;
};

/// @brief A proven value.
struct SolverResult {
    int value = 0;                        ///< from the decider's view, in seeds at the end of the game
    std::vector<Decision> best;           ///< every decision that keeps the value, in hole order
    std::vector<SolvedDecision> decisions;///< analyse: every legal decision, best first (else empty)
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::size_t tableBytes = 0; ///< the transposition table's size at the end (it grows as it fills)
};

/// @brief What a long solve reports after each null-window test.
struct SolverProgress {
    int low = 0;              ///< the value is at least this
    int high = 0;             ///< and at most this
    std::string stage;        ///< what is being solved ("position", or the decision's hole)
    int tests = 0;            ///< null-window tests finished on this stage
    /// A decision proven to keep at least `low` (the position's own solve,
    /// not a stage of its decisions), when a test has raised `low`.
    std::optional<Decision> keeps;
    std::uint64_t nodes = 0;
    double seconds = 0;
};

using SolverProgressFn = std::function<void(const SolverProgress&)>;

/**
 * Whether the solver plays this rule set: empty when it does, else the
 * reason in one sentence. It plays Kalah with 3 to 8 houses, any seeds,
 * K4 or K7 captures, K8, and K9 (the swap is one more decision). It does
 * not play clockwise sowing (K6): there a game can come back to a
 * position, and only the quiet-move limit (G2) ends it; nor a quiet-move
 * limit short enough for a game to reach it (kalahQuietMovesAtMost()).
 */
std::string solverSupports(const Rules& rules);

/**
 * The most quiet moves (G2: no seed reaches a store) one side can make in a
 * row in counter-clockwise Kalah with `houses` houses, whatever the seeds:
 * a house at distance d from the store can be sown quietly only while it
 * holds fewer than d seeds, and each such sowing lowers the sum over those
 * houses of seeds x (d - 1), at most 1 + 4 + ... + (houses - 1)^2.
 */
int kalahQuietMovesAtMost(int houses);

/**
 * Whether the quiet-move limit (G2) cannot end the game from `p` (Kalah the
 * solver plays, a turn to take): the quiet moves its rows still allow, added
 * to its quiet count, stay under the limit. The solver's values, its book
 * and its databases ignore G2, so they hold only then.
 */
bool quietLimitOutOfReach(const Position& p);

/**
 * @brief The exact value of `p` (Kalah, its game not over) and the
 * decisions that keep it, or of every decision with `analyse`; nullopt
 * when the limits stop the solve first, solverSupports() refuses the
 * rules or the quiet-move limit is within reach (quietLimitOutOfReach()).
 */
std::optional<SolverResult> solveKalah(const Position& p, const SolverLimits& limits,
                                       const SolverProgressFn& progress = {});

/**
 * The seeds K of the small database solveKalah() computes for `p` with
 * `limits` before its search (when no database of limits suits), or -1
 * when it computes none.
 */
int smallDatabaseSeedsFor(const Position& p, const SolverLimits& limits);

/// Frees the transposition table and the small databases kept between calls of solveKalah().
void releaseSolverMemory();

/**
 * The opening book line (resources/solver/kalah-book.txt) saying that `p`
 * (Kalah, not over) is worth `value` to its decider: its houses from the
 * decider's view and the seeds still to be won.
 */
std::string openingBookLine(const Position& p, int value);

/// Opening book entries built into the program for this rule set.
int openingBookSize(const Rules& rules);

/// The value of `p` (its game not over, a turn to take) from the built-in book, if it holds the position.
std::optional<int> openingBookValue(const Position& p);

} // namespace mancala
