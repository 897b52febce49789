// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Move-path enumeration (perft) and uniformly random play, for regression
// tests, the command line and the benchmarks.

#include "mancala/engine.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mancala {

/**
 * @brief The number of sequences of exactly `depth` decisions from `p`, each
 * taken from legalDecisions() (E8 distributions are not counted). A
 * finished game has no decisions: it counts 1 at depth 0 and 0 deeper.
 */
std::uint64_t perft(const Position& p, int depth);

/// perft() split by the first decision, in legalDecisions() order.
std::vector<std::pair<Decision, std::uint64_t>> perftDivide(const Position& p, int depth);

/// @brief The explicitly seeded generator of random play (splitmix64).
class PlayoutRandom {
public:
    explicit PlayoutRandom(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next();
    /// Uniform in [0, n), n > 0.
    int below(int n);

private:
    std::uint64_t m_state;
};

/**
 * @brief Applies one uniformly random legal decision: picks among
 * candidateDecisions() and drops those apply() refuses (G1); passes when
 * every candidate is refused. Where the special move (E8) may be played it
 * is one more choice. Returns false, leaving `p` unchanged, only when the
 * game is over (or the engine refuses even the pass).
 */
bool playRandomDecision(Position& p, PlayoutRandom& random, Decision* played = nullptr);

/// @brief One game of uniformly random play (playRandomGame()).
struct RandomGame {
    Position final;                 ///< where the game stopped
    std::uint64_t decisions = 0;    ///< decisions played
    std::string violation;          ///< the first broken invariant, empty when none
    std::string movetext;           ///< the turns, when asked for
};

/**
 * @brief Plays random decisions from startPosition(rules, seed) until the
 * game is over or `maxDecisions` were played, checking checkConsistency()
 * after every decision. The choices are drawn from a generator seeded from
 * `seed` too, so one seed gives one game. With `movetext` the turns are
 * written as `mancala-cli replay --moves` reads them.
 */
RandomGame playRandomGame(const Rules& rules, std::uint64_t seed, std::uint64_t maxDecisions, bool movetext = false);

} // namespace mancala
