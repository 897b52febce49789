// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala

// The sowing hand: the seeds it holds hover over the hole it is at and
// glide from hole to hole as the step player walks the move.
Item {
    id: hand

    property int side: 0
    property int seeds: 0
    property real unit: 80
    property int moveDuration: 200
    property bool animated: true

    width: unit * 0.9
    height: unit * 0.62
    visible: seeds > 0
    z: 10

    Behavior on x { enabled: hand.animated; NumberAnimation { duration: hand.moveDuration; easing.type: Easing.InOutQuad } }
    Behavior on y { enabled: hand.animated; NumberAnimation { duration: hand.moveDuration; easing.type: Easing.InOutQuad } }

    // Shadow cast on the board: the hand is lifted.
    Rectangle {
        x: hand.unit * 0.08
        y: hand.unit * 0.14
        width: parent.width
        height: parent.height
        radius: height / 2
        color: Qt.rgba(0, 0, 0, 0.28)
    }
    Rectangle {
        id: palm
        anchors.fill: parent
        radius: height / 2
        color: Qt.rgba(1, 0.97, 0.9, 0.92)
        border.width: Math.max(2, hand.unit * 0.05)
        border.color: Theme.sideColor(hand.side)

        Repeater {
            model: 8
            delegate: Seed {
                required property int index
                visible: index < hand.seeds
                seedIndex: index * 13 + 7
                width: hand.unit * 0.17
                x: palm.width * (0.2 + (index % 4) * 0.17) - width / 2
                y: palm.height * (index < 4 ? 0.36 : 0.64) - height / 2
            }
        }
    }
    Rectangle {
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: -hand.unit * 0.12
        width: Math.max(height, countText.implicitWidth + hand.unit * 0.12)
        height: hand.unit * 0.3
        radius: height / 2
        color: Theme.sideColor(hand.side)
        Text {
            id: countText
            anchors.centerIn: parent
            text: hand.seeds
            color: "white"
            font.bold: true
            font.pixelSize: hand.unit * 0.2 * Theme.textScale
        }
    }
}
