// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// Who plays one side in the picker: a person, or the computer at a level
// (1 · Beginner to 6 · Master, and 7 · Perfect in Kalah). The text wraps
// rather than being cut in a narrow box or a long language.
ComboBox {
    id: choice

    required property GameSetup setup
    required property ComputerPlayer computer
    property int side: 0
    readonly property int level: side === 0 ? setup.southLevel : setup.northLevel

    /// The text of a choice: "Person", or "Computer 3 · Casual".
    function entry(level: int, name: string): string {
        //: In the picker: a side is played by a person
        return level === 0 ? qsTr("Person")
                //: In the picker: a side is played by the computer; %1 the level's number, %2 its name ("Computer 3 · Casual")
                : qsTr("Computer %1 · %2").arg(level).arg(name).replace(" · ", "\u00a0· ") // "3 ·" kept on one line
    }

    font.pixelSize: Theme.px(13)
    textRole: "name"
    valueRole: "level"
    // Made anew with the language and the rule set (Perfect is Kalah's only).
    model: {
        const rows = [{ level: 0, name: entry(0, "") }]
        for (const row of computer.levels(setup.variantId))
            rows.push({ level: row.level, name: entry(row.level, row.name) })
        return rows
    }
    // `model` read here: a new list (another rule set) resets the box's index
    // to its first row, and this binding puts the side's level back.
    currentIndex: model.length > 0 ? Math.max(0, indexOfValue(level)) : 0
    //: Accessible name of the choice of who plays South or North
    Accessible.name: side === 0 ? qsTr("Who plays South") : qsTr("Who plays North")
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    contentItem: Label {
        // The box's own right padding keeps the room of the arrows.
        leftPadding: 6
        text: choice.displayText
        font: choice.font
        color: choice.enabled ? Theme.text : Theme.disabledText
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.Wrap
    }
    /// The width the box needs to show every choice's words unbroken (at most two lines).
    readonly property real wordRoom: {
        let widest = 0
        for (const row of model)
            for (const word of row.name.split(/[ \u00a0]/))
                widest = Math.max(widest, wordMetrics.advanceWidth(word))
        return Math.ceil(widest) + leftPadding + rightPadding + contentItem.leftPadding + contentItem.rightPadding + 2
    }
    FontMetrics {
        id: wordMetrics
        font: choice.font
    }
    // The list as wide as its longest entry, opening towards the window's middle.
    popup.width: Math.max(width, 260)
    popup.x: side === 0 ? 0 : width - popup.width
    onActivated: index => setup.setLevel(side, valueAt(index))
}
