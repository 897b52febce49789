// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Draws a start position hole by hole: click or tap a hole to add a seed,
// right-click or press and hold to take one away, drag from a hole to another
// to move a seed, or type a count. Totals per row; a layout the rules cannot
// start is refused with the reason.
AppDialog {
    id: dialog

    /// Rule set, row length and other house rules of the setup being edited.
    readonly property LayoutEditorModel model: editorModel
    property int minHouses: 3
    property int maxHouses: 12
    property int houseStep: 1

    signal chosen(string houseRule)

    /// Starts from the start position of a setup.
    function openFor(variantId: string, houseRules: var, range: var) {
        editorModel.load(variantId, houseRules)
        minHouses = range.min
        maxHouses = range.max
        houseStep = range.step
        open()
    }

    objectName: "layoutEditor"
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 1000, 1100)
    height: Math.min(parent ? parent.height - 40 : 640, content.implicitHeight + 48)
    padding: 20
    closePolicy: Popup.CloseOnEscape
    background: Rectangle { color: Theme.panel; radius: 14; border.color: Theme.panelBorder }

    LayoutEditorModel { id: editorModel }

    contentItem: ColumnLayout {
        id: content
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                //: Title of the layout editor
                text: qsTr("Layout editor")
                color: Theme.text
                font.pixelSize: Theme.px(22)
                font.bold: true
            }
            Label {
                objectName: "totals"
                color: Theme.text
                font.pixelSize: Theme.px(15)
                //: Seed totals in the layout editor: %1 South's row, %2 North's row, %3 both, %4 the most supported
                text: qsTr("South %1 · North %2 · total %3 (at most %4)")
                      .arg(editorModel.southTotal).arg(editorModel.northTotal)
                      .arg(editorModel.total).arg(editorModel.maxSeeds)
            }
        }
        Label {
            Layout.fillWidth: true
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            //: How to use the layout editor
            text: qsTr("Click or tap a hole to add a seed; right-click or press and hold to take one away; drag from one hole to another to move a seed; or type a count under a hole.")
        }

        // The board: North's row on top as South sees it.
        Rectangle {
            id: boardFrame
            Layout.fillWidth: true
            Layout.preferredHeight: holeGrid.implicitHeight + 24
            radius: 16
            color: Theme.woodEdge

            Grid {
                id: holeGrid
                anchors.centerIn: parent
                columns: editorModel.houses
                rowSpacing: 6
                columnSpacing: 6
                readonly property real unit: Math.min(84, (boardFrame.width - 24) / Math.max(1, editorModel.houses) - 6)

                Repeater {
                    model: editorModel.houses * 2
                    delegate: EditorHole {
                        required property int index
                        editor: editorModel
                        // Grid cells: North's row (1) first, then South's row (0).
                        hole: editorModel.holeAt(index < editorModel.houses ? 1 : 0, index % editorModel.houses)
                        unit: holeGrid.unit
                        grid: holeGrid
                        dragLayer: dragSeed
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Label {
                color: Theme.text
                //: Label of the row length chooser in the layout editor
                text: qsTr("Holes in a row")
            }
            SpinBox {
                id: housesBox
                objectName: "editorHouses"
                from: dialog.minHouses
                to: dialog.maxHouses
                stepSize: dialog.houseStep
                value: editorModel.houses
                editable: true
                onValueModified: editorModel.setHouses(value)
            }
            Item { Layout.preferredWidth: 16 }
            Button {
                //: Layout editor: empties every hole
                text: qsTr("Empty all")
                onClicked: editorModel.clear()
            }
            Button {
                id: fillButton
                //: Layout editor: puts the same count in every hole
                text: qsTr("Fill every hole with")
                onClicked: editorModel.fill(fillBox.value)
            }
            SpinBox {
                id: fillBox
                from: 0
                to: 20
                value: 4
                editable: true
                Accessible.name: fillButton.text
            }
            Item { Layout.fillWidth: true }
        }

        Label {
            objectName: "editorReason"
            Layout.fillWidth: true
            visible: text !== ""
            text: editorModel.reason
            color: Theme.north
            font.pixelSize: Theme.px(15)
            font.bold: true
            wrapMode: Text.WordWrap
        }

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                color: Theme.mutedText
                font.family: "monospace"
                elide: Text.ElideRight
                text: editorModel.rows
            }
            Button {
                //: Leaves the layout editor without using the layout
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            Button {
                objectName: "useLayout"
                highlighted: true
                enabled: editorModel.valid
                //: Uses the drawn layout for the game
                text: qsTr("Use this layout")
                onClicked: {
                    dialog.chosen(editorModel.houseRule)
                    dialog.close()
                }
            }
        }
    }

    // The seed that follows a drag from hole to hole.
    Rectangle {
        id: dragSeed
        parent: dialog.contentItem
        visible: false
        width: 18
        height: 18
        radius: 9
        color: Theme.seedColors[0]
        border.color: Qt.darker(color, 1.6)
        z: 10
    }
}
