// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// A language switch while the game runs: everything the window shows follows
// at once, the texts made in C++ (the picker's rule sets, layouts, house
// rules and presets, the teaching sentence, the lesson, the default player
// names) as well as QML's, and the menus keep their underlined letters.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        name: "Language"
        when: windowShown

        property var window: null

        function initTestCase() {
            Translations.language = "en"
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1180, height: 740 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
        }
        function cleanupTestCase() {
            Translations.language = "en"
            window.close()
            window.destroy()
        }

        function init() {
            Translations.language = "en"
            window.controller.players.southName = "South"
            window.controller.players.northName = "North"
        }

        function find(parent: Item, name: string): Item {
            const found = findChild(parent, name)
            verify(found !== null, "no item " + name)
            return found
        }
        function german(context: string, english: string): string {
            const text = qsTranslate(context, english)
            verify(text !== english, "no German for " + english)
            return text
        }

        // The teaching speed box shows the player's speed in every language
        // (a new language made its list anew and showed "Slow").
        function test_teachingSpeedStaysAcrossLanguages() {
            const game = window.controller
            game.player.stepping = true
            game.player.speed = StepPlayer.Normal
            const box = find(window.contentItem, "teachingSpeed")
            compare(box.currentIndex, 1)
            for (const language of ["de", "fr", "en"]) {
                Translations.language = language
                compare(game.player.speed, StepPlayer.Normal)
                compare(box.currentIndex, 1, language + ": the teaching speed reads " + box.displayText)
                compare(box.displayText, qsTranslate("TeachingPanel", "Normal"))
            }
            game.player.stepping = false
        }

        function test_switchWhileTheGameRuns() {
            const game = window.controller
            const session = find(window.contentItem, "lessonPanel").session
            // A lesson in teaching mode, its move stopped at its first step.
            game.player.stepping = true
            verify(session.open("qelat-walda"))
            verify(game.playHole(game.holeByName("f")))
            game.player.seek(1)
            const narration = find(window.contentItem, "narration")
            const sentence = narration.text
            const lessonTitle = session.title
            verify(sentence !== "" && lessonTitle !== "")
            compare(game.players.southName, "South")
            compare(find(window.header, "menuTitle-viewMenu").text, "<u>V</u>iew")

            // The picker, open on Kalah.
            const picker = find(window.contentItem, "variantPicker")
            picker.open()
            tryVerify(() => picker.opened)
            picker.choose("kalah")
            const card = find(picker.contentItem, "card-kalah")
            const description = card.description
            const region = card.region
            compare(find(picker.contentItem, "layout-uniform").text, "Uniform")
            const ruleId = picker.options.find(o => o.kind === "switch").id
            const ruleTitle = find(picker.contentItem, "rule-" + ruleId).option.title
            const preset = find(picker.contentItem, "preset-Kalah")
            compare(preset.summary, "Standard rules")

            Translations.language = "de"

            // The picker's cards, layouts, house rules and presets.
            compare(card.description, german("mancala::app::VariantCatalog", description))
            compare(card.region, qsTranslate("mancala::app::VariantCatalog", region))
            compare(find(picker.contentItem, "layout-uniform").text, german("mancala::app::VariantCatalog", "Uniform"))
            compare(find(picker.contentItem, "rule-" + ruleId).option.title, german("mancala::app::VariantCatalog", ruleTitle))
            compare(find(picker.contentItem, "preset-Kalah").summary, german("mancala::app::PresetStore", "Standard rules"))
            picker.close()
            tryVerify(() => !picker.visible)

            // The teaching sentence and the lesson.
            verify(narration.text !== sentence, "the teaching sentence stays English: " + narration.text)
            verify(narration.text !== "")
            verify(session.title !== lessonTitle, "the lesson title stays English: " + session.title)
            compare(session.lessonId, "qelat-walda")
            compare(find(window.contentItem, "lessonTitle").text, session.title)

            // The default names, and the menus with their Alt letters.
            compare(game.players.southName, german("mancala::app::GameController", "South"))
            compare(find(window.header, "menuTitle-viewMenu").text, "<u>A</u>nsicht")
            compare(find(window.header, "menuTitle-gameMenu").text, "<u>P</u>artie")

            // And back.
            Translations.language = "en"
            compare(card.description, description)
            compare(narration.text, sentence)
            compare(session.title, lessonTitle)
            compare(game.players.southName, "South")
            compare(find(window.header, "menuTitle-viewMenu").text, "<u>V</u>iew")
            session.close()
            game.player.stepping = false
        }

        function test_namesThePlayersGaveStay() {
            const game = window.controller
            game.players.southName = "Ann"
            Translations.language = "fr"
            compare(game.players.southName, "Ann")
            compare(game.players.northName, qsTranslate("mancala::app::GameController", "North"))
            Translations.language = "en"
            compare(game.players.southName, "Ann")
            compare(game.players.northName, "North")
        }
    }
}
