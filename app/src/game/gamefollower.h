// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamecontroller.h"

#include <QPointer>

namespace mancala::app {

/**
 * @brief Points `current`, the game an object follows, at `next`, dropping
 * every connection from the old game to `follower`. False, and nothing done,
 * when it is the same game. The follower then connects to the new one.
 */
inline bool followGame(QObject* follower, QPointer<GameController>& current, GameController* next)
{
    if (next == current)
        return false;
    if (current) {
        QObject::disconnect(current, nullptr, follower, nullptr);
        QObject::disconnect(current->players(), nullptr, follower, nullptr);
        QObject::disconnect(current->history(), nullptr, follower, nullptr);
    }
    current = next;
    return true;
}

} // namespace mancala::app
