// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mancala

// The decisions so far in the notation of the game record, two to a line;
// a click shows the position after that decision.
Rectangle {
    id: list

    required property GameController controller
    /// Teaching mode: a click on a move shows it from its start, to step through.
    property bool stepThrough: false
    /// The notes of the game: when set, a turn's context menu (right click,
    /// the Menu key or Shift+F10) marks it (!, ?, ...) as the notes do.
    property RecordDocument document: null

    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder
    clip: true

    Label {
        id: title
        x: 12
        y: 8
        //: Heading of the list of moves played
        text: qsTr("Moves")
        color: Theme.text
        font.bold: true
        font.pixelSize: Theme.px(15)
    }

    // The start of the game, above the moves (a GridView header is rebuilt,
    // and warns, at every change of the list in Qt 6.4).
    ItemDelegate {
        id: startEntry
        objectName: "moveListStart"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: 8
        y: title.y + title.height + 6
        height: 36
        focusPolicy: Qt.NoFocus
        //: The start of the game in the move list
        text: qsTr("Start")
        font.pixelSize: Theme.px(14)
        highlighted: list.controller.history.ply === 0
        background: Rectangle {
            radius: 4
            color: startEntry.highlighted ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.22) : "transparent"
        }
        contentItem: Text {
            text: startEntry.text
            verticalAlignment: Text.AlignVCenter
            color: Theme.text
            font: startEntry.font
        }
        onClicked: list.controller.history.goToPly(0)
    }

    GridView {
        id: grid
        objectName: "moveGrid"
        anchors.fill: parent
        anchors.topMargin: startEntry.y + startEntry.height
        anchors.margins: 8
        anchors.bottomMargin: noteLine.visible ? noteLine.height + 16 : 8
        // Scrolled rows stay under the "Start" line, never over it.
        clip: true
        cellWidth: Math.floor(width / 2)
        // A finger's width (9 mm) per line.
        cellHeight: 36
        // One tab stop: arrows walk the moves (the row with the keyboard
        // has the focus), Return or Enter shows the position after one.
        activeFocusOnTab: true
        keyNavigationEnabled: true
        /// The board leaves the focus here when a position is shown (Board.takeFocus()).
        readonly property bool keepsKeyboard: true
        Keys.onReturnPressed: grid.show()
        Keys.onEnterPressed: grid.show()
        // Left and Right go to the previous and next turn, Up and Down a line
        // up or down; blanks and a round's line are passed over.
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Menu || (event.key === Qt.Key_F10 && event.modifiers === Qt.ShiftModifier)) {
                if (grid.currentItem && model.isTurn(currentIndex))
                    marks.openFor(grid.currentItem)
                event.accepted = true
                return
            }
            const by = event.key === Qt.Key_Right ? 1 : event.key === Qt.Key_Left ? -1
                     : event.key === Qt.Key_Down ? 2 : event.key === Qt.Key_Up ? -2 : 0
            if (by === 0 || event.modifiers !== Qt.NoModifier)
                return
            currentIndex = grid.nextTurn(currentIndex, by)
            event.accepted = true
        }
        model: list.controller.moves
        ScrollBar.vertical: ScrollBar {}
        // Once the view has laid out the new rows (a loaded game replaces them all at once).
        onCountChanged: Qt.callLater(() => { positionViewAtEnd(); follow() })
        // Away from the keyboard, the current row is the one shown, also
        // when the view moved it (rows rewritten by a review, a new game).
        onCurrentIndexChanged: {
            if (!activeFocus && model.currentRow >= 0 && currentIndex !== model.currentRow)
                Qt.callLater(follow)
        }
        onActiveFocusChanged: {
            if (!activeFocus)
                follow()
            else if (!model.isTurn(currentIndex))
                currentIndex = nextTurn(-1, 1)
        }
        Connections {
            target: list.controller.moves
            function onCurrentChanged() { grid.follow() }
        }

        /// The row of the position shown becomes the keyboard's.
        function follow() {
            if (model.currentRow >= 0)
                currentIndex = model.currentRow
        }
        /// The turn `by` cells on from `from` (±1 a cell, ±2 a line), else `from`.
        function nextTurn(from: int, by: int): int {
            for (let i = from + by; i >= 0 && i < count; i += by) {
                if (model.isTurn(i))
                    return i
                // A line down or up: the other cell of that line will do.
                const other = i % 2 === 0 ? i + 1 : i - 1
                if (Math.abs(by) === 2 && model.isTurn(other))
                    return other
            }
            return model.isTurn(from) ? from : -1
        }
        /// Shows the position after the keyboard's turn.
        function show() {
            if (currentItem && model.isTurn(currentIndex))
                currentItem.clicked()
        }

        delegate: ItemDelegate {
            id: entry
            required property string label
            required property int side
            required property int ply
            required property bool current
            required property bool blank
            /// A review's note on the turn (the best decision and its value).
            required property string note
            /// Taken back: redo plays it again.
            required property bool ahead
            /// The line "Round n" before a round's first turn, across both columns.
            required property bool separator
            /// The full move number.
            required property int turn
            required property int index
            width: grid.cellWidth
            height: grid.cellHeight
            font.pixelSize: Theme.px(14)
            leftPadding: 6
            focusPolicy: Qt.NoFocus
            enabled: !entry.blank
            highlighted: entry.current
            ToolTip.visible: hovered && entry.note !== ""
            ToolTip.delay: 300
            ToolTip.text: entry.note
            // The review's note is read with the row (and shown under the list).
            Accessible.description: entry.note
            // Moves taken back are muted: the current one stands out.
            opacity: entry.ahead ? 0.5 : 1
            // The shown move, readable in both themes.
            background: Rectangle {
                radius: 4
                color: entry.highlighted ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.22)
                                         : entry.hovered ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.1) : "transparent"
            }
            // The keyboard's place in the list.
            Rectangle {
                anchors.fill: parent
                visible: grid.activeFocus && grid.currentIndex === entry.index
                color: "transparent"
                border.width: 2
                border.color: Theme.accent
                radius: 4
            }
            text: entry.label
            // A turn with its review mark ("1. c-a??") in the narrow column
            // of an 800 px window shrinks before it is cut.
            rightPadding: 2
            contentItem: Text {
                objectName: "moveText"
                text: entry.separator ? "" : entry.text
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Math.min(9, entry.font.pixelSize)
                elide: Text.ElideRight
                verticalAlignment: Text.AlignVCenter
                // A race turn is both players': neutral.
                color: entry.side < 0 ? Theme.text : Theme.sideColor(entry.side)
                font: entry.font
            }
            // A round's separator: its name on a rule drawn over both columns.
            Item {
                visible: entry.separator
                width: grid.width
                height: parent.height
                Rectangle {
                    anchors.left: roundLabel.right
                    anchors.leftMargin: 8
                    anchors.right: parent.right
                    anchors.rightMargin: 6
                    anchors.verticalCenter: parent.verticalCenter
                    height: 1
                    color: Theme.panelBorder
                }
                Text {
                    id: roundLabel
                    objectName: "roundSeparator"
                    x: entry.leftPadding
                    anchors.verticalCenter: parent.verticalCenter
                    text: entry.label
                    color: Theme.mutedText
                    font.pixelSize: Theme.px(13)
                    font.bold: true
                }
            }
            onClicked: {
                list.controller.history.goToPly(entry.ply)
                if (list.stepThrough)
                    list.controller.player.seek(0)
            }
            TapHandler {
                acceptedButtons: Qt.RightButton
                enabled: !entry.blank && !entry.separator
                onTapped: marks.openFor(entry)
            }
        }
    }

    // The marks of a turn, as the notes give them (their words are the notes').
    Menu {
        id: marks
        objectName: "moveMarks"
        /// The ply the menu marks the turn of.
        property int ply: 0
        function openFor(row: Item) {
            if (!list.document || !row || row.ply <= 0)
                return
            ply = row.ply
            popup(row, 0, row.height)
        }
        Repeater {
            model: ["!", "?", "!!", "??", "!?", "?!", ""]
            delegate: MenuItem {
                required property string modelData
                objectName: "mark-" + (modelData === "" ? "none" : modelData)
                readonly property string meaning: {
                    switch (modelData) {
                    case "!": return qsTranslate("VariationList", "Good move")
                    case "?": return qsTranslate("VariationList", "Mistake")
                    case "!!": return qsTranslate("VariationList", "Excellent move")
                    case "??": return qsTranslate("VariationList", "Blunder")
                    case "!?": return qsTranslate("VariationList", "Interesting move")
                    case "?!": return qsTranslate("VariationList", "Dubious move")
                    }
                    return qsTranslate("VariationList", "No mark")
                }
                text: modelData === "" ? meaning : modelData + "  " + meaning
                Accessible.name: meaning
                onTriggered: list.document.setGlyphAtPly(marks.ply, modelData)
            }
        }
    }

    // The review's note of the keyboard's row (else of the row shown), in
    // words under the list: readable without a pointer over the row.
    Label {
        id: noteLine
        objectName: "moveNote"
        readonly property Item row: grid.currentItem
        readonly property string note: row && row.note !== undefined ? row.note : ""
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 10
        visible: note !== ""
        //: The review's note under the move list: %1 the turn ("12. c"), %2 the note
        text: visible ? qsTr("%1: %2").arg(row.label.startsWith(row.turn + ".") ? row.label : row.turn + "… " + row.label)
                                     .arg(note) : ""
        wrapMode: Text.Wrap
        // Up to four lines, fewer in a short panel (800x500 with the analysis
        // open): the note never climbs over the Start line and a row of moves.
        maximumLineCount: Math.max(1, Math.min(4, Math.floor((list.height - startEntry.y - startEntry.height
                                                              - grid.cellHeight - 16 - 10 - topPadding)
                                                             / noteMetrics.lineSpacing)))
        elide: Text.ElideRight
        color: Theme.text
        font.pixelSize: Theme.px(13)
        FontMetrics {
            id: noteMetrics
            font: noteLine.font
        }
        // A rule above it, apart from the rows.
        topPadding: 6
        Rectangle {
            width: parent.width
            height: 1
            color: Theme.panelBorder
        }
    }
}
