// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// The tool bar's teaching controls: teaching mode on and off (Ctrl+T), the
// lessons of the rule set being played, the rules page, and large print.
RowLayout {
    id: teachingMenu

    required property GameController controller
    required property LessonSession session
    /// The rules page of the game's rule set is wanted.
    signal rulesRequested()

    spacing: 4

    LessonModel {
        id: lessons
        variant: teachingMenu.controller.variant
    }

    ToolButton {
        objectName: "teachButton"
        //: Tool bar: teaching mode, where a move stops at every seed (Ctrl+T)
        text: qsTr("Teach")
        checkable: true
        checked: teachingMenu.controller.player.stepping
        onToggled: teachingMenu.controller.player.stepping = checked
        ToolTip.visible: hovered
        ToolTip.delay: 500
        //: Tooltip of the teaching mode button
        ToolTip.text: qsTr("Teaching mode: step through every move seed by seed (Ctrl+T)")
    }
    ToolButton {
        id: lessonsButton
        objectName: "lessonsButton"
        //: Tool bar: the menu of lessons of the rule set being played
        text: qsTr("Lessons")
        onClicked: lessonMenu.open()

        Menu {
            id: lessonMenu
            objectName: "lessonMenu"
            y: lessonsButton.height

            MenuItem {
                objectName: "rulesItem"
                //: Lessons menu: opens the rules page of the rule set being played
                text: qsTr("Rules of %1…").arg(teachingMenu.controller.variantName)
                onTriggered: teachingMenu.rulesRequested()
            }
            MenuSeparator {}
            Instantiator {
                model: lessons
                delegate: MenuItem {
                    required property string lessonId
                    required property string title
                    required property var rules
                    objectName: "lesson-" + lessonId
                    text: rules.join(", ") + " — " + title
                    onTriggered: {
                        teachingMenu.controller.player.stepping = true
                        teachingMenu.session.open(lessonId)
                    }
                }
                onObjectAdded: (index, object) => lessonMenu.insertItem(index + 2, object)
                onObjectRemoved: (index, object) => lessonMenu.removeItem(object)
            }
        }
    }
    Switch {
        objectName: "largePrint"
        //: Tool bar: large print for a projector (bigger counts and narration)
        text: qsTr("Large print")
        checked: ViewOptions.largePrint
        onToggled: ViewOptions.largePrint = checked
        palette.windowText: Theme.text
    }
}
