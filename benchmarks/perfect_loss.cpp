// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-perfect-loss: what the Perfect level's decisions lose against
// perfect play.
//
// Plays whole Kalah games from the start as the app does (chooseDecision at
// kPerfectLevel with its time a decision, the book and the endgame database
// of the cache folder): Perfect against the Master level (6) and against
// itself, Perfect's side alternating from game to game. Then every position
// where Perfect decided is valued by the solver without a time limit (or
// within --value-millis each): the position's value and the chosen
// decision's. A decision that keeps less than the value loses the
// difference. Prints the count of value-losing decisions and the seeds lost,
// split by whether the solver had proved the decision during play.

#include "perfect_support.h"

#include "mancala/endgame.h"
#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using namespace mancala;

namespace {

struct Decided {
    Position position;
    Decision decision;
    bool proved = false; ///< the solver proved the value during play
    int game = 0;
};

int usage()
{
    std::fprintf(stderr,
                 "usage: mancala-perfect-loss [--rule NAME=VALUE ...] [--games G] [--seed S]\n"
                 "                            [--millis T] [--value-millis V] [--max-decisions M]\n"
                 "Plays G Kalah games (default 4) of the Perfect level at T ms a decision\n"
                 "(default 1000), against Master (odd games) and itself (even games), its side\n"
                 "alternating; then values each of its decisions with the solver (V ms each,\n"
                 "default 0: no limit) and prints the decisions that lost value and the seeds lost.\n");
    return 2;
}

/// The solver's value of `p` for its decider, without a limit but `millis`.
std::optional<int> valueOf(const Position& p, int millis, const EndgameDatabase& db)
{
    SolverLimits limits;
    limits.database = db.isOpen() ? &db : nullptr;
    limits.millis = millis;
    limits.best = false;
    limits.memoryMB = 1024;
    if (const auto r = solveKalah(p, limits))
        return r->value;
    return std::nullopt;
}

} // namespace

int main(int argc, char** argv)
{
    bench::PerfectOptions perfectOptions;
    if (!bench::readPerfectOptions(perfectOptions, true, argc, argv))
        return usage();
    const bench::MatchOptions& options = perfectOptions.match;
    const int millis = perfectOptions.millis;
    const int valueMillis = perfectOptions.valueMillis;
    // The valuing solves use the same database as the play (the cache folder's).
    EndgameDatabase db;
    db.openFor(options.rules, {});
    std::printf("endgame database: %s\n", db.isOpen() ? "found" : "none");

    std::vector<Decided> decided;
    const auto playStart = std::chrono::steady_clock::now();
    for (int game = 0; game < options.games; ++game) {
        const bool againstSelf = game % 2 == 1;
        const Side perfect = (game / 2) % 2 == 0 ? Side::South : Side::North;
        int proved = 0;
        int mine = 0;
        const bench::PlayedGame played = bench::playGame(options, game, [&](const Position& p, std::uint64_t seed, int) {
            if (!againstSelf && p.decider != perfect)
                return chooseDecision(p, kMaxLevel, seed, millis);
            const bench::PerfectDecision d = bench::decidePerfect(p, seed, millis);
            decided.push_back({p, d.decision, d.proved, game});
            ++mine;
            proved += d.proved;
            return d.decision;
        });
        std::printf("game %d (%s, Perfect %s): %d decisions, %d by Perfect, %d proved in play; %d-%d\n", game + 1,
                    againstSelf ? "against itself" : "against Master",
                    againstSelf ? "both" : (perfect == Side::South ? "South" : "North"), played.decisions, mine,
                    proved, played.end.store[0], played.end.store[1]);
        std::fflush(stdout);
    }
    const double playSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - playStart).count();

    int losing = 0;
    int seedsLost = 0;
    int losingUnproved = 0;
    int unvalued = 0;
    int unproved = 0;
    const auto valueStart = std::chrono::steady_clock::now();
    for (const Decided& d : decided) {
        unproved += !d.proved;
        const auto best = valueOf(d.position, valueMillis, db);
        const auto kept = best ? solveDecision(d.position, d.decision, valueMillis) : std::nullopt;
        if (!best || !kept) {
            ++unvalued;
            std::printf("game %d, %d seeds in houses: not valued in time\n", d.game + 1, d.position.seedsOnBoard());
            continue;
        }
        const int lost = *best - static_cast<int>(kept->value);
        if (!d.proved && lost <= 0)
            std::printf("game %d, %d seeds in houses: %s keeps %d (not proved in play) at %s\n", d.game + 1,
                        d.position.seedsOnBoard(), formatDecision(d.position, d.decision).c_str(), *best,
                        toPositionString(d.position).c_str());
        if (lost > 0) {
            ++losing;
            seedsLost += lost;
            losingUnproved += !d.proved;
            std::printf("game %d, %d seeds in houses: %s kept %d of %d (lost %d)%s at %s\n", d.game + 1,
                        d.position.seedsOnBoard(), formatDecision(d.position, d.decision).c_str(),
                        static_cast<int>(kept->value), *best, lost, d.proved ? " PROVED?" : "",
                        toPositionString(d.position).c_str());
        }
        std::fflush(stdout);
    }
    const double valueSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - valueStart).count();
    std::printf("\nPerfect decisions: %zu (%d not proved in play), valued: %zu\n", decided.size(), unproved,
                decided.size() - static_cast<std::size_t>(unvalued));
    std::printf("value-losing decisions: %d (%d of them not proved in play), seeds lost: %d\n", losing,
                losingUnproved, seedsLost);
    std::printf("play %.0f s, valuing %.0f s\n", playSeconds, valueSeconds);
    return 0;
}
