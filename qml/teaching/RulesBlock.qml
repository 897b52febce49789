// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// One block of a rules page: a heading, a rule with its id, a note on how
// this product reads the source, or a source.
Item {
    id: block

    required property rulesPageBlock modelData
    readonly property string kind: modelData.kind
    readonly property string ruleId: modelData.ruleId
    readonly property bool note: kind === "note"
    //: Label in front of a note on how the product reads a vague source
    readonly property string readingLabel: qsTr("Reading")

    signal showMe(string ruleId)

    objectName: kind === "rule" ? "rule-" + ruleId : ""
    implicitHeight: Math.max(text.implicitHeight, idColumn.implicitHeight) + (note ? 20 : 0)
                    + (kind === "heading" ? 10 : 0)
    visible: kind !== "title"
    height: visible ? implicitHeight : 0

    Rectangle {
        anchors.fill: parent
        anchors.leftMargin: 64
        visible: block.note
        radius: 8
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.10)
        border.color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.45)
        Rectangle { width: 4; height: parent.height; radius: 2; color: Theme.accent }
    }

    // The rule id, small, beside its paragraph, when a teacher turned the
    // rule numbers on (Help ▸ Show rule numbers); "show me" under it.
    ColumnLayout {
        id: idColumn
        x: 0
        y: block.note ? 10 : 2
        width: 56
        spacing: 2
        Label {
            Layout.fillWidth: true
            visible: block.ruleId !== "" && ViewOptions.ruleNumbers
            text: block.ruleId
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
            font.family: "monospace"
            horizontalAlignment: Text.AlignRight
            wrapMode: Text.WrapAnywhere
        }
        Label {
            id: showLink
            objectName: "showMe"
            Layout.alignment: Qt.AlignRight
            visible: block.kind === "rule"
            //: Link beside a rule: asks for a demonstration of the rule on the board
            text: qsTr("show me")
            color: Theme.accent
            font.pixelSize: Theme.px(11)
            font.underline: showArea.containsMouse || showLink.activeFocus
            activeFocusOnTab: visible
            Accessible.role: Accessible.Link
            //: Screen reader name of the show-me link; %1 is the rule id
            Accessible.name: ViewOptions.ruleNumbers ? qsTr("Show me rule %1").arg(block.ruleId) : showLink.text
            Keys.onReturnPressed: block.showMe(block.ruleId.split(",")[0].trim())
            Keys.onSpacePressed: block.showMe(block.ruleId.split(",")[0].trim())
            MouseArea {
                id: showArea
                anchors.fill: parent
                anchors.margins: -6
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: block.showMe(block.ruleId.split(",")[0].trim())
            }
        }
    }

    Text {
        id: text
        x: block.note ? 80 : 72
        y: block.note ? 10 : 0
        width: block.width - x - (block.note ? 14 : 0)
        textFormat: Text.MarkdownText
        wrapMode: Text.WordWrap
        color: block.kind === "heading" ? Theme.accent : Theme.text
        linkColor: Theme.accent
        font.pixelSize: Theme.px(block.kind === "heading" ? 19 : block.kind === "source" ? 13 : 15)
        font.bold: block.kind === "heading"
        font.italic: block.kind === "source"
        lineHeight: 1.15
        topPadding: block.kind === "heading" ? 10 : 0
        text: block.note ? "**" + block.readingLabel + "** — " + block.modelData.text
                         : block.kind === "source" ? "• " + block.modelData.text : block.modelData.text
        onLinkActivated: link => Qt.openUrlExternally(link)
    }
}
