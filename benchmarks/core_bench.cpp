// SPDX-License-Identifier: GPL-3.0-or-later
// Core benchmark: uniformly random playouts of every rule set on one core,
// in decisions per second (docs/benchmarks.md).
//
//   mancala-bench [--seconds S | --decisions N] [--variant ID ...] [--rule NAME=VALUE ...]
//
// Time is the process's CPU time (std::clock), so that other work on the
// machine slows the figures less than it would wall time.
// A decision is what playRandomDecision() does in self-play and in a
// Monte Carlo search: list the candidates, pick one, apply it on the
// position (dropping what G1 refuses). Games restart from the start position.

#include "mancala/playout.h"
#include "mancala/rules.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <string_view>
#include <vector>

using namespace mancala;

namespace {

struct Result {
    std::uint64_t decisions = 0;
    std::uint64_t games = 0;
    double seconds = 0;
};

double cpuSeconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

Result run(const Rules& rules, double budget, std::uint64_t maxDecisions)
{
    Result r;
    PlayoutRandom random(12345);
    const double t0 = cpuSeconds();
    std::uint64_t seed = 1;
    Position p = startPosition(rules, seed);
    while (true) {
        // Check the clock every 4096 decisions only.
        for (int k = 0; k < 4096; ++k) {
            if (!playRandomDecision(p, random)) {
                ++r.games;
                if (!p.over())
                    return r; // a rule set that cannot move yet
                p = startPosition(rules, ++seed);
                continue;
            }
            ++r.decisions;
        }
        r.seconds = cpuSeconds() - t0;
        if (r.seconds >= budget || r.decisions >= maxDecisions)
            return r;
    }
}

} // namespace

int main(int argc, char* argv[])
{
    double budget = 2.0;
    std::uint64_t maxDecisions = UINT64_MAX;
    std::vector<Variant> variants;
    std::vector<std::string> rules;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--seconds" && i + 1 < argc) {
            budget = std::atof(argv[++i]);
        } else if (arg == "--decisions" && i + 1 < argc) {
            maxDecisions = std::strtoull(argv[++i], nullptr, 10);
            budget = 1e9;
        } else if (arg == "--variant" && i + 1 < argc) {
            Variant v{};
            if (!variantFromId(argv[++i], v)) {
                std::fprintf(stderr, "unknown variant '%s'\n", argv[i]);
                return 2;
            }
            variants.push_back(v);
        } else if (arg == "--rule" && i + 1 < argc) {
            rules.emplace_back(argv[++i]);
        } else {
            std::fputs("usage: mancala-bench [--seconds S | --decisions N] [--variant ID ...] [--rule NAME=VALUE ...]\n", stderr);
            return arg == "--help" ? 0 : 2;
        }
    }
    if (variants.empty())
        for (int v = 0; v < kVariantCount; ++v)
            variants.push_back(static_cast<Variant>(v));

    std::printf("%-12s %14s %10s %12s %16s\n", "rule set", "decisions", "games", "dec/game", "decisions/s");
    for (Variant v : variants) {
        Rules r = Rules::defaults(v);
        for (const std::string& rule : rules) {
            const auto eq = rule.find('=');
            const std::string err = eq == std::string::npos ? "expected name=value" : r.set(rule.substr(0, eq), rule.substr(eq + 1));
            if (!err.empty()) {
                std::fprintf(stderr, "%s: %s\n", std::string(variantId(v)).c_str(), err.c_str());
                return 2;
            }
        }
        const Result res = run(r, budget, maxDecisions);
        const std::string id(variantId(v));
        if (res.decisions == 0) {
            std::printf("%-12s %14s\n", id.c_str(), "(no legal decision: not playable)");
            continue;
        }
        std::printf("%-12s %14llu %10llu %12.1f %16.0f\n", id.c_str(), static_cast<unsigned long long>(res.decisions),
                    static_cast<unsigned long long>(res.games),
                    res.games ? double(res.decisions) / double(res.games) : 0.0, res.decisions / res.seconds);
        std::fflush(stdout);
    }
    return 0;
}
