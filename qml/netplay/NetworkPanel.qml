// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// A game across computers, beside the board (NetworkPlay): what is
// happening, where to join (the host's address, port and join code), the
// host's rules for the guest to accept, the racing start's choice, the other
// player's questions (take back, draw), resign, a line of chat, Leave.
Rectangle {
    id: panel

    required property NetworkPlay network
    /// The guest accepts the host's rules (the window replaces the board).
    signal acceptRequested()

    objectName: "networkPanel"
    implicitHeight: column.implicitHeight + 24
    radius: 10
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2

    component PanelButton: Button {
        implicitWidth: contentItem.implicitWidth + leftPadding + rightPadding
        implicitHeight: Math.max(34, contentItem.implicitHeight + topPadding + bottomPadding)
        leftPadding: 10
        rightPadding: 10
        focusPolicy: Qt.StrongFocus
        Accessible.name: text
        Keys.onReturnPressed: clicked()
        Keys.onEnterPressed: clicked()
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        Label {
            Layout.fillWidth: true
            //: Heading of the panel of a game across computers; %1 the other player's name
            text: qsTr("Across computers · %1").arg(panel.network.opponentName)
            color: Theme.accent
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "networkStatus"
            Layout.fillWidth: true
            text: panel.network.status
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "networkWhere"
            Layout.fillWidth: true
            // Also once the connection is lost: the guest joins again with the same code.
            visible: panel.network.port > 0
                     && (panel.network.stage === NetworkPlay.Waiting || panel.network.stage === NetworkPlay.Lost)
            //: Game across computers, host: what the other player types to join
            text: qsTr("Address: %1 · Port: %2 · Join code: %3").arg(panel.network.address)
                  .arg(panel.network.port).arg(panel.network.code)
            color: Theme.text
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "networkRules"
            Layout.fillWidth: true
            visible: panel.network.stage === NetworkPlay.Reviewing
            //: Game across computers, guest: %1 the rule set and house rules, %2 South or North
            text: qsTr("Rules: %1. You play %2.").arg(panel.network.rulesText)
                  .arg(panel.network.mySide === 0 ? qsTr("South") : qsTr("North"))
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6
            visible: panel.network.raceChoices.length > 0
            Repeater {
                model: panel.network.raceChoices
                delegate: PanelButton {
                    required property string modelData
                    objectName: "raceChoice_" + modelData
                    text: modelData
                    onClicked: panel.network.chooseRace(modelData)
                }
            }
        }
        Label {
            Layout.fillWidth: true
            visible: panel.network.undoAsked || panel.network.drawOffered
            text: panel.network.undoAsked
                  //: Game across computers: %1 the other player
                  ? qsTr("%1 asks to take back their last move.").arg(panel.network.opponentName)
                  //: Game across computers: %1 the other player
                  : qsTr("%1 offers a draw.").arg(panel.network.opponentName)
            color: Theme.accent
            wrapMode: Text.WordWrap
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6
            PanelButton {
                objectName: "networkAccept"
                visible: panel.network.stage === NetworkPlay.Reviewing
                //: Game across computers, guest: play with the host's rules
                text: qsTr("Accept")
                onClicked: panel.acceptRequested()
            }
            PanelButton {
                visible: panel.network.undoAsked || panel.network.drawOffered
                //: Game across computers: agree to the other player's question
                text: qsTr("Agree")
                onClicked: panel.network.undoAsked ? panel.network.answerUndo(true) : panel.network.answerDraw(true)
            }
            PanelButton {
                visible: panel.network.undoAsked || panel.network.drawOffered
                //: Game across computers: refuse the other player's question
                text: qsTr("Refuse")
                onClicked: panel.network.undoAsked ? panel.network.answerUndo(false) : panel.network.answerDraw(false)
            }
            PanelButton {
                visible: panel.network.stage === NetworkPlay.Playing
                //: Game across computers: ask the other player to take back your last move
                text: qsTr("Ask to take back")
                // Only with a move of one's own to take back and no question open.
                enabled: panel.network.canAskUndo
                onClicked: panel.network.requestUndo()
            }
            PanelButton {
                visible: panel.network.stage === NetworkPlay.Playing
                //: Game across computers
                text: qsTr("Offer a draw")
                onClicked: panel.network.offerDraw()
            }
            PanelButton {
                visible: panel.network.stage === NetworkPlay.Playing
                //: Game across computers
                text: qsTr("Resign")
                onClicked: panel.network.resign()
            }
            PanelButton {
                objectName: "networkJoinAgain"
                // The guest's (the host, with its port, waits for the guest to join again).
                visible: panel.network.stage === NetworkPlay.Lost && panel.network.port === 0
                //: Game across computers, guest: connect to the host again
                text: qsTr("Join again")
                onClicked: panel.network.rejoin()
            }
            PanelButton {
                objectName: "networkLeave"
                //: Game across computers: end it (the board stays)
                text: qsTr("Leave")
                onClicked: panel.network.close()
            }
        }
        Label {
            Layout.fillWidth: true
            visible: panel.network.chat.length > 0
            text: panel.network.chat.slice(-4).join("\n")
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            visible: panel.network.stage === NetworkPlay.Playing || panel.network.stage === NetworkPlay.Over
            TextField {
                id: chatLine
                objectName: "chatLine"
                Layout.fillWidth: true
                maximumLength: 500
                //: Game across computers: the chat line's placeholder
                placeholderText: qsTr("A line to the other player")
                onAccepted: send.clicked()
            }
            PanelButton {
                id: send
                //: Game across computers: send the chat line
                text: qsTr("Send")
                enabled: chatLine.text.trim() !== ""
                onClicked: {
                    if (panel.network.sendChat(chatLine.text) === "")
                        chatLine.clear()
                }
            }
        }
    }
}
