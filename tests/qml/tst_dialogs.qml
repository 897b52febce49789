// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Every dialog, menu and panel of the window opened for real, so that a QML
// module missing on a new machine fails this test instead of the player's
// game: export (to a new name, and replacing a file only after asking),
// import, the game chooser, notes, About, the shortcuts, the picker with
// its presets and layout editor, the rules page and the lessons of every
// rule set, the Game, View and Help menus and their submenus. A dialog whose
// QML module is missing is a message in the window, never a crash.
Item {
    id: root
    width: 200
    height: 100

    GameController {
        id: other
    }
    // A second set of record actions, whose file dialog needs a module no machine has.
    RecordActions {
        id: broken
        width: 400
        height: 300
        controller: other
        autosave: false
        fileDialogSource: Qt.resolvedUrl("dialogs/NeedsAMissingModule.qml")
    }

    // Puts text on the clipboard (select all, copy).
    TextInput {
        id: clipboardWriter
        visible: false
        function put(text: string) {
            clipboardWriter.text = text
            clipboardWriter.selectAll()
            clipboardWriter.copy()
        }
    }

    TestCase {
        id: test
        name: "Dialogs"
        when: windowShown

        property var window: null
        property var game: null
        property var bar: null
        property var actions: null
        /// A folder of the build tree for the files the dialogs write.
        property url folder: ""

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1280, height: 800 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
            const picker = item("variantPicker")
            tryVerify(() => picker.opened, 3000)
            picker.close()
            tryVerify(() => !picker.visible)
            bar = window.header
            compare(bar.objectName, "gameToolBar")
            actions = item("recordActions")
            // Next to the autosave (MANCALA_AUTOSAVE, in the build tree), emptied
            // before the run (tests/qml/CMakeLists.txt).
            const autosave = actions.store.autosavePath
            folder = "file://" + autosave.substring(0, autosave.lastIndexOf("/")) + "/dialogs-files"
            verify(RecordFiles.isFolder(folder), "no folder " + folder)
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Instant
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
        /// A popup opened: it is laid out, on the screen and drawn with something in it.
        function checkShown(popup: var, what: string) {
            tryVerify(() => popup.opened, 3000, what + " does not open")
            verify(popup.width > 100 && popup.height > 60, what + " has no size: " + popup.width + "x" + popup.height)
            verify(popup.contentItem && popup.contentItem.visible, what + " shows nothing")
            waitForRendering(window.contentItem)
        }
        /// A failed test leaves no dialog open over the next one.
        function cleanup() {
            if (actions.fileDialog) {
                findChild(actions.fileDialog, "replaceFile").close()
                actions.fileDialog.close()
            }
            item("replaceGame").close()
        }
        function closePopup(popup: var) {
            popup.close()
            tryVerify(() => !popup.visible, 3000)
        }

        // ---- export and import ----

        function fileDialog(): var {
            verify(actions.fileDialog !== null, "no file dialog: " + actions.problem)
            return actions.fileDialog
        }
        /// Types `name` in the open export or import dialog and presses Return.
        function typeName(name: string) {
            const dialog = fileDialog()
            const field = findChild(dialog.contentItem, "fileName")
            verify(field !== null)
            tryVerify(() => field.activeFocus, 2000, "the file name field has not the focus: " + window.activeFocusItem)
            field.selectAll()
            keyClick(Qt.Key_Delete)
            for (const c of name)
                keyClick(c)
            compare(field.text, name)
            keyClick(Qt.Key_Return)
        }

        function test_exportToANewName() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(2))
            verify(game.playHole(5))
            keyClick(Qt.Key_S, Qt.ControlModifier)
            const dialog = fileDialog()
            checkShown(dialog, "the export dialog")
            compare(actions.problem, "")
            verify(dialog.saving)
            compare(findChild(dialog.contentItem, "chooseFile").text, "Save")
            dialog.folder = folder
            // A new name: the file is written, ".pgn" added.
            const name = "new game"
            typeName(name)
            tryVerify(() => !dialog.visible)
            const url = RecordFiles.resolve(folder, name, true)
            verify(RecordFiles.exists(url), "not written: " + url)
            compare(RecordFiles.fileName(url), name + ".pgn")
            compare(actions.document.error, "")

            // Import it: the game comes back.
            verify(game.playHole(game.legalHoles[0]))
            compare(game.history.ply, 3)
            keyClick(Qt.Key_O, Qt.ControlModifier)
            checkShown(dialog, "the import dialog")
            verify(!dialog.saving)
            compare(findChild(dialog.contentItem, "chooseFile").text, "Open")
            compare(dialog.folder, folder)
            // A name that is not there is refused with a reason.
            typeName("not there.pgn")
            verify(dialog.opened)
            compare(findChild(dialog.contentItem, "fileProblem").text, "There is no file not there.pgn.")
            typeName(name + ".pgn")
            tryVerify(() => !dialog.visible)
            // The game in progress is replaced only after asking, as by every other path.
            const ask = item("replaceGame")
            checkShown(ask, "the question before an import replaces the game")
            compare(game.history.plyCount, 3)
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => !ask.visible)
            compare(game.history.plyCount, 2)
        }

        function test_importOpensWhereTheGameWasExported() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(2))
            verify(actions.exportGame())
            const dialog = fileDialog()
            checkShown(dialog, "the export dialog")
            // The list shows another folder; the name is typed with its own.
            dialog.folder = RecordFiles.parentFolder(folder)
            const path = folder.toString().substring("file://".length) + "/typed with its folder.pgn"
            typeName(path)
            tryVerify(() => !dialog.visible)
            verify(RecordFiles.exists(RecordFiles.resolve(folder, "typed with its folder.pgn", false)))
            // Import opens in that folder, where the file is.
            verify(actions.importGame())
            checkShown(dialog, "the import dialog")
            compare(dialog.folder, folder)
        }

        function test_exportAsksBeforeReplacing() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(3))
            const name = "kept.pgn"
            const url = RecordFiles.resolve(folder, name, true)
            verify(actions.importExport.saveFile(url))
            const before = actions.importExport.exportText()
            verify(game.playHole(7))
            verify(actions.importExport.exportText() !== before)

            verify(actions.exportGame())
            const dialog = fileDialog()
            checkShown(dialog, "the export dialog")
            dialog.folder = folder
            typeName(name)
            const ask = findChild(dialog, "replaceFile")
            verify(ask !== null)
            checkShown(ask, "the question before replacing a file")
            verify(ask.contentItem.text.includes(name), ask.contentItem.text)
            // Return alone cancels (the focus is on Cancel): the file keeps the old game.
            keyClick(Qt.Key_Return)
            tryVerify(() => !ask.visible)
            verify(dialog.opened)
            compare(game.history.plyCount, 2)
            actions.importExport.openFile(url)
            compare(game.history.plyCount, 1, "the file was replaced without asking")
            verify(game.playHole(7))

            typeName(name)
            checkShown(ask, "the question before replacing a file")
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => !dialog.visible)
            verify(actions.importExport.openFile(url))
            compare(game.history.plyCount, 2, "the file was not replaced")
        }

        // Game > Add to file: the dialog picks an existing file and the game follows its games, no question asked.
        function test_addToFile() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(3))
            const url = RecordFiles.resolve(folder, "class.pgn", true)
            verify(actions.importExport.saveFile(url))
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(2))
            verify(actions.addGameToFile())
            const dialog = fileDialog()
            checkShown(dialog, "the add to file dialog")
            compare(dialog.title, "Add the game to a file")
            compare(findChild(dialog.contentItem, "chooseFile").text, "Add")
            dialog.folder = folder
            typeName("class.pgn")
            tryVerify(() => !dialog.visible)
            verify(!findChild(dialog, "replaceFile").visible)
            compare(actions.document.error, "")
            compare(actions.document.status, "Added to class.pgn as game 2.")
            // The file now lists two games.
            verify(actions.importExport.openFile(url))
            compare(actions.importExport.games.length, 2)
            actions.importExport.cancelGameChoice()
        }

        function test_missingModuleIsAMessage() {
            verify(!broken.exportGame())
            verify(broken.problem.includes("Not.Installed.Anywhere"), broken.problem)
            verify(broken.problem.includes("not installed"), broken.problem)
            const bar = findChild(broken, "errorBar")
            verify(bar.visible)
            const text = findChild(broken, "errorText")
            compare(text.text, broken.problem)
            // The long message wraps inside the bar, the Close button too stays inside.
            waitForItemPolished(bar)
            const close = findChild(broken, "closeError")
            verify(bar.width <= broken.width)
            tryVerify(() => text.paintedHeight <= text.height + 1, 2000,
                      "the message is cut: " + text.paintedHeight + " in " + text.height + " " + text.width + " " + bar.width + " " + bar.height)
            verify(text.y + text.height <= bar.height && close.y + close.height <= bar.height - 5,
                   "the bar (" + bar.height + ") cuts its content")
            verify(close.x + close.width <= bar.width - 5)
            mouseClick(findChild(broken, "closeError"))
            verify(!bar.visible)
            verify(!broken.importGame())
            verify(bar.visible)
        }

        // ---- a game in progress is replaced only after asking ----

        function test_pasteAsksBeforeReplacing() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(2))
            verify(game.playHole(5))
            actions.importExport.copyPosition()
            const copied = actions.document.positionString()
            verify(game.playHole(game.legalHoles[0]))
            compare(game.history.plyCount, 3)
            const ask = item("replaceGame")
            keyClick(Qt.Key_V, Qt.ControlModifier)
            checkShown(ask, "the question before pasting over a game")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !ask.visible)
            compare(game.history.plyCount, 3, "the game was replaced without asking")
            // Return alone cancels: the focus is on Cancel.
            keyClick(Qt.Key_V, Qt.ControlModifier)
            checkShown(ask, "the question before pasting over a game")
            tryVerify(() => window.activeFocusItem && window.activeFocusItem.objectName === "confirmCancel", 2000,
                      "the focus is on " + window.activeFocusItem)
            keyClick(Qt.Key_Return)
            tryVerify(() => !ask.visible)
            compare(game.history.plyCount, 3, "Return replaced the game")
            // Asked while the seeds still fly: the end of the move leaves the focus on Cancel.
            game.history.undo()
            game.player.speed = StepPlayer.Normal
            game.history.redo()
            verify(game.busy)
            keyClick(Qt.Key_V, Qt.ControlModifier)
            checkShown(ask, "the question before pasting over a game")
            tryVerify(() => !game.busy, 10000)
            wait(50)
            compare(window.activeFocusItem ? window.activeFocusItem.objectName : "", "confirmCancel")
            keyClick(Qt.Key_Return)
            tryVerify(() => !ask.visible)
            compare(game.history.plyCount, 3, "Return replaced the game")
            game.player.speed = StepPlayer.Instant
            keyClick(Qt.Key_V, Qt.ControlModifier)
            checkShown(ask, "the question before pasting over a game")
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => !ask.visible)
            compare(game.history.plyCount, 0)
            compare(actions.document.positionString(), copied)
            // No moves: a paste replaces the game at once.
            keyClick(Qt.Key_V, Qt.ControlModifier)
            verify(!ask.visible)
        }

        function test_plainTextIsNotARecord() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(3))
            clipboardWriter.put("Hello, this is a shopping list, not a game.")
            verify(!actions.importExport.clipboardHoldsAGame())
            keyClick(Qt.Key_V, Qt.ControlModifier)
            verify(!item("replaceGame").visible, "asked before a paste that loads nothing")
            verify(actions.document.error.startsWith("This is not a game record"), actions.document.error)
            compare(findChild(actions, "errorText").text, actions.document.error)
            compare(game.history.plyCount, 1)
            actions.document.clearError()
        }

        function test_showMeAsksBeforeReplacing() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(3))
            window.showRules("kalah") // made on its first opening
            const page = item("rulesPage")
            checkShown(page, "the rules page")
            const ask = item("replaceGame")
            verify(window.showMe("kalah", "K3"))
            checkShown(ask, "the question before a lesson replaces the game")
            mouseClick(findChild(ask, "confirmCancel"))
            tryVerify(() => !ask.visible)
            verify(!item("lessonPanel").visible)
            compare(game.history.plyCount, 1)
            compare(game.history.ply, 1)
            verify(page.opened, "the rules page closed")
            verify(window.showMe("kalah", "K3"))
            checkShown(ask, "the question before a lesson replaces the game")
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => item("lessonPanel").visible)
            tryVerify(() => !page.visible)
            mouseClick(findChild(item("lessonPanel"), "closeLesson"))
            game.player.stepping = false
        }

        /// "Show me" on the rules page the picker opened: the question comes
        /// above that page (it stands over the picker) and takes the click.
        function test_showMeFromThePickersRulesAsksOnTop() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(3))
            const picker = item("variantPicker")
            picker.open()
            tryVerify(() => picker.opened)
            const page = picker.rulesPage
            page.openFor("kalah")
            checkShown(page, "the picker's rules page")
            page.showMe("K3") // as its "show me" link does
            const ask = item("replaceGame")
            checkShown(ask, "the question before a lesson replaces the game")
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => item("lessonPanel").visible, 3000, "the question behind the rules page took no click")
            tryVerify(() => !page.visible)
            tryVerify(() => !picker.visible)
            mouseClick(findChild(item("lessonPanel"), "closeLesson"))
            game.player.stepping = false
        }

        /// A finished game is not "in progress", whichever of its moves is on show.
        function test_aFinishedGameIsNotAskedAbout() {
            compare(game.newGame("kalah", {}), "")
            compare(game.playMoves(["until:over"]), "")
            verify(game.over)
            game.history.goToPly(1)
            verify(!game.over)
            let replaced = false
            window.replaceGame(() => { replaced = true })
            verify(replaced, "asked before replacing a game that is over")
            verify(!item("replaceGame").visible)
            // Taken back and played otherwise, it goes on: that is asked about.
            game.history.undo()
            verify(game.playHole(game.legalHoles[0]))
            verify(game.history.inProgress)
            window.replaceGame(() => { replaced = false })
            verify(item("replaceGame").visible)
            item("replaceGame").close()
            verify(replaced)
        }

        /// An imported game's names are shown on its cards, and the picker
        /// still offers the players' own names for the next game.
        function test_importKeepsThePlayersNames() {
            verify(AppSettings.persistent)
            game.players.southName = "Amira"
            game.players.northName = "Dawit"
            compare(AppSettings.southName, "Amira")
            verify(actions.importExport.importText("[South \"Tesfay\"]\n[North \"Selam\"]\n[Variant \"kalah\"]\n\n1. c-f A *\n"))
            compare(game.players.southName, "Tesfay")
            compare(AppSettings.southName, "Amira")
            compare(AppSettings.northName, "Dawit")
            const picker = item("variantPicker")
            picker.open()
            tryVerify(() => picker.opened)
            compare(findChild(picker.contentItem, "southName").text, "Amira")
            compare(findChild(picker.contentItem, "northName").text, "Dawit")
            // The imported game has moves: Start asks before it replaces it.
            verify(!picker.start())
            const ask = item("replaceGame")
            checkShown(ask, "the question before a new game replaces the game")
            mouseClick(findChild(ask, "confirmAccept"))
            tryVerify(() => !ask.visible)
            tryVerify(() => !picker.visible)
            compare(game.history.plyCount, 0)
            compare(game.players.southName, "Amira")
            game.players.southName = "South"
            game.players.northName = "North"
        }

        // ---- every other dialog, panel and menu ----

        function test_gameChooserAndNotes() {
            const two = "[Variant \"kalah\"]\n\n1. c-f A *\n\n[Variant \"kalah\"]\n\n1. d *\n"
            verify(actions.importExport.importText(two))
            const chooser = findChild(actions, "gameChooser")
            verify(chooser !== null, "no game chooser")
            checkShown(chooser, "the game chooser")
            closePopup(chooser)
            actions.showNotes()
            const notes = findChild(actions, "notesDrawer")
            verify(notes !== null, "no notes drawer")
            tryVerify(() => notes.position === 1, 3000)
            waitForRendering(window.contentItem)
            closePopup(notes)
        }

        // A prepared position's title and question beside the board, not only in the notes drawer.
        function test_preparedPositionBesideTheBoard() {
            const card = item("preparedPosition")
            compare(game.newGame("kalah", {}), "")
            verify(!card.visible, "a new game has no question")
            verify(actions.importExport.importText("[Event \"Puzzle 3\"]\n[Variant \"kalah\"]\n\n{How does South win two seeds?} *\n"))
            tryVerify(() => card.visible, 2000, "the question is not shown")
            compare(findChild(card, "preparedTitle").text, "Puzzle 3")
            compare(findChild(card, "preparedQuestion").text, "How does South win two seeds?")
            waitForRendering(window.contentItem)
            verify(card.width > 100 && card.height > 30, "the card has no size: " + card.width + "x" + card.height)
            // Beside the board: in the window, outside the board and the notes drawer.
            const board = item("board")
            const at = card.mapToItem(window.contentItem, 0, 0)
            const b = board.mapToItem(window.contentItem, 0, 0)
            verify(at.x >= b.x + board.width || at.y >= b.y + board.height, "the card covers the board")
            compare(game.newGame("kalah", {}), "")
            tryVerify(() => !card.visible, 2000, "the question stays after a new game")
        }

        function test_aboutAndShortcuts() {
            bar.show("about")
            const about = findChild(bar, "aboutDialog")
            checkShown(about, "About")
            closePopup(about)
            bar.show("shortcuts")
            const shortcuts = findChild(bar, "shortcutsDialog")
            checkShown(shortcuts, "the shortcuts")
            // Every key of the menus is listed (F11, full screen, among them),
            // and the move list's keys (MoveList.qml): Tab to it, the arrows,
            // Return or Enter. Checked after closing, so that a miss leaves
            // no dialog open over the next tests.
            const listed = [].concat(...shortcuts.groups.map(g => g.keys.map(k => k[0])))
            const menuKeys = []
            for (const m of [bar.gameMenu, bar.viewMenu, bar.helpMenu]) {
                for (let i = 0; i < m.count; ++i) {
                    const entry = m.itemAt(i)
                    if (entry && entry.shortcut)
                        menuKeys.push(entry.shortcut)
                }
            }
            const moveList = shortcuts.groups.find(g => g.name === "moveList")
            const its = moveList ? moveList.keys.map(k => k[0]).join(", ") : ""
            closePopup(shortcuts)
            verify(menuKeys.indexOf("F11") >= 0, "no F11 in the menus: " + menuKeys)
            for (const key of menuKeys)
                verify(listed.indexOf(key) >= 0, key + " is not among the shortcuts")
            verify(moveList !== undefined, "no group for the move list")
            for (const key of ["Tab", "Left", "Right", "Up", "Down", "Return", "Enter"])
                verify(its.indexOf(key) >= 0, key + " is not among the move list's keys: " + its)
        }

        function test_menus_data() {
            return [
                { tag: "game", menu: "gameMenu" },
                { tag: "view", menu: "viewMenu" },
                { tag: "view/speed", menu: "speedMenu" },
                { tag: "view/language", menu: "languageMenu" },
                { tag: "help", menu: "helpMenu" },
                { tag: "help/lessons", menu: "lessonsMenu" },
            ]
        }
        function test_menus(data) {
            bar.show(data.tag)
            const menus = [bar.gameMenu, bar.viewMenu, bar.helpMenu]
            let menu = menus.find(m => m.objectName === data.menu)
            for (const m of menus) {
                for (let i = 0; !menu && i < m.count; ++i) {
                    const entry = m.itemAt(i)
                    if (entry && entry.subMenu && entry.subMenu.objectName === data.menu)
                        menu = entry.subMenu
                }
            }
            verify(menu, "no menu " + data.menu)
            checkShown(menu, data.tag)
            verify(menu.count > 0)
            for (const m of menus)
                m.close()
            tryVerify(() => !menu.visible)
        }

        function test_pickerPresetsAndLayoutEditor() {
            const picker = item("variantPicker")
            picker.open()
            checkShown(picker, "the picker")
            const presets = findChild(picker.contentItem, "presetView")
            verify(presets && presets.count > 0, "no presets shown")
            mouseClick(findChild(picker.contentItem, "editLayout"))
            const editor = findChild(window.overlay, "layoutEditor") ?? findChild(picker, "layoutEditor")
            verify(editor !== null)
            checkShown(editor, "the layout editor")
            closePopup(editor)
            closePopup(picker)
        }

        function test_rulesPagesAndLessons_data() {
            return ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"].map(id => ({ tag: id, variant: id }))
        }
        function test_rulesPagesAndLessons(data) {
            compare(game.newGame(data.variant, {}), "")
            window.showRules(data.variant)
            const page = item("rulesPage")
            checkShown(page, "the rules page of " + data.variant)
            verify(page.blocks.length > 0)
            closePopup(page)

            // The first lesson, from the Help menu.
            bar.show("help/lessons")
            const lessons = bar.helpMenu.itemAt(1).subMenu
            compare(lessons.objectName, "lessonsMenu")
            tryVerify(() => lessons.opened, 3000)
            verify(lessons.count > 0, "no lessons for " + data.variant)
            lessons.itemAt(0).triggered()
            lessons.close()
            bar.helpMenu.close()
            tryVerify(() => !lessons.visible && !bar.helpMenu.visible)
            // (A racing start covers the window, the lesson's buttons too: hidden until it is lifted.)
            if (game.raceHandover.shown)
                game.raceHandover.acknowledge()
            const panel = item("lessonPanel")
            tryVerify(() => panel.visible, 3000, "the lesson does not show")
            waitForRendering(window.contentItem)
            const close = findChild(panel, "closeLesson")
            verify(close.visible)
            mouseClick(close)
            tryVerify(() => !panel.visible, 3000, "the lesson panel stays: " + window.controller.ruleSet.variant)
            game.player.stepping = false
        }
    }
}
