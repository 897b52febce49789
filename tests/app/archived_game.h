// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The app's tests: a game controller that shows every decision at once, with
// the archive that keeps its records (no autosave file unless a test asks).

#include "game/gamecontroller.h"
#include "game/stepplayer.h"
#include "records/gamearchive.h"

namespace mancala::app::testing {

struct ArchivedGame {
    GameController controller;
    GameArchive archive;
    ArchivedGame()
    {
        controller.player()->setSpeed(StepPlayer::Instant);
        archive.setAutosavePath({});
        archive.setController(&controller);
    }
};

} // namespace mancala::app::testing
