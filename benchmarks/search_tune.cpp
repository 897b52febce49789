// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluation tuning by self-play (docs/benchmarks.md): a level with candidate
// evaluation weights plays the same level with the present weights, fixed
// depths and seeded mistakes (not timed), each seed from both sides.
//
//   mancala-search-tune --variant ID [--rule NAME=VALUE ...] [--level L] [--games N]
//                       [--seed S] [--max-decisions M] WEIGHT=VALUE ...
//
// Weights (hundredths of a seed, evaluation.h): kalah-house, qelat-walda,
// held (Qelat Keren), mewelad-held, enkeshui-row, keren-ekwarna,
// mewelad-ekwarna, mewelad-jen, enkeshui-bull, mobility (a hole to sow from,
// in the rule set of --variant, which comes first; not Kalah). Prints the candidate's wins, draws, losses and score
// with its 95 % interval.

#include "match_support.h"
#include "mancala/engine.h"
#include "mancala/search.h"
#include "search/evaluation.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace mancala;

namespace {

bool setWeight(ai::EvalWeights& w, Variant variant, const std::string& item)
{
    const auto eq = item.find('=');
    if (eq == std::string::npos)
        return false;
    const std::string name = item.substr(0, eq);
    const int value = std::atoi(item.c_str() + eq + 1);
    if (name == "kalah-house")
        w.kalahHouseSeed = value;
    else if (name == "qelat-walda")
        w.qelatWalda = value;
    else if (name == "held")
        w.heldSeed = value;
    else if (name == "mewelad-held")
        w.meweladHeldSeed = value;
    else if (name == "enkeshui-row")
        w.enkeshuiRowSeed = value;
    else if (name == "keren-ekwarna")
        w.kerenEkwarna = value;
    else if (name == "mewelad-ekwarna")
        w.meweladEkwarna = value;
    else if (name == "mewelad-jen")
        w.meweladJen = value;
    else if (name == "enkeshui-bull")
        w.enkeshuiBull = value;
    else if (name == "mobility")
        w.mobility[static_cast<std::size_t>(variant)] = value;
    else
        return false;
    return true;
}

int usage()
{
    std::fputs("usage: mancala-search-tune --variant ID [--rule NAME=VALUE ...] [--level L] [--games N] [--seed S]\n"
               "                           [--max-decisions M] WEIGHT=VALUE ... (kalah-house, qelat-walda, held,\n"
               "                           mewelad-held, enkeshui-row, keren-ekwarna, mewelad-ekwarna,\n"
               "                           mewelad-jen, enkeshui-bull, mobility; hundredths of a seed)\n",
               stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    bench::MatchOptions options;
    int level = 4;
    const ai::EvalWeights present = ai::evalWeights();
    ai::EvalWeights candidate = present;
    std::string weightsText;
    const bool read = bench::readOptions(options, argc, argv, [&](const std::string& arg, int& i) {
        if (arg == "--level" && i + 1 < argc)
            level = std::atoi(argv[++i]);
        else if (options.haveVariant && setWeight(candidate, options.rules.variant, arg))
            weightsText += (weightsText.empty() ? "" : " ") + arg;
        else
            return false;
        return true;
    });
    if (!read)
        return usage();
    const Rules& rules = options.rules;
    const int games = options.games;
    if (!options.haveVariant || level < kMinLevel || level > 5 || games < 1)
        return usage();

    bench::MatchTally tally;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = options.seed + static_cast<std::uint64_t>(g / 2);
        const Side candidateSide = g % 2 ? Side::North : Side::South;
        Position p = startPosition(rules, gameSeed);
        for (int i = 0; i < options.maxDecisions && !p.over(); ++i) {
            ai::evalWeights() = p.decider == candidateSide ? candidate : present;
            if (!apply(p, chooseDecision(p, level, gameSeed * 100003 + static_cast<std::uint64_t>(i)))) {
                std::fprintf(stderr, "mancala-search-tune: an illegal decision\n");
                return 1;
            }
        }
        tally.add(p, candidateSide);
    }
    ai::evalWeights() = present;
    std::printf("%s at level %d vs the present weights, %s, %d games: wins %d, draws %d, losses %d; score %.1f %% +- %.1f %% (95 %%)\n",
                weightsText.empty() ? "(present weights)" : weightsText.c_str(), level, variantId(rules.variant).data(),
                games, tally.wins, tally.draws, tally.losses, 100 * tally.score(), 100 * tally.interval95());
    return 0;
}
