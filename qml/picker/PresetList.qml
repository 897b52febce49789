// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The presets: the five rule sets as their sources play them, then the
// player's own setups. Choose one to load it, double-click (or Enter) to
// start it; save the setup shown under a name; rename or delete own presets.
Rectangle {
    id: list

    required property PresetStore store
    required property GameSetup setup
    property string error: ""
    /// A short window: a shorter list (it scrolls).
    property bool compact: false

    /// A preset was chosen: load it into the setup.
    signal chosen(int row)
    /// Start a game from a preset at once.
    signal startRequested(int row)

    radius: 12
    color: Theme.panel
    border.color: Theme.panelBorder

    // Never shorter than its heading, the shortest list and the save row: the
    // column it stands in must not draw it over what lies below.
    Layout.minimumHeight: 2 * column.anchors.margins + heading.implicitHeight + view.Layout.minimumHeight
                          + saveRow.implicitHeight + 2 * column.spacing
                          + (message.visible ? message.implicitHeight + column.spacing : 0)
                          + (errorLabel.visible ? errorLabel.implicitHeight + column.spacing : 0)

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: list.compact ? 8 : 12
        spacing: list.compact ? 4 : 8

        Label {
            id: heading
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.px(15)
            //: Heading of the presets list in the picker
            text: qsTr("Presets")
        }
        Label {
            id: message
            objectName: "presetMessage"
            Layout.fillWidth: true
            visible: list.store.message !== ""
            text: list.store.message
            color: Theme.north
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.px(12)
        }

        ChoiceList {
            id: view
            objectName: "presetView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // A row at least (it scrolls): in a short window, or a tall text, the
            // players and Start below need the room.
            Layout.minimumHeight: 48
            clip: true
            model: list.store
            spacing: 2
            currentIndex: -1
            ScrollBar.vertical: ScrollBar {}
            onActivated: index => list.startRequested(index)
            Keys.onDeletePressed: if (currentIndex >= 0) list.store.remove(currentIndex)
            onCurrentIndexChanged: if (currentIndex >= 0 && activeFocus) list.chosen(currentIndex)

            delegate: ItemDelegate {
                id: row
                required property int index
                required property string name
                required property string summary
                required property bool builtIn

                objectName: "preset-" + name
                width: view.width
                highlighted: ListView.isCurrentItem
                onClicked: {
                    view.currentIndex = index
                    list.chosen(index)
                }
                onDoubleClicked: list.startRequested(index)
                contentItem: RowLayout {
                    spacing: 6
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0
                        Label {
                            Layout.fillWidth: true
                            text: row.name
                            color: Theme.text
                            font.bold: !row.builtIn
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: row.summary
                            color: Theme.mutedText
                            font.pixelSize: Theme.px(11)
                            elide: Text.ElideRight
                        }
                    }
                    ToolButton {
                        objectName: "renamePreset"
                        visible: !row.builtIn
                        //: Renames a saved preset
                        text: qsTr("Rename")
                        font.pixelSize: Theme.px(11)
                        onClicked: {
                            renameField.row = row.index
                            renameField.text = row.name
                            renamePopup.open()
                        }
                    }
                    ToolButton {
                        objectName: "deletePreset"
                        visible: !row.builtIn
                        //: Deletes a saved preset
                        text: qsTr("Delete")
                        font.pixelSize: Theme.px(11)
                        onClicked: list.store.remove(row.index)
                    }
                }
            }
        }

        RowLayout {
            id: saveRow
            Layout.fillWidth: true
            spacing: 6
            TextField {
                id: nameField
                objectName: "presetName"
                Layout.fillWidth: true
                Accessible.description: namePlaceholder.text
                onAccepted: saveButton.clicked()
                // The placeholder, drawn here rather than by the style so that
                // a long translation in a narrow picker (800 px, German, a large
                // desktop font) is set smaller rather than cut.
                Label {
                    id: namePlaceholder
                    objectName: "presetNamePlaceholder"
                    x: nameField.leftPadding
                    y: nameField.topPadding
                    width: nameField.width - nameField.leftPadding - nameField.rightPadding
                    height: nameField.height - nameField.topPadding - nameField.bottomPadding
                    visible: nameField.length === 0 && nameField.preeditText === ""
                    //: Placeholder of the field naming a new preset
                    text: qsTr("Name for this setup")
                    color: Theme.mutedText
                    font.pixelSize: nameField.font.pixelSize
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: Math.max(9, Math.round(font.pixelSize * 0.65))
                    // Where the typed name goes.
                    verticalAlignment: nameField.verticalAlignment
                    elide: Text.ElideRight
                }
            }
            Button {
                id: saveButton
                objectName: "savePreset"
                //: Saves the setup shown as a named preset
                text: qsTr("Save")
                onClicked: {
                    list.error = list.store.save(nameField.text, list.setup.variantId, list.setup.houseRules, list.setup.players)
                    if (list.error === "") {
                        view.currentIndex = list.store.indexOf(nameField.text)
                        nameField.text = ""
                    }
                }
            }
        }
        Label {
            id: errorLabel
            Layout.fillWidth: true
            visible: list.error !== ""
            text: list.error
            color: Theme.north
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.px(12)
        }
    }

    AppDialog {
        id: renamePopup
        anchors.centerIn: parent
        modal: true
        focus: true
        padding: 12
        background: Rectangle { color: Theme.panel; radius: 10; border.color: Theme.panelBorder }
        contentItem: ColumnLayout {
            TextField {
                id: renameField
                property int row: -1
                Layout.preferredWidth: 240
                focus: true
                //: Screen reader name of the field renaming a preset
                Accessible.name: qsTr("New name")
                onAccepted: renameButton.clicked()
            }
            Label {
                id: renameError
                visible: text !== ""
                color: Theme.north
                wrapMode: Text.WordWrap
                Layout.preferredWidth: 240
            }
            Button {
                id: renameButton
                //: Confirms the new name of a preset
                text: qsTr("Rename")
                onClicked: {
                    renameError.text = list.store.rename(renameField.row, renameField.text)
                    if (renameError.text === "")
                        renamePopup.close()
                }
            }
        }
    }
}
