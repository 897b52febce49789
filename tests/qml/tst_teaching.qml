// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The teaching panel walks the step player of the game: keys and buttons,
// seed by seed and lap by lap, with the sentence for the step on show.
Item {
    id: root
    width: 900
    height: 300

    GameController {
        id: game
    }
    TeachingPanel {
        id: panel
        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "TeachingPanel"
        when: windowShown

        function init() {
            game.newGame("kalah")
            game.player.speed = StepPlayer.Instant
            panel.forceActiveFocus()
        }

        function test_keysWalkTheMove() {
            // K2, K3: c's 4 seeds go to d, e, f and South's store; 6 steps.
            verify(game.playHole(2))
            compare(game.player.stepCount, 6)
            compare(game.player.stepIndex, 6)
            keyClick(Qt.Key_Left, Qt.ShiftModifier)
            compare(game.player.stepIndex, 1)
            compare(panel.places, [2])
            keyClick(Qt.Key_Right)
            compare(game.player.stepIndex, 2)
            keyClick(Qt.Key_Left)
            compare(game.player.stepIndex, 1)
            keyClick(Qt.Key_Left, Qt.ShiftModifier)
            compare(game.player.stepIndex, 0)
            keyClick(Qt.Key_Right, Qt.ShiftModifier)
            compare(game.player.stepIndex, 1)
            keyClick(Qt.Key_Right, Qt.ShiftModifier)
            compare(game.player.stepIndex, 6)
        }

        function test_spacePlaysAndPauses() {
            verify(game.playHole(2))
            game.player.seek(0)
            game.player.speed = StepPlayer.Fast
            keyClick(Qt.Key_Space)
            verify(game.player.playing)
            keyClick(Qt.Key_Space)
            verify(!game.player.playing)
            keyClick(Qt.Key_Space)
            tryCompare(game.player, "stepIndex", 6, 5000)
            verify(!game.player.playing)
        }

        // W1 (race off): b's 4 seeds relay through f, E, d and D: 5 laps,
        // lifted at steps 1, 6, 12, 18 and 25 of 31 (see tst_teaching_window).
        // The count reads "Lap 1" from the move's start, never "Lap 0".
        function test_lapCountsFromOne() {
            game.newGame("mewelad", { race: "off" })
            game.player.speed = StepPlayer.Instant
            verify(game.playHole(1))
            compare(game.player.stepCount, 31)
            const lap = findChild(panel, "lapLabel")
            verify(lap !== null)
            verify(lap.visible)
            const expected = [[0, 1], [1, 1], [5, 1], [6, 2], [11, 2], [12, 3], [18, 4], [24, 4], [25, 5], [31, 5]]
            for (const [index, number] of expected) {
                game.player.seek(index)
                compare(game.player.stepIndex, index)
                compare(lap.text, "Lap " + number + " of 5", "at step " + index)
            }
        }
    }
}
