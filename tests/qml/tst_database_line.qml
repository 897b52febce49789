// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The Perfect level's database line (its text and progress bar) comes and
// goes while the game is played: the board stays where it is, at the size
// it is (it jumped 17 px each time, and a click in the jump was lost), and
// the line is shown whole in the window.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "DatabaseLine"
        when: windowShown

        property var window: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1024, height: 768 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            const picker = findChild(window.contentItem, "variantPicker") ?? findChild(window.overlay, "variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }

        function item(name: string): Item {
            const found = findChild(window.contentItem, name)
            verify(found !== null, "no item " + name)
            return found
        }
        /// Where the board is in the window, and its size.
        function place(board: Item): rect {
            const at = board.mapToItem(window.contentItem, 0, 0)
            return Qt.rect(Math.round(at.x), Math.round(at.y), Math.round(board.width), Math.round(board.height))
        }

        function test_boardStaysPut_data() {
            return [
                { tag: "1024x768", width: 1024, height: 768 },
                { tag: "1180x740", width: 1180, height: 740 },
                { tag: "800x500", width: 800, height: 500 },
                { tag: "1600x900", width: 1600, height: 900 },
            ]
        }
        function test_boardStaysPut(data) {
            window.width = data.width
            window.height = data.height
            compare(window.controller.newGame("enkeshui", {}), "")
            const board = item("board")
            const line = item("databaseProgress")
            const text = item("databaseProgressText")
            const bar = item("databaseProgressBar")
            verify(!line.visible)
            waitForRendering(window.contentItem)
            const before = place(board)

            // As while the database is built: the text and the bar.
            text.text = "Preparing perfect play: endgame database 40% built"
            line.visible = true
            bar.visible = true
            waitForRendering(window.contentItem)
            compare(place(board), before, "the board moved when the database line came")
            const at = line.mapToItem(window.contentItem, 0, 0)
            verify(line.height > 0 && at.y >= 0 && at.y + line.height <= window.contentItem.height + 1,
                   "the line is not shown whole: " + at.y + " + " + line.height)

            // The build is over: the line goes.
            bar.visible = false
            line.visible = false
            waitForRendering(window.contentItem)
            compare(place(board), before, "the board moved when the database line went")
        }
    }
}
