// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Set up position: the editor's model. Seeds added, taken and moved,
// stores, marks only where the rule set makes them, the side to move, undo
// and redo, the core's reason for a position that cannot be played (and
// nothing played from it), and the position played through the archive:
// the game starts from it and its record's Setup tag is that position.

#include "editor/positioneditor.h"
#include "../archived_game.h"
#include "game/gamecontroller.h"
#include "languages/translations.h"
#include "picker/gamesetup.h"

#include "mancala/engine.h"
#include "mancala/notation.h"

#include <QClipboard>
#include <algorithm>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace mancala;
using namespace mancala::app;

namespace {

/// A controller that shows every decision at once, with its archive.
struct Game : testing::ArchivedGame {
    std::string position() const { return toPositionString(controller.position()); }
};

std::string rows(const PositionEditor& e) { return formatRows(e.position().seeds, e.houses()); }

int markCount(const QList<MarkChoice>& choices, Mark m)
{
    return static_cast<int>(std::count_if(choices.begin(), choices.end(),
                                          [m](const MarkChoice& c) { return c.kind == static_cast<int>(m); }));
}

} // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // English plural forms ("1 seed", "2 seeds") come from the English translation.
        Translations::install(QStringLiteral("en"));
    }

    /// Kalah's start (4 a hole, 48 seeds): take one from a, and 47 of 48 are
    /// on the board: the reason says one is missing and nothing is played.
    void takeLeavesASeedMissing()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(e.valid());
        QCOMPARE(e.total(), 48);
        QVERIFY(e.take(0));
        QCOMPARE(e.seedsIn(0), 3);
        QCOMPARE(e.total(), 47);
        QVERIFY(!e.valid());
        QCOMPARE(e.totalText(), QStringLiteral("47 of 48 seeds"));
        QVERIFY2(e.reason().contains(QStringLiteral("1 seed missing")), qPrintable(e.reason()));
        QVERIFY(e.coreReason().find("seeds not conserved") != std::string::npos);
        const std::string before = g.position();
        QVERIFY(!e.playFrom(&g.archive.importExport));
        QVERIFY(!e.copyPosition());
        QCOMPARE(g.position(), before);
        QVERIFY(e.add(0));
        QVERIFY(e.valid());
        QVERIFY(e.reason().isEmpty());
    }

    /// The totals and reasons follow the language in use (German here); the
    /// core's own reason comes in English after a translated sentence.
    void reasonsInTheLanguageInUse()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(Translations::install(QStringLiteral("de")));
        QVERIFY(e.take(0));
        QCOMPARE(e.totalText(), QStringLiteral("47 von 48 Samen"));
        QVERIFY2(e.reason().startsWith(QStringLiteral("1 Samen fehlt")), qPrintable(e.reason()));
        QVERIFY(e.setCount(0, 4));
        Rules qelat = Rules::defaults(Variant::Qelat);
        e.load(qelat, startPosition(qelat, 1));
        QVERIFY(e.setCount(0, 5));
        QVERIFY(e.setCount(1, 3));
        QVERIFY(e.setMark(6, static_cast<int>(Mark::Walda), 0));
        QVERIFY(e.setMark(7, static_cast<int>(Mark::Walda), 0)); // A and B: both Q6 holes of South
        QVERIFY2(e.valid(), e.coreReason().c_str());
        QCOMPARE(e.holeText(7), QStringLiteral("Mulde B, 4 Samen, Walda (Süd)"));
        QVERIFY(Translations::install(QStringLiteral("en")));
        QCOMPARE(e.holeText(7), QStringLiteral("hole B, 4 seeds, walda (South)"));
    }

    /// A mark where the rule set never makes one is refused with the core's
    /// reason (Q6: C is no walda hole of South's; M3: an ekwarna is the
    /// opponent's), and nothing is played from it.
    void marksWhereTheRulesNeverMakeThem()
    {
        Game g;
        PositionEditor e;
        Rules qelat = Rules::defaults(Variant::Qelat);
        e.load(qelat, startPosition(qelat, 1));
        QVERIFY(e.setMark(8, static_cast<int>(Mark::Walda), 0)); // C
        QVERIFY(!e.valid());
        QCOMPARE(e.reason(), QStringLiteral("This position cannot be played: hole C is South's walda, but South makes "
                                            "waldas only in the end holes of South's own row and the two outermost "
                                            "holes at each end of North's row (Q6)."));
        const std::string before = g.position();
        QVERIFY(!e.playFrom(&g.archive.importExport));
        QCOMPARE(g.position(), before);
        Rules keren = Rules::defaults(Variant::QelatKeren);
        e.load(keren, startPosition(keren, 1));
        QVERIFY(e.setMark(0, static_cast<int>(Mark::Ekwarna), 0)); // a, South's own hole
        QCOMPARE(e.reason(), QStringLiteral("This position cannot be played: hole a is an ekwarna of South, who owns "
                                            "it, but an ekwarna is made only in a hole of the opponent (M3) or in a "
                                            "player's last hole (M11)."));
        QVERIFY(e.setMark(0, static_cast<int>(Mark::Ekwarna), 1)); // North's: the M3 ekwarna
        QVERIFY2(e.valid(), e.coreReason().c_str());
    }

    /// A hole's menu offers only the marks it can carry: Q6 makes a row's end
    /// holes eligible for both players and the next ones for the opponent
    /// only, the middle holes for nobody; M3 makes an ekwarna only in a hole
    /// of the opponent.
    void markMenuOffersWhatTheHoleCanCarry()
    {
        const auto offered = [](const QList<MarkChoice>& choices) {
            QStringList texts;
            for (const MarkChoice& c : choices)
                texts << c.text;
            return texts;
        };
        PositionEditor e;
        Rules qelat = Rules::defaults(Variant::Qelat);
        e.load(qelat, startPosition(qelat, 1));
        // a (South's row end): an end hole is eligible for both players.
        QCOMPARE(offered(e.markChoicesFor(0)),
                 QStringList({"no mark", "walda (South)", "walda (North)"}));
        // b: second from South's end: North's (the two outermost of the opponent's row), not South's.
        QCOMPARE(offered(e.markChoicesFor(1)), QStringList({"no mark", "walda (North)"}));
        // c: neither player's (Q6).
        QCOMPARE(offered(e.markChoicesFor(2)), QStringList({"no mark"}));
        // B (7): South's, not North's.
        QCOMPARE(offered(e.markChoicesFor(7)), QStringList({"no mark", "walda (South)"}));
        Rules keren = Rules::defaults(Variant::QelatKeren);
        e.load(keren, startPosition(keren, 1));
        // a is South's hole: only North makes an ekwarna in it (M3).
        QCOMPARE(offered(e.markChoicesFor(0)), QStringList({"no mark", "ekwarna (North)"}));
        QVERIFY(e.markChoicesFor(99).isEmpty());
    }

    /// Seeds moved from a to A: 3 in a, 5 in A, 48 still; an empty hole has none to move.
    void moveKeepsTheTotal()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(e.move(0, 6));
        QCOMPARE(rows(e), std::string("4,4,4,4,4,5/3,4,4,4,4,4"));
        QVERIFY(e.valid());
        QVERIFY(e.setCount(1, 0));
        QVERIFY(!e.move(1, 2)); // b is empty
        QVERIFY(!e.move(0, 0));
        QVERIFY(!e.take(1));
        QVERIFY(!e.setCount(0, -1));
        QVERIFY(!e.setCount(0, kMaxSeeds + 1));
        QVERIFY(!e.add(12)); // no hole m in Kalah 2x6
        QCOMPARE(e.total(), 44);
        QVERIFY2(e.reason().contains(QStringLiteral("4 seeds missing")), qPrintable(e.reason()));
    }

    /// Stores: two seeds from a to South's store (50 of 48 is refused first).
    void storesAndTooManySeeds()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(e.hasTrays());
        QVERIFY(e.setStore(0, 2));
        QCOMPARE(e.total(), 50);
        QVERIFY2(e.reason().contains(QStringLiteral("2 seeds too many")), qPrintable(e.reason()));
        QVERIFY(e.setCount(0, 2));
        QVERIFY(e.valid());
        QVERIFY(e.positionString().startsWith(QStringLiteral("kalah: 4,4,4,4,4,4/2,4,4,4,4,4 2,0 ")));
        QVERIFY(!e.setStore(0, -1));
        QVERIFY(!e.setStore(2, 1));
        // Qelat keeps its takings in its waldas: no stores to set.
        QCOMPARE(g.controller.newGame(QStringLiteral("qelat")), QString());
        e.loadFrom(&g.controller);
        QVERIFY(!e.hasTrays());
        QVERIFY(!e.setStore(0, 1));
    }

    /// Kalah with North's row empty (all 48 in a): the game would be over (K5).
    void emptyRowIsRefused()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        e.clearBoard();
        QCOMPARE(e.total(), 0);
        QVERIFY2(e.reason().contains(QStringLiteral("48 seeds missing")), qPrintable(e.reason()));
        QVERIFY(e.setCount(0, 48));
        QVERIFY(!e.valid());
        QVERIFY(e.coreReason().find("(K5)") != std::string::npos);
        QVERIFY(e.reason().contains(QStringLiteral("(K5)")));
        QVERIFY(e.move(0, 6));
        QVERIFY(e.valid());
    }

    /// Each rule set offers its own marks only (Q5, M3, E4, W4 with claimed captures).
    void marksOnlyWhereTheRulesHaveThem()
    {
        struct Case {
            Variant variant;
            bool claimed;
            std::vector<Mark> marks;
        };
        const std::vector<Case> cases = {
            {Variant::Kalah, false, {}},
            {Variant::Qelat, false, {Mark::Walda}},
            {Variant::QelatKeren, false, {Mark::Ekwarna}},
            {Variant::Mewelad, false, {}},
            {Variant::Mewelad, true, {Mark::Jen, Mark::LeftFour}},
            {Variant::Enkeshui, false, {Mark::Bull}},
        };
        const std::vector<Mark> all = {Mark::Walda, Mark::Ekwarna, Mark::Bull, Mark::Jen, Mark::LeftFour};
        for (const Case& c : cases) {
            Rules rules = Rules::defaults(c.variant);
            if (c.claimed)
                QCOMPARE(rules.set("claimed-captures", "on"), std::string());
            PositionEditor e;
            e.load(rules, startPosition(rules, 1));
            const QList<MarkChoice> choices = e.markChoices();
            QCOMPARE(choices.size(), 1 + 2 * static_cast<int>(c.marks.size())); // none, then each for South and North
            for (const Mark m : all) {
                const bool offered = std::find(c.marks.begin(), c.marks.end(), m) != c.marks.end();
                QCOMPARE(markCount(choices, m), offered ? 2 : 0);
                QCOMPARE(e.setMark(0, static_cast<int>(m), 1), offered);
                if (offered) {
                    QCOMPARE(e.markOf(0), static_cast<int>(m));
                    QCOMPARE(e.markOwnerOf(0), 1);
                }
                QVERIFY(e.setMark(0, 0, 0));
                QCOMPARE(e.markOf(0), 0);
            }
        }
    }

    /// Qelat's start (4 a hole): South's walda on North's A reads "Aws" and
    /// is played; a four left in Mewelad must hold four (W4).
    void marksInThePositionString()
    {
        Rules qelat = Rules::defaults(Variant::Qelat);
        PositionEditor e;
        e.load(qelat, startPosition(qelat, 1));
        QVERIFY(e.setMark(6, static_cast<int>(Mark::Walda), 0));
        QVERIFY2(e.valid(), e.coreReason().c_str());
        QVERIFY(e.positionString().contains(QStringLiteral(" Aws ")));
        QCOMPARE(e.holeText(6), QStringLiteral("hole A, 4 seeds, walda (South)"));

        Rules mewelad = Rules::defaults(Variant::Mewelad);
        QCOMPARE(mewelad.set("claimed-captures", "on"), std::string());
        e.load(mewelad, startPosition(mewelad, 1));
        QVERIFY(e.setMark(2, static_cast<int>(Mark::LeftFour), 1));
        QVERIFY(e.move(2, 3)); // c holds 3: no longer a four
        QVERIFY(!e.valid());
        QVERIFY(e.coreReason().find("four that was left") != std::string::npos);
        e.undo();
        QVERIFY2(e.valid(), e.coreReason().c_str());
    }

    /// The side to move and, in games of rounds, the round and the hole owners.
    void sideToMoveRoundAndOwners()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QCOMPARE(e.toMove(), 0);
        e.setToMove(1);
        QCOMPARE(e.toMove(), 1);
        QVERIFY(e.positionString().contains(QStringLiteral(" - - n play - 1 1 0 ")));
        QVERIFY(!e.hasRounds());
        e.setRound(3);
        QCOMPARE(e.round(), 1);
        QVERIFY(!e.setOwner(0, 1));

        QCOMPARE(g.controller.newGame(QStringLiteral("qelat-keren")), QString());
        e.loadFrom(&g.controller);
        QVERIFY(e.hasRounds());
        e.setRound(2);
        QCOMPARE(e.round(), 2);
        // North owns South's a this round (M9): "nsssss" read from the left of North's row... South's row from a.
        QVERIFY(e.setOwner(0, 1));
        QCOMPARE(e.ownerOf(0), 1);
        QVERIFY2(e.valid(), e.coreReason().c_str());
        QVERIFY(e.positionString().contains(QStringLiteral("nnnnnn/nsssss")));
        QVERIFY(e.holeText(0).endsWith(QStringLiteral("owned by North")));
    }

    /// Undo and redo walk the changes; a new change drops what was undone.
    void undoAndRedo()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(!e.canUndo());
        QVERIFY(e.add(0));
        QVERIFY(e.move(1, 2));
        e.setToMove(1);
        QCOMPARE(rows(e), std::string("4,4,4,4,4,4/5,3,5,4,4,4"));
        e.undo();
        QCOMPARE(e.toMove(), 0);
        e.undo();
        QCOMPARE(rows(e), std::string("4,4,4,4,4,4/5,4,4,4,4,4"));
        QVERIFY(e.canRedo());
        e.redo();
        QCOMPARE(rows(e), std::string("4,4,4,4,4,4/5,3,5,4,4,4"));
        e.undo();
        QVERIFY(e.take(5));
        QVERIFY(!e.canRedo());
        e.undo();
        e.undo();
        QVERIFY(!e.canUndo());
        QCOMPARE(rows(e), std::string("4,4,4,4,4,4/4,4,4,4,4,4"));
        e.clearBoard();
        QCOMPARE(e.total(), 0);
        e.undo();
        QCOMPARE(e.total(), 48);
    }

    /// The editor's own rule set choice: another rule set (or row length, or
    /// Enkeshui layout) puts that rule set's start on the board, every seed
    /// there (the total balanced), as an ordinary turn; undo brings back the
    /// rules and the position before, redo the start again.
    void ruleSetChoiceGivesItsStart_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QVariantMap>("houseRules");
        for (const char* v : {"kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"})
            QTest::newRow(v) << QString::fromLatin1(v) << QVariantMap();
        QTest::newRow("kalah-4") << QStringLiteral("kalah") << QVariantMap{{QStringLiteral("houses"), QStringLiteral("4")}};
        QTest::newRow("enkeshui-10") << QStringLiteral("enkeshui") << QVariantMap{{QStringLiteral("houses"), QStringLiteral("10")}};
        QTest::newRow("enkeshui-B") << QStringLiteral("enkeshui") << QVariantMap{{QStringLiteral("layout"), QStringLiteral("B")}};
    }
    void ruleSetChoiceGivesItsStart()
    {
        QFETCH(QString, variant);
        QFETCH(QVariantMap, houseRules);
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(e.add(0)); // an edit: 49 of Kalah's 48
        QSignalSpy loaded(&e, &PositionEditor::loaded);
        QVERIFY(e.startOf(variant, houseRules));
        // Other rules: QML builds another board (Kalah's own start keeps it).
        const bool sameRules = variant == QLatin1String("kalah") && houseRules.isEmpty();
        QCOMPARE(loaded.count(), sameRules ? 0 : 1);
        QCOMPARE(e.variant(), variant);
        QCOMPARE(e.houseRules(), houseRules);
        Rules rules;
        QCOMPARE(makeRules(variant, houseRules, rules), QString());
        QCOMPARE(e.houses(), rules.houses);
        const Position start = startPosition(rules, 1);
        QCOMPARE(rows(e), formatRows(start.seeds, rules.houses));
        QCOMPARE(e.total(), rules.totalSeeds());
        QCOMPARE(e.total(), e.expectedTotal());
        QCOMPARE(e.totalText(), QStringLiteral("%1 of %1 seeds").arg(rules.totalSeeds()));
        QCOMPARE(e.position().pending, Pending::Turn);
        QVERIFY2(e.valid(), e.coreReason().c_str());
        // Undo: Kalah with the seed added; redo: the start again.
        e.undo();
        QCOMPARE(e.variant(), QStringLiteral("kalah"));
        QCOMPARE(e.houses(), 6);
        QCOMPARE(e.seedsIn(0), 5);
        QCOMPARE(e.totalText(), QStringLiteral("49 of 48 seeds"));
        e.redo();
        QCOMPARE(e.variant(), variant);
        QCOMPARE(rows(e), formatRows(start.seeds, rules.houses));
    }

    /// A row length or layout the rule set does not have changes nothing.
    void ruleSetChoiceRefusesWhatTheRulesDoNotHave()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(!e.startOf(QStringLiteral("qelat"), {{QStringLiteral("houses"), QStringLiteral("5")}}));
        QVERIFY(!e.startOf(QStringLiteral("kalah"), {{QStringLiteral("layout"), QStringLiteral("B")}}));
        QVERIFY(!e.startOf(QStringLiteral("chess"), {}));
        QCOMPARE(e.variant(), QStringLiteral("kalah"));
        QVERIFY(!e.canUndo());
    }

    /// The draft kept after every change keeps the rule set chosen in the
    /// editor: after a quit, the editor opens again on it over the same game.
    void draftKeepsTheRuleSet()
    {
        Game g;
        {
            PositionEditor e;
            e.loadFrom(&g.controller);
            e.keepDraft(&g.controller);
            QVERIFY(e.startOf(QStringLiteral("enkeshui"), {{QStringLiteral("houses"), QStringLiteral("10")}}));
            QVERIFY(e.add(3));
        }
        PositionEditor again;
        QVERIFY(again.loadDraft(&g.controller));
        QCOMPARE(again.variant(), QStringLiteral("enkeshui"));
        QCOMPARE(again.houses(), 10);
        Rules rules;
        QCOMPARE(makeRules(QStringLiteral("enkeshui"), {{QStringLiteral("houses"), QStringLiteral("10")}}, rules), QString());
        QCOMPARE(again.seedsIn(3), startPosition(rules, 1).seeds[3] + 1);
        again.dropDraft();
        QVERIFY(!again.loadDraft(&g.controller));
    }

    /// The position string reads back with the core to the same position, and plays.
    void positionStringReadsBackAndPlays()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(e.move(0, 5)); // 3 in a, 5 in f
        QVERIFY(e.setCount(1, 0));
        QVERIFY(e.setStore(1, 4)); // b's four to North's store
        QVERIFY(e.valid());
        Rules rules = Rules::defaults(Variant::Kalah);
        Position back;
        QCOMPARE(fromPositionString(e.positionString().toStdString(), rules, back), std::string());
        QCOMPARE(toPositionString(back), toPositionString(e.position()));
        // f (5): the store, A B C D; North to move, South's store 1.
        Decision d;
        std::string why;
        QVERIFY(parseDecision(back, "f", d, why));
        QVERIFY(apply(back, d));
        QCOMPARE(formatRows(back.seeds, 6), std::string("4,4,5,5,5,5/3,0,4,4,4,0"));
        QCOMPARE(back.store[0], 1);
        QCOMPARE(back.totalSeeds(), 48);
    }

    /// A race pending in the game (Mewelad's start) opens as an ordinary turn.
    void opensAsAnOrdinaryTurn()
    {
        Game g;
        QCOMPARE(g.controller.newGame(QStringLiteral("mewelad")), QString());
        QCOMPARE(g.controller.position().phase, Phase::Race);
        PositionEditor e;
        e.loadFrom(&g.controller);
        QCOMPARE(e.position().phase, Phase::Play);
        QCOMPARE(e.position().pending, Pending::Turn);
        QVERIFY2(e.valid(), e.coreReason().c_str());
    }

    /// "Play from here" in every rule set: one seed moved from a to b, the game
    /// starts from it, its record's Setup tag is that position, the game it
    /// replaced is kept.
    void playFromHereInEveryRuleSet_data()
    {
        QTest::addColumn<QString>("variant");
        for (const char* v : {"kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void playFromHereInEveryRuleSet()
    {
        QFETCH(QString, variant);
        Game g;
        QCOMPARE(g.controller.newGame(variant), QString());
        PositionEditor e;
        e.loadFrom(&g.controller);
        // A hole with seeds (Enkeshui's layouts leave some empty) gives one to the next.
        int from = 0;
        while (e.seedsIn(from) == 0)
            ++from;
        const int a = e.seedsIn(from), b = e.seedsIn(from + 1);
        QVERIFY(e.move(from, from + 1));
        QCOMPARE(e.seedsIn(from), a - 1);
        QCOMPARE(e.seedsIn(from + 1), b + 1);
        QVERIFY2(e.valid(), e.coreReason().c_str());
        const std::string setup = toPositionString(e.position());
        QSignalSpy loaded(&g.archive.document, &RecordDocument::gameLoaded);
        QVERIFY(e.playFrom(&g.archive.importExport));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(g.position(), setup);
        QCOMPARE(g.archive.document.record().tag("Setup"), setup);
        QVERIFY(g.archive.importExport.exportText().contains(QStringLiteral("[Setup \"%1\"]").arg(QString::fromStdString(setup))));
        // And it plays: the first legal decision is taken.
        DecisionList list;
        legalDecisions(g.controller.position(), list);
        QVERIFY(!list.empty());
    }

    /// The rule set's start, unchanged or edited back to it, plays as a new
    /// game of the same rules: Mewelad's and Enkeshui's race is still to be
    /// chosen (W2, E2) and the record has no Setup tag. The same board with
    /// North to move is not the start: it plays as a Setup game, as before.
    void playFromTheStartKeepsTheRace_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("mewelad") << QStringLiteral("mewelad");
        QTest::newRow("enkeshui") << QStringLiteral("enkeshui");
    }
    void playFromTheStartKeepsTheRace()
    {
        QFETCH(QString, variant);
        Game g;
        QCOMPARE(g.controller.newGame(variant), QString());
        QCOMPARE(g.controller.position().pending, Pending::Race);
        PositionEditor e;
        e.loadFrom(&g.controller);
        QCOMPARE(e.position().phase, Phase::Play); // the editor shows an ordinary turn
        int from = 0;
        while (e.seedsIn(from) == 0)
            ++from;
        QVERIFY(e.move(from, from + 1));
        QVERIFY(e.move(from + 1, from)); // back to the start
        QSignalSpy changed(&g.controller, &GameController::gameChanged);
        QVERIFY(e.playFrom(&g.archive.importExport));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(g.controller.position().phase, Phase::Race);
        QCOMPARE(g.controller.position().pending, Pending::Race);
        QCOMPARE(g.controller.position().decider, Side::South);
        QCOMPARE(g.archive.document.record().tag("Setup"), std::string());

        e.loadFrom(&g.controller);
        e.setToMove(index(Side::North));
        QVERIFY2(e.valid(), e.coreReason().c_str());
        const std::string setup = toPositionString(e.position());
        QVERIFY(e.playFrom(&g.archive.importExport));
        QCOMPARE(g.controller.position().phase, Phase::Play);
        QCOMPARE(g.controller.position().toMove, Side::North);
        QCOMPARE(g.archive.document.record().tag("Setup"), setup);
    }

    /// A game with moves is kept when the position replaces it.
    void playingKeepsTheReplacedGame()
    {
        Game g;
        QVERIFY(g.controller.playHole(2)); // c (4): d e f and the store, South again
        PositionEditor e;
        e.loadFrom(&g.controller);
        QCOMPARE(rows(e), std::string("4,4,4,4,4,4/4,4,0,5,5,5"));
        QCOMPARE(e.storeSouth(), 1);
        QVERIFY(e.playFrom(&g.archive.importExport));
        QVERIFY(g.archive.store.hasPreviousGame());
        QCOMPARE(g.controller.history()->plyCount(), 0);
    }

    /// Copy: the named position string on the clipboard, as Ctrl+Shift+C does.
    void copiesTheNamedString()
    {
        Game g;
        PositionEditor e;
        e.loadFrom(&g.controller);
        QVERIFY(e.copyPosition());
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("kalah: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 - rng=1"));
    }
};

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"
