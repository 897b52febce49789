// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Each activity keeps its own state (docs/architecture.md), in the window
// (Main.qml): a game, a puzzle, a lesson, the position editor and an
// imported record leave no marks on each other, and each comes back after a
// restart (the window closed and made again, as a new start reads the same
// autosave and settings).
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "Activities"
        when: windowShown

        property var window: null
        property var game: null
        property var actions: null

        /// A window as a start makes it: the saved game and settings restored, the picker closed.
        function start() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1280, height: 800 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            actions = item("recordActions")
            tryVerify(() => actions.started, 3000)
            const picker = findChild(window.overlay, "variantPicker")
            if (picker) {
                picker.close()
                tryVerify(() => !picker.visible)
            }
            game.player.speed = StepPlayer.Instant
        }
        /// Quits (Ctrl+Q) and starts again.
        function restart() {
            keyClick(Qt.Key_Q, Qt.ControlModifier)
            tryVerify(() => !window.visible, 3000, "Ctrl+Q left the window open")
            window.destroy()
            wait(0)
            start()
        }
        function init() {
            start()
        }
        function cleanup() {
            if (window) {
                window.puzzles.close()
                window.close()
                window.destroy()
                window = null
            }
        }
        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function storeLabel(name: string): string {
            return findChild(item(name), "storeLabel").text
        }

        /// Names come from one place: after an import whose players are
        /// "random", a new game against the computer calls North the
        /// computer everywhere (the card, the store, the game-over panel,
        /// the record), and the imported names are not kept as the players'.
        function test_theComputerHasOneName() {
            verify(actions.importExport.importText('[Event "Class 7B"]\n[South "random"]\n[North "random"]\n'
                                              + '[Variant "kalah"]\n\n1. c *\n'))
            compare(game.players.northName, "random")
            const picker = window.makePicker()
            picker.open()
            tryVerify(() => picker.opened)
            picker.setup.setLevel(0, 0)
            picker.setup.setLevel(1, 6)
            verify(picker.startNow())
            compare(game.level(1), 6)
            compare(game.players.northName, "Computer (Master)")
            compare(storeLabel("northStore"), "Computer (Master)")
            compare(game.players.southName, "South")
            compare(AppSettings.northName, "")
            verify(actions.importExport.exportText().indexOf('[North "Computer (level 6') >= 0, actions.importExport.exportText())
            // Qelat: the game-over panel names the winner as the card does.
            compare(game.newGame("qelat", {}), "")
            game.setLevel(1, 5)
            compare(game.players.northName, "Computer (Advanced)")
        }

        /// Game ▸ Puzzles during a Kalah puzzle, Qelat chosen, Close: the
        /// running puzzle keeps its progress line and its "Next puzzle".
        function test_puzzleDialogCloseChangesNothing() {
            compare(game.newGame("kalah", {}), "")
            window.showPuzzles("kalah")
            const dialog = item("puzzleDialog")
            tryVerify(() => dialog.opened)
            dialog.start()
            tryVerify(() => window.puzzles.active)
            tryVerify(() => !dialog.visible)
            const line = window.puzzles.progressText
            verify(line.endsWith("of 160, streak 0"), line)
            window.showPuzzles("kalah")
            tryVerify(() => dialog.opened)
            const rules = findChild(dialog, "puzzleRules")
            const qelat = window.puzzles.variants.indexOf("qelat")
            verify(qelat >= 0)
            rules.currentIndex = qelat
            rules.activated(qelat)
            // The dialog shows Qelat's set (not Kalah's 160) while it is chosen.
            const shown = findChild(dialog, "puzzleProgress").text
            verify(/^Solved 0 of \d+, streak 0$/.test(shown) && !shown.endsWith("of 160, streak 0"), shown)
            mouseClick(findChild(dialog.footer, "puzzleDialogClose"))
            tryVerify(() => !dialog.visible)
            compare(window.puzzles.progressText, line)
            compare(window.puzzles.variant, "kalah")
            window.openPuzzle()
            compare(game.ruleSet.variant, "kalah")
            verify(window.puzzles.puzzleId.startsWith("kal"), window.puzzles.puzzleId)
        }

        /// Position editor: a hole changed, Ctrl+Q, a start: the editor is
        /// back with its board; Cancel lets it go for good.
        function test_positionEditorSurvivesAQuit() {
            compare(game.newGame("kalah", {}), "")
            window.showPositionEditor()
            let editor = item("positionEditor")
            tryVerify(() => editor.opened)
            verify(editor.model.add(0))
            compare(editor.model.total, 49)
            restart()
            editor = item("positionEditor")
            tryVerify(() => editor.opened, 3000, "the editor did not come back")
            compare(editor.model.seedsIn(0), 5)
            compare(editor.model.total, 49)
            mouseClick(findChild(editor, "cancelEditor"))
            tryVerify(() => !editor.visible)
            restart()
            wait(50)
            verify(!(findChild(window.overlay, "positionEditor")?.opened ?? false), "a cancelled edit came back")
        }

        /// A puzzle after a wrong try, Ctrl+Q, a start: the puzzle is back
        /// with its panel and its try; Hint and Analysis stay hidden; leaving
        /// it gives the player's opponent back.
        function test_puzzleSurvivesAQuit() {
            compare(game.newGame("kalah", {}), "")
            game.setLevel(1, 4)
            verify(game.playHole(2)) // c: into the store, South again
            window.puzzles.variant = "kalah"
            verify(window.puzzles.open("kalah-0001"))
            compare(game.level(1), 0)
            verify(game.playHole(1)) // b: the answer is e
            tryCompare(window.puzzles, "state", PuzzleSession.Wrong)
            tryCompare(game.history, "ply", 0)
            restart()
            tryVerify(() => window.puzzles.active, 3000, "the puzzle did not come back")
            compare(window.puzzles.puzzleId, "kalah-0001")
            compare(window.puzzles.state, PuzzleSession.Wrong)
            verify(window.puzzles.canHint, "the wrong try was forgotten")
            tryVerify(() => item("puzzlePanel").visible)
            verify(!item("computerTools").visible, "the computer's help beside a puzzle")
            compare(game.level(1), 0)
            // A lesson after it: the game the puzzle replaced is still the one to bring back.
            verify(item("lessonPanel").session.open("kalah-capture"))
            verify(actions.store.restorePreviousGame())
            compare(game.history.plyCount, 1)
            compare(game.level(1), 4)
            verify(!game.player.stepping)
        }

        /// A lesson after a wrong try, Ctrl+Q (no question: nothing is lost),
        /// a start: the lesson is back at its step with its panel and teaching
        /// mode; leaving it gives the player's opponent and teaching mode back,
        /// and the player's game is still the one to bring back.
        function test_lessonSurvivesAQuit() {
            compare(game.newGame("kalah", {}), "")
            game.setLevel(1, 4)
            verify(game.playHole(2)) // c: into the store, South again
            let lesson = item("lessonPanel").session
            verify(lesson.open("kalah-capture")) // the move is a
            verify(game.playHole(2)) // c: wrong, taken back
            tryCompare(lesson, "state", LessonSession.Wrong)
            tryCompare(game.history, "ply", 0)
            const feedback = lesson.feedback
            restart()
            lesson = item("lessonPanel").session
            tryVerify(() => lesson.active, 3000, "the lesson did not come back")
            compare(lesson.lessonId, "kalah-capture")
            compare(lesson.state, LessonSession.Wrong)
            compare(lesson.misses, 1)
            compare(lesson.feedback, feedback)
            tryVerify(() => item("lessonPanel").visible)
            compare(findChild(item("lessonPanel"), "lessonFeedback").text, feedback)
            verify(game.player.stepping)
            compare(game.level(1), 0)
            verify(game.playHole(0))
            compare(lesson.state, LessonSession.Done)
            lesson.close()
            compare(game.level(1), 4)
            verify(!game.player.stepping)
            verify(actions.store.restorePreviousGame())
            compare(game.history.plyCount, 1)
        }

        /// Ctrl+Q with notes written in an imported record asks first;
        /// Cancel keeps the window, Quit closes it.
        function test_quitAsksWhereNotesWouldBeLost() {
            verify(actions.importExport.importText('[Variant "kalah"]\n\n1. c *\n'))
            keyClick(Qt.Key_Q, Qt.ControlModifier)
            tryVerify(() => !window.visible, 3000, "a record without notes of its own asked")
            window.destroy()
            wait(0)
            start()
            compare(game.history.plyCount, 1)
            actions.document.comment = "a note"
            keyClick(Qt.Key_Q, Qt.ControlModifier)
            const question = item("quitQuestion")
            tryVerify(() => question.opened)
            verify(window.visible)
            mouseClick(findChild(question, "confirmCancel"))
            tryVerify(() => !question.visible)
            verify(window.visible)
            keyClick(Qt.Key_Q, Qt.ControlModifier)
            tryVerify(() => question.opened)
            mouseClick(findChild(question, "confirmAccept"))
            tryVerify(() => !window.visible)
        }

        /// A puzzle or a lesson leaves the player's own settings: New game
        /// offers the opponent and the house rules of the player's game;
        /// Restore previous game brings the game back without teaching mode.
        function test_exercisesLeaveThePlayersSettings() {
            compare(game.newGame("enkeshui", {}), "")
            compare(game.houseRule("race"), "on")
            game.setLevel(1, 4)
            window.puzzles.variant = "kalah"
            verify(window.puzzles.open("kalah-0001"))
            const picker = window.makePicker()
            picker.open()
            tryVerify(() => picker.opened)
            compare(picker.setup.northLevel, 4)
            compare(picker.setup.variantId, "enkeshui")
            picker.close()
            tryVerify(() => !picker.visible)
            window.puzzles.close()
            compare(game.level(1), 4)

            compare(game.newGame("enkeshui", {}), "")
            game.setLevel(1, 4)
            const lesson = item("lessonPanel").session
            verify(lesson.open("enkeshui-bull"))
            verify(game.player.stepping)
            compare(game.houseRule("race"), "off")
            picker.open()
            tryVerify(() => picker.opened)
            compare(picker.setup.value("race"), "on")
            compare(picker.setup.northLevel, 4)
            picker.close()
            tryVerify(() => !picker.visible)

            // A game with a move, a lesson, Restore previous game.
            compare(game.newGame("kalah", {}), "")
            game.setLevel(1, 4)
            verify(game.playHole(2)) // c: into the store, South again
            verify(lesson.open("kalah-capture"))
            verify(game.player.stepping)
            verify(actions.store.restorePreviousGame())
            compare(game.history.plyCount, 1)
            compare(game.level(1), 4)
            verify(!game.player.stepping, "teaching mode stayed on after the lesson")
        }
    }
}
