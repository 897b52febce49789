// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Mancala

// The colours the window really draws its buttons with, read from the items
// (not from the theme's table): every button of the tool bar, the computer's
// tools, the picker and a dialog, in every state (plain, hovered, checked,
// pressed, checked and pressed, disabled, focused), in the light, dark and
// high-contrast themes. Text on its face: 4.5:1 (WCAG AA), 7:1 in high
// contrast (AAA, as the README promises); a disabled control's text 3:1
// (7:1 in high contrast); the focus ring 3:1 against what is round it.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "Contrast"
        when: windowShown

        property var window: null
        property var picker: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1280, height: 800 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            picker = findChild(window.contentItem, "variantPicker")
            verify(picker !== null)
        }
        function cleanupTestCase() {
            Theme.dark = false
            Theme.highContrast = false
            window.close()
            window.destroy()
        }

        function find(name: string): Item {
            const found = findChild(window.contentItem, name) ?? findChild(picker.contentItem, name)
                ?? findChild(window.overlay, name)
            verify(found !== null, "no item " + name)
            return found
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
        /// `top` drawn over `under` (its alpha mixes them).
        function over(top: color, under: color): color {
            const a = top.a
            return Qt.rgba(top.r * a + under.r * (1 - a), top.g * a + under.g * (1 - a), top.b * a + under.b * (1 - a), 1)
        }
        /// What a button's face is drawn with, over the surface it stands on.
        function face(button: Item, surface: color): color {
            const bg = button.background
            if (!bg || !bg.visible || bg.opacity === 0 || bg.color === undefined)
                return surface
            return over(bg.color, surface)
        }
        function textColor(button: Item): color {
            const label = button.contentItem
            verify(label && label.color !== undefined, button.objectName + " has no coloured text")
            return label.color
        }

        /// The controls checked, with the surface each stands on.
        function controls(): var {
            return [
                { name: "newGameButton", surface: Theme.panel },
                { name: "undoButton", surface: Theme.panel },
                { name: "teachButton", surface: Theme.panel },
                { name: "hintButton", surface: Theme.panel },
                { name: "analysisButton", surface: Theme.panel },
                { name: "reviewButton", surface: Theme.panel },
                { name: "startButton", surface: Theme.window, picker: true },
                { name: "rulesButton", surface: Theme.panel, picker: true },
                { name: "resetButton", surface: Theme.panel, picker: true },
            ]
        }

        /// Puts `button` in `state`, checks it and puts it back.
        function checkState(control: var, button: Item, state: string, hc: bool, what: string) {
            const wasEnabled = button.enabled
            const wasChecked = button.checked
            const textNeed = hc ? 7 : state === "disabled" ? 3 : 4.5
            if (state === "checked" || state === "checked, pressed")
                button.checked = true
            if (state === "pressed" || state === "checked, pressed")
                button.down = true
            if (state === "disabled")
                button.enabled = false
            else
                button.enabled = true
            if (state === "hovered")
                mouseMove(button, button.width / 2, button.height / 2)
            if (state === "focused")
                button.forceActiveFocus(Qt.TabFocusReason)

            const surface = control.surface
            const bg = face(button, surface)
            const c = contrast(textColor(button), bg)
            verify(c >= textNeed, what + ": text " + textColor(button) + " on " + bg + ": " + c.toFixed(2) + " < " + textNeed)
            if (state === "focused") {
                verify(button.visualFocus, what + ": no visual focus")
                const ring = button.background.border
                verify(ring.width > 0, what + ": no focus ring")
                const r = Math.max(contrast(ring.color, surface), contrast(ring.color, bg))
                verify(r >= 3, what + ": focus ring " + ring.color + " " + r.toFixed(2) + " < 3")
            }

            button.down = undefined
            button.checked = wasChecked
            button.enabled = wasEnabled
            if (state === "hovered")
                mouseMove(window.contentItem, 1, window.height - 1)
        }

        /// A start in high contrast (kept in the settings) with the picker
        /// open at once: the picker's buttons take the theme's colours. They
        /// kept the light theme's faces, the theme being restored after the
        /// picker opened, and its fields and boxes were light on light.
        function test_savedHighContrastReachesThePickerAtStart() {
            // The theme first: the open window writes a change of it to the settings.
            Theme.highContrast = false
            AppSettings.highContrast = true
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            const other = component.createObject(null, { width: 1024, height: 768 })
            verify(other !== null)
            try {
                const opening = findChild(other.contentItem, "variantPicker") ?? findChild(other.overlay, "variantPicker")
                verify(opening !== null)
                tryVerify(() => opening.opened, 3000, "the picker does not open at the start")
                verify(Theme.highContrast)
                waitForRendering(other.contentItem)
                for (const name of ["rulesButton", "closePicker"]) {
                    const button = findChild(opening.contentItem, name)
                    verify(button !== null, "no " + name)
                    const bg = face(button, Theme.panel)
                    const c = contrast(textColor(button), bg)
                    verify(c >= 7, name + " at the start: text " + textColor(button) + " on " + bg + ": " + c.toFixed(2) + " < 7")
                    verify(Qt.colorEqual(button.palette.button, Theme.buttonFace),
                           name + " keeps another theme's face: " + button.palette.button + ", not " + Theme.buttonFace)
                }
            } finally {
                other.close()
                other.destroy()
                AppSettings.highContrast = false
                Theme.highContrast = false
            }
        }

        function test_everyControlState_data() {
            return [
                { tag: "light", dark: false, hc: false },
                { tag: "dark", dark: true, hc: false },
                { tag: "high contrast", dark: false, hc: true },
                { tag: "high contrast over dark", dark: true, hc: true },
            ]
        }
        function test_everyControlState(data) {
            Theme.dark = data.dark
            Theme.highContrast = data.hc
            for (const control of controls()) {
                if (control.picker && !picker.opened) {
                    picker.open()
                    tryVerify(() => picker.opened)
                } else if (!control.picker && picker.visible) {
                    picker.close()
                    tryVerify(() => !picker.visible)
                }
                const button = find(control.name)
                tryVerify(() => button.visible && button.width > 0, 2000, control.name + " is not shown")
                const states = ["plain", "hovered", "pressed", "disabled", "focused"]
                if (button.checkable)
                    states.push("checked", "checked, pressed")
                for (const state of states)
                    checkState(control, button, state, data.hc, data.tag + ", " + control.name + ", " + state)
            }
            picker.close()
            tryVerify(() => !picker.visible)
        }

        function test_analysisCheckedIsReadable_data() {
            return [
                { tag: "light", dark: false, hc: false, need: 4.5 },
                { tag: "dark", dark: true, hc: false, need: 4.5 },
                { tag: "high contrast", dark: false, hc: true, need: 7 },
            ]
        }
        // The report: the checked Analysis button's text at 1.2:1 in high contrast, 1.8:1 in dark.
        function test_analysisCheckedIsReadable(data) {
            Theme.dark = data.dark
            Theme.highContrast = data.hc
            if (picker.visible) {
                picker.close()
                tryVerify(() => !picker.visible)
            }
            const button = find("analysisButton")
            mouseClick(button)
            tryVerify(() => button.checked)
            const c = contrast(textColor(button), face(button, Theme.panel))
            verify(c >= data.need, "checked Analysis: " + c.toFixed(2))
            mouseClick(button)
            tryVerify(() => !button.checked)
        }

        function test_disabledInADialog_data() {
            return [
                { tag: "light", dark: false, hc: false },
                { tag: "dark", dark: true, hc: false },
                { tag: "high contrast", dark: false, hc: true },
            ]
        }
        // A popup does not take the window's disabled colours (Qt 6.4): every
        // dialog is an AppDialog, which sets them. A button made unusable in
        // the picker (made at start) and in the puzzles dialog (made on its
        // first opening) shows the theme's disabled text, as in the window.
        function test_disabledInADialog(data) {
            Theme.dark = data.dark
            Theme.highContrast = data.hc
            const checkDisabled = (button, surface, what) => {
                verify(button !== null, what)
                button.enabled = false
                compare(String(textColor(button)), String(Theme.disabledText), data.tag + ": disabled " + what)
                const c = contrast(textColor(button), face(button, surface))
                verify(c >= (data.hc ? 7 : 3), data.tag + ": disabled " + what + " " + c.toFixed(2))
                button.enabled = true
            }
            if (!picker.opened) {
                picker.open()
                tryVerify(() => picker.opened)
            }
            checkDisabled(find("resetButton"), Theme.panel, "picker's Standard rules")
            picker.close()
            tryVerify(() => !picker.visible)
            // Game ▸ Puzzles.
            const bar = window.header
            bar.show("game")
            tryVerify(() => bar.gameMenu.opened, 3000)
            for (let i = 0; i < bar.gameMenu.count; ++i)
                if (bar.gameMenu.itemAt(i)?.objectName === "puzzlesItem")
                    bar.gameMenu.itemAt(i).triggered()
            bar.gameMenu.close()
            const dialog = find("puzzleDialog")
            tryVerify(() => dialog.opened, 3000, "no puzzles dialog")
            checkDisabled(findChild(dialog.footer, "puzzleDialogClose"), Theme.panel, "puzzles dialog's Close")
            dialog.close()
            tryVerify(() => !dialog.visible)
        }

        function test_disabledTeachingButtonsDiffer_data() {
            return test_everyControlState_data()
        }
        // Teaching mode at the first seed of a move: "one seed back" cannot be
        // used, "one seed on" can. The two differ in every theme (in high
        // contrast both were white on black): the text, and a face with a
        // frame on the usable one only.
        function test_disabledTeachingButtonsDiffer(data) {
            Theme.dark = data.dark
            Theme.highContrast = data.hc
            if (picker.visible) {
                picker.close()
                tryVerify(() => !picker.visible)
            }
            const game = window.controller
            compare(game.newGame("kalah", {}), "")
            game.player.stepping = true
            verify(game.playHole(3))
            const back = find("previousSeed")
            const on = find("nextSeed")
            tryVerify(() => on.visible && on.enabled && !back.enabled, 3000, "not at the first seed of the move")
            const textOn = on.contentItem.children[0].color
            const textBack = back.contentItem.children[0].color
            const between = contrast(textOn, textBack)
            verify(between >= 1.8, data.tag + ": usable text " + textOn + ", unusable " + textBack + ": " + between.toFixed(2))
            verify(on.background.visible && on.background.border.width > 0, data.tag + ": the usable button has no frame")
            compare(back.background.border.width, 0, data.tag + ": the unusable button has a frame")
            compare(back.background.color.a, 0, data.tag + ": the unusable button has a face")
            const frame = contrast(on.background.border.color, Theme.panel)
            verify(frame >= 3, data.tag + ": the frame " + frame.toFixed(2))
            game.player.skipToEnd()
            game.player.stepping = false
        }
    }
}
