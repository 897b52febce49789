// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The end of a round (Qelat of Keren, Mewelad): both tallies and the holes
// each player owns for the next round.
Rectangle {
    id: summary

    required property GameController controller
    readonly property RoundReport info: controller.roundReport

    visible: info.waits
    onVisibleChanged: {
        if (visible)
            Qt.callLater(() => nextRound.forceActiveFocus(Qt.TabFocusReason))
    }
    color: Qt.rgba(0, 0, 0, 0.35)
    // A screen reader names the box as its focus enters.
    Accessible.role: Accessible.Dialog
    Accessible.name: roundTitle.text

    // Swallows clicks and taps meant for the board (a tap reaches it as a
    // mouse press; the holes below are MouseAreas too, see Pit.qml).
    MouseArea { anchors.fill: parent }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 420)
        height: content.implicitHeight + 40
        radius: 14
        color: Theme.panel
        border.color: Theme.panelBorder

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 20
            spacing: 12
            Label {
                id: roundTitle
                Layout.alignment: Qt.AlignHCenter
                color: Theme.text
                font.pixelSize: Theme.px(22)
                font.bold: true
                //: %1 is the round number
                text: qsTr("Round %1 is over").arg(summary.info.round)
            }
            GridLayout {
                Layout.alignment: Qt.AlignHCenter
                columns: 3
                columnSpacing: 24
                Label { text: "" }
                Label { color: Theme.south; font.bold: true; text: summary.controller.players.southName }
                Label { color: Theme.north; font.bold: true; text: summary.controller.players.northName }
                Label {
                    color: Theme.mutedText
                    //: Seeds won in the round
                    text: qsTr("Seeds won")
                }
                Label { color: Theme.text; font.pixelSize: Theme.px(20); text: summary.info.south }
                Label { color: Theme.text; font.pixelSize: Theme.px(20); text: summary.info.north }
                Label {
                    color: Theme.mutedText
                    //: Holes each player owns in the next round
                    text: qsTr("Holes next round")
                }
                Label { color: Theme.text; font.pixelSize: Theme.px(20); text: summary.info.holesSouth }
                Label { color: Theme.text; font.pixelSize: Theme.px(20); text: summary.info.holesNorth }
            }
            Button {
                id: nextRound
                objectName: "nextRound"
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredHeight: Math.max(44, Screen.pixelDensity * 10)
                highlighted: true
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                // A screen reader's "press" (AT-SPI) answers as a click does (Qt 6.4 does not).
                Accessible.onPressAction: clicked()
                //: Closes the round summary and starts the next round
                text: qsTr("Next round")
                onClicked: summary.controller.roundReport.dismiss()
            }
        }
    }
}
