// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Mancala

// The carved wooden board: two rows of holes, the stores at the ends, the
// hands that sow and the seeds that fly. It shows the step player's board
// and passes clicks, taps and keys to the controller.
FocusScope {
    id: board

    required property GameController controller
    readonly property StepPlayer player: controller.player
    readonly property int houses: controller.ruleSet.houses
    readonly property real storeColumns: 1.35
    readonly property real padding: unit * 0.35
    /// The size of one hole's cell: everything scales from it. The largest
    /// the width allows whose board, the counts and names at the print's
    /// size included, fits the height.
    readonly property real unit: {
        let low = 20
        let high = Math.max(low, unitForWidth(width))
        if (heightAt(high) <= height)
            return high
        for (let i = 0; i < 20; ++i) {
            const middle = (low + high) / 2
            if (heightAt(middle) <= height)
                low = middle
            else
                high = middle
        }
        return low
    }
    /// The board's numbers and names grow with the print size (large print,
    /// the desktop's font): in large print never smaller than the window's text.
    function countPixelsAt(u: real): real {
        return Math.max(Theme.sized(11, 21), u * 0.2 * Theme.textScale)
    }
    function namePixelsAt(u: real): real {
        return Math.max(Theme.sized(12, 21), u * 0.22 * Theme.textScale)
    }
    readonly property real countPixels: countPixelsAt(unit)
    readonly property real namePixels: namePixelsAt(unit)
    /// The room beside a hole that a ring around it (a hint, a mark, the
    /// focus) takes: the count stands outside it.
    readonly property real ringReach: ringReachAt(unit)
    /// The wood's frame.
    function frameAt(u: real): real { return u * 0.16 }
    /// From the wood's edge to a row of holes: the wood's own proportions,
    /// or more to hold the count (it may lie on the frame, within the wood)
    /// and the room for a ring.
    function edgeToHoleAt(u: real): real {
        return Math.max(u * 0.3875, u * 0.09 + countPixelsAt(u) * boldMetrics.lineRatio + u * 0.04)
    }
    /// A mark badge's font ("N walda") and height at a cell size (a line of
    /// its text: the pill has no padding above and below, the room the
    /// groove needs for two rows of badges took a large print board's size).
    function badgePixelsAt(u: real): real {
        return Math.max(9, u * 0.13) * Theme.textScale
    }
    function badgeHeightAt(u: real): real {
        return Math.ceil(badgePixelsAt(u) * boldMetrics.lineRatio)
    }
    /// Rule sets whose holes carry marks (walda, ekwarna, bull, Jen): Kalah's never do.
    readonly property bool marked: controller.ruleSet.variant !== "kalah"
    /// From one row's holes to the other's: the wood's own groove, or more
    /// where marks are made, so that each row's badges lie between the rows
    /// outside the rings around the holes (a hint's, a lesson's).
    function grooveAt(u: real): real {
        return marked ? Math.max(0.335 * u, 2 * ringReachAt(u) + 2 * badgeHeightAt(u) + 4) : 0.335 * u
    }
    function ringReachAt(u: real): real { return u * 0.09 }
    function woodHeightAt(u: real): real {
        // Two rows of holes (0.82 of a cell each) and the groove between them.
        return 2 * edgeToHoleAt(u) + 2 * 0.82 * u + grooveAt(u)
    }
    /// The board's whole height at a cell size: the wood and the names above
    /// and below it (North's further from the wood, past the turn's bar).
    function heightAt(u: real): real {
        return nameBandAt(u, northNameGap) + woodHeightAt(u) + nameBandAt(u, southNameGap)
    }
    /// From the wood to the hole names, per cell.
    readonly property real northNameGap: 0.16
    readonly property real southNameGap: 0.12
    /// The band of a row's hole names beyond the wood, `gap` cells from it.
    function nameBandAt(u: real, gap: real): real {
        // (A pixel more: a text's height is whole pixels, its ascent and descent rounded up.)
        return Math.max(u * 0.425, Math.ceil(namePixelsAt(u) * boldMetrics.lineRatio) + 1 + u * gap)
    }
    function unitForWidth(w: real): real {
        return w / (houses + 2 * storeColumns + 0.7)
    }
    /// The height the board takes at a width (its layout's preferred height).
    function heightFor(w: real): real {
        return Math.ceil(heightAt(Math.max(20, unitForWidth(w))))
    }
    FontMetrics {
        id: boldMetrics
        /// A bold text's line height per pixel of font size.
        readonly property real lineRatio: height / 100
        font.pixelSize: 100
        font.bold: true
    }
    readonly property real minTarget: Math.max(unit, Screen.pixelDensity * 9)
    readonly property bool animated: player.animated && player.playing
    /// The hole the keyboard focus is on (-1: none).
    property int focusHole: -1

    signal illegalClick(int hole)

    activeFocusOnTab: true
    // Keyboard focus moves over the holes inside the board: a screen reader
    // hears the hole it is on.
    Accessible.role: Accessible.Table
    Accessible.name: {
        const pit = focusHole >= 0 ? pits.itemAt(focusHole) as Pit : null
        //: Screen reader name of the board before a hole has the keyboard focus
        return pit ? pit.accessibleName : qsTr("Board")
    }
    //: Screen reader hint on the board
    Accessible.description: qsTr("Left and Right move between the holes you may sow; Enter or Space sows the hole; a hole's letter sows it at once.")

    function columnX(column: int): real {
        return wood.x + padding + (storeColumns + column + 0.5) * unit
    }
    function rowY(row: int): real {
        const fromEdge = edgeToHoleAt(unit) + 0.41 * unit
        return row === 1 ? wood.y + fromEdge : wood.y + wood.height - fromEdge
    }
    function holeColumn(hole: int): int {
        return hole < houses ? hole : 2 * houses - 1 - hole
    }
    /// The centre of a hole or a store, in the board's coordinates.
    function placeCenter(place: int): point {
        if (place === 100)
            return Qt.point(southStore.x + southStore.width / 2, southStore.y + southStore.height / 2)
        if (place === 101)
            return Qt.point(northStore.x + northStore.width / 2, northStore.y + northStore.height / 2)
        if (place < 0)
            return Qt.point(wood.x + wood.width / 2, wood.y + wood.height / 2)
        return Qt.point(columnX(holeColumn(place)), rowY(place < houses ? 0 : 1))
    }
    /// Every badge on the holes (marks, owners), in the board's coordinates.
    readonly property var badgeBoxes: {
        // Read again whenever a hole is made: the count may change before its items are.
        void pits.made
        const boxes = []
        for (let i = 0; i < pits.count; ++i) {
            const pit = pits.itemAt(i) as Pit
            for (const b of pit ? pit.badgeBoxes : [])
                boxes.push(Qt.rect(pit.x + b.x, pit.y + b.y, b.width, b.height))
        }
        return boxes
    }
    /// The box a ring around a store goes round (its seeds and count, not its name).
    function storeRingBox(place: int): rect {
        const store = place === 100 ? southStore : northStore
        const area = store.markArea
        return Qt.rect(store.x + area.x, store.y + area.y, area.width, area.height)
    }
    function activate(hole: int) {
        if (controller.busy)
            return
        // A hole clicked while the move list had the keyboard: play goes on on the board.
        if (listHasFocus())
            forceActiveFocus(Qt.MouseFocusReason)
        focusHole = hole
        // A move played in an earlier position looked back at may be asked about first (retakeQuestion).
        if (!controller.playHole(hole) && !retakeQuestion.visible)
            illegalClick(hole)
    }
    /// Moves the keyboard focus to the next legal hole in screen order (dir = +1 right, -1 left).
    function moveFocus(dir: int) {
        const legal = controller.legalHoles
        if (legal.length === 0)
            return
        const ordered = legal.slice().sort((a, b) => (rowY(a < houses ? 0 : 1) - rowY(b < houses ? 0 : 1))
                                                     || (holeColumn(a) - holeColumn(b)))
        let at = ordered.indexOf(focusHole)
        at = at < 0 ? (dir > 0 ? 0 : ordered.length - 1) : (at + dir + ordered.length) % ordered.length
        focusHole = ordered[at]
    }

    /// The question before a move played in the past replaces the moves after it.
    readonly property alias retakeQuestion: retakeQuestion
    /// Whether a screen (the race screen, a round summary) hides the board from the player.
    readonly property bool covered: controller.raceHandover.shown || controller.roundReport.shown
    /// A modal window part (the picker) lies over the board: the keyboard is
    /// its own, even when it opened before the window had the focus to give.
    property bool underPopup: false
    onUnderPopupChanged: if (!underPopup) Qt.callLater(takeFocus)

    /// Whether a dialog, menu or panel over the window has the keyboard focus
    /// (it keeps it: a move ending under an open dialog does not take it away).
    function popupHasFocus(): bool {
        const overlay = Overlay.overlay
        for (let item = Window.activeFocusItem; overlay && item; item = item.parent) {
            if (item === overlay)
                return true
        }
        return false
    }
    /// Whether a list walked with the keyboard (the move list: an item with
    /// `keepsKeyboard` true) has the focus: it keeps it, Return there shows
    /// a position and the next arrow goes on from it.
    function listHasFocus(): bool {
        for (let item = Window.activeFocusItem; item; item = item.parent) {
            if (item.keepsKeyboard === true)
                return true
        }
        return false
    }
    /// Takes the keyboard focus back whenever a hole is to be chosen on an
    /// uncovered board, the focus ring on a playable hole.
    function takeFocus() {
        const c = controller
        if (c.busy || c.over || covered || underPopup || c.legalHoles.length === 0 || popupHasFocus() || listHasFocus())
            return
        if (c.legalHoles.indexOf(focusHole) < 0) {
            focusHole = -1
            moveFocus(1)
        }
        forceActiveFocus(Qt.TabFocusReason)
    }

    Connections {
        target: board.controller
        function onPositionChanged() { Qt.callLater(board.takeFocus) }
        function onBusyChanged() { Qt.callLater(board.takeFocus) }
    }
    Connections {
        target: board.controller.raceHandover
        function onShownChanged() {
            // The first race choice leaves no focus ring behind for the second player (W2/E2).
            if (board.controller.raceHandover.shown)
                board.focusHole = -1
            Qt.callLater(board.takeFocus)
        }
    }
    Connections {
        target: board.controller.roundReport
        function onChanged() { Qt.callLater(board.takeFocus) }
    }

    Keys.onPressed: event => {
        // Holes stay secret behind the race screen and the round summary.
        if (covered)
            return
        if (event.key === Qt.Key_Right || event.key === Qt.Key_Down) {
            moveFocus(1)
        } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Up) {
            moveFocus(-1)
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            if (focusHole >= 0)
                activate(focusHole)
        } else if (!sowTyped(event)) {
            return
        }
        event.accepted = true
    }
    /// A hole's letter sows that hole. The window passes on the letters no
    /// other control took (a button just clicked, the move list): the board
    /// takes them whenever no text field has the keyboard (a text field
    /// takes its letters first). False when the key names no hole.
    function sowTyped(event: var): bool {
        if (covered)
            return false
        const hole = controller.holeByName(event.text)
        if (hole < 0)
            return false
        activate(hole)
        return true
    }

    // The wood: a frame, the grain, a varnish sheen.
    Rectangle {
        id: wood
        objectName: "wood"
        width: board.unit * (board.houses + 2 * board.storeColumns) + 2 * board.padding
        height: board.woodHeightAt(board.unit)
        anchors.horizontalCenter: parent.horizontalCenter
        // Centred with the names' bands (North's is the wider).
        y: (board.height - board.heightAt(board.unit)) / 2 + board.nameBandAt(board.unit, board.northNameGap)
        radius: board.unit * 0.45
        color: Theme.woodEdge
        antialiasing: true

        // Inset so that the square corners of the grain stay under the rounded frame.
        Image {
            anchors.fill: parent
            anchors.margins: board.unit * 0.14
            // Drawn from resources/wood.svg at build time (app/tools/draw_svg.cpp): drawing the SVG here took a fifth of the start.
            source: "resources/wood.jpg"
            sourceSize.width: 1200
            sourceSize.height: 600
            fillMode: Image.Stretch
            smooth: true
            layer.enabled: false
        }
        // Rounded corners over the grain, then the varnish.
        Rectangle {
            anchors.fill: parent
            radius: parent.radius
            color: "transparent"
            border.width: board.frameAt(board.unit)
            border.color: Theme.woodEdge
            antialiasing: true
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: board.unit * 0.14
            radius: parent.radius * 0.7
            antialiasing: true
            gradient: Gradient {
                GradientStop { position: 0.0; color: Qt.rgba(1, 0.95, 0.85, 0.16) }
                GradientStop { position: 0.5; color: Qt.rgba(0, 0, 0, 0.0) }
                GradientStop { position: 1.0; color: Qt.rgba(0, 0, 0, 0.18 + Theme.woodTint * 0.3) }
            }
            border.width: 1
            border.color: Qt.rgba(1, 0.9, 0.7, 0.3)
        }
        Rectangle {
            anchors.fill: parent
            radius: parent.radius
            color: Theme.boardCover
            opacity: Theme.woodTint
        }
        // The groove between the rows.
        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: parent.verticalCenter
            width: board.unit * board.houses
            height: Math.max(2, board.unit * 0.03)
            radius: height / 2
            color: Qt.rgba(0.2, 0.1, 0.03, 0.35)
        }
    }

    // A click on the wood (not on a hole) gives the board the keyboard, the
    // focus ring on a playable hole; the press goes on as before.
    MouseArea {
        objectName: "woodArea"
        anchors.fill: wood
        onPressed: mouse => {
            if (board.controller.legalHoles.indexOf(board.focusHole) < 0) {
                board.focusHole = -1
                board.moveFocus(1)
            }
            board.forceActiveFocus(Qt.MouseFocusReason)
            mouse.accepted = false
        }
    }

    // The side to move: a bar along that player's edge of the board. It
    // passes to the other side when the move's steps have been shown.
    Rectangle {
        objectName: "turnMark"
        readonly property bool north: board.player.decider === 1
        visible: !board.player.over
        x: wood.x + wood.radius
        width: wood.width - 2 * wood.radius
        height: Math.max(4, board.unit * 0.07)
        radius: height / 2
        y: north ? wood.y - height * 1.6 : wood.y + wood.height + height * 0.6
        color: Theme.sideColor(board.player.decider)
        Behavior on y { NumberAnimation { duration: 250; easing.type: Easing.InOutQuad } }
    }

    Store {
        id: northStore
        objectName: "northStore"
        visible: board.controller.ruleSet.hasTrays
        side: 1
        unit: board.unit
        tray: !board.controller.ruleSet.hasStores
        x: wood.x + board.padding
        y: wood.y + wood.height * 0.1
        width: board.unit * board.storeColumns
        height: wood.height * 0.8
        count: board.player.storeNorth
        label: board.controller.ruleSet.hasStores ? board.controller.players.northName : qsTr("%1's tally").arg(board.controller.players.northName)
        animated: board.animated
        dropDuration: board.player.interval * 1.6
    }
    Store {
        id: southStore
        objectName: "southStore"
        visible: board.controller.ruleSet.hasTrays
        side: 0
        unit: board.unit
        tray: !board.controller.ruleSet.hasStores
        x: wood.x + wood.width - board.padding - width
        y: wood.y + wood.height * 0.1
        width: board.unit * board.storeColumns
        height: wood.height * 0.8
        count: board.player.storeSouth
        label: board.controller.ruleSet.hasStores ? board.controller.players.southName : qsTr("%1's tally").arg(board.controller.players.southName)
        animated: board.animated
        dropDuration: board.player.interval * 1.6
    }

    Repeater {
        id: pits
        /// Holes made so far (badgeBoxes reads the holes again).
        property int made: 0
        model: board.controller.pits
        onItemAdded: ++made
        delegate: Pit {
            unit: board.unit
            countPixels: board.countPixels
            countGap: board.ringReach
            badgePixels: board.badgePixelsAt(board.unit)
            x: board.columnX(column) - width / 2
            y: board.rowY(row) - height / 2
            animated: board.animated
            dropDuration: Math.max(120, board.player.interval * 0.9)
            focused: board.activeFocus && board.focusHole === hole
            showOwner: board.controller.pits.ownersMixed
            onActivated: h => board.activate(h)
        }
    }

    // Hole names, outside the board: North's above (A at the right), South's below.
    Repeater {
        model: 2 * board.houses
        delegate: Text {
            required property int index
            readonly property bool north: index >= board.houses
            objectName: "holeName-" + text
            text: board.controller.holeName(index)
            x: board.columnX(board.holeColumn(index)) - width / 2
            y: north ? wood.y - height - board.unit * board.northNameGap : wood.y + wood.height + board.unit * board.southNameGap
            color: Theme.sideColor(north ? 1 : 0)
            font.pixelSize: board.namePixels
            font.bold: true
        }
    }

    // Once holes have changed hands (rounds, M9/W6): whose rim is whose,
    // beside each player's store in the band of the hole names (North's top
    // left, South's bottom right), where no name is.
    component OwnerKey: Row {
        id: key
        required property int side
        readonly property string player: side === 0 ? board.controller.players.southName : board.controller.players.northName
        /// The room beside the first hole's name.
        readonly property real room: board.columnX(0) - board.unit * 0.3 - wood.x - wood.radius * 0.4
        visible: board.controller.pits.ownersMixed
        spacing: board.unit * 0.07
        Accessible.role: Accessible.StaticText
        //: Screen reader: the board's legend of hole owners; %1 the player, %2 the colour's letter (S or N)
        Accessible.name: qsTr("A rim marked %2 is a hole of %1's").arg(key.player).arg(keyLetter.text)
        Rectangle {
            anchors.verticalCenter: parent.verticalCenter
            width: Math.max(keyLetter.implicitWidth, keyLetter.implicitHeight) + 4
            height: width
            radius: width / 2
            // As the owner's letter on a hole.
            color: Theme.sideColor(key.side)
            antialiasing: true
            Text {
                id: keyLetter
                anchors.centerIn: parent
                //: The owner's letter in the board's legend of hole owners: S for South
                text: key.side === 0 ? qsTr("S") : qsTr("N")
                color: Theme.onSide
                font: keyText.font
            }
        }
        Text {
            id: keyText
            objectName: "ownerKeyText"
            anchors.verticalCenter: parent.verticalCenter
            width: Math.min(implicitWidth, key.room - key.spacing - keyLetter.parent.width)
            // Smaller rather than cut in a small window, then an ellipsis (a long name).
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 9
            elide: Text.ElideRight
            //: The board's legend of hole owners, beside a rim in a player's colour: %1 the player
            text: qsTr("%1's holes").arg(key.player)
            color: Theme.text
            font.pixelSize: Math.max(10, board.unit * 0.13) * Theme.textScale
            font.bold: true
        }
    }
    OwnerKey {
        objectName: "ownerKeyNorth"
        side: 1
        x: wood.x + wood.radius * 0.4
        y: wood.y - height - board.unit * board.northNameGap
    }
    OwnerKey {
        objectName: "ownerKeySouth"
        side: 0
        x: wood.x + wood.width - wood.radius * 0.4 - width
        y: wood.y + wood.height + board.unit * board.southNameGap
    }

    Hand {
        id: southHand
        side: 0
        unit: board.unit
        seeds: board.player.handSouthSeeds
        animated: board.animated
        moveDuration: board.player.interval * 0.8
        readonly property point target: board.placeCenter(board.player.handSouthAt)
        x: target.x - width / 2 + board.unit * 0.18
        y: target.y - height / 2 - board.unit * 0.42
    }
    Hand {
        id: northHand
        side: 1
        unit: board.unit
        seeds: board.player.handNorthSeeds
        animated: board.animated
        moveDuration: board.player.interval * 0.8
        readonly property point target: board.placeCenter(board.player.handNorthAt)
        x: target.x - width / 2 - board.unit * 0.18
        y: target.y - height / 2 + board.unit * 0.42
    }

    // A move played in an earlier position looked back at (the move list),
    // otherwise than the game went on: the moves after it give way only when
    // the player agrees. (The game's own next move is played as a redo.)
    ConfirmDialog {
        id: retakeQuestion
        /// The moves after the position on show.
        property int later: 0
        objectName: "retakeQuestion"
        //: Title of the question before a move played in an earlier position replaces the moves after it
        title: qsTr("Play from this position?")
        //: %n the moves after the position on show
        text: qsTr("The %n move(s) after this position leave the board for this one; the game record keeps them (Game ▸ Notes and variations).", "", later)
        //: Plays the move, replacing the moves after it
        acceptText: qsTr("Play from here")
        onAccepted: board.controller.confirmRetake()
        onClosed: Qt.callLater(board.takeFocus)
    }
    Connections {
        target: board.controller
        function onRetakeAsked(later: int) {
            retakeQuestion.later = later
            retakeQuestion.open()
        }
    }

    Component {
        id: flightComponent
        Flight {}
    }

    Connections {
        target: board.player
        function onStepped(kind: int, side: int, from: int, to: int, count: int) {
            if (!board.player.animated || count <= 0)
                return
            if (kind !== StepPlayer.Capture && kind !== StepPlayer.Eat && kind !== StepPlayer.Sweep)
                return
            const a = board.placeCenter(from)
            const b = board.placeCenter(to)
            flightComponent.createObject(board, {
                fromX: a.x, fromY: a.y, toX: b.x, toY: b.y, count: count,
                unit: board.unit, duration: board.player.interval * 1.6
            })
        }
    }
}
