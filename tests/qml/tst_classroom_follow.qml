// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Follow mode of a class across computers, over 127.0.0.1: a pupil's board
// plays the teacher's decision as the teacher plays it and, in teaching
// mode, stands on the step the teacher's board shows with its sentence; an
// answer the teacher shows comes on the teacher's board too, and the
// teacher's own game comes back when the exercise ends.
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
    ClassPanel {
        id: pupilPanel
        width: 480
        classroom: pupil
        visible: pupil.active
    }
    // The sentence the teacher's teaching panel shows.
    Narrator {
        id: teacherNarrator
        game: teacherGame
    }

    TestCase {
        name: "ClassFollow"
        when: windowShown

        function seeds(game) {
            return game.positionSeeds().toString()
        }

        function init() {
            teacherGame.newGame("kalah")
            teacherGame.player.stepping = false
            teacherGame.player.speed = StepPlayer.Instant
            pupilGame.player.speed = StepPlayer.Instant
            compare(teacher.hostClass("Teacher", true), "")
            pupil.joinClass("127.0.0.1", teacher.port, teacher.code, "Ana")
            tryVerify(() => pupil.status.indexOf("Teacher") >= 0, 10000)
            tryVerify(() => seeds(pupilGame) === seeds(teacherGame), 10000)
        }

        function cleanup() {
            pupil.close()
            teacher.close()
            teacherGame.player.stepping = false
        }

        function test_teachingStepsReachThePupil() {
            teacherGame.player.stepping = true
            verify(teacherGame.playHole(2)) // K3: c, four seeds, the last in South's store
            verify(teacherGame.busy) // paused at the move's start
            // The move reaches the pupil while the teacher's board has not moved yet.
            tryVerify(() => seeds(pupilGame) === seeds(teacherGame), 10000)
            tryCompare(pupilGame.player, "stepIndex", 0, 10000)
            verify(pupilGame.player.stepCount > 2)
            compare(pupilGame.player.stepCount, teacherGame.player.stepCount)
            // Before the first step: the pupil is told the teacher steps through it (no "step forward", which is the teacher's).
            tryVerify(() => pupil.teacherLine.indexOf(String(teacherGame.player.stepCount)) >= 0, 10000)
            verify(pupil.teacherLine !== teacherNarrator.text)
            compare(findChild(pupilPanel, "classTeacherLine").text, pupil.teacherLine) // beside the pupil's board
            for (let i = 1; i <= 2; ++i) {
                teacherGame.player.next()
                tryCompare(pupilGame.player, "stepIndex", i, 10000)
                tryCompare(pupil, "teacherLine", teacherNarrator.text, 10000)
            }
            verify(!pupilGame.player.playing) // it waits for the teacher's next step
            teacherGame.player.previous()
            tryCompare(pupilGame.player, "stepIndex", 1, 10000)
            teacherGame.player.skipToEnd()
            tryCompare(pupilGame.player, "stepIndex", pupilGame.player.stepCount, 10000)
            verify(!pupilGame.busy)
        }

        function test_teachingTurnedOffMidMove() {
            teacherGame.player.stepping = true
            verify(teacherGame.playHole(3))
            tryVerify(() => seeds(pupilGame) === seeds(teacherGame), 10000)
            tryVerify(() => pupilGame.busy && pupilGame.player.stepIndex === 0, 10000)
            teacherGame.player.stepping = false // the teacher's board plays on to the end
            tryVerify(() => !pupilGame.busy, 10000)
            compare(seeds(pupilGame), seeds(teacherGame))
        }

        function test_nextDecisionWhileThePupilsBoardSows() {
            // A slow pupil's board still sows the first decision when the second comes.
            pupilGame.player.speed = StepPlayer.Slow
            verify(teacherGame.playHole(2)) // K3: South moves again
            tryVerify(() => pupilGame.busy, 10000)
            verify(teacherGame.playHole(5))
            tryVerify(() => seeds(pupilGame) === seeds(teacherGame), 10000)
            compare(pupilGame.history.plyCount, 2)
            tryVerify(() => !pupilGame.busy, 20000)
            compare(seeds(pupilGame), seeds(teacherGame))
        }

        function test_shownAnswerOnTheTeachersBoard() {
            verify(teacherGame.playHole(0))
            tryVerify(() => seeds(pupilGame) === seeds(teacherGame), 10000)
            const own = seeds(teacherGame)
            const ownMoves = teacherGame.history.plyCount
            compare(teacher.sendPosition(), "")
            tryVerify(() => pupil.inExercise, 10000)
            verify(pupilGame.playHole(10)) // North's answer: K
            tryVerify(() => teacher.table.length === 1 && teacher.table[0].answer !== "", 10000)
            const answered = seeds(pupilGame)

            compare(teacher.showAnswer("Ana"), "")
            compare(seeds(teacherGame), answered) // the projector shows it
            verify(teacher.status.indexOf("Ana") >= 0)
            tryVerify(() => pupil.status.indexOf("Ana") >= 0, 10000)
            // Read-only while shown.
            teacherGame.playHole(7)
            compare(seeds(teacherGame), answered)

            compare(teacher.endExercise(), "")
            compare(seeds(teacherGame), own) // the teacher's own game again
            compare(teacherGame.history.plyCount, ownMoves)
            tryVerify(() => !pupil.inExercise, 10000)
            tryVerify(() => seeds(pupilGame) === own, 10000)
            // The teacher plays on, and the pupils follow.
            verify(teacherGame.playHole(9))
            tryVerify(() => seeds(pupilGame) === seeds(teacherGame), 10000)
        }
    }
}
