// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The window at its smallest size, 800x500: the picker of every rule set
// shows everything inside the window, nothing drawn over anything else, the
// cards' names whole; the import error bar shows its message and its Close
// button whole.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "SmallWindow"
        when: windowShown

        property var window: null
        property var picker: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 800, height: 500 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            picker = findChild(window.contentItem, "variantPicker")
            verify(picker !== null)
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }

        function find(name: string): Item {
            const found = findChild(picker.contentItem, name) ?? findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        /// An item's rectangle in the window's coordinates.
        function box(item: Item): rect {
            const p = item.mapToItem(null, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function inside(inner: rect, outer: rect, slack: real): bool {
            return inner.x >= outer.x - slack && inner.y >= outer.y - slack
                && inner.x + inner.width <= outer.x + outer.width + slack
                && inner.y + inner.height <= outer.y + outer.height + slack
        }
        function overlap(a: rect, b: rect): bool {
            return a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1
                && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1
        }
        /// Every visible item outside scrolled areas lies within the window.
        function checkWithinWindow(item: Item, path: string) {
            if (!item.visible || item.opacity === 0 || item.width <= 0 || item.height <= 0)
                return
            const b = box(item)
            verify(inside(b, Qt.rect(0, 0, window.width, window.height), 1),
                   path + " lies outside the window: " + b)
            // What a Flickable holds scrolls: the Flickable itself is checked.
            if (item.contentY !== undefined && item.flickableDirection !== undefined)
                return
            for (let i = 0; i < item.children.length; ++i)
                checkWithinWindow(item.children[i], path + "/" + (item.children[i].objectName || i))
        }

        function openPicker() {
            if (!picker.opened)
                picker.open()
            tryVerify(() => picker.opened)
            waitForRendering(window.contentItem)
        }

        function test_pickerAt800x500_data() {
            return ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"].map(v => ({ tag: v, variant: v }))
        }
        function test_pickerAt800x500(data) {
            compare(window.width, 800)
            compare(window.height, 500)
            openPicker()
            picker.choose(data.variant)
            waitForRendering(window.contentItem)

            checkWithinWindow(picker.contentItem, "picker")

            // The cards' names are whole (on two lines if need be).
            for (const id of ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"]) {
                const title = findChild(find("card-" + id), "cardTitle")
                verify(!title.truncated, "the name on the card of " + id + " is cut: " + title.text)
            }

            // The presets, the player names and Start lie one under the other, none over another.
            const presets = box(find("presetList"))
            const names = box(find("playerNames"))
            const start = box(find("startButton"))
            verify(!overlap(presets, names), "the presets lie over the player names: " + presets + " " + names)
            verify(!overlap(names, start), "the player names lie over Start: " + names + " " + start)
            verify(!overlap(presets, start), "the presets lie over Start")
            const side = box(find("pickerSide"))
            for (const field of ["southName", "northName"])
                verify(inside(box(find(field)), side, 1), field + " leaves the column of the names")
            // The presets' own parts stay in their panel (a squeezed panel draws them over the names).
            for (const part of ["presetView", "presetName", "savePreset"])
                verify(inside(box(find(part)), presets, 1), part + " leaves the presets panel: " + box(find(part)) + " " + presets)
            // The preset list keeps room for a row at least.
            verify(find("presetView").height >= 40, "the preset list is squeezed: " + find("presetView").height)

            // The start position and the layout row fit the width of the options.
            const options = box(find("setupPreview"))
            // The column of the options (the rule set's name and its Rules button head it).
            const panel = box(find("rulesButton").parent.parent)
            verify(options.x + options.width <= panel.x + panel.width + 1,
                   "the start position is cut at the right: " + options + " in " + panel)
            verify(options.width >= 120, "the start position is too small to read: " + options.width)
            const edit = box(find("editLayout"))
            verify(edit.x + edit.width <= panel.x + panel.width + 1, "the layout row is cut: " + edit + " in " + panel)
        }

        function test_pickerAtDefaultSizeKeepsItsCards() {
            window.width = 1180
            window.height = 740
            openPicker()
            waitForRendering(window.contentItem)
            for (const id of ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"]) {
                const title = findChild(find("card-" + id), "cardTitle")
                verify(!title.truncated, "the name on the card of " + id + " is cut")
            }
            verify(!find("presetList").compact)
            checkWithinWindow(picker.contentItem, "picker")
            window.width = 800
            window.height = 500
        }

        // The computer on both sides at Master: the time row shows too, and
        // Start stays whole inside the window, its long names at their size.
        function test_pickerWithTheComputer_data() {
            const rows = []
            for (const size of [[1180, 740], [800, 500]])
                for (const variant of ["kalah", "qelat", "enkeshui"])
                    rows.push({ tag: variant + "-" + size[0] + "x" + size[1], variant: variant, width: size[0], height: size[1] })
            return rows
        }
        function test_pickerWithTheComputer(data) {
            window.width = data.width
            window.height = data.height
            openPicker()
            picker.choose(data.variant)
            picker.setup.setLevel(0, 6)
            picker.setup.setLevel(1, 4)
            waitForRendering(window.contentItem)
            wait(50)
            verify(find("masterTime").visible)
            checkWithinWindow(picker.contentItem, "picker")
            const start = find("startButton")
            const label = start.contentItem
            verify(inside(box(start), Qt.rect(0, 0, window.width, window.height), 1), "Start leaves the window: " + box(start))
            verify(label.contentHeight <= label.height + 1 && label.contentWidth <= label.width + 1,
                   "the name on Start is cut: " + label.text + " " + label.contentWidth + "x" + label.contentHeight
                   + " in " + label.width + "x" + label.height)
            compare(label.font.pixelSize, Theme.px(19))
            for (const name of ["southPlayer", "northPlayer"]) {
                const shown = find(name).contentItem
                verify(shown.contentHeight <= shown.height + 1, name + " is cut: " + shown.text)
            }
            const time = box(find("masterTime"))
            verify(!overlap(time, box(start)), "the time row lies over Start")
            picker.setup.setLevel(0, 0)
            picker.setup.setLevel(1, 0)
            window.width = 800
            window.height = 500
        }

        // On a projector (1024x768 and 1600x900 full screen) in large print,
        // every language: the picker lies inside the window, Start and the
        // names inside their column with its margin below, the presets keep
        // a row (at 1024x768 Start touched the screen's edge in English and
        // left it in Tigrinya, the descriptions' cards taking the room).
        function test_pickerOnAProjector_data() {
            const rows = []
            for (const size of [[1024, 768], [1600, 900]])
                for (const language of Translations.languages)
                    for (const large of [false, true])
                        rows.push({ tag: size[0] + "x" + size[1] + "-" + language + (large ? "-large" : ""),
                                    width: size[0], height: size[1], language: language, large: large })
            return rows
        }
        function test_pickerOnAProjector(data) {
            try {
                pickerOnAProjector(data)
            } finally {
                picker.setup.setLevel(1, 0)
                Translations.language = "en"
                ViewOptions.largePrint = false
                window.width = 800
                window.height = 500
            }
        }
        function pickerOnAProjector(data) {
            window.width = data.width
            window.height = data.height
            Translations.language = data.language
            ViewOptions.largePrint = data.large
            openPicker()
            picker.choose("qelat")
            // As at a first start: the computer plays North (its level's words take two lines).
            picker.setup.setLevel(1, 3)
            waitForRendering(window.contentItem)
            wait(50)
            checkWithinWindow(picker.contentItem, "picker")
            const side = box(find("pickerSide"))
            for (const part of ["presetList", "playerNames", "startButton"])
                verify(inside(box(find(part)), side, 1), part + " leaves the column under the presets: " + box(find(part)) + " " + side)
            verify(side.y + side.height <= window.height - 8, "the column ends at the screen's edge: " + side)
            verify(find("presetView").height >= 40, "the preset list is squeezed: " + find("presetView").height)
            const label = find("startButton").contentItem
            verify(label.contentHeight <= label.height + 1, "the name on Start is cut: " + label.text)
        }

        // Every level's words in the player boxes whole on their lines (a box
        // may take two lines; no word is broken, none cut), in every language.
        function test_playerBoxWords_data() {
            const rows = []
            for (const size of [[1180, 740], [800, 500]])
                for (const language of ["en", "de", "fr", "sw", "ti", "am"])
                    rows.push({ tag: language + "-" + size[0] + "x" + size[1], language: language, width: size[0], height: size[1] })
            return rows
        }
        function test_playerBoxWords(data) {
            window.width = data.width
            window.height = data.height
            Translations.language = data.language
            openPicker()
            const box = find("northPlayer")
            for (let level = 0; level <= 7; ++level) {
                picker.setup.setLevel(1, level)
                waitForRendering(window.contentItem)
                const shown = box.contentItem
                const room = shown.width - shown.leftPadding - shown.rightPadding
                metrics.font = shown.font
                for (const word of shown.text.split(/[ \u00a0]/)) {
                    metrics.text = word
                    verify(metrics.advanceWidth <= room + 1, "level " + level + ": '" + word + "' is broken: "
                           + metrics.advanceWidth + " > " + room)
                }
                verify(shown.contentHeight <= shown.height + 1, "level " + level + " is cut: " + shown.text)
                checkWithinWindow(picker.contentItem, "picker, level " + level)
            }
            picker.setup.setLevel(1, 0)
            Translations.language = "en"
            window.width = 800
            window.height = 500
        }
        TextMetrics {
            id: metrics
        }

        function test_importErrorBarWhole() {
            picker.close()
            tryVerify(() => !picker.visible)
            const records = find("errorBar").parent
            verify(records !== null)
            // Plain words are not a record: the error bar says so at the bottom of the window.
            verify(!records.importExport.importText("These are some words that are not a game record at all, written over "
                                       + "several lines so that the message is long enough to wrap."))
            verify(records.document.error !== "")
            const bar = find("errorBar")
            tryVerify(() => bar.visible)
            waitForRendering(window.contentItem)
            const text = find("errorText")
            const close = find("closeError")
            const b = box(bar)
            verify(inside(b, Qt.rect(0, 0, window.width, window.height), 1), "the error bar leaves the window: " + b)
            verify(inside(box(close), b, 0.5), "the Close button leaves the error bar: " + box(close) + " " + b)
            verify(inside(box(text), b, 0.5), "the message leaves the error bar")
            verify(text.contentHeight <= text.height + 1, "the message is cut: " + text.contentHeight + " > " + text.height)
            verify(!text.truncated)
            mouseClick(close)
            tryVerify(() => !bar.visible)
            compare(records.document.error, "")
        }
    }
}
