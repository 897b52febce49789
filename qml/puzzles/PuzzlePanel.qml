// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The puzzle on the board, beside it: the task and its theme, how the
// player's try went (the value and line of a right answer, the seeds a
// wrong one gives away and the line that answers it), the progress, and
// Hint, Show the answer, Next decision, Next puzzle, Close. The buttons are
// reached with Tab and answer Return, Enter and Space.
Rectangle {
    id: panel

    required property PuzzleSession session
    /// The next puzzle is wanted (the window replaces the board).
    signal nextRequested()

    objectName: "puzzlePanel"
    implicitHeight: column.implicitHeight + 24
    /// The least height that shows the heading, two lines of text and every button:
    /// the texts scroll below it, the buttons never leave the panel.
    readonly property real leastHeight: heading.implicitHeight + buttons.implicitHeight + column.spacing * 2 + 24
                                        + Theme.sized(14, 20) * 3
    // Qt 6.4: on the panel's first showing the window's column lays it out
    // before its texts have wrapped at their width, and keeps the height of
    // then (the task scrolled in a German window of 800x500): the change of
    // height, seen during that layout, is lost. Once it is over, a change of
    // one of the panel's layout properties makes the column read it again.
    onImplicitHeightChanged: Qt.callLater(panel.relayout)
    function relayout() {
        const fill = panel.Layout.fillWidth
        panel.Layout.fillWidth = !fill
        panel.Layout.fillWidth = fill
    }
    radius: 10
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2

    // As wide as their words and a little lower than the style's: two to a
    // row in the narrow column of an 800x500 window, leaving the texts room.
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
            id: heading
            Layout.fillWidth: true
            // The wrapped height (a layout asks a Label for its one-line height).
            Layout.preferredHeight: contentHeight
            //: Puzzles: small heading over the task; %1 the level (1-5), %2 the theme
            text: qsTr("Puzzle · level %1 · %2").arg(panel.session.puzzleLevel).arg(panel.session.themeName)
            color: Theme.accent
            font.pixelSize: Theme.sized(13, 18)
            font.bold: true
            wrapMode: Text.WordWrap
        }
        // The texts scroll in a short window (800x500): the buttons stay in sight.
        Flickable {
            id: scroll
            objectName: "puzzleTexts"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: texts.implicitHeight
            contentHeight: texts.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            interactive: contentHeight > height + 1
            ScrollBar.vertical: ScrollBar {
                parent: panel
                x: panel.width - width - 1
                y: column.y + scroll.y
                height: scroll.height
                policy: scroll.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            ColumnLayout {
                id: texts
                width: scroll.width
                spacing: 8
                Label {
                    objectName: "puzzlePrompt"
                    Layout.fillWidth: true
                    Layout.preferredHeight: contentHeight
                    text: panel.session.prompt
                    color: Theme.text
                    font.pixelSize: Theme.sized(15, 22)
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "puzzleFeedback"
                    Layout.fillWidth: true
                    Layout.preferredHeight: contentHeight
                    visible: text !== ""
                    text: panel.session.feedback
                    color: panel.session.state === PuzzleSession.Wrong ? Theme.north
                         : panel.session.state === PuzzleSession.Right ? Theme.south : Theme.text
                    font.pixelSize: Theme.sized(14, 20)
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                Label {
                    objectName: "puzzlePanelProgress"
                    Layout.fillWidth: true
                    Layout.preferredHeight: contentHeight
                    text: panel.session.progressText
                    color: Theme.mutedText
                    wrapMode: Text.WordWrap
                }
            }
        }
        Flow {
            id: buttons
            Layout.fillWidth: true
            spacing: 4
            PanelButton {
                objectName: "puzzleHint"
                visible: panel.session.canHint
                //: Puzzles: marks the hole to play (after a wrong try)
                text: qsTr("Hint")
                onClicked: panel.session.hint()
            }
            PanelButton {
                objectName: "puzzleShowAnswer"
                visible: panel.session.state !== PuzzleSession.Showing
                //: Puzzles: plays the answer's line in teaching mode
                text: qsTr("Show the answer")
                onClicked: panel.session.showAnswer()
            }
            PanelButton {
                objectName: "puzzleNextStep"
                visible: panel.session.state === PuzzleSession.Showing
                enabled: panel.session.hasNextStep
                //: Puzzles: plays the next decision of the answer's line
                text: qsTr("Next decision")
                onClicked: panel.session.nextStep()
            }
            PanelButton {
                objectName: "puzzleNext"
                //: Puzzles: sets up the next puzzle
                text: qsTr("Next puzzle")
                highlighted: panel.session.state === PuzzleSession.Right
                onClicked: panel.nextRequested()
            }
            PanelButton {
                objectName: "puzzleClose"
                //: Puzzles: leave the puzzle and play on from here
                text: qsTr("Close")
                onClicked: panel.session.close()
            }
        }
    }
}
