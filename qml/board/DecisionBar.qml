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
    /// What the line says, made from the game's state (C++).
    readonly property Announcer announcer: controller.announcer
    readonly property real buttonHeight: Math.max(40, Screen.pixelDensity * 9)

    signal distributeRequested()

    /// A decision button as tall as a finger; Return and Enter press it too.
    component ChoiceButton: Button {
        Layout.preferredHeight: bar.buttonHeight
        Layout.minimumWidth: bar.buttonHeight
        Keys.onReturnPressed: clicked()
        Keys.onEnterPressed: clicked()
        // A screen reader's "press" (AT-SPI) answers as a click does (Qt 6.4 does not).
        Accessible.onPressAction: clicked()
    }

    /// When only buttons can answer (no hole is playable), the first of them
    /// takes the keyboard focus, shown, so that Enter answers and Tab moves on.
    function focusChoices() {
        const c = controller
        if (c.busy || c.over || c.raceHandover.shown || c.roundReport.shown || c.legalHoles.length > 0)
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
        function onPositionChanged() {
            Qt.callLater(bar.focusChoices)
            announcement.sayAgain()
        }
        // A refusal, said again when the same click is refused again.
        function onMessageChanged() { announcement.sayAgain() }
        function onBusyChanged() { Qt.callLater(bar.focusChoices) }
    }
    Connections {
        target: bar.controller.roundReport
        function onChanged() { Qt.callLater(bar.focusChoices) }
    }
    Connections {
        target: bar.controller.raceHandover
        function onShownChanged() { Qt.callLater(bar.focusChoices) }
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
        Accessible.name: bar.announcer.spoken
    }
    // Orca says this one aloud: the line where it stops, after each move
    // (its result, the computer's move, the end and why), a refusal, a turn.
    LiveRegion {
        id: announcement
        objectName: "announcement"
        text: bar.announcer.spoken
        live: !bar.controller.busy
    }

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: 14
        anchors.rightMargin: 8
        spacing: 10

        Rectangle {
            objectName: "statusSide"
            Layout.preferredWidth: 14
            Layout.preferredHeight: 14
            radius: 7
            // The colour of the side the line names (none for the race, or when the game is over).
            color: Theme.sideColor(Math.max(0, bar.announcer.side))
            visible: bar.announcer.side >= 0
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            Label {
                id: status
                objectName: "statusText"
                Layout.fillWidth: true
                // A long question (take or leave, in Tigrinya or Swahili) on two lines rather than cut.
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: Theme.px(16)
                font.bold: true
                text: bar.announcer.status
            }
            Label {
                id: detail
                objectName: "statusDetail"
                Layout.fillWidth: true
                visible: text !== ""
                elide: Text.ElideRight
                color: bar.announcer.refusal ? Theme.north : Theme.mutedText
                font.pixelSize: Theme.px(13)
                text: bar.announcer.detail
            }
        }

        // Read aloud is on (and speaks): said here, since nothing else on the board shows it.
        Label {
            objectName: "readAloudOn"
            visible: ReadAloud.enabled && ReadAloud.notice === ""
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
            //: A mark under the board while Read aloud (View menu) is on
            text: qsTr("Read aloud")
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
            visible: !bar.controller.busy && !bar.controller.decision.computerDecides && bar.controller.decision.pending === GameController.Direction
            //: Counter-clockwise sowing (E7)
            text: qsTr("↺ Counter-clockwise")
            onClicked: bar.controller.chooseDirection(false)
        }
        ChoiceButton {
            objectName: "clockwise"
            visible: !bar.controller.busy && !bar.controller.decision.computerDecides && bar.controller.decision.pending === GameController.Direction
            //: Clockwise sowing (E7)
            text: qsTr("↻ Clockwise")
            onClicked: bar.controller.chooseDirection(true)
        }
        ChoiceButton {
            objectName: "take"
            visible: !bar.controller.busy && !bar.controller.decision.computerDecides && bar.controller.decision.pending === GameController.TakeOrLeave
            highlighted: true
            //: Take the capture on offer (W4)
            text: qsTr("Take")
            onClicked: bar.controller.take()
        }
        ChoiceButton {
            objectName: "leave"
            visible: !bar.controller.busy && !bar.controller.decision.computerDecides && bar.controller.decision.pending === GameController.TakeOrLeave
            //: Leave the capture on offer (W4)
            text: qsTr("Leave")
            onClicked: bar.controller.leave()
        }
        ChoiceButton {
            objectName: "pass"
            visible: !bar.controller.busy && bar.controller.decision.canPass
            //: The player has no legal move and passes the turn
            text: qsTr("Pass")
            highlighted: true
            onClicked: bar.controller.pass()
        }
        ChoiceButton {
            objectName: "swap"
            visible: !bar.controller.busy && bar.controller.decision.canSwap
            //: The pie rule (K9): North takes over South's position
            text: qsTr("Swap sides")
            onClicked: bar.controller.swapSides()
        }
        ChoiceButton {
            objectName: "specialMove"
            visible: !bar.controller.busy && bar.controller.decision.canDistribute
            //: Enkeshui special move (E8): place the seeds of two holes freely
            text: qsTr("Special move…")
            onClicked: bar.distributeRequested()
        }
    }
}
