// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala

// Seeds flying from a hole to a store or tally (captures, eating, the final
// sweep). Made for one step and destroyed when it lands.
Item {
    id: flight

    property real fromX
    property real fromY
    property real toX
    property real toY
    property int count: 1
    property real unit: 80
    property int duration: 400

    x: fromX
    y: fromY
    z: 20

    Repeater {
        model: Math.min(flight.count, 10)
        delegate: Seed {
            required property int index
            seedIndex: index * 17 + 3
            width: flight.unit * 0.19
            x: Math.cos(index * 2.4) * flight.unit * 0.12 * Math.sqrt(index) - width / 2
            y: Math.sin(index * 2.4) * flight.unit * 0.12 * Math.sqrt(index) - height / 2
        }
    }

    ParallelAnimation {
        running: true
        NumberAnimation { target: flight; property: "x"; to: flight.toX; duration: flight.duration; easing.type: Easing.InOutCubic }
        SequentialAnimation {
            // An arc: up first, then down into the store.
            NumberAnimation { target: flight; property: "y"; to: Math.min(flight.fromY, flight.toY) - flight.unit * 0.5; duration: flight.duration / 2; easing.type: Easing.OutQuad }
            NumberAnimation { target: flight; property: "y"; to: flight.toY; duration: flight.duration / 2; easing.type: Easing.InQuad }
        }
        onFinished: flight.destroy()
    }
}
