// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// One house rule in the picker: a switch, a choice or a number, its title,
// the sentence saying what it changes and its rule id.
Rectangle {
    id: row

    /// An entry of VariantCatalog.options().
    required property houseRuleOption option
    /// The rule's value now ("on", "corners", "200").
    required property string value
    property VariantCatalog catalog: null
    readonly property string kind: option.kind
    readonly property Item control: kind === "switch" ? toggle : kind === "choice" ? choice : number

    signal edited(string name, string value)

    objectName: "rule-" + option.id
    implicitHeight: layout.implicitHeight + 16
    radius: 8
    color: row.control.activeFocus ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.10) : "transparent"

    RowLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: 8
        spacing: 12

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            RowLayout {
                spacing: 8
                Label {
                    text: row.option.title
                    color: Theme.text
                    font.pixelSize: Theme.px(15)
                    font.bold: true
                }
                Label {
                    visible: row.option.rule !== ""
                    text: row.option.rule
                    color: Theme.mutedText
                    font.pixelSize: Theme.px(11)
                    font.family: "monospace"
                }
            }
            Label {
                Layout.fillWidth: true
                text: row.option.sentence
                color: Theme.mutedText
                font.pixelSize: Theme.px(13)
                wrapMode: Text.WordWrap
            }
            // A choice whose values each have their own sentence (K7, G2 quiet-end): the chosen one's.
            Label {
                objectName: "valueSentence"
                Layout.fillWidth: true
                visible: text !== ""
                text: row.kind === "choice" && row.catalog ? row.catalog.valueSentence(row.option.id, row.value) : ""
                color: Theme.text
                font.pixelSize: Theme.px(13)
                wrapMode: Text.WordWrap
            }
        }
        Switch {
            id: toggle
            objectName: "control"
            visible: row.kind === "switch"
            checked: row.value === "on"
            Accessible.name: row.option.title
            Keys.onReturnPressed: {
                toggle.toggle()
                toggle.toggled()
            }
            onToggled: row.edited(row.option.id, checked ? "on" : "off")
        }
        ComboBox {
            id: choice
            objectName: "control"
            visible: row.kind === "choice"
            implicitWidth: 160
            model: row.kind === "choice" ? row.option.values : []
            displayText: row.catalog ? row.catalog.valueTitle(row.option.id, currentText) : currentText
            currentIndex: row.kind === "choice" ? row.option.values.indexOf(row.value) : -1
            Accessible.name: row.option.title
            // Values with sentences need room for them in the drop-down.
            popup.width: row.catalog && row.catalog.valueSentence(row.option.id, row.value) !== ""
                         ? Math.min(Math.max(choice.width, 340), row.width) : choice.width
            delegate: ItemDelegate {
                id: valueItem
                required property string modelData
                required property int index
                readonly property string sentence: row.catalog ? row.catalog.valueSentence(row.option.id, valueItem.modelData) : ""
                width: ListView.view ? ListView.view.width : choice.width
                text: row.catalog ? row.catalog.valueTitle(row.option.id, valueItem.modelData) : valueItem.modelData
                highlighted: choice.highlightedIndex === valueItem.index
                Accessible.description: valueItem.sentence
                contentItem: ColumnLayout {
                    spacing: 2
                    Label {
                        Layout.fillWidth: true
                        text: valueItem.text
                        font.bold: valueItem.sentence !== ""
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: valueItem.sentence !== ""
                        text: valueItem.sentence
                        color: Theme.mutedText
                        font.pixelSize: Theme.px(12)
                        wrapMode: Text.WordWrap
                    }
                }
            }
            onActivated: index => row.edited(row.option.id, row.option.values[index])
        }
        SpinBox {
            id: number
            objectName: "control"
            visible: row.kind === "number"
            from: row.option.min ?? 0
            to: row.option.max ?? 0
            stepSize: 10
            editable: true
            value: Number(row.value)
            Accessible.name: row.option.title
            onValueModified: row.edited(row.option.id, String(value))
        }
    }
}
