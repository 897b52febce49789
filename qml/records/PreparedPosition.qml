// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// A prepared position's title (the record's Title, else its Event) and question (its comment
// at the start), beside the board, where the class sees them while it plays.
Rectangle {
    id: card

    required property RecordDocument document

    objectName: "preparedPosition"
    visible: document.heading.shownTitle !== "" || document.heading.question !== ""
    implicitHeight: column.implicitHeight + 20
    radius: 8
    color: Theme.panel
    border.color: Theme.panelBorder

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 10
        spacing: 4
        Label {
            objectName: "preparedTitle"
            Layout.fillWidth: true
            visible: text !== ""
            text: card.document.heading.shownTitle
            color: Theme.text
            font.pixelSize: Theme.sized(15, 22)
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "preparedQuestion"
            Layout.fillWidth: true
            visible: text !== ""
            text: card.document.heading.question
            color: Theme.text
            font.pixelSize: Theme.sized(14, 20)
            wrapMode: Text.WordWrap
        }
    }
}
