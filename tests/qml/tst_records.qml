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

    TestCase {
        name: "Records"
        when: windowShown

        function test_failedImportShowsWhere() {
            game.newGame("kalah")
            verify(game.playHole(2))
            const before = game.positionSeeds()
            // K2: after c-f A the c is empty; 'c' is column 4 of line 4.
            verify(!actions.archive.importText('[Variant "kalah"]\n\n1. c-f A\n2. c *\n'))
            compare(actions.archive.error, "line 4, column 4: 'c' is not legal: That house is empty (K2).")
            compare(game.positionSeeds(), before)
            compare(game.plyCount, 1)
            actions.archive.clearError()
            compare(actions.archive.error, "")
        }

        function test_chooseOneOfSeveralGames() {
            verify(actions.archive.importText('[Variant "kalah"]\n\n1. c-f A *\n\n[Variant "kalah"]\n\n1. d *\n'))
            compare(actions.archive.games.length, 2)
            actions.archive.openGame(1)
            // d (4) sows e f, the store and A: North to move.
            compare(game.plyCount, 1)
            compare(game.toMove, 1)
            compare(game.positionSeeds(), [4, 4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4])
        }

        function test_variationsListed() {
            verify(actions.archive.importText('[Variant "kalah"]\n\n1. c-f {good} (1. d) 1... A *\n'))
            const rows = actions.archive.variations
            compare(rows.rowCount(), 3)
            compare(rows.current, 2)
            verify(actions.archive.goToRow(1))
            compare(game.plyCount, 1)
            compare(game.toMove, 1)
            compare(actions.archive.variations.current, 1) // shown, not made the main line
        }
    }
}
