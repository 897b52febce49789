// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The Perfect level's endgame database being built in the background (or a
// file that cannot be used): a line of text and, while it is built, a bar.
ColumnLayout {
    id: line

    required property EndgameBuilder builder

    objectName: "databaseProgress"
    visible: builder.text !== ""
    spacing: 4

    Label {
        objectName: "databaseProgressText"
        text: line.builder.text
        wrapMode: Text.WordWrap
        color: Theme.mutedText
        Layout.fillWidth: true
    }
    ProgressBar {
        objectName: "databaseProgressBar"
        visible: line.builder.building
        from: 0
        to: 1
        value: line.builder.progress
        Layout.fillWidth: true
        Accessible.name: line.builder.text
    }
}
