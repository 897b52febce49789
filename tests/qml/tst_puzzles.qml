// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Game ▸ Puzzles in the window (Main.qml), with the Kalah puzzles of the app
// tests (tests/app/puzzles/fixtures, valued with the solver): the menu opens
// the dialog, Start sets up a puzzle of the level chosen; the right answer
// says so; a wrong one is taken back and told the seeds it gives away; the
// hint marks the hole; Escape closes the dialog. In every language at
// 800x500 the dialog's texts show whole and the puzzle's texts beside the
// board fit without scrolling.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "Puzzles"
        when: windowShown

        property var window: null
        property var game: null
        property var bar: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 800, height: 500 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            bar = window.header
            tryVerify(() => item("recordActions").started, 3000)
            const picker = item("variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            game.player.speed = StepPlayer.Instant
            window.puzzles.folder = Qt.resolvedUrl("../app/puzzles/fixtures")
            compare(game.newGame("kalah", {}), "")
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }
        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function entry(menu: var, name: string): var {
            for (let i = 0; i < menu.count; ++i)
                if (menu.itemAt(i).objectName === name)
                    return menu.itemAt(i)
            return null
        }
        /// Clicks a control once the layouts it sits in are settled (the
        /// panel's buttons move as its texts and buttons change).
        function click(name: string) {
            const control = item(name)
            tryVerify(() => {
                for (let p = control; p; p = p.parent)
                    if (isPolishScheduled(p))
                        return false
                return control.visible
            }, 3000)
            mouseClick(control)
        }
        /// Game ▸ Puzzles, level `level`, Start (with Return).
        function startPuzzle(level: int) {
            bar.show("game")
            tryVerify(() => bar.gameMenu.opened, 3000)
            const menuItem = entry(bar.gameMenu, "puzzlesItem")
            verify(menuItem !== null)
            menuItem.triggered()
            bar.gameMenu.close()
            const dialog = item("puzzleDialog")
            tryVerify(() => dialog.opened, 3000)
            compare(item("puzzleRules").currentText, "Kalah")
            verify(item("puzzleProgress").text.startsWith("Solved "))
            window.puzzles.level = level
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible, 3000)
            tryVerify(() => item("puzzlePanel").visible, 3000)
        }

        function test_1_solveOne() {
            // A game in progress: the one question first, then the puzzle.
            verify(game.playHole(2))
            bar.show("game")
            tryVerify(() => bar.gameMenu.opened, 3000)
            entry(bar.gameMenu, "puzzlesItem").triggered()
            bar.gameMenu.close()
            const dialog = item("puzzleDialog")
            tryVerify(() => dialog.opened, 3000)
            window.puzzles.level = 1
            mouseClick(findChild(dialog, "puzzleStart"))
            const ask = item("replaceGame")
            tryVerify(() => ask.opened, 3000, "the puzzle replaced the game without asking")
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => item("puzzlePanel").visible, 3000)
            compare(window.puzzles.puzzleId, "test-0001")
            compare(item("puzzlePrompt").text, "South to play and keep the value: find the best decision.")
            const solved = window.puzzles.solved
            verify(game.playHole(game.holeByName("e")))
            compare(window.puzzles.state, PuzzleSession.Right)
            verify(item("puzzleFeedback").text.startsWith("Correct: e keeps the value"))
            compare(window.puzzles.solved, Math.max(solved, 1))
            verify(window.puzzles.streak >= 1)
            verify(item("puzzleNext").highlighted)
            // Next puzzle: no question (the board is the puzzle's).
            click("puzzleNext")
            verify(!item("replaceGame").visible)
            compare(window.puzzles.state, PuzzleSession.Waiting)
            click("puzzleClose")
            verify(!item("puzzlePanel").visible)
        }

        function test_2_failOne() {
            startPuzzle(2)
            compare(window.puzzles.puzzleId, "test-0002")
            verify(game.playHole(game.holeByName("a")))
            compare(window.puzzles.state, PuzzleSession.Wrong)
            compare(window.puzzles.streak, 0)
            tryVerify(() => game.history.ply === 0, 3000, "the wrong try was not taken back")
            tryVerify(() => !window.puzzles.checking, 10000)
            const feedback = item("puzzleFeedback")
            verify(feedback.text.startsWith("a gives away 6 seeds. The line that answers it: a D"), feedback.text)
            compare(feedback.Accessible.name, feedback.text)
            // The hint marks f.
            const hint = item("puzzleHint")
            verify(hint.visible)
            hint.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            compare(window.puzzles.hintHole, game.holeByName("f"))
            tryVerify(() => item("puzzleHintMark").visible)
            // Show the answer: teaching mode plays the line.
            click("puzzleShowAnswer")
            compare(window.puzzles.state, PuzzleSession.Showing)
            verify(game.player.stepping)
            tryVerify(() => item("teachingPanel").visible)
            compare(game.history.ply, 1)
            game.player.stepping = false
            click("puzzleClose")
        }

        function test_3_escapeClosesTheDialog() {
            keyClick(Qt.Key_U, Qt.ControlModifier)
            const dialog = item("puzzleDialog")
            tryVerify(() => dialog.opened, 3000)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible, 3000)
            // It fits the 800x500 window.
            verify(dialog.width <= window.width && dialog.height <= window.height)
        }

        /// The rule-set list shows each name as written: "Qelat (Beni Amir &
        /// Mensa)", not "Beni Amir _Mensa" (the "&" taken as a shortcut mark by
        /// the style's mnemonic label).
        function test_4_ruleSetNamesAsWritten() {
            window.puzzles.folder = ":/puzzles" // all five rule sets have puzzles
            keyClick(Qt.Key_U, Qt.ControlModifier)
            const dialog = item("puzzleDialog")
            tryVerify(() => dialog.opened, 3000)
            const rules = item("puzzleRules")
            const names = window.puzzles.variantNames
            verify(names.indexOf("Qelat (Beni Amir & Mensa)") >= 0, names.join(", "))
            rules.popup.open()
            tryVerify(() => rules.popup.opened, 3000)
            const list = rules.popup.contentItem
            for (let i = 0; i < names.length; ++i) {
                list.positionViewAtIndex(i, ListView.Contain)
                tryVerify(() => list.itemAtIndex(i) !== null, 3000)
                const shown = []
                const collect = it => {
                    if (it.text !== undefined && String(it.text).indexOf(names[i].slice(0, 5)) >= 0)
                        shown.push(it)
                    for (let k = 0; k < it.children.length; ++k)
                        collect(it.children[k])
                }
                collect(list.itemAtIndex(i))
                verify(shown.length > 0, "no text shows " + names[i])
                for (const t of shown) {
                    compare(t.text, names[i])
                    const kind = String(t)
                    verify(kind.indexOf("Mnemonic") < 0 && kind.indexOf("IconLabel") < 0,
                           names[i] + " is shown by " + kind + ", which takes \"&\" as a shortcut mark")
                }
            }
            rules.popup.close()
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible, 3000)
            window.puzzles.folder = Qt.resolvedUrl("../app/puzzles/fixtures")
        }
            function test_0_fitsInEveryLanguage_data() {
            return Translations.languages.map(code => ({ tag: code, language: code }))
        }
        function test_0_fitsInEveryLanguage(data) {
            Translations.language = data.language
            // From a new game against the computer, its tools beside the board.
            compare(game.newGame("kalah", {}), "")
            game.setLevel(1, 3)
            waitForRendering(window.contentItem)
            // The puzzles the app comes with (their themes' names are longer).
            window.puzzles.folder = ":/puzzles"
            bar.show("game")
            tryVerify(() => bar.gameMenu.opened, 3000)
            entry(bar.gameMenu, "puzzlesItem").triggered()
            bar.gameMenu.close()
            const dialog = item("puzzleDialog")
            tryVerify(() => dialog.opened, 3000)
            waitForItemPolished(dialog.contentItem)
            const top = dialog.background.mapToItem(null, 0, 0).y
            verify(top >= 0 && top + dialog.height <= window.height,
                   data.language + ": the dialog runs from " + top + " to " + (top + dialog.height))
            // Every text of the dialog whole: not cut, inside the dialog.
            const texts = []
            const collect = it => {
                if (!it.visible)
                    return
                if (it.truncated !== undefined && it.text !== undefined && it.text !== "")
                    texts.push(it)
                for (let i = 0; i < it.children.length; ++i)
                    collect(it.children[i])
            }
            collect(dialog.contentItem)
            collect(dialog.footer)
            verify(texts.length >= 5)
            for (const t of texts) {
                verify(!t.truncated, data.language + ": \"" + t.text + "\" is cut")
                const b = t.mapToItem(null, 0, 0)
                verify(b.y + t.height <= top + dialog.height + 1, data.language + ": \"" + t.text + "\" below the dialog")
            }
            window.puzzles.level = 1
            keyClick(Qt.Key_Return)
            // The board may hold a game (the answer shown before): replaced.
            const ask = item("replaceGame")
            tryVerify(() => ask.opened || item("puzzlePanel").visible, 3000)
            if (ask.opened)
                mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => !dialog.visible, 3000)
            tryVerify(() => item("puzzlePanel").visible, 3000)
            // The task and the progress beside the board, with no scrolling.
            const scroll = item("puzzleTexts")
            waitForItemPolished(item("puzzlePanel"))
            tryVerify(() => !isPolishScheduled(scroll), 3000)
            const panel = item("puzzlePanel")
            tryVerify(() => scroll.contentHeight <= scroll.height + 1, 2000,
                      data.language + ": the puzzle's texts need " + scroll.contentHeight + " px in " + scroll.height
                      + " (the panel " + panel.height + " px of " + panel.implicitHeight + ", the moves "
                      + item("moveGrid").parent.height + ")")
            click("puzzleClose")
            // A new game in English: the autosaved puzzle's record would keep
            // this language's default names for the next run.
            Translations.language = "en"
            compare(game.newGame("kalah", {}), "")
            window.puzzles.folder = Qt.resolvedUrl("../app/puzzles/fixtures")
        }
    }
}
