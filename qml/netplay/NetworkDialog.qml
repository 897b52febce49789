// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Game ▸ Over the network ▸ Host a game (the rules of the game on the board,
// this player's name and side) and Game ▸ Join a game (name, the host's
// address, port and join code). Host and Join close the dialog; the panel
// beside the board says what happens next. The name, address and port
// given last are there again (NetworkChoices); the join code is new each time.
AppDialog {
    id: dialog

    required property NetworkPlay network
    /// Hosting (else joining).
    property bool hosting: true
    /// A class (Host a class, Join a class): no side to choose.
    property bool forClass: false
    /// Host or Join was pressed: the window replaces the board.
    signal hostRequested(int side, string name, bool thisComputerOnly)
    signal joinRequested(string address, int port, string code, string name)

    function openFor(host: bool) {
        hosting = host
        nameField.text = NetworkChoices.name
        addressField.text = NetworkChoices.address
        portField.text = NetworkChoices.port > 0 ? NetworkChoices.port : ""
        open()
        nameField.forceActiveFocus()
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: 460
    modal: true
    focus: true
    padding: 20
    closePolicy: Popup.CloseOnEscape
    title: forClass
           ? (hosting
              //: Dialog title (Game menu): a teacher's class across computers
              ? qsTr("Host a class over the network")
              //: Dialog title (Game menu): a pupil joins the teacher's class
              : qsTr("Join a class over the network"))
           : (hosting
              //: Dialog title (Game menu)
              ? qsTr("Host a game over the network")
              //: Dialog title (Game menu)
              : qsTr("Join a game over the network"))
    background: Rectangle {
        radius: 8
        color: Theme.panel
        border.color: Theme.panelBorder
    }

    contentItem: GridLayout {
        columns: 2
        columnSpacing: 12
        rowSpacing: 8
        Label {
            //: Game across computers: this player's name, shown to the other
            text: qsTr("Your name")
            color: Theme.text
        }
        TextField {
            id: nameField
            objectName: "networkName"
            Layout.fillWidth: true
            maximumLength: 40
        }
        Label {
            visible: dialog.hosting && !dialog.forClass
            //: Game across computers, host: the side the host plays
            text: qsTr("Your side")
            color: Theme.text
        }
        ComboBox {
            id: sideBox
            visible: dialog.hosting && !dialog.forClass
            Layout.fillWidth: true
            model: [qsTr("South"), qsTr("North")]
        }
        Label {
            visible: !dialog.hosting
            //: Game across computers, guest: the host computer's network address
            text: qsTr("Address")
            color: Theme.text
        }
        TextField {
            id: addressField
            objectName: "networkAddress"
            visible: !dialog.hosting
            Layout.fillWidth: true
        }
        Label {
            visible: !dialog.hosting
            //: Game across computers, guest: the port the host shows
            text: qsTr("Port")
            color: Theme.text
        }
        TextField {
            id: portField
            objectName: "networkPort"
            visible: !dialog.hosting
            Layout.fillWidth: true
            validator: IntValidator { bottom: 1; top: 65535 }
        }
        Label {
            visible: !dialog.hosting
            //: Game across computers, guest: the six digits the host shows
            text: qsTr("Join code")
            color: Theme.text
        }
        TextField {
            id: codeField
            objectName: "networkCode"
            visible: !dialog.hosting
            Layout.fillWidth: true
            maximumLength: 6
            validator: RegularExpressionValidator { regularExpression: /[0-9]{6}/ }
        }
        CheckBox {
            id: localOnly
            objectName: "networkLocalOnly"
            visible: dialog.hosting
            Layout.columnSpan: 2
            //: Game across computers, host: listen on 127.0.0.1 only (two windows of one computer)
            text: qsTr("This computer only")
        }
        Label {
            Layout.columnSpan: 2
            Layout.fillWidth: true
            Layout.preferredWidth: 400
            //: Game across computers: the warning under the dialog
            text: qsTr("For a trusted network (a home, a classroom): the moves are not encrypted.")
            color: Theme.text
            wrapMode: Text.WordWrap
            font.italic: true
        }
    }

    footer: DialogButtonBox {
        alignment: Qt.AlignRight
        padding: 12
        background: null
        Button {
            objectName: "networkGo"
            text: dialog.hosting
                  //: Game across computers: start listening for the other player
                  ? qsTr("Host")
                  //: Game across computers: connect to the host
                  : qsTr("Join")
            enabled: (dialog.hosting || (portField.acceptableInput && codeField.acceptableInput && addressField.text !== ""))
                     && (!dialog.forClass || dialog.hosting || nameField.text.trim() !== "") // a pupil needs a name
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    onAccepted: {
        if (hosting) {
            NetworkChoices.rememberHost(nameField.text.trim())
            hostRequested(sideBox.currentIndex, nameField.text.trim(), localOnly.checked)
        } else {
            NetworkChoices.rememberJoin(nameField.text.trim(), addressField.text.trim(), Number(portField.text))
            joinRequested(addressField.text.trim(), Number(portField.text), codeField.text, nameField.text.trim())
        }
    }
}
