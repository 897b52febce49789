// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver/small_database.h"

#include "solver/board_index.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <vector>

namespace mancala::solver {

namespace {

constexpr std::uint64_t kSmallBoards = std::uint64_t{1} << 25; // 33.5 million: 30 MB, a few seconds
// A board with fewer seeds above K solves about as fast without it: in
// Kalah(6,4), positions of 40 seeds took 4.5-5.2 s alone and 6.8-6.9 s with
// the computation of K = 16, one of 41 seeds 13.7 s alone and 12.2 s with.
constexpr int kSeedsAbove = 25;
constexpr int kLeastMillis = 30'000;

struct Kept {
    std::mutex lock;
    std::vector<std::shared_ptr<const EndgameDatabase>> databases;
};

Kept& kept()
{
    static Kept k;
    return k;
}

/// The most seeds with at most kSmallBoards boards of `houses` houses a side.
int mostSeedsThatFit(int houses)
{
    const BoardIndex index(houses);
    int k = 0;
    while (k < BoardIndex::kMaxSeeds && index.countUpTo(k + 1) <= kSmallBoards)
        ++k;
    return k;
}

} // namespace

int smallDatabaseSeeds(int houses, int seedsOnBoard, const SolverLimits& limits)
{
    if (!limits.smallDatabase || limits.nodes || (limits.millis && limits.millis < kLeastMillis))
        return -1;
    const int k = limits.smallDatabaseSeeds >= 0 ? std::min(limits.smallDatabaseSeeds, BoardIndex::kMaxSeeds)
                                                 : mostSeedsThatFit(houses);
    return seedsOnBoard >= k + kSeedsAbove ? k : -1;
}

std::shared_ptr<const EndgameDatabase> smallDatabase(const Rules& rules, int seeds, const std::atomic<bool>* stop)
{
    Kept& k = kept();
    std::lock_guard hold(k.lock);
    for (const auto& d : k.databases)
        if (d->suits(rules) && d->seeds() == seeds)
            return d;
    auto made = std::make_shared<EndgameDatabase>();
    if (!made->compute(rules, seeds, stop).empty())
        return nullptr;
    k.databases.push_back(made);
    return made;
}

void releaseSmallDatabases()
{
    Kept& k = kept();
    std::lock_guard hold(k.lock);
    k.databases.clear();
}

} // namespace mancala::solver
