// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The board on paper (Game menu): the board copied as a picture, saved as
// PNG or SVG, the game saved as a PDF sheet or printed through Qt's print
// dialog. The export dialog asks for the file and the look (the window's
// theme or print-friendly), hole names and the arrow of the last move, or
// how often the game sheet shows a diagram. BoardExport does the drawing.
Item {
    id: actions

    required property GameController controller
    property RecordDocument document: null
    readonly property alias paper: paper

    /// Game, Copy board as image (Ctrl+Shift+B).
    function copyImage() { paper.copyImage() }
    /// Game, Export board… (Ctrl+E): the dialog for a PNG or SVG file.
    function exportBoard() { dialog.openFor(false) }
    /// Game, Export game as PDF… (Ctrl+Shift+P).
    function exportGame() { dialog.openFor(true) }
    /// Game, Print… (Ctrl+P): Qt's print dialog, then the game sheet.
    function printGame() { paper.printGame() }

    BoardExport {
        id: paper
        objectName: "boardExport"
        controller: actions.controller
        document: actions.document
        theme: Theme.highContrast ? 2 : Theme.dark ? 1 : 0
        onStatusChanged: if (status !== "") note.show(status, 4000)
        onErrorChanged: if (error !== "" && !dialog.visible) note.show(error, 6000)
    }

    Shortcut {
        sequence: "Ctrl+Shift+B"
        onActivated: actions.copyImage()
    }
    Shortcut {
        sequence: "Ctrl+E"
        onActivated: actions.exportBoard()
    }
    Shortcut {
        sequence: "Ctrl+Shift+P"
        onActivated: actions.exportGame()
    }
    Shortcut {
        sequences: [StandardKey.Print]
        onActivated: actions.printGame()
    }

    // What happened: "Saved Kalah board.png", or why not.
    ToolTip {
        id: note
        objectName: "paperNote"
        parent: actions
        x: (actions.width - width) / 2
        y: actions.height - height - 24
    }

    AppDialog {
        id: dialog
        objectName: "paperDialog"

        /// The game sheet (PDF), else the board (PNG or SVG).
        property bool game: false
        property url pending: ""

        function openFor(sheet: bool) {
            game = sheet
            paper.clearError()
            fileField.text = RecordFiles.displayPath(paper.proposedFile(sheet))
            open()
        }
        function save() {
            const start = paper.proposedFile(game)
            const url = RecordFiles.resolve(RecordFiles.parentFolder(start), fileField.text, false)
            if (url.toString() === "")
                return
            if (RecordFiles.exists(url) && !RecordFiles.isFolder(url)) {
                pending = url
                replace.open()
                return
            }
            write(url)
        }
        function write(file: url) {
            if (game ? paper.exportGame(file) : paper.exportBoard(file))
                close()
        }

        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(560, parent ? parent.width - 40 : 560)
        modal: true
        focus: true
        padding: 16
        closePolicy: Popup.CloseOnEscape
        title: game
               //: Title of the dialog of Game, Export game as PDF
               ? qsTr("Export the game as PDF")
               //: Title of the dialog of Game, Export board
               : qsTr("Export the board")
        onOpened: fileField.forceActiveFocus()
        background: Rectangle {
            radius: 8
            color: Theme.panel
            border.color: Theme.panelBorder
        }
        header: Label {
            padding: 16
            bottomPadding: 4
            text: dialog.title
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.px(18)
            Accessible.role: Accessible.Heading
        }

        ColumnLayout {
            anchors.fill: parent
            spacing: 8

            CheckBox {
                objectName: "printFriendly"
                //: Export dialog: the look of the picture
                text: qsTr("Print-friendly: white, black outlines, counts as numbers and dots")
                checked: paper.printFriendly
                onToggled: paper.printFriendly = checked
            }
            CheckBox {
                objectName: "holeNames"
                visible: !dialog.game
                //: Export dialog: the letters a… and A… round the board
                text: qsTr("Hole names")
                checked: paper.holeNames
                onToggled: paper.holeNames = checked
            }
            CheckBox {
                objectName: "arrow"
                visible: !dialog.game
                //: Export dialog: an arrow from the hole last sown to where its last seed went
                text: qsTr("Arrow for the last move")
                checked: paper.arrow
                onToggled: paper.arrow = checked
            }
            RowLayout {
                visible: dialog.game
                spacing: 8
                Label {
                    //: Export game as PDF: how often the sheet shows the board
                    text: qsTr("A diagram every")
                    color: Theme.text
                }
                SpinBox {
                    objectName: "diagramEvery"
                    from: 1
                    to: 200
                    editable: true
                    value: paper.diagramEvery
                    onValueModified: paper.diagramEvery = value
                    Accessible.name: qsTr("A diagram every")
                }
                Label {
                    //: Export game as PDF: after "A diagram every [10]"
                    text: qsTr("decisions")
                    color: Theme.text
                }
            }
            Label {
                //: Export dialog: the file to write
                text: qsTr("File")
                color: Theme.text
            }
            TextField {
                id: fileField
                objectName: "paperFile"
                Layout.fillWidth: true
                selectByMouse: true
                Accessible.name: qsTr("File")
                onAccepted: dialog.save()
                onTextEdited: paper.clearError()
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.mutedText
                text: dialog.game
                      //: Export game as PDF: what the file holds
                      ? qsTr("The title, the moves and a diagram after every few decisions, on A4 pages.")
                      //: Export board: the kinds of file a name makes
                      : qsTr("A name ending in .svg saves a drawing, .jpg a JPEG picture, .png or no ending a PNG picture.")
            }
            Label {
                objectName: "paperProblem"
                Layout.fillWidth: true
                visible: paper.error !== ""
                text: paper.error
                wrapMode: Text.Wrap
                color: Theme.north
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 8
                Button {
                    objectName: "paperSave"
                    highlighted: true
                    //: Export dialog: writes the file
                    text: qsTr("Save")
                    enabled: fileField.text.trim() !== ""
                    onClicked: dialog.save()
                }
                Button {
                    //: Export dialog: closes it without a file
                    text: qsTr("Cancel")
                    onClicked: dialog.close()
                }
            }
        }

        ConfirmDialog {
            id: replace
            //: Export dialog: the file chosen is there already
            title: qsTr("Replace the file?")
            //: %1 a file name
            text: qsTr("%1 already exists. Replacing it loses what it holds.").arg(RecordFiles.fileName(dialog.pending))
            //: Export dialog: writes over the existing file
            acceptText: qsTr("Replace")
            onAccepted: dialog.write(dialog.pending)
        }
    }
}
