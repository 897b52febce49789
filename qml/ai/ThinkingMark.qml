// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls

// "Thinking" on the computer's card: three dots that light up in turn and
// the word, for the eye and for a screen reader.
Row {
    id: mark

    property color color: Theme.accent

    spacing: 4
    Accessible.role: Accessible.StaticText
    //: Shown on the computer's card while it searches for its decision
    Accessible.name: qsTr("thinking")

    Repeater {
        model: 3
        delegate: Rectangle {
            id: dot
            required property int index
            anchors.verticalCenter: parent.verticalCenter
            width: 7
            height: 7
            radius: 3.5
            color: mark.color
            opacity: 0.3
            SequentialAnimation on opacity {
                running: mark.visible
                loops: Animation.Infinite
                PauseAnimation { duration: dot.index * 200 }
                NumberAnimation { to: 1; duration: 300 }
                NumberAnimation { to: 0.3; duration: 300 }
                PauseAnimation { duration: (2 - dot.index) * 200 }
            }
        }
    }
    Label {
        anchors.verticalCenter: parent.verticalCenter
        text: mark.Accessible.name
        color: Theme.mutedText
        font.pixelSize: Theme.px(13)
        font.italic: true
    }
}
