// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The comment of the current turn, editable, and the turns of the record
// with their variations indented; a click shows that position.
Pane {
    id: list

    required property GameArchive archive

    background: Rectangle { color: Theme.panel }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Label {
            color: Theme.mutedText
            //: Heading of the comment editor for the current move
            text: qsTr("Comment")
        }
        TextArea {
            id: comment
            Layout.fillWidth: true
            Layout.preferredHeight: 90
            wrapMode: TextEdit.Wrap
            //: Placeholder of the comment editor
            placeholderText: qsTr("A comment on this move")
            text: list.archive.comment
            onEditingFinished: list.archive.comment = text
        }
        Label {
            color: Theme.mutedText
            //: Heading of the list of moves and variations of a record
            text: qsTr("Moves and variations")
        }
        ListView {
            id: rows
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: list.archive.variations
            currentIndex: list.archive.variations.current
            delegate: ItemDelegate {
                id: row
                required property int index
                required property string move
                required property int depth
                required property string comment
                required property bool current
                width: ListView.view.width
                leftPadding: 8 + depth * 18
                highlighted: current
                contentItem: Label {
                    text: row.move + (row.comment !== "" ? "  {" + row.comment + "}" : "")
                    color: row.depth > 0 ? Theme.mutedText : Theme.text
                    font.italic: row.depth > 0
                    elide: Text.ElideRight
                }
                onClicked: list.archive.goToRow(index)
            }
        }
    }
}
