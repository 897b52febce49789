// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The computer player's commands of mancala-cli (docs/cli.md): engine,
// analyse, match and review. Each takes the arguments after its name and
// returns the exit code.

#include <string_view>
#include <vector>

namespace mancala::cli {

int engineCommand(const std::vector<std::string_view>& args);
int analyseCommand(const std::vector<std::string_view>& args);
int matchCommand(const std::vector<std::string_view>& args);
int reviewCommand(const std::vector<std::string_view>& args);

/// The options a command accepts: those that take a value, and flags (parseOptions()).
struct CommandOptions {
    std::vector<std::string_view> valued;
    std::vector<std::string_view> flags;
};
extern const CommandOptions kAnalyseOptions;
extern const CommandOptions kMatchOptions;
extern const CommandOptions kReviewOptions;

extern const char* const kEngineHelp;
extern const char* const kAnalyseHelp;
extern const char* const kMatchHelp;
extern const char* const kReviewHelp;

} // namespace mancala::cli
