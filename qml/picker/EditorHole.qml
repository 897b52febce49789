// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// A hole of the layout editor: its name, its seeds and a field to type the count.
Item {
    id: cell

    required property LayoutEditorModel editor
    required property int hole
    property real unit: 72
    /// The grid the holes sit in, to find the hole a drag ends over.
    property Item grid: null
    /// The seed drawn under the finger or pointer during a drag.
    property Item dragLayer: null
    readonly property int seeds: editor.seedsIn(hole) + revision * 0
    readonly property bool south: hole < editor.houses
    readonly property string name: south ? String.fromCharCode(97 + hole)
                                         : String.fromCharCode(65 + hole - editor.houses)
    property int revision: 0

    objectName: "edit-" + name
    width: unit
    height: unit + field.height + 4

    Connections {
        target: cell.editor
        function onSeedsChanged() { cell.revision++ }
    }

    Accessible.role: Accessible.Button
    //: Screen reader text of a hole in the layout editor
    Accessible.name: qsTr("Hole %1, %n seed(s)", "", cell.seeds).arg(cell.name)

    Rectangle {
        id: hollow
        y: cell.south ? 0 : field.height + 4
        width: cell.unit
        height: cell.unit
        radius: width / 2
        border.width: area.containsMouse || cell.activeFocus || field.activeFocus ? 3 : 1.5
        border.color: area.containsMouse || cell.activeFocus || field.activeFocus ? Theme.accent : Theme.holeRim
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.holeDeep }
            GradientStop { position: 1.0; color: Qt.darker(Theme.holeRim, 1.3) }
        }

        // Up to twelve pebbles in a ring; the count says the rest.
        Repeater {
            model: Math.min(cell.seeds, 12)
            delegate: Rectangle {
                required property int index
                readonly property real angle: index * 2 * Math.PI / Math.min(cell.seeds, 12) - Math.PI / 2
                readonly property real r: cell.seeds === 1 ? 0 : hollow.width * 0.28
                width: hollow.width * 0.16
                height: width
                radius: width / 2
                x: hollow.width / 2 + r * Math.cos(angle) - width / 2
                y: hollow.height / 2 + r * Math.sin(angle) - height / 2
                color: Theme.seedColors[(cell.hole * 3 + index) % Theme.seedColors.length]
                border.color: Qt.rgba(0, 0, 0, 0.35)
            }
        }
        Text {
            anchors.centerIn: parent
            text: cell.seeds
            color: Theme.label
            style: Text.Outline
            styleColor: "#000000"
            font.pixelSize: cell.unit * 0.3
            font.bold: true
        }
        Text {
            anchors.left: parent.left
            anchors.top: parent.top
            text: cell.name
            color: Theme.label
            font.pixelSize: Math.max(10, cell.unit * 0.16)
            opacity: 0.8
        }

        MouseArea {
            id: area
            anchors.fill: parent
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            hoverEnabled: true
            preventStealing: true
            property bool held: false
            property bool dragging: false
            property point pressPoint

            function holeUnder(mouse: var): int {
                if (!cell.grid)
                    return -1
                const p = area.mapToItem(cell.grid, mouse.x, mouse.y)
                const child = cell.grid.childAt(p.x, p.y) as EditorHole
                return child ? child.hole : -1
            }

            onPressed: mouse => {
                held = false
                dragging = false
                pressPoint = Qt.point(mouse.x, mouse.y)
            }
            onPressAndHold: mouse => {
                if (dragging)
                    return
                held = true
                cell.editor.remove(cell.hole)
            }
            onPositionChanged: mouse => {
                if (!pressed || held || mouse.buttons !== Qt.LeftButton)
                    return
                if (!dragging && Math.hypot(mouse.x - pressPoint.x, mouse.y - pressPoint.y) > 8 && cell.seeds > 0)
                    dragging = true
                if (dragging && cell.dragLayer) {
                    const p = area.mapToItem(cell.dragLayer.parent, mouse.x, mouse.y)
                    cell.dragLayer.x = p.x - cell.dragLayer.width / 2
                    cell.dragLayer.y = p.y - cell.dragLayer.height / 2
                    cell.dragLayer.visible = true
                }
            }
            onReleased: mouse => {
                if (cell.dragLayer)
                    cell.dragLayer.visible = false
                if (held)
                    return
                if (dragging) {
                    const target = holeUnder(mouse)
                    if (target >= 0 && target !== cell.hole)
                        cell.editor.move(cell.hole, target)
                } else if (mouse.button === Qt.RightButton) {
                    cell.editor.remove(cell.hole)
                } else {
                    cell.editor.add(cell.hole)
                }
                dragging = false
            }
        }
    }

    TextField {
        id: field
        objectName: "count"
        y: cell.south ? cell.unit + 4 : 0
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.max(44, cell.unit * 0.7)
        horizontalAlignment: Text.AlignHCenter
        text: cell.seeds
        validator: IntValidator { bottom: 0; top: 240 }
        inputMethodHints: Qt.ImhDigitsOnly
        selectByMouse: true
        //: Screen reader name of the count field of a hole in the layout editor
        Accessible.name: qsTr("Seeds in hole %1").arg(cell.name)
        onEditingFinished: {
            if (!cell.editor.setCount(cell.hole, Number(text)))
                text = cell.seeds
        }
        onActiveFocusChanged: if (activeFocus) selectAll()
        Keys.onUpPressed: cell.editor.add(cell.hole)
        Keys.onDownPressed: cell.editor.remove(cell.hole)
    }
}
