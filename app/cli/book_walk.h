// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// mancala-cli book --follow: the opening book along strong play. From the
// start, the Perfect level on one side: at its decisions only the decisions
// that keep the value (all of them: the level draws among equals), at the
// other side's every decision, down to a number of seeds in the houses.
// Each position of the Perfect level whose full proof (its value and every
// decision that keeps it, as the level must prove them) takes longer than
// the level's budget gets a book line, and so does each of its answers: with
// them the level proves the position at once.

#include "mancala/decision.h"
#include "mancala/position.h"
#include "mancala/search.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mancala {
class EndgameDatabase;
}

namespace mancala::cli {

struct BookWalkRequest {
    Position start;
    Side perfect = Side::South;  ///< the Perfect level's side
    int minSeeds = 42;           ///< no position with fewer seeds in the houses
    int plies = 20;              ///< no position more decisions from the start
    int millis = 150;            ///< what the level's solver must prove a position in (0: none is)
    std::uint64_t quickNodes = kPerfectQuickNodes; ///< the level's quick solve first (0: none)
    std::size_t testMemoryMB = 256; ///< the level's table for that test (SolverLimits' default)
    std::size_t memoryMB = 1024;    ///< the table of the full solves
    const EndgameDatabase* database = nullptr;
    /// The other side's decisions followed: all (negative), or those a
    /// search of `otherNodes` scores within this many seeds of its best.
    int otherMargin = -1;
    std::uint64_t otherNodes = 200'000;
};

/// A position of the Perfect level the walk reached, and what it followed from it.
struct BookWalkVisit {
    Position position;
    int ply = 0;
    int value = 0;                   ///< its exact value for the decider
    std::vector<Decision> keeping;   ///< every decision that keeps it: the ones followed
    bool inTime = false;             ///< proved in full within the budget, or by the lines (none new)
    double seconds = 0;              ///< the full solve's when not in time
};

struct BookWalkCallbacks {
    std::function<void(const std::string& line)> line;  ///< a new book line
    std::function<void(const BookWalkVisit&)> visit;    ///< each of the level's positions
};

struct BookWalkTotals {
    int perfectPositions = 0; ///< the level's positions valued
    int otherPositions = 0;   ///< the other side's positions passed through
    int missed = 0;           ///< the level's positions not proved within the budget
    int lines = 0;            ///< book lines given
};

/// Walks as described above; false only if a solve without limits stopped (an internal error).
bool walkStrongPlay(const BookWalkRequest& request, const BookWalkCallbacks& callbacks, BookWalkTotals& totals);

} // namespace mancala::cli
