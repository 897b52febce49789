// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala

// A player's store (Kalah) or tally tray (the other games): a long carved
// trough with the seeds won and their number.
Item {
    id: store

    property int side: 0
    property int count: 0
    property real unit: 80
    property bool tray: false
    property bool animated: false
    property int dropDuration: 200
    property string label
    readonly property int shown: 36
    /// The store without its name: what a ring around the store (a lesson's)
    /// goes round, so that it never covers the name ("South's tally").
    readonly property rect markArea: {
        const labelTop = storeLabel.y
        const labelBottom = storeLabel.y + storeLabel.height
        const gap = 2
        return side === 1 ? Qt.rect(0, labelBottom + gap, width, Math.max(unit * 0.5, height - labelBottom - gap))
                          : Qt.rect(0, 0, width, Math.max(unit * 0.5, labelTop - gap))
    }

    Accessible.role: Accessible.StaticText
    //: Screen reader text of a store or tally: %1 its name ("South" or "South's tally"), %n the seeds in it
    Accessible.name: qsTr("%1: %n seed(s)", "", count).arg(label)

    Rectangle {
        id: trough
        objectName: "trough"
        anchors.fill: parent
        anchors.margins: store.unit * 0.06
        radius: width / 2
        antialiasing: true
        opacity: store.tray ? 0.8 : 1
        border.width: Math.max(1.5, store.unit * 0.035)
        border.color: Theme.holeBorder
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.holeDeep }
            GradientStop { position: 0.3; color: Qt.darker(Theme.holeRim, 1.9) }
            GradientStop { position: 1.0; color: Qt.darker(Theme.holeRim, 1.3) }
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: parent.border.width
            radius: width / 2
            color: "transparent"
            border.width: store.unit * 0.05
            border.color: Qt.rgba(0, 0, 0, 0.28)
        }
        // A thin band in the owner's colour, clear of the name at the
        // trough's end (it lay over the top of South's name).
        Rectangle {
            readonly property real gap: Math.max(2, store.unit * 0.03)
            objectName: "storeBand"
            anchors.horizontalCenter: parent.horizontalCenter
            y: store.side === 1 ? Math.max(parent.height * 0.06, storeLabel.y + storeLabel.height - parent.y + gap)
                                : Math.min(parent.height * 0.94, storeLabel.y - parent.y - gap) - height
            width: parent.width * 0.36
            height: Math.max(3, store.unit * 0.05)
            radius: height / 2
            color: Theme.sideColor(store.side)
        }
    }

    // The seeds fill the middle of the trough, clear of the name at its end
    // (two lines in large print).
    Item {
        id: heap
        readonly property real above: Math.max((store.height - trough.height * 0.72) / 2,
                                             store.side === 1 ? storeLabel.y + storeLabel.height : 0)
        readonly property real below: Math.min((store.height + trough.height * 0.72) / 2,
                                                store.side === 0 ? storeLabel.y : store.height)
        objectName: "storeHeap"
        x: (store.width - width) / 2
        y: above
        width: trough.width * 0.62
        height: Math.max(store.unit * 0.5, below - above)

        Repeater {
            model: store.shown
            delegate: Seed {
                required property int index
                // Pebbles settle in a loose column, filling from the bottom.
                readonly property int perRow: 3
                readonly property real jitter: ((index * 7919) % 13) / 13 - 0.5
                visible: index < store.count
                seedIndex: index * 3 + store.side * 101
                width: store.unit * 0.19
                x: (index % perRow + 0.5) * heap.width / perRow - width / 2 + jitter * width * 0.5
                // Rows from the bottom to the top, every pebble inside the heap.
                y: Math.max(0, Math.min(heap.height - height,
                    (heap.height - height) * (1 - Math.floor(index / perRow) / (store.shown / perRow - 1)) - jitter * 2))
                dropIn: store.animated
                dropDuration: store.dropDuration
            }
        }
    }

    Rectangle {
        objectName: "storeCount"
        anchors.centerIn: parent
        width: countText.implicitWidth + store.unit * 0.22
        height: countText.implicitHeight + store.unit * 0.06
        radius: height / 2
        color: Qt.rgba(0.15, 0.08, 0.02, 0.7)
        Text {
            id: countText
            anchors.centerIn: parent
            text: store.count
            color: "#fff3df"
            font.pixelSize: store.unit * 0.3 * Theme.textScale
            font.bold: true
        }
    }

    /// The name's size: the print's, on as many lines as it takes, or
    /// smaller when its widest word would not fit the store's width. Qt's
    /// HorizontalFit shrank the whole name onto one line instead of wrapping
    /// it ("réserve du joueur Sud" at 6 px on a large print board at
    /// 800x500). Down to 7 px (as a mark's badge) only on a board too small
    /// for a word at 9 (teaching at 800x500 with a large desktop font); a
    /// word too wide even then breaks.
    readonly property real namePixels: {
        const written = Math.max(10, store.unit * 0.16) * Theme.textScale
        const widest = Math.max(1, ...store.label.split(/\s+/).map(word => nameMetrics.advanceWidth(word)))
        return Math.max(7, Math.min(written, Math.floor(written * (store.width - 2) / widest)))
    }
    FontMetrics {
        id: nameMetrics
        font.pixelSize: Math.max(10, store.unit * 0.16) * Theme.textScale
        font.bold: true
    }

    // The name stays within the end of the board (long names, German
    // "Beutefach von Nord"): on up to four lines on a small board (the
    // board's numbers take room in large print), then an ellipsis.
    Text {
        id: storeLabel
        objectName: "storeLabel"
        anchors.horizontalCenter: parent.horizontalCenter
        y: store.side === 1 ? -Math.min(height, store.unit * 0.25) * 0.6 : parent.height - height + Math.min(height, store.unit * 0.25) * 0.15
        // No wider than the store: the rings round the end holes stay clear of it.
        width: store.width
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        maximumLineCount: 4
        lineHeight: 0.9
        elide: Text.ElideRight
        text: store.label
        color: Theme.label
        style: Text.Sunken
        styleColor: "#3d200b"
        font.pixelSize: store.namePixels
        font.bold: true
    }
}
