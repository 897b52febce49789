// SPDX-License-Identifier: GPL-3.0-or-later
#include "solve.h"

#include "book_walk.h"

#include "mancala/endgame.h"
#include "mancala/json.h"
#include "mancala/notation.h"
#include "mancala/solver.h"

#include "mancala/engine.h"

#include <chrono>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

namespace mancala::cli {

namespace {

constexpr int kExitUsage = 2;
constexpr int kExitUnsolved = 3;

std::string decisionName(const Position& p, const Decision& d) { return jsonString(formatDecision(p, d)); }

std::string millions(std::uint64_t n)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1fM", static_cast<double>(n) / 1e6);
    return text;
}

/// Says on stderr why the solver does not play `rules`, if it does not.
bool refused(const Rules& rules)
{
    const std::string why = solverSupports(rules);
    if (!why.empty())
        std::fprintf(stderr, "mancala-cli: %s\n", why.c_str());
    return !why.empty();
}

/// The endgame database of the request's rules opened into `database`, or none (--no-egdb, or not built).
const EndgameDatabase* openDatabase(const SolveRequest& request, EndgameDatabase& database)
{
    if (request.useDatabase && database.openFor(*request.position.rules, request.databaseFolder))
        return &database;
    return nullptr;
}

} // namespace

int runSolve(const SolveRequest& request)
{
    const Position& p = request.position;
    if (refused(*p.rules))
        return kExitUsage;
    EndgameDatabase database;
    SolverLimits limits;
    limits.memoryMB = request.memoryMB;
    limits.millis = request.millis;
    limits.analyse = request.analyse;
    limits.useBook = request.useBook;
    limits.guess = request.guess;
    limits.smallDatabase = request.smallDatabase;
    limits.database = openDatabase(request, database);
    if (limits.database) {
        std::fprintf(stderr, "solve: endgame database %s (up to %d seeds)\n", database.path().c_str(),
                     database.seeds());
    }
    if (const int k = smallDatabaseSeedsFor(p, limits); k >= 0)
        std::fprintf(stderr, "solve: no endgame database file; computing the values of the boards of up to %d seeds "
                     "in memory first\n", k);
    // A progress line a second at most, from the first second on.
    double nextReport = 1.0;
    auto progress = [&nextReport](const SolverProgress& info) {
        if (info.seconds < nextReport)
            return;
        nextReport = info.seconds + 1.0;
        std::fprintf(stderr, "solve: %s%svalue in [%d, %d], %s nodes, %.1f s\n", info.stage.c_str(),
                     info.stage.empty() ? "" : ": ", info.low, info.high, millions(info.nodes).c_str(), info.seconds);
    };
    const auto result = solveKalah(p, limits, progress);
    if (!result) {
        std::fprintf(stderr, "mancala-cli: not solved within the time limit\n");
        return kExitUnsolved;
    }
    std::string best;
    for (const Decision& d : result->best)
        best += (best.empty() ? "" : ", ") + decisionName(p, d);
    std::string json = "{\"value\": " + std::to_string(result->value) + ", \"best\": [" + best + "]";
    if (request.analyse) {
        std::string all;
        for (const SolvedDecision& d : result->decisions)
            all += std::string(all.empty() ? "" : ", ") + "{\"move\": " + decisionName(p, d.decision)
                + ", \"value\": " + std::to_string(d.value) + "}";
        json += ", \"decisions\": [" + all + "]";
    }
    char tail[96];
    std::snprintf(tail, sizeof tail, ", \"nodes\": %llu, \"seconds\": %.3f}",
                  static_cast<unsigned long long>(result->nodes), result->seconds);
    std::printf("%s%s\n", json.c_str(), tail);
    return 0;
}

int runBook(const BookRequest& request)
{
    const Position& start = request.solve.position;
    if (refused(*start.rules))
        return kExitUsage;
    EndgameDatabase database;
    SolverLimits limits;
    limits.memoryMB = request.solve.memoryMB;
    limits.useBook = false; // the book holds what the solver alone cannot do in time
    limits.database = openDatabase(request.solve, database);
    SolverLimits quickLimits = limits;
    quickLimits.millis = request.millis;
    auto withGuess = [](SolverLimits l, int guess) {
        l.guess = guess;
        return l;
    };
    const auto t0 = std::chrono::steady_clock::now();
    // Each position with the value to test first: its parent's value, seen
    // from its side to move (a best answer keeps it; the solver climbs from there).
    struct Queued {
        Position position;
        int guess = 0;
    };
    std::vector<Queued> level{{start, request.solve.guess}};
    std::set<std::string> seen;
    int lines = 0;
    for (int ply = 0; ply <= request.plies && !level.empty(); ++ply) {
        std::vector<Queued> next;
        for (const Queued& q : level) {
            const Position& p = q.position;
            if (p.over() || !seen.insert(openingBookLine(p, 0)).second)
                continue;
            int value = 0;
            std::string how; // why the position has a line: empty when the solver proves it in time
            if (const std::optional<int> known = openingBookValue(p)) {
                value = *known; // the built-in book holds it: copied, not tested or solved again
                how = "from the book";
            } else if (const auto quickly = solveKalah(p, withGuess(quickLimits, q.guess))) {
                value = quickly->value;
            } else {
                const auto solved = solveKalah(p, withGuess(limits, q.guess));
                if (!solved) {
                    std::fprintf(stderr, "mancala-cli: internal error: a solve without limits stopped\n");
                    return 1;
                }
                value = solved->value;
                char seconds[32];
                std::snprintf(seconds, sizeof seconds, "%.1f s", solved->seconds);
                how = seconds;
            }
            if (!how.empty()) {
                std::printf("%s\n", openingBookLine(p, value).c_str());
                std::fflush(stdout);
                ++lines;
                std::fprintf(stderr, "book: ply %d: %s value %d, %s\n", ply, toPositionString(p).c_str(), value,
                             how.c_str());
            }
            DecisionList list;
            legalDecisions(p, list);
            for (const Decision& d : list) {
                Position child = p;
                apply(child, d);
                next.push_back({child, child.decider == p.decider ? value : -value});
            }
        }
        level = std::move(next);
    }
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::fprintf(stderr, "book: %d positions, %.0f s\n", lines, took);
    return 0;
}

int runBookFollow(const BookFollowRequest& request)
{
    const Position& start = request.solve.position;
    if (refused(*start.rules))
        return kExitUsage;
    EndgameDatabase database;
    BookWalkRequest walk;
    walk.start = start;
    walk.perfect = request.perfect;
    walk.plies = request.plies;
    walk.millis = request.millis;
    walk.minSeeds = request.minSeeds;
    walk.otherMargin = request.otherMargin;
    walk.memoryMB = request.solve.memoryMB;
    walk.database = openDatabase(request.solve, database);
    BookWalkCallbacks callbacks;
    callbacks.line = [](const std::string& line) {
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
    };
    callbacks.visit = [](const BookWalkVisit& v) {
        if (v.inTime)
            return;
        std::string keeping;
        for (const Decision& d : v.keeping) {
            if (!keeping.empty())
                keeping += ' ';
            keeping += formatDecision(v.position, d);
        }
        std::fprintf(stderr, "book: ply %d, %d seeds: %s value %d (%s), solved in %.1f s\n", v.ply,
                     v.position.seedsOnBoard(), toPositionString(v.position).c_str(), v.value, keeping.c_str(),
                     v.seconds);
    };
    BookWalkTotals totals;
    const auto t0 = std::chrono::steady_clock::now();
    if (!walkStrongPlay(walk, callbacks, totals)) {
        std::fprintf(stderr, "mancala-cli: internal error: a solve without limits stopped\n");
        return 1;
    }
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::fprintf(stderr, "book: %d positions of the Perfect level (%d not proved in time), %d of the other side, "
                 "%d lines, %.0f s\n", totals.perfectPositions, totals.missed, totals.otherPositions, totals.lines,
                 took);
    return 0;
}

int runDatabaseBuild(const DatabaseBuildRequest& request)
{
    const Rules& rules = request.rules;
    const int seeds = request.seeds >= 0 ? request.seeds : EndgameDatabase::defaultSeeds(rules.houses);
    const std::string folder = request.folder.empty() ? EndgameDatabase::defaultFolder() : request.folder;
    if (folder.empty()) {
        std::fprintf(stderr, "mancala-cli: no cache folder: set XDG_CACHE_HOME or HOME, or give --folder\n");
        return kExitUsage;
    }
    const std::string path = folder + "/" + EndgameDatabase::fileName(rules, seeds);
    const std::uint64_t entries = EndgameDatabase::entries(rules.houses, seeds);
    std::fprintf(stderr, "egdb: %s: %llu boards (%.0f MB)\n", path.c_str(), static_cast<unsigned long long>(entries),
                 static_cast<double>(entries) / 1e6);
    const auto t0 = std::chrono::steady_clock::now();
    auto elapsed = [&t0] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
    auto bar = [&](std::uint64_t done, std::uint64_t total) {
        if (!request.progressBar)
            return;
        const int width = 40;
        const double part = total ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
        const int filled = static_cast<int>(part * width);
        std::fprintf(stderr, "\regdb: [%s%s] %5.1f%% %6.0f s", std::string(filled, '#').c_str(),
                     std::string(width - filled, '.').c_str(), part * 100.0, elapsed());
        std::fflush(stderr);
    };
    const std::string err = EndgameDatabase::build(rules, seeds, path, bar);
    if (request.progressBar)
        std::fputc('\n', stderr);
    if (!err.empty()) {
        std::fprintf(stderr, "mancala-cli: %s\n", err.c_str());
        return kExitUsage;
    }
    std::printf("{\"path\": %s, \"seeds\": %d, \"boards\": %llu, \"seconds\": %.1f}\n", jsonString(path).c_str(), seeds,
                static_cast<unsigned long long>(entries), elapsed());
    return 0;
}

} // namespace mancala::cli
