// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Mancala

// Without a window manager the window has no close button: Game, Quit and
// Ctrl+Q close it (the picker of a first start open or not). The Close
// button of the shortcuts and About dialogs speaks the window's language.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "QuitAndClose"
        when: windowShown

        function openWindow(): var {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            const window = component.createObject(null, { width: 1180, height: 740 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
            return window
        }
        function cleanup() {
            Translations.language = "en"
        }

        function test_ctrlQClosesTheWindowOverThePicker() {
            const window = openWindow()
            const picker = findChild(window.contentItem, "variantPicker")
            tryVerify(() => picker.opened, 3000, "no picker at the first start")
            keyClick(Qt.Key_Q, Qt.ControlModifier)
            tryVerify(() => !window.visible, 3000, "Ctrl+Q left the window open")
            window.destroy()
        }

        function test_gameMenuQuit() {
            const window = openWindow()
            const picker = findChild(window.contentItem, "variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            const bar = window.header
            compare(bar.objectName, "gameToolBar")
            const menuBar = findChild(bar, "menuBar")
            mouseClick(menuBar.itemAt(0))
            tryVerify(() => bar.gameMenu.opened)
            let quit = null
            for (let i = 0; i < bar.gameMenu.count; ++i)
                if (bar.gameMenu.itemAt(i)?.objectName === "quitItem")
                    quit = bar.gameMenu.itemAt(i)
            verify(quit !== null, "no Quit in the Game menu")
            compare(quit.text, "Quit")
            compare(quit.shortcut, "Ctrl+Q")
            mouseClick(quit)
            tryVerify(() => !window.visible, 3000, "Game, Quit left the window open")
            window.destroy()
        }

        function test_closeButtonsSpeakTheLanguage_data() {
            return [
                { tag: "de", language: "de", close: "Schließen" },
                { tag: "fr", language: "fr", close: "Fermer" },
                { tag: "sw", language: "sw", close: "Funga" },
            ]
        }
        function test_closeButtonsSpeakTheLanguage(data) {
            const window = openWindow()
            const picker = findChild(window.contentItem, "variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            Translations.language = data.language
            const bar = window.header
            for (const [dialogName, buttonName, show] of [["shortcutsDialog", "shortcutsClose", "shortcuts"],
                                                          ["aboutDialog", "aboutClose", "about"]]) {
                bar.show(show)
                const dialog = findChild(bar, dialogName)
                tryVerify(() => dialog.opened)
                const button = findChild(dialog.footer, buttonName)
                verify(button !== null, "no Close button in " + dialogName)
                compare(button.text, data.close)
                mouseClick(button)
                tryVerify(() => !dialog.visible, 3000, buttonName + " does not close " + dialogName)
            }
            window.close()
            window.destroy()
        }
    }
}
