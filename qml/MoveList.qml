// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// The decisions so far in the notation of the game record; a click shows
// the position after that decision.
Rectangle {
    id: list

    required property GameController controller

    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder

    Label {
        id: title
        x: 12
        y: 8
        //: Heading of the list of moves played
        text: qsTr("Moves")
        color: Theme.text
        font.bold: true
        font.pixelSize: 15
    }

    ScrollView {
        anchors.fill: parent
        anchors.topMargin: title.y + title.height + 6
        anchors.margins: 8
        clip: true

        Flow {
            width: list.width - 24
            spacing: 4

            ItemDelegate {
                //: The start of the game in the move list
                text: qsTr("Start")
                font.pixelSize: 13
                highlighted: list.controller.ply === 0
                onClicked: list.controller.goToPly(0)
            }
            Repeater {
                model: list.controller.moves
                delegate: ItemDelegate {
                    id: entry
                    required property var model
                    visible: entry.model.text !== ""
                    font.pixelSize: 13
                    leftPadding: 6
                    rightPadding: 6
                    highlighted: entry.model.current
                    text: entry.model.label
                    contentItem: Text {
                        text: entry.text
                        color: Theme.sideColor(entry.model.side)
                        font: entry.font
                    }
                    onClicked: list.controller.goToPly(entry.model.ply)
                }
            }
        }
    }
}
