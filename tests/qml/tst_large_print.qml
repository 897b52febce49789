// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

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
            // A game under way: stores with seeds, the move list with moves.
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
    }
}
