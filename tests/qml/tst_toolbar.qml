// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Mancala

// The window's tool bar (Main.qml): the Game, View and Help menus opened with
// the mouse and with the keyboard (Alt and the menu's letter, the arrows,
// Return), their entries' effect on the game, the theme and the language,
// the shortcuts and About dialogs, Tab through the buttons, finger-sized
// controls, the theme's colours on the bar, and the icons-only bar when the
// words do not fit.
Item {
    id: root
    width: 200
    height: 100

    GameController {
        id: narrowGame
    }

    TestCase {
        id: test
        name: "ToolBar"
        when: windowShown

        property var window: null
        property var game: null
        property var bar: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1280, height: 800 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
            // The picker of a first start is not what this test is about.
            const picker = findChild(window.contentItem, "variantPicker")
            verify(picker !== null)
            picker.close()
            tryVerify(() => !picker.visible)
            bar = findChild(window.contentItem, "gameToolBar") ?? window.header
            verify(bar !== null)
            compare(bar.objectName, "gameToolBar")
            compare(game.newGame("kalah", {}), "")
        }
        function cleanupTestCase() {
            Translations.language = "en"
            Theme.dark = false
            window.close()
            window.destroy()
        }
        function cleanup() {
            for (const menu of [bar.gameMenu, bar.viewMenu, bar.helpMenu])
                menu.close()
            // The dialogs exist once opened (made on their first opening).
            for (const name of ["shortcutsDialog", "aboutDialog"])
                findChild(bar, name)?.close()
            tryVerify(() => !bar.viewMenu.visible && !bar.helpMenu.visible && !bar.gameMenu.visible)
            tryVerify(() => !findChild(bar, "shortcutsDialog")?.visible)
            tryVerify(() => !findChild(bar, "aboutDialog")?.visible)
        }

        function menuBarItem(index: int): Item {
            return findChild(bar, "menuBar").itemAt(index)
        }
        /// The entry `name` of an open menu, laid out and ready for a click.
        function entry(menu: var, name: string): Item {
            tryVerify(() => menu.opened, 3000, "the menu " + menu.objectName + " is not open")
            waitForItemPolished(menu.contentItem)
            const found = findChild(menu.contentItem, name)
            verify(found !== null, "no entry " + name + " in " + menu.objectName)
            return found
        }
        /// The entry of `menu` that opens `submenu`.
        function submenuEntry(menu: var, submenu: var): Item {
            for (let i = 0; i < menu.count; ++i) {
                const item = menu.itemAt(i)
                if (item && item.subMenu === submenu)
                    return item
            }
            fail("no entry for " + submenu.objectName)
            return null
        }
        function submenu(menu: var, name: string): var {
            for (let i = 0; i < menu.count; ++i) {
                const item = menu.itemAt(i)
                if (item && item.subMenu && item.subMenu.objectName === name)
                    return item.subMenu
            }
            fail("no submenu " + name)
            return null
        }
        function current(menu: var): Item {
            return menu.currentIndex >= 0 ? menu.itemAt(menu.currentIndex) : null
        }
        /// Presses Down until the current entry of `menu` is `target`.
        function keyDownTo(menu: var, target: Item) {
            for (let k = 0; k < menu.count && current(menu) !== target; ++k)
                keyClick(Qt.Key_Down)
            verify(current(menu) === target, "the keyboard does not reach " + target.objectName
                   + " (current: " + (current(menu) ? current(menu).objectName : "none") + ")")
        }

        function luminance(c: color): real {
            const f = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
            return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b)
        }
        function contrast(a: color, b: color): real {
            const la = luminance(a)
            const lb = luminance(b)
            return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
        }

        // ---- the mouse ----

        function test_speedWithTheMouse_data() {
            return [
                { tag: "slow", name: "speed0", speed: StepPlayer.Slow },
                { tag: "fast", name: "speed2", speed: StepPlayer.Fast },
                { tag: "instant", name: "speed3", speed: StepPlayer.Instant },
                { tag: "normal", name: "speed1", speed: StepPlayer.Normal }
            ]
        }
        function test_speedWithTheMouse(data) {
            mouseClick(menuBarItem(1))
            const speeds = submenu(bar.viewMenu, "speedMenu")
            tryVerify(() => bar.viewMenu.opened)
            waitForItemPolished(bar.viewMenu.contentItem)
            mouseClick(submenuEntry(bar.viewMenu, speeds))
            const choice = entry(speeds, data.name)
            mouseClick(choice)
            compare(game.player.speed, data.speed)
            tryVerify(() => !bar.viewMenu.visible && !speeds.visible)
            // The menu shows the speed in use, and only that one.
            mouseClick(menuBarItem(1))
            tryVerify(() => bar.viewMenu.opened)
            waitForItemPolished(bar.viewMenu.contentItem)
            mouseClick(submenuEntry(bar.viewMenu, speeds))
            tryVerify(() => speeds.opened)
            for (let s = 0; s < 4; ++s)
                compare(entry(speeds, "speed" + s).selected, s === data.speed, "speed" + s)
        }

        function test_themeWithTheMouse() {
            Theme.dark = false
            const newGame = findChild(bar, "newGameButton")
            compare(newGame.contentItem.color, Theme.text)
            mouseClick(menuBarItem(1))
            mouseClick(entry(bar.viewMenu, "darkTheme"))
            verify(Theme.dark)
            tryVerify(() => !bar.viewMenu.visible)
            // The bar, its buttons and its menus follow the theme.
            compare(bar.background.color, Theme.panel)
            compare(newGame.contentItem.color, Theme.text)
            compare(newGame.icon.color, Theme.text)
            compare(window.palette.button, Theme.buttonFace)
            compare(window.palette.buttonText, Theme.text)
            mouseClick(menuBarItem(1))
            verify(entry(bar.viewMenu, "darkTheme").selected)
            verify(!entry(bar.viewMenu, "lightTheme").selected)
            compare(bar.viewMenu.background.color, Theme.panel)
            compare(entry(bar.viewMenu, "lightTheme").contentItem.children[0].color, Theme.text)
            mouseClick(entry(bar.viewMenu, "lightTheme"))
            verify(!Theme.dark)
            compare(bar.background.color, Theme.panel)
            compare(newGame.contentItem.color, Theme.text)
        }

        function test_languageWithTheMouse() {
            const newGame = findChild(bar, "newGameButton")
            compare(newGame.text, "New game")
            mouseClick(menuBarItem(1))
            const languages = submenu(bar.viewMenu, "languageMenu")
            tryVerify(() => bar.viewMenu.opened)
            waitForItemPolished(bar.viewMenu.contentItem)
            mouseClick(submenuEntry(bar.viewMenu, languages))
            // One entry per language, in its own name.
            for (const code of Translations.languages)
                compare(entry(languages, "language-" + code).text, Translations.nativeName(code))
            verify(entry(languages, "language-en").selected)
            mouseClick(entry(languages, "language-de"))
            compare(Translations.language, "de")
            compare(newGame.text, "Neues Spiel")
            compare(bar.viewMenu.title, "&Ansicht")
            mouseClick(menuBarItem(1))
            tryVerify(() => bar.viewMenu.opened)
            waitForItemPolished(bar.viewMenu.contentItem)
            mouseClick(submenuEntry(bar.viewMenu, languages))
            verify(entry(languages, "language-de").selected)
            mouseClick(entry(languages, "language-en"))
            compare(Translations.language, "en")
            compare(newGame.text, "New game")
        }

        function test_largePrintWithTheMouse() {
            const keep = ViewOptions.largePrint
            mouseClick(menuBarItem(1))
            mouseClick(entry(bar.viewMenu, "largePrint"))
            compare(ViewOptions.largePrint, !keep)
            mouseClick(menuBarItem(1))
            compare(entry(bar.viewMenu, "largePrint").selected, !keep)
            mouseClick(entry(bar.viewMenu, "largePrint"))
            compare(ViewOptions.largePrint, keep)
        }

        function test_helpWithTheMouse() {
            mouseClick(menuBarItem(2))
            mouseClick(entry(bar.helpMenu, "shortcutsItem"))
            const shortcuts = findChild(bar, "shortcutsDialog")
            tryVerify(() => shortcuts.opened)
            shortcuts.close()
            tryVerify(() => !shortcuts.visible)
            mouseClick(menuBarItem(2))
            mouseClick(entry(bar.helpMenu, "aboutItem"))
            const about = findChild(bar, "aboutDialog")
            tryVerify(() => about.opened)
            // The version is the CMake project's, the licence GPL-3.0-or-later,
            // and every rule set's sources are named.
            verify(/^\d+\.\d+\.\d+$/.test(AppInfo.version), AppInfo.version)
            verify(findChild(about.contentItem, "aboutVersion").text.includes(AppInfo.version))
            compare(AppInfo.licence, "GPL-3.0-or-later")
            verify(findChild(about.contentItem, "aboutLicence").text.includes("GPL-3.0-or-later"))
            const sources = findChild(about.contentItem, "aboutSources").text
            for (const game of ["Qelat (Beni Amir & Mensa)", "Mewelad", "Enkeshui", "Qelat (Keren)", "Kalah"])
                verify(sources.includes(game), "no source for " + game)
            verify(sources.includes("Pankhurst"))
            verify(!sources.includes("rules.md"), "the page's own title and links are left out")
        }

        function test_gameMenuWithTheMouse() {
            game.newGame("kalah", {})
            game.playHole(game.holeByName("c"))
            mouseClick(menuBarItem(0))
            for (const name of ["exportItem", "importItem", "copyGameItem", "copyPositionItem", "pasteItem", "notesItem"])
                verify(entry(bar.gameMenu, name).enabled, name)
            compare(entry(bar.gameMenu, "exportItem").shortcut, "Ctrl+S")
            mouseClick(entry(bar.gameMenu, "copyPositionItem"))
            tryVerify(() => !bar.gameMenu.visible)
        }

        // ---- the keyboard ----

        function test_speedWithTheKeyboard() {
            game.player.speed = StepPlayer.Normal
            keyClick(Qt.Key_V, Qt.AltModifier)
            tryVerify(() => bar.viewMenu.opened, 3000, "Alt+V does not open the View menu")
            const speeds = submenu(bar.viewMenu, "speedMenu")
            keyDownTo(bar.viewMenu, submenuEntry(bar.viewMenu, speeds))
            keyClick(Qt.Key_Right)
            tryVerify(() => speeds.opened, 3000, "Right does not open the speed submenu")
            keyDownTo(speeds, entry(speeds, "speed2"))
            keyClick(Qt.Key_Return)
            compare(game.player.speed, StepPlayer.Fast)
            tryVerify(() => !bar.viewMenu.visible)
            game.player.speed = StepPlayer.Normal
        }

        function test_themeWithTheKeyboard() {
            Theme.dark = false
            keyClick(Qt.Key_V, Qt.AltModifier)
            keyDownTo(bar.viewMenu, entry(bar.viewMenu, "darkTheme"))
            keyClick(Qt.Key_Return)
            verify(Theme.dark)
            tryVerify(() => !bar.viewMenu.visible)
            keyClick(Qt.Key_V, Qt.AltModifier)
            keyDownTo(bar.viewMenu, entry(bar.viewMenu, "lightTheme"))
            keyClick(Qt.Key_Return)
            verify(!Theme.dark)
        }

        function test_languageWithTheKeyboard() {
            keyClick(Qt.Key_V, Qt.AltModifier)
            const languages = submenu(bar.viewMenu, "languageMenu")
            keyDownTo(bar.viewMenu, submenuEntry(bar.viewMenu, languages))
            keyClick(Qt.Key_Right)
            tryVerify(() => languages.opened)
            keyDownTo(languages, entry(languages, "language-fr"))
            keyClick(Qt.Key_Return)
            compare(Translations.language, "fr")
            compare(findChild(bar, "newGameButton").text, "Nouvelle partie")
            // French opens View with Alt+A (Affichage).
            tryVerify(() => !bar.viewMenu.visible)
            keyClick(Qt.Key_A, Qt.AltModifier)
            tryVerify(() => bar.viewMenu.opened, 3000, "Alt+A does not open Affichage")
            keyDownTo(bar.viewMenu, submenuEntry(bar.viewMenu, languages))
            keyClick(Qt.Key_Right)
            tryVerify(() => languages.opened)
            keyDownTo(languages, entry(languages, "language-en"))
            keyClick(Qt.Key_Return)
            compare(Translations.language, "en")
        }

        function test_menusMoveWithTheArrows() {
            keyClick(Qt.Key_G, Qt.AltModifier)
            tryVerify(() => bar.gameMenu.opened, 3000, "Alt+G does not open the Game menu")
            keyClick(Qt.Key_Right)
            tryVerify(() => bar.viewMenu.opened && !bar.gameMenu.visible)
            keyClick(Qt.Key_Right)
            tryVerify(() => bar.helpMenu.opened && !bar.viewMenu.visible)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !bar.helpMenu.visible)
        }

        /// F10 opens the Game menu in every language, the arrows go on to
        /// the others: Tigrinya's and Amharic's Alt letters (ጸ, ር, ሓ) are not
        /// on a Latin keyboard, and without F10 their menus needed a mouse.
        function test_f10OpensTheMenusInEveryLanguage_data() {
            return Translations.languages.map(code => ({ tag: code, language: code }))
        }
        function test_f10OpensTheMenusInEveryLanguage(data) {
            Translations.language = data.language
            waitForRendering(window.contentItem)
            const plies = game.history.plyCount
            keyClick(Qt.Key_F10)
            tryVerify(() => bar.gameMenu.opened, 3000, "F10 does not open the Game menu")
            compare(bar.gameMenu.currentIndex, 0)
            keyClick(Qt.Key_Right)
            tryVerify(() => bar.viewMenu.opened && !bar.gameMenu.visible)
            keyClick(Qt.Key_Right)
            tryVerify(() => bar.helpMenu.opened && !bar.viewMenu.visible)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !bar.helpMenu.visible)
            compare(game.history.plyCount, plies, "a key reached the board")
            Translations.language = "en"
        }

        function test_shortcutsWithTheKeyboard() {
            keyClick(Qt.Key_H, Qt.AltModifier)
            tryVerify(() => bar.helpMenu.opened, 3000, "Alt+H does not open the Help menu")
            keyDownTo(bar.helpMenu, entry(bar.helpMenu, "shortcutsItem"))
            keyClick(Qt.Key_Return)
            const dialog = findChild(bar, "shortcutsDialog")
            tryVerify(() => dialog.opened)
            // Every shortcut of the window is listed.
            const keys = dialog.groups.map(g => g.keys.map(k => k[0]).join(" | ")).join(" | ")
            for (const key of ["Ctrl+N", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+T", "Esc", "Ctrl+S", "Ctrl+O",
                               "Ctrl+Shift+C", "Ctrl+V", "Alt+G, Alt+V, Alt+H, F10", "F1", "Ctrl+Return",
                               "Home, End", "Shift+Left, Shift+Right", "Ctrl+Left, Ctrl+Right"])
                verify(keys.includes(key), "not listed: " + key)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)
            // F1 opens it too.
            keyClick(Qt.Key_F1)
            tryVerify(() => dialog.opened)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)
        }

        /// On a projector (1024x768, large print) the list is taller than the
        /// dialog: a bar shows it, and the keys bring its end into view and
        /// go back to its top (the rows below could not be reached).
        function test_shortcutsScrollWithTheKeyboard() {
            window.width = 1024
            window.height = 768
            ViewOptions.largePrint = true
            try {
                keyClick(Qt.Key_F1)
                const dialog = findChild(bar, "shortcutsDialog")
                tryVerify(() => dialog.opened)
                waitForRendering(window.contentItem)
                const scroll = findChild(dialog.contentItem, "shortcutsScroll")
                const view = scroll.contentItem
                verify(view.contentHeight > view.height + 1, "the list fits: nothing to scroll")
                verify(scroll.ScrollBar.vertical.visible && scroll.ScrollBar.vertical.policy === ScrollBar.AlwaysOn,
                       "no bar shows there is more")
                // The rows end before the bar (a long action ran under it).
                const rows = view.contentItem.children[0]
                const scrollBar = scroll.ScrollBar.vertical
                verify(rows.mapToItem(scroll, rows.width, 0).x <= scrollBar.x + 0.5,
                       "the rows run under the bar: " + rows.mapToItem(scroll, rows.width, 0).x + " > " + scrollBar.x)
                compare(view.contentY, 0)
                keyClick(Qt.Key_Down)
                verify(view.contentY > 0, "Down does not scroll")
                keyClick(Qt.Key_End)
                tryVerify(() => Math.abs(view.contentY - (view.contentHeight - view.height)) < 1, 2000, "End does not reach the last row")
                keyClick(Qt.Key_Home)
                tryVerify(() => view.contentY === 0, 2000, "Home does not go back to the top")
                keyClick(Qt.Key_Escape)
                tryVerify(() => !dialog.visible)
            } finally {
                ViewOptions.largePrint = false
                window.width = 1280
                window.height = 800
            }
        }

        function test_tabReachesTheButtons() {
            game.newGame("kalah", {})
            game.player.stepping = false
            // The board takes the focus back after a new position; then the bar.
            wait(100)
            const newGame = findChild(bar, "newGameButton")
            newGame.forceActiveFocus(Qt.TabFocusReason)
            verify(newGame.visualFocus)
            compare(newGame.background.border.width, 2)
            // Undo and Redo are disabled at the start: Tab goes on to Teach.
            keyClick(Qt.Key_Tab)
            compare(window.activeFocusItem.objectName, "teachButton")
            verify(window.activeFocusItem.visualFocus)
            keyClick(Qt.Key_Space)
            verify(game.player.stepping)
            keyClick(Qt.Key_Return)
            verify(!game.player.stepping)
            // The menu titles come next; Space opens the Game menu.
            keyClick(Qt.Key_Tab)
            verify(window.activeFocusItem === menuBarItem(0), "Tab does not reach the Game menu")
            keyClick(Qt.Key_Space)
            tryVerify(() => bar.gameMenu.opened)
            keyClick(Qt.Key_Escape)
        }

        // ---- sizes and colours ----

        function test_fingerSized() {
            const least = Math.max(40, Screen.pixelDensity * 9)
            for (const name of ["newGameButton", "undoButton", "redoButton", "teachButton"]) {
                const button = findChild(bar, name)
                verify(button.height >= least, name + " " + button.height)
                verify(button.width >= least, name + " " + button.width)
            }
            for (let i = 0; i < 3; ++i)
                verify(menuBarItem(i).height >= least, "menu " + i + " " + menuBarItem(i).height)
            mouseClick(menuBarItem(1))
            for (const name of ["lightTheme", "darkTheme", "largePrint"])
                verify(entry(bar.viewMenu, name).height >= least, name)
        }

        function test_controlColoursReadable_data() {
            return [{ tag: "light", dark: false }, { tag: "dark", dark: true }]
        }
        function test_controlColoursReadable(data) {
            Theme.dark = data.dark
            // WCAG AA for text on every face a control can have.
            for (const bg of ["buttonFace", "hover", "pressed", "panel"])
                verify(contrast(Theme.text, Theme[bg]) >= 4.5, "text on " + bg)
            verify(contrast(Theme.accentText, Theme.accent) >= 4.5, "accentText on accent " + Theme.accentText + " " + Theme.accent)
            verify(contrast(Theme.mutedText, Theme.hover) >= 3, "shortcut text on hover")
            Theme.dark = false
        }

        function test_wideBarShowsTheWords() {
            window.width = 800
            tryVerify(() => bar.width === 800)
            verify(!bar.compact, "the English bar does not fit 800 pixels")
            const newGame = findChild(bar, "newGameButton")
            compare(newGame.display, AbstractButton.TextBesideIcon)
            // Every control within the bar, none on another.
            const row = [newGame, findChild(bar, "undoButton"), findChild(bar, "redoButton"),
                         findChild(bar, "teachButton"), findChild(bar, "variantTitle"), findChild(bar, "menuBar")]
            let right = 0
            for (const item of row) {
                const at = item.mapToItem(bar, 0, 0)
                verify(at.x >= right - 0.5, item.objectName + " overlaps the control before it")
                right = at.x + item.width
            }
            verify(right <= bar.width, "the menus leave the bar: " + right)
            window.width = 1280
        }

        function test_narrowBarShowsIcons() {
            const narrow = createTemporaryObject(narrowBar, root, { width: 420 })
            verify(narrow !== null)
            tryVerify(() => narrow.compact)
            const least = Math.max(40, Screen.pixelDensity * 9)
            for (const name of ["newGameButton", "undoButton", "redoButton", "teachButton"]) {
                const button = findChild(narrow, name)
                compare(button.display, AbstractButton.IconOnly, name)
                // The word stays the button's name, read out and shown as a tool tip.
                verify(button.Accessible.name !== "", name)
                verify(button.width >= least && button.height >= least, name)
            }
            const menus = findChild(narrow, "menuBar")
            const at = menus.mapToItem(narrow, 0, 0)
            verify(at.x + menus.width <= narrow.width + 0.5, "the menus leave the narrow bar")
            // Wide again: the words come back.
            narrow.width = 1000
            tryVerify(() => !narrow.compact)
            compare(findChild(narrow, "undoButton").display, AbstractButton.TextBesideIcon)
        }
    }

    Component {
        id: narrowBar
        GameToolBar {
            controller: narrowGame
        }
    }
}
