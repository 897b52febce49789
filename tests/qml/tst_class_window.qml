// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// A pupil's window (Main.qml at 800x500) in a class across computers, the
// teacher beside it in this test, over 127.0.0.1: the pupil joins with the
// dialog (filled again the next time with the name, address and port), the
// computer's help is off while an exercise is on the board, a lesson says
// that its board takes no move, and once the teacher ends the class Leave
// is in sight and brings the pupil's own game back.
Item {
    id: root
    width: 200
    height: 100

    GameController {
        id: teacherGame
    }
    ClassroomPlay {
        id: teacher
        game: teacherGame
    }

    TestCase {
        id: test
        name: "ClassWindow"
        when: windowShown

        property var window: null
        property var game: null

        function init() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 800, height: 500 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            tryVerify(() => item("recordActions").started, 3000)
            const picker = findChild(window.overlay, "variantPicker")
            if (picker) {
                picker.close()
                tryVerify(() => !picker.visible)
            }
            game.player.speed = StepPlayer.Instant
            item("board").forceActiveFocus() // the keys are the board's, as once the picker has closed
            // The pupil's own game: two decisions of Kalah, both sides people.
            compare(game.newGame("kalah"), "")
            game.setLevel(0, 0)
            game.setLevel(1, 0)
            verify(game.playHole(2))
            verify(game.playHole(0)) // after an extra turn (K3)
            compare(game.history.plyCount, 2)
            teacherGame.newGame("kalah")
            teacherGame.player.speed = StepPlayer.Instant
            compare(teacher.hostClass("Teacher", true), "")
        }
        function cleanup() {
            teacher.close()
            if (window) {
                window.classroom.close()
                window.close()
                window.destroy()
                window = null
            }
        }
        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function join(name: string) {
            window.classroom.joinClass("127.0.0.1", teacher.port, teacher.code, name)
            tryVerify(() => window.classroom.status.indexOf("Teacher") >= 0, 10000)
        }
        /// `control` is shown whole inside the window.
        function inSight(control: Item): bool {
            const p = control.mapToItem(window.contentItem, 0, 0)
            return control.visible && p.x >= 0 && p.y >= 0 && p.x + control.width <= window.contentItem.width
                && p.y + control.height <= window.contentItem.height
        }

        function test_leaveTheEndedClassForTheOwnGame() {
            const own = game.positionSeeds().toString()
            // Joined with the dialog: name, address, port and code typed.
            window.showClassDialog(false)
            const nameField = item("networkName")
            tryVerify(() => nameField.visible)
            nameField.text = "Ana"
            item("networkAddress").text = "127.0.0.1"
            const port = String(teacher.port)
            item("networkPort").text = port
            item("networkCode").text = teacher.code
            tryVerify(() => window.classDialog.opened)
            mouseClick(item("networkGo"))
            tryVerify(() => window.classroom.status.indexOf("Teacher") >= 0, 10000)
            compare(teacher.sendPosition(), "")
            tryVerify(() => window.classroom.inExercise, 10000)

            teacher.close() // the teacher ends the class
            tryVerify(() => window.classroom.over, 10000)
            const leave = item("classLeave")
            verify(inSight(leave), "Leave the class is out of sight at 800x500")
            verify(leave.highlighted)
            verify(item("classOverNote").visible)
            mouseClick(leave)
            tryVerify(() => !window.classroom.active)
            compare(game.history.plyCount, 2)
            compare(game.positionSeeds().toString(), own)
            verify(!item("classLeave").visible)

            // The dialog again: the name, address and port given last; a new code to type.
            window.showClassDialog(false)
            tryVerify(() => window.classDialog.opened)
            compare(nameField.text, "Ana")
            compare(item("networkAddress").text, "127.0.0.1")
            compare(item("networkPort").text, port)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !window.classDialog.visible)
            wait(50) // the board takes the keys back (a call queued by the dialog's closing)
        }

        function test_helpOffDuringAnExercise() {
            join("Bo")
            const tools = item("computerTools")
            verify(tools.visible)
            compare(teacher.sendPosition(), "")
            tryVerify(() => window.classroom.inExercise, 10000)
            verify(!tools.visible, "the hint, the analysis and the review beside an exercise")
            tools.analysing = true
            verify(!item("analysisPanel").visible)
            verify(!findChild(window, "hintShortcut").enabled, "H would give a hint on an exercise")

            compare(teacher.endExercise(), "")
            tryVerify(() => !window.classroom.inExercise, 10000)
            verify(tools.visible)
            verify(item("analysisPanel").visible)
            tools.analysing = false
            verify(findChild(window, "hintShortcut").enabled)
            verify(item("hintButton").visible && item("hintButton").enabled)
        }

        function test_lessonSaysItsBoardTakesNoMove() {
            join("Cy")
            verify(!item("classLessonNote").visible)
            compare(teacher.sendLesson(teacher.lessonChoices[0].id), "")
            tryVerify(() => window.classroom.lessonTitle !== "", 10000)
            verify(item("classLessonNote").visible)
            verify(inSight(item("classLeave")))
            compare(teacher.endExercise(), "")
            tryVerify(() => !item("classLessonNote").visible, 10000)
        }

        // Another game while in the class: the pupil's own game is kept as
        // the previous one (Game ▸ Restore previous game), not lost.
        function test_newGameInTheClassKeepsTheOwnGame() {
            const own = game.positionSeeds().toString()
            join("Di")
            tryVerify(() => game.positionSeeds().toString() !== own, 10000)
            window.replaceGame(() => game.newGame("kalah"))
            verify(!window.classroom.active)
            compare(game.history.plyCount, 0)
            verify(item("recordActions").restorePreviousGame())
            compare(game.positionSeeds().toString(), own)
        }
    }
}
