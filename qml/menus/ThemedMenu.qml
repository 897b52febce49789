// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// A menu of the tool bar in the theme's colours, as wide as its widest
// entry; its submenus' entries are MenuEntry too.
Menu {
    id: menu

    /// The widest entry's natural width.
    readonly property real widest: {
        let w = 0
        for (let i = 0; i < count; ++i) {
            const item = itemAt(i)
            if (item)
                w = Math.max(w, item.implicitWidth)
        }
        return w
    }

    implicitWidth: Math.max(220, widest + leftPadding + rightPadding)
    topPadding: 4
    bottomPadding: 4
    delegate: MenuEntry {}
    // The first entry is current on opening (Alt and the menu's letter, or a
    // click): Return takes it at once (Alt+H, Return: the rules), the arrows
    // go on from it. Not a submenu's entry: Right would open that submenu
    // instead of going on to the next menu of the bar.
    onOpened: {
        const first = itemAt(0)
        if (currentIndex < 0 && first && first.subMenu === null && first.enabled)
            currentIndex = 0
    }
    background: Rectangle {
        implicitWidth: 220
        implicitHeight: 40
        radius: 6
        color: Theme.panel
        border.color: Theme.panelBorder
    }
}
