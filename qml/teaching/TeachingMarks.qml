// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala

// Teaching mode, over the board: a bright ring around each hole or store the
// sentence on show names (and a lesson's hint), pulsing gently. It takes no
// clicks: the holes under it stay playable.
Item {
    id: marks

    required property Board board
    /// Ring indices of holes, 100/101 for South's/North's store.
    property var places: []

    Repeater {
        model: marks.places
        delegate: Rectangle {
            id: ring
            required property int modelData
            readonly property bool store: modelData === 100 || modelData === 101
            readonly property point center: marks.board.placeCenter(modelData)
            // A store's ring round its seeds and count, clear of its name.
            readonly property rect storeBox: store ? marks.board.storeRingBox(modelData) : Qt.rect(0, 0, 0, 0)
            objectName: "taught-" + modelData
            // A hole's ring beside it, inside the room the count leaves for it.
            width: store ? storeBox.width : marks.board.unit * 0.82 + 2 * marks.board.ringReach
            height: store ? storeBox.height : width
            x: store ? storeBox.x : center.x - width / 2
            y: store ? storeBox.y : center.y - height / 2
            radius: width / 2
            color: "transparent"
            border.width: Math.max(3, marks.board.unit * 0.07)
            border.color: "#7fe3ff"
            antialiasing: true
            SequentialAnimation on opacity {
                loops: Animation.Infinite
                running: ring.visible
                NumberAnimation { from: 1; to: 0.55; duration: 700; easing.type: Easing.InOutSine }
                NumberAnimation { from: 0.55; to: 1; duration: 700; easing.type: Easing.InOutSine }
            }
        }
    }
}
