// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Mancala
import QtQuick.Controls

// The base of every dialog and full-window popup of the app (the picker,
// the position editor, the questions, the puzzles, the files, About, the
// shortcuts). A popup does not take the window's disabled colours (Qt 6.4):
// without these, a button that cannot be used (Play from here with 49 seeds
// of 48, "Standard rules" with no house rule changed) looks as usable as
// one that can. With no title and no buttons, no header or footer is shown.
Dialog {
    palette.disabled.buttonText: Theme.disabledText
    palette.disabled.windowText: Theme.disabledText
    palette.disabled.text: Theme.disabledText
}
