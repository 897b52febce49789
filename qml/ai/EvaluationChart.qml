// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// The evaluation graph of the whole game: the value after each decision
// from South's view (above the middle line South is ahead, below North),
// exact values as filled dots, the review's marks coloured (?! ? ??), the
// position on show as a vertical line. A click shows the position after
// the decision under it. Drawn from the C++ model (EvaluationGraph).
Rectangle {
    id: chart

    required property EvaluationGraph graph
    /// The decisions played up to the position on show.
    property int shownPly: 0

    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder
    implicitHeight: Theme.px(96)
    Accessible.role: Accessible.Chart
    //: The evaluation graph's accessible name
    Accessible.name: qsTr("Evaluation graph: the value after each decision, for South")

    /// The colour of a review's mark: ?! ? ??.
    function markColor(glyph: int): color {
        return glyph >= 3 ? Theme.north : glyph === 2 ? Theme.accent : Theme.jenBadge
    }
    /// Where decision `ply` (1 ...) is drawn across the plot.
    function xOf(ply: int): real {
        const n = chart.graph.count
        return plot.x + (n <= 1 ? plot.width / 2 : (ply - 1) * plot.width / (n - 1))
    }
    function yOf(value: real): real {
        return plot.y + plot.height / 2 - value / chart.graph.range * plot.height / 2
    }
    /// The decision nearest to `x` (chart coordinates).
    function plyAt(x: real): int {
        const n = chart.graph.count
        if (n <= 1)
            return n
        return Math.max(1, Math.min(n, Math.round((x - plot.x) / plot.width * (n - 1)) + 1))
    }

    Label {
        id: caption
        x: 8
        y: 4
        width: parent.width - 16
        //: Caption of the evaluation graph (values in seeds from South's view)
        text: qsTr("Value for South, in seeds (±%1)").arg(Math.round(chart.graph.range))
        color: Theme.mutedText
        font.pixelSize: Theme.px(11)
        elide: Text.ElideRight
    }

    Item {
        id: plot
        x: 10
        y: caption.y + caption.height + 4
        width: chart.width - 20
        height: chart.height - y - 8
    }

    Canvas {
        id: canvas
        objectName: "evaluationCanvas"
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const g = chart.graph
            // The middle line: level.
            ctx.strokeStyle = Theme.panelBorder
            ctx.lineWidth = 1
            ctx.beginPath()
            ctx.moveTo(plot.x, chart.yOf(0))
            ctx.lineTo(plot.x + plot.width, chart.yOf(0))
            ctx.stroke()
            // The position on show.
            if (chart.shownPly > 0 && chart.shownPly <= g.count) {
                ctx.strokeStyle = Theme.mutedText
                ctx.beginPath()
                ctx.moveTo(chart.xOf(chart.shownPly), plot.y)
                ctx.lineTo(chart.xOf(chart.shownPly), plot.y + plot.height)
                ctx.stroke()
            }
            // The values, joined over the decisions without one.
            ctx.strokeStyle = Theme.south
            ctx.lineWidth = 2
            ctx.beginPath()
            let started = false
            for (let i = 0; i < g.count; ++i) {
                const p = g.point(i)
                if (!p.valued)
                    continue
                if (started)
                    ctx.lineTo(chart.xOf(p.ply), chart.yOf(p.value))
                else
                    ctx.moveTo(chart.xOf(p.ply), chart.yOf(p.value))
                started = true
            }
            ctx.stroke()
            // Exact values filled, estimates hollow; a mark in its colour, larger.
            // Many decisions: smaller dots, so that neighbours stay apart.
            const step = g.count > 1 ? plot.width / (g.count - 1) : plot.width
            const scale = Math.max(0.5, Math.min(1, step / 9))
            for (let i = 0; i < g.count; ++i) {
                const p = g.point(i)
                if (!p.valued)
                    continue
                const r = (p.glyph > 0 ? 4.5 : 3) * scale
                ctx.beginPath()
                ctx.arc(chart.xOf(p.ply), chart.yOf(p.value), r, 0, 2 * Math.PI)
                const c = p.glyph > 0 ? chart.markColor(p.glyph) : Theme.south
                ctx.fillStyle = p.exact ? c : Theme.panel
                ctx.fill()
                ctx.strokeStyle = c
                ctx.lineWidth = 1.5
                ctx.stroke()
            }
        }
        Connections {
            target: chart.graph
            function onPointsChanged() { canvas.requestPaint() }
        }
        Connections {
            target: chart
            function onShownPlyChanged() { canvas.requestPaint() }
            function onWidthChanged() { canvas.requestPaint() }
            function onHeightChanged() { canvas.requestPaint() }
        }
        Connections {
            target: Theme
            function onDarkChanged() { canvas.requestPaint() }
            function onHighContrastChanged() { canvas.requestPaint() }
        }
    }

    MouseArea {
        id: area
        objectName: "evaluationArea"
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: mouse => chart.graph.jumpTo(chart.plyAt(mouse.x))
        ToolTip.visible: area.containsMouse && chart.graph.count > 0
        ToolTip.delay: 300
        ToolTip.text: {
            const p = chart.graph.point(chart.plyAt(area.mouseX) - 1)
            return !p.valued
                   //: The evaluation graph's tool tip on a decision without a value: %1 its number
                   ? qsTr("Decision %1: no value").arg(p.ply)
                   //: The evaluation graph's tool tip: %1 the decision's number, %2 the value after it for South ("+2.3", "exact -8")
                   : qsTr("Decision %1: %2 for South").arg(p.ply).arg(ValueStyle.text(p.value, p.exact))
        }
    }
}
