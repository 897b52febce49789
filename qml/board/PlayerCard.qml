// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// A player's name, colour and score, lit up while it is their decision.
// Like the board, it shows the move as far as the seeds have gone: the score
// grows as they reach the store and the turn passes when the sowing ends.
Rectangle {
    id: card
    objectName: "playerCard" + side

    required property GameController controller
    property int side: 0
    readonly property StepPlayer shown: controller.player
    readonly property bool deciding: !shown.over && shown.decider === side
    /// The computer plays this side (level 1-7), or 0 for a person.
    readonly property int level: side === 0 ? controller.players.southLevel : controller.players.northLevel
    /// The computer thinks for this side, and the board shows the position it thinks about.
    readonly property bool thinking: controller.announcer.thinkingSide === side

    implicitHeight: 34
    radius: 8
    color: deciding ? Qt.rgba(Theme.sideColor(side).r, Theme.sideColor(side).g, Theme.sideColor(side).b, 0.16)
                    : "transparent"
    border.color: deciding ? Theme.sideColor(side) : "transparent"
    border.width: 2

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 10
        anchors.rightMargin: 10
        spacing: 8
        Rectangle { width: 12; height: 12; radius: 6; color: Theme.sideColor(card.side) }
        Label {
            Layout.fillWidth: true
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: Theme.px(15)
            font.bold: card.deciding
            text: {
                // The computer's card says its level (the players' one name for the side).
                const name = card.side === 0 ? card.controller.players.southName : card.controller.players.northName
                if (card.level > 0)
                    return name
                const place = card.side === 0 ? qsTr("South") : qsTr("North")
                //: A player's name and their place at the board
                return name === place ? name : qsTr("%1 (%2)").arg(name).arg(place)
            }
        }
        ThinkingMark {
            objectName: "thinking" + card.side
            visible: card.thinking
            color: Theme.sideColor(card.side)
        }
        Label {
            color: Theme.mutedText
            font.pixelSize: Theme.px(14)
            visible: card.shown.round > 1
            //: The round being played
            text: qsTr("Round %1").arg(card.shown.round)
        }
        Label {
            objectName: "score"
            color: Theme.text
            font.pixelSize: Theme.px(15)
            font.bold: true
            //: A player's score so far
            text: qsTr("Score %1").arg(card.side === 0 ? card.shown.scoreSouth : card.shown.scoreNorth)
        }
    }
}
