// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The comment of the current turn, editable (kept as it is typed), and the
// turns of the record with their variations indented; a click shows that position.
Pane {
    id: list

    required property RecordDocument document

    background: Rectangle { color: Theme.panel }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        // The game's own title and event (the record's Title and Event tags):
        // what tells it apart in a file of many games and heads its sheet.
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            rowSpacing: 6
            Label {
                color: Theme.mutedText
                //: Notes: the game's own title (a prepared position's name), kept in the record
                text: qsTr("Title")
            }
            TextField {
                objectName: "gameTitleEditor"
                Layout.fillWidth: true
                Accessible.name: qsTr("Title")
                selectByMouse: true
                //: Placeholder of the game's title in the notes
                placeholderText: qsTr("e.g. Walda in two")
                text: list.document.heading.title
                onTextEdited: list.document.setGameTitle(text)
            }
            Label {
                color: Theme.mutedText
                //: Notes: the event of the game (a club night, a class), kept in the record
                text: qsTr("Event")
            }
            TextField {
                objectName: "eventEditor"
                Layout.fillWidth: true
                Accessible.name: qsTr("Event")
                selectByMouse: true
                //: Placeholder of the game's event in the notes
                placeholderText: qsTr("e.g. Class 4b")
                text: list.document.heading.event
                onTextEdited: list.document.setEvent(text)
            }
        }

        Label {
            color: Theme.mutedText
            //: Heading of the comment editor for the current move
            text: qsTr("Comment")
        }
        TextArea {
            id: comment
            objectName: "commentEditor"
            // Tab goes on to the rows (a comment keeps no tab characters anyway).
            KeyNavigation.priority: KeyNavigation.BeforeItem
            KeyNavigation.tab: rows
            Layout.fillWidth: true
            Layout.preferredHeight: 90
            wrapMode: TextEdit.Wrap
            //: Placeholder of the comment editor
            placeholderText: qsTr("A comment on this move")
            // No binding to the document's comment: that would put back the
            // collapsed text while the player types (Connections below).
            Component.onCompleted: text = list.document.comment
            /// What the document keeps of a text: white space collapsed.
            function simplified(t: string): string { return t.replace(/\s+/g, " ").trim() }
            // Kept as it is typed: a click on a move, the board or anything
            // else can no longer lose it. The document collapses white space;
            // the text typed keeps its own (a space at the end is the next word's).
            onTextChanged: {
                if (simplified(text) !== list.document.comment)
                    list.document.comment = text
            }
            Connections {
                target: list.document
                // Another turn, or the text cut to the limit: the editor shows the document's.
                function onCommentChanged() {
                    if (comment.simplified(comment.text) !== list.document.comment)
                        comment.text = list.document.comment
                }
            }
        }
        Label {
            color: Theme.mutedText
            //: Heading of the list of moves and variations of a record
            text: qsTr("Moves and variations")
        }
        ListView {
            id: rows
            objectName: "variationRows"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: list.document.variations
            currentIndex: list.document.variations.current
            // The rows by keyboard: Tab reaches the list, the arrows show the
            // turn above or below, Home and End the first and the last.
            activeFocusOnTab: true
            keyNavigationEnabled: false
            Keys.onUpPressed: list.document.goToRow(Math.max(0, rows.currentIndex - 1))
            Keys.onDownPressed: list.document.goToRow(Math.min(rows.count - 1, rows.currentIndex + 1))
            Keys.onPressed: event => {
                if (event.key === Qt.Key_Home) {
                    list.document.goToRow(0)
                    event.accepted = true
                } else if (event.key === Qt.Key_End) {
                    list.document.goToRow(rows.count - 1)
                    event.accepted = true
                }
            }
            delegate: ItemDelegate {
                id: row
                required property int index
                required property string move
                required property int depth
                required property string comment
                required property bool current
                /// Its variation's place among those of the turn it branches at (-1 on the main line), and their number.
                required property int variation
                required property int siblings
                width: ListView.view.width
                leftPadding: 8 + depth * 18
                highlighted: current
                focusPolicy: Qt.NoFocus
                contentItem: Label {
                    text: row.move + (row.comment !== "" ? "  {" + row.comment + "}" : "")
                    // The theme's pair on the row shown (the style's blue under muted text is unreadable).
                    color: row.highlighted ? Theme.accentText : row.depth > 0 ? Theme.mutedText : Theme.text
                    font.italic: row.depth > 0
                    elide: Text.ElideRight
                }
                background: Rectangle {
                    color: row.highlighted ? Theme.accent : row.hovered ? Theme.hover : "transparent"
                }
                // The keyboard's row, framed while the list has the focus (drawn by the
                // row: the view's highlight component is "not ready" in Qt 6.4 here).
                Rectangle {
                    objectName: "variationFocusFrame"
                    anchors.fill: parent
                    z: 2
                    visible: rows.activeFocus && row.ListView.isCurrentItem
                    color: "transparent"
                    border.color: Theme.text
                    border.width: 2
                    radius: 3
                }
                onClicked: list.document.goToRow(index)
            }
        }
        // What the player does with the turn shown: a glyph, its variation
        // made the main line or deleted, and the last of these taken back.
        Flow {
            id: edits
            Layout.fillWidth: true
            spacing: 4
            readonly property int row: rows.currentIndex
            readonly property bool onVariation: row >= 0 && list.document.variations.hasVariations
                                                && rows.currentItem !== null && rows.currentItem.depth > 0
            readonly property bool canMoveUp: onVariation && rows.currentItem.variation > 0
            readonly property bool canMoveDown: onVariation && rows.currentItem.variation < rows.currentItem.siblings - 1
            Repeater {
                model: ["!", "?", "!!", "??", "!?", "?!", ""]
                delegate: ToolButton {
                    id: glyph
                    required property string modelData
                    objectName: "glyph-" + (modelData === "" ? "none" : modelData)
                    // A frame while the keyboard is on it (the style shows that by the text's colour only).
                    background: Rectangle {
                        implicitWidth: 40
                        implicitHeight: 40
                        radius: 4
                        color: glyph.down ? Theme.pressed : glyph.hovered ? Theme.hover : "transparent"
                        border.width: glyph.visualFocus ? 2 : 0
                        border.color: Theme.accent
                    }
                    //: Notes: removes the mark (!, ?, ...) of the turn shown
                    text: modelData === "" ? qsTr("No mark") : modelData
                    /// What a mark says, for screen readers and as a tip.
                    readonly property string meaning: {
                        switch (modelData) {
                        //: Notes: the mark ! of a turn
                        case "!": return qsTr("Good move")
                        //: Notes: the mark ? of a turn
                        case "?": return qsTr("Mistake")
                        //: Notes: the mark !! of a turn
                        case "!!": return qsTr("Excellent move")
                        //: Notes: the mark ?? of a turn
                        case "??": return qsTr("Blunder")
                        //: Notes: the mark !? of a turn
                        case "!?": return qsTr("Interesting move")
                        //: Notes: the mark ?! of a turn
                        case "?!": return qsTr("Dubious move")
                        }
                        return text
                    }
                    Accessible.name: meaning
                    ToolTip.visible: hovered && modelData !== ""
                    ToolTip.text: meaning
                    enabled: edits.row >= 0
                    onClicked: list.document.setGlyph(rows.currentIndex, modelData)
                }
            }
            Button {
                objectName: "promoteVariation"
                //: Notes: makes the variation shown the main line
                text: qsTr("Make main line")
                enabled: edits.onVariation
                onClicked: list.document.promoteRow(rows.currentIndex)
            }
            Button {
                objectName: "deleteVariation"
                //: Notes: deletes the variation shown
                text: qsTr("Delete variation")
                enabled: edits.onVariation
                onClicked: list.document.deleteRow(rows.currentIndex)
            }
            Button {
                objectName: "moveVariationUp"
                //: Notes: puts the variation shown before the one above it (of the same move)
                text: qsTr("Move variation up")
                enabled: edits.canMoveUp
                onClicked: list.document.moveRow(rows.currentIndex, -1)
            }
            Button {
                objectName: "moveVariationDown"
                //: Notes: puts the variation shown after the one below it (of the same move)
                text: qsTr("Move variation down")
                enabled: edits.canMoveDown
                onClicked: list.document.moveRow(rows.currentIndex, 1)
            }
            Button {
                objectName: "undoEdit"
                //: Notes: takes back the last mark, promotion, deletion or reordering
                text: qsTr("Undo edit")
                enabled: list.document.canUndoEdit
                onClicked: list.document.undoEdit()
            }
        }
    }
}
