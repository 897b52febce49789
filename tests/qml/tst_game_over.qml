// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The game-over panel says how the game ended, the rule in words: a game
// stopped by the quiet move limit (G2) says so, scored or drawn as the house
// rule quiet-end says; a repeated round (G3) and the rule set's own end too.
Item {
    id: root
    width: 800
    height: 500

    GameController {
        id: game
    }
    RecordDocument {
        id: document
        controller: game
    }
    RecordImportExport {
        id: importExport
        document: document
    }
    GameOverPanel {
        id: panel
        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "GameOver"
        when: windowShown

        function note(): Item {
            const found = findChild(panel, "endingNote")
            verify(found !== null, "no ending note")
            return found
        }

        // Kalah on 2x3, South a 1, c 1, North A 2: c ends in the store (K3,
        // not quiet), then a into the empty b (B opposite is empty, no
        // capture) and North's A into B and the empty C (a opposite is
        // empty): two quiet turns reach quiet-limit=1. Stores 1 and 0; b, B
        // and C hold 1 each and count for no one.
        function playToTheLimit(quietEnd: string) {
            const rules = { layout: "custom:0,0,2/1,0,1", "quiet-limit": "1" }
            if (quietEnd !== "")
                rules["quiet-end"] = quietEnd
            compare(game.newGame("kalah", rules), "")
            for (const name of ["c", "a", "A"]) {
                verify(!game.over)
                tryVerify(() => !game.busy, 10000) // a hole is played once the last sowing is shown
                verify(game.playHole(game.holeByName(name)), name)
            }
            verify(game.over)
            verify(game.ending.stoppedByQuietLimit)
            compare(game.scoreSouth, 1)
            compare(game.scoreNorth, 0)
            tryVerify(() => panel.visible, 10000)
        }

        function test_scoredAtTheLimit() {
            playToTheLimit("score")
            compare(game.ending.winner, 0)
            verify(note().visible)
            // A screen reader meets a dialog named with the winner and the score, the rule its description.
            compare(panel.Accessible.role, Accessible.Dialog)
            compare(panel.Accessible.name, "South wins!, South 1 – 0 North")
            compare(panel.Accessible.description, note().text)
            compare(note().text, "Stopped by the quiet move limit (1 full moves without a seed won or a hole "
                    + "changing hands). Scored as it stands: the seeds still in play count for no one.")
        }

        // Two computers' names make a long score line: it wraps inside the box, as the winner's line does.
        function test_longNamesStayInTheBox() {
            game.players.southName = "Computer (Perfect)"
            game.players.northName = "Computer (Master)"
            playToTheLimit("score")
            const box = findChild(panel, "gameOverBox")
            for (const name of ["winnerText", "finalScore"]) {
                const label = findChild(panel, name)
                tryVerify(() => label.width > 0)
                const left = label.mapToItem(box, 0, 0).x
                verify(left >= 0 && left + label.width <= box.width, name + " runs out of the box")
                verify(label.contentWidth <= label.width + 1, name + " is cut")
            }
            game.players.southName = "South"
            game.players.northName = "North"
        }

        function test_drawnAtTheLimit() {
            playToTheLimit("") // Kalah's default: draw
            compare(game.houseRule("quiet-end"), "draw")
            compare(game.ending.winner, -1)
            verify(note().visible)
            compare(note().text, "Stopped by the quiet move limit (1 full moves without a seed won or a hole "
                    + "changing hands). Drawn, whatever the counts.")
        }

        function test_anOrdinaryEndSaysItsRule() {
            // K5: c into the store empties South's row; North's B is swept.
            compare(game.newGame("kalah", { layout: "custom:0,1,0/0,0,1", "quiet-limit": "1" }), "")
            verify(game.playHole(game.holeByName("c")))
            verify(game.over)
            verify(!game.ending.stoppedByQuietLimit)
            tryVerify(() => panel.visible, 10000)
            compare(game.ending.rule, "K5")
            compare(note().text, "A player's houses are empty: the other puts the seeds left in their houses into "
                    + "their store, and the most seeds win.")
            // The line under the board says it too.
            verify(game.announcer.detail.endsWith(note().text), game.announcer.detail)
            // A teacher's rule numbers: the rule's id in brackets.
            ViewOptions.ruleNumbers = true
            compare(note().text, "A player's houses are empty: the other puts the seeds left in their houses into "
                    + "their store, and the most seeds win (K5).")
            ViewOptions.ruleNumbers = false
        }

        // Qelat of Keren one quiet turn short of the limit: North's A ends
        // round 1 (G2); round 2 would start exactly as round 1 did, so the
        // game ends there, 6 holes against 6, a draw (G3; tests/cli).
        function test_aRepeatedRoundSaysG3() {
            compare(game.newGame("qelat-keren", {}), "")
            game.player.speed = StepPlayer.Instant // the round's end and the game's: many steps
            verify(importExport.loadPosition("0,2,0,3,0,1/1,2,2,0,3,0 18,16 cen - n play - 1 200 399 - starts=6s rng=1"),
                   document.error)
            verify(game.playHole(game.holeByName("A")))
            verify(game.over)
            compare(game.ending.winner, -1)
            compare(game.ending.rule, "G3")
            tryVerify(() => panel.visible, 10000)
            verify(note().visible)
            compare(note().text, "The next round would start as an earlier round did: the game ends there, and the "
                    + "player owning more holes wins, equal holes a draw. Holes owned: 6 – 6.")
            verify(game.announcer.detail.endsWith(note().text), game.announcer.detail)
        }

        function test_closedStaysClosedWhenBrowsing() {
            // K5 as above; the box closed, then the moves browsed back and forth.
            compare(game.newGame("kalah", { layout: "custom:0,1,0/0,0,1" }), "")
            verify(game.playHole(game.holeByName("c")))
            tryVerify(() => panel.visible, 10000)
            const keep = findChild(panel, "lookAtBoard")
            verify(keep !== null, "no button to close the box")
            mouseClick(keep)
            verify(!panel.visible)
            game.history.goToPly(0)
            verify(!panel.visible)
            game.history.goToPly(1)
            verify(game.over)
            verify(!panel.visible, "the box the player closed opened again")
            // The same end in a new game opens it.
            game.restart()
            verify(game.playHole(game.holeByName("c")))
            tryVerify(() => panel.visible, 10000)
        }
    }
}
