// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Game records in the window: export and import (files, the clipboard, a
// dropped file), positions, recent files, the notes panel with comments and
// variations, the autosave and the messages of a failed import.
Item {
    id: actions

    required property GameController controller
    /// The lesson taken on the controller (its board is never kept as the previous game).
    property LessonSession lesson: null
    /// The record on the board, what keeps it on disk, and its import and export.
    readonly property alias document: document
    readonly property alias store: store
    readonly property alias importExport: importExport
    /// Starts the autosave (restoring the saved game) once the window is up.
    property bool autosave: true
    /// A record file to open once the saved game is restored (the command
    /// line's `mancala game.pgn`), as a dropped file is.
    property url startFile: ""
    /// Whether the saved game is restored: what loads from then on (startFile
    /// too) is the player's choice.
    property bool started: false

    /// The export and import dialog's file (tests point it elsewhere).
    property url fileDialogSource: Qt.resolvedUrl("RecordFileDialog.qml")
    /// The dialog, made the first time it is wanted.
    property var fileDialog: null
    /// Why a dialog could not be shown (a QML module missing on this machine).
    property string problem: ""

    /// The start is over: the saved game restored, startFile opened or its
    /// message set (or the question about the game in progress asked).
    signal startOver()

    /// Runs `replace`, which replaces the game on the board, once the player
    /// agrees (the window asks when the game in progress has moves).
    property var confirmReplace: replace => replace()

    /// Game > Set up position: the window opens its position editor.
    signal setUpRequested()
    function setUpPosition() { setUpRequested() }

    /// Ctrl+V: a game or position from the clipboard, asking before it
    /// replaces the game in progress; what is no game is only a message.
    function pasteGame() {
        if (importExport.clipboardHoldsAGame())
            confirmReplace(() => importExport.paste())
        else
            importExport.paste()
    }

    /// A file from outside the window (dropped, or named on the command
    /// line): a record replaces the game in progress once the player agrees;
    /// a file that is no record is only a message, and nothing changes.
    function openFileAsking(file: url) {
        if (importExport.fileHoldsAGame(file))
            confirmReplace(() => importExport.openFile(file))
        else
            importExport.openFile(file)
    }
    /// A file of Game > Recent games, as openFileAsking() (a path, which may hold '#').
    function openRecentAsking(path: string) {
        if (importExport.recentHoldsAGame(path))
            confirmReplace(() => importExport.openRecent(path))
        else
            importExport.openRecent(path)
    }
    /// Game > Restore previous game: no question, as the game on the board
    /// becomes the previous game in its turn.
    function restorePreviousGame(): bool { return store.restorePreviousGame() }

    function exportGame(): bool { return showFileDialog(true, false) }
    function importGame(): bool { return showFileDialog(false, false) }
    /// Game > Add to file: a record file to add the game to (it keeps what it holds).
    function addGameToFile(): bool { return showFileDialog(false, true) }
    function showNotes() { notes.open() }

    /// Opens the export (saving) or import dialog. It is made from its file
    /// only now: a QML module it needs and this machine lacks is then a
    /// message in the window, where a dialog declared here would stop the
    /// whole window from loading (and Qt's own file dialog would crash).
    function showFileDialog(saving: bool, adding: bool): bool {
        if (!fileDialog) {
            const component = Qt.createComponent(fileDialogSource)
            if (component.status !== Component.Ready) {
                //: %1 Qt's reason, e.g. a QML module that is not installed
                problem = qsTr("The file dialog cannot be shown: %1").arg(component.errorString().trim())
                return false
            }
            fileDialog = component.createObject(actions, { folder: RecordFiles.startFolder(document.fileName) })
            if (!fileDialog) {
                problem = qsTr("The file dialog cannot be shown: %1").arg(component.errorString().trim())
                return false
            }
            fileDialog.chosen.connect(file => {
                if (fileDialog.adding)
                    importExport.addToFile(file)
                else if (fileDialog.saving)
                    importExport.saveFile(file)
                else
                    actions.openFileAsking(file)
            })
        }
        problem = ""
        // The folder of the game's file (opened or saved last), every time: not the one of the first call.
        if (document.fileName !== "")
            fileDialog.folder = RecordFiles.startFolder(document.fileName)
        fileDialog.saving = saving
        fileDialog.adding = adding
        //: The file name the export dialog proposes; %1 the rule set
        fileDialog.openWith(saving ? (document.fileName !== "" ? document.fileName.substring(document.fileName.lastIndexOf("/") + 1)
                                                             : qsTr("%1 game.pgn").arg(controller.ruleSet.variantName))
                                   : "")
        return true
    }

    RecordDocument {
        id: document
        controller: actions.controller
        lesson: actions.lesson
    }
    AutosaveStore {
        id: store
        document: document
    }
    RecordImportExport {
        id: importExport
        document: document
    }

    // The saved game first, so that it is there to keep (or to ask about)
    // when the command line's file replaces it.
    Component.onCompleted: Qt.callLater(() => {
        if (actions.autosave)
            store.startAutosave()
        actions.started = true
        if (actions.startFile.toString() !== "")
            actions.openFileAsking(actions.startFile)
        actions.startOver()
    })

    Shortcut {
        sequences: [StandardKey.Save]
        onActivated: actions.exportGame()
    }
    Shortcut {
        sequences: [StandardKey.Open]
        onActivated: actions.importGame()
    }
    Shortcut {
        sequence: "Ctrl+Shift+C"
        onActivated: importExport.copyPosition()
    }
    Shortcut {
        sequences: [StandardKey.Paste]
        onActivated: actions.pasteGame()
    }

    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["text/uri-list"]
        onDropped: drop => {
            if (drop.hasUrls) {
                actions.openFileAsking(drop.urls[0])
                drop.acceptProposedAction()
            }
        }
        Rectangle {
            anchors.fill: parent
            visible: drop.containsDrag
            color: "transparent"
            border.color: Theme.accent
            border.width: 4
            radius: 8
        }
    }

    // Of several games in a file or on the clipboard, the player picks one.
    AppDialog {
        id: chooser
        objectName: "gameChooser"
        anchors.centerIn: parent
        width: Math.min(560, actions.width - 40)
        height: Math.min(440, actions.height - 40)
        modal: true
        // The keyboard walks the list from the opening (the board below keeps none of it).
        focus: true
        visible: importExport.games.length > 0
        title: importExport.choosingRules
               //: Title of the list of rule sets a pasted position string fits
               ? qsTr("Which rule set is this position from?")
               //: Title of the list of games of a record file
               : qsTr("Choose a game")
        standardButtons: Dialog.Open | Dialog.Cancel
        onAccepted: importExport.openGame(gameList.currentIndex)
        onRejected: importExport.cancelGameChoice()
        ChoiceList {
            id: gameList
            objectName: "gameList"
            anchors.fill: parent
            clip: true
            focus: true
            model: importExport.games
            onActivated: chooser.accept()
            delegate: ItemDelegate {
                id: gameRow
                required property string modelData
                required property int index
                objectName: "game-" + index
                width: ListView.view.width
                text: modelData
                highlighted: ListView.isCurrentItem
                // The list keeps the keyboard (its arrows) after a click.
                focusPolicy: Qt.NoFocus
                // The theme's own pair for the chosen row (the style's white on beige is unreadable).
                contentItem: Label {
                    text: gameRow.text
                    color: gameRow.highlighted ? Theme.accentText : Theme.text
                    elide: Text.ElideRight
                }
                background: Rectangle {
                    color: gameRow.highlighted ? Theme.accent : gameRow.hovered ? Theme.hover : "transparent"
                }
                onClicked: gameList.currentIndex = index
                onDoubleClicked: {
                    gameList.currentIndex = index
                    chooser.accept()
                }
            }
        }
    }

    // The first error of an import: where it is and why; the game on the board is unchanged.
    // As wide as the message and the Close button (at most the window), as
    // tall as the message wrapped to that width and never shorter than the button.
    Rectangle {
        id: errorBar
        objectName: "errorBar"
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 16
        // As wide as the sentence and the button need, at most the window's
        // width; as tall as the wrapped sentence or the button, whichever is taller.
        width: Math.min(parent.width - 32, errorText.implicitWidth + closeError.implicitWidth + errorRow.spacing + 20)
        height: Math.max(errorText.contentHeight, closeError.implicitHeight) + 20
        radius: 6
        visible: errorText.text !== ""
        color: Theme.panel
        border.color: Theme.north
        RowLayout {
            id: errorRow
            anchors.fill: parent
            anchors.margins: 10
            Label {
                id: errorText
                objectName: "errorText"
                Layout.fillWidth: true
                // The wrapped height (a layout asks a Label for its one-line height).
                Layout.preferredHeight: contentHeight
                wrapMode: Text.Wrap
                color: Theme.text
                text: document.error !== "" ? document.error : actions.problem
            }
            ToolButton {
                id: closeError
                objectName: "closeError"
                //: Closes the message of a failed import
                text: qsTr("Close")
                onClicked: {
                    document.clearError()
                    actions.problem = ""
                }
            }
        }
    }
    ToolTip {
        id: statusTip
        timeout: 2500
        text: document.status
        x: (actions.width - width) / 2
        y: actions.height - height - 24
    }
    Connections {
        target: document
        function onStatusChanged() {
            if (document.status !== "")
                statusTip.open()
        }
    }

    Drawer {
        id: notes
        objectName: "notesDrawer"
        edge: Qt.RightEdge
        width: Math.min(340, actions.width * 0.8)
        height: actions.height
        VariationList {
            anchors.fill: parent
            document: document
        }
    }
}
