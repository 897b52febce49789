// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The line under the board: whose turn it is, what they must decide, and a
// button for every decision that is not a hole (direction, take or leave,
// pass, swap, the special move), or "skip" while a move plays.
Rectangle {
    id: bar

    required property GameController controller
    readonly property string decider: nameOf(controller.decider)

    /// A side's name, or the computer's with its level.
    function nameOf(side: int): string {
        const level = controller.level(side)
        if (level > 0)
            //: The computer as a player; %1 its level's name
            return qsTr("Computer (%1)").arg(controller.computer.levelName(level))
        return side === 0 ? controller.southName : controller.northName
    }
    readonly property real buttonHeight: Math.max(40, Screen.pixelDensity * 9)

    signal distributeRequested()

    /// A decision button as tall as a finger; Return and Enter press it too.
    component ChoiceButton: Button {
        Layout.preferredHeight: bar.buttonHeight
        Layout.minimumWidth: bar.buttonHeight
        Keys.onReturnPressed: clicked()
        Keys.onEnterPressed: clicked()
    }

    /// When only buttons can answer (no hole is playable), the first of them
    /// takes the keyboard focus, shown, so that Enter answers and Tab moves on.
    function focusChoices() {
        const c = controller
        if (c.busy || c.over || c.raceScreen || c.roundSummary.round !== undefined || c.legalHoles.length > 0)
            return
        for (let i = 0; i < row.children.length; ++i) {
            const item = row.children[i]
            if (item instanceof Button && item.visible && item.enabled) {
                item.forceActiveFocus(Qt.TabFocusReason)
                return
            }
        }
    }

    Connections {
        target: bar.controller
        function onPositionChanged() { Qt.callLater(bar.focusChoices) }
        function onBusyChanged() { Qt.callLater(bar.focusChoices) }
        function onRoundSummaryChanged() { Qt.callLater(bar.focusChoices) }
        function onRaceScreenChanged() { Qt.callLater(bar.focusChoices) }
    }

    objectName: "decisionBar"
    implicitHeight: Math.max(buttonHeight + 16, row.implicitHeight + 16)
    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder

    // Screen readers speak this alert when it changes: the moves played,
    // captures and other events, the turn changing hands, refused clicks.
    Item {
        objectName: "liveRegion"
        Accessible.role: Accessible.AlertMessage
        Accessible.name: [status.text, detail.text].filter(t => t !== "").join(" ")
    }

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: 14
        anchors.rightMargin: 8
        spacing: 10

        Rectangle {
            Layout.preferredWidth: 14
            Layout.preferredHeight: 14
            radius: 7
            // Like the cards, the turn passes when the move has been shown.
            color: Theme.sideColor(bar.controller.player.decider)
            visible: !bar.controller.player.over
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            Label {
                id: status
                Layout.fillWidth: true
                // A long question (take or leave, in Tigrinya or Swahili) on two lines rather than cut.
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: Theme.px(16)
                font.bold: true
                text: {
                    const c = bar.controller
                    if (c.player.over)
                        //: Shown when the game has ended
                        return qsTr("Game over")
                    if (c.busy)
                        return c.announcement !== "" ? c.announcement : qsTr("%1 is sowing…").arg(bar.nameOf(c.player.stepSide))
                    switch (c.pending) {
                    case GameController.Race:
                        //: The racing start (W2, E2): each player picks a hole in secret
                        return qsTr("Race: %1 chooses a hole in secret").arg(bar.decider)
                    case GameController.ContinueFrom:
                        //: After eating (M5) the player picks the hole to sow next
                        return qsTr("%1: choose a hole to continue from").arg(bar.decider)
                    case GameController.Direction:
                        //: Clockwise privilege (E7)
                        return qsTr("%1: choose the direction of the remaining laps").arg(bar.decider)
                    case GameController.TakeOrLeave:
                        //: Claimed captures (W4); %2 is a hole name
                        return qsTr("%1: take the four in %2 or leave it?").arg(bar.decider).arg(c.holeName(c.offerHole))
                    default:
                        if (c.computerDecides && c.computer.proving)
                            //: The Perfect level's time is up but its proof of the exact value is close: it finishes it (a few seconds at most); %1 names it
                            return qsTr("%1 is proving…").arg(bar.decider)
                        if (c.computerDecides)
                            //: The computer searches for its decision; %1 names it
                            return qsTr("%1 is thinking…").arg(bar.decider)
                        if (c.canPass)
                            return qsTr("%1 has no legal move").arg(bar.decider)
                        return qsTr("%1 to move").arg(bar.decider)
                    }
                }
            }
            Label {
                id: detail
                Layout.fillWidth: true
                visible: text !== ""
                elide: Text.ElideRight
                color: bar.controller.message !== "" ? Theme.north : Theme.mutedText
                font.pixelSize: Theme.px(13)
                text: bar.controller.message !== "" ? bar.controller.message
                                                    : (!bar.controller.busy ? bar.controller.announcement : "")
            }
        }

        ChoiceButton {
            visible: bar.controller.busy
            //: Jumps to the end of the sowing animation
            text: qsTr("Skip")
            onClicked: bar.controller.player.skipToEnd()
        }
        ChoiceButton {
            id: firstChoice
            objectName: "counterClockwise"
            visible: !bar.controller.busy && !bar.controller.computerDecides && bar.controller.pending === GameController.Direction
            //: Counter-clockwise sowing (E7)
            text: qsTr("↺ Counter-clockwise")
            onClicked: bar.controller.chooseDirection(false)
        }
        ChoiceButton {
            objectName: "clockwise"
            visible: !bar.controller.busy && !bar.controller.computerDecides && bar.controller.pending === GameController.Direction
            //: Clockwise sowing (E7)
            text: qsTr("↻ Clockwise")
            onClicked: bar.controller.chooseDirection(true)
        }
        ChoiceButton {
            objectName: "take"
            visible: !bar.controller.busy && !bar.controller.computerDecides && bar.controller.pending === GameController.TakeOrLeave
            highlighted: true
            //: Take the capture on offer (W4)
            text: qsTr("Take")
            onClicked: bar.controller.take()
        }
        ChoiceButton {
            objectName: "leave"
            visible: !bar.controller.busy && !bar.controller.computerDecides && bar.controller.pending === GameController.TakeOrLeave
            //: Leave the capture on offer (W4)
            text: qsTr("Leave")
            onClicked: bar.controller.leave()
        }
        ChoiceButton {
            objectName: "pass"
            visible: !bar.controller.busy && bar.controller.canPass
            //: The player has no legal move and passes the turn
            text: qsTr("Pass")
            highlighted: true
            onClicked: bar.controller.pass()
        }
        ChoiceButton {
            objectName: "swap"
            visible: !bar.controller.busy && bar.controller.canSwap
            //: The pie rule (K9): North takes over South's position
            text: qsTr("Swap sides")
            onClicked: bar.controller.swapSides()
        }
        ChoiceButton {
            objectName: "specialMove"
            visible: !bar.controller.busy && bar.controller.canDistribute
            //: Enkeshui special move (E8): place the seeds of two holes freely
            text: qsTr("Special move…")
            onClicked: bar.distributeRequested()
        }
    }
}
