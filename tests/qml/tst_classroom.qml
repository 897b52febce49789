// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// A class across computers in one window, over 127.0.0.1: the teacher's
// panel (where to join, the table, Send this position, End the exercise)
// and a pupil's (its board follows the teacher's, read-only; during an
// exercise it takes one answer and says it was sent).
Item {
    id: root
    width: 1000
    height: 700

    GameController {
        id: teacherGame
    }
    GameController {
        id: pupilGame
    }
    ClassroomPlay {
        id: teacher
        game: teacherGame
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

            mouseClick(findChild(teacherPanel, "classEnd"))
            tryVerify(() => !pupil.inExercise, 10000)
            verify(!teacher.inExercise)
            tryVerify(() => pupilGame.positionSeeds().toString() === teacherGame.positionSeeds().toString(), 10000)
        }
    }
}
