// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Enkeshui's special move (E8): the mover's row with + and - on each hole;
// the total of the row is kept, the rules check the rest.
AppDialog {
    id: dialog

    required property GameController controller
    property var counts: []
    property var holes: []
    property int total: 0
    readonly property int placed: counts.reduce((a, b) => a + b, 0)

    modal: true
    anchors.centerIn: Overlay.overlay
    //: Title of the special move dialog (E8)
    title: qsTr("Special move")
    standardButtons: Dialog.Ok | Dialog.Cancel

    onAboutToShow: {
        const c = []
        const h = []
        const n = controller.ruleSet.houses
        const base = controller.toMove === 0 ? 0 : n
        let sum = 0
        for (let k = 0; k < n; ++k) {
            const seeds = controller.seedsIn(base + k)
            c.push(seeds)
            h.push(base + k)
            sum += seeds
        }
        counts = c
        holes = h
        total = sum
    }
    onAccepted: controller.distribute(counts)

    /// The hole the keyboard changes (a frame shows it).
    property int current: 0

    function change(k: int, delta: int) {
        const c = counts.slice()
        // The row's total is kept: a seed goes in only while some are still to place.
        if (delta > 0 && placed >= total)
            return
        c[k] = Math.max(0, c[k] + delta)
        counts = c
    }

    onOpened: {
        current = 0
        keys.forceActiveFocus(Qt.TabFocusReason)
    }

    // Keys: Left and Right pick a hole, + or Up adds a seed, - or Down takes one,
    // Return or Enter plays the move, Escape cancels.
    FocusScope {
        id: keys
        objectName: "distributeKeys"
        implicitWidth: content.implicitWidth
        implicitHeight: content.implicitHeight
        Keys.onPressed: event => {
            switch (event.key) {
            case Qt.Key_Left: dialog.current = (dialog.current + dialog.holes.length - 1) % dialog.holes.length; break
            case Qt.Key_Right: dialog.current = (dialog.current + 1) % dialog.holes.length; break
            case Qt.Key_Plus: case Qt.Key_Up: dialog.change(dialog.current, 1); break
            case Qt.Key_Minus: case Qt.Key_Down: dialog.change(dialog.current, -1); break
            case Qt.Key_Return: case Qt.Key_Enter: dialog.accept(); break
            default: return
            }
            event.accepted = true
        }

        ColumnLayout {
            id: content
            spacing: 10
            Label {
                Layout.maximumWidth: 520
                wrapMode: Text.WordWrap
                //: Explains the special move (E8)
                text: qsTr("Take all the seeds of two of your holes and place them as you like in your holes (bulls excepted). Seeds still to place: %1").arg(dialog.total - dialog.placed)
            }
            RowLayout {
                spacing: 6
                Repeater {
                    model: dialog.holes.length
                    delegate: Rectangle {
                        id: cell
                        required property int index
                        objectName: "distribute-" + index
                        implicitWidth: column.implicitWidth + 8
                        implicitHeight: column.implicitHeight + 8
                        radius: 6
                        color: "transparent"
                        border.width: keys.activeFocus && dialog.current === cell.index ? 2 : 0
                        border.color: Theme.accent
                        ColumnLayout {
                            id: column
                            anchors.centerIn: parent
                            spacing: 2
                            Label { Layout.alignment: Qt.AlignHCenter; text: dialog.controller.holeName(dialog.holes[cell.index]); font.bold: true }
                            Button {
                                objectName: "plus"
                                text: "+"
                                focusPolicy: Qt.NoFocus
                                Layout.preferredWidth: 40
                                Layout.preferredHeight: 40
                                enabled: dialog.placed < dialog.total
                                onClicked: { dialog.current = cell.index; dialog.change(cell.index, 1) }
                            }
                            Label { objectName: "count"; Layout.alignment: Qt.AlignHCenter; text: dialog.counts[cell.index] ?? 0; font.pixelSize: Theme.px(18) }
                            Button {
                                objectName: "minus"
                                text: "−"
                                focusPolicy: Qt.NoFocus
                                Layout.preferredWidth: 40
                                Layout.preferredHeight: 40
                                onClicked: { dialog.current = cell.index; dialog.change(cell.index, -1) }
                            }
                        }
                    }
                }
            }
        }
    }
}
