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

    /// The height left below the menu's top in the window, set on opening.
    property real room: 0

    implicitWidth: Math.max(220, widest + leftPadding + rightPadding)
    // In a short window (the Game menu's fifteen entries at 800x500, 620 px)
    // the menu ends at the window's bottom and its entries scroll, with a
    // bar that shows it; the arrows bring the current entry into view.
    height: room > 0 ? Math.min(implicitHeight, room) : implicitHeight
    onAboutToShow: {
        const overlay = Overlay.overlay
        room = overlay && parent ? overlay.height - parent.mapToItem(overlay, 0, y).y - 4 : 0
    }
    topPadding: 4
    bottomPadding: 4
    contentItem: ListView {
        id: entries
        objectName: "menuEntries"
        implicitHeight: contentHeight
        model: menu.contentModel
        interactive: contentHeight > height + 1
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        currentIndex: menu.currentIndex
        // The keyboard takes the list before Qt's menu does: Up on the first
        // entry goes round to the last and Down on the last to the first, as
        // Qt's desktop menus do (Qt Quick's menu closed on Up at the top, and
        // the next keys went on to the board); Home and End go to the ends.
        focus: true
        Keys.onPressed: event => {
            const step = event.key === Qt.Key_Up || event.key === Qt.Key_End ? -1
                       : event.key === Qt.Key_Down || event.key === Qt.Key_Home ? 1 : 0
            if (step === 0 || menu.count === 0)
                return
            const fromEnd = event.key === Qt.Key_Home || event.key === Qt.Key_End || menu.currentIndex < 0
            const next = menu.nextEntry(fromEnd ? (step > 0 ? -1 : menu.count) : menu.currentIndex, step)
            if (next >= 0) {
                menu.currentIndex = next
                entries.positionViewAtIndex(next, ListView.Contain)
            }
            event.accepted = true
        }
        ScrollBar.vertical: ScrollBar {
            policy: entries.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
    }
    delegate: MenuEntry {}

    /// The first entry the keyboard can take after `from`, going by `step`
    /// (1 down, -1 up) and round the ends; -1 when there is none.
    function nextEntry(from: int, step: int): int {
        for (let k = 1; k <= count; ++k) {
            const at = ((from + step * k) % count + count) % count
            const entry = itemAt(at)
            if (entry && entry.enabled && entry.visible && entry.activeFocusOnTab)
                return at
        }
        return -1
    }
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
