// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The small endgame database a long solve computes when it has none.
//
// Most nodes of a solve lie a few seeds above the leaves (in Kalah(6,4)
// from the start, 45 % at 16 seeds or fewer), and each one waits on a
// random read of a table of a gigabyte. The exact values of every board of
// at most K seeds, computed before the search (for 6 houses K = 16: 30
// million boards, about 6 s of one core, 30 MB that stay in the processor's
// cache more than the table does), replace all of those nodes and make the
// ones above them cheaper: Kalah(6,4) K4 from nothing in about 31 CPU-s
// instead of 49 (docs/benchmarks.md). Only a solve big enough to pay for
// it computes one; it is kept for the next solves of the same rules.

#include "mancala/endgame.h"
#include "mancala/solver.h"

#include <atomic>
#include <memory>

namespace mancala::solver {

/**
 * K of the small database a solve of a board of `houses` houses a side
 * holding `seedsOnBoard` seeds computes with these limits (when it has no
 * other database), or -1 for none: it does when it may take its time (no
 * node limit, no time limit or one of half a minute at least) and has
 * enough seeds above K for the search to be long. K is
 * SolverLimits::smallDatabaseSeeds, else the most seeds of at most
 * kSmallBoards boards.
 */
int smallDatabaseSeeds(int houses, int seedsOnBoard, const SolverLimits& limits);

/**
 * The small database of `rules` up to `seeds` seeds, computed at the first
 * call and kept; nullptr when `stop` was set during the computation. The
 * caller holds it while it reads it (releaseSmallDatabases() may run
 * meanwhile on another thread).
 */
std::shared_ptr<const EndgameDatabase> smallDatabase(const Rules& rules, int seeds, const std::atomic<bool>* stop);

/// Lets go of the small databases kept (each freed when its last solve ends).
void releaseSmallDatabases();

} // namespace mancala::solver
