// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// mancala-cli host and join: one side of a game between two computers
// (docs/network.md), headless. Both read this side's actions from standard
// input and write what happens as lines (docs/cli.md, "Playing across
// computers"), in the manner of `mancala-cli engine`.

#include "options.h"

#include <string_view>
#include <vector>

namespace mancala::cli {

extern const char* const kHostHelp;
extern const char* const kJoinHelp;
extern const std::vector<std::string_view> kHostValued;
extern const std::vector<std::string_view> kJoinValued;
extern const std::vector<std::string_view> kJoinFlags;

int hostCommand(const Options& options);
int joinCommand(const Options& options);

} // namespace mancala::cli
