// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The lesson being taken: its title and rules, the explanation, how the
// learner's try went, and Try again / Next lesson / Close.
Rectangle {
    id: panel

    required property LessonSession session

    objectName: "lessonPanel"
    implicitHeight: column.implicitHeight + 24
    radius: 10
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        Label {
            objectName: "lessonHeading"
            Layout.fillWidth: true
            // The rule id only when a teacher turned the rule numbers on.
            text: panel.session.rule === ""
                  //: Lessons: small heading over a lesson's title
                  ? qsTr("Lesson")
                  //: Lessons: small heading over a lesson's title; %1 the rule id it teaches
                  : qsTr("Lesson · %1").arg(panel.session.rule)
            color: Theme.accent
            font.pixelSize: Theme.sized(13, 18)
            font.bold: true
        }
        // The lesson's texts scroll when the window is too short for them
        // (800x500 in Swahili): the buttons under them stay in sight.
        Flickable {
            id: scroll
            objectName: "lessonTexts"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: texts.implicitHeight
            contentHeight: texts.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            interactive: contentHeight > height + 1
            // In the panel's margin, beside the texts.
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
                    objectName: "lessonTitle"
                    Layout.fillWidth: true
                    text: panel.session.title
                    color: Theme.text
                    font.pixelSize: Theme.sized(19, 28)
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "lessonExplanation"
                    Layout.fillWidth: true
                    text: panel.session.explanation
                    color: Theme.text
                    font.pixelSize: Theme.sized(14, 20)
                    lineHeight: 1.15
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "lessonFeedback"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: panel.session.feedback
                    color: panel.session.state === LessonSession.Wrong ? Theme.north
                         : panel.session.state === LessonSession.Done ? Theme.south : Theme.mutedText
                    font.pixelSize: Theme.sized(15, 22)
                    font.bold: panel.session.state !== LessonSession.Waiting
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6
            Button {
                objectName: "tryAgain"
                //: Lessons: set up the lesson's position again
                text: qsTr("Try again")
                focusPolicy: Qt.NoFocus
                onClicked: panel.session.tryAgain()
            }
            Button {
                objectName: "nextLesson"
                //: Lessons: on to the next lesson of the rule set
                text: qsTr("Next lesson")
                enabled: panel.session.hasNext
                highlighted: panel.session.state === LessonSession.Done
                focusPolicy: Qt.NoFocus
                onClicked: panel.session.nextLesson()
            }
            Button {
                objectName: "closeLesson"
                //: Lessons: leave the lesson and play on from here
                text: qsTr("Close")
                focusPolicy: Qt.NoFocus
                onClicked: panel.session.close()
            }
        }
    }
}
