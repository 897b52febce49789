// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The record actions of the window: a failed import shows its place and
// reason and leaves the game alone; several games open the chooser; the
// notes panel lists the turns with their variations and goes to one.
Item {
    id: root
    width: 900
    height: 600

    GameController {
        id: game
        Component.onCompleted: player.speed = StepPlayer.Instant
    }
    RecordActions {
        id: actions
        anchors.fill: parent
        controller: game
        autosave: false
    }
    VariationList {
        id: notes
        document: actions.document
        width: 400
        height: 500
    }
    MoveList {
        id: moveList
        controller: game
        document: actions.document
        x: 450
        width: 400
        height: 500
    }

    TestCase {
        name: "Records"
        when: windowShown

        function test_failedImportShowsWhere() {
            game.newGame("kalah")
            verify(game.playHole(2))
            const before = game.positionSeeds()
            // K2: after c-f A the c is empty; 'c' is column 4 of line 4.
            verify(!actions.importExport.importText('[Variant "kalah"]\n\n1. c-f A\n2. c *\n'))
            compare(actions.document.error, "line 4, column 4: 'c' is not legal: That house is empty (K2).")
            compare(game.positionSeeds(), before)
            compare(game.history.plyCount, 1)
            actions.document.clearError()
            compare(actions.document.error, "")
        }

        function test_chooseOneOfSeveralGames() {
            verify(actions.importExport.importText('[Variant "kalah"]\n\n1. c-f A *\n\n[Variant "kalah"]\n\n1. d *\n'))
            compare(actions.importExport.games.length, 2)
            actions.importExport.openGame(1)
            // d (4) sows e f, the store and A: North to move.
            compare(game.history.plyCount, 1)
            compare(game.toMove, 1)
            compare(game.positionSeeds(), [4, 4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4])
        }

        // The notes edit the game's title and event; a record's come in with it.
        function test_titleAndEventInTheNotes() {
            verify(actions.importExport.importText('[Event "Class 4b"]\n[Title "Walda in two"]\n[Variant "kalah"]\n\n1. c-f *\n'))
            const title = findChild(notes, "gameTitleEditor")
            const event = findChild(notes, "eventEditor")
            verify(title !== null && event !== null)
            compare(title.text, "Walda in two")
            compare(event.text, "Class 4b")
            mouseClick(title)
            title.selectAll()
            keyClick(Qt.Key_Delete)
            for (const c of "Trap")
                keyClick(c)
            compare(actions.document.heading.title, "Trap")
            compare(actions.document.heading.shownTitle, "Trap")
            verify(actions.importExport.exportText().includes('[Title "Trap"]'))
            verify(actions.importExport.exportText().includes('[Event "Class 4b"]'))
        }

        function test_variationsListed() {
            verify(actions.importExport.importText('[Variant "kalah"]\n\n1. c-f {good} (1. d) 1... A *\n'))
            const rows = actions.document.variations
            compare(rows.rowCount(), 3)
            compare(rows.current, 2)
            verify(actions.document.goToRow(1))
            compare(game.history.plyCount, 1)
            compare(game.toMove, 1)
            compare(actions.document.variations.current, 1) // shown, not made the main line
        }

        function test_reorderVariations() {
            verify(actions.importExport.importText('[Variant "kalah"]\n\n1. c-f (1. d) (1. e) 1... A *\n'))
            const up = findChild(notes, "moveVariationUp")
            const down = findChild(notes, "moveVariationDown")
            verify(up && down)
            verify(!up.enabled && !down.enabled) // the main line shown
            verify(actions.document.goToRow(1)) // 1. d, the first variation
            tryVerify(() => down.enabled)
            verify(!up.enabled)
            mouseClick(down)
            verify(actions.importExport.exportText().endsWith("1. c-f (1. e) (1. d) 1... A *\n"))
            compare(actions.document.variations.current, 2) // still 1. d, now second
            tryVerify(() => up.enabled && !down.enabled)
            mouseClick(findChild(notes, "undoEdit"))
            verify(actions.importExport.exportText().endsWith("1. c-f (1. d) (1. e) 1... A *\n"))
        }

        function test_markFromTheMoveList() {
            verify(actions.importExport.importText('[Variant "kalah"]\n\n1. c-f A *\n'))
            const grid = findChild(moveList, "moveGrid")
            grid.forceActiveFocus()
            tryVerify(() => grid.currentItem !== null && grid.currentItem.ply === 3) // A, the last turn
            const marks = findChild(moveList, "moveMarks")
            keyClick(Qt.Key_F10, Qt.ShiftModifier)
            tryVerify(() => marks.opened)
            compare(marks.ply, 3)
            compare(marks.itemAt(2).objectName, "mark-!!")
            mouseClick(marks.itemAt(2))
            tryVerify(() => !marks.opened)
            verify(actions.importExport.exportText().endsWith("1. c-f A!! *\n"))
            // The right button on the first turn: no mark for it.
            verify(actions.document.setGlyphAtPly(2, "?"))
            const first = grid.itemAtIndex(0)
            compare(first.ply, 2)
            mouseClick(first, 5, 5, Qt.RightButton)
            tryVerify(() => marks.opened)
            compare(marks.ply, 2)
            compare(marks.itemAt(6).objectName, "mark-none")
            mouseClick(marks.itemAt(6))
            verify(actions.importExport.exportText().endsWith("1. c-f A!! *\n"))
            actions.document.undoEdit()
            verify(actions.importExport.exportText().endsWith("1. c-f? A!! *\n"))
        }
    }
}
