// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The opening screen and the "New game" screen: the five rule sets as cards
// with their start positions, then the options of the chosen one (row length,
// seeds, layout, house rules with what each changes), the presets, and Start.
AppDialog {
    id: picker

    required property GameController controller
    /// The presets file; empty: the player's configuration folder.
    property string presetsFile: ""
    property bool openAtStart: PickerLaunch.openAtStart
    readonly property GameSetup setup: gameSetup
    readonly property PresetStore presets: presetStore
    readonly property RulesPage rulesPage: rules
    // The catalog's texts are made in the language of the moment: reading
    // Translations.language makes these bindings run again when it changes.
    // The rows of house rules and layouts are made from lists that do not
    // change with the language (Qt 6.4's layouts crash when a Repeater
    // replaces their items at a language switch); their texts are looked up.
    readonly property var options: Translations.language ? variantCatalog.options(gameSetup.variantId) : []
    readonly property var ruleRows: variantCatalog.options(gameSetup.variantId)
        .filter(o => o.kind === "switch" || o.kind === "choice" || o.kind === "number")
    readonly property var layoutTexts: Translations.language ? variantCatalog.layouts(gameSetup.variantId, gameSetup.houses) : []
    readonly property string variantName: Translations.language ? variantCatalog.name(gameSetup.variantId) : ""
    readonly property var sizeOption: options.find(o => o.kind === "houses") ?? ({ min: 4, max: 12, step: 2 })
    property string error: ""
    /// A short window (800x500 and up): smaller cards and title, the names side by side.
    /// In large print the taller the text, the taller a window must be for
    /// the cards' descriptions (at 1024x768 they pushed Start off the screen
    /// in German or Tigrinya): 800 px in English, 920 in Tigrinya.
    readonly property bool compact: height < (ViewOptions.largePrint ? 570 * Theme.textScale : 680)
    /// A narrow window: the presets column and the margins shrink.
    readonly property bool narrow: width < 1000
    readonly property int margin: narrow ? 14 : 24

    /// A game has started from the picker.
    signal started()
    /// The rules page asks for a demonstration of a rule.
    signal showMe(string ruleId)

    /// Runs `replace`, which replaces the game on the board, once the player
    /// agrees (the window asks when a game is in progress).
    property var confirmReplace: replace => replace()

    /// Start: the new game, once the player agrees to leave the one in
    /// progress. False when it did not start (yet: the window may be asking).
    function start(): bool {
        let started = false
        confirmReplace(() => { started = startNow() })
        return started
    }
    function startNow(): bool {
        const why = controller.newGame(gameSetup.variantId, gameSetup.houseRules)
        error = why
        if (why !== "")
            return false
        // Both at once: a name set alone would keep the other side's imported
        // name as the player's own (AppSettings saves the names as they change).
        controller.players.setNames(southName.text !== "" ? southName.text : qsTr("South"),
                                    northName.text !== "" ? northName.text : qsTr("North"))
        controller.setLevel(0, gameSetup.southLevel)
        controller.setLevel(1, gameSetup.northLevel)
        close()
        started()
        return true
    }
    function choose(variantId: string) {
        gameSetup.variantId = variantId
        error = ""
    }
    function setRule(name: string, value: string) {
        if (!gameSetup.setRule(name, value))
            error = gameSetup.lastError
        else
            error = ""
    }
    function startFromPreset(row: int): bool {
        const p = presetStore.get(row)
        const why = gameSetup.load(p.variantId, p.houseRules)
        error = why
        if (why === "")
            gameSetup.setPlayers(p.players)
        return why === "" && start()
    }

    objectName: "variantPicker"
    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 1280
    height: parent ? parent.height : 800
    modal: true
    focus: true
    padding: 0
    closePolicy: Popup.CloseOnEscape
    background: Rectangle { color: Theme.window }

    // Opens on the rule set and house rules of the game being played.
    onAboutToShow: {
        gameSetup.takeFrom(controller)
        error = ""
    }
    Component.onCompleted: {
        if (!openAtStart)
            return
        open()
        gameSetup.offerComputerToNewPlayer(controller)
        // After the first layout: Qt 6.4's layouts crash when a Repeater
        // replaces their items while the window is still being set up.
        if (PickerLaunch.rulesPage !== "")
            Qt.callLater(() => {
                choose(PickerLaunch.rulesPage)
                rules.openFor(PickerLaunch.rulesPage)
            })
    }
    // Later too: at a first start the picker opens before the window can give it the focus.
    onOpened: {
        const focusCard = () => cards.itemAt(Math.max(0, variantCatalog.indexOf(gameSetup.variantId)))?.forceActiveFocus()
        focusCard()
        Qt.callLater(focusCard)
    }

    VariantCatalog { id: variantCatalog }
    GameSetup { id: gameSetup }
    PresetStore {
        id: presetStore
        fileName: picker.presetsFile
    }

    contentItem: ColumnLayout {
        spacing: picker.compact ? 8 : 14

        // A Shortcut needs an item parent to find its window.
        Shortcut {
            enabled: picker.opened && !editor.opened && !rules.opened
            sequences: ["Ctrl+Return", "Ctrl+Enter"]
            onActivated: picker.start()
        }

        // Title bar.
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: picker.margin
            Layout.rightMargin: picker.margin
            Layout.topMargin: picker.compact ? 8 : 18
            spacing: 12
            Label {
                id: pickerTitle
                Layout.fillWidth: true
                //: Title of the variant picker
                text: qsTr("Choose a game")
                color: Theme.text
                font.pixelSize: Theme.px(picker.compact ? 20 : 26)
                font.bold: true
            }
            // Always there, as Esc is: on a game with no moves too (the board
            // shows it as it was), and at the first start (the game set there).
            Button {
                objectName: "closePicker"
                //: Leaves the picker and goes back to the game being played
                text: qsTr("Back to the game")
                onClicked: picker.close()
            }
        }

        // The five rule sets: the row as tall as its tallest card, no taller
        // (the cards fill its height, the row does not fill the picker's).
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: false
            Layout.leftMargin: picker.margin
            Layout.rightMargin: picker.margin
            spacing: picker.narrow ? 8 : 12
            Repeater {
                id: cards
                model: variantCatalog
                delegate: VariantCard {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 200
                    // As tall as the longest description needs (a long language), 196 at least;
                    // every card as tall as the row.
                    Layout.preferredHeight: compact ? 104 : Math.max(196, implicitHeight)
                    Layout.fillHeight: true
                    compact: picker.compact
                    selected: variantId === gameSetup.variantId
                    onClicked: picker.choose(variantId)
                }
            }
        }

        // Options, house rules and the start; presets beside them.
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.leftMargin: picker.margin
            Layout.rightMargin: picker.margin
            Layout.bottomMargin: picker.compact ? 10 : 18
            spacing: picker.narrow ? 10 : 16

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                radius: 12
                color: Theme.panel
                border.color: Theme.panelBorder

                ScrollView {
                    id: optionsScroll
                    objectName: "optionsScroll"
                    anchors.fill: parent
                    anchors.margins: 12
                    contentWidth: availableWidth
                    clip: true

                    ColumnLayout {
                        width: optionsScroll.availableWidth
                        spacing: 10

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 12
                            Label {
                                Layout.fillWidth: true
                                text: picker.variantName
                                color: Theme.text
                                font.pixelSize: Theme.px(20)
                                font.bold: true
                                wrapMode: Text.WordWrap
                            }
                            Button {
                                objectName: "rulesButton"
                                //: Opens the rules page of the chosen rule set
                                text: qsTr("Rules")
                                onClicked: rules.openFor(gameSetup.variantId)
                            }
                            Button {
                                objectName: "resetButton"
                                enabled: Object.keys(gameSetup.houseRules).length > 0
                                //: Puts every option of the chosen rule set back to its standard value
                                text: qsTr("Standard rules")
                                onClicked: {
                                    gameSetup.reset()
                                    picker.error = ""
                                }
                            }
                        }

                        // Master (6) and Perfect (7) search as long as this (kept in the
                        // settings); the row shows only when a side is played at one of them,
                        // here where the options scroll: the column of the players and Start
                        // has no room to spare in a short window.
                        RowLayout {
                            objectName: "masterTime"
                            Layout.fillWidth: true
                            visible: gameSetup.southLevel >= 6 || gameSetup.northLevel >= 6
                            spacing: 8
                            Label {
                                Layout.fillWidth: true
                                //: Picker: how long the Master level thinks for each decision
                                text: qsTr("Master's time per move (s)")
                                color: Theme.text
                                wrapMode: Text.Wrap
                            }
                            SpinBox {
                                objectName: "masterSeconds"
                                from: 1
                                to: 60
                                editable: true
                                value: Math.round(picker.controller.computer.masterMillis / 1000)
                                Accessible.name: qsTr("Master's time per move (s)")
                                onValueModified: picker.controller.computer.masterMillis = value * 1000
                            }
                        }

                        // Board size, seeds and the start position it gives: side by
                        // side, or the start position under the numbers when narrow.
                        GridLayout {
                            Layout.fillWidth: true
                            columns: optionsScroll.availableWidth < 480 ? 1 : 2
                            columnSpacing: 14
                            rowSpacing: 8
                            GridLayout {
                                columns: 2
                                rowSpacing: 6
                                columnSpacing: 10
                                Label {
                                    color: Theme.text
                                    //: Picker option: holes in each row
                                    text: qsTr("Holes in a row")
                                }
                                SpinBox {
                                    id: housesBox
                                    objectName: "housesBox"
                                    from: picker.sizeOption.min
                                    to: picker.sizeOption.max
                                    stepSize: picker.sizeOption.step
                                    value: gameSetup.houses
                                    editable: true
                                    Accessible.name: qsTr("Holes in a row")
                                    onValueModified: picker.setRule("houses", String(value))
                                }
                                Label {
                                    color: gameSetup.layout === "uniform" ? Theme.text : Theme.mutedText
                                    //: Picker option: seeds in every hole at the start
                                    text: qsTr("Seeds per hole")
                                }
                                SpinBox {
                                    id: seedsBox
                                    objectName: "seedsBox"
                                    visible: gameSetup.layout === "uniform"
                                    from: 1
                                    to: 10
                                    value: gameSetup.seeds
                                    editable: true
                                    Accessible.name: qsTr("Seeds per hole")
                                    onValueModified: picker.setRule("seeds", String(value))
                                }
                                // Another layout: what it puts in a hole (E1), as the start position shows.
                                Label {
                                    objectName: "seedsText"
                                    visible: !seedsBox.visible
                                    Layout.maximumWidth: seedsBox.implicitWidth
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                    text: gameSetup.filledHoleSeeds > 0
                                          //: Picker, a layout that is not uniform (Enkeshui): %1 the seeds in each hole that is not empty
                                          ? qsTr("%1 (some holes empty)").arg(gameSetup.filledHoleSeeds)
                                          //: Picker, a drawn layout: the seeds per hole differ
                                          : qsTr("as drawn")
                                }
                            }
                            ColumnLayout {
                                Layout.fillWidth: true
                                spacing: 4
                                MiniBoard {
                                    objectName: "setupPreview"
                                    Layout.fillWidth: true
                                    Layout.minimumWidth: 0
                                    Layout.preferredWidth: 60 * gameSetup.houses
                                    Layout.maximumWidth: 60 * gameSetup.houses
                                    Layout.preferredHeight: 66
                                    seeds: gameSetup.startSeeds
                                }
                                Label {
                                    Layout.fillWidth: true
                                    wrapMode: Text.WordWrap
                                    color: Theme.mutedText
                                    //: Under the start position in the picker: seeds in the game
                                    text: qsTr("%n seed(s) in the game", "", gameSetup.totalSeeds)
                                }
                            }
                        }

                        // Layouts.
                        Label {
                            color: Theme.text
                            font.bold: true
                            font.pixelSize: Theme.px(15)
                            //: Heading of the layout choice in the picker
                            text: qsTr("Layout")
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 8
                            Repeater {
                                model: variantCatalog.layouts(gameSetup.variantId, gameSetup.houses)
                                delegate: RadioButton {
                                    id: layoutChoice
                                    required property var modelData
                                    readonly property var texts: picker.layoutTexts.find(l => l.value === modelData.value) ?? modelData
                                    objectName: "layout-" + modelData.value
                                    text: texts.title
                                    checked: gameSetup.layout === modelData.value
                                    ToolTip.visible: hovered || visualFocus
                                    ToolTip.text: texts.sentence
                                    ToolTip.delay: 400
                                    Keys.onReturnPressed: clicked()
                                    onClicked: {
                                        if (modelData.value === "custom")
                                            editor.openFor(gameSetup.variantId, gameSetup.houseRules, picker.sizeOption)
                                        else
                                            picker.setRule("layout", modelData.value)
                                    }
                                }
                            }
                            Button {
                                objectName: "editLayout"
                                //: Opens the layout editor on the start position shown
                                text: qsTr("Edit layout…")
                                onClicked: editor.openFor(gameSetup.variantId, gameSetup.houseRules, picker.sizeOption)
                            }
                        }

                        // House rules.
                        Label {
                            color: Theme.text
                            font.bold: true
                            font.pixelSize: Theme.px(15)
                            //: Heading of the house rules in the picker
                            text: qsTr("House rules")
                        }
                        Repeater {
                            model: picker.ruleRows
                            delegate: HouseRuleRow {
                                required property var modelData
                                Layout.fillWidth: true
                                option: picker.options.find(o => o.id === modelData.id) ?? modelData
                                catalog: variantCatalog
                                value: gameSetup.houseRules[modelData.id] ?? modelData.defaultValue
                                onEdited: (name, value) => picker.setRule(name, value)
                            }
                        }
                    }
                }
            }

            // Presets, players and Start.
            ColumnLayout {
                objectName: "pickerSide"
                Layout.preferredWidth: picker.narrow ? Math.max(260, picker.width * 0.36) : 330
                Layout.maximumWidth: Layout.preferredWidth
                Layout.fillHeight: true
                spacing: picker.compact ? 8 : 10

                PresetList {
                    objectName: "presetList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    compact: picker.compact
                    store: presetStore
                    setup: gameSetup
                    onChosen: row => {
                        const p = presetStore.get(row)
                        picker.error = gameSetup.load(p.variantId, p.houseRules)
                        if (picker.error === "")
                            gameSetup.setPlayers(p.players)
                    }
                    onStartRequested: row => picker.startFromPreset(row)
                }

                // Each side: its heading, then its name and who plays it (a person
                // or the computer at a level) side by side, the player box the wider.
                // When a level's word needs more ("Gelegenheitsspieler" in large
                // print), the heading goes beside the name and the box under both,
                // as wide as the column: as tall, and no word broken.
                GridLayout {
                    id: players
                    objectName: "playerNames"
                    /// The name field and the player box share a row.
                    readonly property bool sideBySide: width - columnSpacing - nameWidth
                                                       >= Math.max(southPlayer.wordRoom, northPlayer.wordRoom)
                    readonly property real nameWidth: Theme.px(96)
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: 8
                    rowSpacing: picker.compact ? 2 : 4
                    Label {
                        objectName: "southLabel"
                        Layout.row: 0
                        Layout.column: 0
                        Layout.columnSpan: players.sideBySide ? 2 : 1
                        Layout.fillWidth: players.sideBySide
                        //: Picker: the heading of the player at the bottom (name and who plays)
                        text: qsTr("South (bottom)")
                        color: Theme.text
                        font.bold: true
                        wrapMode: Text.Wrap
                    }
                    TextField {
                        id: southName
                        objectName: "southName"
                        Layout.row: players.sideBySide ? 1 : 0
                        Layout.column: players.sideBySide ? 0 : 1
                        Layout.preferredWidth: players.nameWidth
                        Layout.fillWidth: !players.sideBySide
                        // The players' own names, not those of an imported game.
                        text: AppSettings.southName !== "" ? AppSettings.southName : qsTr("South")
                        Accessible.name: qsTr("South (bottom)")
                    }
                    PlayerChoice {
                        id: southPlayer
                        objectName: "southPlayer"
                        Layout.row: 1
                        Layout.column: players.sideBySide ? 1 : 0
                        Layout.columnSpan: players.sideBySide ? 1 : 2
                        Layout.fillWidth: true
                        setup: gameSetup
                        computer: picker.controller.computer
                        side: 0
                    }
                    Label {
                        objectName: "northLabel"
                        Layout.row: 2
                        Layout.column: 0
                        Layout.columnSpan: players.sideBySide ? 2 : 1
                        Layout.fillWidth: players.sideBySide
                        //: Picker: the heading of the player at the top (name and who plays)
                        text: qsTr("North (top)")
                        color: Theme.text
                        font.bold: true
                        wrapMode: Text.Wrap
                    }
                    TextField {
                        id: northName
                        objectName: "northName"
                        Layout.row: players.sideBySide ? 3 : 2
                        Layout.column: players.sideBySide ? 0 : 1
                        Layout.preferredWidth: players.nameWidth
                        Layout.fillWidth: !players.sideBySide
                        text: AppSettings.northName !== "" ? AppSettings.northName : qsTr("North")
                        Accessible.name: qsTr("North (top)")
                    }
                    PlayerChoice {
                        id: northPlayer
                        objectName: "northPlayer"
                        Layout.row: 3
                        Layout.column: players.sideBySide ? 1 : 0
                        Layout.columnSpan: players.sideBySide ? 1 : 2
                        Layout.fillWidth: true
                        setup: gameSetup
                        computer: picker.controller.computer
                        side: 1
                    }
                }

                Label {
                    objectName: "pickerError"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: picker.error !== "" ? picker.error : gameSetup.reason
                    color: Theme.north
                    font.bold: true
                    wrapMode: Text.WordWrap
                }

                Button {
                    id: startButton
                    objectName: "startButton"
                    Layout.fillWidth: true
                    // Taller when a long name ("Start Qelat (Beni Amir & Mensa)") takes two lines.
                    Layout.preferredHeight: Math.max(picker.compact ? 46 : 56,
                                                     implicitContentHeight + topPadding + bottomPadding)
                    highlighted: true
                    enabled: gameSetup.playable
                    font.pixelSize: Theme.px(19)
                    font.bold: true
                    //: Starts the game chosen in the picker (Ctrl+Enter)
                    text: qsTr("Start %1").arg(picker.variantName)
                    Keys.onReturnPressed: picker.start()
                    Keys.onEnterPressed: picker.start()
                    background: Rectangle {
                        radius: 10
                        color: !startButton.enabled ? Theme.buttonFace
                               : startButton.down ? Qt.darker(Theme.accent, 1.2) : Theme.accent
                        border.width: startButton.visualFocus ? 3 : 0
                        border.color: Theme.text
                    }
                    // A long name goes on two lines, at its size (never cut, never tiny).
                    contentItem: Label {
                        text: startButton.text
                        font: startButton.font
                        color: startButton.enabled ? Theme.accentText : Theme.disabledText
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.Wrap
                    }
                    onClicked: picker.start()
                }
            }
        }
    }

    // Above the picker, which is a popup too.
    LayoutEditor {
        id: editor
        z: 2
        onChosen: houseRule => picker.setRule("layout", houseRule)
    }
    RulesPage {
        id: rules
        z: 2
        catalog: variantCatalog
        onShowMe: ruleId => picker.showMe(ruleId)
    }
}
