// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// mancala-cli solve and egdb: perfect play in Kalah (docs/cli.md).

#include "mancala/position.h"
#include "mancala/rules.h"

#include <cstddef>
#include <string>

namespace mancala::cli {

struct SolveRequest {
    Position position;
    bool analyse = false;
    std::size_t memoryMB = 1024;
    int millis = 0;              ///< 0: no limit
    bool useDatabase = true;
    bool smallDatabase = true;   ///< with no database file, a long solve computes a small one in memory
    std::string databaseFolder;  ///< empty: the user's cache folder
    bool useBook = true;
    int guess = 0;               ///< the first guess of the value
};

/// Prints one line of JSON with the exact value; progress on stderr. Returns the exit code.
int runSolve(const SolveRequest& request);

struct DatabaseBuildRequest {
    Rules rules;
    int seeds = -1;             ///< -1: EndgameDatabase::defaultSeeds()
    std::string folder;         ///< empty: the user's cache folder
    bool progressBar = true;
};

/// Builds an endgame database with a progress bar on stderr. Returns the exit code.
int runDatabaseBuild(const DatabaseBuildRequest& request);

/// The same for Qelat (qelat_egdb.cpp): the database is computed in memory, then written.
int runQelatDatabaseBuild(const DatabaseBuildRequest& request);

struct BookRequest {
    SolveRequest solve;   ///< the start position, the database and memory
    int plies = 2;        ///< decisions from the start to look at
    int millis = 1000;    ///< what the solver must do alone in time
};

/// Prints an opening book line for every position within `plies` decisions
/// that the solver does not prove within `millis`. Returns the exit code.
int runBook(const BookRequest& request);

struct BookFollowRequest {
    SolveRequest solve;   ///< the start position, the database and memory
    Side perfect = Side::South;
    int plies = 20;
    int millis = 150;
    int minSeeds = 42;
    int otherMargin = -1; ///< the other side's decisions: all, or those a quick search scores this close to its best
};

/// mancala-cli book --follow (book_walk.h): the book lines along strong play. Returns the exit code.
int runBookFollow(const BookFollowRequest& request);

} // namespace mancala::cli
