// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mancala

// The decisions so far in the notation of the game record, two to a line;
// a click shows the position after that decision.
Rectangle {
    id: list

    required property GameController controller
    /// Teaching mode: a click on a move shows it from its start, to step through.
    property bool stepThrough: false

    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder
    clip: true

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

    GridView {
        id: grid
        anchors.fill: parent
        anchors.topMargin: title.y + title.height + 6
        anchors.margins: 8
        cellWidth: Math.floor(width / 2)
        cellHeight: 30
        model: list.controller.moves
        ScrollBar.vertical: ScrollBar {}
        onCountChanged: positionViewAtEnd()

        header: ItemDelegate {
            width: grid.width
            height: 30
            //: The start of the game in the move list
            text: qsTr("Start")
            font.pixelSize: 13
            highlighted: list.controller.ply === 0
            onClicked: list.controller.goToPly(0)
        }
        delegate: ItemDelegate {
            id: entry
            required property string label
            required property int side
            required property int ply
            required property bool current
            width: grid.cellWidth
            height: grid.cellHeight
            font.pixelSize: 13
            leftPadding: 6
            highlighted: entry.current
            text: entry.label
            contentItem: Text {
                text: entry.text
                elide: Text.ElideRight
                verticalAlignment: Text.AlignVCenter
                color: Theme.sideColor(entry.side)
                font: entry.font
            }
            onClicked: {
                list.controller.goToPly(entry.ply)
                if (list.stepThrough)
                    list.controller.player.seek(0)
            }
        }
    }
}
