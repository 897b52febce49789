// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// A class across computers, beside the board (ClassroomPlay). The teacher's
// side: where to join, the pupils and their answers (whether each keeps the
// value), Send this position, Send a puzzle, End the exercise, and Show for
// a pupil's answer. A pupil's side: what is happening (following the
// teacher, an exercise to answer on the board, the answer sent) and, in
// teaching mode, the sentence of the teacher's step.
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
        Repeater {
            model: panel.teacher ? panel.classroom.table : []
            delegate: RowLayout {
                id: row
                required property var modelData
                required property int index
                objectName: "classRow" + index
                Layout.fillWidth: true
                spacing: 8
                Label {
                    Layout.fillWidth: true
                    text: row.modelData.name
                    color: row.modelData.present ? Theme.text : Theme.mutedText
                    elide: Text.ElideRight
                }
                Label {
                    objectName: "classAnswer"
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
                    visible: row.modelData.answer !== ""
                    //: A class across computers: show this pupil's answer on every board
                    text: qsTr("Show")
                    onClicked: panel.classroom.showAnswer(row.modelData.name)
                }
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
                objectName: "classSendPuzzle"
                //: A class across computers: the next puzzle of the rule set to every pupil
                text: qsTr("Send a puzzle")
                onClicked: panel.classroom.sendPuzzle()
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
            objectName: "classLeave"
            text: panel.teacher
                  //: A class across computers: the teacher ends the class
                  ? qsTr("End the class")
                  //: A class across computers: a pupil leaves the class
                  : qsTr("Leave the class")
            onClicked: panel.classroom.close()
        }
    }
}
