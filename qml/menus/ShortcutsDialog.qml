// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Every keyboard shortcut of the window, by where it works (Help, Keyboard
// shortcuts, or F1).
AppDialog {
    id: dialog

    /// The tool bar's menu titles, their Alt letter marked with & ("&Game").
    property var menuTitles: []

    /// "Alt+G" for "&Game".
    function altKey(title: string): string {
        const at = title.indexOf("&")
        return at >= 0 && at + 1 < title.length ? "Alt+" + title.charAt(at + 1).toUpperCase() : ""
    }

    // The key names are translated: keyboards print them in their language ("Strg").
    readonly property var groups: [
        {
            //: Keyboard shortcuts: the group that works everywhere in the window
            title: qsTr("Game"),
            keys: [
                //: Key names as the keyboard prints them
                [qsTr("Ctrl+N"), qsTr("New game")],
                [qsTr("Ctrl+Z"), qsTr("Undo")],
                [qsTr("Ctrl+Shift+Z"), qsTr("Redo")],
                [qsTr("Ctrl+Y"), qsTr("Redo")],
                //: Keyboard shortcuts: teaching mode on and off
                [qsTr("Ctrl+T"), qsTr("Teaching mode on or off")],
                //: Keyboard shortcuts: a hint from the computer (H is a hole's letter in rows of 8 holes or more: Ctrl+H there)
                [qsTr("H, Ctrl+H"), qsTr("Hint (Ctrl+H where a hole is called h)")],
                //: Keyboard shortcuts: Game > Puzzles
                [qsTr("Ctrl+U"), qsTr("Puzzles…")],
                //: Keyboard shortcuts: Escape while seeds fly
                [qsTr("Esc"), qsTr("Show the end of the move being played")],
                [qsTr("Ctrl+S"), qsTr("Export…")],
                [qsTr("Ctrl+O"), qsTr("Import…")],
                [qsTr("Ctrl+Shift+C"), qsTr("Copy position")],
                [qsTr("Ctrl+V"), qsTr("Paste game or position")],
                [qsTr("Ctrl+Shift+B"), qsTr("Copy board as image")],
                [qsTr("Ctrl+E"), qsTr("Export board…")],
                [qsTr("Ctrl+Shift+P"), qsTr("Export game as PDF…")],
                [qsTr("Ctrl+P"), qsTr("Print…")],
                //: Keyboard shortcuts: the keys that open the tool bar's menus
                [dialog.menuTitles.map(dialog.altKey).filter(k => k !== "").concat(["F10"]).join(", "),
                 qsTr("Open the Game, View and Help menus")],
                ["F1", qsTr("Keyboard shortcuts")],
                //: Keyboard shortcuts: View > Full screen, for a projector
                ["F11", qsTr("Full screen on or off")],
                //: Keyboard shortcuts: closes the window (the game is kept)
                [qsTr("Ctrl+Q"), qsTr("Quit")]
            ]
        },
        {
            //: Keyboard shortcuts: the group of keys that play on the board
            title: qsTr("Board"),
            keys: [
                //: Keyboard shortcuts: the key names of the four arrow keys
                [qsTr("Arrow keys"), qsTr("Move to the next or previous playable hole")],
                //: Keyboard shortcuts: the key names (Return, Enter, Space)
                [qsTr("Return, Enter, Space"), qsTr("Sow from the hole with the focus")],
                //: Keyboard shortcuts: the letters that name the holes
                [qsTr("a… A…"), qsTr("Sow from the hole of that letter")],
                //: Keyboard shortcuts: Tab and Shift+Tab
                [qsTr("Tab, Shift+Tab"), qsTr("Move between the board, the buttons and the move list")]
            ]
        },
        {
            name: "moveList",
            //: Keyboard shortcuts: the group of keys of the list of moves played
            title: qsTr("Move list"),
            keys: [
                //: Keyboard shortcuts: Tab until the move list has the focus
                [qsTr("Tab"), qsTr("Go to the move list")],
                //: Keyboard shortcuts: the left and right arrow keys
                [qsTr("Left, Right"), qsTr("The previous or next move")],
                //: Keyboard shortcuts: the up and down arrow keys
                [qsTr("Up, Down"), qsTr("A line of moves up or down")],
                //: Keyboard shortcuts: the key names (Return, Enter)
                [qsTr("Return, Enter"), qsTr("Show the position after the move")]
            ]
        },
        {
            //: Keyboard shortcuts: the group of keys of teaching mode
            title: qsTr("Teaching mode"),
            keys: [
                //: Keyboard shortcuts: the Space key
                [qsTr("Space"), qsTr("Play or pause the move")],
                //: Keyboard shortcuts: the left and right arrow keys
                [qsTr("Left, Right"), qsTr("One seed back or on")],
                [qsTr("Shift+Left, Shift+Right"), qsTr("One lap back or on")],
                [qsTr("Ctrl+Left, Ctrl+Right"), qsTr("One decision back or on")],
                [qsTr("Home, End"), qsTr("The start or the end of the move")]
            ]
        },
        {
            //: Keyboard shortcuts: the group of the dialogs' keys
            title: qsTr("Dialogs"),
            keys: [
                //: Keyboard shortcuts: in the new game dialog
                [qsTr("Ctrl+Return"), qsTr("Start the game chosen")],
                //: Keyboard shortcuts: in the special move's dialog (arrows, +, -)
                [qsTr("Left, Right, +, −"), qsTr("Special move: choose a hole, add or take away a seed")],
                //: Keyboard shortcuts: on the rules page
                [qsTr("Page Up, Page Down"), qsTr("Scroll the rules page")],
                [qsTr("Esc"), qsTr("Close the dialog or menu")]
            ]
        }
    ]

    objectName: "shortcutsDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(640, parent ? parent.width - 32 : 640)
    height: Math.min(620, parent ? parent.height - 32 : 620)
    modal: true
    focus: true
    padding: 16
    //: Title of the list of keyboard shortcuts
    title: qsTr("Keyboard shortcuts")
    // A button of our own: the text of Dialog.Close comes from Qt's
    // translations, which the game does not ship, and stays English.
    footer: DialogButtonBox {
        alignment: Qt.AlignRight
        padding: 12
        background: null
        Button {
            objectName: "shortcutsClose"
            //: Closes the dialog
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    background: Rectangle {
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: 8
    }
    header: Label {
        padding: 16
        bottomPadding: 4
        text: dialog.title
        color: Theme.text
        font.bold: true
        font.pixelSize: Theme.px(20)
        Accessible.role: Accessible.Heading
    }

    ScrollView {
        id: scroll
        objectName: "shortcutsScroll"
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true
        // The keyboard scrolls the list (in large print at 1024x768 most of
        // it lay below the dialog, out of a keyboard's reach), and a bar
        // says there is more.
        focus: true
        ScrollBar.vertical.policy: scroll.contentHeight > scroll.availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        Keys.onPressed: event => {
            const view = scroll.contentItem
            const line = Theme.px(24)
            const page = view.height - line
            const by = ({ [Qt.Key_Down]: line, [Qt.Key_Up]: -line, [Qt.Key_PageDown]: page, [Qt.Key_PageUp]: -page,
                          [Qt.Key_End]: view.contentHeight, [Qt.Key_Home]: -view.contentHeight })[event.key]
            if (by === undefined)
                return
            view.contentY = Math.max(0, Math.min(view.contentHeight - view.height, view.contentY + by))
            event.accepted = true
        }

        ColumnLayout {
            // Clear of the bar, which lies over the list's right edge.
            width: scroll.availableWidth - scroll.ScrollBar.vertical.width - 4
            spacing: 6

            Repeater {
                // Made when the dialog shows: closed, it holds no rows (it is made at every start).
                model: dialog.visible ? dialog.groups : []
                delegate: ColumnLayout {
                    id: group
                    required property var modelData
                    Layout.fillWidth: true
                    Layout.bottomMargin: 8
                    spacing: 2

                    Label {
                        text: group.modelData.title
                        color: Theme.accent
                        font.bold: true
                        font.pixelSize: Theme.px(16)
                        Accessible.role: Accessible.Heading
                    }
                    Repeater {
                        model: group.modelData.keys
                        // The keys in a column of their own, the action beside them.
                        delegate: Item {
                            id: line
                            required property var modelData
                            readonly property real keyWidth: Math.min(230, scroll.availableWidth * 0.4)
                            Layout.fillWidth: true
                            implicitHeight: Math.max(keys.implicitHeight, action.implicitHeight) + 6
                            Accessible.role: Accessible.StaticText
                            Accessible.name: line.modelData[0] + ": " + line.modelData[1]
                            Label {
                                id: keys
                                y: 3
                                width: line.keyWidth
                                text: line.modelData[0]
                                color: Theme.text
                                font.family: "monospace"
                                wrapMode: Text.Wrap
                            }
                            Label {
                                id: action
                                x: line.keyWidth + 16
                                y: 3
                                width: line.width - x
                                text: line.modelData[1]
                                color: Theme.text
                                wrapMode: Text.Wrap
                            }
                        }
                    }
                }
            }
        }
    }
}
