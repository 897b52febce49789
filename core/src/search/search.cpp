// SPDX-License-Identifier: GPL-3.0-or-later
// The public search functions of mancala/search.h over the Searcher.

#include "mancala/search.h"

#include "rules/variant_ops.h"
#include "search/searcher.h"

namespace mancala {

namespace {

/// A uniform number in [0, 1) from a seed and a position, so that one seed
/// gives different (but repeatable) draws in different positions.
double uniformFrom(std::uint64_t seed, const Position& p)
{
    std::uint64_t state = seed ^ (hash(p) * 0x9E3779B97F4A7C15ull);
    return static_cast<double>(detail::nextRandom(state) >> 11) * 0x1.0p-53;
}

SearchResult raceResult(const Position& p, const SearchLimits& limits, const SearchProgress& progress)
{
    ai::Searcher searcher(limits);
    const ai::RaceAnalysis race = searcher.searchRace(p, progress);
    SearchResult result;
    if (race.own.empty()) { // no depth searched (the first always completes): a guard only
        DecisionList list;
        legalDecisions(p, list);
        result.best = list[0];
        result.info.pv = {result.best};
        return result;
    }
    result.info = ai::raceInfo(race, searcher.nodes(), 0);
    // The draw depends on the seed and the race without the other side's choice.
    const std::uint64_t sideSeed = limits.seed ^ (p.decider == Side::North ? 0xA24BAED4963EE407ull : 0);
    const double u = uniformFrom(sideSeed, ai::raceWithoutChoices(p));
    const int pick = ai::sampleIndex(race.solution.row, u);
    result.best = race.own[static_cast<std::size_t>(pick)];
    result.info.pv = {result.best};
    return result;
}

} // namespace

SearchResult search(const Position& p, const SearchLimits& limits, const SearchProgress& progress)
{
    if (p.over() || !p.rules)
        return {};
    if (p.pending == Pending::Race)
        return raceResult(p, limits, progress);
    ai::Searcher searcher(limits);
    SearchResult result;
    result.info = searcher.searchRoot(p, false, progress);
    result.best = result.info.pv.front();
    return result;
}

SearchInfo analyse(const Position& p, const SearchLimits& limits, const SearchProgress& progress)
{
    if (p.over() || !p.rules)
        return {};
    if (p.pending == Pending::Race)
        return raceResult(p, limits, progress).info;
    ai::Searcher searcher(limits);
    return searcher.searchRoot(p, true, progress);
}

} // namespace mancala
