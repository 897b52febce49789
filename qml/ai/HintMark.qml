// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala

// The hint on the board: a ring around the hole the strongest level would
// play and its value beside it ("+3 seeds"). It takes no clicks: the hint
// is never played for the player.
Item {
    id: mark

    required property Board board
    required property HintFinder hint
    /// The hole ringed and the value beside it: the hint's.
    property int hole: hint.hole
    property string valueText: hint.valueText

    visible: hint.shown && hole >= 0

    Rectangle {
        id: ring
        objectName: "hintRing"
        readonly property point center: mark.board.placeCenter(Math.max(0, mark.hole))
        // Beside the hole, inside the room the count leaves for it.
        width: mark.board.unit * 0.82 + 2 * mark.board.ringReach
        height: width
        x: center.x - width / 2
        y: center.y - height / 2
        radius: width / 2
        color: "transparent"
        border.width: Math.max(3, mark.board.unit * 0.08)
        border.color: "#ffd54a"
        antialiasing: true
    }
    Rectangle {
        id: value
        objectName: "hintValue"
        readonly property bool south: mark.hole < mark.board.houses
        // Between the stores (North's on the left, South's on the right): a
        // wide value by an end hole of a narrow board never covers a store's count.
        readonly property bool stores: mark.board.controller.ruleSet.hasTrays
        readonly property real halfStore: mark.board.unit * mark.board.storeColumns / 2
        readonly property real leftEdge: stores ? mark.board.placeCenter(101).x + halfStore : 0
        readonly property real rightEdge: stores ? mark.board.placeCenter(100).x - halfStore : mark.width
        /// In the groove beside the ring (South's hole: above it; North's:
        /// below), else in the groove's other half, moved sideways as little
        /// as it takes to stay clear of the marks' badges there, else over
        /// the hole itself: never on a badge.
        readonly property point at: {
            const unit = mark.board.unit
            const centred = Math.max(leftEdge, Math.min(rightEdge - width, ring.x + ring.width / 2 - width / 2))
            const beside = south ? ring.y - height + 4 : ring.y + ring.height - 4
            // The groove's other half, past the other row's badges' cells.
            const across = south ? mark.board.rowY(1) + unit / 2 + 1 : mark.board.rowY(0) - unit / 2 - height - 1
            const badges = mark.board.badgeBoxes
            // Clear of a badge by a few pixels: touching reads as covering.
            const gap = 3
            const clear = (x, y) => badges.every(b => x + width + gap <= b.x || b.x + b.width + gap <= x
                                                      || y + height + gap <= b.y || b.y + b.height + gap <= y)
            for (const y of [beside, across]) {
                // Centred on the hole, or just past a badge in the way, the nearest first.
                const xs = [centred]
                for (const b of badges)
                    xs.push(b.x - width - gap, b.x + b.width + gap)
                const fitting = xs.filter(x => x >= leftEdge && x + width <= rightEdge)
                                  .sort((a, b) => Math.abs(a - centred) - Math.abs(b - centred))
                for (const x of fitting) {
                    if (clear(x, y))
                        return Qt.point(x, y)
                }
            }
            return Qt.point(centred, ring.y + ring.height / 2 - height / 2)
        }
        x: at.x
        y: at.y
        width: valueLabel.implicitWidth + 12
        height: valueLabel.implicitHeight + 2
        radius: height / 2
        color: "#ffd54a"
        Text {
            id: valueLabel
            anchors.centerIn: parent
            text: mark.valueText
            color: "#3a2a00"
            font.pixelSize: Math.max(Theme.px(11), mark.board.unit * 0.22)
            font.bold: true
        }
    }
}
