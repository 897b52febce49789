// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-perfect-reach: how far the Perfect level's exact play reaches.
//
// Plays whole Kalah games with the Perfect level on both sides, as the app
// does (chooseDecision at kPerfectLevel with its time per decision, the
// opening book and the endgame database of the cache folder), and counts,
// by the seeds still in the houses, how many decisions the solver proved
// in time (exact) and how many fell back on the search. docs/solutions.md
// ("How far the Perfect level reaches") has the figures.

#include "match_support.h"

#include "mancala/engine.h"
#include "mancala/search.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

using namespace mancala;

namespace {

struct Bucket {
    int decisions = 0;
    int exact = 0;
    double seconds = 0;
};

int usage()
{
    std::fprintf(stderr,
                 "usage: mancala-perfect-reach [--rule NAME=VALUE ...] [--games G] [--seed S]\n"
                 "                             [--millis T] [--max-decisions M]\n"
                 "Plays G Kalah games (default 4) Perfect level against Perfect level at T ms a\n"
                 "decision (default 1000) and prints, by seeds in the houses, the decisions\n"
                 "the solver proved in time.\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    bench::MatchOptions options;
    options.rules = Rules::defaults(Variant::Kalah);
    options.games = 4;
    int millis = 1000;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bench::OptionRead read = bench::readMatchOption(options, i, argc, argv);
        if (read == bench::OptionRead::Bad)
            return usage();
        if (read == bench::OptionRead::Read)
            continue;
        if (arg == "--millis" && i + 1 < argc)
            millis = std::atoi(argv[++i]);
        else
            return usage();
    }
    if (options.rules.variant != Variant::Kalah || options.games < 1 || millis < 1)
        return usage();

    std::map<int, Bucket, std::greater<>> bySeeds; // seeds in the houses, most first
    int decisions = 0;
    int exact = 0;
    for (int game = 0; game < options.games; ++game) {
        Position p = startPosition(options.rules, options.seed + game);
        int firstAllExact = -1; // the decision from which on every one was exact
        int n = 0;
        while (!p.over() && n < options.maxDecisions) {
            bool proved = false;
            const auto t0 = std::chrono::steady_clock::now();
            const Decision d = chooseDecision(p, kPerfectLevel, options.seed * 7919 + game * 131 + n, millis, nullptr,
                                              [&proved](const SearchInfo& info) { proved = proved || info.exact; });
            const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            Bucket& b = bySeeds[p.seedsOnBoard()];
            ++b.decisions;
            b.exact += proved;
            b.seconds += took;
            ++decisions;
            exact += proved;
            if (!proved)
                firstAllExact = -1;
            else if (firstAllExact < 0)
                firstAllExact = n;
            apply(p, d);
            ++n;
        }
        std::printf("game %d: %d decisions, exact from decision %d on, %d-%d\n", game + 1, n, firstAllExact + 1,
                    p.store[0], p.store[1]);
        std::fflush(stdout);
    }
    std::printf("\nseeds in houses | decisions | exact | mean seconds\n");
    for (const auto& [seeds, b] : bySeeds)
        std::printf("%15d | %9d | %5d | %.3f\n", seeds, b.decisions, b.exact, b.seconds / b.decisions);
    std::printf("\nall: %d decisions, %d exact (%.1f %%)\n", decisions, exact, decisions ? 100.0 * exact / decisions : 0.0);
    return 0;
}
