// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplay/networkscript.h"

#include "game/gamecontroller.h"
#include "netplay/networkplay.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

#include <QMetaEnum>
#include <QTimer>

#include <cstdio>

namespace mancala::app {

namespace {

void say(const QString& line)
{
    std::fputs(qPrintable(line + u'\n'), stdout);
    std::fflush(stdout);
}

/// Plays `d` as the player's click or button on the board would.
bool playOnBoard(GameController& game, const Decision& d)
{
    switch (d.kind) {
    case DecisionKind::Sow:
    case DecisionKind::Continue:
        return game.playHole(d.hole);
    case DecisionKind::Direction:
        return game.chooseDirection(d.dir == Direction::Cw);
    case DecisionKind::Take:
        return game.take();
    case DecisionKind::Leave:
        return game.leave();
    case DecisionKind::Pass:
        return game.pass();
    case DecisionKind::Swap:
        return game.swapSides();
    case DecisionKind::Distribute:
        return game.distribute(QList<int>(d.counts.begin(), d.counts.end()));
    }
    return false;
}

} // namespace

NetworkScript::NetworkScript(NetworkPlay* play, GameController* game, unsigned seed, QObject* parent)
    : QObject(parent)
    , m_play(play)
    , m_game(game)
    , m_random(seed)
{
    connect(play, &NetworkPlay::statusChanged, this, [this] { say(QStringLiteral("status ") + m_play->status()); });
    connect(play, &NetworkPlay::stageChanged, this, [this] {
        say(QStringLiteral("stage ") + QString::fromLatin1(QMetaEnum::fromType<NetworkPlay::Stage>().valueToKey(m_play->stage())));
    });
    // A player's pace: a look at the window now and then, not a wait on any one signal.
    auto* timer = new QTimer(this);
    connect(timer, &QTimer::timeout, this, &NetworkScript::step);
    timer->start(10);
}

void NetworkScript::step()
{
    if (!m_play || !m_game)
        return;
    showBoard();
    if (m_play->stage() == NetworkPlay::Reviewing)
        m_play->accept();
    else if (m_play->stage() == NetworkPlay::Playing)
        decide();
}

void NetworkScript::decide()
{
    const QStringList race = m_play->raceChoices();
    if (!race.isEmpty()) {
        m_play->chooseRace(race.at(int(m_random() % race.size())));
        return;
    }
    // In a racing start the race buttons decide, not the board.
    if (m_game->busy() || m_game->over() || m_game->position().phase == Phase::Race
        || m_game->decider() != m_play->mySide() || m_game->history()->browsing())
        return;
    DecisionList legal;
    legalDecisions(m_game->position(), legal);
    if (legal.empty())
        return;
    playOnBoard(*m_game, legal[m_random() % legal.size()]);
}

void NetworkScript::showBoard()
{
    if (m_game->busy())
        return;
    const QString line = QStringLiteral("board %1 %2")
                             .arg(m_game->history()->plyCount())
                             .arg(QString::fromStdString(toPositionString(m_game->position())));
    if (line != m_shown)
        say(line);
    m_shown = line;
}

} // namespace mancala::app
