// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Whole short games of every rule set played on the board with real mouse
// clicks and touch taps, the counts on the board checked against the game
// after every decision.
Item {
    id: root
    width: 1000
    height: 560

    GameController {
        id: game
    }
    Board {
        id: board
        anchors.fill: parent
        controller: game
    }

    TestCase {
        id: test
        name: "Board"
        when: windowShown

        function pit(hole: int): Item {
            const item = findChild(board, "pit-" + game.holeName(hole))
            verify(item !== null, "no pit item for hole " + hole)
            return item
        }

        /// The count written beside every hole and its pebbles are the game's.
        function checkCounts(context: string) {
            const seeds = game.positionSeeds()
            for (let h = 0; h < seeds.length; ++h) {
                const item = pit(h)
                compare(item.seeds, seeds[h], context + ": hole " + game.holeName(h))
                compare(findChild(item, "count").text, String(seeds[h]), context + ": count of " + game.holeName(h))
            }
        }

        function tap(item: Item) {
            const t = touchEvent(item)
            t.press(0, item, item.width / 2, item.height / 2)
            t.commit()
            t.release(0, item, item.width / 2, item.height / 2)
            t.commit()
        }

        /// Takes one decision the way a player would; returns false when none is left.
        function decide(useTouch: bool, turn: int): bool {
            if (game.raceHandover.shown)
                game.raceHandover.acknowledge()
            const legal = game.legalHoles
            const before = game.history.ply
            if (legal.length > 0) {
                const item = pit(legal[turn % legal.length])
                if (useTouch)
                    tap(item)
                else
                    mouseClick(item)
            } else if (game.decision.pending === GameController.Direction) {
                game.chooseDirection(turn % 2 === 0)
            } else if (game.decision.pending === GameController.TakeOrLeave) {
                if (turn % 2 === 0) game.take(); else game.leave()
            } else if (game.decision.canPass) {
                game.pass()
            } else {
                return false
            }
            compare(game.history.ply, before + 1, "the decision was not taken: " + game.message)
            return true
        }

        function init() {
            game.player.speed = StepPlayer.Instant
        }

        function test_games_data() {
            return [
                { tag: "kalah-mouse", variant: "kalah", touch: false, rules: { layout: "custom:2,2,2/2,2,2" } },
                { tag: "kalah-touch", variant: "kalah", touch: true, rules: { layout: "custom:3,1,2/1,3,2" } },
                { tag: "qelat-mouse", variant: "qelat", touch: false, rules: { layout: "custom:2,3,1,2/2,1,3,2", "quiet-limit": "15" } },
                { tag: "qelat-keren-mouse", variant: "qelat-keren", touch: false, rules: { layout: "custom:2,1,2,3/3,2,1,2", "quiet-limit": "15" } },
                { tag: "mewelad-touch", variant: "mewelad", touch: true, rules: { layout: "custom:2,1,2,3/3,2,1,2", "quiet-limit": "15" } },
                { tag: "enkeshui-mouse", variant: "enkeshui", touch: false, rules: { layout: "custom:3,2,0,1/1,0,2,3", "quiet-limit": "15" } },
                { tag: "enkeshui-touch", variant: "enkeshui", touch: true, rules: { layout: "custom:1,2,3,0,2,0/0,2,0,3,2,1", "quiet-limit": "15", race: "off" } },
            ]
        }

        function test_games(data) {
            compare(game.newGame(data.variant, data.rules), "")
            checkCounts("start")
            let turn = 0
            while (!game.over && turn < 400) {
                if (!decide(data.touch, turn))
                    break
                ++turn
                checkCounts("decision " + turn)
            }
            verify(game.over, "the game did not end in " + turn + " decisions")
            const seeds = game.positionSeeds()
            verify(game.scoreSouth + game.scoreNorth + seeds.reduce((a, b) => a + b, 0) > 0)
        }

        function test_animatedMoveEndsOnThePosition() {
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Fast
            mouseClick(pit(1)) // b: 4 seeds to c, d, e, f
            verify(game.busy)
            // While the move plays the board shows it step by step and refuses input.
            mouseClick(pit(0))
            compare(game.history.ply, 1)
            tryCompare(game, "busy", false, 5000)
            checkCounts("after the animation")
            compare(pit(5).seeds, 5)
        }

        function test_keyboard() {
            compare(game.newGame("kalah", {}), "")
            // A new game gives the board the focus, on the first playable hole.
            tryCompare(board, "activeFocus", true)
            compare(board.focusHole, 0)
            keyClick(Qt.Key_Right)
            compare(board.focusHole, 1)
            keyClick(Qt.Key_Return) // b
            compare(game.history.ply, 1)
            compare(pit(1).seeds, 0)
            // Letters pick a hole by name: North (A..) now moves.
            keyClick("B", Qt.ShiftModifier)
            compare(game.history.ply, 2)
            compare(pit(7).seeds, 0)
            checkCounts("after typing")
        }

        function test_illegalClickExplained() {
            compare(game.newGame("kalah", {}), "")
            mouseClick(pit(8)) // C: North's
            compare(game.history.ply, 0)
            compare(game.message, game.whyIllegal(8))
            verify(game.message.length > 0)
        }
    }
}
