// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// Who plays one side in the picker: a person, or the computer at a level
// (Beginner to Master, and Perfect in Kalah).
ComboBox {
    id: choice

    required property GameSetup setup
    required property ComputerPlayer computer
    property int side: 0
    readonly property int level: side === 0 ? setup.southLevel : setup.northLevel

    font.pixelSize: Theme.px(13)
    textRole: "name"
    valueRole: "level"
    model: {
        //: In the picker: a side is played by a person
        const rows = [{ level: 0, name: qsTr("Person") }]
        for (const row of computer.levels(setup.variantId))
            //: In the picker: a side is played by the computer at a level; %1 the level's name (first, so that a narrow box still shows it)
            rows.push({ level: row.level, name: qsTr("%1 (computer)").arg(row.name) })
        return rows
    }
    currentIndex: Math.max(0, indexOfValue(level))
    //: Accessible name of the choice of who plays South or North
    Accessible.name: side === 0 ? qsTr("Who plays South") : qsTr("Who plays North")
    // The list as wide as its longest entry, opening towards the window's middle.
    popup.width: Math.max(width, 230)
    popup.x: side === 0 ? 0 : width - popup.width
    onActivated: index => setup.setLevel(side, valueAt(index))
}
