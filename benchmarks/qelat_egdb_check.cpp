// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-qelat-egdb-check FILE [--samples N] [--games G] [--seed S]
//
// Checks a Qelat endgame database file (docs/solutions.md) against the
// engine's own moves (rules/qelat.cpp, not the builder's sowing): for N
// random positions of every seed count in play, and for every position of
// G random games from the start once the seeds in play are within the
// file, a position's value must be the best of its decisions' values (each
// the end of the game or the database's value of the position after it).
// Seeds are counted at every step of the games. Prints the counts and
// exits 1 on any difference.

#include "solver/qelat_positions.h"

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/qelat_endgame.h"
#include "mancala/qelat_perfect.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

using namespace mancala;

namespace {

struct Counts {
    long checked = 0;
    long differ = 0;
};

int totalSeeds(const Position& p)
{
    int n = 0;
    for (int i = 0; i < p.ring(); ++i)
        n += p.seeds[i];
    return n;
}

/// Whether the database's value of `p` is the best of its decisions' values.
void check(const QelatEndgame& db, const Position& p, Counts& counts)
{
    const auto value = db.value(p);
    if (!value)
        return;
    const auto decisions = qelatExactDecisions(db, p);
    ++counts.checked;
    if (!decisions || decisions->front().value != *value) {
        ++counts.differ;
        if (counts.differ <= 5)
            std::fprintf(stderr, "differs: %s: database %d, best decision %s\n", toPositionString(p).c_str(), *value,
                         decisions ? std::to_string(decisions->front().value).c_str() : "(none exact)");
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: mancala-qelat-egdb-check FILE [--samples N] [--games G] [--seed S]\n");
        return 2;
    }
    int samples = 2000;
    int games = 200;
    unsigned seed = 1;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--samples"))
            samples = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--games"))
            games = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seed"))
            seed = static_cast<unsigned>(std::atoi(argv[i + 1]));
    }
    const auto t0 = std::chrono::steady_clock::now();
    QelatEndgame db;
    if (const std::string why = db.load(argv[1]); !why.empty()) {
        std::fprintf(stderr, "%s: %s\n", argv[1], why.c_str());
        return 2;
    }
    const double loadSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const Rules& rules = db.rules();
    std::mt19937 rng(seed);
    Counts random;
    for (int n = 1; n <= db.seeds(); ++n) {
        Counts level;
        for (int k = 0; k < samples; ++k) {
            Position p = testsupport::qelat::reachableEndgame(rules, rng, n);
            if (QelatEndgame::seedsInPlay(p) != n) {
                --k;
                continue;
            }
            p.quietPlies = 0;
            check(db, p, level);
        }
        std::printf("seeds in play %2d: %ld positions checked, %ld differ\n", n, level.checked, level.differ);
        random.checked += level.checked;
        random.differ += level.differ;
    }
    Counts played;
    long conserved = 0;
    for (int g = 0; g < games; ++g) {
        Position p = startPosition(rules, static_cast<std::uint64_t>(g) + 1);
        const int all = totalSeeds(p);
        while (!p.over()) {
            if (p.pending == Pending::Turn && QelatEndgame::seedsInPlay(p) <= db.seeds())
                check(db, p, played);
            DecisionList list;
            legalDecisions(p, list);
            const Decision d = list[std::uniform_int_distribution<std::size_t>(0, list.size() - 1)(rng)];
            if (!apply(p, d)) {
                std::fprintf(stderr, "game %d: a legal decision was refused\n", g);
                return 1;
            }
            if (totalSeeds(p) != all) {
                std::fprintf(stderr, "game %d: seeds not conserved\n", g);
                return 1;
            }
            ++conserved;
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("{\"file\": \"%s\", \"seeds\": %d, \"load seconds\": %.1f, \"random positions\": %ld, "
                "\"random differ\": %ld, \"game positions\": %ld, \"game differ\": %ld, \"decisions played\": %ld, "
                "\"seconds\": %.1f}\n",
                argv[1], db.seeds(), loadSeconds, random.checked, random.differ, played.checked, played.differ,
                conserved, seconds);
    return random.differ + played.differ == 0 ? 0 : 1;
}
