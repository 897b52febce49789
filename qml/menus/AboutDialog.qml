// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Help, About: the version, the licence and where the rules come from.
AppDialog {
    id: dialog

    objectName: "aboutDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(680, parent ? parent.width - 32 : 680)
    height: Math.min(600, parent ? parent.height - 32 : 600)
    modal: true
    focus: true
    padding: 20
    //: Title of the About dialog
    title: qsTr("About Mancala")
    // A button of our own: the text of Dialog.Close comes from Qt's
    // translations, which the game does not ship, and stays English.
    footer: DialogButtonBox {
        alignment: Qt.AlignRight
        padding: 12
        background: null
        Button {
            objectName: "aboutClose"
            //: Closes the dialog
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    background: Rectangle {
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: 8
    }
    // The name, written large in the dialog, is its title.
    header: null

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: scroll.availableWidth
            spacing: 10

            Label {
                text: "Mancala"
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.px(24)
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.text
                //: About dialog: what the game is
                text: qsTr("Sowing games of East Africa and Kalah: Qelat, Mewelad (Gabata), Enkeshui and Kalah, with teaching mode and lessons.")
            }
            Label {
                objectName: "aboutVersion"
                color: Theme.mutedText
                //: About dialog: %1 the version of the game, %2 the version of Qt
                text: qsTr("Version %1 (Qt %2)").arg(AppInfo.version).arg(AppInfo.qtVersion)
            }
            Label {
                objectName: "aboutLicence"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.text
                linkColor: Theme.accent
                textFormat: Text.StyledText
                //: About dialog: %1 the SPDX licence expression, %2 the licence's address
                text: qsTr("Free software under the GNU General Public License, version 3 or any later version (%1): you may share and change it. <a href=\"%2\">The licence</a>")
                      .arg(AppInfo.licence).arg("https://www.gnu.org/licenses/gpl-3.0.html")
                onLinkActivated: link => Qt.openUrlExternally(link)
            }
            Label {
                Layout.topMargin: 8
                color: Theme.accent
                font.bold: true
                font.pixelSize: Theme.px(16)
                //: About dialog: heading of the sources of the rules
                text: qsTr("Sources of the rules")
                Accessible.role: Accessible.Heading
            }
            Label {
                objectName: "aboutSources"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.text
                textFormat: Text.MarkdownText
                // Laid out when the dialog shows, not at every start.
                text: dialog.visible ? AppInfo.sources : ""
            }
        }
    }
}
