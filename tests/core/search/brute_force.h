// SPDX-License-Identifier: GPL-3.0-or-later
// Exact values by brute force for the tests of the quiet-move limit (G2)
// and of the Qelat endgame database: plain minimax over the engine's
// apply() to the end of the game, nothing shared with the search or the
// database but the value of a finished game.
#pragma once

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "search/evaluation.h"

#include <QtGlobal>

#include <algorithm>
#include <map>
#include <string>

namespace reference {

using namespace mancala;

/**
 * The exact value of `p` for its decider by brute force: every decision
 * applied by the engine (so G2 ends the game where it does), to the end of
 * the game, memoised by the position string (which holds the quiet count).
 * No lots and no pie rule (K9): the rule sets it is used with have neither.
 */
class BruteForce {
public:
    ai::Value value(const Position& p)
    {
        if (p.over())
            return ai::finalValue(p, p.decider);
        Position keyed = p;
        keyed.turn = 2; // the move number decides nothing but K9's offer, which these tests leave off
        const std::string key = toPositionString(keyed);
        if (const auto it = m_known.find(key); it != m_known.end())
            return it->second;
        ai::Value best = -ai::kInfinity;
        DecisionList list;
        legalDecisions(p, list);
        for (const Decision& d : list)
            best = std::max(best, decisionValue(p, d));
        m_known.emplace(key, best);
        return best;
    }

    ai::Value decisionValue(const Position& p, const Decision& d)
    {
        Position c = p;
        if (!apply(c, d))
            qFatal("refused: %s", formatDecision(p, d).c_str());
        if (c.over())
            return ai::finalValue(c, p.decider);
        const ai::Value v = value(c);
        return c.decider == p.decider ? v : -v;
    }

private:
    std::map<std::string, ai::Value> m_known;
};

} // namespace reference
