// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/provingwork.h"

#include <algorithm>
#include <chrono>

namespace mancala::app {

namespace {

/// Positions of the short search that orders the proofs.
constexpr std::uint64_t kOrderNodes = 20'000;
/// A round's time per decision grows no further (a day).
constexpr int kLongestProofMillis = 24 * 3600 * 1000;

} // namespace

void provingWork(const Position& p, const std::vector<Decision>& known, int millis, const std::atomic<bool>& stop,
                 const std::function<void(const DecisionValue&)>& proven)
{
    const auto start = std::chrono::steady_clock::now();
    SearchLimits order;
    order.nodes = kOrderNodes;
    order.stop = &stop;
    std::vector<Decision> left;
    for (const DecisionValue& row : analyse(p, order).decisions)
        if (std::find(known.begin(), known.end(), row.decision) == known.end())
            left.push_back(row.decision);
    for (int slice = kFirstProofMillis; !left.empty() && !stop.load(); slice = std::min(slice * 2, kLongestProofMillis)) {
        for (auto it = left.begin(); it != left.end() && !stop.load();) {
            int budget = slice;
            if (millis > 0) {
                const auto used = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - start);
                budget = std::min(budget, millis - static_cast<int>(used.count()));
                if (budget <= 0)
                    return;
            }
            const auto asked = std::chrono::steady_clock::now();
            const auto solved = solveDecision(p, *it, budget, &stop);
            const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - asked);
            if (solved)
                proven(*solved);
            // Refused long before its time was up (the quiet-move limit within
            // reach, a position the solver does not take): no round will prove it.
            const bool refused = !solved && !stop.load() && took.count() * 2 < budget;
            if (solved || refused)
                it = left.erase(it);
            else
                ++it;
        }
    }
}

} // namespace mancala::app
