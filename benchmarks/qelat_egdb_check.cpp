// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-qelat-egdb-check FILE [--samples N] [--games G] [--seed S] [--perfect P] [--movetime MS]
//
// Checks a Qelat endgame database file (docs/solutions.md) against the
// engine's own moves (rules/qelat.cpp, not the builder's sowing): for N
// random positions of every seed count in play, and for every position of
// G random games from the start once the seeds in play are within the
// file, a position's value must be the best of its decisions' values (each
// the end of the game or the database's value of the position after it).
// Seeds are counted at every step of the games. With --perfect P, P games
// of the Perfect level (with this database) against Master (level 6), MS
// milliseconds a decision, sides alternating: every Perfect decision whose
// position the database holds exactly is valued afterwards, and one that
// keeps less than the position's value is counted with the seeds it loses.
// Prints the counts and exits 1 on any difference or loss.

#include "solver/qelat_positions.h"

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/qelat_endgame.h"
#include "mancala/qelat_perfect.h"
#include "mancala/search.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <memory>
#include <string>
#include <utility>
#include <vector>

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

/// Perfect (this database) against Master from the start; every exactly held Perfect decision valued after.
void playPerfect(const std::shared_ptr<const QelatEndgame>& db, int games, int millis, Counts& decided, long& lost)
{
    setQelatPerfectDatabase(db);
    for (int g = 0; g < games; ++g) {
        Position p = startPosition(db->rules(), static_cast<std::uint64_t>(g) + 100);
        const Side perfect = g % 2 ? Side::North : Side::South;
        std::vector<std::pair<Position, Decision>> mine;
        while (!p.over()) {
            const bool isPerfect = p.decider == perfect;
            const Decision d = chooseDecision(p, isPerfect ? kPerfectLevel : 6, static_cast<std::uint64_t>(g), millis);
            if (isPerfect)
                mine.emplace_back(p, d);
            if (!apply(p, d))
                return;
        }
        const auto s = score(p);
        int held = 0;
        for (const auto& [position, decision] : mine) {
            const auto exact = qelatExactDecisions(*db, position);
            if (!exact)
                continue;
            ++held;
            ++decided.checked;
            for (const QelatExactDecision& e : *exact)
                if (e.decision == decision && e.value < exact->front().value) {
                    ++decided.differ;
                    lost += exact->front().value - e.value;
                    std::fprintf(stderr, "game %d: Perfect lost %d at %s\n", g, exact->front().value - e.value,
                                 toPositionString(position).c_str());
                }
        }
        std::printf("perfect game %d (Perfect %s): %d-%d, %zu Perfect decisions, %d held exactly\n", g,
                    perfect == Side::South ? "South" : "North", s[0], s[1], mine.size(), held);
        std::fflush(stdout);
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
    int perfectGames = 0;
    int millis = 500;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--samples"))
            samples = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--games"))
            games = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seed"))
            seed = static_cast<unsigned>(std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--perfect"))
            perfectGames = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--movetime"))
            millis = std::atoi(argv[i + 1]);
    }
    const auto t0 = std::chrono::steady_clock::now();
    auto shared = std::make_shared<QelatEndgame>();
    QelatEndgame& db = *shared;
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
    Counts perfect;
    long lost = 0;
    playPerfect(shared, perfectGames, millis, perfect, lost);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("{\"file\": \"%s\", \"seeds\": %d, \"load seconds\": %.1f, \"random positions\": %ld, "
                "\"random differ\": %ld, \"game positions\": %ld, \"game differ\": %ld, \"decisions played\": %ld, "
                "\"perfect decisions held\": %ld, \"perfect decisions losing\": %ld, \"seeds lost\": %ld, "
                "\"seconds\": %.1f}\n",
                argv[1], db.seeds(), loadSeconds, random.checked, random.differ, played.checked, played.differ,
                conserved, perfect.checked, perfect.differ, lost, seconds);
    return random.differ + played.differ + perfect.differ == 0 ? 0 : 1;
}
