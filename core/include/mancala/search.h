// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/decision.h"
#include "mancala/position.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mancala {

/// @brief Playing strengths of the computer player, 1 (Beginner) to 6 (Master).
/// kPerfectLevel plays exact values where the Kalah solver proves them in time.
constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 6;
constexpr int kPerfectLevel = 7;

/// The level's name in English ("Beginner" ... "Master", "Perfect"); the app translates it.
std::string_view levelName(int level);

/// Whether `level` can be played in this rule set (Perfect: Kalah, and Qelat where its endgame database plays).
bool levelAvailable(const Rules& rules, int level);

/// The Perfect level's proof first tries a solve of this many nodes, then
/// solves from perfectFirstGuess() (also what `mancala-cli book --follow`
/// tests a position with, to know whether the level proves it in time).
inline constexpr std::uint64_t kPerfectQuickNodes = 50'000;

/// The Perfect level's first guess at the value of `p`: a search of
/// kPerfectQuickNodes nodes, its score rounded up (MTD(f)'s first test).
int perfectFirstGuess(const Position& p, const std::atomic<bool>* stop = nullptr);

/**
 * @brief Limits of one search. Zero means "no limit" for each field; with
 * `millis == 0` and a depth or node limit the result is deterministic.
 */
struct SearchLimits {
    int depth = 0;                ///< plies (decisions) of iterative deepening
    std::uint64_t nodes = 0;      ///< positions visited
    int millis = 0;               ///< wall-clock time
    const std::atomic<bool>* stop = nullptr; ///< set from another thread to stop at once (after the first depth, which always completes)
    std::uint64_t seed = 0;       ///< picks a race choice (W2, E2) from the mixed strategy
    /// Qelat: the endgame database's exact values (mancala/qelat_perfect.h) at
    /// the nodes it holds (the Perfect level, hints, analysis; not the levels 1-6).
    bool exactEndgames = false;
};

/**
 * Values are in seeds from the view of the side taking the pending decision
 * (Position::decider): the expected final difference of the scores, positive
 * when that side is ahead. A proven value (game over in the tree, solver,
 * database) is marked `exact`.
 */
struct DecisionValue {
    Decision decision;
    double value = 0;
    int depth = 0;
    bool exact = false;
};

/// @brief What a search reports after each completed depth (and at the end).
struct SearchInfo {
    int depth = 0;
    double value = 0;           ///< the best decision's value
    bool exact = false;
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::vector<Decision> pv;   ///< principal variation, the best decision first
    std::vector<DecisionValue> decisions; ///< every legal decision, best first (analysis)
    /// The Perfect level's time is up but its proof is close: it goes on
    /// proving for a moment (at most 3 s more); the rest is the search's so far.
    bool proving = false;
};

using SearchProgress = std::function<void(const SearchInfo&)>;

/**
 * @brief The best decision of a position by search (or by the solver at the
 * Perfect level in Kalah). Races (W2, E2) are played as the simultaneous
 * game they are: the choice never depends on the other side's hidden
 * choice; lots (M9, W6) are taken as expectations. Never returns an illegal
 * decision; the position must not be over.
 */
struct SearchResult {
    Decision best;
    SearchInfo info;
};

/// Searches `p` within `limits`, calling `progress` (if any) after each depth.
SearchResult search(const Position& p, const SearchLimits& limits, const SearchProgress& progress = {});

/// Values of every legal decision (E8 distributions: a representative set), best first.
SearchInfo analyse(const Position& p, const SearchLimits& limits, const SearchProgress& progress = {});

/**
 * @brief The decision the computer plays at `level` (1..6, or kPerfectLevel
 * in Kalah). `seed` makes the weaker levels' human-like mistakes and the race
 * mixed strategies repeatable; `millis` is level 6's time per decision (the
 * lower levels use less). `stop` may be set from another thread.
 */
Decision chooseDecision(const Position& p, int level, std::uint64_t seed, int millis = 1000,
                        const std::atomic<bool>* stop = nullptr);

/**
 * @brief chooseDecision() reporting what the level's search finds after each
 * depth (and, at the Perfect level, the solver's exact value) to `progress`.
 * At kPerfectLevel in Kalah the solver (solver.h, with the opening book and
 * an endgame database if one is found, see setPerfectPlayDatabases()) runs
 * beside the level-6 search for the whole `millis`; when it proves the
 * value, the decision keeps it (among several that do, one drawn from
 * `seed`); otherwise the search's decision, or one the solver has proven to
 * keep more than the search's score. A close proof (its first null-window
 * test done) may go on a little past `millis` (SearchInfo::proving).
 */
Decision chooseDecision(const Position& p, int level, std::uint64_t seed, int millis, const std::atomic<bool>* stop,
                        const SearchProgress& progress);

/**
 * @brief analyse() with exact values where they can be proven: in Kalah
 * (solverSupports()) the solver runs beside the search, each with the whole
 * time from its own start (a node limit alone: the solver first with 3/5 of
 * the nodes, then the search with the rest; a depth limit asks for a search
 * of that depth, no solver). When the solver proves the values, every
 * decision's value is exact (DecisionValue::exact, depth 0: proved to the
 * end of the game). Otherwise, or in the other rule sets, analyse()'s.
 */
SearchInfo analyseExact(const Position& p, const SearchLimits& limits, const SearchProgress& progress = {});

/**
 * @brief The exact value of one decision `d` of `p` (Kalah the solver
 * plays, see solverSupports()), from the view of `p`'s decider like
 * analyse()'s values, marked exact (depth 0), with the opening book and
 * the endgame database as analyseExact() has them. Nullopt when `millis`
 * (0: no limit) or `stop` ends the solve first, when `d` is not legal, or
 * outside the solver's rule sets. Solving a position's decisions one by one
 * shows each value as soon as it is proven (the app's analysis panel).
 */
std::optional<DecisionValue> solveDecision(const Position& p, const Decision& d, int millis,
                                          const std::atomic<bool>* stop = nullptr);

/**
 * @brief Whether the Perfect level and analyseExact() use Kalah endgame
 * databases (endgame.h), and from which folder (empty: the user's cache
 * folder, EndgameDatabase::defaultFolder()). On by default; a database
 * built while the program runs is found at the next decision.
 */
void setPerfectPlayDatabases(bool enabled, const std::string& folder = {});

} // namespace mancala
