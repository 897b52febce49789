// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The window's keys: undo and redo with every usual sequence, typed hole
// letters right after a menu closes, and the racing start's secret: while
// the device passes to the second player, nothing (undo, the focus ring,
// the move list, the clipboard) shows the first player's choice.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "Keys"
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
            const picker = item("variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }
        function init() {
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Instant
            settle()
        }

        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function board(): Item {
            const b = findChild(window.contentItem, "board")
            verify(b !== null, "no board")
            return b
        }
        /// Lets the focus settle (it moves with Qt.callLater after a decision).
        function settle() {
            wait(1)
            wait(1)
        }

        function test_redoKeys_data() {
            return [
                { tag: "Ctrl+Shift+Z", key: Qt.Key_Z, modifiers: Qt.ControlModifier | Qt.ShiftModifier },
                { tag: "Ctrl+Y", key: Qt.Key_Y, modifiers: Qt.ControlModifier },
            ]
        }
        function test_redoKeys(data) {
            verify(game.playHole(2))   // c: 4 seeds, the last in the store, again
            verify(game.playHole(5))
            compare(game.history.ply, 2)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(game.history.ply, 0)
            keyClick(data.key, data.modifiers)
            compare(game.history.ply, 1, data.tag + " does not redo")
            keyClick(data.key, data.modifiers)
            compare(game.history.ply, 2, data.tag + " does not redo")
            keyClick(data.key, data.modifiers)
            compare(game.history.ply, 2)
        }

        /// E2: a racing start that comes while a dialog is open (the shortcuts,
        /// F1) leaves the keyboard to the dialog; once it closes, the race
        /// screen's button has it.
        function test_raceScreenLeavesDialogTheKeyboard() {
            keyClick(Qt.Key_F1)
            const dialog = findChild(window.header, "shortcutsDialog")
            tryVerify(() => dialog.opened)
            settle()
            const dialogHasFocus = () => {
                for (let at = window.activeFocusItem; at; at = at.parent) {
                    if (at === dialog.contentItem || at === dialog.background || at === dialog.contentItem.parent)
                        return true
                }
                return false
            }
            verify(dialogHasFocus(), "the dialog has not the keyboard: " + window.activeFocusItem)
            compare(game.newGame("enkeshui", {}), "")
            const screen = item("raceScreen")
            tryVerify(() => game.raceHandover.shown && screen.visible)
            settle()
            wait(50)
            verify(dialog.visible)
            verify(!item("showBoard").activeFocus, "the race screen took the keyboard from the dialog")
            verify(dialogHasFocus(), "the dialog lost the keyboard to " + window.activeFocusItem)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)
            tryVerify(() => item("showBoard").activeFocus, 1000, "the race screen has not the keyboard after the dialog")
            keyClick(Qt.Key_Return)
            tryVerify(() => !game.raceHandover.shown)
        }

        /// Joining a game across computers (Game ▸ Over the network ▸ Join),
        /// the invitation beside the board is to be read: the racing start's
        /// handover of the game on the board does not cover the window.
        function test_joiningLeavesNoRaceScreen() {
            compare(game.newGame("mewelad", {}), "")
            const screen = item("raceScreen")
            tryVerify(() => game.raceHandover.shown && screen.visible)
            const network = findChild(window, "networkPlay")
            verify(network !== null, "no networkPlay")
            network.join("127.0.0.1", 9, "123456", "") // nothing listens there: the join stays, lost
            verify(network.active)
            verify(!screen.visible, "the race screen covers the invitation")
            verify(board().visible, "the board and the invitation beside it are hidden")
            network.close()
            tryVerify(() => screen.visible, 1000, "the board's own race screen did not come back")
            verify(!board().visible)
        }

        /// The host whose guest dropped out waits with its address, port and
        /// code on show for the guest to join again; it has nothing to join.
        function test_hostWaitsForTheGuestAgain() {
            compare(game.newGame("kalah", {}), "")
            const network = findChild(window, "networkPlay")
            compare(network.host(0, "Abebe", true), "")
            const guest = guestComponent.createObject(test)
            guest.play.join("127.0.0.1", network.port, network.code, "Sara")
            tryVerify(() => guest.play.stage === NetworkPlay.Reviewing, 5000)
            guest.play.accept()
            tryVerify(() => network.stage === NetworkPlay.Playing, 5000)
            verify(!item("networkWhere").visible)
            guest.destroy() // the guest's program is gone
            tryVerify(() => network.stage === NetworkPlay.Lost, 5000)
            verify(item("networkWhere").visible, "the host's code is not on show")
            verify(!item("networkJoinAgain").visible, "the host is offered to join its own game")
            network.close()
        }
        Component {
            id: guestComponent
            QtObject {
                property GameController board: GameController {}
                property NetworkPlay play: NetworkPlay { game: board }
            }
        }

        /// W2: Mewelad's racing start on one device. South chooses b with the
        /// keyboard; while the device passes to North, and after, nothing shows b.
        function test_raceChoiceStaysSecret_data() {
            return [ { tag: "W2-playing", teaching: false }, { tag: "W2-teaching", teaching: true } ]
        }
        function test_raceChoiceStaysSecret(data) {
            compare(game.newGame("mewelad", {}), "")
            game.player.stepping = data.teaching
            settle()
            const screen = item("raceScreen")
            tryVerify(() => game.raceHandover.shown && screen.visible)
            compare(screen.color.a, 1, "the board shows through the race screen")
            keyClick(Qt.Key_Return)                      // "I am South: show the board"
            tryVerify(() => !game.raceHandover.shown)
            settle()
            const b = board()
            tryVerify(() => b.activeFocus)
            keyClick("b")                                // South chooses b
            compare(game.history.ply, 1)
            if (data.teaching) {
                game.player.skipToEnd()
                settle()
            }
            tryVerify(() => game.raceHandover.shown && screen.visible, 3000, "no race screen for North")
            settle()

            // The pass-the-device screen: undo is off, Ctrl+Z does nothing, no ring on b.
            verify(!game.history.canUndo)
            verify(!findChild(window.header, "undoButton").enabled, "the undo button is enabled")
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(game.history.ply, 1)
            verify(game.raceHandover.shown, "Ctrl+Z lifted the race screen")
            compare(b.focusHole, -1)
            // Neither the move list nor the clipboard goes back to or shows the choice.
            mouseClick(item("moveListStart"))
            compare(game.history.ply, 1)
            const records = item("recordActions")
            records.importExport.copyPosition()
            verify(records.document.error.includes("secret"), "the position was copied: " + records.document.error)
            records.document.clearError()

            // North at the board: the focus ring on one of North's holes, no mark on b.
            keyClick(Qt.Key_Return)                      // "I am North: show the board"
            tryVerify(() => !game.raceHandover.shown)
            settle()
            verify(!game.history.canUndo)
            verify(b.focusHole >= game.ruleSet.houses, "the focus ring is on " + b.focusHole)
            if (data.teaching) {
                const teach = item("teachingPanel")
                verify(teach.places.indexOf(1) < 0, "teaching marks b: " + teach.places)
            }
            // North chooses: both choices are made, undo comes back.
            verify(game.playHole(game.legalHoles[0]))
            game.player.skipToEnd()
            tryVerify(() => game.history.canUndo)
            game.player.stepping = false
        }

        /// A hole's letter plays it right after a menu closes, however it closed.
        function test_holeLettersAfterAMenu_data() {
            return [
                { tag: "Escape", close: "escape" },
                { tag: "an entry chosen with the keyboard", close: "entry-keys" },
                { tag: "an entry clicked", close: "entry-mouse" },
                { tag: "click on the board", close: "click" },
                { tag: "a dialog from the menu", close: "dialog" },
            ]
        }
        function test_holeLettersAfterAMenu(data) {
            const bar = window.header
            if (data.close.startsWith("entry")) {
                // View, light theme: the menu closes as the entry acts.
                const keys = data.close === "entry-keys"
                if (keys)
                    keyClick(Qt.Key_V, Qt.AltModifier)
                else
                    mouseClick(findChild(bar, "menuBar").itemAt(1))
                tryVerify(() => bar.viewMenu.opened, 3000)
                const entry = findChild(bar.viewMenu.contentItem, "lightTheme")
                waitForItemPolished(bar.viewMenu.contentItem)
                if (keys) {
                    for (let k = 0; k < bar.viewMenu.count && bar.viewMenu.currentIndex < 0
                         || bar.viewMenu.itemAt(bar.viewMenu.currentIndex) !== entry; ++k)
                        keyClick(Qt.Key_Down)
                    keyClick(Qt.Key_Return)
                } else {
                    mouseClick(entry)
                }
                tryVerify(() => !bar.viewMenu.visible)
                settle()
                keyClick("c")
                compare(game.history.ply, 1, "the letter c was not played; the focus is on " + window.activeFocusItem)
                return
            }
            keyClick(Qt.Key_G, Qt.AltModifier)
            tryVerify(() => bar.gameMenu.opened, 3000, "Alt+G does not open the Game menu")
            if (data.close === "escape") {
                keyClick(Qt.Key_Escape)
            } else if (data.close === "click") {
                mouseClick(window.contentItem, 5, window.contentItem.height - 5)
            } else {
                bar.gameMenu.close()
                bar.show("about")
                const about = findChild(bar, "aboutDialog")
                tryVerify(() => about.opened)
                keyClick(Qt.Key_Escape)
                tryVerify(() => !about.visible)
            }
            tryVerify(() => !bar.gameMenu.visible)
            settle()
            keyClick("c")
            compare(game.history.ply, 1, "the letter c was not played; the focus is on " + window.activeFocusItem)
        }

        /// The game over panel names the winner's side when both have the same name.
        function test_gameOverWithEqualNames() {
            // K8: c's seed ends in South's store and South has no seeds left: North's 2 are North's.
            compare(game.newGame("kalah", { layout: "custom:2,0,0/0,0,1" }), "")
            game.players.southName = "random"
            game.players.northName = "random"
            verify(game.playHole(2))
            tryVerify(() => game.over)
            const text = item("winnerText")
            tryVerify(() => text.visible)
            compare(game.ending.winner, 1)
            compare(text.text, "North (random) wins!")
            game.players.northName = "Amira"
            compare(text.text, "Amira wins!")
            game.players.southName = "South"
            game.players.northName = "North"
        }

        /// Scrolled, the move list's rows stay below its "Start" line.
        function test_moveListStartStaysClear() {
            const start = item("moveListStart")
            const grid = item("moveGrid")
            verify(grid.clip, "rows scrolled up print over Start")
            verify(grid.y >= start.y + start.height)
        }

        /// The ends of the board show trays only where seeds go: not in Qelat of the Beni Amir.
        function test_traysOnlyWhereSeedsGo_data() {
            return [
                { tag: "kalah", trays: true }, { tag: "qelat", trays: false }, { tag: "qelat-keren", trays: true },
                { tag: "mewelad", trays: true }, { tag: "enkeshui", trays: true },
            ]
        }
        function test_traysOnlyWhereSeedsGo(data) {
            compare(game.newGame(data.tag, {}), "")
            // (The racing start's screen covers the board, the trays too, until it is lifted.)
            if (game.raceHandover.shown)
                game.raceHandover.acknowledge()
            compare(item("southStore").visible, data.trays)
            compare(item("northStore").visible, data.trays)
        }

        /// The names of the trays stay within them, in German too (a small window).
        function test_trayNamesFit() {
            window.width = 800
            window.height = 500
            Translations.language = "de"
            compare(game.newGame("mewelad", {}), "")
            waitForRendering(window.contentItem)
            for (const name of ["southStore", "northStore"]) {
                const store = item(name)
                const label = findChild(store, "storeLabel")
                verify(label.text.length > 10, label.text)
                verify(label.paintedWidth <= store.width * 1.05 + 1,
                       name + ": \"" + label.text + "\" is " + label.paintedWidth + " wide in " + store.width)
            }
            Translations.language = "en"
            window.width = 1280
            window.height = 800
        }
    }
}
