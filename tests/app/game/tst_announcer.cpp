// SPDX-License-Identifier: GPL-3.0-or-later
// What the screen says about the game (Announcer): the line under the board,
// the computer's move, the race, browsing, and every text in the language in
// use after a switch; the event follows the board when stepping back and a
// capture is said once all its seeds are taken; the hint's and the analysis's values, the default
// names and the refusals follow the language too; a secret race choice stays
// secret in the move list.
#include "ai/analysismodel.h"
#include "ai/hintfinder.h"
#include "ai/valuetext.h"
#include "game/announcer.h"
#include "game/gamecontroller.h"
#include "game/movelistmodel.h"
#include "languages/coretexts.h"
#include "languages/translations.h"
#include "stdstrings.h"

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/qelat_perfect.h"

#include <QCoreApplication>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace mancala;
using namespace mancala::app;

namespace {

const QStringList kLanguages{QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("ti"),
                             QStringLiteral("am"), QStringLiteral("sw")};

/// A game against the computer (North, Beginner) that plays as soon as it has found.
void againstTheComputer(GameController& game, const char* variant, bool stepping)
{
    game.player()->setSpeed(stepping ? StepPlayer::Normal : StepPlayer::Instant);
    game.player()->setStepping(stepping);
    game.computer()->setRestMillis(0);
    game.setRandomSeed(5);
    QCOMPARE(game.newGame(QString::fromLatin1(variant)), QString());
    game.setLevel(1, 1);
}

/// The person's first legal decision (a hole, else a button's).
bool personPlays(GameController& game)
{
    if (game.raceScreen())
        game.acknowledgeRaceScreen();
    const QList<int> holes = game.legalHoles();
    if (!holes.isEmpty())
        return game.playHole(holes.front());
    switch (game.pending()) {
    case GameController::Direction: return game.chooseDirection(true);
    case GameController::TakeOrLeave: return game.take();
    default: break;
    }
    if (game.canPass())
        return game.pass();
    return game.swapSides();
}

QString text(GameController& game, int row)
{
    return game.moves()->data(game.moves()->index(row), MoveListModel::TextRole).toString();
}

QString trSouth() { return QCoreApplication::translate("mancala::app::GameController", "South"); }

} // namespace

class TestAnnouncer : public QObject {
    Q_OBJECT

private slots:
    void init() { Translations::install(QStringLiteral("en")); }
    void cleanup() { Translations::install(QStringLiteral("en")); }

    void computersMoveNamesTheComputer();
    void computersMoveIsSaid();
    void browsingDoesNotThink();
    void raceIsBothSides();
    void secretRaceChoiceStaysSecret();
    void refusalFollowsTheLanguage();
    void defaultNamesFollowTheLanguage();
    void hintAndAnalysisFollowTheLanguage();
    void eventFollowsTheBoard();
    void deadDrawIsSaid();
    void sowingAfterAnEventSaysSowing();
    void tour_data();
    void tour();
};

void TestAnnouncer::computersMoveNamesTheComputer()
{
    // Teaching mode: each move opens paused at its first step.
    GameController game;
    againstTheComputer(game, "kalah", true);
    Announcer& a = *game.announcer();
    QCOMPARE(a.status(), QStringLiteral("South to move"));
    QVERIFY(game.playHole(0)); // K2: a's four seeds to b-e, North's turn
    QVERIFY(game.busy());
    QCOMPARE(a.status(), QStringLiteral("South is sowing…"));
    QCOMPARE(a.side(), 0);
    game.player()->skipToEnd();
    QTRY_COMPARE_WITH_TIMEOUT(game.history()->plyCount(), 2, 20000);
    // The computer's move, not yet stepped: its name and its colour, not South's.
    QVERIFY(game.busy());
    QCOMPARE(game.player()->stepIndex(), 0);
    QCOMPARE(a.status(), QStringLiteral("Computer (Beginner) is sowing…"));
    QCOMPARE(a.side(), 1);
    // The move is in the list: its card does not say "thinking" while it is sown.
    QCOMPARE(a.thinkingSide(), -1);
    game.player()->skipToEnd();
    QVERIFY(!game.busy());
    QCOMPARE(a.status(), QStringLiteral("South to move"));
    QCOMPARE(a.side(), 0);
    QVERIFY2(a.detail().startsWith(QStringLiteral("Computer (Beginner) played ")), qPrintable(a.detail()));
}

void TestAnnouncer::computersMoveIsSaid()
{
    // Every move of the computer is named with what it captured, and said.
    GameController game;
    againstTheComputer(game, "kalah", false);
    QSignalSpy said(game.announcer(), &Announcer::announced);
    int captures = 0;
    int turns = 0; // turns of more than one decision
    while (!game.over() && game.history()->plyCount() < 200) {
        if (game.computerDecides()) {
            const int before = game.history()->plyCount();
            QTRY_VERIFY_WITH_TIMEOUT(game.history()->plyCount() > before || game.over(), 20000);
            continue;
        }
        // The person to move: the line names the computer's decision just before.
        const Position* shown = game.shownMoveBefore();
        if (shown && index(shown->decider) == 1 && shown->pending != Pending::Race) {
            int captured = 0;
            for (const Step& s : game.player()->steps())
                if (s.kind == StepKind::Capture && s.side == Side::North)
                    captured += s.count;
            // The whole turn as the move list writes it ("B-A" after an extra turn).
            MoveListModel& list = *game.moves();
            const QString move = list.data(list.index(list.currentRow()), MoveListModel::TextRole).toString();
            turns += move.contains(QLatin1Char('-'));
            const QString expected = captured > 0
                ? QStringLiteral("Computer (Beginner) played %1 and captured %2 seeds.").arg(move).arg(captured)
                : QStringLiteral("Computer (Beginner) played %1.").arg(move);
            captures += captured > 0;
            if (captured != 1) // "1 seed": the plural form's, not checked here
                QCOMPARE(game.announcer()->computerMove(), expected);
            QVERIFY2(game.announcer()->detail().startsWith(expected), qPrintable(game.announcer()->detail()));
            QVERIFY(game.announcer()->spoken().contains(expected));
            bool heard = false;
            for (const QList<QVariant>& args : said)
                heard = heard || args.at(0).toString().startsWith(expected);
            QVERIFY2(heard, qPrintable(expected));
        }
        said.clear();
        QVERIFY(personPlays(game));
    }
    QVERIFY(captures > 0);
}

void TestAnnouncer::browsingDoesNotThink()
{
    GameController game;
    againstTheComputer(game, "kalah", false);
    QVERIFY(game.playHole(0));
    QTRY_COMPARE_WITH_TIMEOUT(game.history()->plyCount(), 2, 20000);
    QTRY_VERIFY(!game.computerDecides());
    // Back to the computer's turn in the move list: nobody thinks there (the
    // game goes on at its end, where the person is to move), and the line under the board says so.
    game.history()->goToPly(1);
    QVERIFY(game.computerDecides());
    QVERIFY(!game.computer()->thinking());
    QCOMPARE(game.announcer()->thinkingSide(), -1);
    QCOMPARE(game.announcer()->status(),
             QStringLiteral("Looking back, 1 of 2 moves played: the game goes on from the last move"));
    game.history()->goToPly(2);
    QCOMPARE(game.announcer()->status(), QStringLiteral("South to move"));
    QCOMPARE(game.history()->plyCount(), 2); // browsing did not make the computer play
}

void TestAnnouncer::raceIsBothSides()
{
    // W2: South chooses, the computer chooses, then both hands sow at once.
    GameController game;
    againstTheComputer(game, "mewelad", true);
    QCOMPARE(game.pending(), GameController::Race);
    QCOMPARE(game.announcer()->status(), QStringLiteral("Race: South chooses a hole in secret"));
    QVERIFY(personPlays(game));
    game.player()->skipToEnd();
    QTRY_COMPARE_WITH_TIMEOUT(game.history()->plyCount(), 2, 20000);
    QVERIFY(game.busy());
    QCOMPARE(game.player()->stepIndex(), 0);
    QCOMPARE(game.announcer()->status(), QStringLiteral("Race: both players sow at once…"));
    QCOMPARE(game.announcer()->side(), -1);
    // Frame by frame: both hands, nobody's colour, until the race is won.
    bool won = false;
    while (game.busy() && !won) {
        game.player()->next();
        const QString status = game.announcer()->status();
        won = status.contains(QStringLiteral("wins"));
        QVERIFY2(!status.contains(QStringLiteral("is sowing")), qPrintable(status));
        if (!won && game.busy())
            QCOMPARE(game.announcer()->side(), -1);
    }
    // The computer's choice is not "played" in words: the race shows it.
    game.player()->skipToEnd();
    QVERIFY(game.announcer()->computerMove().isEmpty());
}

void TestAnnouncer::secretRaceChoiceStaysSecret()
{
    // W2 against the computer: after the race, back to the start (Ctrl+Z):
    // the line ahead holds both choices, and neither is shown.
    GameController game;
    againstTheComputer(game, "mewelad", false);
    QVERIFY(personPlays(game));
    QTRY_VERIFY_WITH_TIMEOUT(game.history()->plyCount() >= 2, 20000);
    // The first row holds both choices ("c-C"): both chose, both shown.
    QVERIFY2(!text(game, 0).contains(QLatin1Char('?')), qPrintable(text(game, 0)));
    game.history()->goToPly(0);
    QCOMPARE(text(game, 0), QStringLiteral("?-?"));
    // Between the two choices too.
    game.history()->goToPly(1);
    QCOMPARE(text(game, 0), QStringLiteral("?-?"));
    // Choosing again counts as a retake: the computer's choice is drawn anew
    // (from its mixed strategy), so the one seen before does not tell it.
    QCOMPARE(game.history()->retakes(), 0);
    QSet<int> answers{game.history()->decisions()[1].hole};
    for (int retake = 1; retake <= 8; ++retake) {
        game.history()->undo(); // taken back: played again at once, no question
        QCOMPARE(game.history()->ply(), 0);
        QVERIFY(game.playHole(game.legalHoles().front()));
        QCOMPARE(game.history()->retakes(), retake);
        QTRY_VERIFY_WITH_TIMEOUT(game.history()->plyCount() >= 2, 20000);
        answers << game.history()->decisions()[1].hole;
    }
    QVERIFY2(answers.size() > 1, "the computer's race choice is the same after every retake");
}

void TestAnnouncer::refusalFollowsTheLanguage()
{
    GameController game;
    QVERIFY(!game.playHole(7)); // B: North's house
    QCOMPARE(game.message(), QStringLiteral("You may only sow from your own houses."));
    QCOMPARE(game.announcer()->detail(), game.message());
    QVERIFY(game.announcer()->refusal());
    QSignalSpy changed(&game, &GameController::messageChanged);
    QVERIFY(Translations::install(QStringLiteral("de")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(game.message(), game.whyIllegal(7));
    QVERIFY(game.message() != QStringLiteral("You may only sow from your own houses."));
    QCOMPARE(game.announcer()->detail(), game.message());
}

void TestAnnouncer::defaultNamesFollowTheLanguage()
{
    QVERIFY(Translations::install(QStringLiteral("sw")));
    GameController game;
    const QString kusini = game.players()->southName();
    QVERIFY(kusini != QStringLiteral("South"));
    // The picker gives the name it shows: the default one, in Swahili.
    game.players()->setSouthName(kusini);
    game.players()->setNorthName(QStringLiteral("Amina"));
    QCOMPARE(game.players()->givenName(0), QString()); // kept as "the default", not as "Kusini"
    QCOMPARE(game.players()->givenName(1), QStringLiteral("Amina"));
    QVERIFY(Translations::install(QStringLiteral("en")));
    QCOMPARE(game.players()->southName(), QStringLiteral("South"));
    QCOMPARE(game.players()->northName(), QStringLiteral("Amina"));
    game.restart();
    QCOMPARE(game.announcer()->status(), QStringLiteral("South to move"));
}

void TestAnnouncer::hintAndAnalysisFollowTheLanguage()
{
    GameController game;
    game.computer()->setMasterMillis(100);
    HintFinder hint;
    hint.setGame(&game);
    hint.request();
    QTRY_VERIFY_WITH_TIMEOUT(hint.shown(), 20000);
    AnalysisModel analysis;
    analysis.setMillis(200);
    analysis.setGame(&game);
    analysis.setActive(true);
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.running() && analysis.rowCount() > 0, 20000);
    ValueStyle::instance()->setWords(true); // words: the language shows
    const QString english = hint.valueText();
    QVERIFY2(english.contains(QStringLiteral("seed")), qPrintable(english));
    for (const QString& language : kLanguages + QStringList{QStringLiteral("en")}) {
        QSignalSpy hintChanged(&hint, &HintFinder::changed);
        QSignalSpy rowsChanged(&analysis, &AnalysisModel::dataChanged);
        QVERIFY(Translations::install(language));
        // The texts are the language's, and the views are told to read them again.
        QCOMPARE(hint.valueText(), valueText(hint.value(), hint.exact()));
        QVERIFY(hintChanged.count() >= 1);
        QVERIFY(rowsChanged.count() >= 1);
        const QVariantMap row = analysis.get(0);
        QCOMPARE(row.value(QStringLiteral("valueText")).toString(), valueText(row.value(QStringLiteral("value")).toDouble()));
        if (language != QStringLiteral("en"))
            QVERIFY2(hint.valueText() != english, qPrintable(language));
    }
    QCOMPARE(hint.valueText(), english);
    ValueStyle::instance()->setWords(false);
}

void TestAnnouncer::deadDrawIsSaid()
{
    // Qelat, 2 seeds in play: North's B and South's f each go round without
    // reaching a walda; the endgame database proves neither side can win any
    // more (the rest is worth 0), and the line under the board says so, once
    // the database is there.
    auto qelat = std::make_unique<Rules>(Rules::defaults(Variant::Qelat));
    const Rules rules = *qelat;
    Position from;
    QCOMPARE(fromPositionString("0,0,0,0,1,0/46,0,0,0,0,1 0,0 awn - n play - 1 3 0 -", *qelat, from), std::string());
    GameController game;
    game.computer()->setPaused(true);
    QVERIFY(game.loadGame(std::move(qelat), 1, from, {}));
    Announcer& a = *game.announcer();
    const QString dead = QStringLiteral("Neither side can win any more seeds");
    QVERIFY2(!a.detail().contains(dead), qPrintable(a.detail()));
    auto database = std::make_shared<QelatEndgame>();
    QCOMPARE(database->compute(rules, 2), std::string());
    setQelatPerfectDatabase(database);
    QVERIFY2(a.detail().contains(dead), qPrintable(a.detail()));
    setQelatPerfectDatabase(nullptr);
}

void TestAnnouncer::eventFollowsTheBoard()
{
    // Q5 (the lesson "Making a walda"): f's one seed crosses the end into A,
    // which held 3 and now holds 4: A becomes South's walda. Steps: PickUp f,
    // Drop A, MakeWalda A.
    auto qelat = std::make_unique<Rules>(Rules::defaults(Variant::Qelat));
    Position from;
    QCOMPARE(fromPositionString("4,4,4,4,4,3/4,4,4,4,8,1 0,0 - - s play - 1 1 0 -", *qelat, from), std::string());
    GameController game;
    QVERIFY(game.loadGame(std::move(qelat), 1, from, {}));
    game.player()->setSpeed(StepPlayer::Instant);
    Announcer& a = *game.announcer();
    QVERIFY(game.playHole(5));
    QCOMPARE(game.player()->stepCount(), 3);
    QCOMPARE(a.lastEvent(), QStringLiteral("A becomes South's walda."));
    QVERIFY2(a.spoken().contains(QStringLiteral("A becomes South's walda.")), qPrintable(a.spoken()));
    // Stepping back: the board shows the seed in A, no walda yet, and so does the line.
    game.player()->seek(2);
    QCOMPARE(a.lastEvent(), QString());
    QVERIFY2(!a.spoken().contains(QStringLiteral("walda")), qPrintable(a.spoken()));
    game.player()->seek(3);
    QCOMPARE(a.lastEvent(), QStringLiteral("A becomes South's walda."));

    // E5 (the lesson "Capture walk"), 2x8, race off: b's seed ends in the
    // empty c; F's 4, c's 1 and then E's 4 are taken, 9 in all.
    auto enkeshui = std::make_unique<Rules>(Rules::defaults(Variant::Enkeshui));
    QCOMPARE(enkeshui->set("race", "off"), std::string());
    QCOMPARE(fromPositionString("4,4,4,4,4,4,0,0/0,1,0,0,4,4,4,4 4,3 - - s play - 1 1 0 -", *enkeshui, from),
             std::string());
    QVERIFY(game.loadGame(std::move(enkeshui), 1, from, {}));
    QSignalSpy said(&a, &Announcer::announced);
    QVERIFY(game.playHole(1));
    QCOMPARE(game.player()->stepCount(), 5);
    QCOMPARE(a.lastEvent(), QStringLiteral("South captures 9 seeds."));
    QCOMPARE(game.position().store[0], 13);
    // Mid-capture (F's 4 taken, then c's 1) the line does not claim the 9.
    for (int k : {3, 4, 2}) {
        game.player()->seek(k);
        QVERIFY2(!a.lastEvent().contains(QLatin1String("9")), qPrintable(a.lastEvent()));
        QVERIFY2(!a.spoken().contains(QLatin1String("9")), qPrintable(a.spoken()));
    }
    game.player()->seek(5);
    QCOMPARE(a.lastEvent(), QStringLiteral("South captures 9 seeds."));
    // Said aloud only as the whole capture.
    for (const QList<QVariant>& args : said)
        QVERIFY2(!args.at(0).toString().contains(QLatin1String("captures")) || args.at(0).toString() == a.lastEvent(),
                 qPrintable(args.at(0).toString()));
}

void TestAnnouncer::sowingAfterAnEventSaysSowing()
{
    // W3 in Mewelad: a drop that makes a four is captured by the hole's owner
    // in the middle of a sowing that goes on. While the computer (North) sows
    // on after South's capture, the line says North sows, not "South captures
    // 4 seeds." from a step the board has left behind. Race off: ordinary moves.
    GameController game;
    game.player()->setSpeed(StepPlayer::Normal);
    game.player()->setStepping(true);
    game.computer()->setRestMillis(0);
    game.setRandomSeed(5);
    auto rules = std::make_unique<Rules>(Rules::defaults(Variant::Mewelad));
    QCOMPARE(rules->set("race", "off"), std::string());
    const Position start = startPosition(*rules, 5);
    QVERIFY(game.loadGame(std::move(rules), 1, start, {}));
    game.setLevel(1, 1);
    Announcer& a = *game.announcer();
    const auto sowingStep = [](StepKind k) { return k == StepKind::PickUp || k == StepKind::Drop; };
    int checked = 0; // North's sowing steps shown after an event of its move
    int southCaptures = 0;
    while (!game.over() && game.history()->plyCount() < 120 && checked < 4) {
        if (game.computerDecides()) {
            const int before = game.history()->plyCount();
            QTRY_VERIFY_WITH_TIMEOUT(game.history()->plyCount() > before || game.over(), 20000);
            // Step through the computer's move, frame by frame.
            bool eventSeen = false;
            while (game.busy()) {
                game.player()->next();
                const int i = game.player()->stepIndex() - 1;
                const Step& step = game.player()->steps()[static_cast<std::size_t>(i)];
                if (!sowingStep(step.kind)) {
                    eventSeen = eventSeen || step.kind == StepKind::Capture;
                    continue;
                }
                if (!game.busy())
                    break;
                if (eventSeen && southCaptures > 0)
                    ++checked;
                QVERIFY2(a.status() == QStringLiteral("Computer (Beginner) is sowing…"),
                         qPrintable(QStringLiteral("step %1 of North's move: %2").arg(i).arg(a.status())));
            }
            game.player()->skipToEnd();
            continue;
        }
        QVERIFY(personPlays(game));
        for (const Step& s : game.player()->steps())
            southCaptures += s.kind == StepKind::Capture && s.side == Side::South;
        game.player()->skipToEnd();
    }
    QVERIFY2(checked > 0, "no sowing of North's shown after a capture in its move");
}

void TestAnnouncer::tour_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("computer");
    for (const char* id : {"kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"}) {
        QTest::newRow((QByteArray(id) + "-people").constData()) << QString::fromLatin1(id) << 0;
        QTest::newRow((QByteArray(id) + "-computer").constData()) << QString::fromLatin1(id) << 1;
    }
}

void TestAnnouncer::tour()
{
    // Through the states of a game (the start, a move being sown, the
    // computer's turn, a move browsed, back at the end), with a switch of
    // language at each: the line is the state's, in the language in use.
    QFETCH(QString, variant);
    QFETCH(int, computer);
    GameController game;
    game.player()->setSpeed(StepPlayer::Normal);
    game.player()->setStepping(true);
    game.computer()->setRestMillis(0);
    game.setRandomSeed(9);
    QCOMPARE(game.newGame(variant), QString());
    game.setLevel(1, computer);
    Announcer& a = *game.announcer();

    // The status in each language: the decider's name as the language says
    // it, no two languages alike, and English again at the end as it was.
    const auto languagesAgree = [&](const char* state) {
        const QString english = a.status();
        QVERIFY2(!english.isEmpty(), state);
        QStringList seen{english};
        for (const QString& language : kLanguages) {
            QVERIFY(Translations::install(language));
            const QString now = a.status();
            QVERIFY2(!seen.contains(now), qPrintable(QStringLiteral("%1 in %2: %3").arg(QLatin1String(state), language, now)));
            if (a.side() == 0 && game.players()->givenName(0).isEmpty())
                QVERIFY2(now.contains(trSouth()), qPrintable(language + QLatin1Char(' ') + now));
            if (a.side() == 1 && computer > 0)
                QVERIFY2(now.contains(ComputerPlayer::levelName(1)), qPrintable(language + QLatin1Char(' ') + now));
            seen << now;
        }
        QVERIFY(Translations::install(QStringLiteral("en")));
        QCOMPARE(a.status(), english);
    };
    const auto expect = [&](const QString& status, const char* state) {
        QVERIFY2(a.status() == status, qPrintable(QStringLiteral("%1: \"%2\", not \"%3\"").arg(QLatin1String(state), a.status(), status)));
        languagesAgree(state);
    };
    const auto who = [&](int side) {
        return side == 1 && computer > 0 ? QStringLiteral("Computer (Beginner)")
                                         : side == 0 ? QStringLiteral("South") : QStringLiteral("North");
    };
    // What the line says while a decision is on show from its start.
    const auto sowing = [&]() {
        const Position& before = *game.shownMoveBefore();
        const QString mover = who(index(before.decider));
        if (before.pending != Pending::Race)
            return QStringLiteral("%1 is sowing…").arg(mover);
        for (const Step& step : game.player()->steps())
            if (step.kind == StepKind::RaceTick)
                return QStringLiteral("Race: both players sow at once…");
        return QStringLiteral("Race: %1 has chosen a hole in secret").arg(mover);
    };
    // What the line says when the board rests on a decision to take.
    const auto waiting = [&]() {
        const QString decider = who(game.decider());
        if (game.pending() == GameController::Race)
            return QStringLiteral("Race: %1 chooses a hole in secret").arg(decider);
        if (game.pending() != GameController::Turn)
            return a.status(); // the other questions are the teaching tests'
        if (a.thinkingSide() >= 0)
            return QStringLiteral("%1 is thinking…").arg(decider);
        return game.canPass() ? QStringLiteral("%1 has no legal move").arg(decider)
                              : QStringLiteral("%1 to move").arg(decider);
    };

    // The person's turn (the computer may begin: its first move is shown through).
    QTRY_VERIFY_WITH_TIMEOUT((game.player()->skipToEnd(), !game.computerDecides()), 20000);
    expect(waiting(), "a person to move");
    const int before = game.history()->plyCount();
    QVERIFY(personPlays(game));
    if (game.busy()) {
        QCOMPARE(game.player()->stepIndex(), 0);
        expect(sowing(), "the person's decision");
        game.player()->skipToEnd();
    }
    if (computer == 0) {
        QVERIFY(!game.computerDecides());
        QCOMPARE(a.thinkingSide(), -1);
        expect(waiting(), "the other to move");
        return;
    }
    // The computer's decision, on show from its start (teaching mode).
    if (game.computerDecides() && game.history()->plyCount() == before + 1 && a.thinkingSide() == 1)
        expect(waiting(), "the computer thinks");
    QTRY_VERIFY_WITH_TIMEOUT(game.history()->plyCount() > before + 1 || game.over(), 20000);
    if (game.busy()) {
        QCOMPARE(a.thinkingSide(), -1);
        expect(sowing(), "the computer's decision");
        // A language switch in the middle of the move.
        game.player()->next();
        languagesAgree("a step later");
        game.player()->skipToEnd();
    }
    // Back in the move list to the computer's turn: the line under the board
    // says the game is looked back at; the computer thinks only about the
    // game's end (and plays there, not here).
    const int end = game.history()->plyCount();
    game.history()->goToPly(end - 1);
    QVERIFY(game.computerDecides());
    QVERIFY(game.history()->lookingBack());
    const int owed = game.computer()->thinkingSide();
    expect(owed >= 0 ? QStringLiteral("Looking back, %1 of %2 moves played: %3 plays on when you return to the last move")
                           .arg(end - 1)
                           .arg(end)
                           .arg(who(owed))
                     : QStringLiteral("Looking back, %1 of %2 moves played: the game goes on from the last move")
                           .arg(end - 1)
                           .arg(end),
           "looked back at the computer's turn");
    QCOMPARE(game.history()->plyCount(), end);
    game.history()->goToPly(end);
    game.player()->skipToEnd();
    languagesAgree("back at the end");
}

QTEST_MAIN(TestAnnouncer)
#include "tst_announcer.moc"
