// SPDX-License-Identifier: GPL-3.0-or-later
// The variant picker without QML: every choice of the picker starts the game
// it says (checked through the game controller), the layout editor, presets
// kept across restarts, broken preset files, the catalog and the rules pages.
#include "game/gamecontroller.h"
#include "../../read_all.h"
#include "picker/gamesetup.h"
#include "picker/houseruletexts.h"
#include "picker/layouteditor.h"
#include "picker/presetstore.h"
#include "picker/variantcatalog.h"
#include "ai/computerplayer.h"

#include "mancala/search.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mancala;
using namespace mancala::app;

namespace {

/// Rows text as docs/rules.md writes it ("North's row as South sees it/South's row from a") in ring order.
QList<int> ringOf(const char* rows)
{
    std::array<std::uint8_t, kMaxRing> ring{};
    int houses = 0;
    const std::string err = parseRows(rows, ring, houses);
    if (!err.empty())
        qFatal("bad rows text %s: %s", rows, err.c_str());
    QList<int> out;
    for (int i = 0; i < 2 * houses; ++i)
        out << ring[static_cast<std::size_t>(i)];
    return out;
}

/// "houses=8;seeds=5" -> picker choices in that order.
QList<QPair<QString, QString>> choicesOf(const QString& text)
{
    QList<QPair<QString, QString>> out;
    for (const QString& part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        out << qMakePair(part.left(eq), part.mid(eq + 1));
    }
    return out;
}

int sum(const QList<int>& seeds)
{
    int total = 0;
    for (int s : seeds)
        total += s;
    return total;
}

void writeFile(const QString& path, const QByteArray& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

} // namespace

class TestPicker : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void choiceStartsThatPosition_data();
    void choiceStartsThatPosition();
    void houseRuleReachesTheGame_data();
    void houseRuleReachesTheGame();
    void refusedChoiceChangesNothing();
    void playersKeptAcrossRuleSets();
    void newPlayerOfferedTheComputer();
    void filledHoleSeeds_data();
    void filledHoleSeeds();
    void layoutEditorDrawsAndStarts();
    void layoutEditorRefusesUnplayable_data();
    void layoutEditorRefusesUnplayable();
    void layoutEditorResizes();
    void presetsSurviveRestart();
    void builtInPresetsStay();
    void brokenSettingsReplaced_data();
    void brokenSettingsReplaced();
    void presetsTruncated();
    void presetsFailingSave();
    void catalogOffersEveryHouseRule();
    void catalogOffersNoChoiceThatChangesNothing();
    void catalogLayouts();
    void catalogReadsTheHouseRuleTable();
    void rulesPagesCiteEveryRule_data();
    void rulesPagesCiteEveryRule();
};

void TestPicker::choiceStartsThatPosition_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("choices");
    QTest::addColumn<QString>("rows");

    QTest::newRow("K1-kalah-default") << "kalah" << "" << "4,4,4,4,4,4/4,4,4,4,4,4";
    QTest::newRow("K1-kalah-3-houses-5-seeds") << "kalah" << "houses=3;seeds=5" << "5,5,5/5,5,5";
    QTest::newRow("K1-kalah-8-houses-3-seeds") << "kalah" << "houses=8;seeds=3" << "3,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3";
    QTest::newRow("Q1-qelat-default") << "qelat" << "" << "4,4,4,4,4,4/4,4,4,4,4,4";
    QTest::newRow("Q1-qelat-4-houses-6-seeds") << "qelat" << "houses=4;seeds=6" << "6,6,6,6/6,6,6,6";
    QTest::newRow("M1-keren-default") << "qelat-keren" << "" << "4,4,4,4,4,4/4,4,4,4,4,4";
    QTest::newRow("M1-keren-12-houses-2-seeds") << "qelat-keren" << "houses=12;seeds=2"
                                                << "2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2";
    QTest::newRow("W1-mewelad-default") << "mewelad" << "" << "4,4,4,4,4,4/4,4,4,4,4,4";
    QTest::newRow("W1-mewelad-8-houses-1-seed") << "mewelad" << "houses=8;seeds=1" << "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1";
    // E1: the standard layouts, as docs/rules.md writes them.
    QTest::newRow("E1-enkeshui-A") << "enkeshui" << "" << "4,4,4,4,4,4,0,0/0,0,4,4,4,4,4,4";
    QTest::newRow("E1-enkeshui-B") << "enkeshui" << "layout=B" << "0,0,4,4,4,4,4,4/4,4,4,4,4,4,0,0";
    QTest::newRow("E1-enkeshui-2x10") << "enkeshui" << "houses=10" << "4,4,4,4,4,4,0,0,0,0/0,0,0,0,4,4,4,4,4,4";
    QTest::newRow("E1-enkeshui-2x12") << "enkeshui" << "houses=12"
                                      << "3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,3";
    // B exists on 2x8 only: a longer board falls back to its standard layout.
    QTest::newRow("E1-enkeshui-B-then-2x12") << "enkeshui" << "layout=B;houses=12"
                                             << "3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,3";
    QTest::newRow("E1-enkeshui-uniform") << "enkeshui" << "layout=uniform;seeds=3" << "3,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3";
    // E10: no standard layout on 2x6: the picker switches to uniform.
    QTest::newRow("E10-enkeshui-2x6") << "enkeshui" << "houses=6;seeds=2" << "2,2,2,2,2,2/2,2,2,2,2,2";
    QTest::newRow("custom-kalah") << "kalah" << "layout=custom:1,2,3/4,5,6" << "1,2,3/4,5,6";
    QTest::newRow("custom-enkeshui-2x4") << "enkeshui" << "layout=custom:0,9,0,3/2,0,7,0" << "0,9,0,3/2,0,7,0";
}

void TestPicker::choiceStartsThatPosition()
{
    QFETCH(QString, variant);
    QFETCH(QString, choices);
    QFETCH(QString, rows);

    GameSetup setup;
    QSignalSpy changed(&setup, &GameSetup::changed);
    setup.setVariantId(variant);
    for (const auto& [name, value] : choicesOf(choices))
        QVERIFY2(setup.setRule(name, value), qPrintable(setup.lastError()));
    QVERIFY2(setup.playable(), qPrintable(setup.reason()));
    if (variant != QLatin1String("kalah") || !choices.isEmpty())
        QVERIFY(changed.count() > 0);

    const QList<int> expected = ringOf(rows.toLatin1().constData());
    QCOMPARE(setup.startSeeds(), expected);

    GameController game;
    game.players()->setSouthName(QStringLiteral("x")); // a game with other names is replaced
    QCOMPARE(game.newGame(setup.variantId(), setup.houseRules()), QString());
    QCOMPARE(game.variant(), variant);
    QCOMPARE(game.houses(), expected.size() / 2);
    QCOMPARE(game.positionSeeds(), expected);
    QCOMPARE(game.position().totalSeeds(), sum(expected));
    QCOMPARE(game.rules(), setup.rules());
}

void TestPicker::houseRuleReachesTheGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("pending"); // the decision the game starts with

    const int turn = GameController::Turn;
    const int race = GameController::Race;
    QTest::newRow("K6-clockwise") << "kalah" << "clockwise" << "on" << turn;
    QTest::newRow("K7-empty-capture") << "kalah" << "empty-capture" << "on" << turn;
    QTest::newRow("K8-count-remaining-off") << "kalah" << "count-remaining" << "off" << turn;
    QTest::newRow("K9-pie") << "kalah" << "pie" << "on" << turn;
    QTest::newRow("Q6-walda-corners") << "qelat" << "walda-holes" << "corners" << turn;
    QTest::newRow("Q7-skip-waldas") << "qelat" << "skip-waldas" << "on" << turn;
    QTest::newRow("Q10-anti-repetition-off") << "qelat" << "anti-repetition" << "off" << turn;
    // W2/E2: the race is the first decision unless the house rule is off.
    QTest::newRow("W2-race-off") << "mewelad" << "race" << "off" << turn;
    QTest::newRow("W4-claimed-captures") << "mewelad" << "claimed-captures" << "on" << race;
    QTest::newRow("E2-race-off") << "enkeshui" << "race" << "off" << turn;
    QTest::newRow("E8-special-move") << "enkeshui" << "special-move" << "on" << race;
    QTest::newRow("G2-quiet-limit-kalah") << "kalah" << "quiet-limit" << "50" << turn;
    QTest::newRow("G2-quiet-limit-keren") << "qelat-keren" << "quiet-limit" << "0" << turn;
    QTest::newRow("G2-quiet-end-qelat-draw") << "qelat" << "quiet-end" << "draw" << turn;
    QTest::newRow("G2-quiet-end-kalah-score") << "kalah" << "quiet-end" << "score" << turn;
    QTest::newRow("G2-quiet-end-enkeshui-score") << "enkeshui" << "quiet-end" << "score" << race;
}

void TestPicker::houseRuleReachesTheGame()
{
    QFETCH(QString, variant);
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(int, pending);

    GameSetup setup;
    setup.setVariantId(variant);
    const QList<int> before = setup.startSeeds();
    const QString standard = setup.value(name);
    QVERIFY(standard != value);
    QVERIFY2(setup.setRule(name, value), qPrintable(setup.lastError()));
    // Only the changed rule travels: the map is what newGame and presets take.
    QCOMPARE(setup.houseRules(), (QVariantMap{{name, value}}));

    GameController game;
    QCOMPARE(game.newGame(setup.variantId(), setup.houseRules()), QString());
    QCOMPARE(QString::fromStdString(game.rules().value(name.toStdString())), value);
    QCOMPARE(game.positionSeeds(), before); // these rules do not move seeds
    QCOMPARE(static_cast<int>(game.pending()), pending);

    // Back to the standard rules: the game starts with the default again.
    setup.reset();
    QVERIFY(setup.houseRules().isEmpty());
    QCOMPARE(game.newGame(setup.variantId(), setup.houseRules()), QString());
    QCOMPARE(QString::fromStdString(game.rules().value(name.toStdString())), standard);
}

void TestPicker::playersKeptAcrossRuleSets()
{
    GameSetup setup;
    setup.setLevel(1, 3);
    setup.setLevel(0, kPerfectLevel);
    for (const char* id : {"qelat", "mewelad", "enkeshui", "qelat-keren", "kalah"}) {
        setup.setVariantId(QString::fromLatin1(id));
        QCOMPARE(setup.northLevel(), 3);
        // Perfect is Kalah's and Qelat's (its endgame database): elsewhere the side plays Master, and Perfect again
        // back in Kalah.
        const bool perfect = QLatin1String(id) == QLatin1String("kalah") || QLatin1String(id) == QLatin1String("qelat");
        QCOMPARE(setup.southLevel(), perfect ? kPerfectLevel : kMaxLevel);
    }
}

void TestPicker::newPlayerOfferedTheComputer()
{
    GameController game;
    game.computer()->setPaused(true);
    GameSetup setup;
    // A first start: no decision yet, two people: North is the computer at a middle level.
    QVERIFY(setup.offerComputerToNewPlayer(&game));
    QCOMPARE(setup.southLevel(), 0);
    QCOMPARE(setup.northLevel(), GameSetup::kNewPlayerLevel);
    QVERIFY(GameSetup::kNewPlayerLevel > 1 && GameSetup::kNewPlayerLevel < kMaxLevel);
    // A restored game with moves, or one with the computer, keeps its players.
    GameSetup other;
    game.setLevel(0, 2);
    QVERIFY(!other.offerComputerToNewPlayer(&game));
    QCOMPARE(other.northLevel(), 0);
    game.setLevel(0, 0);
    QVERIFY(game.playHole(2));
    QVERIFY(!other.offerComputerToNewPlayer(&game));
    QCOMPARE(other.northLevel(), 0);
}

void TestPicker::filledHoleSeeds_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("choices");
    QTest::addColumn<int>("filled");
    // K1: 4 a house; seeds=5: 5.
    QTest::newRow("kalah") << "kalah" << "" << 4;
    QTest::newRow("kalah seeds=5") << "kalah" << "seeds=5" << 5;
    // E1: 2x8 A and B 4 in the filled holes, 2x12 3 (the seeds box says 4 there: it is not read).
    QTest::newRow("enkeshui 2x8 A") << "enkeshui" << "" << 4;
    QTest::newRow("enkeshui 2x8 B") << "enkeshui" << "layout=B" << 4;
    QTest::newRow("enkeshui 2x12") << "enkeshui" << "houses=12" << 3;
    // A drawn layout with different counts: none.
    QTest::newRow("custom") << "kalah" << "houses=4;layout=custom:2,3,1,2/2,1,3,2" << 0;
}

void TestPicker::filledHoleSeeds()
{
    QFETCH(QString, variant);
    QFETCH(QString, choices);
    QFETCH(int, filled);
    GameSetup setup;
    setup.setVariantId(variant);
    for (const auto& [name, value] : choicesOf(choices))
        QVERIFY2(setup.setRule(name, value), qPrintable(setup.lastError()));
    QCOMPARE(setup.filledHoleSeeds(), filled);
    int most = 0;
    for (int seeds : setup.startSeeds())
        most = std::max(most, seeds);
    if (filled > 0)
        QCOMPARE(most, filled);
    QCOMPARE(sum(setup.startSeeds()), setup.totalSeeds());
}

void TestPicker::refusedChoiceChangesNothing()
{
    GameSetup setup;
    setup.setVariantId(QStringLiteral("qelat"));
    QSignalSpy changed(&setup, &GameSetup::changed);
    // Q1 and the row lengths of docs/rules.md: even 4-12 for the Eritrean games.
    QVERIFY(!setup.setRule(QStringLiteral("houses"), QStringLiteral("7")));
    QVERIFY(setup.lastError().contains(QStringLiteral("even number")));
    QVERIFY(!setup.setRule(QStringLiteral("pie"), QStringLiteral("on"))); // a Kalah rule
    QVERIFY(!setup.setRule(QStringLiteral("layout"), QStringLiteral("A"))); // an Enkeshui layout
    QCOMPARE(changed.count(), 0);
    QCOMPARE(setup.houses(), 6);
    QVERIFY(setup.houseRules().isEmpty());
    QVERIFY(setup.setRule(QStringLiteral("seeds"), QStringLiteral("5")));
    QVERIFY(setup.lastError().isEmpty());
}

void TestPicker::layoutEditorDrawsAndStarts()
{
    LayoutEditor editor;
    QCOMPARE(editor.load(QStringLiteral("kalah"), {}), QString());
    QCOMPARE(editor.rows(), QStringLiteral("4,4,4,4,4,4/4,4,4,4,4,4"));
    QSignalSpy seeds(&editor, &LayoutEditor::seedsChanged);

    QVERIFY(editor.add(0));       // a: 4 -> 5
    QVERIFY(editor.remove(6));    // A: 4 -> 3
    QVERIFY(editor.move(1, 11));  // b: 4 -> 3, F: 4 -> 5
    QVERIFY(editor.setCount(5, 0)); // f typed: 0
    QVERIFY(!editor.setCount(5, -1));
    QVERIFY(!editor.setCount(5, 241));
    QVERIFY(!editor.move(5, 4));  // f is empty now
    QCOMPARE(seeds.count(), 4); // one signal a change, the move included
    // South a..f = 5,3,4,4,4,0 = 20; North A..F = 3,4,4,4,4,5 = 24, shown F first.
    QCOMPARE(editor.southTotal(), 20);
    QCOMPARE(editor.northTotal(), 24);
    QCOMPARE(editor.total(), 44);
    QCOMPARE(editor.houseRule(), QStringLiteral("custom:5,4,4,4,4,3/5,3,4,4,4,0"));
    QVERIFY2(editor.valid(), qPrintable(editor.reason()));
    // The model draws North's row as South sees it: F in the first column.
    QCOMPARE(editor.holeAt(1, 0), 11);
    QCOMPARE(editor.data(editor.index(11), LayoutEditor::ColumnRole).toInt(), 0);
    QCOMPARE(editor.data(editor.index(11), LayoutEditor::NameRole).toString(), QStringLiteral("F"));

    GameSetup setup;
    QVERIFY(setup.setRule(QStringLiteral("layout"), editor.houseRule()));
    QCOMPARE(setup.layout(), QStringLiteral("custom"));
    GameController game;
    QCOMPARE(game.newGame(setup.variantId(), setup.houseRules()), QString());
    QCOMPARE(game.positionSeeds(), (QList<int>{5, 3, 4, 4, 4, 0, 3, 4, 4, 4, 4, 5}));
    QCOMPARE(game.position().totalSeeds(), 44);
}

void TestPicker::layoutEditorRefusesUnplayable_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QVariantMap>("rules");
    QTest::addColumn<QString>("rows");
    QTest::addColumn<QString>("reason");

    QTest::newRow("south-nothing-to-move") << "qelat" << QVariantMap{} << "4,4,4,4,4,4/0,0,0,0,0,0"
                                           << "South has no seeds to sow";
    QTest::newRow("K5-north-empty") << "kalah" << QVariantMap{} << "0,0,0,0,0,0/4,4,4,4,4,4" << "(K5)";
    QTest::newRow("W2-race-needs-north") << "mewelad" << QVariantMap{} << "0,0,0,0,0,0/4,4,4,4,4,4" << "(W2, E2)";
    QTest::newRow("too-many-seeds") << "enkeshui" << QVariantMap{} << "240,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0"
                                    << "241 seeds; at most 240";
    QTest::newRow("no-seeds") << "kalah" << QVariantMap{} << "0,0,0,0,0,0/0,0,0,0,0,0" << "no seeds";
}

void TestPicker::layoutEditorRefusesUnplayable()
{
    QFETCH(QString, variant);
    QFETCH(QVariantMap, rules);
    QFETCH(QString, rows);
    QFETCH(QString, reason);

    LayoutEditor editor;
    QCOMPARE(editor.load(variant, rules), QString());
    const QStringList parts = rows.split(QLatin1Char('/'));
    const QStringList north = parts[0].split(QLatin1Char(','));
    const QStringList south = parts[1].split(QLatin1Char(','));
    QCOMPARE(south.size(), editor.houses());
    for (int c = 0; c < editor.houses(); ++c) {
        QVERIFY(editor.setCount(editor.holeAt(0, c), south[c].toInt()));
        QVERIFY(editor.setCount(editor.holeAt(1, c), north[c].toInt()));
    }
    QCOMPARE(editor.rows(), rows);
    QVERIFY(!editor.valid());
    QVERIFY2(editor.reason().contains(reason), qPrintable(editor.reason()));

    // The same layout is refused before the game starts, with the same reason.
    GameSetup setup;
    setup.setVariantId(variant);
    setup.setRule(QStringLiteral("layout"), editor.houseRule());
    QVERIFY(!setup.playable());
    QCOMPARE(setup.reason(), editor.reason());
    GameController game;
    const QList<int> before = game.positionSeeds();
    QVariantMap map = rules;
    map.insert(QStringLiteral("layout"), editor.houseRule());
    QCOMPARE(game.newGame(variant, map), editor.reason());
    QCOMPARE(game.variant(), QStringLiteral("kalah")); // the old game stays
    QCOMPARE(game.positionSeeds(), before);
}

void TestPicker::layoutEditorResizes()
{
    LayoutEditor editor;
    QCOMPARE(editor.load(QStringLiteral("enkeshui"), {}), QString());
    QCOMPARE(editor.houses(), 8);
    QCOMPARE(editor.total(), 48);
    // Layout A: North H..A = 4,4,4,4,4,4,0,0, South a..h = 0,0,4,4,4,4,4,4. Each row
    // keeps its holes from its own left: South a..d = 0,0,4,4, North A..D = 0,0,4,4
    // (shown D first).
    QVERIFY(editor.setHouses(4));
    QCOMPARE(editor.rows(), QStringLiteral("4,4,0,0/0,0,4,4"));
    QVERIFY(editor.valid());
    QVERIFY(editor.setHouses(6)); // e, f and E, F are new and empty
    QCOMPARE(editor.rows(), QStringLiteral("0,0,4,4,0,0/0,0,4,4,0,0"));
    QVERIFY(editor.setHouses(5)); // drawn, but the rules allow even lengths only
    QVERIFY(editor.reason().contains(QStringLiteral("not allowed")));
    editor.fill(2);
    QVERIFY(editor.setHouses(6));
    QCOMPARE(editor.total(), 20); // five holes of 2 a row, the sixth empty
    editor.clear();
    QCOMPARE(editor.total(), 0);
}

void TestPicker::presetsSurviveRestart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("presets.ini"));
    {
        PresetStore store;
        store.setFileName(path);
        QCOMPARE(store.count(), 5);
        QVERIFY(store.message().isEmpty());
        GameSetup setup;
        setup.setVariantId(QStringLiteral("enkeshui"));
        QVERIFY(setup.setRule(QStringLiteral("houses"), QStringLiteral("12")));
        QVERIFY(setup.setRule(QStringLiteral("special-move"), QStringLiteral("on")));
        QCOMPARE(store.save(QStringLiteral("Long board"), setup.variantId(), setup.houseRules()), QString());
        QCOMPARE(store.save(QStringLiteral("Drawn"), QStringLiteral("kalah"),
                            {{QStringLiteral("layout"), QStringLiteral("custom:1,2,3/4,5,6")}}),
                 QString());
        QCOMPARE(store.save(QStringLiteral("Scratch"), QStringLiteral("qelat"), {}), QString());
        QCOMPARE(store.count(), 8);
        QCOMPARE(store.rename(store.indexOf(QStringLiteral("Long board")), QStringLiteral("Maasai 2x12")), QString());
        QVERIFY(!store.rename(store.indexOf(QStringLiteral("Drawn")), QStringLiteral("Scratch")).isEmpty());
        QVERIFY(store.remove(store.indexOf(QStringLiteral("Scratch"))));
        QCOMPARE(store.count(), 7);
    }
    PresetStore again;
    again.setFileName(path);
    QVERIFY2(again.message().isEmpty(), qPrintable(again.message()));
    QCOMPARE(again.count(), 7);
    QCOMPARE(again.indexOf(QStringLiteral("Scratch")), -1);
    QCOMPARE(again.indexOf(QStringLiteral("Long board")), -1);
    const Preset longBoard = again.get(again.indexOf(QStringLiteral("Maasai 2x12")));
    QCOMPARE(longBoard.variantId, QStringLiteral("enkeshui"));
    QCOMPARE(longBoard.builtIn, false);

    // Starting from the preset starts the 2x12 layout of E1 with E8 on.
    GameSetup setup;
    QCOMPARE(setup.load(longBoard.variantId, longBoard.houseRules), QString());
    GameController game;
    QCOMPARE(game.newGame(setup.variantId(), setup.houseRules()), QString());
    QCOMPARE(game.positionSeeds(), ringOf("3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,3"));
    QVERIFY(game.rules().specialMove);

    // Commas of a drawn layout survive the INI file.
    const Preset drawn = again.get(again.indexOf(QStringLiteral("Drawn")));
    QCOMPARE(game.newGame(QStringLiteral("kalah"), drawn.houseRules), QString());
    QCOMPARE(game.positionSeeds(), ringOf("1,2,3/4,5,6"));
}

void TestPicker::builtInPresetsStay()
{
    QTemporaryDir dir;
    PresetStore store;
    store.setFileName(dir.filePath(QStringLiteral("presets.ini")));
    const QStringList ids{QStringLiteral("kalah"), QStringLiteral("qelat"), QStringLiteral("qelat-keren"),
                          QStringLiteral("mewelad"), QStringLiteral("enkeshui")};
    for (int row = 0; row < 5; ++row) {
        const Preset p = store.get(row);
        QCOMPARE(p.variantId, ids[row]);
        QVERIFY(p.builtIn);
        QVERIFY(p.houseRules.isEmpty());
        QCOMPARE(p.players, PlayerLevels{});
        QVERIFY(!store.remove(row));
        QVERIFY(!store.rename(row, QStringLiteral("Mine")).isEmpty());
    }
    // A rule set's name cannot be taken, nor an empty one; unplayable rules are not saved.
    QVERIFY(!store.save(QStringLiteral("kalah"), QStringLiteral("kalah"), {}).isEmpty());
    QVERIFY(!store.save(QStringLiteral("  "), QStringLiteral("kalah"), {}).isEmpty());
    QVERIFY(!store.save(QStringLiteral("Nothing"), QStringLiteral("kalah"),
                        {{QStringLiteral("layout"), QStringLiteral("custom:0,0,0/0,0,0")}})
                 .isEmpty());
    QCOMPARE(store.count(), 5);
}

void TestPicker::brokenSettingsReplaced_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QStringList>("kept");

    const QByteArray good = "2\\name=Good\n2\\variant=kalah\n2\\rules=houses=5\n";
    QTest::newRow("unknown-variant")
        << QByteArray("version=1\n[presets]\nsize=2\n1\\name=Owari\n1\\variant=oware\n1\\rules=\n") + good
        << "no rule set called oware" << QStringList{QStringLiteral("Good")};
    QTest::newRow("bad-value")
        << QByteArray("version=1\n[presets]\nsize=2\n1\\name=Odd\n1\\variant=qelat\n1\\rules=houses=7\n") + good
        << "even number" << QStringList{QStringLiteral("Good")};
    QTest::newRow("not-a-rule")
        << QByteArray("version=1\n[presets]\nsize=2\n1\\name=Junk\n1\\variant=kalah\n1\\rules=garbage\n") + good
        << "name=value" << QStringList{QStringLiteral("Good")};
    QTest::newRow("unplayable")
        << QByteArray("version=1\n[presets]\nsize=2\n1\\name=Empty\n1\\variant=kalah\n"
                      "1\\rules=\"layout=custom:4,4,4/0,0,0\"\n")
               + good
        << "South has no seeds" << QStringList{QStringLiteral("Good")};
    QTest::newRow("rule-set-name")
        << QByteArray("version=1\n[presets]\nsize=1\n1\\name=Enkeshui\n1\\variant=kalah\n1\\rules=\n")
        << "name is taken" << QStringList{};
    QTest::newRow("newer-version") << QByteArray("version=7\n[presets]\nsize=1\n1\\name=Good\n1\\variant=kalah\n")
                                   << "newer version" << QStringList{QStringLiteral("Good")};
    QTest::newRow("mistyped-key") << QByteArray("version=1\n[presets]\nsize=2\n1\\nmae=Typo\n1\\variant=kalah\n") + good
                                  << "unknown key" << QStringList{QStringLiteral("Good")};
    QTest::newRow("empty") << QByteArray() << "no version" << QStringList{};
    QTest::newRow("not-ini") << QByteArray("\x89PNG\r\n\x1a\n\0\0binary", 15) << "could not be read" << QStringList{};
}

void TestPicker::brokenSettingsReplaced()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, message);
    QFETCH(QStringList, kept);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("presets.ini"));
    writeFile(path, file);
    PresetStore store;
    QSignalSpy messages(&store, &PresetStore::messageChanged);
    store.setFileName(path);
    QCOMPARE(messages.count(), 1);
    QVERIFY2(store.message().contains(message), qPrintable(store.message()));
    QCOMPARE(store.count(), 5 + kept.size());
    for (int row = 0; row < 5; ++row)
        QVERIFY(store.get(row).builtIn);
    for (const QString& name : kept)
        QVERIFY(store.indexOf(name) >= 5);

    // The player's bytes are kept, under a name of their own.
    QCOMPARE(readAll(dir.filePath(QStringLiteral("presets.broken-1.ini"))), file);
    QVERIFY(store.message().contains(QStringLiteral("presets.broken-1.ini")));

    // The file was rewritten: a restart reads it without complaint.
    PresetStore again;
    again.setFileName(path);
    QVERIFY2(again.message().isEmpty(), qPrintable(again.message()));
    QCOMPARE(again.count(), 5 + kept.size());
    store.clearMessage();
    QVERIFY(store.message().isEmpty());
}

/// A presets file cut at every tenth byte: the presets before the cut are
/// read, the cut file is kept, nothing is lost or crashes.
void TestPicker::presetsTruncated()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("presets.ini"));
    {
        PresetStore store;
        store.setFileName(path);
        for (const char* name : {"One", "Two", "Three", "Four"})
            QCOMPARE(store.save(QString::fromLatin1(name), QStringLiteral("kalah"), {{QStringLiteral("seeds"), QStringLiteral("5")}}),
                     QString());
    }
    const QByteArray whole = readAll(path);
    QVERIFY(whole.size() > 100);
    int kept = 0;
    for (qsizetype cut = 10; cut < whole.size(); cut += 10) {
        writeFile(path, whole.left(cut));
        PresetStore store;
        store.setFileName(path);
        QVERIFY(store.count() >= 5 && store.count() <= 9);
        if (store.message().isEmpty())
            continue;
        ++kept;
        QCOMPARE(readAll(dir.filePath(QStringLiteral("presets.broken-%1.ini").arg(kept))), whole.left(cut));
    }
    QVERIFY(kept > 5);
    // Cut within the last preset: the three before it are read.
    writeFile(path, whole.left(whole.size() - 4));
    PresetStore store;
    store.setFileName(path);
    QVERIFY2(store.count() >= 8, qPrintable(store.message()));
}

/// A save that cannot be written (the folder is a file) says so and leaves
/// what is on disk as it was.
void TestPicker::presetsFailingSave()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("folder")), "the player's file\n");
    PresetStore store;
    store.setFileName(dir.filePath(QStringLiteral("folder/presets.ini")));
    const QString why = store.save(QStringLiteral("Mine"), QStringLiteral("kalah"), {});
    QVERIFY(why.contains(QStringLiteral("could not be saved")));
    QCOMPARE(readAll(dir.filePath(QStringLiteral("folder"))), QByteArray("the player's file\n"));
}

/// In the games of rounds the quiet move limit ends the round, never the
/// game (G2): "At the quiet move limit" would change nothing there and is not
/// offered; where a stopped game ends there, it is.
void TestPicker::catalogOffersNoChoiceThatChangesNothing()
{
    VariantCatalog catalog;
    const auto offered = [&catalog](const char* variant) {
        QStringList ids;
        for (const HouseRuleOption& o : catalog.options(QString::fromLatin1(variant)))
            ids << o.id;
        return ids;
    };
    for (const char* rounds : {"qelat-keren", "mewelad"}) {
        QVERIFY2(offered(rounds).contains(QStringLiteral("quiet-limit")), rounds);
        QVERIFY2(!offered(rounds).contains(QStringLiteral("quiet-end")), rounds);
    }
    for (const char* stopped : {"kalah", "qelat", "enkeshui"})
        QVERIFY2(offered(stopped).contains(QStringLiteral("quiet-end")), stopped);
}

void TestPicker::catalogOffersEveryHouseRule()
{
    VariantCatalog catalog;
    QCOMPARE(catalog.rowCount(), kVariantCount);
    for (int row = 0; row < kVariantCount; ++row) {
        const auto v = static_cast<Variant>(row);
        const QModelIndex card = catalog.index(row);
        const QString id = catalog.data(card, VariantCatalog::VariantIdRole).toString();
        QCOMPARE(id, QString::fromLatin1(variantId(v).data()));
        for (const int role : {VariantCatalog::NameRole, VariantCatalog::DescriptionRole, VariantCatalog::RegionRole,
                               VariantCatalog::SourceRole})
            QVERIFY2(!catalog.data(card, role).toString().isEmpty(), catalog.roleNames().value(role).constData());
        // The preview is the rule set's start position.
        const auto ring = Rules::defaults(v).initialSeeds();
        const QList<int> preview = catalog.data(card, VariantCatalog::PreviewRole).value<QList<int>>();
        QCOMPARE(preview.size(), 2 * Rules::defaults(v).houses);
        for (int i = 0; i < preview.size(); ++i)
            QCOMPARE(preview[i], int(ring[static_cast<std::size_t>(i)]));

        const QList<HouseRuleOption> options = catalog.options(id);
        const auto infos = houseRules(v);
        QCOMPARE(options.size(), qsizetype(infos.size()));
        for (std::size_t k = 0; k < infos.size(); ++k) {
            const HouseRuleOption& o = options[qsizetype(k)];
            QCOMPARE(o.id, QString::fromLatin1(infos[k].id.data(), qsizetype(infos[k].id.size())));
            QCOMPARE(o.rule, QString::fromLatin1(infos[k].rule.data(), qsizetype(infos[k].rule.size())));
            QVERIFY2(!o.title.isEmpty(), qPrintable(id));
            QVERIFY2(o.sentence.endsWith(QLatin1Char('.')), qPrintable(id));
            QCOMPARE(o.defaultValue, o.values.value(0));
            // A switch's other value is what the picker sets when it is flipped.
            if (o.kind == QLatin1String("switch")) {
                GameSetup setup;
                setup.setVariantId(id);
                QVERIFY(setup.setRule(o.id, o.onValue));
                QCOMPARE(setup.houseRules().size(), 1);
            }
            // A choice: every value can be set and has a title; K7 and G2's
            // quiet-end also say what each value means, each in its own sentence.
            const QString name = o.id;
            const bool sentences = name == QLatin1String("empty-capture") || name == QLatin1String("quiet-end");
            if (sentences)
                QCOMPARE(o.kind, QStringLiteral("choice"));
            if (o.kind == QLatin1String("choice")) {
                QSet<QString> said;
                for (const QString& value : o.values) {
                    GameSetup setup;
                    setup.setVariantId(id);
                    QVERIFY2(setup.setRule(name, value), qPrintable(name + '=' + value));
                    QVERIFY(!catalog.valueTitle(name, value).isEmpty());
                    const QString sentence = catalog.valueSentence(name, value);
                    QCOMPARE(!sentence.isEmpty(), sentences);
                    if (sentences) {
                        QVERIFY2(sentence.endsWith(QLatin1Char('.')), qPrintable(sentence));
                        QVERIFY2(!said.contains(sentence), qPrintable(sentence));
                        said << sentence;
                    }
                }
            }
        }
    }
}

void TestPicker::catalogReadsTheHouseRuleTable()
{
    // Ranges and switches come from the core's table of house rules, the
    // words from the app's table keyed by the same ids.
    VariantCatalog catalog;
    HouseRuleOption houses;
    for (const HouseRuleOption& o : catalog.options(QStringLiteral("mewelad")))
        if (o.id == QLatin1String("houses"))
            houses = o;
    QCOMPARE(houses.kind, QStringLiteral("houses"));
    QCOMPARE(houses.min, 4);
    QCOMPARE(houses.max, 12);
    QCOMPARE(houses.step, 2); // W1: even rows
    for (int row = 0; row < kVariantCount; ++row) {
        const auto v = static_cast<Variant>(row);
        const QList<HouseRuleOption> options = catalog.options(QString::fromLatin1(variantId(v).data()));
        const auto infos = houseRules(v);
        for (std::size_t k = 0; k < infos.size(); ++k) {
            const HouseRuleOption& o = options[qsizetype(k)];
            const QString id = o.id;
            QCOMPARE(HouseRuleTexts::title(id), o.title);
            QCOMPARE(HouseRuleTexts::sentence(id, v), o.sentence);
            const QString kind = o.kind;
            switch (infos[k].kind) {
            case HouseRuleKind::Number:
                QVERIFY2(kind == QLatin1String("number") || kind == id, qPrintable(id));
                QCOMPARE(o.min, infos[k].min);
                QCOMPARE(o.max, infos[k].max);
                QCOMPARE(o.step, infos[k].step);
                break;
            case HouseRuleKind::Switch:
                QCOMPARE(kind, QStringLiteral("switch"));
                QCOMPARE(o.onValue, QString::fromStdString(infos[k].values[1]));
                break;
            case HouseRuleKind::Choice: QCOMPARE(kind, QStringLiteral("choice")); break;
            case HouseRuleKind::Layout: QCOMPARE(kind, QStringLiteral("layout")); break;
            }
        }
    }
    // Race (W2, E2) says what it changes in each of its two rule sets.
    QVERIFY(HouseRuleTexts::sentence(QStringLiteral("race"), Variant::Mewelad)
            != HouseRuleTexts::sentence(QStringLiteral("race"), Variant::Enkeshui));
    // Unknown ids and unnamed values.
    QVERIFY(HouseRuleTexts::title(QStringLiteral("no-such-rule")).isEmpty());
    QCOMPARE(catalog.valueTitle(QStringLiteral("walda-holes"), QStringLiteral("corners")), QStringLiteral("Four corners"));
    QCOMPARE(catalog.valueTitle(QStringLiteral("pie"), QStringLiteral("on")), QStringLiteral("on"));
    QVERIFY(catalog.valueSentence(QStringLiteral("walda-holes"), QStringLiteral("six")).isEmpty());
}

void TestPicker::catalogLayouts()
{
    VariantCatalog catalog;
    auto values = [&](const QString& id, int houses) {
        QStringList out;
        for (const LayoutChoice& l : catalog.layouts(id, houses))
            out << l.value;
        return out;
    };
    // E1: A and B on 2x8, one standard layout on 2x10 and 2x12, none otherwise.
    QCOMPARE(values(QStringLiteral("enkeshui"), 8), (QStringList{"A", "B", "uniform", "custom"}));
    QCOMPARE(values(QStringLiteral("enkeshui"), 10), (QStringList{"A", "uniform", "custom"}));
    QCOMPARE(values(QStringLiteral("enkeshui"), 12), (QStringList{"A", "uniform", "custom"}));
    QCOMPARE(values(QStringLiteral("enkeshui"), 6), (QStringList{"uniform", "custom"}));
    QCOMPARE(values(QStringLiteral("kalah"), 6), (QStringList{"uniform", "custom"}));
    // Every standard layout offered is playable.
    for (int houses : {8, 10, 12}) {
        for (const QString& layout : values(QStringLiteral("enkeshui"), houses)) {
            if (layout == QLatin1String("custom"))
                continue;
            GameSetup setup;
            setup.setVariantId(QStringLiteral("enkeshui"));
            QVERIFY(setup.setRule(QStringLiteral("houses"), QString::number(houses)));
            QVERIFY(setup.setRule(QStringLiteral("layout"), layout));
            QVERIFY2(setup.playable(), qPrintable(setup.reason()));
        }
    }
}

void TestPicker::rulesPagesCiteEveryRule_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("letter");
    QTest::addColumn<int>("rules");
    QTest::newRow("kalah") << "kalah" << "K" << 9;
    QTest::newRow("qelat") << "qelat" << "Q" << 11;
    QTest::newRow("qelat-keren") << "qelat-keren" << "M" << 11;
    QTest::newRow("mewelad") << "mewelad" << "W" << 8;
    QTest::newRow("enkeshui") << "enkeshui" << "E" << 10;
}

void TestPicker::rulesPagesCiteEveryRule()
{
    QFETCH(QString, variant);
    QFETCH(QString, letter);
    QFETCH(int, rules);

    VariantCatalog catalog;
    const QList<RulesPageBlock> blocks = catalog.rulesPage(variant);
    QVERIFY(!blocks.isEmpty());
    QCOMPARE(blocks.first().kind, QStringLiteral("title"));
    QSet<QString> ruleIds;
    int notes = 0;
    int sources = 0;
    for (const RulesPageBlock& block : blocks) {
        const QString kind = block.kind;
        QVERIFY(!block.text.isEmpty());
        if (kind == QLatin1String("rule")) {
            for (const QString& id : block.ruleId.split(QLatin1Char(',')))
                ruleIds.insert(id.trimmed());
        }
        notes += kind == QLatin1String("note");
        sources += kind == QLatin1String("source");
    }
    for (int n = 1; n <= rules; ++n)
        QVERIFY2(ruleIds.contains(letter + QString::number(n)), qPrintable(letter + QString::number(n)));
    QVERIFY(notes > 0);
    QVERIFY(sources > 0);
}

QTEST_GUILESS_MAIN(TestPicker)
#include "tst_picker.moc"
