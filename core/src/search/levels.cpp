// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * The playing levels. Each level is a search depth (a node budget keeps the
 * deep ones quick) and two human failings, both drawn from the seed so that
 * a game can be replayed:
 *
 * - an oversight: now and then the level looks only at what its own
 *   decision wins at once (depth 1), the greedy move a hurried player makes;
 * - misjudgement: every decision's value is blurred by a seeded error of a
 *   few seeds, so close alternatives are confused and clearly bad ones are
 *   not played.
 *
 * Level 6 (Master) searches as deep as its time allows with neither. The
 * Perfect level (Kalah) runs the solver beside Master's search and plays
 * the proven decision where there is one, else Master's (perfect_decision.cpp).
 */
#include "mancala/qelat_endgame.h"
#include "mancala/search.h"

#include "rules/variant_ops.h"
#include "search/perfect.h"
#include "search/searcher.h"

#include <algorithm>

namespace mancala {

namespace {

struct LevelSettings {
    int depth;          ///< 0: time-limited (level 6)
    std::uint64_t nodes;
    double blur;        ///< largest error of a decision's value, in seeds
    double oversight;   ///< chance of a greedy (depth 1) decision
};

constexpr LevelSettings kLevels[] = {
    {1, 0, 2.0, 0.30},       // 1 Beginner
    {2, 0, 1.5, 0.20},       // 2 Novice
    {4, 0, 1.0, 0.10},       // 3 Casual
    {6, 200'000, 0.5, 0.05}, // 4 Intermediate
    {10, 1'000'000, 0.2, 0.01},// 5 Advanced
    {0, 0, 0.0, 0.0},        // 6 Master
};

LevelSettings settingsOf(int level)
{
    return kLevels[std::clamp(level, kMinLevel, kMaxLevel) - 1];
}

/// The seeded draws of one decision: repeatable for a seed and a position.
class Draws {
public:
    Draws(std::uint64_t seed, const Position& p) : m_state(seed ^ (hash(p) * 0xD1B54A32D192ED03ull)) {}
    double uniform() { return static_cast<double>(detail::nextRandom(m_state) >> 11) * 0x1.0p-53; }

private:
    std::uint64_t m_state;
};

/// The best decision after blurring each value by up to ±blur (triangular);
/// `fallback` when the search valued none (a guard: its first depth always completes).
Decision blurredBest(const SearchInfo& info, double blur, Draws& draws, const Decision& fallback)
{
    if (info.decisions.empty())
        return fallback;
    Decision best = info.decisions.front().decision;
    double bestValue = -1e300;
    for (const DecisionValue& v : info.decisions) {
        const double error = blur * (draws.uniform() - draws.uniform());
        if (v.value + error > bestValue) {
            bestValue = v.value + error;
            best = v.decision;
        }
    }
    return best;
}

} // namespace

std::string_view levelName(int level)
{
    switch (level) {
    case 1: return "Beginner";
    case 2: return "Novice";
    case 3: return "Casual";
    case 4: return "Intermediate";
    case 5: return "Advanced";
    case 6: return "Master";
    case kPerfectLevel: return "Perfect";
    default: return "";
    }
}

bool levelAvailable(const Rules& rules, int level)
{
    if (level == kPerfectLevel)
        return rules.variant == Variant::Kalah || QelatEndgame::supports(rules).empty();
    return level >= kMinLevel && level <= kMaxLevel;
}

Decision chooseDecision(const Position& p, int level, std::uint64_t seed, int millis, const std::atomic<bool>* stop)
{
    return chooseDecision(p, level, seed, millis, stop, {});
}

Decision chooseDecision(const Position& p, int level, std::uint64_t seed, int millis, const std::atomic<bool>* stop,
                        const SearchProgress& progress)
{
    if (p.over() || !p.rules)
        return Decision::pass();
    if (level == kPerfectLevel && p.variant() == Variant::Qelat && levelAvailable(*p.rules, level))
        return ai::qelatPerfectDecision(p, seed, millis, stop, progress);
    if (level == kPerfectLevel && levelAvailable(*p.rules, level) && ai::solvable(p))
        return ai::perfectDecision(p, seed, millis, stop, progress);
    const LevelSettings settings = settingsOf(level);
    SearchLimits limits;
    limits.stop = stop;
    limits.seed = seed;
    if (settings.depth > 0) {
        limits.depth = settings.depth;
        limits.nodes = settings.nodes;
    } else {
        limits.millis = std::max(1, millis);
    }
    if (p.pending == Pending::Race)
        return search(p, limits, progress).best;

    const std::vector<Decision> choices = ai::rootDecisions(p);
    if (choices.size() == 1)
        return choices.front();
    Draws draws(seed, p);
    if (draws.uniform() < settings.oversight) {
        SearchLimits greedy = limits;
        greedy.depth = 1;
        greedy.nodes = 0;
        greedy.millis = 0;
        return blurredBest(analyse(p, greedy, progress), settings.blur, draws, choices.front());
    }
    if (settings.blur <= 0)
        return search(p, limits, progress).best;
    return blurredBest(analyse(p, limits, progress), settings.blur, draws, choices.front());
}

} // namespace mancala
