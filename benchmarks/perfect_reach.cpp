// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-perfect-reach: how far the Perfect level's exact play reaches.
//
// Plays whole Kalah games with the Perfect level on both sides, as the app
// does (chooseDecision at kPerfectLevel with its time per decision, the
// opening book and the endgame database of the cache folder), and counts,
// by the seeds still in the houses, how many decisions the solver proved
// in time (exact) and how many fell back on the search. docs/solutions.md
// ("How far the Perfect level reaches") has the figures.

#include "perfect_support.h"

#include "mancala/engine.h"
#include "mancala/search.h"

#include <cstdio>
#include <map>

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
    bench::PerfectOptions perfectOptions;
    if (!bench::readPerfectOptions(perfectOptions, false, argc, argv))
        return usage();
    const bench::MatchOptions& options = perfectOptions.match;

    std::map<int, Bucket, std::greater<>> bySeeds; // seeds in the houses, most first
    int decisions = 0;
    int exact = 0;
    for (int game = 0; game < options.games; ++game) {
        int firstAllExact = -1; // the decision from which on every one was exact
        const bench::PlayedGame played = bench::playGame(options, game, [&](const Position& p, std::uint64_t seed, int n) {
            const bench::PerfectDecision d = bench::decidePerfect(p, seed, perfectOptions.millis);
            Bucket& b = bySeeds[p.seedsOnBoard()];
            ++b.decisions;
            b.exact += d.proved;
            b.seconds += d.seconds;
            ++decisions;
            exact += d.proved;
            if (!d.proved)
                firstAllExact = -1;
            else if (firstAllExact < 0)
                firstAllExact = n;
            return d.decision;
        });
        std::printf("game %d: %d decisions, exact from decision %d on, %d-%d\n", game + 1, played.decisions,
                    firstAllExact + 1, played.end.store[0], played.end.store[1]);
        std::fflush(stdout);
    }
    std::printf("\nseeds in houses | decisions | exact | mean seconds\n");
    for (const auto& [seeds, b] : bySeeds)
        std::printf("%15d | %9d | %5d | %.3f\n", seeds, b.decisions, b.exact, b.seconds / b.decisions);
    std::printf("\nall: %d decisions, %d exact (%.1f %%)\n", decisions, exact, decisions ? 100.0 * exact / decisions : 0.0);
    return 0;
}
