// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// Who owns each hole, on the board: once holes have changed hands in a later
// round (M9, W6), every rim takes its owner's colour, a hole of the other
// row's player carries its owner's letter, and a legend beside the stores
// says whose colour is whose; in every theme and in large print, clear of the
// hole names, the counts and the marks. Round 1 shows none of it. The names
// of the stores stay clear of their seeds.
Item {
    id: root
    width: 1000
    height: 400

    GameController {
        id: game
    }
    RecordDocument {
        id: document
        controller: game
    }
    RecordImportExport {
        id: importExport
        document: document
    }
    Board {
        id: board
        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "Owners"
        when: windowShown

        // Mewelad, round 2, after W6: North won 28 seeds and so 7 holes, its
        // own row and South's a (the hole North's sowing reaches first from
        // its own row, CCW); South owns b to f. 28 + 20 = 48 seeds, all in holes.
        readonly property string meweladRound2: "4,4,4,4,4,4/4,4,4,4,4,4 0,0 - nnnnnn/nsssss s play - 2 10 0 -"
        // Qelat of Keren, round 2 the other way round: South owns its row and
        // North's A and B, North C to F; F and a are empty, 4 seeds in each
        // tally: 20 + 20 + 4 + 4 = 48.
        readonly property string kerenRound2: "0,4,4,4,4,4/0,4,4,4,4,4 4,4 - nnnnss/ssssss s play - 2 10 0 -"

        function cleanup() {
            Theme.dark = false
            Theme.highContrast = false
            ViewOptions.largePrint = false
        }

        function pit(name: string): Item {
            const item = findChild(board, "pit-" + name)
            verify(item !== null, "no hole " + name)
            return item
        }
        function box(item: Item): rect {
            const p = item.mapToItem(root, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function overlap(a: rect, b: rect): bool {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
        function inside(a: rect, b: rect): bool {
            return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height
        }
        function load(text: string) {
            verify(importExport.loadPosition(text), document.error)
            game.player.skipToEnd()
            waitForRendering(board)
        }

        function test_roundOneShowsNoOwner() {
            compare(game.newGame("mewelad", { race: "off" }), "")
            waitForRendering(board)
            verify(!game.pits.ownersMixed)
            for (let h = 0; h < 2 * game.ruleSet.houses; ++h) {
                const item = pit(game.holeName(h))
                verify(Qt.colorEqual(findChild(item, "hollow").border.color, Theme.holeBorder), game.holeName(h))
                verify(!findChild(item, "ownerBadge").visible, game.holeName(h))
            }
            verify(!findChild(board, "ownerKeyNorth").visible)
            verify(!findChild(board, "ownerKeySouth").visible)
        }

        function test_laterRound_data() {
            const rows = []
            for (const variant of ["mewelad", "qelat-keren"]) {
                for (const theme of ["light", "dark", "high contrast"]) {
                    for (const large of [false, true])
                        rows.push({ tag: variant + ", " + theme + (large ? ", large print" : ""), variant: variant,
                                    dark: theme === "dark", hc: theme === "high contrast", large: large })
                }
            }
            return rows
        }
        function test_laterRound(data) {
            Theme.dark = data.dark
            Theme.highContrast = data.hc
            ViewOptions.largePrint = data.large
            compare(game.newGame(data.variant, data.variant === "mewelad" ? { race: "off" } : {}), "")
            load(data.variant === "mewelad" ? meweladRound2 : kerenRound2)
            compare(game.player.round, 2)
            verify(game.pits.ownersMixed)
            const across = data.variant === "mewelad" ? ["a"] : ["A", "B"]
            const north = findChild(board, "ownerKeyNorth")
            const south = findChild(board, "ownerKeySouth")
            const names = []
            for (let h = 0; h < 2 * game.ruleSet.houses; ++h) {
                const name = game.holeName(h)
                const item = pit(name)
                const owner = across.includes(name) ? (h < game.ruleSet.houses ? 1 : 0) : (h < game.ruleSet.houses ? 0 : 1)
                compare(item.owner, owner, name)
                // The rim in the owner's colour, thicker than the plain one.
                const rim = findChild(item, "hollow")
                verify(Qt.colorEqual(rim.border.color, Theme.sideColor(owner)), name + ": rim " + rim.border.color)
                verify(rim.border.width >= 3, name)
                // The letter on the holes across, and only there.
                const badge = findChild(item, "ownerBadge")
                compare(badge.visible, across.includes(name), name)
                if (badge.visible) {
                    compare(badge.children[0].text, owner === 0 ? "S" : "N")
                    verify(!overlap(box(badge), box(findChild(item, "count"))), name + ": the letter covers the count")
                }
                names.push(findChild(board, "holeName-" + name))
            }
            // The legend: both players, whole, clear of the names and inside the board's room.
            for (const key of [north, south]) {
                verify(key.visible)
                const text = findChild(key, "ownerKeyText")
                verify(!text.truncated, "the legend is cut: " + text.text)
                compare(text.text, (key === north ? game.players.northName : game.players.southName) + "'s holes")
                verify(inside(box(key), Qt.rect(0, 0, root.width, root.height)), "the legend is outside the board")
                for (const n of names)
                    verify(!overlap(box(key), box(n)), "the legend covers the name " + n.text)
            }
        }

        function test_storeNamesClearOfSeeds_data() {
            return [{ tag: "normal", large: false }, { tag: "large print", large: true }]
        }
        function test_storeNamesClearOfSeeds(data) {
            ViewOptions.largePrint = data.large
            compare(game.newGame("qelat-keren", {}), "")
            // 12 seeds in each tally, 24 in holes: 48.
            load("0,0,4,4,0,0/0,0,4,4,4,4 12,12 - - s play - 1 12 0 -")
            for (const name of ["southStore", "northStore"]) {
                const store = findChild(board, name)
                const label = findChild(store, "storeLabel")
                verify(label.text.endsWith("'s tally"), label.text)
                let seeds = 0
                const heap = findChild(store, "storeHeap")
                for (let i = 0; i < heap.children.length; ++i) {
                    const seed = heap.children[i]
                    if (seed.seedIndex === undefined || !seed.visible)
                        continue
                    ++seeds
                    verify(!overlap(box(seed), box(label)), name + ": its name covers seed " + i)
                }
                compare(seeds, 12)
            }
        }
    }
}
