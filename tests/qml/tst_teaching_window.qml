// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtTest
import Mancala

// Teaching mode as the window wires it (Main.qml: the tool bar's teaching
// button and menus, the board with its marks, the teaching and lesson panels, the
// move list, a rules page), driven with mouse clicks and key presses: a long
// Mewelad relay stepped seed by seed and lap by lap against hand-worked
// boards, "why not?", moves already played, and a lesson of every rule set
// opened from its rules page's "show me".
Item {
    id: root
    width: 1280
    height: 860

    GameController {
        id: game
    }
    LessonSession {
        id: lesson
        game: game
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4
        GameToolBar {
            id: menu
            Layout.fillWidth: true
            controller: game
            session: lesson
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Board {
                    id: board
                    controller: game
                    Layout.fillWidth: true
                    Layout.preferredHeight: 300
                    onIllegalClick: hole => {
                        if (teach.visible)
                            teach.explainRefusal(hole)
                    }
                    TeachingMarks {
                        id: marks
                        anchors.fill: parent
                        board: board
                        visible: teach.visible
                        places: teach.places.concat(lesson.hintHole >= 0 ? [lesson.hintHole] : [])
                    }
                }
                TeachingPanel {
                    id: teach
                    controller: game
                    visible: game.player.stepping
                    Layout.fillWidth: true
                }
                Item { Layout.fillHeight: true }
            }
            ColumnLayout {
                Layout.fillWidth: false
                Layout.preferredWidth: 340
                Layout.fillHeight: true
                LessonPanel {
                    id: lessonPanel
                    session: lesson
                    visible: lesson.active
                    Layout.fillWidth: true
                }
                MoveList {
                    id: moveList
                    controller: game
                    stepThrough: game.player.stepping
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                }
            }
        }
    }
    RulesPage {
        id: rulesPage
        onShowMe: ruleId => {
            game.player.stepping = true
            if (lesson.openFor(rulesPage.variantId, ruleId))
                rulesPage.close()
        }
    }

    TestCase {
        id: test
        name: "TeachingWindow"
        when: windowShown

        function pit(hole: int): Item {
            // The layout settles (a panel shown or hidden) before a click.
            waitForItemPolished(board.parent)
            const item = findChild(board, "pit-" + game.holeName(hole))
            verify(item !== null, "no pit item for hole " + hole)
            return item
        }
        /// What the board shows, a.. then A.., read from the pits' engraved counts.
        function shown(): var {
            const counts = []
            for (let h = 0; h < 2 * game.ruleSet.houses; ++h) {
                const item = pit(h)
                compare(findChild(item, "count").text, String(item.seeds))
                counts.push(item.seeds)
            }
            return counts
        }
        function seedsOnBoard(): int {
            return shown().reduce((a, b) => a + b, 0) + game.player.handSouthSeeds + game.player.handNorthSeeds
                   + game.player.storeSouth + game.player.storeNorth
        }
        /// The move list's entry for a ply.
        function entry(item: Item, ply: int): Item {
            for (let k = 0; k < item.children.length; ++k) {
                const child = item.children[k]
                if (child.ply === ply && child.label !== undefined)
                    return child
                const found = entry(child, ply)
                if (found !== null)
                    return found
            }
            return null
        }
        function button(name: string): Item {
            const item = findChild(teach, name)
            verify(item !== null, "no button " + name)
            return item
        }
        function narration(): string {
            return findChild(teach, "narration").text
        }

        function init() {
            rulesPage.close()
            tryVerify(() => !rulesPage.visible)
            lesson.close()
            game.player.stepping = false
            game.player.speed = StepPlayer.Normal
            game.newGame("mewelad", { race: "off" })
            ViewOptions.ruleNumbers = false
        }

        // W1: b's 4 seeds relay through f (5), E (5), d (6) and D (6) and end
        // in d, empty until then: 5 laps, 5 + 6 + 6 + 7 + 7 = 31 steps.
        // Worked by hand, a..f then A..F after each lift:
        //   1 (b lifted)  4 0 4 4 4 4 / 4 4 4 4 4 4
        //   6 (f lifted)  4 0 5 5 5 0 / 4 4 4 4 4 4
        //  12 (E lifted)  4 0 5 5 5 0 / 5 5 5 5 0 4
        //  18 (d lifted)  5 1 6 0 5 0 / 5 5 5 5 0 5
        //  25 (D lifted)  5 1 6 0 6 1 / 6 6 6 0 0 5
        //  31 (the end)   6 2 7 1 6 1 / 6 6 6 0 1 6
        function test_relayMoveStepByStep() {
            const start = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]
            mouseClick(findChild(menu, "teachButton"))
            verify(game.player.stepping)
            verify(teach.visible)
            mouseClick(pit(1))
            compare(game.history.ply, 1)
            compare(game.player.stepCount, 31)
            // The move waits at its start: the board is the one before it.
            compare(game.player.stepIndex, 0)
            verify(!game.player.playing)
            compare(shown(), start)

            const laps = [
                [1, [4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]],
                [6, [4, 0, 5, 5, 5, 0, 4, 4, 4, 4, 4, 4]],
                [12, [4, 0, 5, 5, 5, 0, 5, 5, 5, 5, 0, 4]],
                [18, [5, 1, 6, 0, 5, 0, 5, 5, 5, 5, 0, 5]],
                [25, [5, 1, 6, 0, 6, 1, 6, 6, 6, 0, 0, 5]],
                [31, [6, 2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6]],
            ]
            for (const [index, board] of laps) {
                keyClick(Qt.Key_Right, Qt.ShiftModifier)
                compare(game.player.stepIndex, index)
                compare(shown(), board, "after step " + index)
                compare(seedsOnBoard(), 48)
            }
            compare(game.positionSeeds(), laps[5][1])
            // Seed by seed back from the end into lap 5: E loses its seed, then F.
            keyClick(Qt.Key_Left)
            compare(game.player.stepIndex, 30)
            compare(shown(), [6, 2, 7, 0, 6, 1, 6, 6, 6, 0, 1, 6])
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            compare(game.player.stepIndex, 28)
            compare(shown(), [6, 1, 6, 0, 6, 1, 6, 6, 6, 0, 1, 6])
            compare(game.player.handSouthSeeds, 3)
            compare(seedsOnBoard(), 48)
            // Lap by lap back, with the buttons, to the same boards.
            for (let k = 4; k >= 0; --k) {
                mouseClick(button("previousLap"))
                compare(game.player.stepIndex, laps[k][0])
                compare(shown(), laps[k][1], "back at step " + laps[k][0])
            }
            mouseClick(button("previousLap"))
            compare(game.player.stepIndex, 0)
            compare(shown(), start)
            // Seed by seed forward: the sentence names the rule and the hole is marked.
            mouseClick(button("nextSeed"))
            mouseClick(button("nextSeed"))
            compare(game.player.stepIndex, 2)
            compare(shown(), [4, 0, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4])
            // A class reads the sentence alone; a teacher turns the rule numbers on.
            verify(narration().indexOf("W1") < 0, narration())
            verify(!/\b[A-Z][0-9]+\b/.test(narration()), narration())
            compare(findChild(teach, "ruleBadge").visible, false)
            ViewOptions.ruleNumbers = true
            verify(narration().indexOf("(W1)") >= 0, narration())
            compare(findChild(teach, "ruleBadge").visible, true)
            compare(findChild(teach, "ruleBadgeText").text, "W1")
            ViewOptions.ruleNumbers = false
            verify(narration().indexOf("W1") < 0, narration())
            verify(findChild(marks, "taught-2") !== null)
            // Whole move, then back to its start with Home.
            mouseClick(button("wholeMove"))
            compare(game.player.stepIndex, 31)
            verify(!game.busy)
            keyClick(Qt.Key_Home)
            compare(game.player.stepIndex, 0)
            keyClick(Qt.Key_End)
            compare(game.player.stepIndex, 31)
        }

        function test_spacePlaysTheMoveOn() {
            game.player.stepping = true
            game.player.speed = StepPlayer.Fast
            mouseClick(pit(1))
            compare(game.player.stepIndex, 0)
            keyClick(Qt.Key_Space)
            verify(game.player.playing)
            tryCompare(game.player, "stepIndex", 31, 20000)
            compare(shown(), [6, 2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6])
        }

        function test_teachingOffPlaysThrough() {
            game.player.speed = StepPlayer.Instant
            mouseClick(pit(1))
            compare(game.player.stepIndex, 31)
            // Ctrl+T is the window's (Main.qml); here the tool bar button.
            mouseClick(findChild(menu, "teachButton"))
            verify(game.player.stepping)
            mouseClick(pit(6 + 5))
            compare(game.history.ply, 2)
            compare(game.player.stepIndex, 0)
            mouseClick(findChild(menu, "teachButton"))
            verify(!game.player.stepping)
            compare(game.player.stepIndex, game.player.stepCount)
        }

        function test_whyNot() {
            game.player.stepping = true
            game.player.speed = StepPlayer.Instant
            mouseClick(pit(1))
            keyClick(Qt.Key_End)
            compare(game.decider, 1)
            // South's a is not North's to sow.
            mouseClick(pit(0))
            compare(game.history.ply, 1)
            verify(narration() !== "" && narration() === teach.whyText, narration())
            verify(!/\([A-Z][0-9]+/.test(narration()), narration())
            compare(findChild(teach, "ruleBadge").visible, false)
            verify(findChild(marks, "taught-0") !== null)
            compare(teach.places, [0])
            // North's D is empty after the relay; with the rule numbers on, the refusal names its rule.
            ViewOptions.ruleNumbers = true
            mouseClick(pit(6 + 3))
            compare(teach.places, [9])
            verify(teach.whyText !== "")
            verify(/\([A-Z][0-9]+/.test(narration()), narration())
            compare(findChild(teach, "ruleBadge").visible, true)
            // A legal move clears it.
            mouseClick(pit(6))
            compare(game.history.ply, 2)
            compare(teach.whyText, "")
        }

        function test_stepThroughAMovePlayed() {
            game.player.speed = StepPlayer.Instant
            mouseClick(pit(1))
            mouseClick(pit(6 + 5))
            compare(game.history.ply, 2)
            game.player.stepping = true
            // The first entry of the list: the relay from b.
            mouseClick(entry(moveList, 1))
            compare(game.history.ply, 1)
            compare(game.player.stepCount, 31)
            compare(game.player.stepIndex, 0)
            compare(shown(), [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4])
            keyClick(Qt.Key_Right, Qt.ControlModifier)
            compare(game.player.stepIndex, 31)
        }

        function test_lessonFromShowMe_data() {
            return [
                { tag: "kalah K1", variant: "kalah", rule: "K1", lesson: "kalah-sowing", move: ["b"], announced: "K2" },
                { tag: "qelat Q1", variant: "qelat", rule: "Q1", lesson: "qelat-direction", move: ["b"], announced: "Q3" },
                { tag: "qelat-keren M1", variant: "qelat-keren", rule: "M1", lesson: "keren-relay", move: ["a"], announced: "M2" },
                { tag: "mewelad W1", variant: "mewelad", rule: "W1", lesson: "mewelad-relay", move: ["b"], announced: "W1" },
                { tag: "enkeshui E3", variant: "enkeshui", rule: "E3", lesson: "enkeshui-layout-b", move: ["a"], announced: "E3" },
            ]
        }
        function test_lessonFromShowMe(data) {
            game.player.speed = StepPlayer.Instant
            ViewOptions.ruleNumbers = true // a teacher's: the narration names the rule
            rulesPage.openFor(data.variant)
            tryVerify(() => rulesPage.opened)
            tryVerify(() => findChild(rulesPage.contentItem, "rule-" + data.rule) !== null, 2000,
                      "no rule block " + data.rule)
            const rule = findChild(rulesPage.contentItem, "rule-" + data.rule)
            waitForItemPolished(rulesPage.contentItem)
            mouseClick(findChild(rule, "showMe"))
            tryVerify(() => !rulesPage.visible)
            verify(lesson.active)
            compare(lesson.lessonId, data.lesson)
            compare(game.ruleSet.variant, data.variant)
            verify(game.player.stepping)
            compare(findChild(lessonPanel, "lessonTitle").text, lesson.title)
            verify(findChild(lessonPanel, "lessonExplanation").text.length > 40)
            compare(lesson.state, LessonSession.Waiting)
            for (const name of data.move)
                mouseClick(pit(game.holeByName(name)))
            compare(lesson.state, LessonSession.Done)
            compare(game.player.stepIndex, 0)
            // Step through until the announced rule is told.
            let seen = false
            for (let k = 0; k < game.player.stepCount && !seen; ++k) {
                keyClick(Qt.Key_Right)
                seen = findChild(teach, "narration").text.indexOf(data.announced) >= 0
            }
            verify(seen, "the narration never names " + data.announced)
            verify(findChild(teach, "ruleBadge").visible)
        }

        // A wrong move is explained and taken back; after two, the hole is named and marked.
        function test_lessonWrongMove() {
            game.player.speed = StepPlayer.Instant
            verify(lesson.openFor("kalah", "K4"))
            compare(lesson.lessonId, "kalah-capture")
            game.player.stepping = true
            const start = game.positionSeeds()
            const wrong = game.legalHoles.find(h => h !== game.holeByName("a"))
            mouseClick(pit(wrong))
            compare(lesson.state, LessonSession.Wrong)
            tryCompare(game.history, "ply", 0)
            compare(game.positionSeeds(), start)
            verify(lesson.feedback.indexOf("K4") < 0, lesson.feedback)
            compare(findChild(lessonPanel, "lessonFeedback").text, lesson.feedback)
            compare(findChild(lessonPanel, "lessonHeading").text, "Lesson")
            // The teacher's rule numbers: on the card's heading and in its feedback.
            ViewOptions.ruleNumbers = true
            verify(lesson.feedback.indexOf("K4") >= 0, lesson.feedback)
            compare(findChild(lessonPanel, "lessonHeading").text, "Lesson · K4")
            ViewOptions.ruleNumbers = false
            compare(lesson.hintHole, -1)
            mouseClick(pit(wrong))
            tryCompare(game.history, "ply", 0)
            compare(lesson.hintHole, game.holeByName("a"))
            verify(findChild(marks, "taught-" + game.holeByName("a")) !== null)
            mouseClick(pit(game.holeByName("a")))
            compare(lesson.state, LessonSession.Done)
            compare(game.history.ply, 1)
            // Try again sets the position up again; Next lesson goes on.
            mouseClick(findChild(lessonPanel, "tryAgain"))
            compare(game.history.ply, 0)
            compare(game.positionSeeds(), start)
            compare(lesson.state, LessonSession.Waiting)
            mouseClick(findChild(lessonPanel, "nextLesson"))
            compare(lesson.lessonId, "kalah-game-end")
        }

        /// The rules page shows the rule ids (Q7, G2) beside the rules and
        /// the notes only when a teacher turned the rule numbers on; the
        /// page followed the menu in nothing and always showed them.
        function test_rulesPageFollowsTheRuleNumbers() {
            ViewOptions.ruleNumbers = false
            rulesPage.openFor("qelat")
            tryVerify(() => rulesPage.opened)
            tryVerify(() => findChild(rulesPage.contentItem, "rule-Q7") !== null, 2000, "no rule block Q7")
            // The label that shows a block's rule id.
            const idLabel = (item, id) => {
                if (item.text === id)
                    return item
                for (let i = 0; i < item.children.length; ++i) {
                    const found = idLabel(item.children[i], id)
                    if (found)
                        return found
                }
                return null
            }
            const ids = () => ["Q1", "Q7"].map(id => idLabel(findChild(rulesPage.contentItem, "rule-" + id), id))
            try {
                for (const label of ids())
                    verify(!label.visible, "a rule id shows with the rule numbers off: " + label.text)
                const link = findChild(findChild(rulesPage.contentItem, "rule-Q7"), "showMe")
                compare(link.Accessible.name, link.text)
                ViewOptions.ruleNumbers = true
                compare(ids().map(label => label.visible ? label.text : ""), ["Q1", "Q7"])
                compare(link.Accessible.name, "Show me rule Q7")
                ViewOptions.ruleNumbers = false
                for (const label of ids())
                    verify(!label.visible, "the rule id stays after the rule numbers went off: " + label.text)
            } finally {
                ViewOptions.ruleNumbers = false
                rulesPage.close()
                tryVerify(() => !rulesPage.visible)
            }
        }

        function test_lessonsMenuAndLargePrint() {
            const keep = ViewOptions.largePrint
            game.newGame("qelat")
            // Help, Lessons, then the lesson.
            menu.show("help/lessons")
            const popup = menu.helpMenu.itemAt(1).subMenu
            tryVerify(() => popup.opened)
            const item = findChild(popup.contentItem, "lesson-qelat-walda")
            verify(item !== null)
            // The lesson's name first (not a list of ids first); its rule ids
            // beside it only when a teacher turned the rule numbers on.
            verify(!/^[A-Z]+\d/.test(item.text), item.text)
            compare(item.shortcut, "")
            ViewOptions.ruleNumbers = true
            verify(/^Q\d/.test(item.shortcut), item.shortcut)
            ViewOptions.ruleNumbers = false
            waitForItemPolished(popup.contentItem)
            mouseClick(item)
            compare(lesson.lessonId, "qelat-walda")
            verify(game.player.stepping)
            tryVerify(() => !menu.helpMenu.visible)
            const before = findChild(teach, "narration").font.pixelSize
            menu.show("view")
            tryVerify(() => menu.viewMenu.opened)
            const largePrint = findChild(menu.viewMenu.contentItem, "largePrint")
            waitForItemPolished(menu.viewMenu.contentItem)
            mouseClick(largePrint)
            compare(ViewOptions.largePrint, !keep)
            verify(findChild(teach, "narration").font.pixelSize !== before)
            ViewOptions.largePrint = keep
            // Help ▸ Show rule numbers turns them on for the lesson card.
            menu.show("help")
            tryVerify(() => menu.helpMenu.opened)
            const numbers = findChild(menu.helpMenu.contentItem, "ruleNumbers")
            waitForItemPolished(menu.helpMenu.contentItem)
            compare(numbers.selected, false)
            mouseClick(numbers)
            compare(ViewOptions.ruleNumbers, true)
            compare(findChild(lessonPanel, "lessonHeading").text, "Lesson · Q5")
        }
    }
}
