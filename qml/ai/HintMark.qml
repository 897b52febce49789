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

    visible: hint.shown && hint.hole >= 0

    Rectangle {
        id: ring
        objectName: "hintRing"
        readonly property point center: mark.board.placeCenter(Math.max(0, mark.hint.hole))
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
        objectName: "hintValue"
        readonly property bool above: mark.hint.hole < mark.board.houses
        // Between the stores (North's on the left, South's on the right): a
        // wide value by an end hole of a narrow board never covers a store's count.
        readonly property bool stores: mark.board.controller.ruleSet.hasTrays
        readonly property real halfStore: mark.board.unit * mark.board.storeColumns / 2
        readonly property real leftEdge: stores ? mark.board.placeCenter(101).x + halfStore : 0
        readonly property real rightEdge: stores ? mark.board.placeCenter(100).x - halfStore : mark.width
        x: Math.max(leftEdge, Math.min(rightEdge - width, ring.x + ring.width / 2 - width / 2))
        // South's hole: the value above the ring; North's: below.
        y: above ? ring.y - height + 4 : ring.y + ring.height - 4
        width: valueLabel.implicitWidth + 12
        height: valueLabel.implicitHeight + 4
        radius: height / 2
        color: "#ffd54a"
        Text {
            id: valueLabel
            anchors.centerIn: parent
            text: mark.hint.valueText
            color: "#3a2a00"
            font.pixelSize: Math.max(Theme.px(11), mark.board.unit * 0.22)
            font.bold: true
        }
    }
}
