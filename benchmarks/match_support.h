// SPDX-License-Identifier: GPL-3.0-or-later
// What the match benchmarks (mancala-search-tune, mancala-mcts-match, and the
// Perfect level's through perfect_support.h) share:
// the options that set up a match and the tally of its games.
#pragma once

#include "mancala/engine.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace mancala::bench {

/// The options every match takes.
struct MatchOptions {
    Rules rules;
    bool haveVariant = false;
    int games = 100;
    std::uint64_t seed = 1;
    int maxDecisions = 5000;
};

enum class OptionRead { NotMine, Read, Bad };

/// Reads argv[i] if it is one of the shared options (--variant, --rule,
/// --games, --seed, --max-decisions), moving i past its value.
inline OptionRead readMatchOption(MatchOptions& options, int& i, int argc, char** argv)
{
    const std::string arg = argv[i];
    if (i + 1 >= argc)
        return OptionRead::NotMine;
    if (arg == "--variant") {
        Variant v{};
        if (!variantFromId(argv[++i], v))
            return OptionRead::Bad;
        options.rules = Rules::defaults(v);
        options.haveVariant = true;
    } else if (arg == "--rule") {
        const std::string item = argv[++i];
        const auto eq = item.find('=');
        if (eq == std::string::npos || !options.rules.set(item.substr(0, eq), item.substr(eq + 1)).empty())
            return OptionRead::Bad;
    } else if (arg == "--games") {
        options.games = std::atoi(argv[++i]);
    } else if (arg == "--seed") {
        options.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--max-decisions") {
        options.maxDecisions = std::atoi(argv[++i]);
    } else {
        return OptionRead::NotMine;
    }
    return OptionRead::Read;
}

/// Reads the command line: the shared options, and any other through
/// `own(arg, i)`, which takes argv[i] (moving i past its value) or says false.
/// False on a bad value or an option neither takes.
template <typename Own>
bool readOptions(MatchOptions& options, int argc, char** argv, Own own)
{
    for (int i = 1; i < argc; ++i) {
        const OptionRead shared = readMatchOption(options, i, argc, argv);
        if (shared == OptionRead::Bad)
            return false;
        if (shared == OptionRead::NotMine && !own(std::string(argv[i]), i))
            return false;
    }
    return true;
}

/// Wins, draws and losses of one side over a match, and its score with the
/// 95 % interval. A game still running at the decision cap counts as a draw.
struct MatchTally {
    int wins = 0, draws = 0, losses = 0;
    std::vector<double> scores;

    void add(const Position& end, Side side)
    {
        const Outcome won = side == Side::South ? Outcome::SouthWins : Outcome::NorthWins;
        if (!end.over() || end.outcome == Outcome::Draw) {
            ++draws;
            scores.push_back(0.5);
        } else if (end.outcome == won) {
            ++wins;
            scores.push_back(1);
        } else {
            ++losses;
            scores.push_back(0);
        }
    }
    double score() const
    {
        double mean = 0;
        for (double s : scores)
            mean += s / double(scores.size());
        return mean;
    }
    double interval95() const
    {
        const double mean = score();
        const double n = double(scores.size());
        double var = 0;
        for (double s : scores)
            var += (s - mean) * (s - mean) / n;
        return 1.96 * std::sqrt(var / n);
    }
};

} // namespace mancala::bench
