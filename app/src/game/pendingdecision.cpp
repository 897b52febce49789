// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/pendingdecision.h"

#include "game/gamecontroller.h"

namespace mancala::app {

PendingDecision::PendingDecision(const GameController& game, QObject* parent)
    : QObject(parent)
    , m_game(game)
{
}

int PendingDecision::pending() const { return m_game.pending(); }
bool PendingDecision::computerDecides() const { return m_game.computerDecides(); }
bool PendingDecision::canPass() const { return m_game.canPass(); }
bool PendingDecision::canSwap() const { return m_game.canSwap(); }
bool PendingDecision::canDistribute() const { return m_game.canDistribute(); }

} // namespace mancala::app
