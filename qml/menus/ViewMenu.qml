// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQml.Models

// The tool bar's View menu: the animation speed, the light or dark theme,
// large print and full screen for a projector, reading aloud, the sound, and the language.
ThemedMenu {
    id: viewMenu

    required property GameController controller

    objectName: "viewMenu"
    //: Tool bar menu: speed, theme, large print, language; & marks the Alt key letter
    title: qsTr("&View")

    ThemedMenu {
        id: speedMenu
        objectName: "speedMenu"
        //: View menu: the submenu of the animation speed
        title: qsTr("Speed")

        component SpeedEntry: MenuEntry {
            required property int speed
            objectName: "speed" + speed
            mark: MenuEntry.Choice
            selected: viewMenu.controller.player.speed === speed
            onTriggered: viewMenu.controller.player.speed = speed
        }
        SpeedEntry {
            speed: StepPlayer.Slow
            //: Animation speed
            text: qsTr("Slow")
        }
        SpeedEntry {
            speed: StepPlayer.Normal
            //: Animation speed
            text: qsTr("Normal")
        }
        SpeedEntry {
            speed: StepPlayer.Fast
            //: Animation speed
            text: qsTr("Fast")
        }
        SpeedEntry {
            speed: StepPlayer.Instant
            //: Animation speed: no animation
            text: qsTr("Instant")
        }
    }
    MenuSeparator {}
    MenuEntry {
        objectName: "lightTheme"
        //: View menu: the light theme
        text: qsTr("Light theme")
        mark: MenuEntry.Choice
        selected: !Theme.dark && !Theme.highContrast
        onTriggered: {
            Theme.highContrast = false
            Theme.dark = false
        }
    }
    MenuEntry {
        objectName: "darkTheme"
        //: View menu: the dark theme
        text: qsTr("Dark theme")
        mark: MenuEntry.Choice
        selected: Theme.dark && !Theme.highContrast
        onTriggered: {
            Theme.highContrast = false
            Theme.dark = true
        }
    }
    MenuEntry {
        objectName: "highContrastTheme"
        //: View menu: the high-contrast theme (white and gold on black)
        text: qsTr("High contrast")
        mark: MenuEntry.Choice
        selected: Theme.highContrast
        onTriggered: Theme.highContrast = true
    }
    MenuSeparator {}
    MenuEntry {
        objectName: "largePrint"
        //: View menu: large print for a projector (bigger counts and narration)
        text: qsTr("Large print")
        mark: MenuEntry.Option
        selected: ViewOptions.largePrint
        onTriggered: ViewOptions.largePrint = !ViewOptions.largePrint
    }
    MenuEntry {
        objectName: "valuesInWords"
        //: View menu: values read "3 seeds ahead" rather than "+3" (the hint, the analysis, the review)
        text: qsTr("Values in words")
        mark: MenuEntry.Option
        selected: ValueStyle.words
        onTriggered: ValueStyle.words = !ValueStyle.words
    }
    MenuEntry {
        id: fullScreen
        /// The window the menu belongs to (the game window toggles itself; any other goes to full screen and back).
        readonly property Window shownIn: Window.window
        objectName: "fullScreen"
        //: View menu: the window fills the screen, for a projector (F11)
        text: qsTr("Full screen")
        shortcut: "F11"
        mark: MenuEntry.Option
        selected: shownIn !== null && shownIn.visibility === Window.FullScreen
        onTriggered: {
            const w = fullScreen.shownIn
            if (!w)
                return
            if (typeof w.toggleFullScreen === "function")
                w.toggleFullScreen()
            else
                w.visibility = fullScreen.selected ? Window.Windowed : Window.FullScreen
        }
    }
    MenuEntry {
        objectName: "readAloud"
        //: View menu: speak the announcements and teaching mode's sentences (text to speech)
        text: qsTr("Read aloud")
        mark: MenuEntry.Option
        selected: ReadAloud.enabled
        onTriggered: ReadAloud.enabled = !ReadAloud.enabled
    }
    SoundMenu {}
    MenuSeparator {}
    ThemedMenu {
        id: languageMenu
        objectName: "languageMenu"
        //: View menu: the submenu of the languages
        title: qsTr("Language")
        Instantiator {
            model: Translations.languages
            delegate: MenuEntry {
                required property string modelData
                objectName: "language-" + modelData
                text: Translations.nativeName(modelData)
                mark: MenuEntry.Choice
                selected: Translations.language === modelData
                onTriggered: Translations.language = modelData
            }
            onObjectAdded: (index, object) => languageMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => languageMenu.removeItem(object)
        }
    }
}
