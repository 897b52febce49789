// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The final score, the winner and "play again".
Rectangle {
    id: panel

    required property GameController controller
    /// The end the player closed the box on ("" for none): browsing the
    /// moves and coming back to it does not open the box again; another
    /// end (undone and played otherwise, a new game) does.
    property string dismissedFor: ""
    readonly property string end: controller.history.plyCount + ":" + controller.scoreSouth + ":" + controller.scoreNorth
    readonly property bool dismissed: dismissedFor === end
    /// The winner's name; with the side when both players have the same name.
    readonly property string winnerName: {
        const c = controller
        const name = c.ending.winner === 0 ? c.players.southName : c.players.northName
        if (c.players.southName !== c.players.northName)
            return name
        return c.ending.winner === 0
               //: The winner when both players have the same name; %1 the name
               ? qsTr("South (%1)").arg(name)
               //: The winner when both players have the same name; %1 the name
               : qsTr("North (%1)").arg(name)
    }

    visible: controller.over && !controller.busy && !dismissed
    onVisibleChanged: {
        if (visible) {
            Qt.callLater(() => playAgain.forceActiveFocus(Qt.TabFocusReason))
        } else {
            // Closed (Esc, "Look at the board"): its hidden buttons let go of
            // the keyboard, so that Return no longer starts a new game.
            playAgain.focus = false
            lookAtBoard.focus = false
        }
    }
    color: Qt.rgba(0, 0, 0, 0.35)
    // A screen reader names the box as its focus enters: the winner, the score, why it ended.
    Accessible.role: Accessible.Dialog
    Accessible.name: winnerText.text + ", " + scoreText.text
    Accessible.description: panel.controller.ending.reason
    // Esc closes the panel, as "Look at the board" does (the focus is on its buttons).
    Keys.onEscapePressed: panel.dismissedFor = panel.end

    Connections {
        target: panel.controller
        function onGameChanged() { panel.dismissedFor = "" }
    }

    // Swallows clicks and taps meant for the board (a tap reaches it as a
    // mouse press; the holes below are MouseAreas too, see Pit.qml).
    MouseArea { anchors.fill: parent }

    Rectangle {
        objectName: "gameOverBox"
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
                id: winnerText
                objectName: "winnerText"
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: content.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                font.pixelSize: Theme.px(24)
                font.bold: true
                color: panel.controller.ending.winner < 0 ? Theme.text : Theme.sideColor(panel.controller.ending.winner)
                text: panel.controller.ending.winner < 0
                      //: The game ended with equal scores
                      ? qsTr("A draw")
                      //: %1 is the winner's name
                      : qsTr("%1 wins!").arg(panel.winnerName)
            }
            Label {
                id: scoreText
                objectName: "finalScore"
                Layout.alignment: Qt.AlignHCenter
                // Long names ("Computer (Perfect)") wrap inside the box instead of running out of it.
                Layout.maximumWidth: content.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: Theme.px(20)
                //: Final score: South's name, South's seeds, North's seeds, North's name
                text: qsTr("%1 %2 – %3 %4").arg(panel.controller.players.southName).arg(panel.controller.scoreSouth)
                      .arg(panel.controller.scoreNorth).arg(panel.controller.players.northName)
            }
            // The rule that ended the game, in words (G2, G3, the rule set's own end).
            Label {
                objectName: "endingNote"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                color: Theme.mutedText
                text: panel.controller.ending.reason
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 12
                Button {
                    id: lookAtBoard
                    objectName: "lookAtBoard"
                    Layout.preferredHeight: Math.max(44, Screen.pixelDensity * 10)
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                    // A screen reader's "press" (AT-SPI) answers as a click does (Qt 6.4 does not).
                    Accessible.onPressAction: clicked()
                    //: Closes the panel to look at the final board
                    text: qsTr("Look at the board")
                    onClicked: panel.dismissedFor = panel.end
                }
                Button {
                    id: playAgain
                    objectName: "playAgain"
                    Layout.preferredHeight: Math.max(44, Screen.pixelDensity * 10)
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                    Accessible.onPressAction: clicked()
                    highlighted: true
                    //: Starts a new game with the same rules
                    text: qsTr("Play again")
                    onClicked: panel.controller.restart()
                }
            }
        }
    }
}
