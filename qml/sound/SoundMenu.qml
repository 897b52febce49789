// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls

// View ▸ Sound: the sound of the seeds on or off, and how loud
// (SoundBoard keeps both in the settings).
ThemedMenu {
    id: soundMenu

    objectName: "soundMenu"
    //: View menu: the submenu of the game's sounds (seeds dropped, captures, marks, the end)
    title: qsTr("Sound")

    MenuEntry {
        objectName: "soundOn"
        //: View menu ▸ Sound: play a sound for each seed dropped, each capture and mark, and the game's end
        text: qsTr("Sound of the seeds")
        mark: MenuEntry.Option
        selected: SoundBoard.enabled
        onTriggered: SoundBoard.enabled = !SoundBoard.enabled
    }
    MenuSeparator {}

    component VolumeEntry: MenuEntry {
        required property real volume
        objectName: "volume" + Math.round(volume * 100)
        mark: MenuEntry.Choice
        enabled: SoundBoard.enabled
        selected: Math.abs(SoundBoard.volume - volume) < 0.01
        onTriggered: SoundBoard.volume = volume
    }
    VolumeEntry {
        volume: 0.35
        //: View menu ▸ Sound: the volume
        text: qsTr("Quiet")
    }
    VolumeEntry {
        volume: 0.7
        //: View menu ▸ Sound: the volume
        text: qsTr("Medium")
    }
    VolumeEntry {
        volume: 1.0
        //: View menu ▸ Sound: the volume
        text: qsTr("Loud")
    }
}
