// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/playout.h"

#include "mancala/notation.h"

namespace mancala {

std::uint64_t perft(const Position& p, int depth)
{
    if (depth == 0)
        return 1;
    DecisionList list;
    legalDecisions(p, list);
    if (depth == 1)
        return static_cast<std::uint64_t>(list.size()); // legalDecisions() is exact
    std::uint64_t total = 0;
    for (const Decision& d : list) {
        Position next = p;
        if (apply(next, d))
            total += perft(next, depth - 1);
    }
    return total;
}

std::vector<std::pair<Decision, std::uint64_t>> perftDivide(const Position& p, int depth)
{
    std::vector<std::pair<Decision, std::uint64_t>> out;
    if (depth < 1)
        return out;
    DecisionList list;
    legalDecisions(p, list);
    for (const Decision& d : list) {
        Position next = p;
        out.emplace_back(d, apply(next, d) ? perft(next, depth - 1) : 0);
    }
    return out;
}

std::uint64_t PlayoutRandom::next()
{
    std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int PlayoutRandom::below(int n)
{
    // Multiply-shift: unbiased enough for n far below 2^32.
    return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
}

bool playRandomDecision(Position& p, PlayoutRandom& random, Decision* played)
{
    DecisionList list;
    candidateDecisions(p, list);
    if (list.empty())
        return false;
    // E8: the special move is one more choice beside the listed ones.
    if (canDistribute(p) && random.below(list.size() + 1) == list.size()) {
        std::uint64_t state = random.next();
        Decision d;
        if (sampleDistribution(p, state, d) && apply(p, d)) {
            if (played)
                *played = d;
            return true;
        }
    }
    while (!list.empty()) {
        const int i = random.below(list.size());
        const Decision d = list[i];
        if (apply(p, d)) {
            if (played)
                *played = d;
            return true;
        }
        list.removeAt(i); // G1: this sowing would not end
    }
    const Decision pass = Decision::pass();
    if (!apply(p, pass))
        return false;
    if (played)
        *played = pass;
    return true;
}

RandomGame playRandomGame(const Rules& rules, std::uint64_t seed, std::uint64_t maxDecisions, bool movetext)
{
    RandomGame game;
    game.final = startPosition(rules, seed);
    Position& p = game.final;
    PlayoutRandom random(seed ^ 0xD1B54A32D192ED03ull);
    bool turnOpen = false;
    while (!p.over() && game.decisions < maxDecisions) {
        const Position before = p;
        Decision d;
        if (!playRandomDecision(p, random, &d)) {
            game.violation = "no decision is accepted in an unfinished game";
            return game;
        }
        ++game.decisions;
        if (movetext) {
            game.movetext += turnOpen ? "-" : (game.movetext.empty() ? "" : " ");
            game.movetext += formatDecision(before, d);
            turnOpen = !turnEnds(before, p);
        }
        if (std::string why = checkConsistency(p); !why.empty()) {
            game.violation = why + " after decision " + std::to_string(game.decisions);
            return game;
        }
    }
    return game;
}

} // namespace mancala
