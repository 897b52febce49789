// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// The computer's tool buttons beside the board (Hint, Analysis, Review) in
// every language at the default and the smallest window: each word whole,
// on one line, at the buttons' size; no type shrunk to fit ("Durchsicht",
// "Uchambuzi" were drawn tiny). The buttons take fewer columns instead.
Item {
    id: root
    width: 200
    height: 100

    TestCase {
        id: test
        name: "ToolWords"
        when: windowShown

        property var window: null

        function initTestCase() {
            const component = Qt.createComponent("qrc:/Mancala/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1180, height: 740 })
            verify(window !== null)
            window.requestActivate()
            tryVerify(() => window.active, 5000)
            const picker = findChild(window.contentItem, "variantPicker")
            picker.close()
            tryVerify(() => !picker.visible)
        }
        function cleanupTestCase() {
            Translations.language = "en"
            window.close()
            window.destroy()
        }

        function test_wordsWholeAtTheirSize_data() {
            const rows = []
            for (const size of [[1180, 740], [800, 500]])
                for (const language of ["en", "de", "fr", "sw", "ti", "am"])
                    rows.push({ tag: language + "-" + size[0] + "x" + size[1], language: language, width: size[0], height: size[1] })
            return rows
        }
        function test_wordsWholeAtTheirSize(data) {
            window.width = data.width
            window.height = data.height
            Translations.language = data.language
            waitForRendering(window.contentItem)
            wait(50)
            for (const name of ["hintButton", "analysisButton", "reviewButton"]) {
                const button = findChild(window.contentItem, name)
                verify(button !== null, "no " + name)
                const label = button.contentItem
                compare(label.fontSizeMode, Text.FixedSize, name + " shrinks its word to fit")
                compare(label.font.pixelSize, Theme.px(13))
                compare(label.lineCount, 1, name + " breaks its word: " + label.text)
                verify(label.contentWidth <= label.width + 1 && label.contentHeight <= label.height + 1,
                       name + " is cut: " + label.text + " " + label.contentWidth + "x" + label.contentHeight
                       + " in " + label.width + "x" + label.height)
            }
        }
    }
}
