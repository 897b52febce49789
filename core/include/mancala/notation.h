// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The move notation of docs/notation.md: hole names, decision tokens, turns,
// the position string and the JSON the command line prints.

#include "mancala/engine.h"

#include <string>
#include <string_view>
#include <vector>

namespace mancala {

/// 'a'.. for South's row, 'A'.. for North's row (ring index in).
std::string holeName(int houses, int hole);

/// Parses a hole name; false when it names no hole of a row of `houses`.
bool parseHole(std::string_view text, int houses, int& hole);

/**
 * @brief The token of one decision in position `p` (before it is applied):
 * a hole `c`/`F`, `cw`/`ccw`, `take`/`leave`, `pass`, `swap`, or a
 * distribution `{a3 b5 c0}`.
 */
std::string formatDecision(const Position& p, const Decision& d);

/// Parses one decision token for position `p`. On failure returns false and
/// sets `error` to a plain reason (syntax only: legality is apply()'s).
bool parseDecision(const Position& p, std::string_view token, Decision& out, std::string& error);

/**
 * Whether the turn that led from `before` to `after` is over, so that the
 * next decision starts a new turn token (decisions of one turn are joined
 * with '-').
 */
bool turnEnds(const Position& before, const Position& after);

/// The position string of docs/notation.md (FEN-like); round-trips exactly.
std::string toPositionString(const Position& p);

/**
 * @brief The position string with its rule set in front (docs/notation.md
 * section 6): the rule set's id, then each house rule that differs from its
 * defaults as `;name=value`, then `:`. `kalah: 4,4,...`,
 * `kalah;houses=3;seeds=1: 1,1,1/1,1,1 ...`.
 */
std::string toNamedPositionString(const Position& p);

/// @brief The rule set a position string names in front of its fields, if any.
struct PositionRules {
    bool named = false; ///< the string starts with a rule set
    Rules rules;        ///< the rules it names (when `named`)
    std::string_view fields; ///< the text after the prefix (all of it without one)
};

/**
 * Splits the rule-set prefix off a position string. Without one, `named` is
 * false and `fields` the whole text. With one, `rules` are the rule set's
 * defaults with its house rules; a prefix that names no `houses` takes the
 * row length from the rows. Returns the reason when the prefix is wrong (an
 * unknown rule set, a bad house rule) and leaves `out` unchanged.
 */
std::string positionRules(std::string_view text, PositionRules& out);

/**
 * Parses a position string for `rules`; returns the reason on failure and
 * leaves `out` unchanged. A string with a rule-set prefix must name exactly
 * these rules (else the reason says which it names).
 */
std::string fromPositionString(std::string_view text, const Rules& rules, Position& out);

/// The JSON object `mancala-cli replay` prints for a position.
std::string positionJson(const Position& p);

} // namespace mancala
