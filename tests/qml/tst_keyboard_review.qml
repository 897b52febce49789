// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// A game looked through with the keyboard only, on a projector: Esc closes
// the game-over panel; the move list takes the focus on the row shown, the
// arrows walk the turns (passing over blanks) and Return shows one; a
// review's note is written under the list for the keyboard's row (no pointer
// needed); Alt+H then Return opens the rules; F11 and View > Full screen fill
// the screen and come back.
Item {
    id: root
    width: 200
    height: 100

    SignalSpy {
        id: rulesSpy
        signalName: "rulesRequested"
    }

    TestCase {
        id: test
        name: "KeyboardReview"
        when: windowShown

        property var window: null
        property var game: null
        property var bar: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1600, height: 900 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
            const picker = item("variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            bar = window.header
            rulesSpy.target = bar.helpMenu
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }
        function init() {
            game.player.speed = StepPlayer.Instant
        }
        function cleanup() {
            for (const menu of [bar.gameMenu, bar.viewMenu, bar.helpMenu])
                menu.close()
            tryVerify(() => !bar.viewMenu.visible && !bar.helpMenu.visible && !bar.gameMenu.visible)
        }

        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        /// Lets the focus settle (it moves with Qt.callLater after a decision).
        function settle() {
            wait(1)
            wait(1)
            waitForRendering(window.contentItem)
        }

        function test_escapeClosesTheGameOverPanel() {
            // K5: c into the store empties South's row; North's B is swept.
            compare(game.newGame("kalah", { layout: "custom:0,1,0/0,0,1" }), "")
            verify(game.playHole(game.holeByName("c")))
            verify(game.over)
            const playAgain = item("playAgain")
            tryVerify(() => playAgain.visible && playAgain.activeFocus, 5000)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !playAgain.visible, 2000, "Esc does not close the game-over panel")
            verify(game.over, "Esc changed the game")
            // The hidden buttons have let go of the keyboard: Return does not start a new game.
            verify(!playAgain.activeFocus)
            const plies = game.history.plyCount
            keyClick(Qt.Key_Return)
            verify(game.over && game.history.plyCount === plies, "Return after Esc started a new game")
        }

        function test_arrowsWalkTheMoveList() {
            // North to move first: the list's first cell is South's blank ("1. …").
            compare(game.newGame("kalah", {}), "")
            const records = item("recordActions")
            verify(records.importExport.loadPosition("4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - n play - 1 1 0 -"), records.document.error)
            for (const name of ["B", "b", "C", "c", "D"])
                verify(game.playHole(game.holeByName(name)), name + ": " + game.message)
            settle()
            const moves = game.moves
            verify(!moves.isTurn(0), "the first cell is not a blank")
            const grid = item("moveGrid")
            grid.forceActiveFocus(Qt.TabFocusReason)
            settle()
            // The keyboard starts on the row shown, and that row has the focus.
            compare(grid.currentIndex, moves.currentRow)
            verify(grid.currentItem.activeFocus, "the row with the keyboard has no focus")
            const last = grid.currentIndex
            keyClick(Qt.Key_Left)
            compare(grid.currentIndex, last - 1)
            keyClick(Qt.Key_Up)
            compare(grid.currentIndex, last - 3)
            // Left from North's first turn: the blank before it is passed over.
            grid.currentIndex = 1
            keyClick(Qt.Key_Left)
            compare(grid.currentIndex, 1, "Left stops on a blank")
            keyClick(Qt.Key_Right)
            compare(grid.currentIndex, 2)
            // Return shows the position after that turn; the focus stays on the list.
            keyClick(Qt.Key_Return)
            compare(game.history.ply, 2)
            compare(moves.currentRow, 2)
            settle()
            verify(grid.activeFocus, "the list loses the keyboard when it shows a position")
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Return)
            compare(game.history.ply, 3)
            // A hole clicked on the board: the keyboard goes back to the board.
            const board = item("board")
            const hole = game.legalHoles[0]
            mouseClick(findChild(board, "pit-" + game.holeName(hole)))
            // Another move than the game's, looked back at: asked first.
            const ask = board.retakeQuestion
            if (ask.visible) {
                tryVerify(() => ask.opened)
                mouseClick(findChild(ask, "confirmAccept"))
                tryVerify(() => !ask.visible)
            }
            compare(game.history.ply, 4)
            settle()
            verify(board.activeFocus, "the board does not take the keyboard back after a click")
        }

        function test_reviewNoteWithoutAPointer() {
            // South plays badly on purpose: f first in Kalah 6x4 gives North an easy game (tst_computer).
            compare(game.newGame("kalah", {}), "")
            game.setLevel(0, 0)
            game.setLevel(1, 0)
            verify(game.playHole(game.holeByName("f")))
            for (let k = 0; k < 7; ++k) {
                const legal = game.legalHoles
                verify(game.playHole(legal[legal.length - 1]), game.message)
            }
            const tools = item("computerTools")
            tools.review.start()
            tryVerify(() => tools.review.done === game.history.plyCount, 240000) // proofs of the marks (tst_computer)
            verify(tools.review.marked > 0, "no decision marked")
            const moves = game.moves
            const noteRole = 269 // MoveListModel::NoteRole
            let marked = -1
            for (let row = 0; row < moves.rowCount() && marked < 0; ++row) {
                if (moves.data(moves.index(row, 0), noteRole) !== "")
                    marked = row
            }
            verify(marked >= 0, "no note in the move list")
            const note = moves.data(moves.index(marked, 0), noteRole)
            settle()
            const grid = item("moveGrid")
            const line = item("moveNote")
            grid.forceActiveFocus(Qt.TabFocusReason)
            settle()
            // The review rewrote the rows: the keyboard still starts on the row shown.
            compare(grid.currentIndex, moves.currentRow)
            // Walk to the marked turn with the arrows: its note is written under the list.
            for (let k = 0; k < moves.rowCount() && grid.currentIndex !== marked; ++k)
                keyClick(grid.currentIndex > marked ? Qt.Key_Left : Qt.Key_Right)
            compare(grid.currentIndex, marked)
            tryVerify(() => line.visible)
            verify(line.text.endsWith(note), line.text)
            verify(!line.truncated, "the note is cut: " + line.text)
            // A short window with the analysis open leaves the list little room,
            // and the note in Amharic takes four lines there: it gives up lines
            // rather than cover the Start line.
            Translations.language = "am"
            tools.analysing = true
            window.width = 800
            window.height = 500
            const start = item("moveListStart")
            tryVerify(() => line.parent.height < 200, 5000, "the list is not short: " + line.parent.height)
            waitForRendering(window.contentItem)
            verify(line.y >= start.y + start.height,
                   "the note (y " + line.y + ") covers the Start line (bottom " + (start.y + start.height) + ")")
            Translations.language = "en"
            tools.analysing = false
            window.width = 1600
            window.height = 900
        }

        function test_altHThenReturnOpensTheRules() {
            compare(game.newGame("kalah", {}), "")
            settle()
            rulesSpy.clear()
            keyClick(Qt.Key_H, Qt.AltModifier)
            tryVerify(() => bar.helpMenu.opened, 3000, "Alt+H does not open the Help menu")
            keyClick(Qt.Key_Return)
            tryCompare(rulesSpy, "count", 1, 3000, "Return after Alt+H does not open the rules")
            tryVerify(() => !bar.helpMenu.visible)
            // The rules page the window opened: closed again with Esc.
            keyClick(Qt.Key_Escape)
        }

        function test_fullScreen() {
            compare(window.visibility, Window.Windowed)
            keyClick(Qt.Key_F11)
            tryCompare(window, "visibility", Window.FullScreen, 3000, "F11 does not fill the screen")
            keyClick(Qt.Key_F11)
            tryCompare(window, "visibility", Window.Windowed, 3000, "F11 does not come back")
            // View > Full screen, ticked while full screen.
            keyClick(Qt.Key_V, Qt.AltModifier)
            tryVerify(() => bar.viewMenu.opened)
            waitForItemPolished(bar.viewMenu.contentItem)
            const entry = findChild(bar.viewMenu.contentItem, "fullScreen")
            verify(entry !== null, "no View > Full screen")
            verify(!entry.selected)
            compare(entry.shortcut, "F11")
            mouseClick(entry)
            tryCompare(window, "visibility", Window.FullScreen, 3000)
            tryVerify(() => !bar.viewMenu.visible)
            keyClick(Qt.Key_V, Qt.AltModifier)
            tryVerify(() => bar.viewMenu.opened)
            verify(findChild(bar.viewMenu.contentItem, "fullScreen").selected, "Full screen is not ticked")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !bar.viewMenu.visible)
            keyClick(Qt.Key_F11)
            tryCompare(window, "visibility", Window.Windowed, 3000)
        }
    }
}
