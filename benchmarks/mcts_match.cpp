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

#include "match_support.h"
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
    bench::MatchOptions options;
    options.games = 40;
    int movetime = 200, level = 6;
    std::uint64_t playouts = 0;
    double exploration = ai::MctsLimits{}.exploration;
    const bool read = bench::readOptions(options, argc, argv, [&](const std::string& arg, int& i) {
        const bool valued = i + 1 < argc;
        if (arg == "--movetime" && valued)
            movetime = std::atoi(argv[++i]);
        else if (arg == "--playouts" && valued)
            playouts = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--level" && valued)
            level = std::atoi(argv[++i]);
        else if (arg == "--exploration" && valued)
            exploration = std::atof(argv[++i]);
        else
            return false;
        return true;
    });
    if (!read)
        return usage();
    const Rules& rules = options.rules;
    const int games = options.games;
    if (!options.haveVariant || games < 1 || movetime < 1 || level < kMinLevel || level > kMaxLevel
        || (playouts > 0 && level == kMaxLevel))
        return usage();

    bench::MatchTally tally;
    std::uint64_t totalPlayouts = 0, searches = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = options.seed + static_cast<std::uint64_t>(g / 2);
        const Side mctsSide = g % 2 ? Side::North : Side::South;
        Position p = startPosition(rules, gameSeed);
        for (int i = 0; i < options.maxDecisions && !p.over(); ++i) {
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
        tally.add(p, mctsSide);
    }
    const std::string budget = playouts ? std::to_string(playouts) + " playouts" : std::to_string(movetime) + " ms";
    std::printf("MCTS (%s) vs level %d%s, %s, %d games: wins %d, draws %d, losses %d; score %.1f %% +- %.1f %% (95 %%); "
                "%.0f playouts a decision\n",
                budget.c_str(), level, playouts ? "" : (" (" + std::to_string(movetime) + " ms)").c_str(),
                variantId(rules.variant).data(), games, tally.wins, tally.draws, tally.losses, 100 * tally.score(),
                100 * tally.interval95(),
                searches ? static_cast<double>(totalPlayouts) / searches : 0.0);
    return 0;
}
