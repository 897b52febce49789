// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// A class across computers in one window, over 127.0.0.1: the teacher's
// panel (where to join, the table, Send this position, a puzzle and a lesson
// picked from lists with the keyboard, End the exercise) and a pupil's (its
// board follows the teacher's, read-only; during an exercise it takes one
// answer and says it was sent; a lesson shows its text).
Item {
    id: root
    width: 1200
    height: 700

    GameController {
        id: teacherGame
    }
    GameController {
        id: pupilGame
    }
    PuzzleSession {
        id: puzzleBook
    }
    ClassroomPlay {
        id: teacher
        game: teacherGame
        puzzleSession: puzzleBook
    }
    ClassroomPlay {
        id: pupil
        game: pupilGame
    }
    Row {
        anchors.fill: parent
        ClassPanel {
            id: teacherPanel
            width: 480
            classroom: teacher
            visible: teacher.active
        }
        ClassPanel {
            id: pupilPanel
            width: 480
            classroom: pupil
            visible: pupil.active
        }
    }
    // The teacher's panel as narrow as in a window of 800 pixels.
    ClassPanel {
        id: narrowTeacherPanel
        x: 970 // beside the two others
        width: 220
        height: 400
        classroom: teacher
        visible: teacher.active
    }

    TestCase {
        name: "ClassPanels"
        when: windowShown

        function init() {
            teacherGame.newGame("kalah")
            teacherGame.player.speed = StepPlayer.Instant
            pupilGame.player.speed = StepPlayer.Instant
            compare(teacher.hostClass("Teacher", true), "")
            pupil.joinClass("127.0.0.1", teacher.port, teacher.code, "Ana")
            tryVerify(() => pupil.status.indexOf("Teacher") >= 0, 10000)
        }

        function cleanup() {
            pupil.close()
            teacher.close()
        }

        function test_pupilFollowsTheTeachersBoard() {
            compare(teacher.role, ClassroomPlay.Teacher)
            verify(findChild(teacherPanel, "classWhere").text.indexOf(teacher.code) >= 0)
            tryCompare(pupilGame, "scoreSouth", 0)
            verify(teacherGame.playHole(2)) // K3: c ends in South's store
            tryVerify(() => pupilGame.positionSeeds().toString() === teacherGame.positionSeeds().toString(), 10000)
            // The followed board is read-only.
            const before = pupilGame.positionSeeds().toString()
            pupilGame.playHole(5)
            compare(pupilGame.positionSeeds().toString(), before)
        }

        function test_exerciseAnsweredAndEnded() {
            // One seed a house: the solver judges the start at once.
            compare(teacherGame.newGame("kalah", { "seeds": "1" }), "")
            tryVerify(() => pupilGame.positionSeeds().toString() === teacherGame.positionSeeds().toString(), 10000)
            mouseClick(findChild(teacherPanel, "classSendPosition"))
            tryVerify(() => pupil.inExercise, 10000)
            verify(teacher.inExercise)
            verify(pupilGame.playHole(3)) // the answer: d
            tryVerify(() => teacher.table.length === 1 && teacher.table[0].answer === "d", 10000)
            compare(teacher.table[0].name, "Ana")
            tryVerify(() => teacher.table[0].verdict !== 0, 20000) // judged: keeps or gives some away
            const row = findChild(teacherPanel, "classRow0")
            verify(row !== null)
            verify(findChild(row, "classAnswer").text.indexOf("d") === 0)
            verify(pupil.status.indexOf("d") >= 0) // "Sent: d"
            // One answer: the next decision on the pupil's board is refused.
            const before = pupilGame.positionSeeds().toString()
            pupilGame.playHole(5)
            compare(pupilGame.positionSeeds().toString(), before)

            verify(findChild(row, "classShow").visible)

            mouseClick(findChild(teacherPanel, "classEnd"))
            tryVerify(() => !pupil.inExercise, 10000)
            verify(!teacher.inExercise)
            tryVerify(() => pupilGame.positionSeeds().toString() === teacherGame.positionSeeds().toString(), 10000)
            // The answer stays in the table, but there is nothing left to show.
            verify(findChild(row, "classAnswer").text.indexOf("d") === 0)
            verify(!findChild(row, "classShow").visible)
        }

        // In a narrow panel (a window of 800 pixels) the pupil's name keeps its
        // room beside the answer, its verdict and Show.
        function test_narrowTableShowsTheNames() {
            compare(teacherGame.newGame("kalah", { "seeds": "1" }), "")
            tryVerify(() => pupilGame.positionSeeds().toString() === teacherGame.positionSeeds().toString(), 10000)
            teacher.sendPosition()
            tryVerify(() => pupil.inExercise, 10000)
            verify(pupilGame.playHole(3))
            tryVerify(() => teacher.table.length === 1 && teacher.table[0].verdict !== 0, 20000)
            // A window resized back and forth across the narrow width, rows in
            // the table: the panel lays itself out again each time, no crash.
            for (let i = 0; i < 200; ++i) {
                teacherPanel.width = (i % 2) ? 220 : 480
                wait(5)
            }
            teacherPanel.width = 480
            const row = findChild(narrowTeacherPanel, "classRow0")
            const name = findChild(row, "className")
            const answer = findChild(row, "classAnswer")
            const show = findChild(row, "classShow")
            tryVerify(() => show.visible)
            compare(name.text, "Ana")
            verify(!name.truncated)
            verify(name.width >= name.implicitWidth)
            verify(answer.x >= name.x + name.width)
            verify(show.x + show.width <= row.width + 0.5)
        }

        function test_pupilSaysTheTeacherEndedTheClass() {
            teacher.close()
            tryVerify(() => pupil.status === "The teacher ended the class.", 10000)
        }

        function test_puzzlePickedWithTheKeyboard() {
            const choice = findChild(teacherPanel, "classPuzzleChoice")
            verify(choice.visible)
            compare(choice.count, teacher.puzzleChoices.length)
            compare(choice.currentIndex, 0) // the next puzzle: the first
            choice.forceActiveFocus()
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Down)
            compare(choice.currentIndex, 2)
            keyClick(Qt.Key_Return) // sends the puzzle picked
            tryVerify(() => pupil.inExercise, 10000)
            compare(teacher.nextPuzzle, 3)
            compare(choice.currentIndex, 3) // the one after is chosen again
            compare(choice.currentValue, teacher.puzzleChoices[3].id)
            compare(choice.displayText, teacher.puzzleChoices[3].text)
            verify(pupil.status.indexOf("Teacher") < 0) // an exercise to answer, no longer following
            // The teacher's panel names the puzzle under way, until it ends.
            const underWay = findChild(teacherPanel, "classExercise")
            verify(underWay.visible)
            verify(underWay.text.indexOf(teacher.puzzleChoices[2].text) >= 0, underWay.text)
            compare(teacher.endExercise(), "")
            verify(!underWay.visible)
            // The quick choice: Send again sends the next one.
            mouseClick(findChild(teacherPanel, "classSendPuzzle"))
            compare(teacher.nextPuzzle, 4)
        }

        function test_lessonPickedWithTheKeyboard() {
            const choice = findChild(teacherPanel, "classLessonChoice")
            verify(choice.visible)
            compare(choice.count, teacher.lessonChoices.length)
            compare(choice.displayText, teacher.lessonChoices[0].title)
            choice.forceActiveFocus()
            // In the open list Return only chooses.
            keyClick(Qt.Key_Space)
            tryVerify(() => choice.popup.opened)
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Return)
            tryVerify(() => !choice.popup.visible)
            compare(choice.currentValue, teacher.lessonChoices[1].id)
            wait(50)
            verify(!teacher.inExercise)
            keyClick(Qt.Key_Return) // then sends
            tryVerify(() => pupil.inExercise, 10000)
            compare(pupil.lessonTitle, teacher.lessonChoices[1].title)
            const text = findChild(pupilPanel, "classLessonText")
            verify(text.visible)
            compare(text.text, pupil.lessonText)
            verify(text.text.length > 20)
            verify(!findChild(teacherPanel, "classLessonText").visible)
            mouseClick(findChild(teacherPanel, "classEnd"))
            tryVerify(() => !pupil.inExercise, 10000)
            verify(!text.visible)
        }
    }
}
