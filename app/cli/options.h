// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The options every mancala-cli command reads the same way (docs/cli.md):
// `--name value` and `--name=value` pairs, `--flag`s, numbers, and the game
// they describe: --variant, --rule NAME=VALUE, --seed, --setup and --moves.

#include "mancala/engine.h"
#include "mancala/rules.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mancala::cli {

constexpr int kExitViolation = 1; ///< a broken invariant: a bug, not the input's fault
constexpr int kExitUsage = 2;     ///< bad usage, an illegal or malformed move

/// Prints `mancala-cli: message` on stderr and returns kExitUsage.
int usageError(const std::string& message);

/// A whole decimal number, nothing before or after it.
bool parseNumber(std::string_view text, std::uint64_t& out);

/// The options of one command line.
struct Options {
    std::vector<std::pair<std::string, std::string>> values; ///< in the order given
    std::vector<std::string> flags;
    std::vector<std::string> positional; ///< arguments that are not options
    bool help = false;

    /// The value of an option given once or more (the last one), or null.
    const std::string* value(std::string_view name) const;
    /// Every value of a repeatable option, in order.
    std::vector<std::string> all(std::string_view name) const;
    bool flag(std::string_view name) const;
};

/**
 * Reads `args` against the command's options that take a value (`valued`)
 * and its flags; `--help`/`-h` set Options::help. Returns the error, or an
 * empty string.
 */
std::string parseOptions(const std::vector<std::string_view>& args, const std::vector<std::string_view>& valued,
                         const std::vector<std::string_view>& flags, Options& out);

/// Option `name` as a number from `min` to `max` into `out` (left alone when
/// the option is absent); returns the error, or an empty string.
std::string numberOption(const Options& options, std::string_view name, std::uint64_t min, std::uint64_t max,
                         std::uint64_t& out);

/// The same for a number that may be negative (`--guess -4`).
std::string signedOption(const Options& options, std::string_view name, std::int64_t min, std::int64_t max,
                         std::int64_t& out);

/// `--seed S` (default 1): the seed of the lots; returns the error, or an empty string.
std::string seedOption(const Options& options, std::uint64_t& seed);

/// The default rules of a rule set id; returns the error, or an empty string.
std::string rulesFor(std::string_view variantId, Rules& out);

/// Sets one house rule from `name=value` text; returns the error (nothing
/// changed), or an empty string.
std::string addRule(Rules& rules, std::string_view nameValue);

/**
 * The rules of --variant (or, when it is absent, of the rule set a --setup
 * names in front, `kalah: 4,4,...`, else `defaultVariant` when one is given)
 * and every --rule, validated; returns the error, or an empty string.
 */
std::string rulesFromOptions(const Options& options, Rules& out, std::string_view defaultVariant = {});

/// What went wrong while setting up a game: the line for stderr and the exit code.
struct GameError {
    std::string line; ///< empty: no error
    int exitCode = kExitUsage;
    bool ok() const { return line.empty(); }
    /// Prints the line on stderr and returns the exit code.
    int report() const;
};

/**
 * The position of a command's game: the start of `rules` with `seed`, or
 * --setup's position string, after --moves (played as `replay` plays them,
 * movetext.h). `rules` must outlive `out`, which is left alone on an error.
 */
GameError positionFromOptions(const Options& options, const Rules& rules, std::uint64_t seed, Position& out);

} // namespace mancala::cli
