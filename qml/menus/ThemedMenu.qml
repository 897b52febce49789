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
    background: Rectangle {
        implicitWidth: 220
        implicitHeight: 40
        radius: 6
        color: Theme.panel
        border.color: Theme.panelBorder
    }
}
