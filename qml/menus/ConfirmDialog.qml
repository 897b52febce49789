// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// A question before something is lost (a file replaced, a game in progress
// replaced): the sentence, the action's own word and Cancel. Cancel has the
// keyboard focus, so that Return alone loses nothing; Escape cancels too.
Dialog {
    id: dialog

    /// What happens, and what is lost.
    property string text: ""
    /// The action's word ("Replace").
    property string acceptText: ""

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: parent ? Math.min(460, parent.width - 40) : 460
    modal: true
    focus: true
    padding: 20
    closePolicy: Popup.CloseOnEscape
    onOpened: cancelButton.forceActiveFocus(Qt.TabFocusReason)
    background: Rectangle {
        radius: 8
        color: Theme.panel
        border.color: Theme.panelBorder
    }

    Label {
        objectName: "confirmText"
        width: dialog.availableWidth
        text: dialog.text
        wrapMode: Text.Wrap
        color: Theme.text
    }

    footer: RowLayout {
        spacing: 8
        Item { Layout.fillWidth: true }
        Button {
            id: cancelButton
            objectName: "confirmCancel"
            Layout.bottomMargin: 12
            //: Closes a question without doing anything
            text: qsTr("Cancel")
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            onClicked: dialog.reject()
        }
        Button {
            objectName: "confirmAccept"
            Layout.bottomMargin: 12
            Layout.rightMargin: 12
            highlighted: true
            text: dialog.acceptText
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            onClicked: dialog.accept()
        }
    }
}
