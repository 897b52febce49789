// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Qt.labs.folderlistmodel
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The export and import dialog: a folder's game records, a file name to
// type or pick, Save (asking before it replaces a file) or Open.
//
// Qt 6.4's own non-native FileDialog cannot save to a new name (its button
// says "Open" and a typed name does nothing) and needs the same
// Qt.labs.folderlistmodel module. RecordActions creates this dialog with
// Qt.createComponent(): when a module is missing, the player reads why
// instead of the window dying.
AppDialog {
    id: dialog

    /// Save (export) or open (import).
    property bool saving: true
    /// Open a record file to add the game to (Game > Add to file): it must exist.
    property bool adding: false
    /// The folder listed.
    property url folder: RecordFiles.startFolder("")
    /// Lists every file, not only game records.
    property bool allFiles: false
    /// Why the typed name cannot be used ("there is no such file").
    property string problem: ""
    /// The file waiting for "Replace?".
    property url pending: ""

    /// The player chose a file (to write when saving, to read when opening).
    signal chosen(url file)

    /// Shows the dialog with `name` in the file name field (saving).
    function openWith(name: string) {
        fileNameField.text = name
        problem = ""
        open()
    }
    /// Save or Open: a folder is entered, an existing file is replaced only
    /// after asking, a missing one cannot be opened.
    function choose() {
        const url = RecordFiles.resolve(folder, fileNameField.text, saving)
        if (url.toString() === "")
            return
        if (RecordFiles.isFolder(url)) {
            folder = url
            fileNameField.text = ""
            problem = ""
            return
        }
        if (!saving && !RecordFiles.exists(url)) {
            //: %1 a file name typed in the import dialog
            problem = qsTr("There is no file %1.").arg(RecordFiles.fileName(url))
            return
        }
        if (saving && RecordFiles.exists(url)) {
            pending = url
            replace.open()
            return
        }
        finish(url)
    }
    function finish(url: url) {
        problem = ""
        close()
        chosen(url)
    }

    objectName: "recordFileDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: parent ? Math.max(300, Math.min(640, parent.width - 40)) : 640
    height: parent ? Math.max(300, Math.min(520, parent.height - 40)) : 520
    modal: true
    focus: true
    padding: 12
    closePolicy: Popup.CloseOnEscape
    title: adding
           //: Title of the dialog of Game > Add to file
           ? qsTr("Add the game to a file")
           : saving
           //: Title of the export dialog
           ? qsTr("Export the game")
           //: Title of the import dialog
           : qsTr("Import a game")
    onOpened: fileNameField.forceActiveFocus()
    background: Rectangle {
        radius: 8
        color: Theme.panel
        border.color: Theme.panelBorder
    }

    FolderListModel {
        id: files
        folder: dialog.folder
        showDirsFirst: true
        showDotAndDotDot: false
        sortCaseSensitive: false
        nameFilters: dialog.allFiles ? ["*"] : ["*.pgn", "*.txt"]
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Button {
                objectName: "folderUp"
                //: Export/import dialog: goes to the folder above
                text: qsTr("Up")
                enabled: RecordFiles.parentFolder(dialog.folder).toString() !== ""
                onClicked: dialog.folder = RecordFiles.parentFolder(dialog.folder)
            }
            Label {
                objectName: "folderPath"
                Layout.fillWidth: true
                text: RecordFiles.displayPath(dialog.folder)
                elide: Text.ElideMiddle
                color: Theme.text
            }
        }

        ChoiceList {
            id: list
            objectName: "fileList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: files
            Rectangle {
                anchors.fill: parent
                z: -1
                color: Theme.window
                border.color: Theme.panelBorder
                radius: 4
            }
            ScrollBar.vertical: ScrollBar {}
            onActivated: currentItem?.pick(true)
            delegate: ItemDelegate {
                id: row
                required property string fileName
                required property url fileUrl
                required property bool fileIsDir
                required property int index
                objectName: "file-" + fileName
                width: ListView.view.width
                // The file the typed name picks, and the keyboard's place in the list.
                highlighted: (ListView.isCurrentItem && list.activeFocus) || fileName === fileNameField.text.trim()
                focusPolicy: Qt.NoFocus
                // A folder is marked with a slash after its name.
                text: fileIsDir ? fileName + "/" : fileName
                font.bold: fileIsDir
                contentItem: Label {
                    text: row.text
                    font: row.font
                    color: Theme.text
                    elide: Text.ElideMiddle
                }
                /// A folder opens; a file's name goes to the field (and is chosen with `go`).
                function pick(go: bool) {
                    list.currentIndex = index
                    if (fileIsDir) {
                        dialog.folder = fileUrl
                        return
                    }
                    fileNameField.text = fileName
                    if (go)
                        dialog.choose()
                }
                onClicked: pick(false)
                onDoubleClicked: pick(true)
            }
            Label {
                anchors.centerIn: parent
                visible: list.count === 0
                //: Export/import dialog: the folder has no game records
                text: qsTr("No game records in this folder")
                color: Theme.mutedText
            }
        }

        Label {
            objectName: "fileProblem"
            Layout.fillWidth: true
            visible: dialog.problem !== ""
            text: dialog.problem
            wrapMode: Text.Wrap
            color: Theme.north
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            rowSpacing: 6
            Label {
                //: Export/import dialog: the name of the file
                text: qsTr("File name")
                color: Theme.text
            }
            TextField {
                id: fileNameField
                objectName: "fileName"
                Layout.fillWidth: true
                focus: true
                Accessible.name: qsTr("File name")
                selectByMouse: true
                onAccepted: dialog.choose()
                onTextEdited: dialog.problem = ""
                Keys.onEnterPressed: dialog.choose()
            }
            Item { implicitWidth: 1 }
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                ComboBox {
                    objectName: "fileFilter"
                    Layout.fillWidth: true
                    //: File type filter of the export and import dialogs
                    model: [qsTr("Game records (*.pgn *.txt)"), qsTr("All files (*)")]
                    onActivated: index => dialog.allFiles = index === 1
                }
                Button {
                    objectName: "chooseFile"
                    highlighted: true
                    text: dialog.adding
                          //: Add to file dialog: adds the game after the file's games
                          ? qsTr("Add")
                          : dialog.saving
                          //: Export dialog: writes the file
                          ? qsTr("Save")
                          //: Import dialog: reads the file
                          : qsTr("Open")
                    enabled: fileNameField.text.trim() !== ""
                    onClicked: dialog.choose()
                }
                Button {
                    objectName: "cancelFile"
                    //: Export/import dialog: closes it without a file
                    text: qsTr("Cancel")
                    onClicked: dialog.close()
                }
            }
        }
    }

    ConfirmDialog {
        id: replace
        objectName: "replaceFile"
        //: Export dialog: the file chosen is there already
        title: qsTr("Replace the file?")
        //: %1 a file name
        text: qsTr("%1 already exists. Replacing it loses what it holds.").arg(RecordFiles.fileName(dialog.pending))
        //: Export dialog: writes over the existing file
        acceptText: qsTr("Replace")
        onAccepted: dialog.finish(dialog.pending)
    }
}
