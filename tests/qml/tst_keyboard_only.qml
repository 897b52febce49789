// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The window with a keyboard only: the menus go round their ends and never
// pass a key on to the board; every list of choices answers Up, Down, Home,
// End and Return; a hole's letter sows whenever no text field has the
// keyboard (after a click on a button too), and a click on the wood gives
// the board the keyboard; New game always shows a way back; the mark
// buttons of the notes show a frame where the keyboard is.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "KeyboardOnly"
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
            bar = window.header
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
            const picker = item("variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            actions = item("recordActions")
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }
        function init() {
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Instant
            settle()
            tryVerify(() => board().activeFocus, 2000, "the board has no keyboard: " + window.activeFocusItem)
        }

        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
                ?? (actions ? findChild(actions, name) : null)
            verify(found !== null, "no item " + name)
            return found
        }
        function board(): Item { return item("board") }
        /// Lets the focus settle (it moves with Qt.callLater).
        function settle() {
            wait(1)
            wait(1)
        }
        function currentEntry(menu: var): string {
            const entry = menu.itemAt(menu.currentIndex)
            return entry ? entry.objectName : "none"
        }

        /// Alt+G, Up, Up, Return: round the top to the bottom of the Game
        /// menu, Notes and variations; no key reaches the board.
        function test_menuGoesRoundItsEnds() {
            const menu = bar.gameMenu
            keyClick(Qt.Key_G, Qt.AltModifier)
            tryVerify(() => menu.opened, 3000)
            compare(menu.currentIndex, 0)
            keyClick(Qt.Key_Up)
            verify(menu.visible, "Up on the first entry closed the menu")
            compare(currentEntry(menu), "quitItem")
            keyClick(Qt.Key_Up)
            compare(currentEntry(menu), "notesItem")
            keyClick(Qt.Key_Return)
            const notes = item("notesDrawer")
            tryVerify(() => notes.opened, 3000, "Return did not open the notes")
            compare(game.history.plyCount, 0, "a key sowed on the board")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !notes.visible)

            // Down on the last entry goes to the first; End and Home to the ends.
            keyClick(Qt.Key_G, Qt.AltModifier)
            tryVerify(() => menu.opened, 3000)
            keyClick(Qt.Key_End)
            compare(currentEntry(menu), "quitItem")
            keyClick(Qt.Key_Down)
            compare(menu.currentIndex, 0)
            keyClick(Qt.Key_End)
            keyClick(Qt.Key_Home)
            compare(menu.currentIndex, 0)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !menu.visible)
            settle()
            compare(game.history.plyCount, 0)
        }

        /// The games of a file: the arrows, Home, End and Return choose one.
        function test_gameChooserByKeys() {
            verify(actions.importExport.importText("[Variant \"kalah\"]\n\n1. d *\n\n"
                                              + "[Variant \"kalah\"]\n\n1. d F *\n\n"
                                              + "[Variant \"kalah\"]\n\n1. c-f A *\n"))
            const chooser = item("gameChooser")
            tryVerify(() => chooser.opened, 3000)
            const list = findChild(chooser.contentItem, "gameList")
            tryVerify(() => list.activeFocus, 2000, "the list has no keyboard: " + window.activeFocusItem)
            compare(list.currentIndex, 0)
            keyClick(Qt.Key_Down)
            compare(list.currentIndex, 1)
            keyClick(Qt.Key_End)
            compare(list.currentIndex, 2)
            keyClick(Qt.Key_Home)
            compare(list.currentIndex, 0)
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Return)
            tryVerify(() => !chooser.visible, 2000, "Return did not open the game")
            compare(game.history.plyCount, 2, "not the second game")
        }

        /// A bare position several rule sets fit: the rule set chosen by keys.
        function test_ruleSetChooserByKeys() {
            // No racing start: its screen would take the keyboard.
            compare(game.newGame("enkeshui", { race: "off" }), "")
            verify(actions.importExport.loadPosition("4,4,4,4,8,0/4,4,4,4,7,1 0,0 - - s play - 1 1 0 -"))
            verify(actions.importExport.choosingRules)
            const names = Array.from(actions.importExport.games)
            verify(names.length >= 2, names)
            const chooser = item("gameChooser")
            tryVerify(() => chooser.opened, 3000)
            const list = findChild(chooser.contentItem, "gameList")
            tryVerify(() => list.activeFocus, 2000, "the list has no keyboard: " + window.activeFocusItem)
            keyClick(Qt.Key_End)
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Down)
            compare(list.currentIndex, names.length - 1)
            keyClick(Qt.Key_Enter)
            tryVerify(() => !chooser.visible, 2000, "Enter did not open the position")
            compare(game.ruleSet.variantName, names[names.length - 1])
        }

        /// Clicks a button of the window, one that keeps the keyboard (on and off again).
        function clickAButton(name: string) {
            const button = findChild(window.contentItem, name) ?? findChild(bar, name)
            verify(button !== null, name)
            mouseClick(button)
            verify(button.checked)
            mouseClick(button)
            verify(!button.checked)
            settle()
        }

        /// After a click on a button, a hole's letter sows at once.
        function test_letterAfterAButton_data() {
            return [ { tag: "Analysis", button: "analysisButton" }, { tag: "Teach", button: "teachButton" } ]
        }
        function test_letterAfterAButton(data) {
            clickAButton(data.button)
            verify(!board().activeFocus, "the click left the keyboard on the board")
            keyClick("c")
            compare(game.history.plyCount, 1, "c did not sow; the keyboard is on " + window.activeFocusItem)
        }

        /// A click on the wood, between the rows, gives the board the keyboard.
        function test_clickOnTheWood() {
            clickAButton("analysisButton")
            const b = board()
            verify(!b.activeFocus)
            const centre = b.placeCenter(-1)
            mouseClick(b, centre.x, centre.y)
            verify(b.activeFocus, "the keyboard is on " + window.activeFocusItem)
            verify(b.focusHole >= 0, "no focus ring")
            compare(game.history.plyCount, 0)
        }

        /// F1 names the hint's keys.
        function test_shortcutsListTheHint() {
            bar.showShortcuts()
            const dialog = findChild(bar, "shortcutsDialog")
            tryVerify(() => dialog.opened, 3000)
            const listed = [].concat(...dialog.groups.map(g => g.keys.map(k => k[0])))
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)
            verify(listed.some(k => k.includes("Ctrl+H")), listed.join(" | "))
        }

        /// New game on a game with no moves: a button leads back, as Esc does.
        function test_pickerShowsAWayBack() {
            compare(game.history.plyCount, 0)
            window.showPicker()
            const picker = item("variantPicker")
            tryVerify(() => picker.opened, 3000)
            const back = findChild(picker.contentItem, "closePicker")
            verify(back.visible, "no way back")
            mouseClick(back)
            tryVerify(() => !picker.visible)
            compare(game.ruleSet.variant, "kalah")
        }

        /// F11 fills the screen with New game open too: a projector's first
        /// screen is the picker, whose modal popup held every key of the window.
        function test_fullScreenFromThePicker() {
            window.showPicker()
            const picker = item("variantPicker")
            tryVerify(() => picker.opened, 3000)
            keyClick(Qt.Key_F11)
            tryCompare(window, "visibility", Window.FullScreen, 3000, "F11 does nothing over New game")
            verify(picker.opened)
            keyClick(Qt.Key_F11)
            tryCompare(window, "visibility", Window.Windowed, 3000, "F11 does not come back")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !picker.visible)
        }

        /// The mark buttons of the notes: a frame where the keyboard is, none elsewhere.
        function test_markButtonsShowTheFocus() {
            verify(game.playHole(3))
            actions.showNotes()
            const notes = item("notesDrawer")
            tryVerify(() => notes.opened, 3000)
            const good = findChild(notes.contentItem, "glyph-!")
            const bad = findChild(notes.contentItem, "glyph-?")
            verify(good.enabled)
            good.forceActiveFocus(Qt.TabFocusReason)
            verify(good.visualFocus)
            verify(good.background.border.width >= 2, "no frame on the focused mark button")
            compare(bad.background.border.width, 0)
            keyClick(Qt.Key_Tab)
            verify(bad.visualFocus)
            compare(good.background.border.width, 0)
            verify(bad.background.border.width >= 2)
            notes.close()
            tryVerify(() => !notes.visible)
        }
    }
}
