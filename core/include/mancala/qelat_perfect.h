// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Perfect play in Qelat (Beni Amir & Mensa): the endgame database
// (qelat_endgame.h) where it holds the position, the search above it.
//
// The Perfect level, the hints and the analysis read one database, set by
// the app once its background build ends (setQelatPerfectDatabase()) or,
// on the command line, found or computed at the first decision that needs
// it (setQelatDatabaseOnDemand()). A value is exact only where
// QelatEndgame::value() answers: the position's quiet count leaves the
// quiet plies its entry needs (docs/solutions.md).

#include "mancala/decision.h"
#include "mancala/position.h"
#include "mancala/qelat_endgame.h"

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mancala {

/// The seeds in play of the database computed when no file is found: 19 million positions, 39 MB, seconds.
constexpr int kQelatPerfectSeeds = 8;
/// The largest database file looked for, and the largest the app builds in the background when the machine has
/// the memory and disk for it (16.6 GB of memory while it is built, a file of 16 GB, mapped rather than read).
constexpr int kQelatLargestFile = 20;

/// @brief What finding or making a Qelat database gave.
struct QelatDatabaseFound {
    std::shared_ptr<const QelatEndgame> database; ///< null when stopped or not made
    std::string refused; ///< a file of these rules that could not be used and why; it was moved aside to NAME.refused
    std::string error;   ///< why none was made, or why the one made could not be saved (it is used all the same)
};

/**
 * @brief The Qelat database of `rules` (QelatEndgame::supports()): the
 * largest file of these rules in `folder` with at most kQelatLargestFile
 * and at least `seeds` seeds in play that loads; a file there that is
 * refused (damaged, truncated, of another format) is moved aside to
 * NAME.refused, never overwritten, and the reason returned. Without one it
 * computes the database of `seeds` seeds in memory and saves it to the
 * folder (a full disk is said in `error`; the database is used all the
 * same).
 */
QelatDatabaseFound findOrBuildQelatDatabase(const Rules& rules, const std::string& folder, int seeds,
                                            const std::atomic<bool>* stop = nullptr,
                                            const QelatEndgame::Progress& progress = {});

/// Hands the Perfect level, the hints and the analysis a database (null: none).
void setQelatPerfectDatabase(std::shared_ptr<const QelatEndgame> database);

/// Whether the first Perfect decision in Qelat finds or computes the database itself (on: the command line,
/// the default) or plays the search until setQelatPerfectDatabase() (off: the app, which builds it in the background).
void setQelatDatabaseOnDemand(bool on);

/// The database set, if it suits `rules`; nullptr otherwise (it is never computed here).
std::shared_ptr<const QelatEndgame> qelatPerfectDatabase(const Rules& rules);

/// @brief One decision's exact value from the database.
struct QelatExactDecision {
    Decision decision;
    int value = 0;          ///< the decider's final score difference with perfect play
    int pliesToConvert = 0; ///< quiet plies before the next seed reaches a walda (0: this one does, or the game ends)
};

/**
 * @brief Every legal decision of `p` with its exact value, best first
 * (among equal values the fewest plies to convert first), when the
 * database holds `p` exactly (its quiet count within what the entry
 * needs) and each decision's outcome; nullopt otherwise.
 */
std::optional<std::vector<QelatExactDecision>> qelatExactDecisions(const QelatEndgame& database, const Position& p);

/**
 * @brief qelatExactDecisions() with the database of `p`'s rules: the one
 * set (qelatPerfectDatabase()), or where setQelatDatabaseOnDemand() allows
 * (the command line), found or computed now. Nullopt when there is none or
 * it does not hold `p` exactly. The review and the puzzles prove with it.
 */
std::optional<std::vector<QelatExactDecision>> qelatExactDecisions(const Position& p,
                                                                   const std::atomic<bool>* stop = nullptr);

/**
 * @brief Whether the database proves that neither side can win any more
 * on the other from `p` (its remaining gain is 0, exactly: a dead draw of
 * the rest of the game; the score difference stays as it is with correct
 * play), so that the players need not shuffle to the quiet-move limit (G2).
 */
bool qelatDeadDraw(const QelatEndgame& database, const Position& p);

} // namespace mancala
