// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The app's tests: a game controller that shows every decision at once, with
// the record objects that keep its records (no autosave file unless a test asks).

#include "game/gamecontroller.h"
#include "game/stepplayer.h"
#include "records/autosavestore.h"
#include "records/recorddocument.h"
#include "records/recordimportexport.h"

namespace mancala::app::testing {

/// The record on the board, its autosave and its import and export, joined as the window joins them.
struct RecordObjects {
    RecordDocument document;
    AutosaveStore store;
    RecordImportExport importExport;
    RecordObjects()
    {
        store.setDocument(&document);
        importExport.setDocument(&document);
    }
};

struct ArchivedGame {
    GameController controller;
    RecordObjects archive;
    ArchivedGame()
    {
        controller.player()->setSpeed(StepPlayer::Instant);
        archive.store.setAutosavePath({});
        archive.document.setController(&controller);
    }
};

} // namespace mancala::app::testing
