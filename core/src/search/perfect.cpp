// SPDX-License-Identifier: GPL-3.0-or-later
// Perfect play in Kalah: the solver's exact values within the search's limits,
// the endgame database found in the cache folder, analyseExact() (the solver
// and the search side by side when timed) and solveDecision().

#include "search/perfect.h"

#include "mancala/endgame.h"
#include "mancala/engine.h"
#include "mancala/solver.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <set>
#include <thread>

namespace mancala {

namespace {

/// The database the Perfect level uses, opened when first needed. Shared:
/// a solve holds it while it runs, so that another thread may switch it.
struct Databases {
    std::mutex lock;
    bool enabled = true;
    std::string folder;
    std::shared_ptr<EndgameDatabase> open;
    std::set<std::string> damaged; ///< files whose checksum did not match: not opened again
};

Databases& databases()
{
    static Databases d;
    return d;
}

std::shared_ptr<const EndgameDatabase> databaseFor(const Rules& rules)
{
    Databases& d = databases();
    std::lock_guard hold(d.lock);
    if (!d.enabled)
        return {};
    if (d.open && d.open->damaged())
        d.damaged.insert(d.open->path());
    if (d.open && d.open->suits(rules))
        return d.open;
    // Not found yet (or another board): look again, so that a database
    // built in the meantime is used from the next decision on. Its checksum
    // is checked in the background (the first decision does not wait).
    auto db = std::make_shared<EndgameDatabase>();
    if (!db->openFor(rules, d.folder) || d.damaged.count(db->path()))
        return {};
    d.open = db;
    return db;
}

/// analyseExact() with a time limit: the solver and the search side by side,
/// each with the whole time (a timed search gets its time from its start).
SearchInfo analyseSideBySide(const Position& p, const SearchLimits& limits, const SearchProgress& progress)
{
    std::mutex reporting;
    const auto report = [&](const SearchInfo& info) {
        if (!progress)
            return;
        std::lock_guard hold(reporting);
        progress(info);
    };
    std::atomic<bool> searchStop{false};
    std::atomic<bool> solverStop{false};
    std::atomic<bool> searchDone{false};
    std::atomic<bool> solverDone{false};
    SearchInfo searched;
    std::thread searcher([&] {
        SearchLimits own = limits;
        own.stop = &searchStop;
        searched = analyse(p, own, report);
        searchDone = true;
    });
    std::optional<SearchInfo> solved;
    std::thread prover([&] {
        solved = ai::solvedInfo(p, limits.millis, limits.nodes, &solverStop, true);
        solverDone = true;
    });
    // Forwards the caller's stop, stops the search once the solver has proved
    // the values, and the solver once the search is done (its time is up, or
    // every line reached the end of the game).
    while (!(searchDone && solverDone)) {
        if (limits.stop && limits.stop->load(std::memory_order_relaxed))
            searchStop = solverStop = true;
        if (solverDone && solved)
            searchStop = true;
        if (searchDone)
            solverStop = true;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    searcher.join();
    prover.join();
    if (solved) {
        report(*solved);
        return *solved;
    }
    return searched;
}

} // namespace

namespace ai {

std::optional<SolverResult> solveWithDatabase(const Position& p, SolverLimits limits, const SolverProgressFn& progress)
{
    const auto database = databaseFor(*p.rules); // held while the solve runs
    limits.database = database.get();
    return solveKalah(p, limits, progress);
}

bool solvable(const Position& p)
{
    return p.rules && !p.over() && p.pending == Pending::Turn && solverSupports(*p.rules).empty()
        && quietLimitOutOfReach(p);
}

std::optional<SearchInfo> solvedInfo(const Position& p, int millis, std::uint64_t nodes,
                                     const std::atomic<bool>* stop, bool allDecisions, int guess,
                                     const SolverProgressFn& report)
{
    SolverLimits limits;
    limits.millis = millis;
    limits.nodes = nodes;
    limits.stop = stop;
    limits.analyse = allDecisions;
    limits.guess = guess;
    return solvedInfo(p, limits, report);
}

std::optional<SearchInfo> solvedInfo(const Position& p, const SolverLimits& limits, const SolverProgressFn& report)
{
    if (!solvable(p))
        return std::nullopt;
    const auto solved = solveWithDatabase(p, limits, report);
    if (!solved || solved->best.empty())
        return std::nullopt;
    SearchInfo info;
    info.value = solved->value;
    info.exact = true;
    info.nodes = solved->nodes;
    info.seconds = solved->seconds;
    if (limits.analyse) {
        for (const SolvedDecision& d : solved->decisions)
            info.decisions.push_back({d.decision, static_cast<double>(d.value), 0, true});
    } else {
        for (const Decision& d : solved->best)
            info.decisions.push_back({d, static_cast<double>(solved->value), 0, true});
    }
    info.pv = {info.decisions.front().decision};
    return info;
}

} // namespace ai

SearchInfo analyseExact(const Position& p, const SearchLimits& limits, const SearchProgress& progress)
{
    if (p.variant() == Variant::Qelat) { // the endgame database's values where it holds them
        SearchLimits exact = limits;
        exact.exactEndgames = ai::qelatDatabaseOnDemand(*p.rules, limits.stop) != nullptr;
        return analyse(p, exact, progress);
    }
    if (limits.depth > 0 || !ai::solvable(p))
        return analyse(p, limits, progress);
    if (limits.millis > 0)
        return analyseSideBySide(p, limits, progress);
    // Nodes alone (repeatable): the solver first with 3/5 of them, the search the rest.
    const std::uint64_t solverNodes = limits.nodes ? std::max<std::uint64_t>(1, limits.nodes * 3 / 5) : 0;
    if (auto info = ai::solvedInfo(p, 0, solverNodes, limits.stop, true)) {
        if (progress)
            progress(*info);
        return *info;
    }
    SearchLimits rest = limits;
    if (limits.nodes)
        rest.nodes = std::max<std::uint64_t>(1, limits.nodes - solverNodes);
    return analyse(p, rest, progress);
}

std::optional<DecisionValue> solveDecision(const Position& p, const Decision& d, int millis,
                                          const std::atomic<bool>* stop)
{
    if (!ai::solvable(p))
        return std::nullopt;
    Position child = p;
    if (!apply(child, d))
        return std::nullopt;
    DecisionValue solved{d, 0, 0, true};
    if (child.over()) {
        const Side s = p.decider;
        solved.value = child.store[index(s)] - child.store[index(opponent(s))];
        return solved;
    }
    // The value alone (not the child's best decisions: a third fewer nodes).
    SolverLimits limits;
    limits.millis = millis;
    limits.stop = stop;
    limits.best = false;
    const auto result = ai::solveWithDatabase(child, limits);
    if (!result)
        return std::nullopt;
    // The child's own decider may be the same side (K3: an extra turn) or
    // the other (an ordinary move, K9's swap): its value turned to ours.
    solved.value = child.decider == p.decider ? result->value : -result->value;
    return solved;
}

void setPerfectPlayDatabases(bool enabled, const std::string& folder)
{
    Databases& d = databases();
    std::lock_guard hold(d.lock);
    d.enabled = enabled;
    d.folder = folder;
    d.open.reset();
    ai::setQelatDatabaseFolder(enabled, folder);
}

} // namespace mancala
