// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// What the player sees follows the seeds: the scores on the cards, the stores,
// the side-to-move mark and the round change as the steps reach them, while
// the game itself has moved on at once.
Item {
    id: root
    width: 1000
    height: 640

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
    LessonSession {
        id: lesson
        game: game
    }
    Column {
        anchors.fill: parent
        PlayerCard {
            id: northCard
            side: 1
            controller: game
            width: root.width
        }
        Board {
            id: board
            controller: game
            width: root.width
            height: 500
        }
        PlayerCard {
            id: southCard
            side: 0
            controller: game
            width: root.width
        }
    }

    TestCase {
        name: "Shown"
        when: windowShown

        function scoreText(card: Item): string {
            return findChild(card, "score").text
        }
        function storeCount(side: int): int {
            return side === 0 ? game.player.storeSouth : game.player.storeNorth
        }
        /// The edge the side-to-move mark lies along: 1 above the board (North), 0 below.
        function markSide(): int {
            const mark = findChild(board, "turnMark")
            verify(mark.visible, "the side-to-move mark is hidden")
            return mark.north ? 1 : 0
        }

        function init() {
            lesson.close()
            game.player.stepping = false
            game.player.speed = StepPlayer.Instant
            game.players.southName = "Ann"
            game.players.northName = "Bob"
            game.newGame("kalah", {})
        }
        function cleanup() {
            game.player.stepping = false
        }

        function test_kalahStoreAndScoreTogether() {
            // K3: c's four seeds go to d, e, f and the store.
            game.player.stepping = true
            game.player.speed = StepPlayer.Normal
            verify(game.playHole(2))
            compare(game.scoreSouth, 1, "the game is committed at once")
            compare(game.player.stepIndex, 0)
            compare(scoreText(southCard), "Score 0", "the score before the seed reaches the store")
            compare(storeCount(0), 0)
            compare(southCard.deciding, true)
            for (let i = 1; i <= game.player.stepCount; ++i) {
                game.player.seek(i)
                compare(scoreText(southCard), "Score " + storeCount(0), "step " + i)
            }
            compare(scoreText(southCard), "Score 1")
        }

        function test_turnPassesWhenTheSowingEnds() {
            // a: four seeds to b, c, d, e; then it is North's turn.
            game.player.stepping = true
            game.player.speed = StepPlayer.Normal
            verify(game.playHole(0))
            compare(game.toMove, 1, "the game is committed at once")
            compare(markSide(), 0, "the mark stays with the mover while the seeds are sown")
            verify(southCard.deciding && !northCard.deciding)
            game.player.seek(game.player.stepCount - 1)
            compare(markSide(), 0)
            verify(southCard.deciding)
            game.player.seek(game.player.stepCount)
            compare(markSide(), 1, "the turn passes with the last step")
            verify(northCard.deciding && !southCard.deciding)
        }

        function test_captureShownAsTheSeedsArrive() {
            // K4: a's one seed lands in the empty b; E's five and the last seed go to the store.
            verify(importExport.loadPosition("4,5,4,4,4,4/1,0,4,4,4,4 2,4 - - s play - 1 5 0 -"), document.error)
            game.player.stepping = true
            game.player.speed = StepPlayer.Normal
            verify(game.playHole(0))
            compare(game.scoreSouth, 8)
            compare(scoreText(southCard), "Score 2")
            compare(storeCount(0), 2)
            let announced = ""
            for (let i = 1; i <= game.player.stepCount; ++i) {
                game.player.seek(i)
                compare(scoreText(southCard), "Score " + storeCount(0), "step " + i)
                if (game.player.stepKind === StepPlayer.Capture)
                    announced = game.announcer.lastEvent
            }
            compare(scoreText(southCard), "Score 8")
            // Item 4: one capture of 5 + 1 seeds, in the player's name.
            compare(announced, "Ann captures 6 seeds.")
        }

        function test_lessonScoreAtEachStep() {
            // Q5: the last seed of f makes A four, South's walda: the score is A's four.
            game.player.stepping = true
            verify(lesson.open("qelat-walda"))
            verify(game.playHole(5))
            compare(game.scoreSouth, 4)
            compare(game.player.stepIndex, 0)
            compare(scoreText(southCard), "Score 0", "step 0 shows the score before the move")
            let walda = -1
            for (let i = 1; i <= game.player.stepCount; ++i) {
                game.player.seek(i)
                if (game.player.stepKind === StepPlayer.MakeWalda)
                    walda = i
                compare(scoreText(southCard), "Score " + (walda > 0 ? 4 : 0), "step " + i)
            }
            verify(walda > 0, "no walda was made")
        }
    }
}
