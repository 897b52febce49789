// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Teaching mode: the step player of the game, paused, walked seed by seed or
// lap by lap, with the sentence for the step on show in large type. Keys:
// Space plays or pauses, Left/Right go one step, Shift+Left/Right one lap.
Rectangle {
    id: panel

    required property GameController controller
    readonly property StepPlayer player: controller.player
    readonly property real buttonSize: Math.max(48, Screen.pixelDensity * 11)
    /// Holes and stores the sentence is about, for the board to highlight.
    readonly property var places: narrator.places

    implicitHeight: column.implicitHeight + 24
    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder
    focus: true

    component TeachButton: Button {
        required property string tip
        Layout.preferredWidth: panel.buttonSize * 1.6
        Layout.preferredHeight: panel.buttonSize
        font.pixelSize: 20
        focusPolicy: Qt.NoFocus
        ToolTip.visible: hovered
        ToolTip.text: tip
    }

    Narrator {
        id: narrator
        game: panel.controller
    }

    function togglePlay() {
        if (player.playing)
            player.pause()
        else
            player.play()
    }

    Keys.onPressed: (event) => {
        const lap = (event.modifiers & Qt.ShiftModifier) !== 0
        if (event.key === Qt.Key_Space) {
            panel.togglePlay()
        } else if (event.key === Qt.Key_Left) {
            player.pause()
            if (lap)
                narrator.previousLap()
            else
                player.previous()
        } else if (event.key === Qt.Key_Right) {
            player.pause()
            if (lap)
                narrator.nextLap()
            else
                player.next()
        } else {
            return
        }
        event.accepted = true
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 12
        spacing: 10

        Label {
            Layout.fillWidth: true
            Layout.minimumHeight: font.pixelSize * 2.6
            text: narrator.text.length > 0 ? narrator.text
                                             //: Teaching mode with no move on show
                                           : qsTr("Play a move, then step through it seed by seed.")
            wrapMode: Text.WordWrap
            font.pixelSize: 22
            color: Theme.text
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Label {
                //: Teaching mode: lap 2 of 5 of the move on show
                text: qsTr("Lap %1 of %2").arg(narrator.lap).arg(narrator.lapCount)
                visible: narrator.lapCount > 1
                color: Theme.mutedText
            }

            Slider {
                id: scrubber
                Layout.fillWidth: true
                from: 0
                to: Math.max(1, panel.player.stepCount)
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: panel.player.stepIndex
                enabled: panel.player.stepCount > 0
                onMoved: panel.player.seek(Math.round(value))
                ToolTip.visible: pressed
                ToolTip.text: narrator.sentenceAt(Math.round(value) - 1)
            }

            Label {
                //: Teaching mode: step 12 of 40 of the move on show
                text: qsTr("Step %1 of %2").arg(panel.player.stepIndex).arg(panel.player.stepCount)
                color: Theme.mutedText
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 10

            TeachButton {
                text: "⏮"
                //: Teaching mode: go back to the start of the lap (Shift+Left)
                tip: qsTr("Previous lap (Shift+Left)")
                enabled: panel.player.stepIndex > 0
                onClicked: narrator.previousLap()
            }
            TeachButton {
                text: "◀"
                //: Teaching mode: one seed back (Left)
                tip: qsTr("Previous seed (Left)")
                enabled: panel.player.stepIndex > 0
                onClicked: panel.player.previous()
            }
            TeachButton {
                text: panel.player.playing ? "⏸" : "▶"
                //: Teaching mode: play or pause the move (Space)
                tip: panel.player.playing ? qsTr("Pause (Space)") : qsTr("Play (Space)")
                enabled: panel.player.stepIndex < panel.player.stepCount || panel.player.playing
                onClicked: panel.togglePlay()
            }
            TeachButton {
                text: "▶|"
                //: Teaching mode: one seed forward (Right)
                tip: qsTr("Next seed (Right)")
                enabled: panel.player.stepIndex < panel.player.stepCount
                onClicked: {
                    panel.player.pause()
                    panel.player.next()
                }
            }
            TeachButton {
                text: "⏭"
                //: Teaching mode: on to the next lap (Shift+Right)
                tip: qsTr("Next lap (Shift+Right)")
                enabled: panel.player.stepIndex < panel.player.stepCount
                onClicked: {
                    panel.player.pause()
                    narrator.nextLap()
                }
            }
        }
    }
}
