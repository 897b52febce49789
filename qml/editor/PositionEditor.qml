// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Game > Set up position: the board of the game's rule set, edited seed by
// seed, with the stores or tallies, the marks, the side to move and the
// round. The model (PositionEditorModel, app/src/editor/) holds the position
// and checks it with the core after every change; this only shows it and
// passes the input on. Nothing reaches the game until Play or Analyse.
AppDialog {
    id: dialog

    required property GameController controller
    /// The window's records: a position is played through them as a pasted one is.
    property RecordImportExport importExport: null
    /// Runs `replace`, which replaces the game on the board, once the player agrees.
    property var confirmReplace: replace => replace()
    readonly property PositionEditorModel model: editorModel
    /// The hole the keyboard is on (a ring index).
    property int cursor: 0
    /// The source hole of a move (move mode, Space), or -1.
    property int source: -1
    /// Move mode: a click picks the source, the next one the target.
    property bool moving: false
    /// Digits typed on a hole, read as one count until a pause.
    property string typed: ""
    /// Said under the board after Copy position, until the next change.
    property string note: ""
    /// A short window (800x500): smaller texts and spacing.
    readonly property bool compact: height < 640
    // The rule set's name in the language of the moment (read again when it changes).
    readonly property string variantName: Translations.language ? ruleSets.name(editorModel.variant) : ""


    /// The game was started from the position, to be analysed.
    signal analyseRequested()

    /// Opens on the game's position (or, with `empty`, an empty board of its rule set).
    function openOn(empty: bool) {
        editorModel.loadFrom(controller)
        if (empty)
            editorModel.clearBoard()
        // Kept after every change: a quit, then a start, opens the editor again on it.
        editorModel.keepDraft(controller)
        show()
    }
    /// Opens again on the draft kept over the game (a start after a quit); false when there is none.
    function reopen(): bool {
        if (!editorModel.loadDraft(controller))
            return false
        show()
        return true
    }
    function show() {
        cursor = 0
        note = ""
        source = -1
        moving = false
        typed = ""
        open()
    }
    /// Leaves the editor (Cancel, Escape, or the position played): the draft goes.
    function leave() {
        editorModel.dropDraft()
        close()
    }
    /// Starts the game from the position, once the player agrees to replace
    /// the one in progress. False when the position cannot be played.
    function play(analyse: bool): bool {
        if (!editorModel.valid || !importExport)
            return false
        confirmReplace(() => {
            if (!editorModel.playFrom(dialog.importExport))
                return
            dialog.leave()
            if (analyse)
                dialog.analyseRequested()
        })
        return true
    }
    function moveCursor(dx: int, dy: int) {
        const houses = editorModel.houses
        const row = cursor < houses ? 0 : 1
        const column = row === 0 ? cursor : 2 * houses - 1 - cursor
        const newRow = Math.max(0, Math.min(1, row + dy))
        const newColumn = Math.max(0, Math.min(houses - 1, column + dx))
        cursor = editorModel.holeAt(newRow, newColumn)
        typed = ""
    }
    /// A click or Space on a hole in move mode: the source first, then each target gets one seed.
    function pick(hole: int) {
        if (source < 0 || source === hole)
            source = source === hole ? -1 : hole
        else if (!editorModel.move(source, hole) || editorModel.seedsIn(source) === 0)
            source = -1
    }
    function openMenu(hole: int) {
        cursor = hole
        // Kalah, and Mewelad without claimed captures: no mark, no owner to set.
        if (editorModel.markChoices.length < 2 && !editorModel.hasRounds)
            return
        holeMenu.hole = hole
        const cell = cells.itemAt(cellIndex(hole))
        holeMenu.popup(cell, cell.width / 2, cell.height / 2)
    }
    /// The Repeater index of a hole: North's row (drawn on top) first.
    function cellIndex(hole: int): int {
        const houses = editorModel.houses
        return hole < houses ? houses + hole : 2 * houses - 1 - hole
    }

    objectName: "positionEditor"
    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 1280
    height: parent ? parent.height : 800
    modal: true
    focus: true
    padding: compact ? 10 : 20
    closePolicy: Popup.NoAutoClose
    background: Rectangle { color: Theme.window }
    onOpened: boardArea.forceActiveFocus()

    PositionEditorModel {
        id: editorModel
        onChanged: dialog.note = ""
        // The choices of the rule set row follow the editor's rules (a game's, an undo's).
        onLoaded: ruleChoice.load(editorModel.variant, editorModel.houseRules)
    }
    // The picker's rule sets and their options; the choice made here is the
    // picker's GameSetup, which keeps an Enkeshui layout fitting the row length (E1).
    VariantCatalog { id: ruleSets }
    GameSetup { id: ruleChoice }
    /// A rule set, row length or layout chosen (a GameSetup change): its start on the board (undoable).
    function chooseRules(change: var) {
        change()
        const same = ruleChoice.variantId === editorModel.variant
                   && JSON.stringify(ruleChoice.houseRules) === JSON.stringify(editorModel.houseRules)
        if (!same)
            editorModel.startOf(ruleChoice.variantId, ruleChoice.houseRules)
        ruleChoice.load(editorModel.variant, editorModel.houseRules)
    }
    /// A digit typed on a store: with the digits typed before it (a pause
    /// starts afresh), "2" then "0" is twenty.
    function typeStore(side: int, digit: string) {
        typed = (typed + digit).slice(-4)
        if (!editorModel.setStore(side, Number(typed))) {
            typed = digit
            editorModel.setStore(side, Number(digit))
        }
        typingPause.restart()
    }
    /// Backspace on a store: its count loses its last digit.
    function backspaceStore(side: int, count: int) {
        typed = (typed !== "" ? typed : String(count)).slice(0, -1)
        editorModel.setStore(side, Number(typed))
        typingPause.restart()
    }
    /// Copy position (the button, Ctrl+Shift+C as in the window).
    function copy() {
        if (editorModel.copyPosition())
            //: Position editor: after Copy position
            note = qsTr("The position is on the clipboard.")
    }
    Timer {
        id: typingPause
        interval: 900
        onTriggered: dialog.typed = ""
    }

    contentItem: Item {
        // The editor's own keys before the window's shortcuts (undo, Escape).
        Keys.onShortcutOverride: event => {
            const undo = event.matches(StandardKey.Undo)
            const redo = event.matches(StandardKey.Redo) || (event.key === Qt.Key_Z && (event.modifiers & Qt.ControlModifier))
                         || (event.key === Qt.Key_Y && (event.modifiers & Qt.ControlModifier))
            if (undo || redo || event.key === Qt.Key_Escape)
                event.accepted = true
        }
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Escape) {
                if (holeMenu.opened)
                    holeMenu.close()
                else if (dialog.source >= 0)
                    dialog.source = -1
                else
                    dialog.leave()
            } else if (event.matches(StandardKey.Undo)) {
                editorModel.undo()
            } else if (event.matches(StandardKey.Redo) || ((event.key === Qt.Key_Z || event.key === Qt.Key_Y)
                                                            && (event.modifiers & Qt.ControlModifier))) {
                editorModel.redo()
            } else {
                return
            }
            event.accepted = true
        }

        // The window's shortcuts wait while the editor is open: its own copy.
        Shortcut {
            sequence: "Ctrl+Shift+C"
            enabled: dialog.opened
            onActivated: dialog.copy()
        }
        ColumnLayout {
            anchors.fill: parent
            spacing: dialog.compact ? 6 : 12

            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Label {
                    Layout.fillWidth: true
                    //: Title of the position editor; %1 the rule set
                    text: qsTr("Set up position – %1").arg(dialog.variantName)
                    color: Theme.text
                    font.pixelSize: Theme.px(dialog.compact ? 17 : 22)
                    font.bold: true
                    elide: Text.ElideRight
                }
                Button {
                    objectName: "editorUndo"
                    // A click leaves the keyboard on the board.
                    focusPolicy: Qt.TabFocus
                    //: Position editor: takes back the last change (Ctrl+Z)
                    text: qsTr("Undo")
                    enabled: editorModel.canUndo
                    onClicked: editorModel.undo()
                }
                Button {
                    objectName: "editorRedo"
                    // A click leaves the keyboard on the board.
                    focusPolicy: Qt.TabFocus
                    //: Position editor: makes the change taken back again (Ctrl+Shift+Z)
                    text: qsTr("Redo")
                    enabled: editorModel.canRedo
                    onClicked: editorModel.redo()
                }
            }

            // The rule set, its row length and (Enkeshui) its layout, as the
            // picker offers them: a choice puts its start on the board.
            Flow {
                objectName: "editorRules"
                Layout.fillWidth: true
                spacing: 8
                readonly property var sizeOption: ruleSets.options(editorModel.variant).find(o => o.kind === "houses")
                                                  ?? ({ min: editorModel.houses, max: editorModel.houses, step: 2 })
                Label {
                    height: ruleSetBox.height
                    verticalAlignment: Text.AlignVCenter
                    //: Position editor: the rule set of the position
                    text: qsTr("Rule set:")
                    color: Theme.text
                }
                ComboBox {
                    id: ruleSetBox
                    objectName: "editorRuleSet"
                    model: ruleSets
                    textRole: "name"
                    valueRole: "variantId"
                    implicitContentWidthPolicy: ComboBox.WidestText
                    // The names as they are ("Qelat (Beni Amir & Mensa)": no "&" read as a shortcut).
                    delegate: ItemDelegate {
                        id: ruleSetEntry
                        required property string name
                        required property int index
                        width: ListView.view ? ListView.view.width : ruleSetBox.width
                        highlighted: ruleSetBox.highlightedIndex === index
                        contentItem: Label {
                            text: ruleSetEntry.name
                            color: Theme.text
                            elide: Text.ElideRight
                        }
                    }
                    currentIndex: ruleSets.indexOf(editorModel.variant)
                    Accessible.name: qsTr("Rule set:")
                    onActivated: index => {
                        const id = valueAt(index)
                        if (id !== editorModel.variant)
                            dialog.chooseRules(() => { ruleChoice.variantId = id })
                    }
                }
                Label {
                    height: ruleSetBox.height
                    verticalAlignment: Text.AlignVCenter
                    //: Position editor: how many holes each row of the board has
                    text: qsTr("Holes in a row")
                    color: Theme.text
                }
                SpinBox {
                    objectName: "editorHouses"
                    from: parent.sizeOption.min
                    to: parent.sizeOption.max
                    stepSize: parent.sizeOption.step
                    value: editorModel.houses
                    editable: true
                    Accessible.name: qsTr("Holes in a row")
                    onValueModified: {
                        const houses = String(value)
                        dialog.chooseRules(() => ruleChoice.setRule("houses", houses))
                    }
                }
                // Enkeshui's layouts A and B (E1); a drawn layout is what the editor itself does.
                Repeater {
                    model: ruleSets.layouts(editorModel.variant, editorModel.houses).filter(l => l.value !== "custom")
                    delegate: RadioButton {
                        required property var modelData
                        objectName: "editorLayout-" + modelData.value
                        visible: editorModel.variant === "enkeshui"
                        height: ruleSetBox.height
                        // A click leaves the keyboard on the board.
                        focusPolicy: Qt.TabFocus
                        text: modelData.title
                        checked: ruleChoice.layout === modelData.value
                        ToolTip.visible: hovered
                        ToolTip.text: modelData.sentence
                        ToolTip.delay: 400
                        onClicked: {
                            const layout = modelData.value
                            dialog.chooseRules(() => ruleChoice.setRule("layout", layout))
                        }
                    }
                }
            }

            Flow {
                Layout.fillWidth: true
                spacing: 8
                Label {
                    height: southButton.height
                    verticalAlignment: Text.AlignVCenter
                    //: Position editor: the side whose turn it is
                    text: qsTr("To move:")
                    color: Theme.text
                }
                RadioButton {
                    id: southButton
                    objectName: "southToMove"
                    // A click leaves the keyboard on the board.
                    focusPolicy: Qt.TabFocus
                    text: qsTr("South")
                    checked: editorModel.toMove === 0
                    onClicked: editorModel.toMove = 0
                }
                RadioButton {
                    objectName: "northToMove"
                    // A click leaves the keyboard on the board.
                    focusPolicy: Qt.TabFocus
                    text: qsTr("North")
                    checked: editorModel.toMove === 1
                    onClicked: editorModel.toMove = 1
                }
                Label {
                    visible: editorModel.hasRounds
                    height: southButton.height
                    verticalAlignment: Text.AlignVCenter
                    //: Position editor: the round of a game of rounds
                    text: qsTr("Round:")
                    color: Theme.text
                }
                SpinBox {
                    objectName: "round"
                    visible: editorModel.hasRounds
                    from: 1
                    to: 999
                    value: editorModel.round
                    editable: true
                    onValueModified: editorModel.round = value
                    Accessible.name: qsTr("Round:")
                }
                CheckBox {
                    objectName: "moveMode"
                    // A click leaves the keyboard on the board.
                    focusPolicy: Qt.TabFocus
                    //: Position editor: a click picks the hole seeds come from, the next click the hole they go to
                    text: qsTr("Move seeds")
                    checked: dialog.moving
                    onToggled: {
                        dialog.moving = checked
                        dialog.source = -1
                    }
                }
                Button {
                    objectName: "emptyBoard"
                    // A click leaves the keyboard on the board.
                    focusPolicy: Qt.TabFocus
                    //: Position editor: every hole and store emptied
                    text: qsTr("Empty board")
                    onClicked: editorModel.clearBoard()
                }
            }

            // The board: North's row on top as South sees it, North's store
            // on the left and South's on the right (tallies alike).
            Rectangle {
                id: boardFrame
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 120
                // No taller than the largest holes need: the room left stays below.
                Layout.maximumHeight: 2 * 96 + 40
                radius: 12
                color: Theme.woodEdge
                /// The holes' size: as large as the frame lets them, at most 96 pixels.
                readonly property real unit: Math.max(28, Math.min(96, (width - 32 - (editorModel.hasTrays ? 2 * 64 : 0)) / Math.max(1, editorModel.houses) - 6,
                                                                 (height - 32) / 2))

                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 8
                    // The stores beside the holes, the whole centred in the frame.
                    Item { Layout.fillWidth: true }
                    StoreBox {
                        side: 1
                        visible: editorModel.hasTrays
                        Layout.alignment: Qt.AlignVCenter
                    }
                    Item {
                        id: boardArea
                        objectName: "editorBoard"
                        Layout.preferredWidth: editorModel.houses * (unit + 6)
                        Layout.fillHeight: true
                        activeFocusOnTab: true
                        readonly property real unit: boardFrame.unit
                        Accessible.role: Accessible.Table
                        // The hole under the keyboard, for the screen reader: "hole c, 4 seeds".
                        Accessible.description: editorModel.holeText(dialog.cursor) + (editorModel.revision * 0 ? "" : "")
                        //: Screen reader name of the position editor's board
                        Accessible.name: qsTr("Board: arrows choose a hole, + and − or digits change its seeds, Enter its mark")

                        // Before the window's shortcuts (teaching mode's arrows and Space).
                        Keys.onShortcutOverride: event => {
                            const keys = [Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Space,
                                          Qt.Key_Return, Qt.Key_Enter, Qt.Key_Menu]
                            if (event.modifiers === Qt.NoModifier && keys.indexOf(event.key) >= 0)
                                event.accepted = true
                        }
                        Keys.onPressed: event => {
                            const text = event.text
                            if (event.key === Qt.Key_Left) {
                                dialog.moveCursor(-1, 0)
                            } else if (event.key === Qt.Key_Right) {
                                dialog.moveCursor(1, 0)
                            } else if (event.key === Qt.Key_Up) {
                                dialog.moveCursor(0, 1)
                            } else if (event.key === Qt.Key_Down) {
                                dialog.moveCursor(0, -1)
                            } else if (text === "+" || text === "=") {
                                editorModel.add(dialog.cursor)
                            } else if (text === "-" || text === "−") {
                                editorModel.take(dialog.cursor)
                            } else if (text.length === 1 && text >= "0" && text <= "9") {
                                dialog.typed = (dialog.typed + text).slice(-3)
                                if (!editorModel.setCount(dialog.cursor, Number(dialog.typed))) {
                                    dialog.typed = text
                                    editorModel.setCount(dialog.cursor, Number(text))
                                }
                                typingPause.restart()
                            } else if (event.key === Qt.Key_Space) {
                                dialog.pick(dialog.cursor)
                            } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Menu) {
                                dialog.openMenu(dialog.cursor)
                            } else {
                                return
                            }
                            event.accepted = true
                        }

                        Grid {
                            id: holeGrid
                            anchors.centerIn: parent
                            columns: editorModel.houses
                            rowSpacing: 8
                            columnSpacing: 6
                            Repeater {
                                id: cells
                                model: editorModel.houses * 2
                                delegate: EditorCell {
                                    required property int index
                                    editor: editorModel
                                    hole: editorModel.holeAt(index < editorModel.houses ? 1 : 0, index % editorModel.houses)
                                    unit: boardArea.unit
                                    focused: boardArea.activeFocus && dialog.cursor === hole
                                    picked: dialog.source === hole
                                    grid: holeGrid
                                    dragLayer: dragSeed
                                    onClicked: (button, modifiers) => {
                                        dialog.cursor = hole
                                        boardArea.forceActiveFocus()
                                        if (dialog.moving && button === Qt.LeftButton)
                                            dialog.pick(hole)
                                        else if (button === Qt.RightButton || (modifiers & Qt.ShiftModifier))
                                            editorModel.take(hole)
                                        else
                                            editorModel.add(hole)
                                    }
                                    onMenuRequested: dialog.openMenu(hole)
                                    onDropped: target => editorModel.move(hole, target)
                                }
                            }
                        }
                        Rectangle {
                            id: dragSeed
                            visible: false
                            width: boardArea.unit * 0.2
                            height: width
                            radius: width / 2
                            color: Theme.seedColors[0]
                            border.color: "#000000"
                        }
                    }
                    StoreBox {
                        side: 0
                        visible: editorModel.hasTrays
                        Layout.alignment: Qt.AlignVCenter
                    }
                    Item { Layout.fillWidth: true }
                }
            }

            Label {
                Layout.fillWidth: true
                color: Theme.mutedText
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.px(dialog.compact ? 11 : 12)
                //: How to use the position editor
                text: qsTr("Click a hole to add a seed, right-click or Shift+click to take one, or use the wheel; drag to move a seed. Keys: arrows, + and −, digits; Enter or a long press: the hole's mark.")
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Label {
                    objectName: "seedTotal"
                    text: editorModel.totalText
                    color: editorModel.total === editorModel.expectedTotal ? Theme.text : Theme.north
                    font.bold: true
                }
                Label {
                    objectName: "editorReason"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    color: editorModel.valid ? Theme.mutedText : Theme.north
                    //: Position editor: the position can be played; the players are the game's
                    text: dialog.note !== "" ? dialog.note
                          : editorModel.valid ? qsTr("Ready to play, by the players of the game: %1 and %2.")
                                                  .arg(dialog.controller.players.southName).arg(dialog.controller.players.northName)
                                            : editorModel.reason
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }

            // The room the board does not take, above the buttons.
            Item { Layout.fillHeight: true }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Button {
                    objectName: "playFromHere"
                    //: Position editor: starts the game from this position
                    text: qsTr("Play from here")
                    enabled: editorModel.valid
                    onClicked: dialog.play(false)
                }
                Button {
                    objectName: "analyse"
                    //: Position editor: starts the game from this position with the analysis panel open
                    text: qsTr("Analyse")
                    enabled: editorModel.valid
                    onClicked: dialog.play(true)
                }
                Button {
                    objectName: "copyEditedPosition"
                    // A click leaves the keyboard on the board.
                    focusPolicy: Qt.TabFocus
                    //: Position editor: the position string to the clipboard
                    text: qsTr("Copy position")
                    enabled: editorModel.valid
                    onClicked: dialog.copy()
                }
                Button {
                    objectName: "cancelEditor"
                    //: Position editor: closes it; the game stays as it was
                    text: qsTr("Cancel")
                    onClicked: dialog.leave()
                }
            }
        }
    }

    /// A store or tally: its count and buttons to change it.
    component StoreBox: ColumnLayout {
        id: box
        Layout.preferredWidth: 56
        required property int side
        readonly property int count: side === 0 ? editorModel.storeSouth : editorModel.storeNorth
        readonly property string sideName: side === 0 ? qsTr("South") : qsTr("North")
        spacing: 2
        // The wheel over a store changes it as it does a hole: 20 seeds are a few turns, not 20 clicks.
        WheelHandler {
            onWheel: event => {
                if (event.angleDelta.y > 0)
                    editorModel.setStore(box.side, box.count + 1)
                else if (event.angleDelta.y < 0 && box.count > 0)
                    editorModel.setStore(box.side, box.count - 1)
            }
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: box.sideName
            color: Theme.label
            font.pixelSize: Theme.px(11)
        }
        Button {
            objectName: "storeUp" + box.side
            // A click leaves the keyboard on the board.
            focusPolicy: Qt.TabFocus
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 40
            text: "+"
            //: Screen reader name of a button of the position editor: %1 South or North
            Accessible.name: editorModel.hasStores ? qsTr("One seed more in %1's store").arg(box.sideName)
                                                   : qsTr("One seed more in %1's captures").arg(box.sideName)
            onClicked: editorModel.setStore(box.side, box.count + 1)
        }
        // The count takes the keyboard (a click or Tab): digits type it
        // ("2" "0" is twenty), Backspace takes its last digit, Up and Down add and take.
        Label {
            id: storeCount
            objectName: "store" + box.side
            Layout.alignment: Qt.AlignHCenter
            Layout.minimumWidth: 44
            horizontalAlignment: Text.AlignHCenter
            text: box.count
            color: Theme.label
            font.pixelSize: Theme.px(18)
            font.bold: true
            activeFocusOnTab: true
            onActiveFocusChanged: dialog.typed = ""
            background: Rectangle {
                color: "transparent"
                radius: 4
                border.width: storeCount.activeFocus ? 2 : 0
                border.color: Theme.accent
            }
            TapHandler { onTapped: storeCount.forceActiveFocus(Qt.MouseFocusReason) }
            // Before the window's shortcuts.
            Keys.onShortcutOverride: event => {
                if (event.modifiers === Qt.NoModifier
                        && [Qt.Key_Up, Qt.Key_Down, Qt.Key_Backspace].indexOf(event.key) >= 0)
                    event.accepted = true
            }
            Keys.onPressed: event => {
                const text = event.text
                if (text.length === 1 && text >= "0" && text <= "9")
                    dialog.typeStore(box.side, text)
                else if (event.key === Qt.Key_Backspace)
                    dialog.backspaceStore(box.side, box.count)
                else if (event.key === Qt.Key_Up || text === "+")
                    editorModel.setStore(box.side, box.count + 1)
                else if ((event.key === Qt.Key_Down || text === "-" || text === "−") && box.count > 0)
                    editorModel.setStore(box.side, box.count - 1)
                else
                    return
                event.accepted = true
            }
            Accessible.role: Accessible.SpinBox
            Accessible.focusable: true
            //: Screen reader text of a store in the position editor: %1 South or North
            Accessible.name: (editorModel.hasStores ? qsTr("%1's store, %n seed(s)", "", box.count)
                                                    : qsTr("%1's captures, %n seed(s)", "", box.count)).arg(box.sideName)
            //: Screen reader hint on a store's count in the position editor
            Accessible.description: qsTr("Type its seeds, or Up and Down")
        }
        Button {
            objectName: "storeDown" + box.side
            // A click leaves the keyboard on the board.
            focusPolicy: Qt.TabFocus
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 40
            text: "−"
            Accessible.name: editorModel.hasStores ? qsTr("One seed less in %1's store").arg(box.sideName)
                                                   : qsTr("One seed less in %1's captures").arg(box.sideName)
            enabled: box.count > 0
            onClicked: editorModel.setStore(box.side, box.count - 1)
        }
    }

    // A hole's mark (only those of the rule set) and, in games of rounds, its owner.
    ThemedMenu {
        id: holeMenu
        objectName: "holeMenu"
        property int hole: 0
        onClosed: boardArea.forceActiveFocus()
        // Which hole the menu is for ("Mark hole c"), as the first line.
        MenuEntry {
            objectName: "holeMenuTitle"
            enabled: false
            //: The first line of a hole's menu in the position editor; %1 the hole's name
            text: qsTr("Mark hole %1").arg(editorModel.holeName(holeMenu.hole))
        }
        Instantiator {
            // Only the marks this hole can carry (Q6, M3).
            model: editorModel.revision >= 0 ? editorModel.markChoicesFor(holeMenu.hole) : []
            delegate: MenuEntry {
                required property markChoice modelData
                mark: MenuEntry.Choice
                selected: editorModel.revision >= 0 && editorModel.markOf(holeMenu.hole) === modelData.kind
                          && (modelData.kind === 0 || editorModel.markOwnerOf(holeMenu.hole) === modelData.owner)
                //: The mark entries of a hole's menu in the position editor: "mark: walda (South)"
                text: qsTr("Mark: %1").arg(modelData.text)
                onTriggered: editorModel.setMark(holeMenu.hole, modelData.kind, modelData.owner)
            }
            onObjectAdded: (index, object) => holeMenu.insertItem(index + 1, object)
            onObjectRemoved: (index, object) => holeMenu.removeItem(object)
        }
        MenuSeparator {
            visible: editorModel.hasRounds
            height: visible ? implicitHeight : 0
        }
        MenuEntry {
            visible: editorModel.hasRounds
            height: visible ? implicitHeight : 0
            mark: MenuEntry.Choice
            selected: editorModel.revision >= 0 && editorModel.ownerOf(holeMenu.hole) === 0
            //: A hole's menu in the position editor (games of rounds): the hole is South's this round
            text: qsTr("Owner: South")
            onTriggered: editorModel.setOwner(holeMenu.hole, 0)
        }
        MenuEntry {
            visible: editorModel.hasRounds
            height: visible ? implicitHeight : 0
            mark: MenuEntry.Choice
            selected: editorModel.revision >= 0 && editorModel.ownerOf(holeMenu.hole) === 1
            //: A hole's menu in the position editor (games of rounds): the hole is North's this round
            text: qsTr("Owner: North")
            onTriggered: editorModel.setOwner(holeMenu.hole, 1)
        }
    }
}
