// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQml.Models

// The tool bar's Help menu: the rules page of the rule set being played, its
// lessons (which open in teaching mode), the teacher's rule numbers, the
// keyboard shortcuts and About.
ThemedMenu {
    id: helpMenu

    required property GameController controller
    /// The lesson the window teaches with; no lessons without one.
    property LessonSession session: null
    /// Runs `replace`, which replaces the game on the board, once the player
    /// agrees (the window asks when a game is in progress).
    property var confirmReplace: replace => replace()

    /// The rules page of the game's rule set is wanted.
    signal rulesRequested()
    signal shortcutsRequested()
    signal aboutRequested()

    objectName: "helpMenu"
    //: Tool bar menu: rules, lessons, shortcuts, about; & marks the Alt key letter
    title: qsTr("&Help")

    LessonModel {
        id: lessons
        variant: helpMenu.controller.ruleSet.variant
    }

    MenuEntry {
        objectName: "rulesItem"
        //: Help menu: opens the rules page of the rule set being played
        text: qsTr("Rules of %1…").arg(helpMenu.controller.ruleSet.variantName)
        onTriggered: helpMenu.rulesRequested()
    }
    ThemedMenu {
        id: lessonMenu
        objectName: "lessonsMenu"
        //: Help menu: the submenu of lessons of the rule set being played
        title: qsTr("Lessons")
        enabled: helpMenu.session !== null && lessons.count > 0
        Instantiator {
            model: lessons
            delegate: MenuEntry {
                required property string lessonId
                required property string title
                required property var rules
                objectName: "lesson-" + lessonId
                // The lesson's name first; its rule ids muted on the right, when
                // a teacher turned the rule numbers on.
                text: title
                shortcut: ViewOptions.ruleNumbers ? rules.join(", ") : ""
                // The lesson turns teaching mode on, and the player's own back when it ends.
                onTriggered: helpMenu.confirmReplace(() => helpMenu.session.open(lessonId))
            }
            onObjectAdded: (index, object) => lessonMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => lessonMenu.removeItem(object)
        }
    }
    // For a teacher: the rule ids beside the lessons, in the teaching line and the game's end.
    MenuEntry {
        objectName: "ruleNumbers"
        //: Help menu: for a teacher, the rule ids of the rules pages (K5, Q6) in teaching mode, the lessons and the game's end
        text: qsTr("Show rule numbers")
        mark: MenuEntry.Option
        selected: ViewOptions.ruleNumbers
        onTriggered: ViewOptions.ruleNumbers = !ViewOptions.ruleNumbers
    }
    MenuSeparator {}
    MenuEntry {
        objectName: "shortcutsItem"
        //: Help menu: the list of every keyboard shortcut
        text: qsTr("Keyboard shortcuts")
        shortcut: "F1"
        onTriggered: helpMenu.shortcutsRequested()
    }
    MenuEntry {
        objectName: "aboutItem"
        //: Help menu: the version, the licence and the sources of the rules
        text: qsTr("About Mancala")
        onTriggered: helpMenu.aboutRequested()
    }
}
