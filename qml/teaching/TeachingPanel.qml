// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Mancala
import QtQuick.Controls
import QtQuick.Layouts

// Teaching mode: the step player of the game, paused, walked seed by seed,
// lap by lap or decision by decision, with the sentence for the step on show
// in large type, and "why not?" for a refused click. Keys (while `keys` is
// on): Space plays or pauses, Left/Right go one step, Shift+Left/Right one
// lap, Ctrl+Left/Right one decision, Home the move's start, End its end.
Rectangle {
    id: panel

    required property GameController controller
    readonly property StepPlayer player: controller.player
    /// A short window (800x500): smaller type and buttons that show their
    /// glyphs alone (their names in tool tips), so that the panel fits under the board.
    property bool compact: false
    readonly property real buttonSize: compact ? 40 : Math.max(48, Screen.pixelDensity * 11)
    /// Whether the panel's keys are live (teaching mode is on).
    property bool keys: visible
    /// Holes and stores the sentence on show is about, for the board to highlight.
    readonly property var places: whyHole >= 0 ? [whyHole] : narrator.places
    /// The sentence on show: "why not?" after a refused click, else the step's.
    readonly property string sentence: whyText !== "" ? whyText : narrator.text
    readonly property string rule: whyText !== "" ? whyRule : narrator.rule
    property string whyText: ""
    property string whyRule: ""
    property int whyHole: -1
    readonly property alias narrator: narrator

    /// Says why a click on `hole` is refused (the narrator's whyNot, with its rule).
    function explainRefusal(hole: int) {
        const why = narrator.whyNot(hole)
        if (why === "")
            return
        whyText = why
        const id = why.match(/\(([A-Z][0-9]+)[,)]/)
        whyRule = id ? id[1] : ""
        whyHole = hole
    }
    function clearRefusal() {
        whyText = ""
        whyRule = ""
        whyHole = -1
    }
    function togglePlay() {
        clearRefusal()
        if (player.playing)
            player.pause()
        else
            player.play()
    }
    function stepBy(kind: string, forward: bool) {
        clearRefusal()
        player.pause()
        if (kind === "seed")
            forward ? player.next() : player.previous()
        else if (kind === "lap")
            forward ? narrator.nextLap() : narrator.previousLap()
        else if (kind === "decision")
            forward ? narrator.nextDecision() : narrator.previousDecision()
        else
            forward ? player.skipToEnd() : player.seek(0)
    }

    objectName: "teachingPanel"
    implicitHeight: column.implicitHeight + 24
    radius: 10
    color: Theme.panel
    border.color: Theme.panelBorder

    Connections {
        target: panel.controller
        function onPositionChanged() { panel.clearRefusal() }
    }

    Narrator {
        id: narrator
        game: panel.controller
    }

    // Read aloud: each sentence as it shows, and Play waits for it to be heard.
    onSentenceChanged: if (visible) ReadAloud.say(sentence)
    onVisibleChanged: if (!visible) ReadAloud.stop()
    Binding {
        target: panel.player
        property: "held"
        value: panel.visible && ReadAloud.speaking
    }

    component TeachKey: Shortcut {
        enabled: panel.keys
        context: Qt.WindowShortcut
    }
    TeachKey { sequence: "Space"; onActivated: panel.togglePlay() }
    TeachKey { sequence: "Left"; onActivated: panel.stepBy("seed", false) }
    TeachKey { sequence: "Right"; onActivated: panel.stepBy("seed", true) }
    TeachKey { sequence: "Shift+Left"; onActivated: panel.stepBy("lap", false) }
    TeachKey { sequence: "Shift+Right"; onActivated: panel.stepBy("lap", true) }
    TeachKey { sequence: "Ctrl+Left"; onActivated: panel.stepBy("decision", false) }
    TeachKey { sequence: "Ctrl+Right"; onActivated: panel.stepBy("decision", true) }
    TeachKey { sequence: "Home"; onActivated: panel.stepBy("move", false) }
    TeachKey { sequence: "End"; onActivated: panel.stepBy("move", true) }

    component TeachButton: Button {
        id: button
        required property string tip
        property string glyph
        implicitHeight: panel.buttonSize
        implicitWidth: Math.max(panel.buttonSize * (panel.compact ? 1 : 1.25), contentItem.implicitWidth + 12)
        leftPadding: 6
        rightPadding: 6
        font.pixelSize: Theme.sized(15, 20)
        focusPolicy: Qt.NoFocus
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: tip
        Accessible.name: tip
        contentItem: Column {
            spacing: 0
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: button.glyph
                font.pixelSize: button.font.pixelSize + 4
                color: button.enabled ? Theme.text : Theme.disabledText
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                visible: !panel.compact
                text: button.text
                font.pixelSize: button.font.pixelSize - 3
                color: button.enabled ? Theme.text : Theme.disabledText
            }
        }
        // A button that can be used has a face and a frame; one that cannot
        // has neither, its text dimmed: the two differ in every theme, high
        // contrast's white on black included.
        background: Rectangle {
            radius: 6
            color: !button.enabled ? "transparent" : button.down ? Theme.pressed
                 : button.hovered ? Theme.hover : Theme.buttonFace
            border.width: button.enabled ? 1 : 0
            border.color: Theme.controlMid
        }
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: panel.compact ? 8 : 12
        spacing: panel.compact ? 4 : 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            // The rule the sentence is about, in a small muted tag: there only
            // when a teacher turned the rule numbers on (View ▸ Show rule numbers).
            Rectangle {
                objectName: "ruleBadge"
                visible: panel.rule !== ""
                Layout.alignment: Qt.AlignTop
                implicitWidth: ruleText.implicitWidth + 12
                implicitHeight: ruleText.implicitHeight + 4
                radius: 4
                color: "transparent"
                border.width: 1
                border.color: panel.whyText !== "" ? Theme.north : Theme.mutedText
                Text {
                    id: ruleText
                    objectName: "ruleBadgeText"
                    anchors.centerIn: parent
                    text: panel.rule
                    color: panel.whyText !== "" ? Theme.north : Theme.mutedText
                    font.pixelSize: panel.compact ? Theme.sized(11, 16) : Theme.sized(13, 19)
                }
            }
            Label {
                id: sentence
                objectName: "narration"
                Layout.fillWidth: true
                Layout.minimumHeight: font.pixelSize * (panel.compact ? 2.4 : 2.6)
                text: panel.sentence.length > 0 ? panel.sentence
                                                  //: Teaching mode with no move on show
                                                : qsTr("Play a move, then step through it seed by seed.")
                wrapMode: Text.WordWrap
                font.pixelSize: panel.compact ? Theme.sized(16, 24) : Theme.sized(22, 34)
                color: panel.whyText !== "" ? Theme.north : Theme.text
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Label {
                objectName: "lapLabel"
                //: Teaching mode: lap 2 of 5 of the move on show
                text: qsTr("Lap %1 of %2").arg(narrator.lap).arg(narrator.lapCount)
                visible: narrator.lapCount > 1
                color: Theme.mutedText
                font.pixelSize: Theme.sized(14, 20)
                // The counts keep their width; the slider between them gives way.
                Layout.minimumWidth: implicitWidth
                Layout.preferredWidth: implicitWidth
            }

            Slider {
                id: scrubber
                objectName: "scrubber"
                Layout.fillWidth: true
                from: 0
                to: Math.max(1, panel.player.stepCount)
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: panel.player.stepIndex
                enabled: panel.player.stepCount > 0
                focusPolicy: Qt.NoFocus
                onMoved: {
                    panel.clearRefusal()
                    panel.player.seek(Math.round(value))
                }
                ToolTip.visible: pressed
                ToolTip.text: narrator.sentenceAt(Math.round(value) - 1)
                //: Screen reader name of the teaching scrubber
                Accessible.name: qsTr("Step of the move")
            }

            Label {
                id: stepLabel
                //: Teaching mode: step 12 of 40 of the move on show
                text: qsTr("Step %1 of %2").arg(panel.player.stepIndex).arg(panel.player.stepCount)
                color: Theme.mutedText
                font.pixelSize: Theme.sized(14, 20)
                // As wide as the last step's text: the slider does not jump as the
                // count grows, and the label never shrinks below its text.
                Layout.minimumWidth: Math.max(implicitWidth, lastStep.width)
                Layout.preferredWidth: Math.max(implicitWidth, lastStep.width)
                TextMetrics {
                    id: lastStep
                    font: stepLabel.font
                    text: qsTr("Step %1 of %2").arg(panel.player.stepCount).arg(panel.player.stepCount)
                }
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: 6

            TeachButton {
                objectName: "previousDecision"
                glyph: "⇤"
                //: Teaching mode button: back to the previous decision of the move
                text: qsTr("Decision")
                //: Teaching mode: back to the previous decision (Ctrl+Left)
                tip: qsTr("Previous decision (Ctrl+Left)")
                enabled: panel.player.stepIndex > 0
                onClicked: panel.stepBy("decision", false)
            }
            TeachButton {
                objectName: "previousLap"
                glyph: "◀◀"
                //: Teaching mode button: a lap is one handful sown
                text: qsTr("Lap")
                //: Teaching mode: go back to the start of the lap (Shift+Left)
                tip: qsTr("Previous lap (Shift+Left)")
                enabled: panel.player.stepIndex > 0
                onClicked: panel.stepBy("lap", false)
            }
            TeachButton {
                objectName: "previousSeed"
                glyph: "◀"
                //: Teaching mode button: one seed (one step) back
                text: qsTr("Seed")
                //: Teaching mode: one seed back (Left)
                tip: qsTr("Previous seed (Left)")
                enabled: panel.player.stepIndex > 0
                onClicked: panel.stepBy("seed", false)
            }
            TeachButton {
                objectName: "playPause"
                glyph: panel.player.playing ? "❚❚" : "▶"
                //: Teaching mode button: plays the move on by itself / stops it
                text: panel.player.playing ? qsTr("Pause") : qsTr("Play")
                //: Teaching mode: play or pause the move (Space)
                tip: panel.player.playing ? qsTr("Pause (Space)") : qsTr("Play (Space)")
                enabled: panel.player.stepIndex < panel.player.stepCount || panel.player.playing
                onClicked: panel.togglePlay()
            }
            TeachButton {
                objectName: "nextSeed"
                glyph: "▶|"
                text: qsTr("Seed")
                //: Teaching mode: one seed forward (Right)
                tip: qsTr("Next seed (Right)")
                enabled: panel.player.stepIndex < panel.player.stepCount
                onClicked: panel.stepBy("seed", true)
            }
            TeachButton {
                objectName: "nextLap"
                glyph: "▶▶"
                text: qsTr("Lap")
                //: Teaching mode: on to the next lap (Shift+Right)
                tip: qsTr("Next lap (Shift+Right)")
                enabled: panel.player.stepIndex < panel.player.stepCount
                onClicked: panel.stepBy("lap", true)
            }
            TeachButton {
                objectName: "nextDecision"
                glyph: "⇥"
                text: qsTr("Decision")
                //: Teaching mode: on to the next decision (Ctrl+Right)
                tip: qsTr("Next decision (Ctrl+Right)")
                enabled: panel.player.stepIndex < panel.player.stepCount
                onClicked: panel.stepBy("decision", true)
            }
            TeachButton {
                objectName: "wholeMove"
                glyph: "⇥|"
                //: Teaching mode button: show the end of the whole move at once
                text: qsTr("Whole move")
                //: Teaching mode: jump to the end of the move (End)
                tip: qsTr("The whole move (End)")
                enabled: panel.player.stepIndex < panel.player.stepCount
                onClicked: panel.stepBy("move", true)
            }
            ComboBox {
                id: speed
                objectName: "teachingSpeed"
                height: panel.buttonSize
                // As wide as its longest entry in the language and the type
                // size on show (large print, German...): a fixed width cut
                // "Normal" to "Norma". (WidestText misses the text's own padding.)
                readonly property real widest: {
                    // The metrics' height read: a new type size measures again
                    // (a call of advanceWidth() alone is not watched).
                    let w = speedMetrics.height > 0 ? 0 : 0
                    for (const entry of model)
                        w = Math.max(w, speedMetrics.advanceWidth(entry))
                    return Math.ceil(w)
                }
                width: widest + contentItem.leftPadding + contentItem.rightPadding + leftPadding + rightPadding + 2
                focusPolicy: Qt.NoFocus
                model: [
                    //: Teaching mode: speed of Play
                    qsTr("Slow"),
                    //: Teaching mode: speed of Play
                    qsTr("Normal"),
                    //: Teaching mode: speed of Play
                    qsTr("Fast")
                ]
                // `model` read here: a new language makes the list anew, which
                // resets the box to its first row ("Slow"); this binding puts
                // the player's speed back (View ▸ Speed never changed).
                currentIndex: model.length > 0 ? Math.min(panel.player.speed, StepPlayer.Fast) : 0
                onActivated: index => panel.player.speed = index
                //: Screen reader name of the teaching speed chooser
                Accessible.name: qsTr("Speed of Play")
                FontMetrics {
                    id: speedMetrics
                    font: speed.font
                }
            }
        }
    }
}
