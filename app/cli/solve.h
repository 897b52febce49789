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
    std::string databaseFolder;  ///< empty: the user's cache folder
    bool useBook = true;
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

} // namespace mancala::cli
