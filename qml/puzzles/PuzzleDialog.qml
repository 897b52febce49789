// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Game ▸ Puzzles (Ctrl+U): the rule set (of those with puzzles) and the
// level to draw puzzles from, the progress kept for the rule set, and Start.
// Tab moves between the choices and the buttons, Return starts, Escape closes.
AppDialog {
    id: dialog

    required property PuzzleSession session
    /// The dialog's own choice: the puzzle on the board keeps its rule set until Start.
    readonly property PuzzleChoice choice: puzzleChoice
    /// The player wants a puzzle of the choice on the board (choice.start()).
    signal startRequested()

    /// Opens on the rule set of the game on the board, when it has puzzles.
    function openFor(variantId: string) {
        puzzleChoice.chooseFor(variantId)
        open()
    }
    function start() {
        if (startButton.enabled)
            dialog.startRequested()
    }

    PuzzleChoice {
        id: puzzleChoice
        session: dialog.session
        level: dialog.session.level
    }

    objectName: "puzzleDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(440, parent ? parent.width - 40 : 440)
    modal: true
    focus: true
    padding: 18
    closePolicy: Popup.CloseOnEscape
    //: Title of the puzzles dialog (Game ▸ Puzzles)
    title: qsTr("Puzzles")
    onOpened: rules.forceActiveFocus(Qt.TabFocusReason)
    background: Rectangle {
        radius: 8
        color: Theme.panel
        border.color: Theme.panelBorder
    }

    contentItem: ColumnLayout {
        spacing: 10
        Keys.onReturnPressed: dialog.start()
        Keys.onEnterPressed: dialog.start()

        Label {
            Layout.fillWidth: true
            //: Puzzles dialog: what a puzzle is
            text: qsTr("A position where one decision keeps the value and every other gives seeds away. Find it.")
            wrapMode: Text.WordWrap
            color: Theme.text
        }
        Label {
            Layout.fillWidth: true
            visible: dialog.session.variants.length === 0
            //: Puzzles dialog: no puzzle file could be read
            text: qsTr("No puzzles are installed.")
            color: Theme.north
            wrapMode: Text.WordWrap
        }
        GridLayout {
            visible: dialog.session.variants.length > 0
            columns: 2
            columnSpacing: 12
            rowSpacing: 8
            Layout.fillWidth: true
            Label {
                //: Puzzles dialog: the rule set to draw puzzles from
                text: qsTr("Rule set")
                color: Theme.text
            }
            ComboBox {
                id: rules
                objectName: "puzzleRules"
                Layout.fillWidth: true
                model: dialog.session.variantNames
                currentIndex: dialog.session.variants.indexOf(puzzleChoice.variant)
                onActivated: index => puzzleChoice.variant = dialog.session.variants[index]
                Accessible.name: qsTr("Rule set")
                // The style's delegate reads an "&" as a shortcut mark and shows
                // "Beni Amir _Mensa": a Label shows the name as written. No
                // `text` either, which would take the "&" as a shortcut key.
                delegate: ItemDelegate {
                    id: ruleSet
                    required property string modelData
                    required property int index
                    objectName: "puzzleRuleSet" + index
                    width: ListView.view ? ListView.view.width : rules.width
                    highlighted: rules.highlightedIndex === index
                    Accessible.name: modelData
                    contentItem: Label {
                        text: ruleSet.modelData
                        color: Theme.text
                        elide: Text.ElideRight
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                Keys.onReturnPressed: dialog.start()
                Keys.onEnterPressed: dialog.start()
            }
            Label {
                //: Puzzles dialog: the difficulty of the puzzles drawn
                text: qsTr("Level")
                color: Theme.text
            }
            ComboBox {
                id: levels
                objectName: "puzzleLevel"
                Layout.fillWidth: true
                //: Puzzles dialog: puzzles of every level
                model: [qsTr("Any level"), "1", "2", "3", "4", "5"]
                currentIndex: puzzleChoice.level
                onActivated: index => puzzleChoice.level = index
                Accessible.name: qsTr("Level")
                Keys.onReturnPressed: dialog.start()
                Keys.onEnterPressed: dialog.start()
            }
        }
        Label {
            objectName: "puzzleProgress"
            Layout.fillWidth: true
            visible: dialog.session.variants.length > 0
            text: puzzleChoice.progressText
            color: Theme.text
            font.bold: true
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Label {
            Layout.fillWidth: true
            visible: dialog.session.variants.length > 0
            //: Puzzles dialog: %n puzzles of the rule set at the level chosen
            text: qsTr("%n puzzle(s) at this level", "", puzzleChoice.atLevel)
            color: Theme.mutedText
        }
    }

    footer: DialogButtonBox {
        alignment: Qt.AlignRight
        padding: 12
        background: null
        Button {
            objectName: "puzzleDialogClose"
            //: Closes the puzzles dialog
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            Accessible.name: text
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
        }
        Button {
            id: startButton
            objectName: "puzzleStart"
            highlighted: true
            //: Puzzles dialog: sets up a puzzle of the choice on the board
            text: qsTr("Start")
            enabled: puzzleChoice.atLevel > 0
            Accessible.name: text
            onClicked: dialog.start()
            Keys.onReturnPressed: dialog.start()
            Keys.onEnterPressed: dialog.start()
        }
    }
}
