// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Controls.impl
import QtQuick.Templates as T
import QtQuick.Layouts

// The window's tool bar: the frequent actions as buttons (new game, undo,
// redo, teaching mode), the rule set's name, and the Game, View and Help
// menus for the rest. Every control is a finger tall, reached with Tab, and
// the menus open with Alt and their underlined letter (F1: the shortcuts).
// When the buttons' words do not fit (a narrow window, a long language),
// the buttons show their icons only and name themselves in a tool tip.
ToolBar {
    id: toolBar

    required property GameController controller
    /// The game record actions of the window (the Game menu), when it has them.
    property RecordActions records: null
    /// The board on paper (the Game menu), when the window has it.
    property PaperActions paper: null
    /// The lesson the window teaches with, when it has one (Help, Lessons).
    property LessonSession session: null
    /// Height of every control: 9 mm, and never under 40 logical pixels.
    readonly property real target: Math.max(40, Screen.pixelDensity * 9)
    /// The buttons show their icons only (not enough room for their words).
    readonly property bool compact: width < row.wideWidth
    readonly property alias gameMenu: gameMenu
    readonly property alias viewMenu: viewMenu
    readonly property alias helpMenu: helpMenu

    signal newGameRequested()
    /// A menu closed: the keyboard goes back to the board (hole letters, arrows).
    signal menuClosed()
    /// A key none of the bar's controls took (a hole's letter after a click on Undo).
    signal keyNotTaken(var event)
    /// The rules page of the game's rule set is wanted.
    signal rulesRequested()
    /// Game ▸ Puzzles (Ctrl+U).
    signal puzzlesRequested()
    /// Game ▸ Over the network ▸ Host a game (true) or Join a game (false).
    signal networkRequested(bool host)
    /// Game ▸ Over the network ▸ Host a class (true) or Join a class (false).
    signal classRequested(bool host)

    function showShortcuts() {
        if (!shortcuts)
            shortcuts = shortcutsComponent.createObject(toolBar)
        shortcuts.open()
    }
    /// Closes the window, which ends the program (a window manager may have
    /// no close button to offer: Game, Quit and Ctrl+Q do it).
    function quit() { toolBar.Window.window?.close() }
    function showAbout() {
        if (!about)
            about = aboutComponent.createObject(toolBar)
        about.open()
    }
    /// Opens a menu as if clicked ("game", "view", "help"), with one of its
    /// submenus ("view/speed", "view/language", "help/lessons"), or a dialog
    /// ("shortcuts", "about"): screenshots (MANCALA_MENU).
    function show(name: string) {
        if (name === "shortcuts")
            return showShortcuts()
        if (name === "about")
            return showAbout()
        const path = name.split("/")
        const menus = [gameMenu, viewMenu, helpMenu]
        const index = ({ game: 0, view: 1, help: 2 })[path[0]]
        if (index === undefined)
            return
        menuBar.itemAt(index).triggered()
        if (path.length < 2)
            return
        const menu = menus[index]
        for (let i = 0; i < menu.count; ++i) {
            const item = menu.itemAt(i)
            if (item && item.subMenu && item.subMenu.objectName === path[1] + "Menu") {
                menu.currentIndex = i
                item.triggered()
            }
        }
    }

    objectName: "gameToolBar"
    Keys.onPressed: event => toolBar.keyNotTaken(event)
    padding: 4
    leftPadding: 8
    rightPadding: 8
    background: Rectangle {
        color: Theme.panel
        Rectangle {
            width: parent.width
            height: 1
            anchors.bottom: parent.bottom
            color: Theme.panelBorder
        }
    }

    /// An action of the bar: icon and word, or the icon alone with the word
    /// as its tool tip and accessible name.
    component BarButton: ToolButton {
        id: button

        /// The longer explanation of the tool tip (the word when empty).
        property string hint: ""
        /// Shows the icon alone.
        property bool compact: false
        /// The width with the word beside the icon.
        readonly property real wideWidth: leftPadding + icon.width + spacing
                                          + Math.ceil(metrics.advanceWidth(text)) + rightPadding

        Layout.preferredHeight: Math.max(40, Screen.pixelDensity * 9)
        Layout.minimumWidth: Layout.preferredHeight
        display: compact ? AbstractButton.IconOnly : AbstractButton.TextBesideIcon
        leftPadding: 10
        rightPadding: 12
        icon.width: 22
        icon.height: 22
        icon.color: checked ? Theme.accentText : enabled ? Theme.text : Theme.disabledText
        focusPolicy: Qt.StrongFocus
        Accessible.name: text
        ToolTip.visible: hovered && (compact || hint !== "")
        ToolTip.delay: 500
        ToolTip.text: hint !== "" ? hint : text
        Keys.onReturnPressed: activate()
        Keys.onEnterPressed: activate()

        /// Return and Enter do what Space does.
        function activate() {
            if (checkable) {
                toggle()
                toggled()
            }
            clicked()
        }

        FontMetrics {
            id: metrics
            font: button.font
        }
        contentItem: BarLabel {
            control: button
        }
        background: BarFace {
            control: button
        }
    }

    /// The icon and word of a bar button or menu title, in the theme's colours.
    component BarLabel: IconLabel {
        required property T.AbstractButton control
        spacing: control.spacing
        display: control.display
        icon: control.icon
        text: control.text
        font: control.font
        color: control.checked ? Theme.accentText : control.enabled ? Theme.text : Theme.disabledText
    }

    /// A menu title with its Alt letter underlined: "&Game" shows Game, G
    /// underlined. Drawn here, not by the style's IconLabel, which loses the
    /// underline when the title changes (a language switch) in Qt 6.4.
    component TitleLabel: Label {
        id: title
        required property T.MenuBarItem control
        objectName: "menuTitle-" + (control.menu ? control.menu.objectName : "")
        text: title.marked(control.text)
        textFormat: Text.StyledText
        font: control.font
        color: control.enabled ? Theme.text : Theme.disabledText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter

        /// Styled text of a title: "&&" is an ampersand, "&X" an underlined X.
        function marked(title: string): string {
            const escape = c => c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === "&" ? "&amp;" : c
            let out = ""
            for (let i = 0; i < title.length; ++i) {
                const c = title.charAt(i)
                if (c === "&" && i + 1 < title.length) {
                    ++i
                    const next = title.charAt(i)
                    out += next === "&" ? "&amp;" : "<u>" + escape(next) + "</u>"
                } else {
                    out += escape(c)
                }
            }
            return out
        }
    }

    /// Flat until hovered, pressed or current; filled with the accent while
    /// checked; an accent ring while it has the keyboard focus.
    component BarFace: Rectangle {
        required property T.AbstractButton control
        /// The menu title is the current one (its menu open, or reached with the arrows).
        property bool lit: false
        implicitWidth: 40
        implicitHeight: 40
        radius: 6
        color: control.checked ? Theme.accent
             : control.down ? Theme.pressed
             : control.hovered || lit ? Theme.hover
             : "transparent"
        border.width: control.visualFocus ? 2 : 0
        border.color: control.checked ? Theme.text : Theme.accent
    }

    RowLayout {
        id: row
        anchors.fill: parent
        spacing: 2

        /// What the bar needs to show the buttons with their words.
        readonly property real wideWidth: newGameButton.wideWidth + undoButton.wideWidth
                                          + redoButton.wideWidth + teachButton.wideWidth
                                          + menuBar.implicitWidth + Math.max(120, Math.ceil(variantTitle.implicitWidth * 12 / 16))
                                          + 10 * spacing + 24
                                          + toolBar.leftPadding + toolBar.rightPadding

        BarButton {
            id: newGameButton
            objectName: "newGameButton"
            compact: toolBar.compact
            //: Tool bar: starts a new game (Ctrl+N)
            text: qsTr("New game")
            icon.source: "qrc:/Mancala/resources/icons/new-game.svg"
            //: Tooltip of the new game button
            hint: qsTr("Choose a game and start it (Ctrl+N)")
            onClicked: toolBar.newGameRequested()
        }
        BarButton {
            id: undoButton
            objectName: "undoButton"
            compact: toolBar.compact
            //: Tool bar: takes back the last decision (Ctrl+Z)
            text: qsTr("Undo")
            icon.source: "qrc:/Mancala/resources/icons/undo.svg"
            //: Tooltip of the undo button
            hint: qsTr("Take back the last decision (Ctrl+Z)")
            enabled: toolBar.controller.history.canUndo
            onClicked: toolBar.controller.history.undo()
        }
        BarButton {
            id: redoButton
            objectName: "redoButton"
            compact: toolBar.compact
            //: Tool bar: plays the decision taken back again (Ctrl+Shift+Z)
            text: qsTr("Redo")
            icon.source: "qrc:/Mancala/resources/icons/redo.svg"
            //: Tooltip of the redo button
            hint: qsTr("Play the decision taken back again (Ctrl+Shift+Z)")
            enabled: toolBar.controller.history.canRedo
            onClicked: toolBar.controller.history.redo()
        }
        ToolSeparator {
            Layout.fillHeight: true
            Layout.topMargin: 6
            Layout.bottomMargin: 6
            contentItem: Rectangle {
                implicitWidth: 1
                color: Theme.panelBorder
            }
        }
        BarButton {
            id: teachButton
            objectName: "teachButton"
            compact: toolBar.compact
            //: Tool bar: teaching mode, where a move stops at every seed (Ctrl+T)
            text: qsTr("Teach")
            icon.source: "qrc:/Mancala/resources/icons/teach.svg"
            //: Tooltip of the teaching mode button
            hint: qsTr("Teaching mode: step through every move seed by seed (Ctrl+T)")
            checkable: true
            checked: toolBar.controller.player.stepping
            onToggled: toolBar.controller.player.stepping = checked
        }
        Label {
            id: variantTitle
            objectName: "variantTitle"
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            horizontalAlignment: Text.AlignHCenter
            // A long name in a narrow window (800 px, French or Swahili)
            // shrinks to 12 px before it is cut; the bar keeps room for that.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 12
            elide: Text.ElideRight
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.px(16)
            text: toolBar.controller.ruleSet.variantName
        }
        MenuBar {
            id: menuBar
            objectName: "menuBar"
            Layout.preferredHeight: toolBar.target
            background: null
            delegate: MenuBarItem {
                id: menuBarItem
                implicitHeight: toolBar.target
                focusPolicy: Qt.StrongFocus
                // A screen reader hears "Game", not "ampersand Game" (the title's label is drawn only).
                Accessible.role: Accessible.MenuItem
                Accessible.name: text.replace(/&(.)/g, "$1")
                contentItem: TitleLabel {
                    control: menuBarItem
                    Accessible.ignored: true
                }
                background: BarFace {
                    control: menuBarItem
                    lit: menuBarItem.highlighted
                }
            }

            RecordMenu {
                id: gameMenu
                actions: toolBar.records
                paper: toolBar.paper
                onClosed: toolBar.menuClosed()
                onQuitRequested: toolBar.quit()
                onPuzzlesRequested: toolBar.puzzlesRequested()
                onNetworkRequested: host => toolBar.networkRequested(host)
                onClassRequested: host => toolBar.classRequested(host)
            }
            ViewMenu {
                id: viewMenu
                controller: toolBar.controller
                onClosed: toolBar.menuClosed()
            }
            HelpMenu {
                id: helpMenu
                onClosed: toolBar.menuClosed()
                controller: toolBar.controller
                session: toolBar.session
                // A lesson replaces the game: the window asks first (RecordActions.confirmReplace).
                confirmReplace: replace => toolBar.records ? toolBar.records.confirmReplace(replace) : replace()
                onRulesRequested: toolBar.rulesRequested()
                onShortcutsRequested: toolBar.showShortcuts()
                onAboutRequested: toolBar.showAbout()
            }
        }
    }

    Shortcut {
        sequence: "F1"
        onActivated: toolBar.showShortcuts()
    }
    Shortcut {
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: toolBar.quit()
    }
    // The dialogs are made on their first opening (showShortcuts(),
    // showAbout()): nothing of them is on the first screen, and making them
    // would delay the first frame.
    property ShortcutsDialog shortcuts: null
    property AboutDialog about: null
    Component {
        id: shortcutsComponent
        ShortcutsDialog {
            menuTitles: [gameMenu.title, viewMenu.title, helpMenu.title]
        }
    }
    Component {
        id: aboutComponent
        AboutDialog {}
    }
}
