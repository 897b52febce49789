// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The evaluation graph under the move list: hidden until a review has valued
// the game, then one point per decision; a click shows the position after
// the decision under it. The values in words on request (View menu).
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "EvaluationGraph"
        when: windowShown

        property var window: null
        property var game: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1600, height: 900 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
        }
        function cleanupTestCase() {
            window.close()
            window.destroy()
        }

        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }

        function test_clickJumpsToTheDecision() {
            item("variantPicker").close()
            // South's e loses 8 seeds (??), North's A 4 (?): exact values (Kalah endgame).
            const actions = item("recordActions")
            verify(actions.importExport.importText('[Variant "kalah"]\n[Setup "2,0,3,1,2,1/1,2,3,0,1,2 16,14 - - s play - 1 1 0 -"]\n\n'
                                      + '1. e D-C 2. f A *\n'), actions.document.error)
            game.computer.paused = true
            game.player.speed = StepPlayer.Instant
            const chart = item("evaluationChart")
            verify(!chart.visible) // nothing to draw before a review
            const review = item("computerTools").review
            review.nodes = 100000
            mouseClick(item("reviewButton"))
            tryVerify(() => review.reviewed && !review.running, 120000)
            tryVerify(() => chart.visible)
            const graph = chart.graph
            compare(graph.count, 5)
            compare(graph.point(0).glyph, 3)
            compare(graph.point(0).value, -6)
            verify(graph.point(0).exact)
            compare(graph.point(4).glyph, 2)
            waitForRendering(chart)
            // A click over the second decision shows the position after it.
            mouseClick(chart, chart.xOf(2), chart.height / 2)
            tryCompare(game.history, "ply", 2)
            mouseClick(chart, chart.xOf(5) - 1, chart.height / 2)
            tryCompare(game.history, "ply", 5)
            mouseClick(chart, chart.xOf(1), chart.height / 2)
            tryCompare(game.history, "ply", 1)
        }

        function test_valuesInWords() {
            compare(ValueStyle.words, false) // numbers by default
            compare(ValueStyle.text(3, true), "exact +3")
            ValueStyle.words = true
            compare(ValueStyle.text(3, false), "3 seeds ahead")
            ValueStyle.words = false
        }
    }
}
