// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQml.Models

// The tool bar's Game menu: export, import, clipboard, recent files, notes.
// Its entries wait for the window's record actions.
ThemedMenu {
    id: gameMenu

    property RecordActions actions: null
    readonly property bool ready: actions !== null
    /// The board on paper (qml/paper/PaperActions.qml), when the window has it.
    property PaperActions paper: null

    /// Game, Quit (Ctrl+Q): the window closes (the game is saved after every move).
    signal quitRequested()
    /// Game, Puzzles (Ctrl+U): the puzzles dialog.
    signal puzzlesRequested()
    /// Game, Host a game over the network (true) or Join a game (false).
    signal networkRequested(bool host)
    /// Game, Over the network, Host a class (true) or Join a class (false).
    signal classRequested(bool host)

    objectName: "gameMenu"
    //: Tool bar menu of game records (export, import, copy, paste); & marks the Alt key letter
    title: qsTr("&Game")

    MenuEntry {
        objectName: "exportItem"
        //: Menu entry (Ctrl+S)
        text: qsTr("Export…")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+S")
        enabled: gameMenu.ready
        onTriggered: gameMenu.actions.exportGame()
    }
    MenuEntry {
        objectName: "addToFileItem"
        //: Menu entry: the game is added after the games of a record file, which keeps what it holds
        text: qsTr("Add to file…")
        enabled: gameMenu.ready
        onTriggered: gameMenu.actions.addGameToFile()
    }
    MenuEntry {
        objectName: "importItem"
        //: Menu entry (Ctrl+O)
        text: qsTr("Import…")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+O")
        enabled: gameMenu.ready
        onTriggered: gameMenu.actions.importGame()
    }
    MenuEntry {
        objectName: "puzzlesItem"
        //: Menu entry (Ctrl+U): positions where one decision keeps the value, to find
        text: qsTr("Puzzles…")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+U")
        onTriggered: gameMenu.puzzlesRequested()
    }
    // One submenu for both, so that the Game menu fits a 1280x800 screen without scrolling.
    ThemedMenu {
        objectName: "networkMenu"
        //: Submenu of the Game menu: a game against someone at another computer
        title: qsTr("Over the network")
        MenuEntry {
            objectName: "hostNetworkItem"
            //: Menu entry: play against someone at another computer, this one listening
            text: qsTr("Host a game…")
            onTriggered: gameMenu.networkRequested(true)
        }
        MenuEntry {
            objectName: "joinNetworkItem"
            //: Menu entry: play against someone at another computer that hosts the game
            text: qsTr("Join a game…")
            onTriggered: gameMenu.networkRequested(false)
        }
        MenuEntry {
            objectName: "hostClassItem"
            //: Menu entry: a teacher shows the board to pupils at other computers and sends them exercises
            text: qsTr("Host a class…")
            onTriggered: gameMenu.classRequested(true)
        }
        MenuEntry {
            objectName: "joinClassItem"
            //: Menu entry: a pupil follows the teacher's board from another computer
            text: qsTr("Join a class…")
            onTriggered: gameMenu.classRequested(false)
        }
    }
    MenuSeparator {}
    MenuEntry {
        objectName: "copyGameItem"
        //: Menu entry: the game record to the clipboard
        text: qsTr("Copy game")
        enabled: gameMenu.ready
        onTriggered: gameMenu.actions.importExport.copyGame()
    }
    MenuEntry {
        objectName: "copyPositionItem"
        //: Menu entry (Ctrl+Shift+C): the position string to the clipboard
        text: qsTr("Copy position")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+Shift+C")
        enabled: gameMenu.ready
        onTriggered: gameMenu.actions.importExport.copyPosition()
    }
    MenuEntry {
        objectName: "pasteItem"
        //: Menu entry (Ctrl+V): a game record or a position from the clipboard
        text: qsTr("Paste game or position")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+V")
        enabled: gameMenu.ready
        onTriggered: gameMenu.actions.pasteGame()
    }
    MenuEntry {
        objectName: "setUpPositionItem"
        //: Menu entry: the position editor, on the position of the game
        text: qsTr("Set up position…")
        enabled: gameMenu.ready
        onTriggered: gameMenu.actions.setUpPosition()
    }
    MenuSeparator {}
    MenuEntry {
        objectName: "copyBoardImageItem"
        //: Menu entry (Ctrl+Shift+B): a picture of the board to the clipboard
        text: qsTr("Copy board as image")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+Shift+B")
        enabled: gameMenu.paper !== null
        onTriggered: gameMenu.paper.copyImage()
    }
    MenuEntry {
        objectName: "exportBoardItem"
        //: Menu entry (Ctrl+E): the board as a PNG or SVG file
        text: qsTr("Export board…")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+E")
        enabled: gameMenu.paper !== null
        onTriggered: gameMenu.paper.exportBoard()
    }
    MenuEntry {
        objectName: "exportPdfItem"
        //: Menu entry (Ctrl+Shift+P): the game as a PDF sheet with diagrams and moves
        text: qsTr("Export game as PDF…")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+Shift+P")
        enabled: gameMenu.paper !== null
        onTriggered: gameMenu.paper.exportGame()
    }
    MenuEntry {
        objectName: "printItem"
        //: Menu entry (Ctrl+P): the game sheet through the print dialog
        text: qsTr("Print…")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+P")
        enabled: gameMenu.paper !== null
        onTriggered: gameMenu.paper.printGame()
    }
    MenuSeparator {}
    ThemedMenu {
        id: recent
        objectName: "recentMenu"
        //: Submenu of the last files opened or saved
        title: qsTr("Recent games")
        enabled: gameMenu.ready && gameMenu.actions.importExport.recentFiles.length > 0
        Instantiator {
            model: gameMenu.ready ? gameMenu.actions.importExport.recentFiles : []
            delegate: MenuEntry {
                required property string modelData
                text: modelData.substring(modelData.lastIndexOf("/") + 1)
                onTriggered: gameMenu.actions.openRecentAsking(modelData)
            }
            onObjectAdded: (index, object) => recent.insertItem(index, object)
            onObjectRemoved: (index, object) => recent.removeItem(object)
        }
    }
    MenuEntry {
        objectName: "restorePreviousItem"
        //: Menu entry: brings back the game the last new game, lesson or import replaced
        text: qsTr("Restore previous game")
        enabled: gameMenu.ready && gameMenu.actions.store.hasPreviousGame
        onTriggered: gameMenu.actions.restorePreviousGame()
    }
    MenuEntry {
        objectName: "notesItem"
        //: Menu entry: comments and variations of the game
        text: qsTr("Notes and variations")
        enabled: gameMenu.ready
        onTriggered: gameMenu.actions.showNotes()
    }
    MenuSeparator {}
    MenuEntry {
        objectName: "quitItem"
        //: Menu entry (Ctrl+Q): closes the window; the game is kept
        text: qsTr("Quit")
        //: Key names as the keyboard prints them
        shortcut: qsTr("Ctrl+Q")
        onTriggered: gameMenu.quitRequested()
    }
}
