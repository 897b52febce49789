// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// A list of choices a keyboard walks: Up and Down go from row to row, Home
// and End to the first and the last, Return and Enter take the current row
// (the games of a file, the rule sets a pasted position fits, the files of
// a folder, the presets). Tab reaches it.
ListView {
    id: list

    /// Return or Enter on the current row.
    signal activated(int index)

    activeFocusOnTab: true
    keyNavigationEnabled: true
    highlightMoveDuration: 0
    Keys.onPressed: event => {
        if (list.count === 0)
            return
        if (event.key === Qt.Key_Home)
            list.currentIndex = 0
        else if (event.key === Qt.Key_End)
            list.currentIndex = list.count - 1
        else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && list.currentIndex >= 0)
            list.activated(list.currentIndex)
        else
            return
        list.positionViewAtIndex(list.currentIndex, ListView.Contain)
        event.accepted = true
    }
}
