// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The computer's help beside the board: a hint (H) shown on the board,
// the analysis panel, the review of the game, and, when two computers play
// a demonstration, pause, one decision at a time and taking a side over.
Rectangle {
    id: tools

    required property GameController controller
    required property HintFinder hint
    required property GameReview review
    /// The analysis panel is open.
    property bool analysing: false
    /// The hint's sentence (the window scrolls it into sight in a short column).
    readonly property Item hintLine: hintLabel
    readonly property bool demonstration: controller.players.southLevel > 0 && controller.players.northLevel > 0

    implicitHeight: column.implicitHeight + 16
    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder

    // The theme's colours in every state (checked: accent face and accentText;
    // pressed, hovered, disabled, focused), at 4.5:1 or more, 7:1 in high
    // contrast (tst_contrast). A long word ("Durchsicht", "Uchambuzi") keeps
    // its size: the grid gives the buttons fewer columns, and the word wraps
    // in the last resort.
    component ToolButton: Button {
        id: toolButton
        Layout.fillWidth: true
        Layout.preferredHeight: Math.max(Theme.px(36), implicitContentHeight + topPadding + bottomPadding)
        font.pixelSize: Theme.px(13)
        padding: 6
        contentItem: Label {
            text: toolButton.text
            font: toolButton.font
            color: toolButton.checked ? Theme.accentText : toolButton.enabled ? Theme.text : Theme.disabledText
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.Wrap
        }
        background: Rectangle {
            implicitWidth: 60
            implicitHeight: Theme.px(36)
            radius: 4
            color: toolButton.checked ? (toolButton.down ? Qt.darker(Theme.accent, 1.15) : Theme.accent)
                 : toolButton.down ? Theme.pressed
                 : toolButton.hovered ? Theme.hover
                 : Theme.buttonFace
            border.width: toolButton.visualFocus ? 2 : 1
            border.color: toolButton.visualFocus ? (toolButton.checked ? Theme.text : Theme.accent) : Theme.panelBorder
        }
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6

        GridLayout {
            Layout.fillWidth: true
            id: toolGrid
            /// The widest of the three buttons with its word on one line.
            readonly property real widest: Math.max(hintButton.implicitWidth, analysisButton.implicitWidth,
                                                    reviewButton.implicitWidth)
            // As many columns as the widest word allows (large print, a long language).
            columns: Math.max(1, Math.min(3, Math.floor((tools.width - 16 + columnSpacing) / (widest + columnSpacing))))
            columnSpacing: 6
            rowSpacing: 6
            ToolButton {
                id: hintButton
                objectName: "hintButton"
                //: Shows the move the strongest level would play (key H)
                text: qsTr("Hint")
                enabled: !tools.controller.over && !tools.controller.decision.computerDecides && !tools.hint.searching
                ToolTip.visible: hovered
                ToolTip.delay: 500
                //: Tool tip of the Hint button
                ToolTip.text: qsTr("The move the strongest level would play (H)")
                onClicked: tools.hint.request()
            }
            ToolButton {
                id: analysisButton
                objectName: "analysisButton"
                checkable: true
                checked: tools.analysing
                //: Opens the panel with the values of every legal decision
                text: qsTr("Analysis")
                onToggled: tools.analysing = checked
            }
            ToolButton {
                id: reviewButton
                objectName: "reviewButton"
                enabled: tools.controller.history.plyCount > 0
                text: tools.review.running
                      //: The review of the game is running; pressing the button stops it
                      ? qsTr("Stop review")
                      //: Marks the decisions of the game that lose value
                      : qsTr("Review")
                onClicked: tools.review.running ? tools.review.cancel() : tools.review.start()
            }
        }

        Label {
            id: hintLabel
            objectName: "hintText"
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.px(13)
            text: tools.hint.searching ? qsTr("Looking for a hint…") : tools.hint.sentence
        }
        Label {
            objectName: "reviewText"
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.WordWrap
            color: Theme.mutedText
            font.pixelSize: Theme.px(13)
            text: tools.review.running
                  //: Progress of the review: %1 decisions reviewed of %2
                  ? qsTr("Reviewing %1 of %2…").arg(tools.review.done).arg(tools.review.total)
                  // The marks of the game shown now (a review's or an imported record's), not of an earlier game.
                  : tools.review.reviewed
                    //: After a review: how many decisions lost value
                    ? qsTr("%n decision(s) marked", "", tools.review.marked) : ""
        }

        // A demonstration: two computers.
        GridLayout {
            objectName: "demonstrationControls"
            Layout.fillWidth: true
            visible: tools.demonstration
            columns: 2
            columnSpacing: 6
            rowSpacing: 6
            ToolButton {
                objectName: "pauseButton"
                text: tools.controller.computer.paused
                      //: Goes on with the computers' demonstration game
                      ? qsTr("Resume")
                      //: Pauses the computers' demonstration game
                      : qsTr("Pause")
                onClicked: tools.controller.computer.paused = !tools.controller.computer.paused
            }
            ToolButton {
                objectName: "stepButton"
                enabled: tools.controller.computer.paused && !tools.controller.over
                //: Plays the next decision of the paused demonstration
                text: qsTr("Step")
                onClicked: tools.controller.computer.step()
            }
            ToolButton {
                objectName: "takeOverButton"
                Layout.columnSpan: 2
                enabled: !tools.controller.over
                //: The player takes the side to move from the computer
                text: qsTr("Take over")
                onClicked: tools.controller.setLevel(tools.controller.decider, 0)
            }
        }
    }
}
