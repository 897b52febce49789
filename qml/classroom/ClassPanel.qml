// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// A class across computers, beside the board (ClassroomPlay). The teacher's
// side: where to join, the pupils and their answers (whether each keeps the
// value), a puzzle and a lesson to pick and send, Send this position, End the
// exercise, and Show for a pupil's answer. A pupil's side: what is happening
// (following the teacher, an exercise to answer on the board, the answer
// sent, a lesson and its text) and, in teaching mode, the sentence of the
// teacher's step; Leave the class right under it, in sight in a short
// window, and standing out once the class is over.
Rectangle {
    id: panel

    required property ClassroomPlay classroom
    readonly property bool teacher: classroom.role === ClassroomPlay.Teacher

    objectName: "classPanel"
    implicitHeight: column.implicitHeight + 24
    radius: 10
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2

    // A list to pick what to send from: as wide as the panel leaves it, the
    // entry elided; the arrow keys choose, Return sends.
    component SendChoice: ComboBox {
        id: choice
        signal sendRequested()
        Layout.fillWidth: true
        Layout.preferredWidth: 120
        Layout.minimumWidth: 60
        implicitHeight: 34
        focusPolicy: Qt.StrongFocus
        contentItem: Label {
            leftPadding: 8
            text: choice.displayText
            color: Theme.text
            elide: Text.ElideRight
            verticalAlignment: Text.AlignVCenter
        }
        // (Component written out: Qt 6.4 does not wrap a delegate of an inline component.)
        delegate: Component {
            ItemDelegate {
                id: entry
                required property var modelData
                required property int index
                width: ListView.view ? ListView.view.width : choice.width
                highlighted: choice.highlightedIndex === index
                Accessible.name: entryText.text
                contentItem: Label {
                    id: entryText
                    text: entry.modelData[choice.textRole]
                    color: Theme.text
                    elide: Text.ElideRight
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
        // Return in the open list only chooses (the list's own key); closed, it sends.
        Keys.onReturnPressed: event => choice.sendOrChoose(event)
        Keys.onEnterPressed: event => choice.sendOrChoose(event)
        function sendOrChoose(event: KeyEvent) {
            event.accepted = !popup.visible
            if (event.accepted)
                sendRequested()
        }
    }

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

    // In a short window (800x500) the panel scrolls; a control reached with
    // Tab is scrolled into sight.
    Flickable {
        id: scroll
        objectName: "classScroll"
        anchors.fill: parent
        anchors.margins: 12
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        interactive: contentHeight > height + 1
        ScrollBar.vertical: ScrollBar {
            parent: panel
            x: panel.width - width - 1
            y: scroll.y
            height: scroll.height
            policy: scroll.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        Connections {
            target: panel.Window.window
            function onActiveFocusItemChanged() {
                const item = panel.Window.window ? panel.Window.window.activeFocusItem : null
                if (scroll.interactive && scroll.holds(item))
                    scroll.showItem(item)
            }
        }
        function holds(item: Item): bool {
            for (let p = item; p; p = p.parent)
                if (p === column)
                    return true
            return false
        }
        function showItem(item: Item) {
            const top = scroll.contentItem.mapFromItem(item, 0, 0).y
            if (top < scroll.contentY)
                scroll.contentY = top
            else if (top + item.height > scroll.contentY + scroll.height)
                scroll.contentY = Math.min(top + item.height - scroll.height, scroll.contentHeight - scroll.height)
        }

        ColumnLayout {
            id: column
            width: scroll.width
            spacing: 8

            Label {
                Layout.fillWidth: true
                text: panel.teacher
                      //: Heading of the panel of a class across computers, the teacher's side
                      ? qsTr("Class · teacher")
                      //: Heading of the panel of a class across computers, a pupil's side
                      : qsTr("Class · pupil")
                color: Theme.accent
                font.bold: true
            }
            Label {
                objectName: "classStatus"
                Layout.fillWidth: true
                text: panel.classroom.status
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            // The teacher: the exercise under way (the puzzle, the position; a lesson is in the status).
            Label {
                objectName: "classExercise"
                Layout.fillWidth: true
                visible: panel.teacher && text !== ""
                text: panel.classroom.exerciseTitle
                color: Theme.text
                font.bold: true
                wrapMode: Text.WordWrap
            }
            // A pupil: the way out, first in sight; once the class is over it is all that is left.
            Label {
                objectName: "classOverNote"
                Layout.fillWidth: true
                visible: !panel.teacher && panel.classroom.over
                //: A class across computers, a pupil, once the class is over: what the button under it does
                text: qsTr("Leave the class to have your own game back on the board.")
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            PanelButton {
                objectName: "classLeave"
                visible: !panel.teacher
                highlighted: panel.classroom.over
                //: A class across computers: a pupil leaves the class
                text: qsTr("Leave the class")
                onClicked: panel.classroom.close()
            }
            // A pupil: the sentence of the step the teacher's board stands on (teaching mode).
            Label {
                objectName: "classTeacherLine"
                Layout.fillWidth: true
                visible: !panel.teacher && text !== ""
                text: panel.classroom.teacherLine
                color: Theme.text
                font.pixelSize: Theme.sized(15, 20)
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "classWhere"
                Layout.fillWidth: true
                visible: panel.teacher
                //: A class across computers, the teacher: what the pupils type to join
                text: qsTr("Address: %1 · Port: %2 · Join code: %3").arg(panel.classroom.address)
                      .arg(panel.classroom.port).arg(panel.classroom.code)
                color: Theme.text
                font.bold: true
                wrapMode: Text.WordWrap
            }
            // The table: one line per pupil, the answer and whether it keeps the value.
            // The rows are made anew whenever the table changes: they live in a
            // Column, not in the layout itself, since Qt 6.4's layouts crash on a
            // resize that meets a child just destroyed.
            Column {
                id: table
                Layout.fillWidth: true
                spacing: 8
                visible: rows.count > 0
                Repeater {
                    id: rows
                    model: panel.teacher ? panel.classroom.table : []
                    delegate: RowLayout {
                        id: row
                        required property var modelData
                        required property int index
                        objectName: "classRow" + index
                        width: table.width
                        spacing: 8
                        // The name keeps its room (a long one elided); the answer wraps beside it.
                        Label {
                            objectName: "className"
                            Layout.preferredWidth: Math.min(implicitWidth, 90)
                            text: row.modelData.name
                            color: row.modelData.present ? Theme.text : Theme.mutedText
                            elide: Text.ElideRight
                        }
                        Label {
                            objectName: "classAnswer"
                            Layout.fillWidth: true
                            horizontalAlignment: Text.AlignRight
                            wrapMode: Text.WordWrap
                            text: row.modelData.answer === ""
                                  //: A class across computers: the pupil has not answered yet
                                  ? qsTr("—")
                                  : row.modelData.answer + " · " + (row.modelData.verdict === 1
                                        //: A class across computers: the pupil's answer keeps the position's value
                                        ? qsTr("keeps the value")
                                        : row.modelData.verdict === 2
                                          //: A class across computers: the pupil's answer gives seeds away
                                          ? qsTr("gives some away")
                                          //: A class across computers: the answer is being judged
                                          : qsTr("judging…"))
                            color: row.modelData.verdict === 2 ? Theme.accent : Theme.text
                        }
                        PanelButton {
                            objectName: "classShow"
                            // Once the exercise has ended its answers stay in the table, but there is nothing to show.
                            visible: row.modelData.answer !== "" && panel.classroom.inExercise
                            //: A class across computers: show this pupil's answer on every board
                            text: qsTr("Show")
                            onClicked: panel.classroom.showAnswer(row.modelData.name)
                        }
                    }
                }
            }
            // A pupil's lesson: its text beside the board showing its position.
            Label {
                objectName: "classLessonText"
                Layout.fillWidth: true
                visible: !panel.teacher && text !== ""
                text: panel.classroom.lessonText
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            // The lesson's text may ask for a move: this board takes none (docs/network.md).
            Label {
                objectName: "classLessonNote"
                Layout.fillWidth: true
                visible: !panel.teacher && panel.classroom.lessonTitle !== "" && !panel.classroom.over
                //: A class across computers, a pupil, under a lesson's text: the board shows the lesson's position and takes no move
                text: qsTr("This board takes no move during a lesson: where the text asks for a move, think which one; your teacher shows it.")
                color: Theme.mutedText
                font.italic: true
                wrapMode: Text.WordWrap
            }
            // What to send: the puzzles of the board's rule set, the next one
            // chosen (Send again sends the one after), and its lessons as the
            // Lessons menu lists them. Each list beside its button, or above it
            // in a narrow panel.
            GridLayout {
                Layout.fillWidth: true
                visible: panel.teacher
                columns: width >= 280 ? 2 : 1
                columnSpacing: 8
                rowSpacing: 8
                SendChoice {
                    id: puzzleChoice
                    objectName: "classPuzzleChoice"
                    visible: count > 0
                    model: panel.classroom.puzzleChoices
                    textRole: "text"
                    valueRole: "id"
                    currentIndex: panel.classroom.nextPuzzle
                    //: A class across computers: the list of the puzzles of the rule set, to pick one to send
                    Accessible.name: qsTr("Puzzle to send")
                    onSendRequested: sendPuzzle.clicked()
                }
                PanelButton {
                    id: sendPuzzle
                    objectName: "classSendPuzzle"
                    visible: puzzleChoice.count > 0
                    //: A class across computers: the puzzle chosen in the list (the next one unless another is picked) to every pupil
                    text: qsTr("Send a puzzle")
                    onClicked: {
                        panel.classroom.sendPuzzle(puzzleChoice.currentValue)
                        // The next one is chosen again: Send sends the puzzles in turn.
                        puzzleChoice.currentIndex = Qt.binding(() => panel.classroom.nextPuzzle)
                    }
                }
                SendChoice {
                    id: lessonChoice
                    objectName: "classLessonChoice"
                    visible: count > 0
                    model: panel.classroom.lessonChoices
                    textRole: "title"
                    valueRole: "id"
                    //: A class across computers: the list of the lessons of the rule set, to pick one to send
                    Accessible.name: qsTr("Lesson to send")
                    onSendRequested: sendLesson.clicked()
                }
                PanelButton {
                    id: sendLesson
                    objectName: "classSendLesson"
                    visible: lessonChoice.count > 0
                    //: A class across computers: the lesson chosen in the list (its position and text) to every pupil
                    text: qsTr("Send a lesson")
                    onClicked: panel.classroom.sendLesson(lessonChoice.currentValue)
                }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                visible: panel.teacher
                PanelButton {
                    objectName: "classSendPosition"
                    //: A class across computers: the board's position to every pupil, to find the best move
                    text: qsTr("Send this position")
                    onClicked: panel.classroom.sendPosition()
                }
                PanelButton {
                    objectName: "classEnd"
                    enabled: panel.classroom.inExercise
                    //: A class across computers: every pupil follows the teacher's board again
                    text: qsTr("End the exercise")
                    onClicked: panel.classroom.endExercise()
                }
            }
            PanelButton {
                objectName: "classEndClass"
                visible: panel.teacher
                //: A class across computers: the teacher ends the class
                text: qsTr("End the class")
                onClicked: panel.classroom.close()
            }
        }
    }
}
