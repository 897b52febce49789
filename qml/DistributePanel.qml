// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Enkeshui's special move (E8): the mover's row with + and - on each hole;
// the total of the row is kept, the rules check the rest.
Dialog {
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
        const n = controller.houses
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

    function change(k: int, delta: int) {
        const c = counts.slice()
        c[k] = Math.max(0, c[k] + delta)
        counts = c
    }

    ColumnLayout {
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
                delegate: ColumnLayout {
                    id: cell
                    required property int index
                    spacing: 2
                    Label { Layout.alignment: Qt.AlignHCenter; text: dialog.controller.holeName(dialog.holes[cell.index]); font.bold: true }
                    Button { text: "+"; Layout.preferredWidth: 40; onClicked: dialog.change(cell.index, 1); enabled: dialog.placed < dialog.total }
                    Label { Layout.alignment: Qt.AlignHCenter; text: dialog.counts[cell.index] ?? 0; font.pixelSize: 18 }
                    Button { text: "−"; Layout.preferredWidth: 40; onClicked: dialog.change(cell.index, -1) }
                }
            }
        }
    }
}
