// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// mancala-cli replay (docs/cli.md): a game's moves from --variant, --rule,
// --seed, --setup and --moves, or one game of a record file, and the final
// position printed. The fuzz target tests/fuzz/fuzz_moves.cpp runs the same
// code through replayMoves().

#include "options.h"

#include "mancala/record.h"

#include <string>
#include <string_view>
#include <vector>

namespace mancala::cli {

/// replay's options that take a value, and its flags (for parseOptions()).
extern const std::vector<std::string_view> kReplayValued;
extern const std::vector<std::string_view> kReplayFlags;

/// What a command prints: its exit code, stdout and stderr.
struct CommandOutput {
    int exitCode = 0;
    std::string out;
    std::string err;
};

/// `replay --variant ID ... --moves MOVES` (no record file): the final
/// position as JSON (or its position string with --position), or the error.
CommandOutput replayMoves(const Options& options);

/// Prints a record error as `FILE:LINE:COLUMN: reason`; returns kExitUsage.
int recordError(const std::string& path, const RecordError& error);

/// Reads game `k` (from 1) of the record file at `path` and replays it: 0,
/// or kExitUsage after printing why not (recordError()).
int readRecordGame(const std::string& path, std::uint64_t k, GameRecord& record, ReplayedGame& game);

/// The whole replay command, a record file or moves; prints and returns the exit code.
int replayCommand(const Options& options);

} // namespace mancala::cli
