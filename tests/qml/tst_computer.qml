// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The game window against the computer: a whole game in every rule set
// played with the mouse, the computer's side chosen in the picker, the
// thinking mark on its card, Undo clicked while it thinks (honoured at
// once), the hint shown and never played, the analysis panel filled (exact in Kalah), a
// review marking the move list, and a demonstration paused and stepped.
Item {
    id: root
    width: 200
    height: 100

    Component {
        id: narrowPanel
        AnalysisPanel { width: 150; height: 200 }
    }

    TestCase {
        id: test
        name: "Computer"
        when: windowShown

        property var window: null
        property var game: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1280, height: 800 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }
        function init() {
            item("variantPicker").close()
            item("board").retakeQuestion.close()
            game.computer.paused = false
            game.computer.restMillis = 0
            game.computer.masterMillis = 1000
        }

        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function click(target: Item) {
            verify(target.visible, "clicking a hidden " + target.objectName)
            verify(target.enabled, "clicking a disabled " + target.objectName)
            mouseClick(target)
        }
        function settle() {
            wait(1)
            wait(1)
        }

        /// The person's decision, with the mouse; false when there is none.
        function personDecides(turn: int): bool {
            settle()
            const before = game.history.ply
            if (game.roundReport.shown && !game.over) {
                click(item("nextRound"))
                tryVerify(() => !game.roundReport.shown)
                return true
            }
            const legal = game.legalHoles
            if (legal.length > 0)
                click(item("pit-" + game.holeName(legal[(turn * 5) % legal.length])))
            else if (game.decision.pending === GameController.Direction)
                click(item(turn % 2 ? "clockwise" : "counterClockwise"))
            else if (game.decision.pending === GameController.TakeOrLeave)
                click(item(turn % 2 ? "take" : "leave"))
            else if (game.decision.canPass)
                click(item("pass"))
            else
                return false
            compare(game.history.ply, before + 1, "the decision was not taken: " + game.message)
            return true
        }

        function test_0_computerChosenInThePicker() {
            // North is the computer at level 2, chosen in the picker with the mouse.
            const picker = item("variantPicker")
            picker.open()
            tryVerify(() => picker.opened)
            const north = item("northPlayer")
            click(north)
            tryVerify(() => north.popup.opened)
            north.currentIndex = 2 // Novice: the list's third entry (Person, Beginner, Novice)
            north.activated(2)
            north.popup.close()
            compare(north.setup.northLevel, 2)
            click(item("startButton"))
            tryVerify(() => !picker.visible)
            compare(game.players.northLevel, 2)
            compare(game.players.southLevel, 0)
            verify(findChild(item("playerCard1"), "score") !== null)
        }

        function test_games_data() {
            return [
                { tag: "kalah", variant: "kalah", rules: {}, speed: StepPlayer.Fast },
                { tag: "qelat", variant: "qelat", rules: { layout: "custom:2,3,1,2/2,1,3,2", "quiet-limit": "15" } },
                { tag: "qelat-keren", variant: "qelat-keren", rules: { houses: "4", "quiet-limit": "8" } },
                { tag: "mewelad", variant: "mewelad", rules: { layout: "custom:2,1,2,3/3,2,1,2", "quiet-limit": "15", "claimed-captures": "on" } },
                { tag: "enkeshui", variant: "enkeshui", rules: { layout: "custom:3,2,0,1/1,0,2,3", "quiet-limit": "15" } },
                { tag: "enkeshui-direction", variant: "enkeshui", rules: { layout: "custom:1,1,1,1/0,1,0,6", "quiet-limit": "15", race: "off" } },
            ]
        }

        function test_games(data) {
            // South a person with the mouse, North the computer; then the other way round.
            for (const computerSide of [1, 0]) {
                compare(game.newGame(data.variant, data.rules), "")
                // One game is animated: the computer waits for each animation's end.
                game.player.speed = data.speed ?? StepPlayer.Instant
                game.setLevel(computerSide, 3)
                game.setLevel(1 - computerSide, 0)
                const total = game.positionSeeds().reduce((a, b) => a + b, 0) + game.player.storeSouth + game.player.storeNorth
                let computerTurns = 0
                for (let turn = 0; turn < 4000 && !game.over; ++turn) {
                    // A round's summary waits for the person, whoever moves next.
                    if (!game.busy && game.roundReport.shown) {
                        verify(personDecides(turn))
                        continue
                    }
                    if (game.decision.computerDecides) {
                        const before = game.history.plyCount
                        // Its card shows that it thinks, or it has already played.
                        verify(game.computer.thinking || game.history.plyCount > before)
                        tryVerify(() => game.history.plyCount > before || game.over, 30000, "the computer did not play")
                        ++computerTurns
                        // It never moves before the previous animation ended: a decision
                        // is refused while busy, so each one finds the board at rest.
                        continue
                    }
                    if (game.busy) {
                        tryVerify(() => !game.busy, 10000)
                        continue
                    }
                    verify(personDecides(turn), data.tag + ": no decision for the person")
                }
                verify(game.over, data.tag + ": the game did not end, " + game.history.plyCount + " decisions, round " + game.round + ", " + game.positionSeeds())
                verify(computerTurns > 0)
                tryVerify(() => !game.busy, 10000)
                const end = game.positionSeeds().reduce((a, b) => a + b, 0) + game.player.storeSouth + game.player.storeNorth
                if (data.variant === "kalah")
                    compare(end, total, "seeds are conserved")
                verify(!game.computer.thinking)
            }
        }

        function test_undoWhileThinking() {
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Instant
            game.setLevel(0, 0)
            game.setLevel(1, 6)
            game.computer.masterMillis = 600000 // would think for ten minutes
            click(item("pit-a"))
            compare(game.history.ply, 1)
            tryVerify(() => item("thinking1").visible)
            verify(!item("thinking0").visible)
            verify(game.computer.thinking)
            // The window answers while it thinks: Undo is honoured at once.
            const undo = item("undoButton")
            verify(undo.enabled)
            click(undo)
            compare(game.history.ply, 0)
            verify(!game.computer.thinking)
            verify(!item("thinking1").visible)
            compare(game.legalHoles.length, 6)
            game.setLevel(1, 0)
        }

        /// A row of the move list clicked while the computer thinks: the
        /// screen says the game is looked back at, the computer goes on
        /// thinking and plays once the player is back at the last move; a
        /// move played in the past asks first, or is the game's own (a redo).
        function test_lookingBackWhileThinking() {
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Instant
            game.setLevel(0, 0)
            game.setLevel(1, 6)
            game.computer.masterMillis = 1500
            click(item("pit-a")) // a's 4 seeds end in e: North's turn
            const count = game.history.plyCount
            compare(count, 1)
            tryVerify(() => game.computer.thinking)
            game.history.goToPly(0)
            verify(game.history.lookingBack)
            verify(game.computer.thinking, "the computer stopped when a move was looked back at")
            compare(item("statusText").text, "Looking back, 0 of 1 moves played: Computer (Master) plays on when "
                    + "you return to the last move")
            // Another move than the game's: asked first, nothing lost on Cancel.
            click(item("pit-b"))
            const ask = item("board").retakeQuestion
            tryVerify(() => ask.opened)
            compare(ask.text, "The 1 move after this position leaves the board for this one; the game record keeps "
                    + "it (Game ▸ Notes and variations).")
            compare(game.history.plyCount, count)
            mouseClick(findChild(ask, "confirmCancel"))
            tryVerify(() => !ask.visible)
            compare(game.history.plyCount, count)
            compare(game.history.ply, 0)
            // Its decision (found after 1.5 s) is held while the game is looked back at.
            wait(2000)
            compare(game.history.plyCount, count)
            verify(game.computer.thinking)
            // The game's own move: a redo to the last move, where the computer plays.
            click(item("pit-a"))
            verify(!ask.visible)
            compare(game.history.ply, 1)
            tryVerify(() => game.history.plyCount > count, 20000, "the computer did not play at the last move")
            // Agreed, the move from the past replaces the later ones.
            tryVerify(() => !game.decision.computerDecides && !game.busy, 20000)
            game.history.goToPly(0)
            click(item("pit-b"))
            tryVerify(() => ask.opened)
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => !ask.visible)
            compare(game.history.ply, 1)
            compare(game.history.plyCount, 1)
            verify(!game.history.lookingBack)
            game.setLevel(1, 0)
        }

        function test_statusLineNamesTheComputer() {
            // Teaching mode: the computer's move opens paused at its start.
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Normal
            game.player.stepping = true
            game.setLevel(0, 0)
            game.setLevel(1, 1)
            click(item("pit-a"))
            game.player.skipToEnd()
            tryVerify(() => game.history.plyCount === 2 && game.busy, 20000)
            compare(game.player.stepIndex, 0)
            // The line under the board: the computer's name and colour, no "thinking" on its card.
            compare(item("statusText").text, "Computer (Beginner) is sowing…")
            compare(item("statusSide").color, Theme.north)
            verify(!item("thinking1").visible)
            game.player.skipToEnd()
            compare(item("statusText").text, game.players.southName + " to move")
            verify(item("statusDetail").text.startsWith("Computer (Beginner) played "), item("statusDetail").text)
            // Looking back at the computer's turn: nobody thinks there, the game goes on at its end.
            game.history.goToPly(1)
            compare(item("statusText").text, "Looking back, 1 of 2 moves played: the game goes on from the last move")
            verify(!item("thinking1").visible)
            game.history.goToPly(2)
            game.player.stepping = false
            game.setLevel(1, 0)
        }

        function test_hintShownNotPlayed() {
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Instant
            game.setLevel(0, 0)
            game.setLevel(1, 0)
            game.computer.masterMillis = 200
            const board = item("board")
            board.forceActiveFocus()
            keyClick(Qt.Key_H)
            tryVerify(() => item("hintRing").visible, 10000)
            const value = item("hintValue")
            verify(value.visible)
            // The value in numbers, and what it means.
            verify(/seeds ahead at the end/.test(findChild(item("computerTools"), "hintText").text))
            // The hint's run has ended, all it posted delivered: nothing played,
            // and no computer is left to play for South.
            const hint = item("computerTools").hint
            tryVerify(() => !hint.searching, 10000)
            compare(game.history.plyCount, 0, "the hint was played")
            verify(!game.computer.thinking)
            // A hole South can play, named in the text with its value.
            verify(game.legalHoles.indexOf(hint.hole) >= 0)
            compare(hint.text, game.holeName(hint.hole))
            // The hint goes when the position changes.
            click(item("pit-c"))
            verify(!item("hintRing").visible)
        }

        function test_analysisPanelFilled() {
            compare(game.newGame("qelat", {}), "")
            game.player.speed = StepPlayer.Instant
            game.setLevel(0, 0)
            game.setLevel(1, 0)
            const button = item("analysisButton")
            click(button)
            const panel = item("analysisPanel")
            tryVerify(() => panel.visible)
            const rows = item("analysisRows")
            tryVerify(() => rows.count === game.legalHoles.length, 10000)
            tryVerify(() => panel.analysis.depth >= 2, 10000)
            const best = panel.analysis.get(0)
            verify(best.best)
            verify(/^([+-]\d|0)/.test(best.valueText), best.valueText)
            for (let i = 1; i < rows.count; ++i)
                verify(panel.analysis.get(i).value <= panel.analysis.get(i - 1).value)
            // A move chosen in the move list: the panel follows its position.
            click(item("pit-a"))
            click(item("pit-A"))
            game.history.goToPly(1)
            tryVerify(() => rows.count === game.legalHoles.length && rows.count > 0, 10000)
            click(button)
            verify(!panel.visible)
        }

        function test_analysisPanelExactInKalah() {
            // Kalah 4x3: the solver proves every row; each is marked exact, and so is the heading.
            compare(game.newGame("kalah", {"houses": 4, "seeds": 3}), "")
            game.player.speed = StepPlayer.Instant
            game.setLevel(0, 0)
            game.setLevel(1, 0)
            const button = item("analysisButton")
            click(button)
            const panel = item("analysisPanel")
            tryVerify(() => panel.visible)
            const rows = item("analysisRows")
            tryVerify(() => rows.count === game.legalHoles.length && panel.analysis.exactCount === rows.count
                      && !panel.analysis.running, 60000)
            compare(item("analysisDepth").text, "all exact")
            for (let i = 0; i < rows.count; ++i) {
                const mark = findChild(rows.itemAtIndex(i), "analysisDepthOrExact")
                verify(mark && mark.visible)
                compare(mark.text, "exact")
                verify(mark.width >= mark.implicitWidth) // not cut
            }
            // Kalah(4,3), K4: the first player wins by 6, with b only (docs/solutions.md).
            compare(panel.analysis.get(0).text, "b")
            compare(panel.analysis.get(0).value, 6)
            click(button)
            verify(!panel.visible)
        }

        function test_analysisRowsInANarrowPanel() {
            // A narrow side column (an 800-pixel window, a long value in German or
            // French): the decision and the depth stay whole, the value is elided.
            compare(game.newGame("kalah", {"houses": 4, "seeds": 3}), "")
            game.player.speed = StepPlayer.Instant
            game.setLevel(0, 0)
            game.setLevel(1, 0)
            const button = item("analysisButton")
            click(button)
            const analysis = item("analysisPanel").analysis
            tryVerify(() => analysis.count === game.legalHoles.length && !analysis.running, 60000)
            const panel = createTemporaryObject(narrowPanel, root, { analysis: analysis })
            verify(panel !== null)
            const rows = findChild(panel, "analysisRows")
            tryVerify(() => rows.count === analysis.count)
            waitForRendering(panel)
            for (let i = 0; i < rows.count; ++i) {
                const row = rows.itemAtIndex(i)
                const decision = findChild(row, "analysisDecision")
                const value = findChild(row, "analysisValue")
                const mark = findChild(row, "analysisDepthOrExact")
                compare(decision.text, analysis.get(i).text)
                verify(decision.width >= decision.implicitWidth, "decision cut: " + decision.width)
                verify(value.width > 0 && value.x + value.width <= mark.x, "value over the depth")
                verify(mark.x + mark.width <= row.width + 0.5, "depth out of the row")
                verify(value.truncated || value.width >= value.implicitWidth)
            }
            click(button)
        }

        function test_reviewMarksTheMoveList() {
            // South plays badly on purpose: f first in Kalah 6x4 gives North an easy game.
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Instant
            game.setLevel(0, 0)
            game.setLevel(1, 0)
            verify(game.playHole(game.holeByName("f")))
            for (let k = 0; k < 7; ++k) {
                const legal = game.legalHoles
                verify(game.playHole(legal[legal.length - 1]), game.message)
            }
            const review = findChild(item("computerTools"), "reviewButton")
            click(review)
            const tools = item("computerTools")
            // Each mark the search suggests in Kalah 6x4 is proven by the solver first: time enough.
            tryVerify(() => tools.review.done === game.history.plyCount, 240000)
            verify(tools.review.marked > 0, "no decision marked")
            tryVerify(() => /marked/.test(findChild(tools, "reviewText").text))
            let glyphs = 0
            for (let row = 0; row < game.moves.rowCount(); ++row) {
                const label = game.moves.data(game.moves.index(row, 0), 258) // LabelRole
                if (/\?/.test(label))
                    ++glyphs
            }
            verify(glyphs > 0, "no glyph in the move list")
            // A new game of another rule set has no marks: the count does not stay.
            compare(game.newGame("qelat", {}), "")
            compare(tools.review.marked, 0)
            compare(findChild(tools, "reviewText").text, "")
        }

        function test_demonstration() {
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Instant
            game.computer.paused = true
            game.setLevel(0, 1)
            game.setLevel(1, 1)
            const controls = item("demonstrationControls")
            verify(controls.visible)
            // Found and held back with no play due: it cannot come by itself.
            tryVerify(() => game.computer.holdsDecision(), 10000)
            compare(game.history.plyCount, 0, "a paused demonstration moved")
            click(item("stepButton"))
            tryVerify(() => game.history.plyCount === 1, 10000)
            // North's answer is held back too: one step, one decision.
            tryVerify(() => game.computer.holdsDecision(), 10000)
            compare(game.history.plyCount, 1)
            click(item("pauseButton"))
            verify(!game.computer.paused)
            tryVerify(() => game.history.plyCount > 3, 20000)
            // Take over: the side to move is the person's.
            click(item("takeOverButton"))
            const side = game.decider
            verify(game.level(side) === 0 || game.over)
            game.setLevel(0, 0)
            game.setLevel(1, 0)
        }
    }
}
