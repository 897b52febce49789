// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala

// One pebble. Its colour and its place in a hole follow from its index, so
// the same hole always looks the same; a pebble that arrives drops in.
Rectangle {
    id: seed

    property int seedIndex: 0
    property bool dropIn: false
    property int dropDuration: 200

    // A small integer hash of the index: colour and shape vary without pattern.
    readonly property int mix: ((seedIndex + 11) * 2654435761) % 1000003

    width: 10
    height: width * (0.82 + (mix % 7) * 0.025)
    radius: width / 2
    color: Theme.seedColors[mix % Theme.seedColors.length]
    border.width: Math.max(1, width * 0.06)
    border.color: Qt.darker(color, 1.7)
    antialiasing: true

    gradient: Gradient {
        GradientStop { position: 0.0; color: Qt.lighter(seed.color, 1.35) }
        GradientStop { position: 0.55; color: seed.color }
        GradientStop { position: 1.0; color: Qt.darker(seed.color, 1.45) }
    }

    // The glint that makes it read as a polished stone.
    Rectangle {
        x: parent.width * 0.22
        y: parent.height * 0.16
        width: parent.width * 0.32
        height: parent.height * 0.22
        radius: height / 2
        color: "#ffffff"
        opacity: 0.55
    }

    ParallelAnimation {
        id: drop
        NumberAnimation { target: seed; property: "scale"; from: 1.7; to: 1; duration: seed.dropDuration; easing.type: Easing.OutBounce }
        NumberAnimation { target: seed; property: "opacity"; from: 0; to: 1; duration: seed.dropDuration / 2 }
    }
    // Shown again while a move plays: the pebble has just been dropped here.
    onVisibleChanged: {
        if (visible && dropIn)
            drop.restart()
    }
}
