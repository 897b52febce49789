// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQml.Models

// The "Game" menu of the tool bar: export, import, clipboard, recent files, notes.
ToolButton {
    id: button

    property RecordActions actions: null

    //: Tool bar menu of game records (export, import, copy, paste)
    text: qsTr("Game")
    onClicked: menu.open()

    Menu {
        id: menu
        y: button.height
        MenuItem {
            //: Menu entry (Ctrl+S)
            text: qsTr("Export…")
            onTriggered: button.actions.exportGame()
        }
        MenuItem {
            //: Menu entry (Ctrl+O)
            text: qsTr("Import…")
            onTriggered: button.actions.importGame()
        }
        MenuSeparator {}
        MenuItem {
            //: Menu entry: the game record to the clipboard
            text: qsTr("Copy game")
            onTriggered: button.actions.archive.copyGame()
        }
        MenuItem {
            //: Menu entry (Ctrl+Shift+C): the position string to the clipboard
            text: qsTr("Copy position")
            onTriggered: button.actions.archive.copyPosition()
        }
        MenuItem {
            //: Menu entry (Ctrl+V): a game record or a position from the clipboard
            text: qsTr("Paste game or position")
            onTriggered: button.actions.archive.paste()
        }
        MenuSeparator {}
        Menu {
            id: recent
            //: Submenu of the last files opened or saved
            title: qsTr("Recent games")
            enabled: button.actions !== null && button.actions.archive.recentFiles.length > 0
            Instantiator {
                model: button.actions ? button.actions.archive.recentFiles : []
                delegate: MenuItem {
                    required property string modelData
                    text: modelData.substring(modelData.lastIndexOf("/") + 1)
                    onTriggered: button.actions.archive.openFile("file://" + modelData)
                }
                onObjectAdded: (index, object) => recent.insertItem(index, object)
                onObjectRemoved: (index, object) => recent.removeItem(object)
            }
        }
        MenuItem {
            //: Menu entry: comments and variations of the game
            text: qsTr("Notes and variations")
            onTriggered: button.actions.showNotes()
        }
    }
}
