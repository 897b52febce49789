// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The moves of `mancala-cli replay --moves` (docs/cli.md, "Moves"): turn
// tokens separated by white space, the decisions of a turn joined by '-',
// move numbers dropped. The command line, the engine protocol's `moves` and
// the fuzz target tests/fuzz/fuzz_moves.cpp all play moves through here.

#include "mancala/engine.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mancala::cli {

/// Splits movetext into turn tokens at white space; a distribution's braces
/// keep their spaces inside one token. Move numbers (`12.`, `12...`) are dropped.
std::vector<std::string> turnTokens(std::string_view text);

/// Splits a turn token into its decision tokens at the '-' outside braces.
std::vector<std::string> decisionTokens(std::string_view turn);

/// How strictly the tokens must follow the turns.
enum class TurnCheck {
    Turns,     ///< replay: a token is one whole turn (the last may stop inside one)
    Decisions, ///< the engine protocol: decisions in order, `c f` means `c-f`
};

/// Why movetext did not play to its end.
struct MovesFailure {
    enum class Kind {
        None,        ///< every move was played
        Malformed,   ///< a token that is no decision (parseDecision's reason)
        Illegal,     ///< a decision apply() refused (whyIllegal's reason)
        GameOver,    ///< a decision after the end of the game
        TurnEnded,   ///< a decision after the end of its turn, in the same token
        TurnNotOver, ///< a token that stops inside a turn before the next token
        Broken,      ///< the engine reached an inconsistent position: a bug, not the input's fault
    };
    Kind kind = Kind::None;
    std::size_t turn = 0;     ///< the turn token's number, from 1
    std::string turnToken;    ///< the whole turn token
    std::string decision;     ///< the failing decision's token (empty for TurnNotOver)
    bool severalDecisions = false; ///< the turn token holds more than one decision
    std::string reason;

    bool ok() const { return kind == Kind::None; }
    /// The line replay prints: `move 3 'c-f': 'f': reason` (the decision named
    /// only when its token holds several); for Broken, `internal error after move N: reason`.
    std::string message() const;
};

/**
 * Plays `movetext` on `p`, every decision checked with parseDecision() and
 * apply(), and checkConsistency() after each. All or nothing: on a failure
 * `p` is unchanged. `played`, when given, receives the decisions played.
 */
MovesFailure playMoves(Position& p, std::string_view movetext, TurnCheck check = TurnCheck::Turns,
                       std::vector<Decision>* played = nullptr);

} // namespace mancala::cli
