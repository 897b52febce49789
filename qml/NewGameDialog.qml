// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// A simple chooser for a new game: the rule set and the players' names.
Dialog {
    id: dialog

    required property GameController controller

    modal: true
    anchors.centerIn: Overlay.overlay
    //: Title of the new game dialog
    title: qsTr("New game")
    standardButtons: Dialog.Ok | Dialog.Cancel

    onAboutToShow: {
        variants.currentIndex = Math.max(0, controller.variantIds.indexOf(controller.variant))
        southName.text = controller.southName
        northName.text = controller.northName
        error.text = ""
    }
    onAccepted: {
        controller.southName = southName.text !== "" ? southName.text : qsTr("South")
        controller.northName = northName.text !== "" ? northName.text : qsTr("North")
        const why = controller.newGame(controller.variantIds[variants.currentIndex], {})
        if (why !== "") {
            error.text = why
            open()
        }
    }

    GridLayout {
        columns: 2
        columnSpacing: 12
        rowSpacing: 10

        //: Label of the rule set chooser
        Label { text: qsTr("Rule set") }
        ComboBox {
            id: variants
            Layout.preferredWidth: 280
            model: dialog.controller.variantNames
        }
        //: Label of the name of the player at the bottom
        Label { text: qsTr("South (bottom)") }
        TextField { id: southName; Layout.fillWidth: true }
        //: Label of the name of the player at the top
        Label { text: qsTr("North (top)") }
        TextField { id: northName; Layout.fillWidth: true }
        Label {
            id: error
            Layout.columnSpan: 2
            visible: text !== ""
            color: Theme.north
            wrapMode: Text.WordWrap
        }
    }
}
