// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Mancala

// What C++ hands QML as a record of a fixed shape arrives typed: every field
// of a house rule, a layout, a rules page block, a preset, the players of a
// setup and a mark of the position editor is there, with its type, whether
// the record uses it or not (string-keyed maps left out the fields a record
// did not use: `undefined` where a number or a text was read).
Item {
    id: root

    GameController {
        id: game
    }
    VariantCatalog {
        id: catalog
    }
    GameSetup {
        id: setup
    }
    PresetStore {
        id: presets
        fileName: "tst_typed_values_presets.ini"
    }
    PositionEditorModel {
        id: editor
    }

    TestCase {
        name: "TypedValues"

        function test_houseRuleOptions_data() {
            return ["kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"].map(v => ({ tag: v, variant: v }))
        }
        function test_houseRuleOptions(data) {
            const options = catalog.options(data.variant)
            verify(options.length > 0)
            for (let i = 0; i < options.length; ++i) {
                const o = options[i]
                for (const text of ["id", "rule", "title", "sentence", "kind", "defaultValue", "onValue"])
                    compare(typeof o[text], "string", o.id + "." + text)
                for (const number of ["min", "max", "step"])
                    compare(typeof o[number], "number", o.id + "." + number)
                compare(o.defaultValue, o.values[0], o.id)
                compare(o.onValue !== "", o.kind === "switch", o.id)
            }
        }

        function test_layoutsAndRulesPage() {
            const layouts = catalog.layouts("enkeshui", 8)
            compare(layouts.length, 4)
            compare(layouts[1].value, "B")
            verify(layouts[1].title !== "" && layouts[1].sentence !== "")
            const blocks = catalog.rulesPage("kalah")
            compare(blocks[0].kind, "title")
            const rule = blocks.find(b => b.kind === "rule")
            compare(typeof rule.ruleId, "string")
            verify(rule.ruleId.startsWith("K"))
        }

        function test_presetAndPlayers() {
            const builtIn = presets.get(0)
            compare(builtIn.variantId, "kalah")
            verify(builtIn.builtIn)
            // A preset that keeps no players says so per side.
            compare(builtIn.players.south, -1)
            compare(builtIn.players.north, -1)
            setup.setLevel(0, 0)
            setup.setLevel(1, 4)
            compare(setup.players.south, 0)
            compare(setup.players.north, 4)
            // A kept-none side leaves the setup's choice as it is.
            setup.setPlayers(builtIn.players)
            compare(setup.northLevel, 4)
        }

        function test_markChoices() {
            game.newGame("qelat", {})
            editor.loadFrom(game)
            const choices = editor.markChoices
            compare(choices.length, 3) // none, then walda for South and North (Q5)
            compare(choices[0].kind, 0)
            for (let i = 1; i < choices.length; ++i) {
                compare(typeof choices[i].kind, "number")
                compare(choices[i].owner, i - 1)
                verify(choices[i].text !== "")
            }
        }
    }
}
