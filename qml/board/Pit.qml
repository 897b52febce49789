// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala

// One carved hole with its pebbles, its count and its marks.
Item {
    id: pit

    required property int hole
    required property string name
    required property int seeds
    required property int owner
    required property int mark
    required property int markOwner
    required property int row
    required property int column
    required property bool legal
    required property bool highlighted
    required property bool active

    property real unit: 80
    /// The count's size in pixels, and its distance from the hole (room for a ring around it).
    property real countPixels: Math.max(11, unit * 0.2) * Theme.textScale
    property real countGap: unit * 0.09
    /// A mark badge's font size (the board makes the groove as tall as two badges).
    property real badgePixels: Math.max(9, unit * 0.13) * Theme.textScale
    property bool focused: false
    /// Holes have changed hands (rounds, M9/W6): the rim shows the owner.
    property bool showOwner: false
    /// The hole belongs to the player of the other row.
    readonly property bool ownedAcross: pit.owner !== pit.row
    property bool animated: true
    property int dropDuration: 200
    /// Counts above this many are drawn as a pile with the number on top.
    readonly property int pileLimit: 12
    readonly property real holeSize: unit * 0.82
    readonly property bool hovered: area.containsMouse

    signal activated(int hole)

    objectName: "pit-" + name
    width: unit
    height: unit

    Accessible.role: Accessible.Button
    Accessible.name: accessibleName
    //: Screen reader hint on a hole the player may sow
    Accessible.description: legal ? qsTr("Press Enter or Space to sow it") : ""
    Accessible.focusable: true
    Accessible.onPressAction: pit.activated(pit.hole)

    /// What a screen reader says, e.g. "c, South's hole, 5 seeds, legal".
    readonly property string accessibleName: {
        let text = ""
        if (pit.owner === 0)
            //: Screen reader text for a hole of South's: %1 its name (a, b, ...), %n its seeds
            text = qsTr("%1, South's hole, %n seed(s)", "", pit.seeds).arg(pit.name)
        else
            //: Screen reader text for a hole of North's: %1 its name (A, B, ...), %n its seeds
            text = qsTr("%1, North's hole, %n seed(s)", "", pit.seeds).arg(pit.name)
        const side = pit.markOwner === 0 ? qsTr("South") : qsTr("North")
        if (pit.mark === PitModel.Jen || pit.mark === PitModel.LeftFour)
            //: Screen reader: a hole's text (%1) and its mark (%2: Jen, left)
            text = qsTr("%1, %2").arg(text).arg(markText.text)
        else if (pit.mark !== PitModel.NoMark)
            //: Screen reader: a hole's text (%1), its mark (%2: walda, ekwarna, bull) and the side that owns the mark (%3)
            text = qsTr("%1, %2 of %3").arg(text).arg(markText.text).arg(side)
        //: Screen reader: a hole's text (%1) when the player may sow it now
        return pit.legal ? qsTr("%1, legal").arg(text) : text
    }

    // The carved hollow: dark at the top where the rim shades it, lit at the bottom.
    Rectangle {
        id: hollow
        objectName: "hollow"
        anchors.centerIn: parent
        width: pit.holeSize
        height: width
        radius: width / 2
        antialiasing: true
        // The owner's colour on the rim once holes have changed hands.
        border.width: pit.showOwner ? Math.max(3, pit.unit * 0.07) : Math.max(1.5, pit.unit * 0.035)
        border.color: pit.showOwner ? Theme.sideColor(pit.owner) : Theme.holeBorder
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.holeDeep }
            GradientStop { position: 0.45; color: Qt.darker(Theme.holeRim, 1.9) }
            GradientStop { position: 1.0; color: Qt.darker(Theme.holeRim, 1.25) }
        }
        // Inner shadow under the upper rim.
        Rectangle {
            anchors.fill: parent
            anchors.margins: parent.border.width
            radius: width / 2
            color: "transparent"
            border.width: pit.unit * 0.05
            border.color: Qt.rgba(0, 0, 0, 0.28)
        }
    }

    // The owner's ring for waldas, ekwarna, bulls and Jen.
    Rectangle {
        visible: pit.mark !== PitModel.NoMark
        anchors.centerIn: parent
        width: pit.holeSize + pit.unit * 0.1
        height: width
        radius: width / 2
        color: "transparent"
        border.width: pit.mark === PitModel.LeftFour ? 2 : pit.unit * 0.055
        border.color: pit.mark === PitModel.Jen || pit.mark === PitModel.LeftFour
                      ? "#f4d35e" : Theme.sideColor(pit.markOwner)
        antialiasing: true
    }

    /// The badges shown on the hole (its mark's, its owner's), in its own
    /// coordinates: a hint's value stays clear of them.
    readonly property var badgeBoxes: {
        const boxes = []
        for (const badge of [markBadge, ownerBadge]) {
            if (badge.visible)
                boxes.push(Qt.rect(badge.x, badge.y, badge.width, badge.height))
        }
        return boxes
    }

    // What the mark is, in words, on the rim.
    Rectangle {
        id: markBadge
        objectName: "markBadge"
        visible: pit.mark !== PitModel.NoMark
        anchors.horizontalCenter: parent.horizontalCenter
        // In the groove, just past the cell: a ring around the hole (a
        // hint's, a lesson's) is as wide as the cell and never covers it.
        y: pit.row === 1 ? pit.unit + 1 : -height - 1
        z: 2
        // No wider than the hole's column: a neighbour's badge is beside it
        // (the text shrinks a little in large print on a small board).
        width: Math.min(badgeText.implicitWidth + pit.unit * 0.12, pit.unit - 2)
        height: badgeText.implicitHeight
        radius: height / 2
        color: pit.mark === PitModel.Jen || pit.mark === PitModel.LeftFour ? Theme.jenBadge : Theme.sideColor(pit.markOwner)
        Text {
            id: badgeText
            anchors.centerIn: parent
            // The owner's letter as well as its colour.
            text: {
                if (pit.mark === PitModel.Jen || pit.mark === PitModel.LeftFour)
                    return markText.text
                //: The owner's letter on a mark badge: S for South, N for North
                const owner = pit.markOwner === 0 ? qsTr("S") : qsTr("N")
                //: A mark on the rim of a hole: %1 the owner's letter (S or N), %2 the mark (walda, ekwarna, bull)
                return qsTr("%1 %2").arg(owner).arg(markText.text)
            }
            width: Math.min(implicitWidth, parent.width - pit.unit * 0.06)
            horizontalAlignment: Text.AlignHCenter
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 7
            color: Theme.onSide
            font: markText.font
        }
        Text {
            id: markText
            visible: false
            anchors.centerIn: parent
            color: Theme.onSide
            font.pixelSize: pit.badgePixels
            font.bold: true
            text: {
                switch (pit.mark) {
                //: Mark on a hole: a walda (Qelat, Q5)
                case PitModel.Walda: return qsTr("walda")
                //: Mark on a hole: an ekwarna (Qelat of Keren, M3)
                case PitModel.Ekwarna: return qsTr("ekwarna")
                //: Mark on a hole: a bull (Enkeshui, E4)
                case PitModel.Bull: return qsTr("bull")
                //: Mark on a hole: a Jen (Mewelad, W4)
                case PitModel.Jen: return qsTr("Jen")
                //: Mark on a hole: a four that was left (Mewelad, W4)
                case PitModel.LeftFour: return qsTr("left")
                }
                return ""
            }
        }
    }

    // A hole of the other row's player: the owner's letter as well as its
    // colour, on the rim at the outer corner (the count has the middle, a
    // mark's badge the inner side).
    Rectangle {
        id: ownerBadge
        objectName: "ownerBadge"
        visible: pit.showOwner && pit.ownedAcross
        x: pit.unit * 0.02
        y: pit.row === 1 ? pit.unit * 0.02 : pit.unit * 0.98 - height
        z: 2
        width: Math.max(ownerLetter.implicitWidth, ownerLetter.implicitHeight) + 2
        height: width
        radius: width / 2
        color: Theme.sideColor(pit.owner)
        border.width: 1
        border.color: Theme.holeDeep
        antialiasing: true
        Text {
            id: ownerLetter
            anchors.centerIn: parent
            // The same letters as a mark's badge (one translation).
            text: pit.owner === 0 ? qsTr("S") : qsTr("N")
            color: Theme.onSide
            font.pixelSize: Math.max(9, pit.unit * 0.14) * Theme.textScale
            font.bold: true
        }
    }

    // Where the player can sow: a soft glow, stronger under the pointer or the keyboard focus.
    Rectangle {
        anchors.centerIn: parent
        width: pit.holeSize + pit.unit * 0.16
        height: width
        radius: width / 2
        color: "transparent"
        antialiasing: true
        visible: pit.legal || pit.highlighted || pit.active
        border.width: (pit.hovered || pit.focused) && pit.legal ? pit.unit * 0.06 : pit.unit * 0.03
        border.color: pit.active ? "#fff3b0"
                                 : pit.highlighted ? "#f4d35e"
                                                   : Qt.rgba(1, 0.93, 0.7, (pit.hovered || pit.focused) ? 0.95 : 0.45)
    }

    Item {
        id: pebbles
        anchors.centerIn: parent
        width: pit.holeSize
        height: width

        Repeater {
            model: pit.pileLimit
            delegate: Seed {
                required property int index
                visible: index < pit.seeds
                // Golden-angle spiral: an even, natural-looking heap for any count.
                readonly property real spread: Math.sqrt((index + 0.5) / Math.max(6, Math.min(pit.seeds, pit.pileLimit)))
                readonly property real angle: index * 2.39996 + pit.hole * 0.9
                seedIndex: index + pit.hole * 5
                width: pit.unit * 0.19
                x: pebbles.width / 2 + Math.cos(angle) * spread * pebbles.width * 0.33 - width / 2
                y: pebbles.height / 2 + Math.sin(angle) * spread * pebbles.height * 0.33 - height / 2
                dropIn: pit.animated
                dropDuration: pit.dropDuration
            }
        }
    }

    // A pile too big to draw: its number over it.
    Rectangle {
        objectName: "pileCount"
        visible: pit.seeds > pit.pileLimit
        anchors.centerIn: parent
        width: pileText.implicitWidth + pit.unit * 0.16
        height: pileText.implicitHeight + pit.unit * 0.04
        radius: height / 2
        color: Qt.rgba(0.15, 0.08, 0.02, 0.72)
        Text {
            id: pileText
            anchors.centerIn: parent
            text: pit.seeds
            color: "#fff3df"
            font.pixelSize: pit.unit * 0.24 * Theme.textScale
            font.bold: true
        }
    }

    // The count, engraved on the board beside the hole (outside for each row),
    // larger in large print, never over the seeds.
    Text {
        objectName: "count"
        anchors.horizontalCenter: parent.horizontalCenter
        y: pit.row === 1 ? (pit.unit - pit.holeSize) / 2 - pit.countGap - height
                         : (pit.unit + pit.holeSize) / 2 + pit.countGap
        text: pit.seeds
        color: Theme.label
        style: Text.Sunken
        styleColor: "#3d200b"
        font.pixelSize: pit.countPixels
        font.bold: true
    }

    // A hole answers to a MouseArea and a MultiPointTouchArea, not to a
    // TapHandler: a press goes to the topmost item that takes it, so a button
    // or a panel above the board keeps it. Qt 6.4's pointer handlers see
    // presses below such items too, and keep a finger's point after its
    // release when the event's memory happens to read as a held mouse button
    // (QQuickSinglePointHandler casts every release to a mouse event): the
    // hole's handler then took the next press with that point id, even one a
    // button above already had, and "Play again" sowed the hole under it.
    MouseArea {
        id: area
        anchors.fill: parent
        hoverEnabled: pit.legal
        cursorShape: pit.legal ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: pit.activated(pit.hole)
        // A second click soon after the first is a double click, with no
        // clicked() of its own.
        onDoubleClicked: pit.activated(pit.hole)
    }
    // A finger, on release over the hole. Touch comes here, not to the
    // MouseArea as a mouse press: Qt 6.4 turns two quick taps into a double
    // click and then drops the second tap's release, the area left pressed.
    MultiPointTouchArea {
        anchors.fill: parent
        mouseEnabled: false
        maximumTouchPoints: 1
        onReleased: points => {
            if (points.length === 1 && contains(Qt.point(points[0].x, points[0].y)))
                pit.activated(pit.hole)
        }
    }
}
