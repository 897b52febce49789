// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// Says a changing line aloud through a screen reader. Qt 6.4 has no
// announcement event (QAccessibleAnnouncementEvent came in 6.8) and Orca
// speaks a name change only on the object with the focus, but it speaks a
// notification as it appears: each new line hides the notification and shows
// it again with the line as its name.
Item {
    id: region

    /// The line to say; said again whenever it changes while `live`.
    property string text
    /// False while the line is passing (a move being sown): only where it stops is said.
    property bool live: true
    /// The line last said.
    property string said
    /// Something new happened (a decision): the line is said even when it reads as before
    /// ("South moves again." after two moves that both ended in the store).
    property bool fresh: false

    Accessible.role: Accessible.Notification
    Accessible.name: said

    function sayAgain() {
        fresh = true
        Qt.callLater(sayNew)
    }
    function sayNew() {
        if (!live || text === "" || (text === said && !fresh))
            return
        fresh = false
        visible = false
        said = text
        visible = true
    }
    onTextChanged: Qt.callLater(sayNew)
    onLiveChanged: Qt.callLater(sayNew)
}
