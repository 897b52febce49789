// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Mancala

// At the window's smallest size, 800x500, every menu of the tool bar and
// every submenu shows all its entries inside the window, in every language
// and in large print: nothing runs past the bottom of the window; a menu
// too long for it scrolls, with a bar, and the keyboard reaches its last entry.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "MenusFit"
        when: windowShown

        property var window: null
        property var bar: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 800, height: 500 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            const picker = findChild(window.contentItem, "variantPicker")
            verify(picker !== null)
            picker.close()
            tryVerify(() => !picker.visible)
            bar = findChild(window.contentItem, "gameToolBar") ?? window.header
            verify(bar !== null)
            compare(window.controller.newGame("kalah", {}), "")
        }
        function cleanupTestCase() {
            Translations.language = "en"
            ViewOptions.largePrint = false
            window.close()
            window.destroy()
        }

        function cleanup() {
            for (const menu of [bar.gameMenu, bar.viewMenu, bar.helpMenu])
                menu.close()
            tryVerify(() => !bar.gameMenu.visible && !bar.viewMenu.visible && !bar.helpMenu.visible)
        }

        /// The menu lies inside the window; what does not fit scrolls, with a
        /// bar that shows it, and the keyboard brings its last entry into view.
        function checkFits(menu: var, what: string) {
            tryVerify(() => menu.opened, 3000, what + " does not open")
            waitForItemPolished(menu.contentItem)
            const list = menu.contentItem
            const top = list.mapToItem(null, 0, 0).y - menu.topPadding
            verify(menu.height <= window.height, what + ": " + menu.height + " px in a window " + window.height + " px tall")
            verify(top >= -1 && top + menu.height <= window.height + 1,
                   what + " runs from " + top + " to " + (top + menu.height) + " in a window " + window.height + " px tall")
            const whole = list.contentHeight + menu.topPadding + menu.bottomPadding
            if (whole <= menu.height + 1)
                return
            verify(list.interactive, what + " is cut and does not scroll")
            verify(list.ScrollBar.vertical && list.ScrollBar.vertical.visible, what + " scrolls with no bar to show it")
            // Down to the last entry that can be taken: it comes into view.
            let last = menu.count - 1
            while (last >= 0 && !(menu.itemAt(last) && menu.itemAt(last).enabled && menu.itemAt(last).text !== undefined))
                --last
            for (let k = 0; k < 3 * menu.count && menu.currentIndex !== last; ++k)
                keyClick(Qt.Key_Down)
            compare(menu.currentIndex, last, what + ": the keyboard does not reach the last entry")
            const entry = menu.itemAt(last)
            tryVerify(() => {
                const y = entry.mapToItem(list, 0, 0).y
                return y >= -1 && y + entry.height <= list.height + 1
            }, 2000, what + ": the last entry stays out of view")
        }

        /// On a projector's screen (1024x768 full screen) and a 1280x800
        /// laptop, in every language and in large print, every menu of the bar
        /// shows all its entries at once, with no scroll bar, below the bar
        /// (the Game menu needed a bar at 1024x768 and rose over its title).
        function test_projectorMenusWhole_data() {
            const rows = []
            for (const size of [[1024, 768], [1280, 800]])
                for (const code of Translations.languages)
                    for (const large of [false, true])
                        rows.push({ tag: size[0] + "x" + size[1] + "-" + code + (large ? "-large" : ""),
                                    width: size[0], height: size[1], language: code, large: large })
            return rows
        }
        function test_projectorMenusWhole(data) {
            window.width = data.width
            window.height = data.height
            Translations.language = data.language
            ViewOptions.largePrint = data.large
            waitForRendering(window.contentItem)
            const menus = [bar.gameMenu, bar.viewMenu, bar.helpMenu]
            for (let m = 0; m < menus.length; ++m) {
                const menu = menus[m]
                const title = findChild(bar, "menuBar").itemAt(m)
                const titleBottom = title.mapToItem(null, 0, title.height).y
                mouseClick(title)
                tryVerify(() => menu.opened, 3000, menu.objectName + " does not open")
                waitForItemPolished(menu.contentItem)
                const list = menu.contentItem
                const whole = list.contentHeight + menu.topPadding + menu.bottomPadding
                verify(whole <= menu.height + 1, menu.objectName + " needs " + whole + " px and has " + menu.height
                       + ": it scrolls at " + data.width + "x" + data.height)
                verify(!list.interactive, menu.objectName + " scrolls")
                const top = list.mapToItem(null, 0, 0).y - menu.topPadding
                verify(top >= titleBottom - 1, menu.objectName + " rises over its title: its top at " + top + ", the title's bottom at " + titleBottom)
                menu.close()
                tryVerify(() => !menu.visible)
            }
            window.width = 800
            window.height = 500
        }

        function test_everyMenuFits_data() {
            const rows = []
            for (const code of Translations.languages)
                for (const large of [false, true])
                    rows.push({ tag: code + (large ? "-large" : ""), language: code, large: large })
            return rows
        }
        function test_everyMenuFits(data) {
            Translations.language = data.language
            ViewOptions.largePrint = data.large
            waitForRendering(window.contentItem)
            const menus = [bar.gameMenu, bar.viewMenu, bar.helpMenu]
            for (let m = 0; m < menus.length; ++m) {
                const menu = menus[m]
                // Opened from the bar, where the player opens it.
                mouseClick(findChild(bar, "menuBar").itemAt(m))
                checkFits(menu, menu.objectName)
                for (let i = 0; i < menu.count; ++i) {
                    const item = menu.itemAt(i)
                    if (!item || !item.subMenu || !item.enabled)
                        continue
                    // Into view first: the menu may have scrolled to its last entry.
                    menu.contentItem.positionViewAtIndex(i, ListView.Contain)
                    waitForItemPolished(menu.contentItem)
                    mouseClick(item)
                    checkFits(item.subMenu, menu.objectName + " ▸ " + item.subMenu.objectName)
                    item.subMenu.close()
                    tryVerify(() => !item.subMenu.visible)
                }
                menu.close()
                tryVerify(() => !menu.visible)
            }
        }
    }
}
