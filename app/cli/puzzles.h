// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// mancala-cli puzzles: make puzzles from self-play and check puzzle files
// (docs/puzzles.md).

#include "options.h"

#include "mancala/position.h"
#include "mancala/puzzle.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mancala::cli {

extern const char* const kPuzzlesHelp;
extern const std::vector<std::string_view> kPuzzlesValued;
extern const std::vector<std::string_view> kPuzzlesFlags;

/// `mancala-cli puzzles generate ...` and `mancala-cli puzzles check FILE`.
int puzzlesCommand(const Options& options);

/// The smallest lead (in seeds) of the best decision over every other one for
/// a puzzle checked by the search (depth > 0); the solver's puzzles need 1.
constexpr double kSearchMargin = 3.0;

/// Every legal decision of a puzzle's position valued, best first.
struct ValuedPosition {
    std::vector<std::pair<std::string, double>> decisions; ///< token, value (decider's view)
    std::vector<std::string> line; ///< the best line, from the best decision
    std::uint64_t nodes = 0;
};

/**
 * Values every legal decision of `p` exactly (depth 0, Kalah: the solver
 * within `nodes`, 0 for no limit) or by the search to `depth`; nullopt when
 * the solver does not prove it in time. `lineLength` decisions of the best
 * line are found too (0: none).
 */
std::optional<ValuedPosition> valuePosition(
    const Position& p, int depth, std::uint64_t nodes, int lineLength);

/// Checks one puzzle: its position reads, its best and its line are legal, and
/// (with `prove`) re-proves best, value, second and margin; the reason it fails, or empty.
std::string checkPuzzle(const Puzzle& puzzle, std::uint64_t nodes, bool prove);

} // namespace mancala::cli
