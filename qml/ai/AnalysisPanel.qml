// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Every legal decision of the position on the board (or of the move chosen
// in the move list), best first, with its value for the player to decide
// and the depth searched; exact values are marked. Updated at each depth
// and, in Kalah, as the solver proves each decision's value. It deepens
// until Stop; the depth, the positions searched and the time show above.
Rectangle {
    id: panel

    required property AnalysisModel analysis

    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder
    clip: true

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                //: Heading of the analysis panel
                text: qsTr("Analysis")
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.px(15)
                elide: Text.ElideRight
            }
            // Infinite analysis: it deepens until stopped; Go goes on.
            Button {
                objectName: "analysisStopGo"
                font.pixelSize: Theme.px(12)
                padding: 4
                text: panel.analysis.running
                      //: Stops the analysis (it deepens until stopped)
                      ? qsTr("Stop")
                      //: Starts the stopped analysis again
                      : qsTr("Go")
                enabled: panel.analysis.running || panel.analysis.stopped
                onClicked: panel.analysis.running ? panel.analysis.stop() : panel.analysis.go()
            }
        }
        Label {
            objectName: "analysisDepth"
            Layout.fillWidth: true
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
            // Depth, nodes, time and the solver's count: two lines in a narrow panel, never cut.
            wrapMode: Text.WordWrap
            visible: panel.analysis.count > 0
            /// Whole seconds as m:ss.
            readonly property string time: {
                const s = Math.floor(panel.analysis.seconds)
                return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0")
            }
            /// Positions in thousands or millions ("850 k", "12.3 M").
            readonly property string nodes: panel.analysis.nodes >= 1e6
                                            ? (panel.analysis.nodes / 1e6).toFixed(1) + " M"
                                            : Math.round(panel.analysis.nodes / 1e3) + " k"
            text: panel.analysis.exactCount === panel.analysis.count
                  //: Every value of the analysis is exact (proved to the end of the game): no depth to show
                  ? qsTr("all exact")
                  //: The analysis: %1 the depth reached, %2 positions searched ("12.3 M"), %3 the time (m:ss)
                  : qsTr("depth %1 · %2 nodes · %3").arg(panel.analysis.depth).arg(nodes).arg(time)
                    + (panel.analysis.solving
                       //: Kalah: the solver proves the values beside the search; %1 of the %2 decisions done
                       ? " · " + qsTr("exact %1/%2…").arg(panel.analysis.exactCount).arg(panel.analysis.count) : "")
        }
        Label {
            Layout.fillWidth: true
            visible: panel.analysis.count === 0
            wrapMode: Text.WordWrap
            color: Theme.mutedText
            font.pixelSize: Theme.px(13)
            text: panel.analysis.running ? qsTr("Thinking…")
                  //: The analysis panel, stopped, on a position it has not analysed
                  : panel.analysis.stopped ? qsTr("Stopped: Go analyses the position on the board.")
                  //: The analysis panel when the game is over
                  : qsTr("No decision to analyse.")
        }
        ListView {
            id: rows
            objectName: "analysisRows"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: panel.analysis
            ScrollBar.vertical: ScrollBar {}
            delegate: RowLayout {
                id: row
                required property string text
                required property string valueText
                required property int depth
                required property bool exact
                required property bool best
                width: ListView.view.width
                height: Theme.px(26)
                spacing: 6
                // The decision keeps its width (it is short); a long value
                // ("Draw, no seed ahead" in some languages) is elided, never
                // pushing the decision and the depth out of a narrow panel.
                Label {
                    objectName: "analysisDecision"
                    Layout.preferredWidth: implicitWidth
                    Layout.maximumWidth: row.width * 0.45
                    text: row.text
                    color: Theme.text
                    font.bold: row.best
                    font.pixelSize: Theme.px(14)
                    elide: Text.ElideRight
                }
                Label {
                    objectName: "analysisValue"
                    Layout.fillWidth: true
                    text: row.valueText
                    color: row.best ? Theme.accent : Theme.text
                    font.bold: row.best
                    font.pixelSize: Theme.px(14)
                    elide: Text.ElideRight
                }
                Label {
                    objectName: "analysisDepthOrExact"
                    // Wide enough for the translations of "exact": never cut.
                    Layout.preferredWidth: Math.max(Theme.px(40), implicitWidth)
                    horizontalAlignment: Text.AlignRight
                    //: Depth of a value in the analysis; an exact value is marked "exact" (=)
                    text: row.exact ? qsTr("exact") : String(row.depth)
                    // An exact value stands out from the search's depths.
                    color: row.exact ? Theme.text : Theme.mutedText
                    font.bold: row.exact
                    font.pixelSize: Theme.px(12)
                    elide: Text.ElideRight
                    ToolTip.visible: exactArea.containsMouse
                    ToolTip.text: row.exact ? qsTr("The value is exact: the game is searched to its end.")
                                            : qsTr("Searched %n decision(s) deep.", "", row.depth)
                    MouseArea { id: exactArea; anchors.fill: parent; hoverEnabled: true }
                }
            }
        }
    }
}
