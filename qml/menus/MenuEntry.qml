// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// An entry of the tool bar's menus: a finger tall, in the theme's colours,
// with the keyboard shortcut that does the same on its right. A choice among
// several (a speed, a theme, a language) shows a dot when it is the one in
// use; an option (large print) a tick. Neither toggles itself: the entry's
// action sets the state, and `selected` follows it.
MenuItem {
    id: entry

    enum Mark { None, Choice, Option }

    /// The shortcut that does the same, shown muted on the right ("Ctrl+S").
    property string shortcut: ""
    property int mark: MenuEntry.None
    /// The choice is the one in use, the option is on.
    property bool selected: false

    implicitHeight: Math.max(40, Screen.pixelDensity * 9)
    leftPadding: 12
    rightPadding: 12
    spacing: 10
    palette.windowText: enabled ? Theme.text : Theme.disabledText
    Accessible.checkable: mark !== MenuEntry.None
    Accessible.checked: selected

    indicator: Item {
        x: entry.leftPadding
        y: (entry.height - height) / 2
        implicitWidth: entry.mark === MenuEntry.None ? 0 : 18
        implicitHeight: 18
        visible: entry.mark !== MenuEntry.None

        Rectangle {
            anchors.fill: parent
            radius: entry.mark === MenuEntry.Choice ? width / 2 : 4
            color: "transparent"
            border.width: 2
            border.color: entry.selected ? Theme.accent : Theme.mutedText
        }
        Rectangle {
            anchors.centerIn: parent
            width: 8
            height: 8
            radius: 4
            visible: entry.selected && entry.mark === MenuEntry.Choice
            color: Theme.accent
        }
        Label {
            anchors.centerIn: parent
            visible: entry.selected && entry.mark === MenuEntry.Option
            text: "✓"
            font.bold: true
            color: Theme.accent
        }
    }

    contentItem: RowLayout {
        spacing: 24
        Label {
            Layout.fillWidth: true
            Layout.leftMargin: entry.indicator.width > 0 ? entry.indicator.width + entry.spacing : 0
            text: entry.text
            color: entry.enabled ? Theme.text : Theme.disabledText
            elide: Text.ElideRight
        }
        Label {
            visible: entry.shortcut !== ""
            Layout.rightMargin: entry.subMenu ? 0 : 4
            text: entry.shortcut
            color: entry.enabled ? Theme.mutedText : Theme.disabledText
        }
        // Room for the submenu's arrow.
        Item {
            visible: entry.subMenu !== null
            implicitWidth: entry.arrow ? entry.arrow.width : 0
        }
    }

    background: Rectangle {
        x: 4
        width: entry.width - 8
        radius: 4
        color: entry.down ? Theme.pressed : entry.highlighted ? Theme.hover : "transparent"
    }
}
