// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// A hole of the position editor: its seeds, name, mark and owner. Clicks,
// the wheel and drags go to the editor model; the keyboard is the board's
// (PositionEditor.qml moves the focus between the holes).
Item {
    id: cell

    required property PositionEditorModel editor
    required property int hole
    property real unit: 64
    /// The keyboard focus of the board is on this hole.
    property bool focused: false
    /// The hole picked as the source of a move.
    property bool picked: false
    /// The item the holes sit in, to find the hole a drag ends over.
    property Item grid: null
    /// The seed drawn under the pointer during a drag.
    property Item dragLayer: null
    readonly property int revision: editor.revision
    readonly property int seeds: editor.seedsIn(hole) + revision * 0
    readonly property int owner: editor.ownerOf(hole) + revision * 0
    readonly property string markText: editor.markLabel(hole) + (revision * 0 ? "" : "")
    readonly property string name: editor.holeName(hole)

    /// A click: the board adds, takes, or picks the hole for a move.
    signal clicked(int button, int modifiers)
    /// The hole's menu (marks, owner) is asked for.
    signal menuRequested()
    /// A drag from this hole ended over `target`.
    signal dropped(int target)

    objectName: "cell-" + name
    width: unit
    height: unit

    Accessible.role: Accessible.Button
    Accessible.name: editor.holeText(hole) + (revision * 0 ? "" : "")
    Accessible.focusable: true
    Accessible.focused: focused

    Rectangle {
        id: hollow
        anchors.fill: parent
        radius: width / 2
        border.width: cell.focused || cell.picked || area.containsMouse ? 3 : 1.5
        border.color: cell.picked ? Theme.south : cell.focused || area.containsMouse ? Theme.accent : Theme.holeRim
        color: Theme.holeDeep
        // A hole another player owns in this round (M9, W6): a ring of the owner's colour.
        Rectangle {
            anchors.fill: parent
            anchors.margins: 4
            radius: width / 2
            color: "transparent"
            border.width: 2
            border.color: cell.owner === 0 ? Theme.south : Theme.north
            visible: cell.editor.hasRounds && cell.owner !== (cell.hole < cell.editor.houses ? 0 : 1)
        }
        // Up to twelve pebbles in a ring around the count (a single one at
        // the top, not under the digit); the count says the rest. A mark's
        // badge takes the bottom of the hole: the pebbles leave it free.
        Repeater {
            model: Math.min(cell.seeds, 12)
            delegate: Rectangle {
                required property int index
                /// The bottom arc left to a mark's badge, either side of straight down.
                readonly property real badgeArc: cell.markText !== "" ? 0.9 : 0
                readonly property real angle: Math.PI / 2 + badgeArc
                                              + (index + 0.5) * (2 * Math.PI - 2 * badgeArc) / Math.min(cell.seeds, 12)
                readonly property real r: hollow.width * 0.3
                objectName: "pebble"
                width: hollow.width * 0.14
                height: width
                radius: width / 2
                x: hollow.width / 2 + r * Math.cos(angle) - width / 2
                y: hollow.height / 2 + r * Math.sin(angle) - height / 2
                color: Theme.seedColors[(cell.hole * 3 + index) % Theme.seedColors.length]
                border.color: Qt.rgba(0, 0, 0, 0.35)
            }
        }
        Text {
            objectName: "count"
            anchors.centerIn: parent
            text: cell.seeds
            color: Theme.label
            style: Text.Outline
            styleColor: "#000000"
            font.pixelSize: Math.max(12, cell.unit * 0.3)
            font.bold: true
        }
        Text {
            anchors.left: parent.left
            anchors.top: parent.top
            text: cell.name
            color: Theme.label
            font.pixelSize: Math.max(10, cell.unit * 0.18)
        }
    }
    // The mark under the count, in a badge of its owner's colour.
    Rectangle {
        objectName: "mark"
        visible: cell.markText !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        width: Math.min(cell.unit, markLabel.implicitWidth + 6)
        height: markLabel.implicitHeight + 2
        radius: 3
        color: cell.editor.markOwnerOf(cell.hole) + cell.revision * 0 === 0 ? Theme.south : Theme.north
        Text {
            id: markLabel
            anchors.centerIn: parent
            width: Math.min(implicitWidth, cell.unit - 6)
            elide: Text.ElideRight
            text: cell.markText
            color: Theme.onSide
            font.pixelSize: Math.max(9, cell.unit * 0.14)
        }
    }

    MouseArea {
        id: area
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.RightButton | Qt.MiddleButton
        hoverEnabled: true
        preventStealing: true
        property bool dragging: false
        /// The press ended a drag: no click.
        property bool dragged: false
        property point pressPoint

        function holeUnder(mouse: var): int {
            if (!cell.grid)
                return -1
            const p = area.mapToItem(cell.grid, mouse.x, mouse.y)
            const child = cell.grid.childAt(p.x, p.y) as EditorCell
            return child ? child.hole : -1
        }

        onPressed: mouse => {
            dragging = false
            dragged = false
            pressPoint = Qt.point(mouse.x, mouse.y)
        }
        onPressAndHold: mouse => {
            if (!dragging)
                cell.menuRequested()
        }
        onPositionChanged: mouse => {
            if (!pressed || mouse.buttons !== Qt.LeftButton)
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
            if (dragging) {
                dragging = false
                dragged = true
                const target = holeUnder(mouse)
                if (target >= 0 && target !== cell.hole)
                    cell.dropped(target)
            }
        }
        onClicked: mouse => {
            if (dragged)
                return
            if (mouse.button === Qt.MiddleButton)
                cell.menuRequested()
            else
                cell.clicked(mouse.button, mouse.modifiers)
        }
        onWheel: wheel => {
            if (wheel.angleDelta.y > 0)
                cell.editor.add(cell.hole)
            else if (wheel.angleDelta.y < 0)
                cell.editor.take(cell.hole)
        }
    }
}
