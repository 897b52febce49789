// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Mancala

// A finger or the mouse on a button or a panel over the board never sows
// the hole under it, however the holes were tapped before; taps and clicks
// on the holes themselves always sow. CTest also runs this file with address
// space randomisation off: with the holes' former TapHandler, Qt 6.4 then
// kept a tapped hole's point after every release, not only in some runs
// (see Pit.qml).
Item {
    id: root
    width: 900
    height: 500

    GameController {
        id: game
    }
    Board {
        id: board
        anchors.fill: parent
        controller: game
    }
    // What the race screen and the round summary put over the board: a panel
    // that swallows clicks and taps.
    Rectangle {
        id: panel
        anchors.fill: parent
        visible: false
        color: Qt.rgba(0, 0, 0, 0.35)
        MouseArea { anchors.fill: parent }
    }
    GameOverPanel {
        id: gameOver
        anchors.fill: parent
        controller: game
    }
    Button {
        id: cover
        property int clicks: 0
        visible: false
        text: "Over a hole"
        onClicked: ++clicks
    }

    TestCase {
        id: test
        name: "Touch"
        when: windowShown

        /// The holes that answered a tap, a click or a key, in order.
        property var activated: []
        property var watched: []

        function noteActivation(hole: int) {
            activated.push(game.holeName(hole))
        }
        function pit(name: string): Item {
            const item = findChild(board, "pit-" + name)
            verify(item !== null, "no pit " + name)
            return item
        }
        function tap(target: Item, x: real, y: real) {
            const t = touchEvent(target)
            t.press(0, target, x ?? target.width / 2, y ?? target.height / 2)
            t.commit()
            t.release(0, target, x ?? target.width / 2, y ?? target.height / 2)
            t.commit()
        }
        /// Returns once the event loop has handled what was queued before
        /// (a late release, a queued click): a condition, not a fixed time.
        function eventsDone() {
            let done = false
            Qt.callLater(() => done = true)
            tryVerify(() => done)
        }
        /// Puts the button over the middle of `hole`.
        function coverHole(hole: Item) {
            const at = hole.mapToItem(root, hole.width / 2, hole.height / 2)
            cover.x = at.x - cover.width / 2
            cover.y = at.y - cover.height / 2
            cover.visible = true
        }
        /// The hole whose middle part holds the point (x, y) of `item`, or null.
        function holeUnder(item: Item, x: real, y: real): Item {
            for (let h = 0; h < 2 * game.ruleSet.houses; ++h) {
                const hole = pit(game.holeName(h))
                const p = item.mapToItem(hole, x, y)
                if (p.x > 0 && p.y > 0 && p.x < hole.width && p.y < hole.height)
                    return hole
            }
            return null
        }
        function watchHoles() {
            for (let h = 0; h < 2 * game.ruleSet.houses; ++h) {
                const hole = pit(game.holeName(h))
                hole.activated.connect(noteActivation)
                watched.push(hole)
            }
        }
        function newGame(rules) {
            for (const hole of watched)
                hole.activated.disconnect(noteActivation)
            watched = []
            compare(game.newGame("kalah", rules), "")
            game.player.speed = StepPlayer.Instant
            // The holes watched are those that show the new game's start.
            const start = game.positionSeeds()
            tryVerify(() => start.every((seeds, h) => pit(game.holeName(h)).seeds === seeds && pit(game.holeName(h)).legal
                                        === game.legalHoles.includes(h)))
            watchHoles()
            activated = []
        }

        function init() {
            cover.visible = false
            cover.clicks = 0
            panel.visible = false
            // K1: six houses of four seeds each.
            newGame({})
        }

        function test_buttonOverATappedHole() {
            // K2: South taps f: its 4 seeds to South's store, A, B, C; North to move.
            tap(pit("f"))
            compare(game.history.ply, 1)
            compare(game.positionSeeds(), [4, 4, 4, 4, 4, 0, 5, 5, 5, 4, 4, 4])
            // North taps A: its 5 seeds to B, C, D, E, F; South to move.
            tap(pit("A"))
            compare(game.history.ply, 2)
            compare(game.positionSeeds(), [4, 4, 4, 4, 4, 0, 0, 6, 6, 5, 5, 5])
            compare(game.toMove, 0)
            compare(game.scoreSouth, 1)
            compare(game.scoreNorth, 0)
            compare(game.positionSeeds().reduce((a, b) => a + b, 0) + game.scoreSouth + game.scoreNorth, 48)
            compare(activated, ["f", "A"])
            // The button over each hole tapped so far, then over d (legal for
            // South): the finger and the mouse press the button, never the hole.
            let clicks = 0
            for (const name of ["A", "f", "d"]) {
                coverHole(pit(name))
                tap(cover)
                mouseClick(cover)
                clicks += 2
                compare(cover.clicks, clicks)
                compare(activated, ["f", "A"], "the button over " + name + " passed a press to a hole")
            }
            compare(game.history.ply, 2)
            compare(game.message, "")
        }

        function test_panelOverTheBoard() {
            // K3: c's 4 seeds go to d, e, f and South's store: South moves again.
            tap(pit("c"))
            compare(game.history.ply, 1)
            compare(game.toMove, 0)
            panel.visible = true
            for (const name of ["a", "b", "c", "d", "e", "f", "A"]) {
                tap(pit(name))
                mouseClick(pit(name))
            }
            compare(activated, ["c"], "a tap or a click on the panel reached a hole")
            panel.visible = false
            // The holes answer again, to the finger and the mouse: a's 4 seeds
            // end in e (North to move), A's 4 seeds end in E.
            tap(pit("a"))
            compare(game.history.ply, 2)
            mouseClick(pit("A"))
            compare(game.history.ply, 3)
            compare(activated, ["c", "a", "A"])
        }

        function test_playAgainOverAHole() {
            // North C 1, South c 1 (three houses). K3, K5: South sows c into
            // the store, has no seeds left and the game ends; North's C goes
            // to North's store: 1 - 1, a draw.
            newGame({ layout: "custom:1,0,0/0,0,1" })
            tap(pit("c"))
            compare(game.history.ply, 1)
            verify(game.over)
            compare(game.scoreSouth, 1)
            compare(game.scoreNorth, 1)
            tryVerify(() => gameOver.visible)
            // Taps and clicks on the panel, over every hole not under one of
            // its buttons, reach none.
            const again = findChild(gameOver, "playAgain")
            const look = findChild(gameOver, "lookAtBoard")
            verify(again.visible)
            let tried = 0
            for (let h = 0; h < 6; ++h) {
                const hole = pit(game.holeName(h))
                if ([again, look].some(button => holeUnder(button, -10, -10) === hole
                                       || holeUnder(button, button.width + 10, button.height + 10) === hole
                                       || holeUnder(button, button.width / 2, button.height / 2) === hole))
                    continue
                tap(hole)
                mouseClick(hole)
                ++tried
            }
            verify(tried >= 3)
            verify(gameOver.visible)
            compare(activated, ["c"])
            compare(game.message, "")
            // "Play again" lies over a hole (else this test would prove nothing).
            const under = holeUnder(again, again.width / 2, again.height / 2)
            verify(under !== null, "no hole under Play again")
            tap(again)
            compare(game.history.ply, 0)
            verify(!game.over)
            eventsDone()
            compare(game.history.ply, 0, "the tap on Play again sowed " + under.objectName)
            compare(activated, ["c"])
            compare(game.message, "")
        }

        function test_quickSecondTapOnAHole() {
            // Two taps in a row on one hole are a double tap for Qt: both count
            // (North's A and B are refused while South is to move, K2).
            tap(pit("A"))
            tap(pit("A"))
            compare(activated, ["A", "A"])
            mouseDoubleClickSequence(pit("B"))
            compare(activated, ["A", "A", "B", "B"])
            compare(game.history.ply, 0)
            // K2: a's 4 seeds go to b, c, d, e; the quick second tap on a is
            // North's turn on an empty hole of South's: refused.
            tap(pit("a"))
            tap(pit("a"))
            compare(activated, ["A", "A", "B", "B", "a", "a"])
            compare(game.history.ply, 1)
            compare(game.positionSeeds(), [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4])
        }

        function test_everyTapOnAHoleSows() {
            // Twelve taps in a row, alternating sides: each one is a decision.
            for (let turn = 0; turn < 12 && !game.over; ++turn) {
                const legal = game.legalHoles
                verify(legal.length > 0)
                const before = game.history.ply
                const name = game.holeName(legal[turn % legal.length])
                tap(pit(name))
                compare(game.history.ply, before + 1, "tap " + turn + " on " + name + " was not taken: " + game.message)
                compare(activated[activated.length - 1], name)
            }
            compare(activated.length, 12)
        }
    }
}
