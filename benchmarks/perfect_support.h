// SPDX-License-Identifier: GPL-3.0-or-later
// What the Perfect level's benchmarks (mancala-perfect-reach,
// mancala-perfect-loss) share: their options and the play of a game.
#pragma once

#include "match_support.h"

#include "mancala/engine.h"
#include "mancala/search.h"

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace mancala::bench {

/// A Kalah match (4 games unless told) and the Perfect level's time a decision.
struct PerfectOptions {
    MatchOptions match;
    int millis = 1000;
    int valueMillis = 0; ///< --value-millis, where it is taken: the solver's time to value a decision
};

/// Reads the options (--value-millis only when `valueMillis`); false on a bad
/// or unknown one, or on rules other than Kalah's.
inline bool readPerfectOptions(PerfectOptions& options, bool valueMillis, int argc, char** argv)
{
    options.match.rules = Rules::defaults(Variant::Kalah);
    options.match.games = 4;
    const bool read = readOptions(options.match, argc, argv, [&](const std::string& arg, int& i) {
        if (arg == "--millis" && i + 1 < argc)
            options.millis = std::atoi(argv[++i]);
        else if (valueMillis && arg == "--value-millis" && i + 1 < argc)
            options.valueMillis = std::atoi(argv[++i]);
        else
            return false;
        return true;
    });
    return read && options.match.rules.variant == Variant::Kalah && options.match.games >= 1 && options.millis >= 1
        && options.valueMillis >= 0;
}

/// A decision of the Perfect level, made as the app makes it.
struct PerfectDecision {
    Decision decision;
    bool proved = false; ///< the solver proved its value in time
    double seconds = 0;
};

inline PerfectDecision decidePerfect(const Position& p, std::uint64_t seed, int millis)
{
    PerfectDecision out;
    const auto t0 = std::chrono::steady_clock::now();
    out.decision = chooseDecision(p, kPerfectLevel, seed, millis, nullptr,
                                  [&out](const SearchInfo& info) { out.proved = out.proved || info.exact; });
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

struct PlayedGame {
    Position end;
    int decisions = 0;
};

/// Plays game `game` of the match from its start, up to its end or the
/// decision cap: `decide(position, seed, n)` gives decision n.
template <typename Decide>
PlayedGame playGame(const MatchOptions& options, int game, Decide decide)
{
    PlayedGame out{startPosition(options.rules, options.seed + game), 0};
    while (!out.end.over() && out.decisions < options.maxDecisions) {
        const std::uint64_t seed = options.seed * 7919 + game * 131 + out.decisions;
        apply(out.end, decide(out.end, seed, out.decisions));
        ++out.decisions;
    }
    return out;
}

} // namespace mancala::bench
