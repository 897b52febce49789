// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala
import MancalaTest

// Large print (View > Large print): every text of the game window grows, the
// board's counts, names and the tool bar included, and the counts stay beside
// the holes: the seeds stay in sight.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        name: "LargePrint"
        when: windowShown

        property var window: null

        function initTestCase() {
            ViewOptions.largePrint = false
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1180, height: 740 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            const picker = findChild(window.contentItem, "variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            kalahUnderWay()
        }
        /// A game under way: stores with seeds, the move list with moves.
        function kalahUnderWay() {
            const game = window.controller
            game.player.speed = StepPlayer.Instant
            game.newGame("kalah", {})
            verify(game.playHole(game.holeByName("c")))
            for (let i = 0; i < 4; ++i)
                verify(game.playHole(game.legalHoles[game.legalHoles.length - 1]), game.message)
            waitForRendering(window.contentItem)
        }
        function cleanupTestCase() {
            ViewOptions.largePrint = false
            window.close()
            window.destroy()
        }

        /// Every visible text item (Text, Label, a button's label) under `item`.
        function texts(item: Item, out: var): var {
            if (!item.visible || item.opacity === 0)
                return out
            if (item.contentHeight !== undefined && typeof item.text === "string" && item.text !== ""
                    && item.font !== undefined && item.width > 0)
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                texts(item.children[i], out)
            return out
        }
        function describe(item: Item): string {
            let path = []
            for (let p = item; p; p = p.parent)
                if (p.objectName)
                    path.unshift(p.objectName)
            return path.join("/") + " \"" + item.text + "\""
        }
        function box(item: Item): rect {
            const p = item.mapToItem(null, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function overlap(a: rect, b: rect): bool {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
        function seedsOf(item: Item, out: var): var {
            if (item.seedIndex !== undefined && item.visible)
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                seedsOf(item.children[i], out)
            return out
        }
        /// A text's height as drawn: its first line when it wraps (a wider font wraps differently).
        function lineHeight(item: Item): real {
            return item.contentHeight / Math.max(1, item.lineCount ?? 1)
        }

        function test_everyTextGrows() {
            const items = texts(window.contentItem, texts(window.header, []))
            verify(items.length > 40, "only " + items.length + " texts found")
            const before = items.map(t => lineHeight(t))
            ViewOptions.largePrint = true
            waitForRendering(window.contentItem)
            const small = []
            for (let i = 0; i < items.length; ++i) {
                if (lineHeight(items[i]) < before[i] * 1.2)
                    small.push(describe(items[i]) + ": " + before[i] + " -> " + lineHeight(items[i]))
            }
            verify(small.length === 0, "texts that stay small in large print:\n" + small.join("\n"))
            ViewOptions.largePrint = false
        }

        function test_seedsStayInSight() {
            ViewOptions.largePrint = true
            waitForRendering(window.contentItem)
            const game = window.controller
            const seeds = game.positionSeeds()
            for (let h = 0; h < seeds.length; ++h) {
                const pit = findChild(window.contentItem, "pit-" + game.holeName(h))
                const count = findChild(pit, "count")
                verify(count.visible, "large print hides the count of " + game.holeName(h))
                compare(count.text, String(seeds[h]))
                verify(!findChild(pit, "pileCount").visible, "a number covers the seeds of " + game.holeName(h))
                const pebbles = seedsOf(pit, [])
                compare(pebbles.length, seeds[h], "seeds drawn in " + game.holeName(h))
                for (const seed of pebbles)
                    verify(!overlap(box(seed), box(count)), "the count of " + game.holeName(h) + " covers a seed")
            }
            ViewOptions.largePrint = false
        }

        // Teaching mode on a projector (large print, 1600x900) and in the
        // smallest window, in every language, with Qt's default font (9 points)
        // and a laptop's larger desktop font (12 points, the largest the window takes): no text of the
        // teaching panel is cut (the speed box once read "Norma"), and the
        // panel stays in the window.
        function test_teachingPanelWhole_data() {
            const rows = []
            for (const size of [[1600, 900], [800, 500]])
                for (const [large, points] of [[true, 12], [true, 9], [false, 9]])
                    for (const language of ["en", "de", "fr", "sw", "ti", "am"])
                        rows.push({ tag: language + "-" + size[0] + "x" + size[1] + (large ? "-large" : "") + "-" + points + "pt",
                                    language: language, width: size[0], height: size[1], large: large, points: points })
            return rows
        }
        function test_teachingPanelWhole(data) {
            const game = window.controller
            const keepWidth = window.width
            const keepHeight = window.height
            window.width = data.width
            window.height = data.height
            Translations.language = data.language
            ViewOptions.largePrint = data.large
            ApplicationFont.setPointSize(data.points)
            // W1 (race off): a relay move of 5 laps on show, paused at its start.
            game.player.speed = StepPlayer.Instant
            game.newGame("mewelad", { race: "off" })
            verify(game.playHole(1), game.message)
            game.player.stepping = true
            game.player.seek(0)
            const panel = findChild(window.contentItem, "teachingPanel")
            verify(panel.visible)
            const speed = findChild(panel, "teachingSpeed")
            waitForRendering(window.contentItem)
            const cut = []
            // Every entry of the speed box, shown in turn.
            for (let i = 0; i < speed.count; ++i) {
                game.player.speed = i
                waitForItemPolished(panel)
                const shown = speed.contentItem
                if (shown.text !== speed.textAt(i))
                    cut.push("speed shows \"" + shown.text + "\", not \"" + speed.textAt(i) + "\"")
                const needs = shown.contentWidth + shown.leftPadding + shown.rightPadding
                if (needs > shown.width + 1)
                    cut.push("speed \"" + shown.text + "\": " + needs + " > " + shown.width)
            }
            // Every one-line text of the panel as wide as its words.
            for (const t of texts(panel, [])) {
                if ((t.wrapMode === undefined || t.wrapMode === Text.NoWrap) && t.implicitWidth > t.width + 1)
                    cut.push(describe(t) + ": " + t.implicitWidth + " > " + t.width)
            }
            const b = box(panel)
            const s = box(speed)
            // Back to the other tests' window before any verdict (a failure leaves nothing behind).
            game.player.stepping = false
            game.player.speed = StepPlayer.Instant
            ApplicationFont.setPointSize(9)
            Translations.language = "en"
            ViewOptions.largePrint = false
            window.width = keepWidth
            window.height = keepHeight
            kalahUnderWay()
            verify(cut.length === 0, "cut in the teaching panel:\n" + cut.join("\n"))
            verify(b.x >= -1 && b.y >= -1 && b.x + b.width <= data.width + 1 && b.y + b.height <= data.height + 1,
                   "the teaching panel leaves the window: " + b)
            verify(s.x >= b.x && s.x + s.width <= b.x + b.width + 1 && s.y + s.height <= b.y + b.height + 1,
                   "the speed box leaves the panel: " + s + " " + b)
        }
    }
}
