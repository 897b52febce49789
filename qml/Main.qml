// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

ApplicationWindow {
    width: 1024
    height: 640
    visible: true
    title: qsTr("Mancala")
}
