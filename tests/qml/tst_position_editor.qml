// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Game > Set up position in the window (Main.qml) at 800x500: the keyboard
// (arrows, + and −, digits, Ctrl+Z, Escape) and the mouse (clicks, move mode)
// change the seeds; a position short of seeds cannot be played and says why;
// Cancel leaves the game as it was; Play from here starts the game from the
// position with its Setup tag; everything lies inside the window in every language.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "PositionEditor"
        when: windowShown

        property var window: null
        property var game: null
        property var actions: null
        property var editor: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 800, height: 500 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            actions = item("recordActions")
            tryVerify(() => actions.started, 3000)
            const picker = item("variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            game.player.speed = StepPlayer.Instant
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }
        function cleanup() {
            item("replaceGame").close()
            // Made on its first opening (Main.qml).
            if (editor) {
                editor.close()
                tryVerify(() => !editor.visible)
            }
            Translations.language = "en"
            ViewOptions.largePrint = false
        }
        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function part(name: string): Item {
            const found = findChild(editor.contentItem, name)
            verify(found !== null, "no item " + name + " in the editor")
            return found
        }
        /// Game > Set up position…, as the menu does it.
        function openEditor() {
            const menu = window.header.gameMenu
            let entry = null
            for (let i = 0; i < menu.count; ++i)
                if (menu.itemAt(i).objectName === "setUpPositionItem")
                    entry = menu.itemAt(i)
            verify(entry !== null, "no Set up position entry")
            entry.triggered()
            // Made on its first opening (Main.qml): found once open.
            editor = item("positionEditor")
            tryVerify(() => editor.opened)
            tryVerify(() => part("editorBoard").activeFocus)
            waitForRendering(window.contentItem)
        }
        function seeds(name: string): int { return editor.model.seedsIn(game.holeByName(name)) }

        function test_keys() {
            compare(game.newGame("kalah", {}), "")
            const before = game.positionSeeds()
            openEditor()
            compare(editor.cursor, 0)
            keyClick(Qt.Key_Right) // on b
            compare(editor.cursor, 1)
            keyClick("+")
            compare(seeds("b"), 5)
            // 49 of 48: nothing can be started, the reason says why.
            compare(part("seedTotal").text, "49 of 48 seeds")
            verify(!part("playFromHere").enabled)
            verify(!part("analyse").enabled)
            verify(part("editorReason").text.indexOf("1 seed too many") >= 0, part("editorReason").text)
            keyClick("-")
            compare(seeds("b"), 4)
            verify(part("playFromHere").enabled)
            // Digits type a count: 1 then 2 is 12.
            keyClick(Qt.Key_Up) // North's row, above b: E
            compare(editor.model.holeName(editor.cursor), "E")
            keyClick("1")
            keyClick("2")
            compare(seeds("E"), 12)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(seeds("E"), 1)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(seeds("E"), 4)
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
            compare(seeds("E"), 1)
            // Escape: the editor closes and the game is as it was.
            keyClick(Qt.Key_Escape)
            tryVerify(() => !editor.opened)
            compare(game.positionSeeds(), before)
        }

        /// A single seed is drawn beside the count, not under its digit "1".
        function test_singleSeedBesideTheCount() {
            compare(game.newGame("kalah", {}), "")
            openEditor()
            keyClick("1")
            compare(seeds("a"), 1)
            waitForRendering(window.contentItem)
            const cell = part("cell-a")
            const count = findChild(cell, "count")
            const pebble = findChild(cell, "pebble")
            verify(count !== null && pebble !== null)
            const c = count.mapToItem(null, (count.width - count.contentWidth) / 2, (count.height - count.contentHeight) / 2)
            const p = pebble.mapToItem(null, 0, 0)
            const apart = p.x >= c.x + count.contentWidth || p.x + pebble.width <= c.x
                    || p.y >= c.y + count.contentHeight || p.y + pebble.height <= c.y
            verify(apart, "the seed is under the digit 1")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !editor.opened)
        }

        /// A mark's badge at the bottom of a hole covers none of its pebbles
        /// (it hid the bottom one) and not its count.
        function test_markBadgeBesideThePebbles() {
            compare(game.newGame("qelat", {}), "")
            openEditor()
            verify(editor.model.setMark(0, 1, 1)) // a: North's walda (Q6)
            waitForRendering(window.contentItem)
            const cell = part("cell-a")
            const badge = findChild(cell, "mark")
            verify(badge.visible)
            const b = badge.mapToItem(null, 0, 0)
            const box = Qt.rect(b.x, b.y, badge.width, badge.height)
            const apart = (it, w, h, dx, dy) => {
                const p = it.mapToItem(null, dx, dy)
                return p.x >= box.x + box.width - 0.5 || p.x + w <= box.x + 0.5
                        || p.y >= box.y + box.height - 0.5 || p.y + h <= box.y + 0.5
            }
            let pebbles = 0
            const hollow = part("cell-a").children[0]
            for (let i = 0; i < hollow.children.length; ++i) {
                const it = hollow.children[i]
                if (it.objectName !== "pebble")
                    continue
                ++pebbles
                verify(apart(it, it.width, it.height, 0, 0), "the badge covers pebble " + pebbles)
            }
            compare(pebbles, 4)
            const count = findChild(cell, "count")
            verify(apart(count, count.contentWidth, count.contentHeight,
                         (count.width - count.contentWidth) / 2, (count.height - count.contentHeight) / 2), "the badge covers the count")
        }

        function test_disabledButtonsLookDisabled() {
            // 49 of 48: the buttons that cannot act wear the theme's disabled colour,
            // as in the window (a popup does not take the window's disabled colours).
            compare(game.newGame("kalah", {}), "")
            openEditor()
            keyClick("+")
            for (const name of ["playFromHere", "analyse", "copyEditedPosition", "editorRedo"]) {
                const button = part(name)
                verify(!button.enabled, name)
                verify(Qt.colorEqual(button.contentItem.color, Theme.disabledText), name + ": " + button.contentItem.color)
            }
            for (const name of ["cancelEditor", "editorUndo"]) {
                const button = part(name)
                verify(button.enabled, name)
                verify(Qt.colorEqual(button.contentItem.color, Theme.text), name + ": " + button.contentItem.color)
            }
        }

        function test_clicksAndMoveMode() {
            compare(game.newGame("kalah", {}), "")
            openEditor()
            const a = part("cell-a")
            mouseClick(a)
            compare(seeds("a"), 5)
            mouseClick(a, a.width / 2, a.height / 2, Qt.RightButton)
            compare(seeds("a"), 4)
            mouseClick(a, a.width / 2, a.height / 2, Qt.LeftButton, Qt.ShiftModifier)
            compare(seeds("a"), 3)
            // Move mode: a click picks c, each click on a target moves one seed there.
            mouseClick(part("moveMode"))
            verify(editor.moving)
            mouseClick(part("cell-c"))
            compare(editor.source, 2)
            mouseClick(part("cell-A"))
            mouseClick(part("cell-a"))
            compare(seeds("c"), 2)
            compare(seeds("A"), 5)
            compare(seeds("a"), 4)
            // Escape lets go of the source first, then closes.
            keyClick(Qt.Key_Escape)
            compare(editor.source, -1)
            verify(editor.opened)
            mouseClick(part("cancelEditor"))
            tryVerify(() => !editor.opened)
            compare(game.seedsIn(0), 4)
        }

        function test_wheelDragAndAnalyse() {
            compare(game.newGame("kalah", {}), "")
            openEditor()
            const b = part("cell-b")
            mouseWheel(b, b.width / 2, b.height / 2, 0, 120)
            compare(seeds("b"), 5)
            mouseWheel(b, b.width / 2, b.height / 2, 0, -120)
            mouseWheel(b, b.width / 2, b.height / 2, 0, -120)
            compare(seeds("b"), 3)
            // The wheel over a store changes it too (no forty clicks on "+").
            const store = part("store0")
            mouseWheel(store, store.width / 2, store.height / 2, 0, 120)
            mouseWheel(store, store.width / 2, store.height / 2, 0, 120)
            compare(editor.model.storeSouth, 2)
            mouseWheel(store, store.width / 2, store.height / 2, 0, -120)
            mouseWheel(store, store.width / 2, store.height / 2, 0, -120)
            mouseWheel(store, store.width / 2, store.height / 2, 0, -120)
            compare(editor.model.storeSouth, 0)
            // A drag from c to b moves one seed.
            const c = part("cell-c")
            mouseDrag(c, c.width / 2, c.height / 2, b.x + b.width / 2 - c.x - c.width / 2, 0)
            compare(seeds("c"), 3)
            compare(seeds("b"), 4)
            compare(part("seedTotal").text, "47 of 48 seeds")
            keyClick(Qt.Key_Right) // the focus is on a: on b
            keyClick("+")
            compare(seeds("b"), 5)
            // Copy: the named position string, as Ctrl+Shift+C copies it.
            mouseClick(part("copyEditedPosition"))
            compare(part("editorReason").text, "The position is on the clipboard.")
            keyClick("-")
            verify(part("editorReason").text !== "The position is on the clipboard.")
            keyClick("+")
            // Accessible names say the hole and its seeds.
            compare(b.Accessible.name, "hole b, 5 seeds")
            compare(part("editorBoard").Accessible.description, "hole b, 5 seeds")
            // Analyse: the game starts from the position (no moves: no question) with the analysis panel.
            const tools = item("computerTools")
            tools.analysing = false
            mouseClick(part("analyse"))
            tryVerify(() => !editor.opened)
            verify(tools.analysing)
            compare(game.seedsIn(1), 5)
            compare(game.seedsIn(2), 3)
            tools.analysing = false
        }

        function test_playFromHere() {
            compare(game.newGame("kalah", {}), "")
            verify(game.playHole(2)) // c: d e f and the store, South again
            openEditor()
            // a's four to A's: 0 in a, 8 in A; North to move.
            editor.cursor = 0
            for (let i = 0; i < 4; ++i)
                keyClick("-")
            editor.cursor = game.holeByName("A")
            for (let i = 0; i < 4; ++i)
                keyClick("+")
            mouseClick(part("northToMove"))
            compare(editor.model.toMove, 1)
            verify(part("playFromHere").enabled)
            const expected = editor.model.positionString
            mouseClick(part("playFromHere"))
            // The game has a move: the window asks before it is replaced.
            const ask = item("replaceGame")
            tryVerify(() => ask.opened)
            ask.accept()
            tryVerify(() => !editor.opened)
            compare(game.history.plyCount, 0)
            compare(game.toMove, 1)
            compare(game.seedsIn(0), 0)
            compare(game.seedsIn(6), 8)
            const records = actions
            compare("kalah: " + records.document.positionString(), expected)
            verify(records.importExport.exportText().indexOf("[Setup \"" + records.document.positionString() + "\"]") >= 0, records.importExport.exportText())
            verify(records.store.hasPreviousGame)
        }

        /// A store takes typed digits once it has the keyboard (a click):
        /// 20 and 19 without 39 clicks on "+"; Backspace takes the last digit,
        /// Up and Down add and take; the seed count under the board follows.
        function test_typedStores() {
            compare(game.newGame("kalah", {}), "")
            openEditor()
            editor.model.clearBoard()
            const south = part("store0")
            mouseClick(south)
            verify(south.activeFocus)
            keyClick("2")
            keyClick("0")
            compare(editor.model.storeSouth, 20)
            const north = part("store1")
            mouseClick(north)
            verify(north.activeFocus)
            keyClick("1")
            keyClick("9")
            compare(editor.model.storeNorth, 19)
            compare(part("seedTotal").text, "39 of 48 seeds")
            keyClick(Qt.Key_Backspace)
            compare(editor.model.storeNorth, 1)
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Up)
            compare(editor.model.storeNorth, 3)
            keyClick(Qt.Key_Down)
            compare(editor.model.storeNorth, 2)
            compare(part("seedTotal").text, "22 of 48 seeds")
            // A pause starts a new count: "7" after it is seven, not 27.
            wait(1000)
            keyClick("7")
            compare(editor.model.storeNorth, 7)
            compare(editor.model.storeSouth, 20)
            // Undo takes the typing back a digit at a time, the wheel still turns it.
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(editor.model.storeNorth, 2)
            mouseWheel(north, north.width / 2, north.height / 2, 0, 120)
            compare(editor.model.storeNorth, 3)
            // A click on a hole gives the keyboard back to the board.
            mouseClick(part("cell-a"))
            verify(part("editorBoard").activeFocus)
            compare(seeds("a"), 1)
        }

        /// The rule set is chosen in the editor (no game of it to start
        /// first): its start position, every seed there; the row length and
        /// Enkeshui's layout alike; Ctrl+Z brings back the rule set before.
        function test_ruleSetChoice() {
            compare(game.newGame("kalah", {}), "")
            openEditor()
            keyClick("+") // an edit: 49 of 48
            const box = part("editorRuleSet")
            for (const variant of ["qelat", "enkeshui", "mewelad", "qelat-keren", "kalah"]) {
                box.activated(box.indexOfValue(variant))
                compare(editor.model.variant, variant)
                compare(box.currentValue, variant)
                compare(editor.model.total, editor.model.expectedTotal)
                compare(part("seedTotal").text, editor.model.expectedTotal + " of " + editor.model.expectedTotal + " seeds")
                verify(editor.model.valid, editor.model.reason)
                verify(part("editorRuleSet").mapToItem(null, 0, 0).y >= 0)
            }
            box.activated(box.indexOfValue("enkeshui"))
            verify(part("editorRuleSet").displayText.indexOf("Enkeshui") >= 0)
            compare(editor.model.houses, 8)
            // Enkeshui 2x10: its layout (E1), 48 seeds.
            const houses = part("editorHouses")
            houses.increase()
            houses.valueModified()
            compare(editor.model.houses, 10)
            compare(findChild(editor.contentItem, "cell-J") !== null, true)
            compare(editor.model.total, 48)
            verify(editor.model.valid, editor.model.reason)
            // Layout B is a 2x8 layout: back to 8, then B.
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(editor.model.houses, 8)
            mouseClick(part("editorLayout-B"))
            compare(editor.model.houseRules["layout"], "B")
            compare(editor.model.total, editor.model.expectedTotal)
            // Undo walks back: layout A, then Kalah, then Kalah with the seed added.
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(editor.model.houseRules["layout"], undefined)
            for (let i = 0; i < 6; ++i)
                keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(editor.model.variant, "kalah")
            compare(part("seedTotal").text, "49 of 48 seeds")
            compare(box.currentValue, "kalah")
        }

        function test_withinTheWindow_data() {
            const rows = []
            for (const variant of ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"])
                for (const language of ["en", "de", "fr", "sw", "ti", "am"])
                    rows.push({ tag: variant + "-" + language, variant: variant, language: language, large: false })
            // Large print (View ▸ Large print) in the longest languages.
            for (const language of ["de", "fr", "ti"])
                rows.push({ tag: "mewelad-" + language + "-large", variant: "mewelad", language: language, large: true })
            return rows
        }
        function test_withinTheWindow(data) {
            compare(game.newGame(data.variant, {}), "")
            Translations.language = data.language
            ViewOptions.largePrint = data.large
            openEditor()
            const frame = Qt.rect(0, 0, window.width, window.height)
            for (const name of ["playFromHere", "analyse", "copyEditedPosition", "cancelEditor", "editorUndo",
                                "editorRedo", "seedTotal", "editorReason", "southToMove", "northToMove", "emptyBoard",
                                "moveMode", "cell-a", "cell-A", "editorRuleSet", "editorHouses"]) {
                const it = part(name)
                const p = it.mapToItem(null, 0, 0)
                const b = Qt.rect(p.x, p.y, it.width, it.height)
                verify(b.x >= -1 && b.y >= -1 && b.x + b.width <= frame.width + 1 && b.y + b.height <= frame.height + 1,
                       name + " lies outside the window: " + b)
            }
            // The holes do not overlap the buttons under the board.
            const hole = part("cell-a").mapToItem(null, 0, part("cell-a").height)
            verify(hole.y <= part("playFromHere").mapToItem(null, 0, 0).y, "the board runs into the buttons")
        }
    }
}
