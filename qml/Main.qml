// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

ApplicationWindow {
    id: window

    readonly property bool portrait: height > width * 1.1
    /// Teaching mode in a short window (800x500): the board gives way and the
    /// teaching panel is compact, so that its controls fit under the board.
    readonly property bool compactTeaching: game.player.stepping && !portrait && height < 640
    property alias controller: game
    /// The racing start's handover (W2, E2) covers the window. Not while a
    /// game across computers is joined or hosted: the game on the board waits,
    /// and its handover would hide the invitation beside the board.
    readonly property bool raceCovers: game.raceHandover.shown && !networkPlay.active
    /// A puzzle, or a class's exercise on a pupil's board: the computer's help would give the answer away.
    readonly property bool answerAwaited: puzzles.active || classroom.helpOff
    /// Game ▸ Puzzles (tests point its folder at their own puzzles).
    property alias puzzles: puzzles
    /// Game ▸ Over the network ▸ Host a class / Join a class (tests host and join with it).
    property alias classroom: classroom

    // The default size, within a smaller screen (a netbook, a projector at 800x600): never larger than it.
    width: LaunchOptions.size.width > 0 ? LaunchOptions.size.width
                                        : Math.max(minimumWidth, Math.min(1180, Screen.desktopAvailableWidth || 1180))
    height: LaunchOptions.size.height > 0 ? LaunchOptions.size.height
                                          : Math.max(minimumHeight, Math.min(740, Screen.desktopAvailableHeight || 740))
    minimumWidth: 800
    minimumHeight: 500
    visible: true
    //: Window title; %1 is the rule set
    title: qsTr("Mancala – %1").arg(game.ruleSet.variantName)
    color: Theme.window
    // The keyboard lost by a control (a button disabled as it acts, Hint) goes back to the board.
    onActiveFocusItemChanged: {
        if (activeFocusItem === contentItem)
            Qt.callLater(board.takeFocus)
        // A button reached by Tab in the scrolled panels beside the board comes into sight.
        else if (activeFocusItem && sidePanels.holds(activeFocusItem))
            sidePanels.reveal(activeFocusItem)
    }
    // The text every control inherits (buttons, menus, dialogs, fields): the
    // desktop's font size (12 pixels by Qt's default), larger in large print.
    font.pixelSize: Theme.px(12)
    // The Basic style draws buttons, menus, dialogs and tool tips from the
    // palette: set from the theme, both themes reach every control.
    palette {
        window: Theme.panel
        windowText: Theme.text
        base: Theme.panel
        alternateBase: Theme.window
        text: Theme.text
        button: Theme.buttonFace
        buttonText: Theme.text
        brightText: Theme.accentText
        highlight: Theme.accent
        highlightedText: Theme.accentText
        light: Theme.hover
        midlight: Theme.pressed
        mid: Theme.controlMid
        dark: Theme.mutedText
        shadow: "#000000"
        toolTipBase: Theme.panel
        toolTipText: Theme.text
        placeholderText: Theme.mutedText
        link: Theme.accent
        disabled.windowText: Theme.disabledText
        disabled.buttonText: Theme.disabledText
        disabled.text: Theme.disabledText
    }

    GameController {
        id: game
    }
    LessonSession {
        id: lesson
        game: game
    }
    // The computer's help: a hint, the analysis panel, the review of the game.
    HintFinder {
        id: hint
        game: game
    }
    AnalysisModel {
        id: analysis
        game: game
        // Not beside a puzzle or a class's exercise: it would give the answer away (and take the cores its valuing needs).
        active: computerTools.analysing && !answerAwaited
    }
    GameReview {
        id: review
        game: game
    }
    // The review's values after each decision, for the graph under the move list.
    EvaluationGraph {
        id: evaluation
        game: game
    }
    // Game ▸ Over the network ▸ Host a game / Join a game: a game across computers on the board.
    NetworkPlay {
        id: networkPlay
        objectName: "networkPlay"
        game: game
    }
    // Game ▸ Over the network ▸ Host a class / Join a class: the teacher's board on the pupils' screens.
    ClassroomPlay {
        id: classroom
        game: game
        puzzleSession: puzzles // the teacher's puzzles to send are the Puzzles screen's
    }
    // Game ▸ Puzzles: a puzzle on the board, set up as a pasted position is.
    PuzzleSession {
        id: puzzles
        game: game
        importExport: recordActions.importExport
    }
    /// Sets up the next puzzle of the puzzle on the board's rule set and
    /// level, once the player agrees to leave the game in progress.
    function openPuzzle() {
        replaceGame(() => puzzles.openNext())
    }
    /// Sets up the next puzzle of the puzzles dialog's choice (Start), once
    /// the player agrees to leave the game in progress.
    function startChosenPuzzle() {
        puzzleDialog.close()
        replaceGame(() => puzzleDialog.choice.start())
    }

    /// A rules page's "show me": the first lesson of that rule, in teaching
    /// mode, once the player agrees to leave the game in progress. False when
    /// the rule has no lesson.
    function showMe(variantId: string, ruleId: string): bool {
        if (lesson.lessonFor(variantId, ruleId) === "")
            return false
        replaceGame(() => {
            // The lesson turns teaching mode on, and the player's own back when it ends.
            if (!lesson.openFor(variantId, ruleId))
                return
            window.rulesPage?.close()
            newGame?.rulesPage.close()
            newGame?.close()
        })
        return true
    }

    /// Every path that replaces the game on the board comes here (a new game,
    /// a lesson, "show me", paste, import, a recent or dropped file, the
    /// command line's file). Runs `replace` at once when the game has no
    /// moves, is over (whichever move is on show) or is a lesson's, else after
    /// asking. The game replaced is kept either way (AutosaveStore: Game >
    /// Restore previous game).
    function replaceGame(replace: var) {
        if (!game.history.inProgress || lesson.active || puzzles.active || networkPlay.active)
            return replace()
        // A pupil's class gives the pupil's own game back first: the game
        // that comes keeps it as the previous game.
        if (classroom.active && classroom.role === ClassroomPlay.Pupil) {
            classroom.close()
            return replace()
        }
        replaceQuestion.replace = replace
        replaceQuestion.open()
    }

    /// Plays the decisions of LaunchOptions (screenshots, demonstrations, the benchmark).
    function replayLaunchMoves() {
        const speeds = ["slow", "normal", "fast", "instant"]
        // MANCALA_THEME, when given, over the theme the settings restored.
        if (LaunchOptions.theme !== "")
            Theme.dark = LaunchOptions.theme === "dark"
        game.setRandomSeed(LaunchOptions.seed)
        const why = game.newGame(LaunchOptions.variant, LaunchOptions.houseRules)
        if (why !== "")
            console.warn(why)
        if (LaunchOptions.lesson !== "" && !lesson.open(LaunchOptions.lesson))
            console.warn("no lesson", LaunchOptions.lesson)
        game.player.speed = StepPlayer.Instant
        // Read and played by the game (the core's token parser); a bad token changes nothing.
        const refused = game.playMoves(LaunchOptions.moves)
        if (refused !== "")
            console.warn(refused)
        game.player.stepping = LaunchOptions.teaching
        // The last decision again, animated.
        const speed = speeds.indexOf(LaunchOptions.speed)
        game.player.speed = speed >= 0 ? speed : StepPlayer.Normal
        if (LaunchOptions.animateLast && game.history.canUndo) {
            game.history.undo()
            game.history.redo()
        }
        if (LaunchOptions.step >= 0) {
            if (!LaunchOptions.animateLast && game.history.canUndo) {
                game.history.undo()
                game.history.redo()
            }
            game.player.seek(LaunchOptions.step)
        }
    }

    /// The theme kept between runs, before any popup opens: a popup open
    /// when the window's palette changes keeps the old colours (Qt 6.4), and
    /// the picker opened at the start kept the light theme's buttons and
    /// fields in high contrast.
    function restoreTheme() {
        if (AppSettings.persistent)
            Theme.dark = AppSettings.dark
        Theme.highContrast = AppSettings.highContrast
    }

    Component.onCompleted: {
        restoreTheme()
        // As when it was declared here: made (and opened) before the launch's moves and the settings.
        if (PickerLaunch.openAtStart)
            makePicker()
        replayLaunchMoves()
        // The player's speed, names and window place, kept between runs.
        AppSettings.restore(game, window)
    }
    // A menu or dialog open for a screenshot, once the window is up.
    Timer {
        running: LaunchOptions.menu !== ""
        interval: 200
        onTriggered: toolBar.show(LaunchOptions.menu)
    }
    Connections {
        target: Theme
        function onDarkChanged() { AppSettings.dark = Theme.dark }
        function onHighContrastChanged() { AppSettings.highContrast = Theme.highContrast }
    }
    // The last game, restored from the autosave, is shown at once; the picker
    // stays open on a first start.
    Connections {
        target: recordActions.store
        function onAutosavingChanged() {
            if (game.history.plyCount > 0)
                newGame?.close()
        }
    }
    Connections {
        target: recordActions.document
        // A game opened after the start (the command line's file) is shown, not the picker.
        function onGameLoaded() {
            if (recordActions.started)
                newGame?.close()
        }
    }
    // Another `mancala` started while this window is open: it comes to the
    // front and opens the file given (as a dropped one), if any.
    Connections {
        target: SingleInstance
        function onFilesReceived(files: list<url>) {
            window.show()
            window.raise()
            window.requestActivate()
            if (files.length > 0)
                recordActions.openFileAsking(files[0])
        }
    }
    // The picker open at a first start would hide the message bar: a start
    // with a message (a file of the command line that does not open, a saved
    // game that did not read) shows the board and the message, as a failed
    // import does; New game (Ctrl+N) opens the picker.
    Connections {
        target: recordActions
        function onStartOver() {
            if (recordActions.document.error !== "")
                newGame?.close()
            // The activity of the quit comes back on the board the autosave restored
            // (the lesson first: the puzzle's gives the player's settings back when neither does).
            if (lesson.resume())
                newGame?.close()
            if (puzzles.resume())
                newGame?.close()
            if (EditorDraft.waiting() && window.makePositionEditor().reopen())
                newGame?.close()
        }
    }

    // Read aloud: the announcements under the board (teaching mode reads its own sentences).
    Connections {
        target: game.announcer
        function onAnnounced(text: string) {
            if (!game.player.stepping)
                ReadAloud.say(text)
        }
    }
    Connections {
        target: Translations
        function onLanguageChanged() { ReadAloud.followLanguage() }
    }
    // The sound of the seeds: each step as the board shows it.
    Binding {
        target: SoundBoard
        property: "player"
        value: game.player
    }

    Shortcut {
        sequences: [StandardKey.Undo]
        onActivated: game.history.undo()
    }
    // Redo answers Ctrl+Shift+Z and Ctrl+Y on every desktop. The platform's
    // Redo keys are one of them: a sequence listed twice is "ambiguous" to
    // Qt, which then emits activatedAmbiguously instead of activated.
    Shortcut {
        sequences: [StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"]
        onActivated: game.history.redo()
        onActivatedAmbiguously: game.history.redo()
    }
    Shortcut {
        sequences: [StandardKey.New]
        onActivated: window.showPicker()
    }
    // H gives a hint where no hole is called h (rows under 8 holes); Ctrl+H always.
    Shortcut {
        objectName: "hintShortcut"
        sequences: game.ruleSet.houses < 8 ? ["H", "Ctrl+H"] : ["Ctrl+H"]
        // A puzzle has its own hint, after a wrong try; a class's exercise has none.
        enabled: !game.over && !game.decision.computerDecides && !answerAwaited
        onActivated: hint.request()
    }
    Shortcut {
        sequence: "Ctrl+U"
        onActivated: window.showPuzzles(game.ruleSet.variant)
    }
    Shortcut {
        //: Shortcut of teaching mode
        sequence: "Ctrl+T"
        onActivated: game.player.stepping = !game.player.stepping
    }
    /// How the window was shown before full screen (windowed or maximised), to go back to.
    property int visibilityBeforeFullScreen: Window.Windowed
    /// Full screen for a projector, and back (F11, View > Full screen).
    function toggleFullScreen() {
        if (visibility === Window.FullScreen) {
            visibility = visibilityBeforeFullScreen
        } else {
            visibilityBeforeFullScreen = visibility === Window.Maximized ? Window.Maximized : Window.Windowed
            visibility = Window.FullScreen
        }
    }
    // Over an open dialog too (the window's own shortcuts are held by a modal
    // popup): a projector's first screen is New game.
    Shortcut {
        sequence: "F11"
        context: Qt.ApplicationShortcut
        onActivated: window.toggleFullScreen()
    }
    Shortcut {
        sequence: "Escape"
        enabled: game.busy
        onActivated: game.player.skipToEnd()
    }

    header: GameToolBar {
        id: toolBar
        controller: game
        records: recordActions
        paper: paperActions
        session: lesson
        onNewGameRequested: window.showPicker()
        onMenuClosed: Qt.callLater(board.takeFocus)
        onKeyNotTaken: event => { event.accepted = board.sowTyped(event) }
        onRulesRequested: window.showRules(game.ruleSet.variant)
        onPuzzlesRequested: window.showPuzzles(game.ruleSet.variant)
        onNetworkRequested: host => window.showNetworkDialog(host)
        onClassRequested: host => window.showClassDialog(host)
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: 12
        // Hidden while the racing start covers it: a screen reader finds
        // nothing of the board there, as a sighted player sees nothing of it.
        visible: !window.raceCovers
        columns: window.portrait ? 1 : 2
        rowSpacing: 10
        columnSpacing: 12
        // A hole's letter no control took (a button clicked last) sows on the board.
        Keys.onPressed: event => { event.accepted = board.sowTyped(event) }

        // The board with the players' cards and the decision line, as one group
        // centred in the height beside the move list, or on top above it (portrait).
        // Centred in the height by its alignment, not by empty items above and
        // below: those took two spacings of the board's room in a small window.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: !window.portrait
            Layout.maximumHeight: window.compactTeaching ? Number.POSITIVE_INFINITY : implicitHeight
            Layout.alignment: Qt.AlignVCenter
            spacing: window.compactTeaching ? 4 : 10

            PlayerCard {
                side: 1
                controller: game
                Layout.fillWidth: true
            }
            Board {
                id: board
                objectName: "board"
                controller: game
                focus: true
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: window.compactTeaching ? 120 : 200
                // As tall as the width lets the holes grow, no taller: the cards hug the board.
                Layout.maximumHeight: board.heightFor(width)
                Layout.preferredHeight: Layout.maximumHeight
                onIllegalClick: hole => {
                    if (teach.visible)
                        teach.explainRefusal(hole)
                }
                // The picker about to open at the start covers it too.
                underPopup: window.newGame?.visible ?? PickerLaunch.openAtStart
                Component.onCompleted: if (!underPopup) forceActiveFocus()

                HintMark {
                    anchors.fill: parent
                    board: board
                    hint: hint
                }
                // Teaching: the holes the sentence names, and a lesson's hint.
                TeachingMarks {
                    anchors.fill: parent
                    board: board
                    visible: teach.visible
                    places: teach.places.concat(lesson.hintHole >= 0 ? [lesson.hintHole] : [])
                }
                // A puzzle's hint: the hole to play.
                TeachingMarks {
                    objectName: "puzzleHintMark"
                    anchors.fill: parent
                    board: board
                    visible: puzzles.hintHole >= 0
                    places: puzzles.hintHole >= 0 ? [puzzles.hintHole] : []
                }
            }
            PlayerCard {
                side: 0
                controller: game
                Layout.fillWidth: true
            }
            TeachingPanel {
                id: teach
                controller: game
                compact: window.compactTeaching
                visible: game.player.stepping
                Layout.fillWidth: true
            }
            DecisionBar {
                controller: game
                Layout.fillWidth: true
                onDistributeRequested: window.showDistribute()
            }
            // Read aloud is on but cannot speak here (no engine, no voice for the language).
            Label {
                objectName: "readAloudNotice"
                visible: ReadAloud.notice !== ""
                text: ReadAloud.notice
                wrapMode: Text.WordWrap
                color: Theme.mutedText
                Layout.fillWidth: true
            }
        }
        ColumnLayout {
            id: sideColumn
            objectName: "sideColumn"
            Layout.fillHeight: true
            Layout.fillWidth: window.portrait
            // Wider for the panels with texts, lists and tables (a lesson, a puzzle, a class).
            readonly property bool wide: lesson.active || puzzles.active || classroom.active
            Layout.preferredWidth: window.portrait ? -1 : Math.min(wide ? 340 : computerTools.analysing ? 280 : 240,
                                                                   window.width * (wide || computerTools.analysing ? 0.28 : 0.2))
            spacing: 10

            // The panels over the list at their natural height, less in a
            // short window (800x500 in large print, with a hint's sentence and
            // the database's line): they scroll, and the column never runs
            // past the window, nor pushes the status line under the board out of it.
            Flickable {
                id: sidePanels
                objectName: "sidePanels"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: Math.min(contentHeight, Theme.px(60))
                Layout.preferredHeight: contentHeight
                Layout.maximumHeight: contentHeight
                contentHeight: panelColumn.implicitHeight
                interactive: contentHeight > height + 0.5
                boundsBehavior: Flickable.StopAtBounds
                clip: true
                ScrollBar.vertical: ScrollBar {
                    policy: sidePanels.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
                /// True when `item` lies in the panels.
                function holds(item: Item): bool {
                    for (let p = item; p; p = p.parent)
                        if (p === panelColumn)
                            return true
                    return false
                }
                /// Scrolls `item` into sight (its top when it is taller than the view).
                function reveal(item: Item) {
                    const top = item.mapToItem(contentItem, 0, 0).y
                    if (top + item.height > contentY + height)
                        contentY = Math.min(top + item.height - height, contentHeight - height)
                    if (top < contentY)
                        contentY = Math.max(0, top)
                }
                // A hint's sentence comes into sight as it is written.
                Connections {
                    target: hint
                    function onChanged() {
                        if (hint.shown || hint.searching)
                            Qt.callLater(() => sidePanels.reveal(computerTools.hintLine))
                    }
                }

                ColumnLayout {
                    id: panelColumn
                    // The scroll bar lies over the panels' right edge: making room
                    // for it changed the panels' height, which showed or hid it (a polish loop).
                    width: sidePanels.width
                    spacing: sideColumn.spacing

                    // A prepared position's title and question stay in sight beside the board.
                    PreparedPosition {
                        document: recordActions.document
                        Layout.fillWidth: true
                    }
                    ComputerTools {
                        id: computerTools
                        objectName: "computerTools"
                        controller: game
                        hint: hint
                        review: review
                        // Its help would give an exercise's answer away.
                        visible: !lesson.active && !answerAwaited
                        Layout.fillWidth: true
                    }
                    // Beside the board, not under it: the board stays put while the line comes and goes.
                    DatabaseProgress {
                        builder: game.computer.database
                        Layout.fillWidth: true
                    }
                }
            }
            AnalysisPanel {
                objectName: "analysisPanel"
                analysis: analysis
                visible: computerTools.analysing && !lesson.active && !answerAwaited
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 120
                // It grows into the room left, never past the window (its rows scroll).
                Layout.preferredHeight: 120
            }

            LessonPanel {
                session: lesson
                visible: lesson.active
                Layout.fillWidth: true
                // Its natural height, less in a short window: its texts scroll.
                Layout.fillHeight: true
                Layout.preferredHeight: implicitHeight
                Layout.maximumHeight: implicitHeight
            }
            PuzzlePanel {
                id: puzzlePanel
                session: puzzles
                visible: puzzles.active
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: leastHeight
                Layout.preferredHeight: implicitHeight
                Layout.maximumHeight: implicitHeight
                onNextRequested: window.openPuzzle()
            }
            NetworkPanel {
                network: networkPlay
                visible: networkPlay.active
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                Layout.maximumHeight: implicitHeight
                onAcceptRequested: window.replaceGame(() => networkPlay.accept())
            }
            ClassPanel {
                classroom: classroom
                visible: classroom.active
                Layout.fillWidth: true
                // Its natural height, less in a short window: it scrolls.
                Layout.fillHeight: true
                Layout.minimumHeight: Math.min(implicitHeight, 140)
                Layout.preferredHeight: implicitHeight
                Layout.maximumHeight: implicitHeight
            }
            MoveList {
                objectName: "moveList"
                controller: game
                document: recordActions.document
                stepThrough: game.player.stepping
                Layout.fillWidth: true
                Layout.fillHeight: true
                // Beside a puzzle or a class in a short window the panel comes
                // first: the list takes the room it leaves.
                Layout.minimumHeight: puzzles.active || classroom.active ? 60 : 100
                Layout.preferredHeight: puzzles.active || classroom.active ? 60 : -1
            }
            // The game as a picture once a review has valued its decisions; a click shows that position.
            EvaluationChart {
                objectName: "evaluationChart"
                graph: evaluation
                shownPly: game.history.ply
                // A short window keeps its height for the move list and its notes.
                visible: evaluation.valuedCount > 0 && !lesson.active && !answerAwaited
                         && window.height >= 640
                Layout.fillWidth: true
                // Shares the column's height with the list and the panel, at most its own.
                Layout.fillHeight: true
                Layout.minimumHeight: Theme.px(60)
                Layout.maximumHeight: implicitHeight
            }
        }
    }

    RecordActions {
        id: recordActions
        objectName: "recordActions"
        anchors.fill: parent
        controller: game
        startFile: LaunchOptions.file
        lesson: lesson
        confirmReplace: replace => window.replaceGame(replace)
        onSetUpRequested: window.showPositionEditor()
    }
    PaperActions {
        id: paperActions
        objectName: "paperActions"
        anchors.fill: parent
        controller: game
        document: recordActions.document
    }
    RaceScreen {
        anchors.fill: parent
        controller: game
        visible: window.raceCovers
    }
    RoundSummary {
        anchors.fill: parent
        controller: game
    }
    GameOverPanel {
        anchors.fill: parent
        controller: game
    }
    // The variant picker, the rules page, the distribution (Enkeshui E8),
    // the puzzles dialog and the position editor are made on their first
    // opening: they are not on the first screen, and making them at the start
    // would delay the first frame (docs/benchmarks.md). Their files are read
    // then too (Qt.createComponent): a Component declared here, or a property
    // of their type, would load them and the files they use with the window.
    // (A Loader makes only items: these are popups. Their properties are
    // QtObject: the style's Popup type is not the base of its Dialog.)
    /// The variant picker (New game): made at the start when it opens there
    /// (a first start, PickerLaunch), else on its first opening.
    property QtObject newGame: null
    property QtObject rulesPage: null
    property QtObject distribute: null
    property QtObject puzzleDialog: null
    property QtObject networkDialog: null
    property QtObject classDialog: null
    property QtObject positionEditor: null
    /// A popup of this module made from its file, a child of the window's content.
    function makePopup(file: string, properties: var): QtObject {
        const component = Qt.createComponent(file)
        if (component.status !== Component.Ready) {
            console.warn(component.errorString())
            return null
        }
        return component.createObject(window.contentItem, properties)
    }
    function makePicker(): QtObject {
        if (!newGame) {
            // Its own parent: the overlay (VariantPicker.qml).
            newGame = makePopup("VariantPicker.qml", {
                controller: game,
                confirmReplace: replace => window.replaceGame(replace)
            })
            newGame.showMe.connect(ruleId => window.showMe(newGame.rulesPage.variantId, ruleId))
        }
        return newGame
    }
    function showPicker() {
        makePicker().open()
    }
    function showRules(variantId: string) {
        // Its parent: the window's content, as when it was declared here.
        if (!rulesPage) {
            rulesPage = makePopup("RulesPage.qml", { parent: window.contentItem })
            rulesPage.showMe.connect(ruleId => window.showMe(rulesPage.variantId, ruleId))
        }
        rulesPage.openFor(variantId)
    }
    /// Game ▸ Over the network ▸ Host a game (the rules of the game on the board) or Join a game.
    function showNetworkDialog(host: bool) {
        if (!networkDialog) {
            networkDialog = makePopup("NetworkDialog.qml", { network: networkPlay })
            networkDialog.hostRequested.connect((side, name, localOnly) => window.replaceGame(() => {
                const why = networkPlay.host(side, name, localOnly)
                if (why !== "")
                    console.warn(why)
            }))
            networkDialog.joinRequested.connect((address, port, code, name) => networkPlay.join(address, port, code, name))
            networkDialog.closed.connect(() => Qt.callLater(board.takeFocus))
        }
        networkDialog.openFor(host)
    }
    /// Game ▸ Over the network ▸ Host a class (the board is the teacher's) or Join a class.
    function showClassDialog(host: bool) {
        if (!classDialog) {
            classDialog = makePopup("NetworkDialog.qml", { network: networkPlay, forClass: true })
            classDialog.hostRequested.connect((side, name, localOnly) => {
                const why = classroom.hostClass(name, localOnly)
                if (why !== "")
                    console.warn(why)
            })
            // Nothing to ask: the pupil's own game comes back on leaving the class.
            classDialog.joinRequested.connect((address, port, code, name) => classroom.joinClass(address, port, code, name))
            classDialog.closed.connect(() => Qt.callLater(board.takeFocus))
        }
        classDialog.openFor(host)
    }
    /// Game ▸ Puzzles: the dialog on the puzzles of the rule set.
    function showPuzzles(variantId: string) {
        if (!puzzleDialog) {
            puzzleDialog = makePopup("PuzzleDialog.qml", { parent: window.contentItem, session: puzzles })
            puzzleDialog.startRequested.connect(window.startChosenPuzzle)
            puzzleDialog.closed.connect(() => Qt.callLater(board.takeFocus))
        }
        puzzleDialog.openFor(variantId)
    }
    /// Game ▸ Set up position: a position of the rule set drawn by hand, played or analysed.
    function showPositionEditor() {
        makePositionEditor().openOn(false)
    }
    function makePositionEditor(): QtObject {
        if (!positionEditor) {
            positionEditor = makePopup("PositionEditor.qml", {
                parent: window.contentItem,
                controller: game,
                importExport: recordActions.importExport,
                confirmReplace: replace => window.replaceGame(replace)
            })
            positionEditor.analyseRequested.connect(() => { computerTools.analysing = true })
            positionEditor.closed.connect(() => Qt.callLater(board.takeFocus))
        }
        return positionEditor
    }
    function showDistribute() {
        if (!distribute)
            distribute = makePopup("DistributePanel.qml", { parent: window.contentItem, controller: game })
        distribute.open()
    }
    // A quit loses nothing when the autosave has the game (an exercise and
    // the editor's draft come back too); it asks when notes written in a
    // record are in no file, or when the game is not in the autosave.
    property bool quitAgreed: false
    onClosing: close => {
        const loss = recordActions.store.lostOnQuit()
        if (quitAgreed || loss === AutosaveStore.NothingLost)
            return
        close.accepted = false
        quitQuestion.loss = loss
        quitQuestion.open()
    }
    ConfirmDialog {
        id: quitQuestion
        objectName: "quitQuestion"
        property int loss: AutosaveStore.NothingLost
        //: Title of the question before a quit that would lose something
        title: qsTr("Quit without saving?")
        text: loss === AutosaveStore.NotesLost
              //: Why a quit asks: notes written in a record are not in its file
              ? qsTr("The notes written in this game (comments, marks, variations) are in no file. Game ▸ Export… (Ctrl+S) saves them.")
              //: Why a quit asks: the game is not saved by itself (no autosave, or it could not be written)
              : qsTr("This game is not saved and will not be there at the next start. Game ▸ Export… (Ctrl+S) saves it.")
        //: Quits although something is lost
        acceptText: qsTr("Quit")
        onAccepted: {
            window.quitAgreed = true
            window.close()
        }
        onClosed: Qt.callLater(board.takeFocus)
    }
    ConfirmDialog {
        id: replaceQuestion
        /// What replaces the game when the player agrees.
        property var replace: null
        objectName: "replaceGame"
        //: Title of the question before a game in progress is replaced (paste, "show me", a dropped file)
        title: qsTr("Leave the game in progress?")
        text: qsTr("The game on the board is replaced by another. Game ▸ Restore previous game brings it back.")
        //: Replaces the game in progress
        acceptText: qsTr("Replace the game")
        onAccepted: {
            const replace = replaceQuestion.replace
            replaceQuestion.replace = null
            if (replace)
                replace()
        }
        onRejected: replaceQuestion.replace = null
        // The keyboard goes back to the board (hole letters, arrows).
        onClosed: Qt.callLater(board.takeFocus)
    }
}
