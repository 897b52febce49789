// SPDX-License-Identifier: GPL-3.0-or-later
// A dialog that needs a QML module no machine has: tst_dialogs.qml checks
// that the window says so instead of crashing.
import QtQuick
import QtQuick.Controls
import Not.Installed.Anywhere

Dialog {
}
