// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-soak: random decisions over every rule set and every house rule,
// with the invariant checks after every step (docs/benchmarks.md). Not a
// test: it runs for minutes.
//
//   mancala-soak [--decisions N] [--seed S] [--variant ID]
//
// The rule sets are taken from what the core declares (houseRules()): each
// rule set's defaults, every value of every house rule on its own (every
// number of a range of holes or seeds, the ends and a middle of quiet-limit,
// a random custom layout), and random mixes of all of them. Each gets an
// equal share of the decisions. A decision is legal (most of them), an E8
// distribution where one may be made, or arbitrary (any kind, any hole,
// stores and beyond: mostly refused). After every decision:
// checkTriedDecision() (a refused decision changes nothing and has a reason,
// an accepted one was listed, its token reads back) and, after an accepted
// one, checkReachedPosition() (seeds conserved, checkConsistency() empty, the
// position string reads back to the same position, every listed decision is
// accepted: checkDecisions()). Exit code 1 on any failure.

#include "mancala/invariants.h"
#include "mancala/notation.h"
#include "mancala/playout.h"
#include "mancala/rules.h"

#include <array>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <string>
#include <string_view>
#include <vector>

using namespace mancala;

namespace {

struct Config {
    Rules rules;
    std::string name; ///< `mewelad claimed-captures=on`
};

std::string nameOf(const Rules& rules)
{
    std::string name(variantId(rules.variant));
    for (const std::string& rule : rules.differences())
        name += " " + rule;
    return name;
}

/// Rows of random seeds (0-8 a hole, none empty) for `layout=custom:`.
std::string randomRows(int houses, PlayoutRandom& random)
{
    std::array<std::uint8_t, kMaxRing> ring{};
    for (int i = 0; i < 2 * houses; ++i)
        ring[i] = static_cast<std::uint8_t>(1 + random.below(8));
    return formatRows(ring, houses);
}

/// The values worth trying of one house rule: every listed value, every
/// number of a small range, the ends and a middle of a large one.
std::vector<std::string> valuesOf(const HouseRuleInfo& info, int houses, PlayoutRandom& random)
{
    std::vector<std::string> out;
    for (const std::string& value : info.values) {
        const auto dash = value.find('-');
        if (value.starts_with("custom:")) {
            out.push_back("custom:" + randomRows(houses, random));
        } else if (dash != std::string::npos && dash > 0 && std::isdigit(static_cast<unsigned char>(value[0]))) {
            const int low = std::atoi(value.c_str());
            const int high = std::atoi(value.c_str() + dash + 1);
            if (high - low <= 10) {
                for (int n = low; n <= high; ++n)
                    out.push_back(std::to_string(n));
            } else {
                for (int n : {low, low + 1, low + 5, (low + high) / 2, high})
                    out.push_back(std::to_string(n));
            }
        } else {
            out.push_back(value);
        }
    }
    return out;
}

/// Every rule set: its defaults, each value of each house rule alone, and
/// `mixes` random mixes of all of them.
std::vector<Config> configurations(std::string_view only, int mixes, PlayoutRandom& random)
{
    std::vector<Config> out;
    std::map<std::string, bool> seen;
    auto add = [&](const Rules& rules) {
        if (!rules.validate().empty())
            return;
        const std::string name = nameOf(rules);
        if (seen[name])
            return;
        seen[name] = true;
        out.push_back({rules, name});
    };
    for (Variant v : {Variant::Kalah, Variant::Qelat, Variant::QelatKeren, Variant::Mewelad, Variant::Enkeshui}) {
        if (!only.empty() && only != variantId(v))
            continue;
        const Rules defaults = Rules::defaults(v);
        const auto infos = houseRules(v);
        add(defaults);
        for (const HouseRuleInfo& info : infos)
            for (const std::string& value : valuesOf(info, defaults.houses, random)) {
                Rules r = defaults;
                if (r.set(info.id, value).empty())
                    add(r);
            }
        for (int m = 0; m < mixes; ++m) {
            Rules r = defaults;
            for (const HouseRuleInfo& info : infos) {
                if (info.id == "layout" && random.below(3) != 0)
                    continue; // a custom layout fixes the houses: mostly leave it out
                const auto values = valuesOf(info, r.houses, random);
                r.set(info.id, values[random.below(static_cast<int>(values.size()))]);
            }
            add(r);
        }
    }
    return out;
}

/// Any decision, mostly illegal: any kind, holes -3 to 30 and the stores.
Decision arbitrary(const Position& p, PlayoutRandom& random)
{
    const int hole = random.below(8) == 0 ? kSouthStore + random.below(3) : random.below(34) - 3;
    switch (random.below(8)) {
    case 0: return Decision::continueFrom(hole);
    case 1: return Decision::direction(random.below(2) ? Direction::Cw : Direction::Ccw);
    case 2: return Decision::take();
    case 3: return Decision::leave();
    case 4: return Decision::pass();
    case 5: return Decision::swap();
    case 6: {
        Decision d;
        d.kind = DecisionKind::Distribute;
        for (int i = 0; i < p.houses(); ++i)
            d.counts[i] = static_cast<std::uint8_t>(random.below(12));
        return d;
    }
    default: return Decision::sow(hole);
    }
}

struct Tally {
    std::uint64_t tried = 0, accepted = 0, refused = 0, distributions = 0, games = 0, finished = 0, failures = 0;
    double seconds = 0;
};

struct Soak {
    std::uint64_t maxFailuresShown = 10;
    std::uint64_t shown = 0;

    void failure(Tally& tally, const Config& config, const std::string& what)
    {
        ++tally.failures;
        if (shown++ < maxFailuresShown)
            std::fprintf(stderr, "FAILED [%s]: %s\n", config.name.c_str(), what.c_str());
    }

    /// Plays games of `config` until `budget` decisions were tried.
    void run(const Config& config, std::uint64_t budget, std::uint64_t seed, Tally& tally)
    {
        PlayoutRandom random(seed);
        std::uint64_t done = 0;
        while (done < budget) {
            Position p = startPosition(config.rules, random.next());
            ++tally.games;
            if (std::string why = checkReachedPosition(p); !why.empty())
                failure(tally, config, "start: " + why);
            while (!p.over() && done < budget) {
                ++done;
                const Position before = p;
                DecisionList list;
                legalDecisions(p, list);
                Decision d;
                const int pick = random.below(100);
                if (list.empty()) {
                    failure(tally, config, "no legal decision in an unfinished game: " + toPositionString(p));
                    break;
                }
                if (pick < 5 && canDistribute(p)) {
                    std::uint64_t state = random.next();
                    if (!sampleDistribution(p, state, d))
                        d = list[random.below(list.size())];
                } else if (pick < 15) {
                    d = arbitrary(p, random);
                } else {
                    d = list[random.below(list.size())];
                }
                const bool accepted = apply(p, d);
                if (accepted) {
                    ++tally.accepted;
                    tally.distributions += d.kind == DecisionKind::Distribute;
                } else {
                    ++tally.refused;
                }
                if (std::string why = checkTriedDecision(before, d, accepted, p); !why.empty())
                    failure(tally, config, why);
                if (!accepted && list.contains(d))
                    failure(tally, config, "a listed decision was refused: " + formatDecision(before, d) + " in "
                                               + toPositionString(before));
                if (accepted)
                    if (std::string why = checkReachedPosition(p); !why.empty())
                        failure(tally, config, why);
            }
            tally.finished += p.over();
        }
        tally.tried += done;
    }
};

double cpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

int usage()
{
    std::fputs("usage: mancala-soak [--decisions N] [--seed S] [--variant ID]\n"
               "  N random decisions (default 10000000) shared equally by every rule set and\n"
               "  house rule, the invariants checked after each; exit code 1 on any failure.\n",
               stderr);
    return 2;
}

} // namespace

int main(int argc, char* argv[])
{
    std::uint64_t decisions = 10'000'000;
    std::uint64_t seed = 1;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (i + 1 >= argc)
            return usage();
        if (arg == "--decisions")
            decisions = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--seed")
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--variant")
            only = argv[++i];
        else
            return usage();
    }
    PlayoutRandom random(seed);
    const std::vector<Config> configs = configurations(only, 12, random);
    if (configs.empty() || decisions == 0)
        return usage();
    const std::uint64_t share = (decisions + configs.size() - 1) / configs.size();
    std::printf("%zu rule sets, %llu decisions each, seed %llu\n", configs.size(),
                static_cast<unsigned long long>(share), static_cast<unsigned long long>(seed));
    std::fflush(stdout);

    Soak soak;
    std::map<std::string, Tally> byVariant;
    Tally total;
    for (std::size_t i = 0; i < configs.size(); ++i) {
        Tally tally;
        const double t0 = cpuSeconds();
        soak.run(configs[i], share, random.next(), tally);
        tally.seconds = cpuSeconds() - t0;
        Tally& v = byVariant[std::string(variantId(configs[i].rules.variant))];
        for (Tally* t : {&v, &total}) {
            t->tried += tally.tried;
            t->accepted += tally.accepted;
            t->refused += tally.refused;
            t->distributions += tally.distributions;
            t->games += tally.games;
            t->finished += tally.finished;
            t->failures += tally.failures;
            t->seconds += tally.seconds;
        }
    }
    std::printf("%-12s %12s %12s %10s %9s %9s %9s %12s\n", "rule set", "decisions", "accepted", "refused", "games",
                "finished", "failures", "decisions/s");
    auto row = [](const std::string& name, const Tally& t) {
        std::printf("%-12s %12llu %12llu %10llu %9llu %9llu %9llu %12.0f\n", name.c_str(),
                    static_cast<unsigned long long>(t.tried), static_cast<unsigned long long>(t.accepted),
                    static_cast<unsigned long long>(t.refused), static_cast<unsigned long long>(t.games),
                    static_cast<unsigned long long>(t.finished), static_cast<unsigned long long>(t.failures),
                    t.seconds > 0 ? t.tried / t.seconds : 0.0);
    };
    for (const auto& [name, t] : byVariant)
        row(name, t);
    row("all", total);
    std::printf("E8 distributions accepted: %llu; CPU time %.1f s\n",
                static_cast<unsigned long long>(total.distributions), total.seconds);
    return total.failures == 0 ? 0 : 1;
}
