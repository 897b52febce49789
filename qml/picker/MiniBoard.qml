// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala

// A small drawing of a start position: two rows of holes with their counts,
// North's row on top as South sees it.
Rectangle {
    id: mini

    /// Seeds in ring order (a.. then A..).
    property list<int> seeds: []
    readonly property int houses: seeds.length / 2
    readonly property real cell: Math.min((width - 8) / Math.max(1, houses), (height - 8) / 2)

    implicitWidth: 200
    implicitHeight: 60
    radius: 8
    color: Theme.woodEdge
    border.color: Qt.darker(Theme.woodEdge, 1.3)

    Accessible.role: Accessible.Graphic
    //: Screen reader text of the small start position drawing
    Accessible.name: qsTr("Start position, %n hole(s) a row", "", mini.houses)

    Grid {
        anchors.centerIn: parent
        rows: 2
        columns: mini.houses
        Repeater {
            model: mini.houses * 2
            delegate: Item {
                id: cellItem
                required property int index
                readonly property int row: index < mini.houses ? 0 : 1
                readonly property int column: index % mini.houses
                // The top row is North's, last hole first; the bottom row is South's from a.
                readonly property int hole: row === 0 ? 2 * mini.houses - 1 - column : column
                readonly property int count: mini.seeds[hole] ?? 0
                width: mini.cell
                height: mini.cell
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: Math.max(1, mini.cell * 0.08)
                    radius: width / 2
                    color: Theme.holeDeep
                    border.color: Theme.holeRim
                    border.width: 1
                    Text {
                        anchors.centerIn: parent
                        text: cellItem.count > 0 ? cellItem.count : ""
                        color: Theme.label
                        font.pixelSize: Math.max(8, mini.cell * 0.42)
                        font.bold: true
                    }
                }
            }
        }
    }
}
