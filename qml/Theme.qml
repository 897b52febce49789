// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick
import Mancala

// Colours and sizes shared by the board and the panels; `dark` switches themes,
// `highContrast` (over either) the high-contrast one: white and gold on black,
// every text at 7:1 or more (WCAG AAA), holes, seeds and marks at 3:1 or more
// against the board, the wood replaced by a plain grey (tst_accessibility).
QtObject {
    property bool dark: false
    property bool highContrast: false
    readonly property bool hc: highContrast

    /// Large print (a projector, a class at the back of the room): every
    /// text of the window, the board's numbers and names included, this much larger.
    readonly property real largePrintScale: ViewOptions.largePrint ? 1.4 : 1.0
    /// Ge'ez script (Tigrinya, Amharic) this much larger: its syllables, no
    /// taller than Latin capitals and told apart by small marks, are hard to
    /// read at the sizes drawn for Latin letters.
    readonly property real scriptScale: Translations.language === "ti" || Translations.language === "am" ? 1.15 : 1.0
    /// How much larger every text is than the sizes written in the QML: the
    /// desktop's font size (the sizes were drawn for 12 pixels) and the script,
    /// together no more than the window holds at 800x500, then large print.
    readonly property real textScale: Math.min(SystemFont.scale * scriptScale, SystemFont.maximumScale) * largePrintScale
    /// A text size in pixels, after the desktop's font size and large print.
    function px(size: real): int { return Math.round(size * textScale) }
    /// A text with sizes of its own for normal and large print, after the desktop's font size and the script.
    function sized(normal: real, large: real): int {
        return Math.round(textScale / largePrintScale * (ViewOptions.largePrint ? large : normal))
    }

    readonly property color window: hc ? "#000000" : dark ? "#1d1a17" : "#efe6d8"
    readonly property color panel: hc ? "#000000" : dark ? "#2a2521" : "#fbf6ee"
    readonly property color panelBorder: hc ? "#ffffff" : dark ? "#4a4038" : "#d9c9b1"
    readonly property color text: hc ? "#ffffff" : dark ? "#f1e7da" : "#2e2419"
    readonly property color mutedText: hc ? "#e6e6e6" : dark ? "#b9aa98" : "#6f604f"
    readonly property color accent: hc ? "#ffd500" : dark ? "#f0b35a" : "#9a5013"
    /// Text on a surface filled with `accent`.
    readonly property color accentText: hc ? "#000000" : dark ? "#1d1a17" : "#ffffff"

    // Controls (the Basic style's palette, set on the window from these):
    // button faces, a hovered or current menu entry, a pressed one, text
    // of a disabled control (dimmed, yet still readable).
    readonly property color buttonFace: hc ? "#1a1a1a" : dark ? "#3a322b" : "#f3e8d7"
    readonly property color hover: hc ? "#262626" : dark ? "#463c34" : "#eadbc3"
    readonly property color pressed: hc ? "#4d4d4d" : dark ? "#574a3f" : "#dcc7a6"
    readonly property color disabledText: hc ? "#b3b3b3" : dark ? "#9a8d7f" : "#8f8070"
    /// The Basic style's `mid`: the border of a text field, a scroll bar, and
    /// the colour a pressed button's face is mixed half with. Between the
    /// plain and the checked faces, so that both stay readable pressed
    /// (tst_contrast: every control state in the three themes).
    readonly property color controlMid: hc ? "#767676" : dark ? "#7a6e62" : "#6f604f"

    // Side colours: South teal, North terracotta (readable on wood and for most colour-blind players).
    // Every text colour here reaches WCAG AA (4.5:1) on `window` and `panel`
    // in both themes (tst_accessibility checks it); colour is never the only
    // cue: sides are also named in words and by their letters.
    readonly property color south: hc ? "#66e0ff" : dark ? "#4fd1c5" : "#156f67"
    readonly property color north: hc ? "#ffb394" : dark ? "#ff8c69" : "#b03c22"
    /// Text on a badge filled with a side colour or `jenBadge`.
    readonly property color onSide: hc ? "#000000" : dark ? "#1d1a17" : "#ffffff"
    /// The badge of a Jen or a four that was left (Mewelad).
    readonly property color jenBadge: hc ? "#ffff33" : dark ? "#f4d35e" : "#7a5c0c"
    function sideColor(side: int): color { return side === 0 ? south : north }

    // The carved board.
    readonly property color woodEdge: hc ? "#ffffff" : dark ? "#3b2412" : "#5b3419"
    readonly property color holeDeep: hc ? "#000000" : dark ? "#241306" : "#3d200b"
    readonly property color holeRim: hc ? "#000000" : dark ? "#8a5a33" : "#c98d55"
    readonly property color label: hc ? "#ffffff" : dark ? "#f6dfc0" : "#fff3df"
    readonly property real woodTint: hc ? 1.0 : dark ? 0.45 : 0.0
    /// What covers the wood, at `woodTint`: the plain board of high contrast.
    readonly property color boardCover: hc ? "#474747" : "#000000"
    /// The ring round every hole and store (white in high contrast: the hole's outline).
    readonly property color holeBorder: hc ? "#ffffff" : Qt.rgba(1, 0.85, 0.6, 0.35)

    // Seeds: river pebbles and beans, picked per seed index.
    readonly property var seedColors: hc ? ["#ffffff", "#ffd500"] : ["#e9dcc4", "#7a8c6a", "#c9a27a", "#5f6b73", "#d8c08a",
                                       "#a45a3c", "#8e8f86", "#efe9dc", "#6d4c3d", "#b7b39d"]

}
