// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Layouts that hold in every language: the game window at 800x500 and at a
// large size shows the board of every rule set, the picker, the rules page,
// teaching mode and the View menu in English, German, French, Tigrinya,
// Amharic and Swahili, and no text on them is elided or runs past its box
// or out of the window. (Text inside a scrolling view may run past the view:
// it scrolls.)
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "Layout"
        when: windowShown

        property var window: null
        readonly property var variants: ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"]

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 800, height: 500 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
        }
        function cleanupTestCase() {
            Translations.language = "en"
            window.close()
            window.destroy()
        }

        function find(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function settle() {
            wait(50)
            waitForRendering(window.contentItem, 300)
            // Lay out every layout now, as the next frame would.
            const force = item => {
                if (!item)
                    return
                for (let i = 0; i < item.children.length; ++i)
                    force(item.children[i])
                if (typeof item.forceLayout === "function")
                    item.forceLayout()
            }
            force(window.contentItem.parent)
        }

        /// True when `item` sits inside a view that scrolls (its text may leave the view).
        function scrolls(item: Item): bool {
            for (let p = item.parent; p; p = p.parent)
                if (p.contentY !== undefined && p.flickableDirection !== undefined)
                    return true
            return false
        }
        function shown(item: Item): bool {
            for (let p = item; p; p = p.parent)
                if (!p.visible || p.opacity === 0)
                    return false
            return true
        }
        /// Every elided or overflowing text under `top`, as readable lines.
        function textProblems(top: Item, where: string): var {
            const found = []
            const walk = item => {
                if (!item || !item.visible || item.opacity === 0)
                    return
                const isText = item.truncated !== undefined && item.text !== undefined && item.contentWidth !== undefined
                if (isText && item.text.length > 0 && item.width > 0 && shown(item)) {
                    const what = where + ": \"" + item.text + "\""
                    if (item.truncated)
                        found.push(what + " is elided")
                    else if (item.wrapMode === Text.NoWrap && item.contentWidth > item.width + 1 && true)
                        found.push(what + " runs past its box (" + Math.round(item.contentWidth) + " > " + Math.round(item.width) + ")")
                    if (!scrolls(item)) {
                        const box = item.mapToItem(null, 0, 0)
                        const right = box.x + Math.min(item.width, item.contentWidth)
                        const bottom = box.y + Math.min(item.height, item.contentHeight)
                        if (box.x < -1 || right > window.width + 1)
                            found.push(what + " leaves the window (x " + Math.round(box.x) + " to " + Math.round(right) + ")")
                        if (box.y < -1 || bottom > window.height + 1)
                            found.push(what + " leaves the window (y " + Math.round(box.y) + " to " + Math.round(bottom) + ")")
                    }
                }
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(top)
            return found
        }
        /// The problems met so far on the screens of one row.
        property var problems: []
        function check(where: string) {
            settle()
            problems = problems.concat(textProblems(window.contentItem.parent, where), textProblems(window.overlay, where))
        }

        function test_screens_data() {
            const rows = []
            for (const language of Translations.languages)
                for (const size of [[800, 500], [1600, 900]])
                    rows.push({ tag: language + " " + size[0] + "x" + size[1], language: language, w: size[0], h: size[1] })
            return rows
        }
        function showIn(data) {
            problems = []
            Translations.language = data.language
            compare(Translations.language, data.language)
            window.width = data.w
            window.height = data.h
        }
        function test_screens(data) {
            // The board with the tool bar, the cards and the decision line,
            // teaching mode (at 800x500 compact, its controls under the board),
            // the rules pages and the View menu.
            showIn(data)
            const game = window.controller
            find("variantPicker").close()
            for (const variant of variants) {
                game.player.stepping = false
                compare(game.newGame(variant, {}), "", variant)
                check(data.tag + " " + variant + " board")
                if (game.raceHandover.shown) {
                    game.raceHandover.acknowledge()
                    check(data.tag + " " + variant + " race")
                }
                game.player.stepping = true
                const legal = game.legalHoles
                if (legal.length > 0 && game.playHole(legal[0])) {
                    game.player.next()
                    check(data.tag + " " + variant + " teaching")
                    // The teaching panel's controls and the decision line in sight.
                    for (const name of ["teachingPanel", "decisionBar"]) {
                        const item = find(name)
                        const bottom = item.mapToItem(null, 0, item.height).y
                        if (bottom > window.height + 1)
                            problems = problems.concat([data.tag + " " + variant + " teaching: " + name
                                                        + " ends below the window (" + Math.round(bottom) + ")"])
                    }
                }
                game.player.stepping = false
                game.player.skipToEnd()
                window.showRules(variant) // the window's rules page, made on its first opening
                const rules = find("rulesPage")
                tryVerify(() => rules.opened)
                check(data.tag + " " + variant + " rules")
                rules.close()
                tryVerify(() => !rules.visible)
            }
            const toolBar = find("gameToolBar")
            toolBar.show("view/language")
            check(data.tag + " view menu")
            keyClick(Qt.Key_Escape)
            keyClick(Qt.Key_Escape)
            compare(problems.join("\n"), "", data.tag)
        }

        function test_picker_data() { return test_screens_data() }
        function test_picker(data) {
            // The picker on every rule set: compact cards at 800x500 (whole
            // names, no description), names and places on two lines where
            // they need it, a long name on Start on two lines.
            showIn(data)
            const picker = find("variantPicker")
            picker.open()
            tryVerify(() => picker.opened)
            for (const variant of variants) {
                picker.setup.variantId = variant
                check(data.tag + " " + variant + " picker")
            }
            picker.close()
            tryVerify(() => !picker.visible)
            compare(problems.join("\n"), "", data.tag)
        }
    }
}
