// SPDX-License-Identifier: GPL-3.0-or-later
// Search benchmark: nodes per second of the computer player's search in each
// rule set, on one core (docs/benchmarks.md).
//
//   mancala-search-bench [--nodes N] [--variant ID ...] [--rule NAME=VALUE ...]
//
// Each rule set searches the same eight positions (the start and positions
// reached by seeded random play) with a node limit of N each (default
// 1,000,000), so the work is fixed and the printed signature (the best
// decisions and values) changes only when the search does. Time is the
// process's CPU time.

#include "mancala/notation.h"
#include "mancala/playout.h"
#include "mancala/rules.h"
#include "mancala/search.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <string_view>
#include <vector>

using namespace mancala;

namespace {

double cpuSeconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

std::vector<Position> benchPositions(const Rules& rules)
{
    std::vector<Position> out;
    for (int k = 0; k < 8; ++k) {
        Position p = startPosition(rules, 1 + k);
        PlayoutRandom random(42 + k);
        const int plies = k * 5;
        for (int i = 0; i < plies; ++i) {
            Position before = p;
            playRandomDecision(p, random);
            if (p.over()) {
                p = before;
                break;
            }
        }
        out.push_back(p);
    }
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    std::uint64_t nodes = 1'000'000;
    std::vector<Variant> variants;
    std::vector<std::pair<std::string, std::string>> houseRules;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--nodes" && i + 1 < argc) {
            nodes = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--variant" && i + 1 < argc) {
            Variant v;
            if (!variantFromId(argv[++i], v)) {
                std::fprintf(stderr, "unknown rule set: %s\n", argv[i]);
                return 2;
            }
            variants.push_back(v);
        } else if (arg == "--rule" && i + 1 < argc) {
            const std::string text = argv[++i];
            const auto eq = text.find('=');
            if (eq == std::string::npos) {
                std::fprintf(stderr, "--rule wants NAME=VALUE, not %s\n", text.c_str());
                return 2;
            }
            houseRules.emplace_back(text.substr(0, eq), text.substr(eq + 1));
        } else {
            std::fprintf(stderr, "usage: mancala-search-bench [--nodes N] [--variant ID ...] [--rule NAME=VALUE ...]\n");
            return 2;
        }
    }
    if (variants.empty())
        for (int v = 0; v < kVariantCount; ++v)
            variants.push_back(static_cast<Variant>(v));

    std::printf("%-12s %12s %8s %12s %9s  %s\n", "rule set", "nodes", "seconds", "nodes/s", "depth", "signature");
    for (const Variant v : variants) {
        Rules rules = Rules::defaults(v);
        for (const auto& [name, value] : houseRules)
            if (const std::string err = rules.set(name, value); !err.empty()) {
                std::fprintf(stderr, "%s\n", err.c_str());
                return 2;
            }
        std::uint64_t total = 0;
        std::uint64_t signature = 1469598103934665603ull;
        double depths = 0;
        const auto positions = benchPositions(rules);
        const double t0 = cpuSeconds();
        for (const Position& p : positions) {
            SearchLimits limits;
            limits.nodes = nodes;
            const SearchResult r = search(p, limits);
            total += r.info.nodes;
            depths += r.info.depth;
            const std::string best = formatDecision(p, r.best) + " " + std::to_string(r.info.value);
            for (char c : best)
                signature = (signature ^ static_cast<unsigned char>(c)) * 1099511628211ull;
        }
        const double seconds = cpuSeconds() - t0;
        std::printf("%-12s %12llu %8.2f %11.2fM %9.1f  %016llx\n", std::string(variantId(v)).c_str(),
                    static_cast<unsigned long long>(total), seconds, total / seconds / 1e6,
                    depths / positions.size(), static_cast<unsigned long long>(signature));
    }
    return 0;
}
