// SPDX-License-Identifier: GPL-3.0-or-later
// Monte Carlo tree search (core/src/search/mcts.h) against the alpha-beta
// search (level 6) at equal time a decision, or at fixed budgets for a
// repeatable match: each seed from both sides (docs/benchmarks.md).
//
//   mancala-mcts-match --variant ID [--rule NAME=VALUE ...] [--games N] [--seed S]
//                      [--movetime MS | --playouts P --level L] [--exploration C]
//                      [--max-decisions M]
//
// With --movetime both sides get MS milliseconds a decision (default 200);
// with --playouts, MCTS plays P playouts a decision against level L (1-5,
// deterministic). Prints MCTS's wins, draws, losses and score with its 95 %
// interval, and the mean playouts a decision.

#include "mancala/engine.h"
#include "mancala/search.h"
#include "search/mcts.h"
#include "search/searcher.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace mancala;

namespace {

int usage()
{
    std::fputs("usage: mancala-mcts-match --variant ID [--rule NAME=VALUE ...] [--games N] [--seed S]\n"
               "                          [--movetime MS | --playouts P --level L] [--exploration C]\n"
               "                          [--max-decisions M]\n",
               stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    Rules rules;
    bool haveVariant = false;
    int games = 40, maxDecisions = 5000, movetime = 200, level = 6;
    std::uint64_t seed = 1, playouts = 0;
    double exploration = ai::MctsLimits{}.exploration;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool valued = i + 1 < argc;
        if (arg == "--variant" && valued) {
            Variant v{};
            if (!variantFromId(argv[++i], v))
                return usage();
            rules = Rules::defaults(v);
            haveVariant = true;
        } else if (arg == "--rule" && valued) {
            const std::string item = argv[++i];
            const auto eq = item.find('=');
            if (eq == std::string::npos || !rules.set(item.substr(0, eq), item.substr(eq + 1)).empty())
                return usage();
        } else if (arg == "--games" && valued) {
            games = std::atoi(argv[++i]);
        } else if (arg == "--seed" && valued) {
            seed = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--movetime" && valued) {
            movetime = std::atoi(argv[++i]);
        } else if (arg == "--playouts" && valued) {
            playouts = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--level" && valued) {
            level = std::atoi(argv[++i]);
        } else if (arg == "--exploration" && valued) {
            exploration = std::atof(argv[++i]);
        } else if (arg == "--max-decisions" && valued) {
            maxDecisions = std::atoi(argv[++i]);
        } else {
            return usage();
        }
    }
    if (!haveVariant || games < 1 || movetime < 1 || level < kMinLevel || level > kMaxLevel
        || (playouts > 0 && level == kMaxLevel))
        return usage();

    int wins = 0, draws = 0, losses = 0;
    std::uint64_t totalPlayouts = 0, searches = 0;
    std::vector<double> scores;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = seed + static_cast<std::uint64_t>(g / 2);
        const Side mctsSide = g % 2 ? Side::North : Side::South;
        Position p = startPosition(rules, gameSeed);
        for (int i = 0; i < maxDecisions && !p.over(); ++i) {
            const std::uint64_t decisionSeed = gameSeed * 100003 + static_cast<std::uint64_t>(i);
            Decision d;
            if (p.decider == mctsSide) {
                ai::MctsLimits limits;
                limits.seed = decisionSeed;
                limits.exploration = exploration;
                if (playouts)
                    limits.playouts = playouts;
                else
                    limits.millis = movetime;
                if (p.pending != Pending::Race && ai::rootDecisions(p).size() > 1) {
                    const ai::MctsResult r = ai::monteCarloSearch(p, limits);
                    d = r.best;
                    totalPlayouts += r.playouts;
                    ++searches;
                } else {
                    d = ai::monteCarloDecision(p, limits);
                }
            } else {
                d = chooseDecision(p, level, decisionSeed, movetime);
            }
            if (!apply(p, d)) {
                std::fprintf(stderr, "mancala-mcts-match: an illegal decision\n");
                return 1;
            }
        }
        const Outcome won = mctsSide == Side::South ? Outcome::SouthWins : Outcome::NorthWins;
        if (!p.over() || p.outcome == Outcome::Draw) {
            ++draws;
            scores.push_back(0.5);
        } else if (p.outcome == won) {
            ++wins;
            scores.push_back(1);
        } else {
            ++losses;
            scores.push_back(0);
        }
    }
    double mean = 0;
    for (double s : scores)
        mean += s / games;
    double var = 0;
    for (double s : scores)
        var += (s - mean) * (s - mean) / games;
    const double ci = 1.96 * std::sqrt(var / games);
    const std::string budget = playouts ? std::to_string(playouts) + " playouts" : std::to_string(movetime) + " ms";
    std::printf("MCTS (%s) vs level %d%s, %s, %d games: wins %d, draws %d, losses %d; score %.1f %% +- %.1f %% (95 %%); "
                "%.0f playouts a decision\n",
                budget.c_str(), level, playouts ? "" : (" (" + std::to_string(movetime) + " ms)").c_str(),
                variantId(rules.variant).data(), games, wins, draws, losses, 100 * mean, 100 * ci,
                searches ? static_cast<double>(totalPlayouts) / searches : 0.0);
    return 0;
}
