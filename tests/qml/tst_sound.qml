// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Mancala

// View ▸ Sound in the window: off on the tests' platform until chosen, the
// game's step player heard, a move sounding once per drop and capture when
// on and not at all when off, and the volume chosen in the menu.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "Sound"
        when: windowShown

        property var window: null
        property var game: null
        property var bar: null
        property var viewMenu: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1280, height: 800 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
            const picker = findChild(window.contentItem, "variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            bar = findChild(window.contentItem, "gameToolBar") ?? window.header
            viewMenu = bar.viewMenu
            compare(game.newGame("kalah", {}), "")
        }
        function cleanupTestCase() {
            SoundBoard.enabled = false
            window.close()
            window.destroy()
        }
        function cleanup() {
            viewMenu.close()
            tryVerify(() => !viewMenu.visible)
        }

        function entry(menu: var, name: string): Item {
            tryVerify(() => menu.opened, 3000, "the menu " + menu.objectName + " is not open")
            waitForItemPolished(menu.contentItem)
            const found = findChild(menu.contentItem, name)
            verify(found !== null, "no entry " + name + " in " + menu.objectName)
            return found
        }
        /// Opens View ▸ Sound and returns the submenu.
        function openSoundMenu(): var {
            mouseClick(findChild(bar, "menuBar").itemAt(1))
            tryVerify(() => viewMenu.opened)
            waitForItemPolished(viewMenu.contentItem)
            for (let i = 0; i < viewMenu.count; ++i) {
                const item = viewMenu.itemAt(i)
                if (item && item.subMenu && item.subMenu.objectName === "soundMenu") {
                    mouseClick(item)
                    tryVerify(() => item.subMenu.opened)
                    return item.subMenu
                }
            }
            fail("no Sound submenu in the View menu")
            return null
        }
        /// Plays c of Kalah's start at the Fast speed and waits for the board.
        function sowC() {
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Fast
            verify(game.playHole(2))
            tryVerify(() => !game.busy, 5000)
        }

        function test_1_offUntilChosen() {
            verify(!SoundBoard.enabled)
            verify(SoundBoard.player === game.player, "the sound follows the game's step player")
            const before = SoundBoard.played
            sowC()
            compare(SoundBoard.played, before)
        }

        function test_2_onFromTheMenu() {
            const menu = openSoundMenu()
            const on = entry(menu, "soundOn")
            verify(!on.selected)
            verify(!entry(menu, "volume100").enabled, "no volume to choose while the sound is off")
            mouseClick(on)
            verify(SoundBoard.enabled)
            tryVerify(() => !viewMenu.visible)
            // K2, K3: c's four seeds to d, e, f and the store: four sounds.
            const before = SoundBoard.played
            sowC()
            compare(SoundBoard.played, before + 4)
            // Going back through the move is silent.
            game.player.seek(0)
            game.player.skipToEnd()
            compare(SoundBoard.played, before + 4)
        }

        function test_3_volume() {
            verify(SoundBoard.enabled)
            const menu = openSoundMenu()
            verify(entry(menu, "soundOn").selected)
            mouseClick(entry(menu, "volume35"))
            compare(SoundBoard.volume, 0.35)
            tryVerify(() => !viewMenu.visible)
            const again = openSoundMenu()
            verify(entry(again, "volume35").selected)
            verify(!entry(again, "volume100").selected)
            mouseClick(entry(again, "volume100"))
            compare(SoundBoard.volume, 1.0)
        }

        function test_4_offAgain() {
            const menu = openSoundMenu()
            mouseClick(entry(menu, "soundOn"))
            verify(!SoundBoard.enabled)
            const before = SoundBoard.played
            sowC()
            compare(SoundBoard.played, before)
        }
    }
}
