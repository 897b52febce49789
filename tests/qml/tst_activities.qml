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
            verify(actions.archive.importText('[Event "Class 7B"]\n[South "random"]\n[North "random"]\n'
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
            verify(actions.archive.exportText().indexOf('[North "Computer (level 6') >= 0, actions.archive.exportText())
            // Qelat: the game-over panel names the winner as the card does.
            compare(game.newGame("qelat", {}), "")
            game.setLevel(1, 5)
            compare(game.players.northName, "Computer (Advanced)")
        }
    }
}
