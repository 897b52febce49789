// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Mancala

// The board on paper in the window: the export dialog proposes a file in
// the player's folder, keeps itself open with the reason when the file
// cannot be written (nothing is written), and writes the board or the game
// sheet where it can; Game ▸ Pictures and printing has the four entries and their keys.
Item {
    id: root
    width: 900
    height: 600

    GameController {
        id: game
        Component.onCompleted: player.speed = StepPlayer.Instant
    }
    PaperActions {
        id: actions
        anchors.fill: parent
        controller: game
    }
    RecordMenu {
        id: menu
        paper: actions
    }

    TestCase {
        name: "Paper"
        when: windowShown

        function dialog(): Item { return findChild(actions, "paperDialog") }

        function test_unwritableKeepsTheDialogOpen() {
            actions.exportBoard()
            const d = dialog()
            tryVerify(() => d.opened)
            const field = findChild(d.contentItem, "paperFile")
            verify(field.text.endsWith("Kalah board.png"), field.text)
            field.text = "/no such folder here/board.png"
            findChild(d.contentItem, "paperSave").clicked()
            verify(d.visible)
            compare(actions.paper.error, "Could not save board.png: there is no folder /no such folder here")
            verify(findChild(d.contentItem, "paperProblem").visible)
            d.close()
            tryVerify(() => !d.visible)
        }

        function test_gameDialogAsksForAPdf() {
            actions.exportGame()
            const d = dialog()
            tryVerify(() => d.opened)
            verify(findChild(d.contentItem, "diagramEvery").visible)
            verify(!findChild(d.contentItem, "holeNames").visible)
            const field = findChild(d.contentItem, "paperFile")
            verify(field.text.endsWith("Kalah game.pdf"), field.text)
            field.text = field.text.replace(".pdf", ".doc")
            findChild(d.contentItem, "paperSave").clicked()
            compare(actions.paper.error, "Kalah game.doc: the game sheet is a .pdf file.")
            d.close()
            tryVerify(() => !d.visible)
        }

        // Under Game ▸ Pictures and printing.
        function test_menuEntries() {
            let paperMenu = null
            for (let k = 0; k < menu.count; ++k) {
                if (menu.itemAt(k) && menu.itemAt(k).subMenu && menu.itemAt(k).subMenu.objectName === "paperMenu")
                    paperMenu = menu.itemAt(k).subMenu
            }
            verify(paperMenu !== null, "no submenu paperMenu")
            const names = ["copyBoardImageItem", "exportBoardItem", "exportPdfItem", "printItem"]
            const keys = ["Ctrl+Shift+B", "Ctrl+E", "Ctrl+Shift+P", "Ctrl+P"]
            for (let i = 0; i < names.length; ++i) {
                let found = null
                for (let k = 0; k < paperMenu.count; ++k) {
                    if (paperMenu.itemAt(k) && paperMenu.itemAt(k).objectName === names[i])
                        found = paperMenu.itemAt(k)
                }
                verify(found !== null, names[i])
                verify(found.enabled, names[i])
                compare(found.shortcut, keys[i])
            }
        }

        // Qt's print dialog is a widget: without a QApplication (as here) a sentence, no crash.
        function test_printWithoutWidgets() {
            verify(!actions.paper.printGame())
            compare(actions.paper.error, "The print dialog cannot be shown here.")
            actions.paper.clearError()
        }

        function test_copyTellsWhereTheBoardWent() {
            verify(actions.paper.copyImage())
            compare(actions.paper.status, "The board is on the clipboard as a picture.")
        }
    }
}
