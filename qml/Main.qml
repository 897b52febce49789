// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

ApplicationWindow {
    id: window

    readonly property bool portrait: height > width * 1.1
    property alias controller: game

    width: 1180
    height: 740
    minimumWidth: 800
    minimumHeight: 500
    visible: true
    //: Window title; %1 is the rule set
    title: qsTr("Mancala – %1").arg(game.variantName)
    color: Theme.window

    GameController {
        id: game
    }

    /// Plays the decisions of LaunchOptions (screenshots, demonstrations, the benchmark).
    function replayLaunchMoves() {
        const speeds = ["slow", "normal", "fast", "instant"]
        Theme.dark = LaunchOptions.theme === "dark"
        game.setRandomSeed(LaunchOptions.seed)
        const why = game.newGame(LaunchOptions.variant, LaunchOptions.houseRules)
        if (why !== "")
            console.warn(why)
        const moves = LaunchOptions.moves
        for (let i = 0; i < moves.length; ++i) {
            const last = i === moves.length - 1
            game.player.speed = last && LaunchOptions.animateLast ? StepPlayer.Normal : StepPlayer.Instant
            const m = moves[i]
            if (m === "ok")
                game.acknowledgeRaceScreen()
            else if (m === "cw" || m === "ccw")
                game.chooseDirection(m === "cw")
            else if (m === "take")
                game.take()
            else if (m === "leave")
                game.leave()
            else if (m === "pass")
                game.pass()
            else if (m === "swap")
                game.swapSides()
            else if (!game.playHole(game.holeByName(m)))
                console.warn("move", i + 1, m, "refused:", game.message)
        }
        if (LaunchOptions.step >= 0)
            game.player.seek(LaunchOptions.step)
        const speed = speeds.indexOf(LaunchOptions.speed)
        if (speed >= 0)
            game.player.speed = speed
        else if (!LaunchOptions.animateLast)
            game.player.speed = StepPlayer.Normal
    }

    Component.onCompleted: replayLaunchMoves()

    Shortcut {
        sequences: [StandardKey.Undo]
        onActivated: game.undo()
    }
    Shortcut {
        sequences: [StandardKey.Redo, "Ctrl+Shift+Z"]
        onActivated: game.redo()
    }
    Shortcut {
        sequences: [StandardKey.New]
        onActivated: newGame.open()
    }
    Shortcut {
        sequence: "Escape"
        enabled: game.busy
        onActivated: game.player.skipToEnd()
    }

    header: GameToolBar {
        controller: game
        onNewGameRequested: newGame.open()
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: 12
        columns: window.portrait ? 1 : 2
        rowSpacing: 10
        columnSpacing: 12

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10

            Item { Layout.fillHeight: true }
            PlayerCard {
                side: 1
                controller: game
                Layout.fillWidth: true
            }
            Board {
                id: board
                controller: game
                focus: true
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 200
                // As tall as the width lets the holes grow, no taller: the cards hug the board.
                Layout.maximumHeight: width * 3.6 / (game.houses + 3.4)
                Component.onCompleted: forceActiveFocus()
            }
            PlayerCard {
                side: 0
                controller: game
                Layout.fillWidth: true
            }
            Item { Layout.fillHeight: true }
            DecisionBar {
                controller: game
                Layout.fillWidth: true
                onDistributeRequested: distribute.open()
            }
        }
        MoveList {
            controller: game
            Layout.fillHeight: !window.portrait
            Layout.fillWidth: window.portrait
            Layout.preferredWidth: window.portrait ? -1 : Math.min(260, window.width * 0.22)
            Layout.preferredHeight: window.portrait ? 140 : -1
        }
    }

    RaceScreen {
        anchors.fill: parent
        controller: game
    }
    RoundSummary {
        anchors.fill: parent
        controller: game
    }
    GameOverPanel {
        anchors.fill: parent
        controller: game
    }
    NewGameDialog {
        id: newGame
        controller: game
    }
    DistributePanel {
        id: distribute
        controller: game
    }
}
