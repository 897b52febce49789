// SPDX-License-Identifier: GPL-3.0-or-later
#include "activities/keptgame.h"

#include "activities/exerciseboard.h"
#include "game/stepplayer.h"

#include <QSettings>

namespace mancala::app {

namespace {

const QString kHeld = QStringLiteral("keptGame/held");
const QString kSouthLevel = QStringLiteral("keptGame/southLevel");
const QString kNorthLevel = QStringLiteral("keptGame/northLevel");
const QString kTeaching = QStringLiteral("keptGame/teaching");

} // namespace

KeptGame* KeptGame::of(GameController* game)
{
    if (!game)
        return nullptr;
    if (auto* kept = game->findChild<KeptGame*>(QString(), Qt::FindDirectChildrenOnly))
        return kept;
    return new KeptGame(game);
}

KeptGame::KeptGame(GameController* game)
    : QObject(game)
    , m_game(game)
    , m_rules(game->rules())
{
}

int KeptGame::level(int side) const
{
    if (side != 0 && side != 1)
        return 0;
    return held() ? m_levels[side] : m_game->level(side);
}

bool KeptGame::boardGoesAtQuit() const
{
    const auto* exercise = qobject_cast<const ExerciseBoard*>(m_holder.data());
    return exercise && !exercise->comesBackAfterQuit();
}

bool KeptGame::loadingBoardThatGoes() const
{
    const auto* exercise = qobject_cast<const ExerciseBoard*>(m_holder.data());
    return boardGoesAtQuit() && exercise->loadingBoard();
}

const Rules& KeptGame::rules() const
{
    return m_holder ? m_rules : m_game->rules();
}

void KeptGame::take(QObject* exercise)
{
    if (!held()) {
        m_levels[0] = m_game->level(0);
        m_levels[1] = m_game->level(1);
        m_stepping = m_game->player()->stepping();
        m_rules = m_game->rules();
    } else if (m_heldSinceStart) {
        m_rules = m_game->rules(); // not kept across the restart: the board's
    }
    m_heldSinceStart = false;
    m_holder = exercise;
    m_taking = true;
    m_game->setLevel(0, 0);
    m_game->setLevel(1, 0);
    m_taking = false;
    emit changed();
}

void KeptGame::release(QObject* exercise)
{
    if (!m_holder || m_holder != exercise)
        return;
    m_holder = nullptr;
    putBack();
}

void KeptGame::releaseUnclaimed()
{
    if (!m_heldSinceStart)
        return;
    m_heldSinceStart = false;
    putBack();
}

void KeptGame::putBack()
{
    m_game->setLevel(0, m_levels[0]);
    m_game->setLevel(1, m_levels[1]);
    m_game->player()->setStepping(m_stepping);
    emit changed();
}

void KeptGame::save(QSettings& settings) const
{
    settings.setValue(kHeld, held());
    settings.setValue(kSouthLevel, m_levels[0]);
    settings.setValue(kNorthLevel, m_levels[1]);
    settings.setValue(kTeaching, m_stepping);
}

void KeptGame::restore(const QSettings& settings)
{
    if (held() || !settings.value(kHeld, false).toBool())
        return;
    m_heldSinceStart = true;
    m_levels[0] = settings.value(kSouthLevel, 0).toInt();
    m_levels[1] = settings.value(kNorthLevel, 0).toInt();
    m_stepping = settings.value(kTeaching, false).toBool();
    emit changed();
}

} // namespace mancala::app
