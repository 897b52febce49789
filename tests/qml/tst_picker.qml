// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The variant picker driven the way a player does: mouse clicks and touch
// taps on the cards, options, layout editor and Start, the game checked on
// the controller afterwards.
Item {
    id: root
    width: 1280
    height: 800

    GameController {
        id: game
    }
    VariantCatalog {
        id: catalog
    }
    VariantPicker {
        id: picker
        controller: game
        openAtStart: false
        // Relative to the test's working folder: the player's presets stay untouched.
        presetsFile: "tst_picker_presets.ini"
    }

    TestCase {
        id: test
        name: "Picker"
        when: windowShown

        function item(name: string): Item {
            const found = findChild(picker.contentItem, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function editorItem(name: string): Item {
            const found = findChild(picker.contentItem, "layoutEditor")
            const it = found ? findChild(found.contentItem, name) : null
            verify(it !== null, "no layout editor item " + name)
            return it
        }
        function tap(target: Item) {
            const t = touchEvent(target)
            t.press(0, target, target.width / 2, target.height / 2)
            t.commit()
            t.release(0, target, target.width / 2, target.height / 2)
            t.commit()
        }
        /// Lets bindings, layouts and popups settle after a change.
        function settle() {
            wait(50)
            waitForRendering(picker.contentItem, 250)
        }
        function press(target: Item, useTouch: bool) {
            settle()
            if (useTouch)
                tap(target)
            else
                mouseClick(target)
        }
        function openPicker() {
            picker.open()
            tryVerify(() => picker.opened)
            waitForRendering(picker.contentItem, 250)
            wait(300) // no double click with the last test's click
        }
        function start(useTouch: bool) {
            const button = item("startButton")
            verify(button.enabled, "Start is disabled: " + picker.setup.reason)
            press(button, useTouch)
            tryVerify(() => !picker.visible)
        }

        function init() {
            game.newGame("kalah", {})
            game.setLevel(0, 0)
            game.setLevel(1, 0)
            picker.setup.reset()
            picker.setup.setLevel(0, 0)
            picker.setup.setLevel(1, 0)
        }
        /// Chooses a row of a player box with the mouse, as a player does.
        function choosePlayer(box: Item, level: int) {
            settle()
            mouseClick(box)
            tryVerify(() => box.popup.opened)
            const list = box.popup.contentItem
            const row = list.itemAtIndex(box.indexOfValue(level))
            verify(row !== null, "no row for level " + level)
            mouseClick(row)
            tryVerify(() => !box.popup.visible)
        }
        function cleanup() {
            // A failed test leaves no page open over the next one.
            picker.rulesPage.close()
            picker.close()
            tryVerify(() => !picker.visible)
        }

        function test_startEachRuleSet_data() {
            return [
                { tag: "kalah-touch", id: "kalah", touch: true, houses: 6, total: 48 },
                { tag: "qelat-mouse", id: "qelat", touch: false, houses: 6, total: 48 },
                { tag: "qelat-keren-mouse", id: "qelat-keren", touch: false, houses: 6, total: 48 },
                { tag: "mewelad-touch", id: "mewelad", touch: true, houses: 6, total: 48 },
                { tag: "enkeshui-mouse", id: "enkeshui", touch: false, houses: 8, total: 48 },
                { tag: "enkeshui-touch", id: "enkeshui", touch: true, houses: 8, total: 48 },
            ]
        }
        function test_startEachRuleSet(data) {
            if (data.id === "kalah")
                game.newGame("qelat", {}) // so that choosing Kalah changes the game
            openPicker()
            press(item("card-" + data.id), data.touch)
            compare(picker.setup.variantId, data.id)
            start(data.touch)
            compare(game.ruleSet.variant, data.id)
            compare(game.ruleSet.houses, data.houses)
            compare(game.positionSeeds(), picker.setup.startSeeds)
            compare(game.positionSeeds().reduce((a, b) => a + b, 0), data.total)
            // W2/E2: the race opens Mewelad and Enkeshui.
            compare(game.decision.pending, data.id === "mewelad" || data.id === "enkeshui"
                    ? GameController.Race : GameController.Turn)
        }

        function test_standardRulesLooksDisabledWhenStandard() {
            // No house rule changed: "Standard rules" cannot act, and looks it.
            openPicker()
            press(item("card-mewelad"), false)
            const reset = item("resetButton")
            verify(!reset.enabled)
            verify(Qt.colorEqual(reset.contentItem.color, Theme.disabledText), String(reset.contentItem.color))
            press(findChild(item("rule-race"), "control"), false)
            verify(reset.enabled)
            verify(!Qt.colorEqual(reset.contentItem.color, Theme.disabledText), String(reset.contentItem.color))
            mouseClick(reset)
            verify(!reset.enabled)
        }

        function test_houseRuleSwitch_data() {
            return [
                { tag: "W2-race-off-mouse", id: "mewelad", rule: "race", touch: false },
                { tag: "E2-race-off-touch", id: "enkeshui", rule: "race", touch: true },
            ]
        }
        function test_houseRuleSwitch(data) {
            openPicker()
            press(item("card-" + data.id), data.touch)
            const row = item("rule-" + data.rule)
            const control = findChild(row, "control")
            verify(control.checked)
            press(control, data.touch)
            compare(picker.setup.houseRules[data.rule], "off")
            start(data.touch)
            compare(game.ruleSet.variant, data.id)
            compare(game.decision.pending, GameController.Turn) // South starts without the race
            compare(game.toMove, 0)
        }

        function test_houseRuleChoiceSentences_data() {
            return [
                { tag: "K7-empty-capture-last-seed", id: "kalah", rule: "empty-capture", index: 2, value: "last-seed",
                  touch: false },
                { tag: "G2-quiet-end-qelat-draw", id: "qelat", rule: "quiet-end", index: 1, value: "draw", touch: true },
            ]
        }
        function test_houseRuleChoiceSentences(data) {
            openPicker()
            press(item("card-" + data.id), data.touch)
            const row = item("rule-" + data.rule)
            const control = row.control // the drop-down (the row's switch and number box are hidden)
            compare(row.kind, "choice")
            const said = findChild(row, "valueSentence")
            // Scrolled into view, as a player would (quiet-end is the last rule).
            const flick = item("optionsScroll").contentItem
            flick.contentY = Math.max(0, Math.min(row.mapToItem(flick.contentItem, 0, 0).y,
                                                  flick.contentHeight - flick.height))
            settle()
            // The chosen value's own sentence stands under the rule's.
            compare(said.text, catalog.valueSentence(data.rule, control.model[0]))
            verify(said.text !== "")
            press(control, data.touch)
            tryVerify(() => control.popup.opened)
            const list = control.popup.contentItem
            waitForRendering(list)
            // Every value in the drop-down says what it means.
            for (let i = 0; i < control.model.length; ++i) {
                const entry = list.itemAtIndex(i)
                verify(entry !== null, "no entry " + i)
                compare(entry.sentence, catalog.valueSentence(data.rule, control.model[i]))
                verify(entry.sentence !== "")
            }
            press(list.itemAtIndex(data.index), data.touch)
            tryVerify(() => !control.popup.visible)
            compare(picker.setup.houseRules[data.rule], data.value)
            compare(said.text, catalog.valueSentence(data.rule, data.value))
            start(data.touch)
            compare(game.ruleSet.variant, data.id)
            compare(game.houseRule(data.rule), data.value)
        }

        function test_enkeshuiLayoutB() {
            openPicker()
            mouseClick(item("card-enkeshui"))
            settle()
            const b = item("layout-B")
            tap(b)
            compare(picker.setup.layout, "B")
            start(false)
            // E1 layout B: North 0 0 4 4 4 4 4 4 (H..A), South 4 4 4 4 4 4 0 0 (a..h).
            compare(game.positionSeeds(), [4, 4, 4, 4, 4, 4, 0, 0, 4, 4, 4, 4, 4, 4, 0, 0])
        }

        function test_kalahMoreHouses() {
            openPicker()
            mouseClick(item("card-kalah"))
            settle()
            const box = item("housesBox")
            const up = box.up.indicator
            mouseClick(up, up.width / 2, up.height / 2)
            mouseClick(up, up.width / 2, up.height / 2)
            compare(picker.setup.houses, 8)
            start(true)
            compare(game.ruleSet.houses, 8)
            compare(game.positionSeeds().length, 16)
            compare(game.positionSeeds().reduce((a, b) => a + b, 0), 64)
        }

        function test_layoutEditor() {
            openPicker()
            mouseClick(item("card-kalah"))
            mouseClick(item("editLayout"))
            const editor = findChild(picker.contentItem, "layoutEditor")
            tryVerify(() => editor.opened)
            settle()
            waitForRendering(editor.contentItem)
            const a = editorItem("edit-a")
            const b = editorItem("edit-b")
            const holeA = editorItem("edit-A")
            // Click twice on a, tap once on b, right-click on A: a 6, b 5, A 3.
            mouseClick(a, a.width / 2, a.width / 2)
            mouseClick(a, a.width / 2, a.width / 2)
            tap(b)
            mouseClick(holeA, holeA.width / 2, holeA.height - holeA.width / 2, Qt.RightButton)
            // Drag one seed from c to f: c 3, f 5.
            const c = editorItem("edit-c")
            const f = editorItem("edit-f")
            const to = f.mapToItem(c, f.width / 2, f.width / 2)
            mousePress(c, c.width / 2, c.width / 2)
            mouseMove(c, c.width / 2 + 20, c.width / 2)
            mouseMove(c, to.x, to.y)
            mouseRelease(c, to.x, to.y)
            compare(editor.model.rows, "4,4,4,4,4,3/6,5,3,4,4,5")
            compare(editor.model.total, 50)
            mouseClick(editorItem("useLayout"))
            tryVerify(() => !editor.visible)
            compare(picker.setup.layout, "custom")
            start(false)
            compare(game.positionSeeds(), [6, 5, 3, 4, 4, 5, 3, 4, 4, 4, 4, 4])
        }

        function test_layoutEditorRefusesEmptySouth() {
            openPicker()
            mouseClick(item("card-qelat"))
            mouseClick(item("editLayout"))
            const editor = findChild(picker.contentItem, "layoutEditor")
            tryVerify(() => editor.opened)
            for (let h = 0; h < 6; ++h)
                editor.model.setCount(h, 0)
            compare(editor.model.southTotal, 0)
            const reason = editorItem("editorReason")
            verify(reason.visible)
            verify(reason.text.indexOf("South has no seeds") >= 0, reason.text)
            verify(!editorItem("useLayout").enabled)
            editor.close()
            tryVerify(() => !editor.visible)
        }

        function test_presetSavedAndStarted() {
            const store = picker.presets
            const old = store.indexOf("Short Kalah")
            if (old >= 0)
                store.remove(old)
            openPicker()
            mouseClick(item("card-kalah"))
            settle()
            const box = item("housesBox")
            const down = box.down.indicator
            mouseClick(down, down.width / 2, down.height / 2) // 5 houses
            compare(picker.setup.houses, 5)
            const name = item("presetName")
            mouseClick(name)
            for (const ch of "Short Kalah")
                keyClick(ch)
            mouseClick(item("savePreset"))
            const row = store.indexOf("Short Kalah")
            verify(row >= 5)
            picker.setup.reset()
            compare(picker.setup.houses, 6)
            // Double-click starts the preset.
            const entry = item("preset-Short Kalah")
            mouseDoubleClickSequence(entry)
            tryVerify(() => !picker.visible)
            compare(game.ruleSet.houses, 5)
            compare(game.positionSeeds(), [4, 4, 4, 4, 4, 4, 4, 4, 4, 4])
            store.remove(store.indexOf("Short Kalah"))
        }

        function test_rulesPageShowMe() {
            openPicker()
            mouseClick(item("card-mewelad"))
            mouseClick(item("rulesButton"))
            const page = picker.rulesPage
            tryVerify(() => page.opened)
            compare(page.variantId, "mewelad")
            const spy = signalSpy.createObject(test, { target: picker, signalName: "showMe" })
            const rule = findChild(page.contentItem, "rule-W1")
            verify(rule !== null)
            // The page's list places its blocks at its next polish, once their
            // text has wrapped: until then they lie over each other.
            waitForRendering(page.contentItem)
            const link = findChild(rule, "showMe")
            mouseClick(link)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "W1")
            link.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(spy.count, 2)
            compare(spy.signalArguments[1][0], "W1")
            page.close()
            tryVerify(() => !page.visible)
        }

        function test_keyboardStart() {
            openPicker()
            const card = item("card-qelat-keren")
            card.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(picker.setup.variantId, "qelat-keren")
            keyClick(Qt.Key_Return, Qt.ControlModifier)
            tryVerify(() => !picker.visible)
            compare(game.ruleSet.variant, "qelat-keren")
        }
        function test_playersKeptAcrossRuleSets() {
            openPicker()
            const north = item("northPlayer")
            const south = item("southPlayer")
            choosePlayer(north, 3)
            compare(picker.setup.northLevel, 3)
            compare(north.displayText, "Computer 3\u00a0· Casual")
            // Another rule set: both boxes say what they said, and Start gives that game.
            press(item("card-qelat"), false)
            settle()
            compare(picker.setup.variantId, "qelat")
            compare(picker.setup.northLevel, 3)
            compare(north.displayText, "Computer 3\u00a0· Casual")
            compare(south.displayText, "Person")
            press(item("card-mewelad"), true)
            settle()
            compare(north.displayText, "Computer 3\u00a0· Casual")
            start(false)
            compare(game.ruleSet.variant, "mewelad")
            compare(game.players.northLevel, 3)
            compare(game.players.southLevel, 0)
        }

        function test_levelsSayNumberAndName() {
            openPicker()
            const north = item("northPlayer")
            const texts = []
            for (let i = 0; i < north.count; ++i)
                texts.push(north.textAt(i))
            // The number and its dot stay on one line (a no-break space).
            compare(texts.map(t => t.replace("\u00a0", " ")),
                    ["Person", "Computer 1 · Beginner", "Computer 2 · Novice", "Computer 3 · Casual",
                     "Computer 4 · Intermediate", "Computer 5 · Advanced", "Computer 6 · Master",
                     "Computer 7 · Perfect"])
            verify(texts[3].includes("3\u00a0·"))
            // Each box is headed by its side.
            compare(item("southLabel").text, "South (bottom)")
            compare(item("northLabel").text, "North (top)")
            // The chosen level is shown whole (it wraps in a narrow box, it is never cut).
            choosePlayer(north, 4)
            settle()
            const shown = north.contentItem
            verify(!shown.truncated, shown.text)
            verify(shown.contentWidth <= shown.width - shown.leftPadding - shown.rightPadding + 1,
                   "cut: " + shown.contentWidth + " > " + shown.width)
            verify(shown.contentHeight <= shown.height + 1, "cut: " + shown.contentHeight + " > " + shown.height + ": " + shown.text)
        }

        function test_masterTimeOnlyForTheLevelsThatUseIt() {
            openPicker()
            const row = item("masterTime")
            verify(!row.visible, "the time row shows for two people")
            choosePlayer(item("southPlayer"), 5)
            verify(!row.visible, "the time row shows for Advanced")
            choosePlayer(item("southPlayer"), 6)
            verify(row.visible, "no time row for Master")
            choosePlayer(item("southPlayer"), 7)
            verify(row.visible, "no time row for Perfect")
            // Perfect is Kalah's and Qelat's: in Mewelad the side plays Master, and the row stays.
            press(item("card-mewelad"), false)
            settle()
            compare(picker.setup.southLevel, 6)
            compare(item("southPlayer").displayText, "Computer 6\u00a0· Master")
            verify(row.visible)
            choosePlayer(item("southPlayer"), 0)
            verify(!row.visible, "the time row stays with Person and Person")
        }

        function test_seedsPerHoleAsThePreviewShows_data() {
            return [
                { tag: "kalah", id: "kalah", houses: 6, layout: "uniform", text: "" },
                { tag: "enkeshui-2x8-A", id: "enkeshui", houses: 8, layout: "A", text: "4 (some holes empty)" },
                { tag: "enkeshui-2x12", id: "enkeshui", houses: 12, layout: "A", text: "3 (some holes empty)" },
            ]
        }
        function test_seedsPerHoleAsThePreviewShows(data) {
            openPicker()
            press(item("card-" + data.id), false)
            if (data.houses !== picker.setup.houses)
                picker.setRule("houses", String(data.houses))
            settle()
            compare(picker.setup.layout, data.layout)
            const most = Math.max(...picker.setup.startSeeds)
            // E1: 2x12 is 3 in every filled hole; 2x8 A 4.
            if (data.layout === "uniform") {
                verify(item("seedsBox").visible)
                compare(item("seedsBox").value, most)
            } else {
                verify(!item("seedsBox").visible, "the seeds box shows " + item("seedsBox").value + " beside a layout of " + most)
                compare(item("seedsText").text, data.text)
                compare(picker.setup.filledHoleSeeds, most)
            }
        }
    }

    Component {
        id: signalSpy
        SignalSpy {}
    }
}
