// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The board on a projector: in large print its counts and hole letters are
// as large as the window's text (they were 14 px beside 36 px sentences),
// the board keeps its size, and nothing of it is cut: the letters stay on
// the board, between the player cards (they were cut in half at 800x500),
// the counts inside the wood's frame and outside the rings around a hole
// (a hint's ring hid the count), the status line in the window; the marks'
// badges of the two rows apart, and every badge (a walda's, a bull's, a
// tally's name) clear of the rings a hint or a lesson draws and of the counts;
// the board as large where holes carry marks as in Kalah (the groove for the
// badges took a sixth of it at 800x500), a store's name whole at its size;
// a hint's value clear of every badge.
Item {
    id: root
    width: 200
    height: 100

    // The rings a lesson draws around the holes and stores its sentence names.
    Component {
        id: ringsComponent
        TeachingMarks {}
    }
    // A hint's ring and value on a hole the test names, as the window draws them.
    Component {
        id: hintComponent
        HintMark {
            hint: HintFinder {}
        }
    }

    TestCase {
        name: "BoardPrint"
        when: windowShown

        property var window: null

        function initTestCase() {
            ViewOptions.largePrint = false
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1024, height: 768 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            const picker = findChild(window.contentItem, "variantPicker") ?? findChild(window.overlay, "variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
        }
        function cleanupTestCase() {
            ViewOptions.largePrint = false
            window.close()
            window.destroy()
        }

        function item(top: Item, name: string): Item {
            const found = findChild(top, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function box(item: Item): rect {
            const p = item.mapToItem(null, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        /// `inner` lies inside `outer`, to half a pixel.
        function inside(inner: rect, outer: rect): bool {
            return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
                    && inner.x + inner.width <= outer.x + outer.width + 0.5
                    && inner.y + inner.height <= outer.y + outer.height + 0.5
        }
        /// `a` and `b` share more than half a pixel.
        function overlap(a: rect, b: rect): bool {
            return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
                    && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
        }
        function show(variant: string, width: int, height: int, large: bool) {
            window.width = width
            window.height = height
            ViewOptions.largePrint = large
            compare(window.controller.newGame(variant, {}), "")
            if (window.controller.raceHandover.shown)
                window.controller.raceHandover.acknowledge()
            wait(20)
            waitForRendering(window.contentItem)
        }

        function test_boardPrint_data() {
            const rows = []
            for (const variant of ["enkeshui", "qelat", "kalah"])
                for (const size of [[1024, 768], [1180, 740], [800, 500], [1600, 900]])
                    for (const language of ["en", "ti"])
                        rows.push({ tag: variant + "-" + size[0] + "x" + size[1] + "-" + language, variant: variant,
                                    width: size[0], height: size[1], language: language })
            return rows
        }
        function test_boardPrint(data) {
            Translations.language = data.language
            try {
                boardPrint(data)
            } finally {
                Translations.language = "en"
                ViewOptions.largePrint = false
            }
        }
        function boardPrint(data) {
            show(data.variant, data.width, data.height, false)
            const board = item(window.contentItem, "board")
            const normalUnit = board.unit
            const normalCount = item(item(board, "pit-a"), "count").font.pixelSize

            show(data.variant, data.width, data.height, true)
            const game = window.controller
            const windowText = Theme.px(15)   // a player's name on the cards, the move list
            // Where holes carry marks the groove holds two rows of badges, larger
            // in large print too (clear of the rings, test_badgesClearOfRingsAndCounts):
            // the board kept 0.79 of its size there at 800x500.
            verify(board.unit >= normalUnit * 0.85, "large print shrinks the board: " + normalUnit + " -> " + board.unit)
            for (let h = 0; h < 2 * game.ruleSet.houses; ++h) {
                const count = item(item(board, "pit-" + game.holeName(h)), "count")
                verify(count.font.pixelSize >= windowText - 0.5,
                       game.holeName(h) + "'s count is " + count.font.pixelSize + " px beside " + windowText + " px text")
            }
            const wood = item(board, "wood")
            // The counts on the wood, clear of its edge.
            const edge = board.unit * 0.02
            const frame = box(wood)
            const inner = Qt.rect(frame.x + edge, frame.y + edge, frame.width - 2 * edge, frame.height - 2 * edge)
            const ring = box(item(window.contentItem, "hintRing"))   // around a, where a hint for a is drawn
            for (let h = 0; h < 2 * game.ruleSet.houses; ++h) {
                const name = game.holeName(h)
                const count = item(item(board, "pit-" + name), "count")
                verify(count.font.pixelSize >= normalCount * 1.3, "the count does not grow: " + normalCount + " -> " + count.font.pixelSize)
                verify(inside(box(count), inner), name + "'s count straddles the wood's edge: " + JSON.stringify(box(count)) + " " + JSON.stringify(inner))
                const letter = item(board, "holeName-" + name)
                verify(letter.font.pixelSize >= windowText - 0.5, "the letter " + name + " is " + letter.font.pixelSize + " px")
                verify(inside(box(letter), box(board)), "the letter " + name + " leaves the board (cut by a card): "
                       + JSON.stringify(box(letter)) + " " + JSON.stringify(box(board)))
            }
            verify(!overlap(ring, box(item(item(board, "pit-a"), "count"))), "the hint's ring covers a's count")
            const bar = box(item(window.contentItem, "decisionBar"))
            verify(bar.y + bar.height <= window.height + 0.5, "the status line is cut: " + JSON.stringify(bar))
            ViewOptions.largePrint = false
        }

        /// The column beside the board never runs past the window: with a
        /// hint's sentence and the line of the database being built, in large
        /// print at 800x500, it was taller than the window and the grid cut
        /// the status line under the board by 16 to 40 px. The column's
        /// panels give up room (they scroll), the move list keeps a few lines.
        function test_sideColumnInWindow_data() {
            const rows = []
            for (const variant of ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"])
                for (const size of [[800, 500], [1280, 800]])
                    for (const language of ["en", "ti"])
                        rows.push({ tag: variant + "-" + size[0] + "x" + size[1] + "-" + language,
                                    variant: variant, width: size[0], height: size[1], language: language })
            return rows
        }
        function test_sideColumnInWindow(data) {
            Translations.language = data.language
            const hintText = item(window.contentItem, "hintText")
            const line = item(window.contentItem, "databaseProgress")
            const lineText = item(window.contentItem, "databaseProgressText")
            const lineBar = item(window.contentItem, "databaseProgressBar")
            try {
                show(data.variant, data.width, data.height, true)
                // As with a hint shown (in words, the longer sentence) while the database is built.
                hintText.text = qsTranslate("mancala::app::HintFinder", "Hint: %1. With best play on both sides you end %2.")
                                .arg("c").arg("about 12 seeds ahead (exact)")
                lineText.text = qsTranslate("mancala::app::EndgameBuilder", "Preparing perfect play: endgame database %1% built").arg(40)
                line.visible = true
                lineBar.visible = true
                wait(20)
                waitForRendering(window.contentItem)
                const shown = Qt.rect(0, 0, window.width, window.height)
                const bar = box(item(window.contentItem, "decisionBar"))
                verify(inside(bar, shown), "the status line leaves the window: " + JSON.stringify(bar))
                const side = item(window.contentItem, "sideColumn")
                verify(inside(box(side), shown), "the side column leaves the window: " + JSON.stringify(box(side)))
                for (const name of ["sidePanels", "moveList"])
                    verify(inside(box(item(window.contentItem, name)), shown), name + " leaves the window: "
                           + JSON.stringify(box(item(window.contentItem, name))))
                verify(item(window.contentItem, "moveList").height >= 99, "the move list has no room")
                // What the panels' view cannot show scrolls into sight.
                const panels = item(window.contentItem, "sidePanels")
                verify(panels.contentHeight <= panels.height + 0.5 || panels.interactive, "the panels are cut and do not scroll")
                // A button reached by the keyboard in a scrolled view comes into sight.
                if (panels.interactive) {
                    panels.contentY = panels.contentHeight - panels.height
                    const button = item(window.contentItem, "hintButton")
                    button.forceActiveFocus(Qt.TabFocusReason)
                    waitForRendering(window.contentItem)
                    verify(inside(box(button), box(panels)), "the button with the keyboard is out of sight: "
                           + JSON.stringify(box(button)) + " " + JSON.stringify(box(panels)))
                }
            } finally {
                item(window.contentItem, "board").takeFocus()
                hintText.text = ""
                lineBar.visible = false
                line.visible = false
                Translations.language = "en"
                ViewOptions.largePrint = false
            }
        }

        /// A store's name and the band in its owner's colour stay apart: the
        /// band lay over the top of South's name, over a third of it in
        /// Tigrinya, whose syllables stand taller.
        function test_storeNameClearOfItsBand_data() {
            const rows = []
            for (const variant of ["kalah", "qelat", "enkeshui"])
                for (const size of [[1024, 768], [1600, 900], [800, 500]])
                    for (const language of ["en", "ti", "fr"])
                        for (const large of [false, true])
                            rows.push({ tag: variant + "-" + size[0] + "x" + size[1] + "-" + language + (large ? "-large" : ""),
                                        variant: variant, width: size[0], height: size[1], language: language, large: large })
            return rows
        }
        function test_storeNameClearOfItsBand(data) {
            Translations.language = data.language
            try {
                show(data.variant, data.width, data.height, data.large)
                const board = item(window.contentItem, "board")
                for (const name of ["southStore", "northStore"]) {
                    const store = item(board, name)
                    const label = box(item(store, "storeLabel"))
                    const band = box(item(store, "storeBand"))
                    verify(!overlap(label, band), name + "'s name lies over its band: " + JSON.stringify(label) + " " + JSON.stringify(band))
                    verify(inside(band, box(item(store, "trough"))), name + "'s band leaves the trough")
                }
            } finally {
                Translations.language = "en"
                ViewOptions.largePrint = false
            }
        }

        /// The marks' badges (walda, bull) of the two holes of a column stay
        /// apart: they stacked in the groove between the rows.
        function test_badgesApart_data() {
            const rows = []
            for (const variant of ["enkeshui", "qelat"])
                for (const size of [[1024, 768], [1180, 740], [800, 500], [1600, 900]])
                    rows.push({ tag: variant + "-" + size[0] + "x" + size[1], variant: variant, width: size[0], height: size[1] })
            return rows
        }
        function test_badgesApart(data) {
            show(data.variant, data.width, data.height, true)
            const game = window.controller
            const board = item(window.contentItem, "board")
            for (let h = 0; h < game.ruleSet.houses; ++h) {
                const south = item(item(board, "pit-" + game.holeName(h)), "markBadge")
                const north = item(item(board, "pit-" + game.holeName(2 * game.ruleSet.houses - 1 - h)), "markBadge")
                verify(!overlap(box(south), box(north)), "the badges of " + game.holeName(h) + " and "
                       + game.holeName(2 * game.ruleSet.houses - 1 - h) + " overlap: " + JSON.stringify(box(south)) + " " + JSON.stringify(box(north)))
            }
            ViewOptions.largePrint = false
        }

        /// Rings and badges do not cover what they mark: a hole's mark badge
        /// (walda, bull, ekwarna) lies clear of every ring a hint or a lesson
        /// draws (they sat under them) and of every count; a tally's name
        /// clear of its store's ring and count.
        function test_badgesClearOfRingsAndCounts_data() {
            const rows = []
            for (const variant of ["qelat", "enkeshui", "qelat-keren"])
                for (const size of [[1280, 800], [800, 500]])
                    for (const large of [false, true])
                        for (const language of ["en", "fr"])   // French tallies' names take three lines
                            rows.push({ tag: variant + "-" + size[0] + "x" + size[1] + (large ? "-large" : "") + "-" + language,
                                        variant: variant, width: size[0], height: size[1], large: large, language: language })
            return rows
        }
        function test_badgesClearOfRingsAndCounts(data) {
            Translations.language = data.language
            try {
                badgesClearOfRingsAndCounts(data)
            } finally {
                Translations.language = "en"
                ViewOptions.largePrint = false
            }
        }
        function badgesClearOfRingsAndCounts(data) {
            show(data.variant, data.width, data.height, data.large)
            const game = window.controller
            const board = item(window.contentItem, "board")
            const holes = 2 * game.ruleSet.houses
            const places = []
            for (let h = 0; h < holes; ++h)
                places.push(h)
            if (game.ruleSet.hasTrays)
                places.push(100, 101)
            // North's waldas in a and b (Q6), side by side in South's row.
            if (data.variant === "qelat") {
                const records = item(window.contentItem, "recordActions")
                verify(records.importExport.loadPosition("4,4,4,4,4,4/4,4,4,4,4,4 0,0 awn,bwn - s play - 1 1 0 -"),
                       records.document.error)
                waitForRendering(window.contentItem)
                const a = item(item(board, "pit-a"), "markBadge")
                const b = item(item(board, "pit-b"), "markBadge")
                verify(a.visible && b.visible)
                verify(!overlap(box(a), box(b)), "the badges of a and b overlap: " + JSON.stringify(box(a)) + " " + JSON.stringify(box(b)))
            }
            const marks = ringsComponent.createObject(board, { board: board, places: places, width: board.width, height: board.height })
            verify(marks !== null)
            waitForRendering(window.contentItem)
            const rings = places.map(p => ({ place: p, box: box(item(marks, "taught-" + p)) }))
            rings.push({ place: "hint", box: box(item(window.contentItem, "hintRing")) })
            const counts = []
            for (let h = 0; h < holes; ++h)
                counts.push({ name: game.holeName(h), box: box(item(item(board, "pit-" + game.holeName(h)), "count")) })
            const badges = []
            for (let h = 0; h < holes; ++h)
                badges.push({ name: game.holeName(h) + "'s mark", box: box(item(item(board, "pit-" + game.holeName(h)), "markBadge")) })
            if (game.ruleSet.hasTrays) {
                for (const store of ["southStore", "northStore"]) {
                    badges.push({ name: store + "'s name", box: box(item(item(board, store), "storeLabel")) })
                    counts.push({ name: store, box: box(item(item(board, store), "storeCount")) })
                }
            }
            for (const badge of badges) {
                for (const ring of rings)
                    verify(!overlap(badge.box, ring.box), badge.name + " lies under the ring of " + ring.place + ": "
                           + JSON.stringify(badge.box) + " " + JSON.stringify(ring.box))
                for (const count of counts)
                    verify(!overlap(badge.box, count.box), badge.name + " covers the count of " + count.name + ": "
                           + JSON.stringify(badge.box) + " " + JSON.stringify(count.box))
            }
            marks.destroy()
            ViewOptions.largePrint = false
        }

        /// A store's name at the print's size on as many lines as it takes,
        /// never below 9 px (the smallest text the window writes), no word of
        /// it broken: Qt's fit shrank it onto one line, "réserve du joueur
        /// Sud" to 6 px on a large print board at 800x500.
        function test_storeNameWhole_data() {
            const rows = []
            for (const size of [[800, 500], [1280, 800]])
                for (const language of Translations.languages)
                    for (const large of [false, true])
                        rows.push({ tag: size[0] + "x" + size[1] + "-" + language + (large ? "-large" : ""),
                                    width: size[0], height: size[1], language: language, large: large })
            return rows
        }
        function test_storeNameWhole(data) {
            Translations.language = data.language
            try {
                // Enkeshui's tallies ("South's tally"; Qelat keeps no tally on the board).
                show("enkeshui", data.width, data.height, data.large)
                const board = item(window.contentItem, "board")
                for (const name of ["southStore", "northStore"]) {
                    const label = item(item(board, name), "storeLabel")
                    verify(label.visible)
                    verify(label.fontInfo.pixelSize >= 9, name + "'s name \"" + label.text + "\" is " + label.fontInfo.pixelSize + " px")
                    verify(!label.truncated, name + "'s name is cut: " + label.text)
                    metrics.font.family = label.font.family
                    metrics.font.bold = true
                    metrics.font.pixelSize = label.fontInfo.pixelSize
                    for (const word of label.text.split(/\s+/)) {
                        metrics.text = word
                        verify(metrics.advanceWidth <= label.width + 0.5, name + ": \"" + word + "\" is broken: "
                               + metrics.advanceWidth + " > " + label.width)
                    }
                }
            } finally {
                Translations.language = "en"
                ViewOptions.largePrint = false
            }
        }
        TextMetrics {
            id: metrics
        }

        /// A hint's value ("+3", "about 12 seeds ahead") never touches a
        /// badge on the holes: beside the ring in the groove it lay on the
        /// marks' badges there. Every hole of every rule set, the holes
        /// marked wherever the value could go but two columns, in the
        /// smallest window in large print and at 1280x800; the badges' words
        /// never below 9 px.
        function test_hintValueClearOfBadges_data() {
            const rows = []
            for (const variant of ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"])
                for (const size of [[800, 500], [1280, 800]])
                    for (const language of ["en", "ti"])
                        rows.push({ tag: variant + "-" + size[0] + "x" + size[1] + "-" + language,
                                    variant: variant, width: size[0], height: size[1], language: language })
            return rows
        }
        function test_hintValueClearOfBadges(data) {
            Translations.language = data.language
            let hint = null
            try {
                window.width = data.width
                window.height = data.height
                ViewOptions.largePrint = true
                const game = window.controller
                compare(game.newGame(data.variant, data.variant === "mewelad" ? { "claimed-captures": "on" } : {}), "")
                if (game.raceHandover.shown)
                    game.raceHandover.acknowledge()
                const board = item(window.contentItem, "board")
                const houses = game.ruleSet.houses
                // Every hole marked by the other row's player but the two middle columns (left to sow).
                const letter = { "qelat": "w", "qelat-keren": "e", "mewelad": "j", "enkeshui": "b" }[data.variant]
                if (letter) {
                    const marks = []
                    for (let h = 0; h < 2 * houses; ++h) {
                        const column = h < houses ? h : 2 * houses - 1 - h
                        if (Math.abs(2 * column + 1 - houses) > 2)
                            marks.push(game.holeName(h) + letter + (h < houses ? "n" : "s"))
                    }
                    const total = game.positionSeeds().reduce((sum, seeds) => sum + seeds, 0)
                    const row = Array(houses).fill(total / (2 * houses)).join(",")
                    const records = item(window.contentItem, "recordActions")
                    verify(records.importExport.loadPosition(row + "/" + row + " 0,0 " + marks.join(",") + " - s play - 1 1 0 -"),
                           records.document.error)
                }
                waitForRendering(window.contentItem)
                const badges = []
                for (let h = 0; h < 2 * houses; ++h) {
                    const pit = item(board, "pit-" + game.holeName(h))
                    const badge = item(pit, "markBadge")
                    if (badge.visible) {
                        badges.push({ name: game.holeName(h), box: box(badge) })
                        const words = badge.children[0]
                        verify(words.fontInfo.pixelSize >= 9, game.holeName(h) + "'s badge \"" + words.text + "\" is "
                               + words.fontInfo.pixelSize + " px")
                    }
                }
                verify(!letter || badges.length >= 2 * houses - 4, "only " + badges.length + " badges")
                hint = hintComponent.createObject(board, { board: board, width: board.width, height: board.height })
                verify(hint !== null)
                const value = item(hint, "hintValue")
                for (const text of ["+3", "about 12 seeds ahead"]) {
                    hint.valueText = text
                    for (let h = 0; h < 2 * houses; ++h) {
                        hint.hole = h
                        const v = box(value)
                        for (const badge of badges)
                            verify(apart(v, badge.box), "the value \"" + text + "\" of " + game.holeName(h) + " touches "
                                   + badge.name + "'s badge: " + JSON.stringify(v) + " " + JSON.stringify(badge.box))
                        verify(inside(v, box(board)), "the value of " + game.holeName(h) + " leaves the board")
                    }
                }
            } finally {
                if (hint)
                    hint.destroy()
                Translations.language = "en"
                ViewOptions.largePrint = false
            }
        }
        /// `a` and `b` neither share nor touch an edge: two pixels at least between them.
        function apart(a: rect, b: rect): bool {
            return a.x + a.width <= b.x - 2 || b.x + b.width <= a.x - 2
                    || a.y + a.height <= b.y - 2 || b.y + b.height <= a.y - 2
        }
    }
}
