// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// What a screen reader hears: every hole's name against the game, the board
// naming the hole under the keyboard focus, the alert that tells moves and
// turns, and the contrast of the theme's text colours.
Item {
    id: root
    width: 1000
    height: 640

    GameController {
        id: game
    }
    Board {
        id: board
        width: parent.width
        height: 520
        controller: game
    }
    DecisionBar {
        id: bar
        y: 540
        width: parent.width
        controller: game
    }

    TestCase {
        id: test
        name: "Accessibility"
        when: windowShown

        function pit(hole: int): Item {
            const item = findChild(board, "pit-" + game.holeName(hole))
            verify(item !== null, "no pit item for hole " + hole)
            return item
        }

        /// The English text a screen reader should say for a hole, built from the game alone.
        function expectedName(hole: int): string {
            const n = game.seedsIn(hole)
            const side = hole < game.ruleSet.houses ? "South" : "North"
            const text = game.holeName(hole) + ", " + side + "'s hole, " + n + (n === 1 ? " seed" : " seeds")
            return game.legalHoles.indexOf(hole) >= 0 ? text + ", legal" : text
        }

        function checkAllPits(context: string) {
            for (let h = 0; h < 2 * game.ruleSet.houses; ++h) {
                const item = pit(h)
                compare(item.Accessible.role, Accessible.Button, context + ": role of " + game.holeName(h))
                compare(item.Accessible.name, expectedName(h), context + ": hole " + game.holeName(h))
            }
        }

        function init() {
            game.player.speed = StepPlayer.Instant
            game.newGame("kalah")
            board.focusHole = -1
        }

        function cleanup() {
            Translations.language = "en"
        }

        function test_pitNamesFollowTheGame() {
            // Kalah start: every house 4 seeds, South to move, all six of South's legal.
            checkAllPits("start")
            compare(pit(2).Accessible.name, "c, South's hole, 4 seeds, legal")
            compare(pit(8).Accessible.name, "C, North's hole, 4 seeds")
            // K2, K3: c's 4 seeds go to d, e, f and the store: South moves again, c is empty.
            verify(game.playHole(2))
            tryCompare(game, "busy", false, 5000)
            compare(pit(2).Accessible.name, "c, South's hole, 0 seeds")
            compare(pit(3).Accessible.name, "d, South's hole, 5 seeds, legal")
            checkAllPits("after c")
            // K2: f (5 seeds now) sows the store and A, B, C, D: North to move.
            verify(game.playHole(5))
            tryCompare(game, "busy", false, 5000)
            checkAllPits("after f")
            compare(pit(6).Accessible.name, "A, North's hole, 5 seeds, legal")
        }

        function test_oneSeedIsSingular() {
            // K1 with one seed a house: "1 seed" comes from the English numerus forms.
            compare(game.newGame("kalah", { seeds: "1" }), "")
            compare(pit(0).Accessible.name, "a, South's hole, 1 seed, legal")
            compare(pit(11).Accessible.name, "F, North's hole, 1 seed")
            checkAllPits("one seed")
        }

        function test_boardNamesTheFocusedHole() {
            board.forceActiveFocus()
            compare(board.Accessible.name, "Board")
            keyClick(Qt.Key_Right)
            verify(board.focusHole >= 0)
            compare(board.Accessible.name, expectedName(board.focusHole))
            keyClick(Qt.Key_Right)
            compare(board.Accessible.name, expectedName(board.focusHole))
        }

        function test_alertTellsMovesAndTurns() {
            const live = findChild(bar, "liveRegion")
            verify(live !== null)
            compare(live.Accessible.role, Accessible.AlertMessage)
            compare(live.Accessible.name, "South to move")
            verify(game.playHole(2))
            tryCompare(game, "busy", false, 5000)
            // K3: the last seed in South's store: the extra turn is told, then whose move it is.
            compare(live.Accessible.name, "South to move South moves again.")
            verify(game.playHole(5))
            tryCompare(game, "busy", false, 5000)
            verify(live.Accessible.name.startsWith("North to move"), live.Accessible.name)
            // A refused click is told too.
            verify(!game.playHole(5))
            verify(live.Accessible.name.indexOf("You may only sow from your own houses.") > 0, live.Accessible.name)
        }

        function test_notificationSaysEachNewLine() {
            // Orca speaks a notification as it shows: each line where a move stops shows it anew.
            const said = findChild(bar, "announcement")
            verify(said !== null)
            compare(said.Accessible.role, Accessible.Notification)
            tryCompare(said.Accessible, "name", "South to move")
            const shown = []
            const record = () => { if (said.visible) shown.push(said.Accessible.name) }
            said.visibleChanged.connect(record)
            // K3: c ends in the store: the result is said once the move stops.
            verify(game.playHole(2))
            tryCompare(game, "busy", false, 5000)
            tryVerify(() => shown.length === 1, 2000)
            compare(shown[0], "South to move South moves again.")
            // A refusal is said, and said again when the same hole is pressed again (the same line).
            verify(!game.playHole(8))
            tryVerify(() => shown.length === 2, 2000)
            verify(shown[1].indexOf("You may only sow from your own houses.") > 0, shown[1])
            verify(!game.playHole(8))
            tryVerify(() => shown.length === 3, 2000)
            compare(shown[2], shown[1])
            // f (5 seeds now) ends on North's side: North's turn.
            verify(game.playHole(5))
            tryCompare(game, "busy", false, 5000)
            tryVerify(() => shown.length === 4, 2000)
            compare(shown[3], "North to move")
            said.visibleChanged.disconnect(record)
        }

        function test_languageSwitchRetranslates() {
            // The live QML follows a language change (the test program's own settings keep it).
            Translations.language = "de"
            compare(Translations.language, "de")
            compare(pit(2).Accessible.name, "c, Mulde von Süd, 4 Samen, spielbar")
            // The players' names are the game's own (South's kept as set); the sentence is German.
            compare(findChild(bar, "liveRegion").Accessible.name, game.players.southName + " ist am Zug")
            Translations.language = "en"
            compare(pit(2).Accessible.name, "c, South's hole, 4 seeds, legal")
        }

        function luminance(c: color): real {
            const f = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
            return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b)
        }
        function contrast(a: color, b: color): real {
            const la = luminance(a)
            const lb = luminance(b)
            return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
        }

        function test_highContrast_data() {
            return [{ tag: "over light", dark: false }, { tag: "over dark", dark: true }]
        }
        function test_highContrast(data) {
            const was = [Theme.dark, Theme.highContrast]
            Theme.dark = data.dark
            Theme.highContrast = true
            const need = (fg, bg, ratio, what) => {
                const c = contrast(fg, bg)
                verify(c >= ratio, what + ": " + c.toFixed(2) + " < " + ratio)
            }
            // WCAG AAA: 7:1 for every text, on every surface it is drawn on.
            for (const fg of ["text", "mutedText", "accent", "south", "north", "disabledText"])
                for (const bg of ["window", "panel", "buttonFace", "hover"])
                    need(Theme[fg], Theme[bg], 7, fg + " on " + bg)
            need(Theme.accentText, Theme.accent, 7, "accentText on accent")
            for (const bg of ["south", "north", "jenBadge"])
                need(Theme.onSide, Theme[bg], 7, "onSide on " + bg)
            // The board is plain: the wood is covered entirely; its labels are text.
            compare(Theme.woodTint, 1.0)
            need(Theme.label, Theme.boardCover, 7, "label on the board")
            // 3:1 for what is not text: holes against the board, seeds in
            // holes, marks (badges and rings) against the board and the holes.
            need(Theme.holeBorder, Theme.boardCover, 3, "a hole's outline on the board")
            need(Theme.holeBorder, Theme.holeDeep, 3, "a hole's outline round its hollow")
            need(Qt.darker(Theme.holeRim, 1.25), Theme.holeDeep, 1, "the hollow is plain")
            for (const seed of Theme.seedColors)
                need(Qt.lighter(seed, 1.0), Theme.holeDeep, 3, "seed " + seed + " in a hole")
            for (const mark of ["south", "north", "jenBadge", "accent"]) {
                need(Theme[mark], Theme.boardCover, 3, mark + " mark on the board")
                need(Theme[mark], Theme.holeDeep, 3, mark + " mark on a hole")
            }
            Theme.dark = was[0]
            Theme.highContrast = was[1]
        }

        function test_textContrast_data() {
            return [{ tag: "light", dark: false }, { tag: "dark", dark: true }]
        }
        function test_textContrast(data) {
            const was = Theme.dark
            Theme.dark = data.dark
            // WCAG AA for normal text: 4.5:1.
            for (const fg of ["text", "mutedText", "accent", "south", "north"])
                for (const bg of ["window", "panel"])
                    verify(contrast(Theme[fg], Theme[bg]) >= 4.5,
                           fg + " on " + bg + ": " + contrast(Theme[fg], Theme[bg]).toFixed(2))
            for (const bg of ["south", "north", "jenBadge"])
                verify(contrast(Theme.onSide, Theme[bg]) >= 4.5,
                       "onSide on " + bg + ": " + contrast(Theme.onSide, Theme[bg]).toFixed(2))
            Theme.dark = was
        }
    }
}
