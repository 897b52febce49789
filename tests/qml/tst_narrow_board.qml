// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Mancala

// The window at 800x500, where the board and the move list are narrowest:
// a turn with its review mark ("1. c-a??") shows whole in the move list's
// column, and the hint's value never covers a store's count, whichever end
// hole it names and in every language.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "NarrowBoard"
        when: windowShown

        property var window: null
        property var game: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 800, height: 500 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            tryVerify(() => item("recordActions").started, 3000)
            const picker = item("variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            game.player.speed = StepPlayer.Instant
            game.setLevel(0, 0)
            game.setLevel(1, 0)
        }
        function cleanupTestCase() {
            Translations.language = "en"
            window.close()
            window.destroy()
        }
        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        /// An item's rectangle in the window's coordinates.
        function box(it: Item): rect {
            const p = it.mapToItem(null, 0, 0)
            return Qt.rect(p.x, p.y, it.width, it.height)
        }
        function overlap(a: rect, b: rect): bool {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }

        function test_markedTurnShowsWhole() {
            // K: c's 4 seeds end in South's store (another turn), then a; a
            // blunder by the notes' mark.
            const records = item("recordActions")
            verify(records.importExport.importText('[Variant "kalah"]\n\n1. c-a $4 {best f (1), played a (-19): 20 seeds lost, exact values} *\n'))
            game.history.goToPly(1)
            game.history.goToPly(2)
            const grid = item("moveGrid")
            waitForItemPolished(grid)
            let found = null
            let labels = []
            for (let t = 0; t < 30 && found === null; ++t) {
                wait(50)
                labels = []
                for (let i = 0; i < grid.count; ++i) {
                    const row = grid.itemAtIndex(i)
                    if (row)
                        labels.push(row.label)
                    if (row && row.label === "1. c-a??")
                        found = row
                }
            }
            verify(found !== null, "rows: " + labels.join(" | "))
            const text = findChild(found, "moveText")
            verify(text !== null)
            waitForRendering(grid)
            verify(!text.truncated, "\"" + text.text + "\" is cut in a column " + found.width + " px wide")
            verify(text.contentWidth <= text.width + 0.5, text.contentWidth + " px of text in " + text.width)
        }

        function test_hintSparesTheStores_data() {
            const rows = []
            for (const code of Translations.languages)
                rows.push({ tag: code, language: code })
            return rows
        }
        function test_hintSparesTheStores(data) {
            Translations.language = data.language
            compare(game.newGame("kalah", {}), "")
            game.computer.masterMillis = 200
            // Only South's f (next to South's store) can be played: the hint
            // names an end hole, a long value beside it ("about 9 seeds ahead").
            const records = item("recordActions")
            const fields = records.document.positionString().split(" ")
            fields[0] = "1,1,1,1,1,1/0,0,0,0,0,9"
            fields[1] = "15,18"
            verify(records.importExport.loadPosition(fields.join(" ")), fields.join(" "))
            {
                const board = item("board")
                board.forceActiveFocus()
                keyClick(Qt.Key_H)
                tryVerify(() => item("hintRing").visible, 10000)
                const hint = item("computerTools").hint
                tryVerify(() => !hint.searching, 10000)
                compare(hint.hole, 5)
                const value = item("hintValue")
                waitForRendering(window.contentItem)
                for (const store of ["southStore", "northStore"]) {
                    const count = findChild(item(store), "storeCount")
                    verify(count !== null)
                    verify(!overlap(box(value), box(count)),
                           data.language + ": the hint \"" + hint.valueText + "\" " + box(value) + " covers "
                           + store + "'s count " + box(count))
                }
            }
        }
    }
}
