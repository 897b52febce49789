// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// A question before something is lost (a file replaced, a game in progress
// replaced): the sentence, the action's own word and Cancel. Cancel has the
// keyboard focus, so that Return alone loses nothing; Escape cancels too.
AppDialog {
    id: dialog

    /// What happens, and what is lost.
    property string text: ""
    /// The action's word ("Replace").
    property string acceptText: ""

    parent: Overlay.overlay
    // Above every popup, whichever asked: the picker's rules page and layout
    // editor stand at z 2 over the picker, and a question opened behind them
    // could be neither read nor answered.
    z: 10
    anchors.centerIn: parent
    // Fixed: the window is never narrower (800); a width following the
    // overlay's makes a binding loop with the wrapped sentence in Qt 6.4.
    width: 460
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

    contentItem: Label {
        objectName: "confirmText"
        text: dialog.text
        wrapMode: Text.Wrap
        color: Theme.text
    }

    footer: DialogButtonBox {
        alignment: Qt.AlignRight
        padding: 12
        background: null
        Button {
            id: cancelButton
            objectName: "confirmCancel"
            // The popup's focus goes here whenever it takes the focus (not only when opened).
            focus: true
            //: Closes a question without doing anything
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
        }
        Button {
            objectName: "confirmAccept"
            highlighted: true
            text: dialog.acceptText
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            // Return acts only when the player moved here (the focus ring
            // shows); focus that came back by itself (the window reactivated)
            // must not turn a Return into the loss: it cancels then.
            Keys.onReturnPressed: visualFocus ? clicked() : dialog.reject()
            Keys.onEnterPressed: visualFocus ? clicked() : dialog.reject()
        }
    }
}
