// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// One rule set in the picker: its name, where it is played, a line on how it
// plays and its start position. Click, tap, Enter or Space chooses it.
AbstractButton {
    id: card

    required property string variantId
    required property string name
    required property string description
    required property string region
    required property list<int> preview
    property bool selected: false
    /// A short window: the name and the start position only (the line on how it plays is its description).
    property bool compact: false

    objectName: "card-" + variantId
    implicitWidth: 220
    implicitHeight: contentItem.implicitHeight + topPadding + bottomPadding
    padding: compact ? 8 : 12
    focusPolicy: Qt.StrongFocus
    hoverEnabled: true
    Accessible.role: Accessible.RadioButton
    Accessible.name: name
    Accessible.description: description
    Accessible.checked: selected

    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()

    background: Rectangle {
        radius: 12
        color: card.selected ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.14) : Theme.panel
        border.width: card.selected || card.visualFocus ? 3 : 1
        border.color: card.selected || card.visualFocus ? Theme.accent
                      : card.hovered ? Theme.mutedText : Theme.panelBorder
    }

    contentItem: ColumnLayout {
        spacing: card.compact ? 4 : 6
        // The whole name, on two lines when the card is narrow: "Qelat (Beni Amir & Mensa)".
        // In a compact card the name has two lines' room and its type shrinks
        // rather than cut it ("Qelat (Beni Amir na Mensa)" in a narrow window).
        Label {
            id: title
            objectName: "cardTitle"
            Layout.fillWidth: true
            Layout.preferredHeight: card.compact ? Math.ceil(titleMetrics.height * 2) : -1
            text: card.name
            color: Theme.text
            font.pixelSize: Theme.px(card.compact ? 15 : 17)
            font.bold: true
            wrapMode: Text.WordWrap
            maximumLineCount: card.compact ? 3 : 2
            fontSizeMode: card.compact ? Text.Fit : Text.FixedSize
            minimumPixelSize: Theme.px(10)
            elide: Text.ElideRight
            FontMetrics {
                id: titleMetrics
                font: title.font
            }
        }
        Label {
            Layout.fillWidth: true
            visible: !card.compact
            text: card.region
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        MiniBoard {
            Layout.fillWidth: true
            Layout.preferredHeight: card.compact ? 36 : 52
            Layout.fillHeight: card.compact
            seeds: card.preview
        }
        Label {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !card.compact
            text: card.description
            color: Theme.text
            font.pixelSize: Theme.px(13)
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            verticalAlignment: Text.AlignTop
        }
    }
}
