// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The rules of one rule set in plain words: each rule with its id beside it
// when a teacher turned the rule numbers on (Help ▸ Show rule numbers), the readings this product chose shown as notes, and the sources. "Show me"
// asks for a demonstration of a rule (the teaching mode connects to it).
AppDialog {
    id: page

    property string variantId: "kalah"
    property VariantCatalog catalog: VariantCatalog {}
    // Read again in a new language (Translations.language), from the translated page.
    // Only while the page shows: closed, its list makes no blocks (the window
    // and the picker each hold a page, made at every start).
    readonly property var blocks: Translations.language && page.visible ? catalog.rulesPage(variantId) : []

    /// A demonstration of a rule is wanted.
    signal showMe(string ruleId)

    function openFor(id: string) {
        variantId = id
        open()
        list.positionViewAtBeginning()
    }

    objectName: "rulesPage"
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 900, 920)
    height: parent ? parent.height - 40 : 700
    padding: 0
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    background: Rectangle { color: Theme.panel; radius: 14; border.color: Theme.panelBorder }

    contentItem: ColumnLayout {
        spacing: 0
        // The title and Close, anchored rather than in a RowLayout: Qt 6.4's
        // layouts missed Close's new width when the language changed while
        // the page was closed ("Schließen" cut at its English width).
        Item {
            Layout.fillWidth: true
            Layout.margins: 16
            implicitHeight: Math.max(title.implicitHeight, closeButton.implicitHeight)
            Label {
                id: title
                anchors.left: parent.left
                anchors.right: closeButton.left
                anchors.rightMargin: 8
                anchors.verticalCenter: parent.verticalCenter
                //: Title of the rules page; %1 is the rule set
                text: qsTr("Rules of %1").arg(Translations.language ? page.catalog.name(page.variantId) : "")
                color: Theme.text
                font.pixelSize: Theme.px(22)
                font.bold: true
                elide: Text.ElideRight
            }
            Button {
                id: closeButton
                objectName: "closeRules"
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                //: Closes the rules page
                text: qsTr("Close")
                onClicked: page.close()
            }
        }
        Rectangle { Layout.fillWidth: true; height: 1; color: Theme.panelBorder }

        ListView {
            id: list
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 10
            topMargin: 16
            bottomMargin: 24
            leftMargin: 24
            rightMargin: 24
            model: page.blocks
            keyNavigationEnabled: true
            focus: true
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
            Keys.onPressed: event => {
                if (event.key === Qt.Key_PageDown || event.key === Qt.Key_Space)
                    list.contentY = Math.min(list.contentHeight - list.height, list.contentY + list.height * 0.9)
                else if (event.key === Qt.Key_PageUp)
                    list.contentY = Math.max(-list.topMargin, list.contentY - list.height * 0.9)
            }

            delegate: RulesBlock {
                width: list.width - list.leftMargin - list.rightMargin
                onShowMe: id => page.showMe(id)
            }
        }
    }
}
