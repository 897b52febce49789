// SPDX-License-Identifier: GPL-3.0-or-later
// The Perfect level's decision: the solver and the Master level's search
// side by side on two threads for the whole time of the decision.
//
// - The search (level 6) runs for the full time, so that an unproven
//   decision is never weaker than Master's.
// - The solver runs beside it from the same moment. Its first null-window
//   test asks whether the position is worth at least a quick search's score
//   (a close guess, MTD(f)); a test that succeeds names the decision that
//   keeps the bound (a partial proof).
// - A decision the solver proves is played (among several that keep the
//   value, one drawn from the seed). A decision proven to keep at least v
//   is played over the search's when the search scores its own below v.
// - When the time is up and the solver has finished its first test, the
//   proof is close: it may go on up to provingMillis() (the "proving"
//   state, SearchInfo::proving), then the best of the above.

#include "search/perfect.h"

#include "mancala/solver.h"
#include "rules/variant_ops.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace mancala {

// A short search's score, rounded up, so that the first test asks whether
// some decision is worth at least that much (a few milliseconds).
int perfectFirstGuess(const Position& p, const std::atomic<bool>* stop)
{
    SearchLimits quick;
    quick.nodes = kPerfectQuickNodes;
    quick.stop = stop;
    return static_cast<int>(std::ceil(search(p, quick).info.value - 1e-9));
}

} // namespace mancala

namespace mancala::ai {

namespace {

using Clock = std::chrono::steady_clock;

/// The most a close proof may add to the time of a decision.
constexpr int kProvingMost = 3000;

/// What the two threads tell the deciding one, under `lock`.
struct Shared {
    std::mutex lock;
    std::condition_variable changed;
    bool searchDone = false;
    bool solverDone = false;
    int tests = 0;                ///< null-window tests finished on the position
    int low = -1000;              ///< the value is at least this
    int high = 1000;              ///< and at most this
    std::optional<Decision> keeps;///< a decision worth at least `low`
};

} // namespace

int provingMillis(int millis)
{
    const int total = std::max(1, millis);
    return total + std::min(3 * total, kProvingMost);
}

Decision perfectDecision(const Position& p, std::uint64_t seed, int millis, const std::atomic<bool>* stop,
                         const SearchProgress& progress)
{
    const auto start = Clock::now();
    const int total = std::max(1, millis);
    const auto deadline = start + std::chrono::milliseconds(provingMillis(total));
    std::mutex reporting; // progress is called from both threads, one call at a time
    const auto report = [&](const SearchInfo& info) {
        if (!progress)
            return;
        std::lock_guard hold(reporting);
        progress(info);
    };

    Shared shared;
    std::atomic<bool> searchStop{false};
    std::atomic<bool> solverStop{false};

    SearchResult found;
    std::thread searcher([&] {
        SearchLimits limits;
        limits.millis = total; // the whole time, from now
        limits.stop = &searchStop;
        limits.seed = seed;
        found = search(p, limits, report);
        std::lock_guard hold(shared.lock);
        shared.searchDone = true;
        shared.changed.notify_all();
    });

    std::optional<SearchInfo> solved;
    const auto finish = [&] {
        std::lock_guard hold(shared.lock);
        shared.solverDone = true;
        shared.changed.notify_all();
    };
    std::thread prover([&] {
        // Most positions of a game prove at once (book, database, endgame): no guess needed.
        solved = solvedInfo(p, 0, kPerfectQuickNodes, &solverStop, false);
        if (solved || solverStop)
            return finish();
        const int guess = perfectFirstGuess(p, &solverStop);
        solved = solvedInfo(p, 0, 0, &solverStop, false, guess, [&](const SolverProgress& s) {
            if (!s.stage.empty())
                return; // a stage of the decisions (K9 ahead): no bound on the position yet
            std::lock_guard hold(shared.lock);
            shared.tests = s.tests;
            shared.low = s.low;
            shared.high = s.high;
            if (s.keeps)
                shared.keeps = s.keeps;
        });
        finish();
    });

    bool proving = false;
    {
        std::unique_lock hold(shared.lock);
        while (!(shared.searchDone && shared.solverDone)) {
            if (stop && stop->load(std::memory_order_relaxed)) {
                searchStop = true;
                solverStop = true;
            } else if (shared.solverDone && solved) {
                searchStop = true; // proven: the search has nothing to add
            } else if (shared.searchDone) {
                if (shared.tests == 0 || Clock::now() >= deadline) {
                    solverStop = true;
                } else if (!proving) {
                    proving = true;
                    SearchInfo info = found.info;
                    info.proving = true;
                    hold.unlock();
                    report(info);
                    hold.lock();
                    continue;
                }
            }
            shared.changed.wait_for(hold, std::chrono::milliseconds(5));
        }
    }
    searcher.join();
    prover.join();

    if (solved) {
        report(*solved);
        // Among the decisions that keep the value, one drawn from the seed (as the levels draw).
        std::uint64_t state = seed ^ (hash(p) * 0xD1B54A32D192ED03ull);
        const double u = static_cast<double>(detail::nextRandom(state) >> 11) * 0x1.0p-53;
        const auto pick = static_cast<std::size_t>(u * static_cast<double>(solved->decisions.size()));
        return solved->decisions[std::min(pick, solved->decisions.size() - 1)].decision;
    }
    // A partial proof: the value itself, or a bound above the search's own score.
    if (shared.keeps && (shared.low >= shared.high || shared.low >= found.info.value)) {
        SearchInfo info = found.info;
        info.value = shared.low;
        info.exact = shared.low >= shared.high;
        info.pv = {*shared.keeps};
        report(info);
        return *shared.keeps;
    }
    return found.best;
}

} // namespace mancala::ai
