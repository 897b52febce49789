// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One window of the tests across computers: a game controller (its moves
// shown at once) and the activity `Play` (NetworkPlay, ClassroomPlay) on it.

#include "game/gamecontroller.h"

#include <QtTest>

#include <functional>

namespace mancala::app {

/// Waits (events processed) until `done`, at most 20 seconds.
inline bool waitFor(const std::function<bool()>& done)
{
    return QTest::qWaitFor(done, 20000);
}

template <class Play>
struct BoardScreen {
    GameController controller;
    Play play;
    BoardScreen()
    {
        controller.player()->setSpeed(StepPlayer::Instant);
        play.setGame(&controller);
    }
};

} // namespace mancala::app
