// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/rulesetinfo.h"

#include "game/gamecontroller.h"

namespace mancala::app {

RuleSetInfo::RuleSetInfo(const GameController& game, QObject* parent)
    : QObject(parent)
    , m_game(game)
{
}

QString RuleSetInfo::variant() const { return m_game.variant(); }
QString RuleSetInfo::variantName() const { return m_game.variantName(); }
int RuleSetInfo::houses() const { return m_game.houses(); }
bool RuleSetInfo::hasStores() const { return m_game.hasStores(); }
bool RuleSetInfo::hasTrays() const { return m_game.hasTrays(); }

} // namespace mancala::app
