// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// New game, undo and redo, the animation speed and the theme.
ToolBar {
    id: toolBar

    required property GameController controller
    /// The game record actions of the window (the Game menu), when it has them.
    property RecordActions records: null
    /// The lesson the window teaches with, when it has one (the teaching controls).
    property LessonSession session: null
    signal newGameRequested()
    /// The rules page of the game's rule set is wanted.
    signal rulesRequested()

    background: Rectangle { color: Theme.panel; border.color: Theme.panelBorder }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        spacing: 4

        ToolButton {
            //: Starts a new game (Ctrl+N)
            text: qsTr("New game")
            onClicked: toolBar.newGameRequested()
        }
        ToolButton {
            //: Takes back the last decision (Ctrl+Z)
            text: qsTr("Undo")
            enabled: toolBar.controller.canUndo
            onClicked: toolBar.controller.undo()
        }
        ToolButton {
            //: Plays the decision taken back again (Ctrl+Shift+Z)
            text: qsTr("Redo")
            enabled: toolBar.controller.canRedo
            onClicked: toolBar.controller.redo()
        }
        RecordMenu {
            visible: toolBar.records !== null
            actions: toolBar.records
        }
        TeachingMenu {
            visible: toolBar.session !== null
            controller: toolBar.controller
            session: toolBar.session
            onRulesRequested: toolBar.rulesRequested()
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
            color: Theme.text
            font.bold: true
            font.pixelSize: 16
            text: toolBar.controller.variantName
        }
        Label {
            color: Theme.mutedText
            //: Label of the animation speed chooser
            text: qsTr("Speed")
        }
        ComboBox {
            id: speed
            implicitWidth: 120
            model: [
                //: Animation speed
                qsTr("Slow"),
                //: Animation speed
                qsTr("Normal"),
                //: Animation speed
                qsTr("Fast"),
                //: Animation speed: no animation
                qsTr("Instant")
            ]
            currentIndex: toolBar.controller.player.speed
            onActivated: index => toolBar.controller.player.speed = index
        }
        Switch {
            //: Switches between the light and the dark theme
            text: qsTr("Dark")
            checked: Theme.dark
            onToggled: Theme.dark = checked
            palette.windowText: Theme.text
        }
    }
}
