// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The racing start on one device (W2, E2): the board is covered while the
// device passes to the player who chooses next, so neither sees the other's choice.
Rectangle {
    id: screen

    required property GameController controller
    readonly property string chooser: controller.decider === 0 ? controller.players.southName : controller.players.northName
    readonly property string other: controller.decider === 0 ? controller.players.northName : controller.players.southName

    objectName: "raceScreen"
    // A screen reader names the screen as its focus enters.
    Accessible.role: Accessible.Dialog
    Accessible.name: raceTitle.text
    Accessible.description: raceMessage.text
    // Opaque: nothing of the board (a focus ring, a mark) shows through.
    color: Theme.window
    visible: controller.raceHandover.shown
    // The player at the device answers with Enter or Space, the focus shown
    // on the button. A dialog open over the window keeps the keyboard, and so
    // does the tool bar; the screen takes it from what it covers (the board),
    // also when a dialog closes and gives it back there.
    onVisibleChanged: {
        if (visible) {
            Qt.callLater(takeFocus)
            announcement.sayAgain()
        }
    }
    Window.onActiveFocusItemChanged: {
        if (visible)
            Qt.callLater(takeFocus)
    }
    function takeFocus() {
        const focused = Window.activeFocusItem
        if (!visible || showBoard.activeFocus)
            return
        let covered = focused === null
        for (let item = focused; item; item = item.parent) {
            if (item === Overlay.overlay)
                return
            if (item === parent)
                covered = true
        }
        if (covered)
            showBoard.forceActiveFocus(Qt.TabFocusReason)
    }

    // Swallows clicks and taps meant for the hidden board (a tap reaches it
    // as a mouse press; the holes below are MouseAreas too, see Pit.qml).
    MouseArea { anchors.fill: parent; hoverEnabled: true }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 460)
        spacing: 16

        Label {
            id: raceTitle
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.sideColor(screen.controller.decider)
            font.pixelSize: Theme.px(28)
            font.bold: true
            //: The racing start: both players sow at once
            text: qsTr("Racing start")
        }
        Label {
            id: raceMessage
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.px(17)
            //: %1 chooses next, %2 must not look
            text: qsTr("Pass the device to %1. %2, please look away: each player chooses a hole in secret, then both hands sow at the same time.")
                  .arg(screen.chooser).arg(screen.other)
        }
        Button {
            id: showBoard
            objectName: "showBoard"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredHeight: Math.max(44, Screen.pixelDensity * 10)
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            // A screen reader's "press" (AT-SPI) answers as a click does (Qt 6.4 does not).
            Accessible.onPressAction: clicked()
            highlighted: true
            //: %1 is the player who chooses now
            text: qsTr("I am %1: show the board").arg(screen.chooser)
            onClicked: screen.controller.raceHandover.acknowledge()
        }
    }
    // Said aloud each time the screen comes: the board's own line is hidden with it.
    LiveRegion {
        id: announcement
        text: raceMessage.text
    }
}
