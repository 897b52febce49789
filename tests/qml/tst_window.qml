// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The game window (Main.qml) played to the end with the keyboard alone and
// with touch alone, for every rule set: holes, directions, take or leave,
// passes, the race screen, round summaries and game over. The counts the
// board shows are checked against the game after every decision.
Item {
    id: root
    width: 200
    height: 100

    /// A game the test writes as the autosave before the window opens.
    GameController {
        id: scratch
    }
    RecordDocument {
        id: scratchDocument
        controller: scratch
    }
    AutosaveStore {
        id: scratchStore
        document: scratchDocument
    }
    RecordImportExport {
        id: scratchFiles
        document: scratchDocument
    }
    GameController {
        id: other
    }

    TestCase {
        id: test
        name: "Window"
        when: windowShown

        property var window: null
        property var game: null
        /// What the games met, per kind of decision.
        property var seen: ({})

        function autosaveUrl(): url {
            // The window's autosave store saves there too (MANCALA_AUTOSAVE of the test).
            return "file://" + scratchStore.autosavePath
        }

        function openWindow() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1280, height: 800 })
            verify(window !== null)
            game = window.controller
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            waitForRendering(window.contentItem)
        }
        function closeWindow() {
            if (window) {
                window.close()
                window.destroy()
                window = null
                wait(50)
            }
        }

        function initTestCase() {
            // A first start: the saved game has no decision yet, the picker opens on Kalah.
            scratch.newGame("kalah", {})
            verify(scratchFiles.saveFile(autosaveUrl()))
            openWindow()
        }
        function cleanupTestCase() {
            closeWindow()
        }

        function item(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function focused(): Item {
            return window.activeFocusItem
        }
        /// Lets the focus settle (it moves with Qt.callLater after a decision).
        function settle() {
            wait(1)
            wait(1)
        }

        /// The counts written beside every hole and the stores are the game's.
        function checkCounts(context: string) {
            const seeds = game.positionSeeds()
            for (let h = 0; h < seeds.length; ++h) {
                const pit = item("pit-" + game.holeName(h))
                compare(pit.seeds, seeds[h], context + ": hole " + game.holeName(h))
                compare(findChild(pit, "count").text, String(seeds[h]), context + ": count of " + game.holeName(h))
            }
            if (game.ruleSet.variant === "kalah") {
                compare(game.player.storeSouth, game.scoreSouth, context + ": South's store")
                compare(game.player.storeNorth, game.scoreNorth, context + ": North's store")
            }
        }

        function tap(target: Item) {
            verify(target.visible, "tapping a hidden " + target.objectName)
            const t = touchEvent(target)
            t.press(0, target, target.width / 2, target.height / 2)
            t.commit()
            t.release(0, target, target.width / 2, target.height / 2)
            t.commit()
        }
        function note(kind: string) {
            seen[kind] = (seen[kind] ?? 0) + 1
        }

        /// Keyboard: the board has the focus on a playable hole; walk to `hole`
        /// with the arrows (or type its name) and press Return.
        function keyHole(hole: int, typeName: bool) {
            const board = focused()
            verify(board && board.focusHole !== undefined, "the board has not the focus: " + board)
            if (typeName) {
                const name = game.holeName(hole)
                keyClick(name, name === name.toUpperCase() ? Qt.ShiftModifier : Qt.NoModifier)
                return
            }
            for (let k = 0; k < 2 * game.ruleSet.houses && board.focusHole !== hole; ++k)
                keyClick(Qt.Key_Right)
            compare(board.focusHole, hole)
            keyClick(Qt.Key_Return)
        }
        /// Keyboard: the focused button is `first`; Tab `tabs` times and press Return.
        function keyButton(first: string, tabs: int, expected: string) {
            tryVerify(() => focused() && focused().objectName === first, 2000,
                      "focus on " + (focused() ? focused().objectName : "nothing") + ", not " + first)
            verify(focused().visualFocus, "the focus is not shown on " + first)
            for (let k = 0; k < tabs; ++k)
                keyClick(Qt.Key_Tab)
            compare(focused().objectName, expected)
            keyClick(Qt.Key_Return)
        }

        /// Takes one decision as a player; false when there is none left.
        /// Which playable hole a turn picks: the last one first, then a walk through them.
        property int shift: 1

        function decide(useTouch: bool, turn: int): bool {
            settle()
            const before = game.history.ply
            if (game.raceHandover.shown) {
                note("race")
                if (useTouch)
                    tap(item("showBoard"))
                else
                    keyButton("showBoard", 0, "showBoard")
                verify(!game.raceHandover.shown)
                settle()
            }
            if (game.roundReport.shown && !game.over) {
                note("round")
                if (useTouch)
                    tap(item("nextRound"))
                else
                    keyButton("nextRound", 0, "nextRound")
                tryVerify(() => !game.roundReport.shown)
                return true
            }
            const legal = game.legalHoles
            if (game.decision.canSwap && !seen.swap) {
                // K9: North takes over South's position: Tab from the board to the button.
                note("swap")
                if (useTouch) {
                    tap(item("swap"))
                } else {
                    for (let k = 0; k < 20 && focused().objectName !== "swap"; ++k)
                        keyClick(Qt.Key_Tab)
                    compare(focused().objectName, "swap")
                    verify(focused().visualFocus)
                    keyClick(Qt.Key_Return)
                }
            } else if (legal.length > 0) {
                const hole = legal[(turn * 3 + shift * (legal.length - 1)) % legal.length]
                if (useTouch)
                    tap(item("pit-" + game.holeName(hole)))
                else
                    keyHole(hole, turn % 3 === 2)
            } else if (game.decision.pending === GameController.Direction) {
                note("direction")
                const cw = turn % 2 === 0
                if (useTouch)
                    tap(item(cw ? "clockwise" : "counterClockwise"))
                else
                    keyButton("counterClockwise", cw ? 1 : 0, cw ? "clockwise" : "counterClockwise")
            } else if (game.decision.pending === GameController.TakeOrLeave) {
                const take = turn % 2 === 0
                note(take ? "take" : "leave")
                if (useTouch)
                    tap(item(take ? "take" : "leave"))
                else
                    keyButton("take", take ? 0 : 1, take ? "take" : "leave")
            } else if (game.decision.canPass) {
                note("pass")
                if (useTouch)
                    tap(item("pass"))
                else
                    keyButton("pass", 0, "pass")
            } else {
                return false
            }
            compare(game.history.ply, before + 1, "the decision was not taken: " + game.message)
            return true
        }

        function playToTheEnd(data) {
            seen = {}
            shift = data.shift ?? 1
            let turn = 0
            while (!game.over && turn < 600) {
                if (!decide(data.touch, turn))
                    break
                ++turn
                checkCounts(data.tag + ", decision " + turn)
            }
            verify(game.over, "the game did not end in " + turn + " decisions")
            for (const kind of data.expect ?? [])
                verify(seen[kind] > 0, "no " + kind + " in the game: " + JSON.stringify(seen))
        }

        function test_0_pickerStartsWithTheKeyboard() {
            const picker = item("variantPicker")
            tryVerify(() => picker.opened, 3000, "the picker does not open on a first start")
            wait(100)
            // The keyboard is the picker's: a hole's letter or Return plays nothing on the board behind it.
            verify(!item("board").activeFocus, "the board behind the picker has the keyboard")
            keyClick(Qt.Key_A)
            keyClick(Qt.Key_Return)
            compare(game.history.ply, 0, "a key reached the board behind the picker")
            verify(picker.visible)
            keyClick(Qt.Key_Return, Qt.ControlModifier)
            tryVerify(() => !picker.visible)
            compare(game.ruleSet.variant, "kalah")
            compare(game.history.ply, 0)
            // A new player is offered the computer as North (3 · Casual); South is the person.
            compare(game.players.southLevel, 0)
            compare(game.players.northLevel, 3)
            settle()
            compare(focused().focusHole, 0)
            // The games below are two people's.
            game.setLevel(1, 0)
        }

        function test_games_data() {
            return [
                { tag: "kalah-keys", variant: "kalah", touch: false, rules: { layout: "custom:2,2,2/2,2,2" } },
                { tag: "kalah-touch", variant: "kalah", touch: true, rules: { layout: "custom:3,1,2/1,3,2" } },
                { tag: "K9-kalah-keys", variant: "kalah", touch: false, expect: ["swap"], rules: { layout: "custom:2,2,2/2,2,2", pie: "on" } },
                { tag: "K9-kalah-touch", variant: "kalah", touch: true, expect: ["swap"], rules: { layout: "custom:2,2,2/2,2,2", pie: "on" } },
                { tag: "qelat-keys", variant: "qelat", touch: false, rules: { layout: "custom:2,3,1,2/2,1,3,2", "quiet-limit": "15" } },
                { tag: "qelat-touch", variant: "qelat", touch: true, rules: { layout: "custom:1,3,2,2/2,2,3,1", "quiet-limit": "15" } },
                { tag: "M-qelat-keren-keys", variant: "qelat-keren", touch: false, shift: 0, expect: ["round"], rules: { layout: "custom:2,1,1,2/2,1,1,2", "quiet-limit": "8" } },
                { tag: "M-qelat-keren-touch", variant: "qelat-keren", touch: true, shift: 0, expect: ["round"], rules: { layout: "custom:2,1,1,2/2,1,1,2", "quiet-limit": "8" } },
                { tag: "W2-W4-mewelad-keys", variant: "mewelad", touch: false, expect: ["race", "take", "leave", "round"],
                  rules: { layout: "custom:2,1,2,3/3,2,1,2", "quiet-limit": "15", "claimed-captures": "on" } },
                { tag: "W2-W4-mewelad-touch", variant: "mewelad", touch: true, expect: ["race", "take", "leave", "round"],
                  rules: { layout: "custom:2,1,2,3/3,2,1,2", "quiet-limit": "15", "claimed-captures": "on" } },
                { tag: "E2-enkeshui-keys", variant: "enkeshui", touch: false, expect: ["race"],
                  rules: { layout: "custom:3,2,0,1/1,0,2,3", "quiet-limit": "15" } },
                { tag: "E2-enkeshui-touch", variant: "enkeshui", touch: true, expect: ["race"],
                  rules: { layout: "custom:3,2,0,1/1,0,2,3", "quiet-limit": "15" } },
                { tag: "E7-enkeshui-keys", variant: "enkeshui", touch: false,
                  expect: ["direction"],
                  rules: { layout: "custom:1,1,1,1/0,1,0,6", "quiet-limit": "15", race: "off" } },
                { tag: "E7-enkeshui-touch", variant: "enkeshui", touch: true,
                  expect: ["direction"],
                  rules: { layout: "custom:1,1,1,1/0,1,0,6", "quiet-limit": "15", race: "off" } },
            ]
        }

        function test_games(data) {
            compare(game.newGame(data.variant, data.rules), "")
            game.player.speed = StepPlayer.Instant
            settle()
            checkCounts(data.tag + ", start")
            playToTheEnd(data)
            // Game over: the panel has the focus on "Play again"; a new game of the same rules starts.
            settle()
            const again = item("playAgain")
            tryVerify(() => again.visible)
            if (data.touch) {
                tap(again)
            } else {
                keyButton("playAgain", 0, "playAgain")
            }
            compare(game.history.ply, 0)
            compare(game.ruleSet.variant, data.variant)
            verify(!game.over)
        }

        function test_specialMoveWithTheKeyboard() {
            // E8: South empties a (3) and b (1) and puts their 4 seeds in c: a b c d = 0 0 5 1.
            compare(game.newGame("enkeshui", { layout: "custom:1,1,1,1/3,1,1,1", "special-move": "on", race: "off" }), "")
            game.player.speed = StepPlayer.Instant
            settle()
            verify(game.decision.canDistribute)
            for (let k = 0; k < 20 && focused().objectName !== "specialMove"; ++k)
                keyClick(Qt.Key_Tab)
            compare(focused().objectName, "specialMove")
            keyClick(Qt.Key_Return)
            tryVerify(() => focused() && focused().objectName === "distributeKeys", 3000)
            for (let k = 0; k < 3; ++k)
                keyClick(Qt.Key_Minus)     // a: 3 -> 0
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Down)          // b: 1 -> 0
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Up)
            for (let k = 0; k < 3; ++k)
                keyClick(Qt.Key_Plus)      // c: 1 -> 5
            keyClick(Qt.Key_Plus)          // nothing left to place: refused
            const cell = findChild(focused(), "distribute-2")
            verify(cell !== null)
            compare(findChild(cell, "count").text, "5")
            keyClick(Qt.Key_Return)
            tryCompare(game.history, "ply", 1)
            compare(game.positionSeeds().slice(0, 4), [0, 0, 5, 1])
            checkCounts("after the special move")
        }

        function test_z_settingsAndLastGameKept() {
            verify(AppSettings.persistent)
            compare(game.newGame("kalah", {}), "")
            game.player.speed = StepPlayer.Fast
            game.players.southName = "Amira"
            Theme.dark = true
            compare(AppSettings.dark, true)
            // Another game restored from the settings takes the speed and the names.
            AppSettings.restore(other, null)
            compare(other.player.speed, StepPlayer.Fast)
            compare(other.players.southName, "Amira")
            game.player.speed = StepPlayer.Instant
            verify(game.playHole(2))
            verify(game.playHole(5))
            // The next start opens on this game, not on the picker, in the dark theme.
            Theme.dark = false
            AppSettings.dark = true
            closeWindow()
            openWindow()
            tryCompare(game.history, "plyCount", 2)
            const picker = item("variantPicker")
            tryVerify(() => !picker.visible)
            compare(Theme.dark, true)
            compare(game.players.southName, "Amira")
            Theme.dark = false
            game.players.southName = ""
        }
    }
}
