// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gameending.h"

#include "game/gamecontroller.h"
#include "teaching/rulenumbers.h"

#include "mancala/engine.h"

namespace mancala::app {

GameEnding::GameEnding(const GameController& game, QObject* parent)
    : QObject(parent)
    , m_game(game)
{
    connect(RuleNumbers::instance(), &RuleNumbers::changed, this, &GameEnding::changed);
}

int GameEnding::winner() const { return m_game.winner(); }
bool GameEnding::stoppedByQuietLimit() const { return m_game.position().quietStop; }

QString GameEnding::rule() const { return QString::fromLatin1(ruleIdName(endingRule(m_game.position()))); }

QString GameEnding::reason() const { return RuleNumbers::instance()->shown(reasonWithRuleIds()); }

QString GameEnding::reasonWithRuleIds() const
{
    const Position& p = m_game.position();
    const RuleId id = endingRule(p);
    switch (id) {
    case RuleId::G2:
        //: G2: the game was stopped; %1 the quiet move limit in full moves
        return tr("Stopped by the quiet move limit (%1 full moves without a seed won or a hole changing "
                  "hands).")
                   .arg(m_game.rules().quietLimit)
            + QLatin1Char(' ')
            + (m_game.rules().quietEnd == QuietEnd::Score
                    //: G2, quiet-end=score: how the stopped game was decided
                    ? tr("Scored as it stands: the seeds still in play count for no one (G2).")
                    //: G2, quiet-end=draw: how the stopped game was decided
                    : tr("Drawn, whatever the counts (G2)."));
    case RuleId::G3: {
        int holes[2] = { 0, 0 };
        for (int h = 0; h < p.ring(); ++h)
            ++holes[index(p.owner[h])];
        //: G3 (Qelat of Keren, Mewelad); %1 South's holes, %2 North's
        return tr(
            "The next round would start as an earlier round did: the game ends there, and the player owning "
            "more holes wins, equal holes a draw (G3). Holes owned: %1 – %2.")
            .arg(holes[0])
            .arg(holes[1]);
    }
    case RuleId::K5:
        //: Kalah's end (K5)
        return tr(
            "A player's houses are empty: the other puts the seeds left in their houses into their store, "
            "and the most seeds win (K5).");
    case RuleId::K8:
        //: Kalah's end with the house rule K8
        return tr(
            "A player's houses are empty: the seeds left in the houses count for no one, and the most seeds "
            "win (K8).");
    case RuleId::Q8:
        //: Qelat's end (Q8, Q9); a walda is a hole that became a player's store
        return tr("Neither player can move: the seeds in the waldas decide (Q8, Q9).");
    case RuleId::M10:
    case RuleId::W7:
        //: The end of Qelat of Keren (M10) and Mewelad (W7); %1 the rule's id
        return tr("One player owns every hole (%1).").arg(rule());
    case RuleId::E9:
        //: Enkeshui's end (E9); a bull is a hole whose seeds never leave it
        return tr(
            "The player to move has no seeds outside bulls: the other takes the seeds in their own row, and "
            "each bull's seeds go to its owner (E9).");
    default:
        return {};
    }
}

} // namespace mancala::app
