// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala
import MancalaTest

// The texts follow the desktop's font size: with Qt's default font (9 points,
// 12 pixels) every text keeps the size written in the QML; a window started
// with a larger application font shows every text larger, and so does a window
// open when the font grows; Tigrinya and Amharic (Ge'ez script) a little
// larger; large print comes on top; a huge font stops at the
// size where the smallest window still holds.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        name: "SystemFont"
        when: windowShown

        property var window: null

        function init() {
            ViewOptions.largePrint = false
            ApplicationFont.setPointSize(9)
        }
        function cleanup() {
            Translations.language = "en"
            if (window) {
                window.close()
                window.destroy()
                window = null
            }
            ViewOptions.largePrint = false
            ApplicationFont.setPointSize(9)
        }

        /// A game window at 800x500 with a game of Kalah under way (stores
        /// with seeds, moves in the list).
        function openWindow() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 800, height: 500 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            const picker = findChild(window.contentItem, "variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
            const game = window.controller
            game.player.speed = StepPlayer.Instant
            game.newGame("kalah", {})
            verify(game.playHole(game.holeByName("c")))
            for (let i = 0; i < 4; ++i)
                verify(game.playHole(game.legalHoles[game.legalHoles.length - 1]), game.message)
            waitForRendering(window.contentItem)
        }
        function find(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(window.header, name)
            verify(found !== null, "no item " + name)
            return found
        }
        /// Every visible text item (Text, Label, a button's label) of the window.
        function texts(): var {
            const out = []
            const walk = item => {
                if (!item.visible || item.opacity === 0)
                    return
                if (item.contentHeight !== undefined && typeof item.text === "string" && item.text !== ""
                        && item.font !== undefined && item.width > 0)
                    out.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(window.header)
            walk(window.contentItem)
            return out
        }
        function describe(item: Item): string {
            let path = []
            for (let p = item; p; p = p.parent)
                if (p.objectName)
                    path.unshift(p.objectName)
            return path.join("/") + " \"" + item.text + "\""
        }
        /// The pixel size a text is drawn at (a text in points at 96 dpi).
        function pixels(item: Item): real {
            return item.font.pixelSize > 0 ? item.font.pixelSize : item.font.pointSize * 96 / 72
        }
        /// Texts whose size is not `factor` times the size in `before` (within rounding).
        function notScaled(items: var, before: var, factor: real): var {
            const wrong = []
            for (let i = 0; i < items.length; ++i) {
                const now = pixels(items[i])
                if (Math.abs(now - before[i] * factor) > 1.01 * Math.max(1, factor))
                    wrong.push(describe(items[i]) + ": " + before[i] + " -> " + now)
            }
            return wrong
        }

        function test_defaultFontKeepsTheWrittenSizes() {
            compare(Qt.application.font.pointSize, 9)
            compare(SystemFont.pixelSize, 12)
            compare(SystemFont.scale, 1)
            compare(Theme.textScale, 1)
            openWindow()
            // The sizes written in the QML, as before the texts followed the desktop.
            compare(window.font.pixelSize, 12)
            compare(find("variantTitle").font.pixelSize, 16)
            compare(findChild(find("playerCard0"), "score").font.pixelSize, 15)
            compare(find("moveListStart").font.pixelSize, 14)
        }

        function test_windowStartedWithALargerFont() {
            ApplicationFont.setPointSize(12) // 16 pixels: a third larger
            compare(SystemFont.pixelSize, 16)
            compare(SystemFont.scale, 4 / 3)
            openWindow()
            compare(window.font.pixelSize, 16)
            compare(find("variantTitle").font.pixelSize, 21)
            compare(findChild(find("playerCard0"), "score").font.pixelSize, 20)
            compare(find("moveListStart").font.pixelSize, 19)
            // The board's counts too.
            const count = findChild(find("pit-a"), "count")
            verify(count.visible)
            const written = Math.max(11, find("pit-a").unit * 0.2)
            fuzzyCompare(count.font.pixelSize, written * 4 / 3, 1)
        }

        function test_everyTextFollowsAChangeWhileOpen() {
            openWindow()
            const items = texts()
            verify(items.length > 40, "only " + items.length + " texts found")
            const before = items.map(t => pixels(t))
            ApplicationFont.setPointSize(12)
            waitForRendering(window.contentItem)
            const small = notScaled(items, before, 4 / 3)
            verify(small.length === 0, "texts that do not follow the desktop's font:\n" + small.join("\n"))
            // Large print on top.
            ViewOptions.largePrint = true
            compare(Theme.textScale, 4 / 3 * 1.4)
            waitForRendering(window.contentItem)
            // The board's counts are never smaller than the window's text in
            // large print; the board holds them at the cell size it has room for.
            const isCount = item => /\/board\/.*(\/count|storeCount)$/.test(describe(item).replace(/ ".*$/, ""))
            const flat = notScaled(items.filter(t => !isCount(t)), before.filter((b, i) => !isCount(items[i])), 4 / 3 * 1.4)
            verify(flat.length === 0, "texts that do not grow in large print:\n" + flat.join("\n"))
            const counts = items.filter(isCount)
            verify(counts.length > 12, "only " + counts.length + " counts found")
            for (const count of counts)
                verify(pixels(count) >= Theme.px(15) - 0.5, describe(count) + " is " + pixels(count) + " px in large print")
            // And back.
            ViewOptions.largePrint = false
            ApplicationFont.setPointSize(9)
            waitForRendering(window.contentItem)
            const changed = notScaled(items, before, 1)
            verify(changed.length === 0, "texts that do not come back:\n" + changed.join("\n"))
        }

        function test_ethiopicScriptLarger() {
            // Tigrinya and Amharic a little larger, within the same bound.
            openWindow()
            const score = findChild(find("playerCard0"), "score")
            for (const language of ["ti", "am"]) {
                Translations.language = language
                compare(Theme.textScale, 1.15, language)
                compare(window.font.pixelSize, 14, language)
                compare(score.font.pixelSize, 17, language)
            }
            ApplicationFont.setPointSize(12)
            compare(Theme.textScale, 4 / 3)
            compare(score.font.pixelSize, 20)
            Translations.language = "sw"
            compare(Theme.textScale, 4 / 3)
            ApplicationFont.setPointSize(9)
            compare(Theme.textScale, 1)
            compare(score.font.pixelSize, 15)
            Translations.language = "en"
        }

        function test_bounds() {
            ApplicationFont.setPointSize(30)
            compare(SystemFont.pixelSize, 40)
            compare(SystemFont.scale, 4 / 3)
            ApplicationFont.setPointSize(5)
            compare(SystemFont.scale, 0.85)
        }
    }
}
