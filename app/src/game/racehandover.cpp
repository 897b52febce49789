// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/racehandover.h"

#include "game/gamecontroller.h"

namespace mancala::app {

RaceHandover::RaceHandover(const GameController& game, QObject* parent)
    : QObject(parent)
    , m_game(game)
{
}

int RaceHandover::choiceKey() const { return m_game.history()->ply() * 2 + m_game.decider(); }

void RaceHandover::acknowledge()
{
    m_seen = choiceKey();
    update();
    emit acknowledged();
}

void RaceHandover::update()
{
    const Position& p = m_game.position();
    const bool show = !m_game.busy() && p.phase == Phase::Race && p.pending == Pending::Race
        && !m_game.history()->browsing() && m_seen != choiceKey() && !m_game.players()->computerPlays()
        && !m_game.decisionsTaken(); // across computers each chooses at their own screen
    if (show != m_shown) {
        m_shown = show;
        emit shownChanged();
    }
}

} // namespace mancala::app
