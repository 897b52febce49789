// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Nothing the player makes is lost, in the window (Main.qml): Help > Lessons
// during a game asks first, and Game > Restore previous game brings the game
// back; a comment is kept as it is typed, whatever is clicked next; the rows
// of the notes answer the keyboard; the game chooser says what each game is
// and its chosen row is readable.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "ReplaceGame"
        when: windowShown

        property var window: null
        property var game: null
        property var bar: null
        property var actions: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1280, height: 800 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            bar = window.header
            actions = item("recordActions")
            // The saved game of an earlier run, if any, is restored first (then no picker).
            tryVerify(() => actions.started, 3000)
            const picker = item("variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            game.player.speed = StepPlayer.Instant
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }
        function cleanup() {
            item("replaceGame").close()
            findChild(actions, "notesDrawer")?.close()
            if (item("lessonPanel").visible)
                mouseClick(findChild(item("lessonPanel"), "closeLesson"))
            game.player.stepping = false
            game.setLevel(0, 0)
            game.setLevel(1, 0)
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

        /// Help > Lessons during a game against the computer: asked first; the game comes back.
        function test_lessonFromTheMenuAsksAndTheGameComesBack() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(3)) // d (4): e f, the store and A; North to move
            const before = game.positionSeeds()
            bar.show("help/lessons")
            const lessons = bar.helpMenu.itemAt(1).subMenu
            tryVerify(() => lessons.opened, 3000)
            const ask = item("replaceGame")
            lessons.itemAt(0).triggered()
            lessons.close()
            bar.helpMenu.close()
            tryVerify(() => ask.opened, 3000, "the lesson replaced the game without asking")
            mouseClick(findChild(ask, "confirmCancel"))
            tryVerify(() => !ask.visible)
            compare(game.history.plyCount, 1, "the game was replaced")
            verify(!item("lessonPanel").visible)

            bar.show("help/lessons")
            tryVerify(() => lessons.opened, 3000)
            lessons.itemAt(0).triggered()
            lessons.close()
            bar.helpMenu.close()
            tryVerify(() => ask.opened, 3000)
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => item("lessonPanel").visible)
            compare(game.history.plyCount, 0)

            const restore = entry(bar.gameMenu, "restorePreviousItem")
            verify(restore !== null)
            verify(restore.enabled, "nothing to restore")
            restore.triggered()
            compare(game.history.plyCount, 1)
            compare(game.positionSeeds(), before)
            verify(!item("lessonPanel").visible)
        }

        /// A new game from the picker while a game is in progress: asked first.
        function test_newGameAsks() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(2))
            const picker = item("variantPicker")
            picker.open()
            tryVerify(() => picker.opened)
            verify(!picker.start())
            const ask = item("replaceGame")
            tryVerify(() => ask.opened, 3000)
            mouseClick(findChild(ask, "confirmCancel"))
            tryVerify(() => !ask.visible)
            compare(game.history.plyCount, 1)
            picker.close()
            tryVerify(() => !picker.visible)
        }

        /// A comment typed and then another move clicked: kept, as it is typed.
        function test_commentKeptAsTyped() {
            verify(actions.importExport.importText('[Variant "kalah"]\n[Seed "1"]\n\n1. c-f A 2. d *\n'))
            actions.showNotes()
            const drawer = findChild(actions, "notesDrawer")
            tryVerify(() => drawer.opened, 3000)
            const editor = findChild(drawer.contentItem, "commentEditor")
            verify(editor !== null)
            verify(actions.document.goToRow(0)) // after c-f
            mouseClick(editor)
            tryVerify(() => editor.activeFocus)
            keyClick(Qt.Key_G)
            keyClick(Qt.Key_O)
            keyClick(Qt.Key_Space)
            compare(actions.document.comment, "go", "not kept as it was typed")
            compare(editor.text, "go ", "the space typed was taken away")
            keyClick(Qt.Key_O)
            // Another move clicked, the editor still focused.
            const rows = findChild(drawer.contentItem, "variationRows")
            waitForItemPolished(rows)
            mouseClick(rows.itemAtIndex(1))
            compare(actions.document.variations.current, 1)
            compare(editor.text, "")
            verify(actions.document.goToRow(0))
            compare(actions.document.comment, "go o")
            compare(editor.text, "go o")
            verify(actions.importExport.exportText().includes("1. c-f {go o}"), actions.importExport.exportText())
        }

        /// The rows of the notes by keyboard: the arrows show the turn below and above.
        function test_rowsByKeyboard() {
            // The rows' view made its highlight at every change and warned.
            failOnWarning("QQmlComponent: Component is not ready")
            verify(actions.importExport.importText('[Variant "kalah"]\n[Seed "1"]\n\n1. c-f A 2. d *\n'))
            verify(actions.document.goToRow(0))
            actions.showNotes()
            const drawer = findChild(actions, "notesDrawer")
            tryVerify(() => drawer.opened, 3000)
            const rows = findChild(drawer.contentItem, "variationRows")
            const editor = findChild(drawer.contentItem, "commentEditor")
            mouseClick(editor)
            tryVerify(() => editor.activeFocus)
            keyClick(Qt.Key_Tab)
            tryVerify(() => rows.activeFocus, 2000, "Tab does not reach the rows: " + window.activeFocusItem)
            compare(editor.text, "")
            keyClick(Qt.Key_Down)
            compare(actions.document.variations.current, 1)
            // The keyboard's row is framed, and only it.
            waitForItemPolished(rows)
            verify(findChild(rows.itemAtIndex(1), "variationFocusFrame").visible, "the keyboard's row has no frame")
            verify(!findChild(rows.itemAtIndex(0), "variationFocusFrame").visible, "another row is framed")
            compare(game.history.ply, 3)
            keyClick(Qt.Key_End)
            compare(game.history.ply, 4)
            keyClick(Qt.Key_Up)
            compare(game.history.ply, 3)
            // A mark from the notes, kept in the record.
            mouseClick(findChild(drawer.contentItem, "glyph-!?"))
            verify(actions.importExport.exportText().includes("A!?"), actions.importExport.exportText())
            verify(actions.document.canUndoEdit)
            mouseClick(findChild(drawer.contentItem, "undoEdit"))
            verify(!actions.importExport.exportText().includes("A!?"))
        }

        /// Ctrl+S after a file from another folder was opened: the dialog starts in that folder.
        function test_saveDialogStartsInTheFilesFolder() {
            const autosave = actions.store.autosavePath
            const base = "file://" + autosave.substring(0, autosave.lastIndexOf("/")) + "/replace-files"
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(2))
            verify(actions.importExport.saveFile(base + "/other/other.pgn"))
            verify(actions.importExport.saveFile(base + "/first/first.pgn"))
            verify(actions.exportGame())
            const dialog = actions.fileDialog
            tryVerify(() => dialog.opened, 3000)
            compare(dialog.folder, base + "/first")
            dialog.close()
            tryVerify(() => !dialog.visible)
            verify(actions.importExport.openFile(base + "/other/other.pgn"))
            verify(actions.exportGame())
            tryVerify(() => dialog.opened, 3000)
            compare(dialog.folder, base + "/other")
            dialog.close()
            tryVerify(() => !dialog.visible)
        }

        /// The game chooser: what each game is, and a readable chosen row.
        function test_gameChooserLines() {
            verify(actions.importExport.importText(
                '[Event "Club night"]\n[South "Tesfay"]\n[North "Selam"]\n[Variant "kalah"]\n\n1. c-f A *\n\n'
                + '[Variant "kalah"]\n\n1. d *\n'))
            compare(actions.importExport.games.length, 2)
            compare(actions.importExport.games[0], "1. Club night, Tesfay against Selam, Kalah, *, 2 turns")
            compare(actions.importExport.games[1], "2. Kalah, *, 1 turn")
            const chooser = findChild(actions, "gameChooser")
            tryVerify(() => chooser.opened, 3000)
            const row = findChild(chooser.contentItem, "game-0")
            verify(row !== null)
            tryVerify(() => row.highlighted)
            compare(row.contentItem.color, Theme.accentText)
            compare(row.background.color, Theme.accent)
            chooser.reject()
            tryVerify(() => !chooser.visible)
        }
    }
}
