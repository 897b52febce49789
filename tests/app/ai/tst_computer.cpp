// SPDX-License-Identifier: GPL-3.0-or-later
// The computer player in the app: the worker thread (stopped at once, legal
// and repeatable results), the computer's side of a game in every rule set,
// undo against it, and where the choice of players is kept.
#include "ai/analysismodel.h"
#include "ai/computerplayer.h"
#include "ai/endgamebuilder.h"
#include "ai/gamereview.h"
#include "ai/hintfinder.h"
#include "ai/searchtask.h"
#include "ai/valuetext.h"
#include "game/gamecontroller.h"
#include "picker/gamesetup.h"
#include "picker/presetstore.h"
#include "../archived_game.h"
#include "languages/translations.h"

#include "mancala/endgame.h"
#include "mancala/notation.h"
#include "mancala/qelat_endgame.h"
#include "mancala/qelat_perfect.h"
#include "mancala/review.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mancala;
using namespace mancala::app;

namespace {

/// A game for tests: no animation and no rest, so the computer plays as soon as it has found.
void quick(GameController& game)
{
    game.player()->setSpeed(StepPlayer::Instant);
    game.computer()->setRestMillis(0);
}

/// Seeds on the board and in the stores: the rule set's total, always.
int seedsOf(const Position& p) { return p.totalSeeds(); }

/// Takes a legal decision for the person to move (the k-th hole that can be sown).
bool personPlays(GameController& game, int k = 0)
{
    if (game.raceScreen())
        game.acknowledgeRaceScreen();
    const QList<int> holes = game.legalHoles();
    if (!holes.isEmpty())
        return game.playHole(holes[k % holes.size()]);
    switch (game.pending()) {
    case GameController::Direction: return game.chooseDirection(true);
    case GameController::TakeOrLeave: return game.take();
    default: break;
    }
    if (game.canPass())
        return game.pass();
    DecisionList list;
    legalDecisions(game.position(), list);
    if (!list.empty())
        return list[0].kind == DecisionKind::Swap ? game.swapSides() : false;
    return false;
}

} // namespace

class TestComputer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { Translations::install(QStringLiteral("en")); }

    void taskStopsAtOnce();
    void taskResultIsLegalAndRepeatable();
    void taskDropsStoppedResults();
    void computerPlaysItsSide_data();
    void computerPlaysItsSide();
    void demonstrationIsRepeatable();
    void personCannotMoveForTheComputer();
    void undoWhileThinking();
    void undoGoesBackToThePersonsDecision();
    void pauseAndStep();
    void perfectOnlyInKalahAndQelat();
    void qelatBuildsALargerFileInTheBackground();
    void perfectBuildsItsDatabaseInTheBackground();
    void recordTagsNameTheComputer();
    void presetsKeepThePlayers();
    void raceChoiceIgnoresThePersons();
    void hintIsNeverPlayed();
    void valueInPlainWords_data();
    void valueInPlainWords();
    void hintWhileThePerfectComputerThinks();
    void analysisListsEveryDecision();
    void analysisTurnsExactInKalah_data();
    void analysisTurnsExactInKalah();
    void analysisKeepsUnsolvedRowsUnmarked();
    void analysisStopsSolvingWhenThePositionChanges();
    void analysisDeepensBesideTheSolverUntilStopped();
    void valueInNumbers_data();
    void valueInNumbers();
    void valuesInWordsOnRequest();
    void reviewMarksTheRecord();
    void reviewJudgesKalahOnExactValues();
};

void TestComputer::taskStopsAtOnce()
{
    // A search with no limit at all ends only when its flag is set.
    Rules rules = Rules::defaults(Variant::Kalah);
    const DetachedPosition start(startPosition(rules, 1));
    SearchTask task;
    std::atomic<bool> began{false};
    std::atomic<bool> ended{false};
    task.start([&](const std::atomic<bool>& stop, const SearchTask::Post&) {
        began = true;
        SearchLimits limits;
        limits.stop = &stop;
        search(start.position(), limits);
        ended = true;
    });
    QVERIFY(task.running());
    QTRY_VERIFY(began.load());
    QVERIFY(!ended.load());
    task.stop();
    QVERIFY(!task.running());
    task.wait(); // returns only because the search saw the flag
    QVERIFY(ended.load());
}

void TestComputer::taskResultIsLegalAndRepeatable()
{
    for (int v = 0; v < kVariantCount; ++v) {
        Rules rules = Rules::defaults(static_cast<Variant>(v));
        const DetachedPosition start(startPosition(rules, 7));
        QList<Decision> found;
        SearchTask task;
        for (int run = 0; run < 2; ++run) {
            task.start([start, &found](const std::atomic<bool>& stop, const SearchTask::Post& post) {
                SearchLimits limits;
                limits.depth = 3;
                limits.stop = &stop;
                const Decision d = search(start.position(), limits).best;
                post([d, &found] { found << d; });
            });
            QTRY_VERIFY(!task.running());
        }
        QCOMPARE(found.size(), 2);
        QVERIFY2(found[0] == found[1], variantId(rules.variant).data());
        DecisionList legal;
        legalDecisions(start.position(), legal);
        QVERIFY2(legal.contains(found[0]), variantId(rules.variant).data());
    }
}

void TestComputer::taskDropsStoppedResults()
{
    SearchTask task;
    int delivered = 0;
    std::atomic<bool> release{false};
    task.start([&](const std::atomic<bool>&, const SearchTask::Post& post) {
        while (!release.load())
            QThread::msleep(1);
        post([&delivered] { ++delivered; });
    });
    task.stop();
    release = true;
    task.wait();
    // Everything the run posted is in the queue now: delivered here, none of it arrives.
    QCoreApplication::sendPostedEvents(&task);
    QCOMPARE(delivered, 0);
    // The same run not stopped delivers its result the same way: the check above can fail.
    task.start([&](const std::atomic<bool>&, const SearchTask::Post& post) { post([&delivered] { ++delivered; }); });
    task.wait();
    QCoreApplication::sendPostedEvents(&task);
    QCOMPARE(delivered, 1);
    QVERIFY(!task.running());
}

void TestComputer::computerPlaysItsSide_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("level");
    for (const char* id : {"kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"})
        for (int level : {1, 3})
            QTest::addRow("%s-level%d", id, level) << QString::fromLatin1(id) << level;
}

void TestComputer::computerPlaysItsSide()
{
    // A whole game: a person (the first legal decision) against the computer.
    QFETCH(QString, variant);
    QFETCH(int, level);
    GameController game;
    quick(game);
    game.setRandomSeed(11);
    QCOMPARE(game.newGame(variant), QString());
    game.setLevel(1, level);
    const int total = seedsOf(game.position());
    int computerDecisions = 0;
    // The game so far replayed through the rules, decision by decision as it
    // grows (a replay from the start after each one would make a long relay
    // game quadratic).
    Position replayed = game.initialPosition();
    std::size_t replayedCount = 0;
    for (int guard = 0; guard < 20000 && !game.over(); ++guard) {
        if (game.roundReport()->shown())
            game.dismissRoundSummary();
        if (game.computerDecides()) {
            const int before = game.history()->plyCount();
            QTRY_VERIFY_WITH_TIMEOUT(game.history()->plyCount() > before || game.over(), 60000);
            ++computerDecisions;
            // The computer's decision went through the rules (legal by apply()).
            const std::vector<Decision> line = game.history()->decisions();
            QVERIFY(line.size() >= replayedCount);
            for (; replayedCount < line.size(); ++replayedCount)
                QVERIFY(apply(replayed, line[replayedCount], nullptr));
        } else {
            QVERIFY2(personPlays(game, guard * 7), qPrintable(game.message()));
        }
        QCOMPARE(seedsOf(game.position()), total);
    }
    QVERIFY2(game.over(), qPrintable(QString::number(game.history()->plyCount())));
    QVERIFY(computerDecisions > 0);
    QVERIFY(!game.computer()->thinking());
}

void TestComputer::demonstrationIsRepeatable()
{
    // Two computers at fixed-depth levels: the same game seed, the same game.
    std::vector<Decision> games[2];
    for (auto& line : games) {
        GameController game;
        quick(game);
        game.setRandomSeed(5);
        game.newGame(QStringLiteral("kalah"));
        game.setLevel(0, 2);
        game.setLevel(1, 3);
        QTRY_VERIFY_WITH_TIMEOUT(game.over(), 60000);
        line = game.history()->decisions();
        QCOMPARE(seedsOf(game.position()), game.rules().totalSeeds());
    }
    QVERIFY(!games[0].empty());
    QVERIFY(games[0] == games[1]);
}

void TestComputer::personCannotMoveForTheComputer()
{
    GameController game;
    quick(game);
    game.computer()->setPaused(true); // the computer waits: its turn stays open
    game.setLevel(0, 3);
    QVERIFY(game.computerDecides());
    QVERIFY(game.legalHoles().isEmpty());
    QVERIFY(!game.playHole(2));
    QCOMPARE(game.history()->plyCount(), 0);
    QVERIFY(!game.message().isEmpty());
}

void TestComputer::undoWhileThinking()
{
    GameController game;
    quick(game);
    game.computer()->setMasterMillis(600000); // thinks for ten minutes unless stopped
    game.setLevel(1, 6);
    QVERIFY(game.playHole(0)); // a, no extra turn in Kalah 6x4
    QVERIFY(game.computerDecides());
    QVERIFY(game.computer()->thinking());
    QCOMPARE(game.computer()->thinkingSide(), 1);
    QVERIFY(game.history()->canUndo());
    game.history()->undo();
    QCOMPARE(game.history()->ply(), 0);
    QVERIFY(!game.computer()->thinking());
    QVERIFY(!game.computerDecides());
    QCOMPARE(game.legalHoles().size(), 6);
    // A new game stops it the same way.
    QVERIFY(game.playHole(0));
    QVERIFY(game.computer()->thinking());
    game.restart();
    QVERIFY(!game.computer()->thinking());
    QCOMPARE(game.history()->plyCount(), 0);
}

void TestComputer::undoGoesBackToThePersonsDecision()
{
    GameController game;
    quick(game);
    game.setLevel(1, 1);
    QVERIFY(game.playHole(0));
    QTRY_VERIFY_WITH_TIMEOUT(game.decider() == 0 || game.over(), 30000);
    const int afterComputer = game.history()->plyCount();
    QVERIFY(afterComputer >= 2);
    game.history()->undo();
    QCOMPARE(game.history()->ply(), 0);
    QCOMPARE(game.decider(), 0);
    QVERIFY(!game.history()->canUndo()); // nothing of the person's before it
    // Redo goes over the computer's answers to the person's turn again.
    game.history()->redo();
    QCOMPARE(game.history()->ply(), afterComputer);
    QVERIFY(!game.computerDecides());
}

void TestComputer::pauseAndStep()
{
    GameController game;
    quick(game);
    game.computer()->setPaused(true);
    game.setLevel(0, 1);
    game.setLevel(1, 1);
    // The decision is found and held back with no play of it due: it cannot come by itself.
    QTRY_VERIFY_WITH_TIMEOUT(game.computer()->holdsDecision(), 10000);
    QCOMPARE(game.history()->plyCount(), 0);
    QVERIFY(game.computer()->thinking());
    game.computer()->step();
    QTRY_COMPARE_WITH_TIMEOUT(game.history()->plyCount(), 1, 10000);
    // North's answer: found, and held back again after the one step.
    QTRY_VERIFY_WITH_TIMEOUT(game.computer()->holdsDecision(), 10000);
    QCOMPARE(game.history()->plyCount(), 1);
    QCOMPARE(game.computer()->thinkingSide(), game.decider());
    // Taking a side over: South becomes a person's.
    game.setLevel(game.decider(), 0);
    QVERIFY(!game.computerDecides());
    QVERIFY(!game.legalHoles().isEmpty());
}

void TestComputer::qelatBuildsALargerFileInTheBackground()
{
    // Qelat: the first database (computed in memory, saved) plays at once; then the larger file
    // the machine holds is built in the background, with its progress, and takes its place.
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    const QByteArray oldCache = qgetenv("XDG_CACHE_HOME");
    qputenv("XDG_CACHE_HOME", cache.path().toUtf8());
    constexpr int kFirst = 4;
    constexpr int kLarger = 6;
    QString larger;
    {
        GameController game;
        quick(game);
        game.computer()->setPaused(true);
        EndgameBuilder* db = game.computer()->database();
        db->setSeeds(kFirst);
        db->setFileSeeds(kLarger);
        QCOMPARE(game.newGame(QStringLiteral("qelat")), QString());
        const Rules rules = *game.position().rules;
        const QDir folder(db->folder());
        larger = folder.filePath(QString::fromStdString(QelatEndgame::fileName(rules, kLarger)));
        QStringList texts;
        connect(db, &EndgameBuilder::changed, db, [&] { texts << db->text(); });
        QSignalSpy finished(db, &EndgameBuilder::finished);
        game.setLevel(1, kPerfectLevel);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!db->building());
        QVERIFY(QFileInfo::exists(folder.filePath(QString::fromStdString(QelatEndgame::fileName(rules, kFirst)))));
        QVERIFY(QFileInfo::exists(larger));
        QVERIFY(folder.entryList({QStringLiteral("*.part")}, QDir::Files).isEmpty());
        const auto held = qelatPerfectDatabase(rules);
        QVERIFY(held);
        QCOMPARE(held->seeds(), kLarger);
        QVERIFY2(texts.filter(QStringLiteral("% built")).size() >= 2, qPrintable(texts.join(QLatin1Char('|'))));
    }
    const QDateTime made = QFileInfo(larger).lastModified();
    {
        // Next time the larger file is found and used as it is: nothing is built.
        GameController game;
        quick(game);
        game.computer()->setPaused(true);
        EndgameBuilder* db = game.computer()->database();
        db->setSeeds(kFirst);
        db->setFileSeeds(kLarger);
        setQelatPerfectDatabase(nullptr);
        QCOMPARE(game.newGame(QStringLiteral("qelat")), QString());
        QStringList texts;
        connect(db, &EndgameBuilder::changed, db, [&] { texts << db->text(); });
        QSignalSpy finished(db, &EndgameBuilder::finished);
        game.setLevel(1, kPerfectLevel);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
        QVERIFY2(texts.filter(QStringLiteral("% built")).isEmpty(), qPrintable(texts.join(QLatin1Char('|'))));
        QCOMPARE(qelatPerfectDatabase(*game.position().rules)->seeds(), kLarger);
        QCOMPARE(QFileInfo(larger).lastModified(), made);
    }
    qputenv("XDG_CACHE_HOME", oldCache);
    setQelatPerfectDatabase(nullptr);
}

void TestComputer::perfectOnlyInKalahAndQelat()
{
    GameController game;
    game.computer()->setPaused(true);
    game.setLevel(1, kPerfectLevel);
    QCOMPARE(game.level(1), kPerfectLevel);
    game.newGame(QStringLiteral("qelat")); // Beni Amir & Mensa: its endgame database
    QCOMPARE(game.level(1), kPerfectLevel);
    game.newGame(QStringLiteral("qelat-keren"));
    QCOMPARE(game.level(1), kMaxLevel);
    game.setLevel(1, kPerfectLevel);
    QCOMPARE(game.level(1), kMaxLevel);

    GameSetup setup;
    setup.setLevel(0, kPerfectLevel);
    QCOMPARE(setup.southLevel(), kPerfectLevel);
    setup.setVariantId(QStringLiteral("mewelad"));
    QCOMPARE(setup.southLevel(), kMaxLevel);
    QCOMPARE(ComputerPlayer::levels(QStringLiteral("kalah")).size(), 7);
    QCOMPARE(ComputerPlayer::levels(QStringLiteral("qelat")).size(), 7);
    QCOMPARE(ComputerPlayer::levels(QStringLiteral("enkeshui")).size(), 6);
    const QList<LevelChoice> kalah = ComputerPlayer::levels(QStringLiteral("kalah"));
    QCOMPARE(kalah.first().level, 1);
    QCOMPARE(kalah.last().level, 7);
    QCOMPARE(kalah.last().name, ComputerPlayer::levelName(7));
    QCOMPARE(ComputerPlayer::levelName(1), QStringLiteral("Beginner"));
    QCOMPARE(ComputerPlayer::levelName(6), QStringLiteral("Master"));
}

void TestComputer::perfectBuildsItsDatabaseInTheBackground()
{
    // An empty cache folder: the first use of the Perfect level builds the
    // database there, with progress shown, while the computer goes on playing.
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    const QByteArray oldCache = qgetenv("XDG_CACHE_HOME");
    qputenv("XDG_CACHE_HOME", cache.path().toUtf8());
    const QVariantMap small{{QStringLiteral("houses"), 4}, {QStringLiteral("seeds"), 3}};
    constexpr int kSeeds = 24; // 10.5 million boards of 4 houses: a few seconds, with progress reports
    QString built;
    {
        GameController game;
        quick(game);
        game.computer()->setMasterMillis(50);
        EndgameBuilder* db = game.computer()->database();
        QVERIFY2(db->folder().startsWith(cache.path()), qPrintable(db->folder()));
        db->setSeeds(kSeeds);
        QCOMPARE(game.newGame(QStringLiteral("kalah"), small), QString());
        built = QDir(db->folder()).filePath(QString::fromStdString(EndgameDatabase::fileName(*game.position().rules, kSeeds)));
        QStringList texts;
        connect(db, &EndgameBuilder::changed, db, [&] { texts << db->text(); });
        int movesWhileBuilding = 0;
        connect(&game, &GameController::positionChanged, db, [&] { movesWhileBuilding += db->building() ? 1 : 0; });
        QSignalSpy finished(db, &EndgameBuilder::finished);
        const int total = seedsOf(game.position());
        game.setLevel(0, kPerfectLevel); // two computers: the game goes on by itself
        game.setLevel(1, kPerfectLevel);
        QVERIFY(db->building());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 300000);
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!db->building());
        QCOMPARE(db->text(), QString());
        QVERIFY(QFileInfo::exists(built));
        QVERIFY(!QFileInfo::exists(built + QStringLiteral(".part")));
        EndgameDatabase check;
        QCOMPARE(check.open(built.toStdString()), std::string());
        QCOMPARE(check.verify(), std::string());
        QCOMPARE(check.seeds(), kSeeds);
        // Progress was shown, in percent, while the build went on.
        QVERIFY2(texts.filter(QStringLiteral("% built")).size() >= 2, qPrintable(texts.join(QLatin1Char('|'))));
        // The computer did not wait for the database.
        QVERIFY(movesWhileBuilding > 0);
        QCOMPARE(seedsOf(game.position()), total);
    }
    const QDateTime made = QFileInfo(built).lastModified();
    {
        // The file that exists and matches is used as it is: no build.
        GameController game;
        quick(game);
        game.computer()->setPaused(true);
        EndgameBuilder* db = game.computer()->database();
        db->setSeeds(kSeeds);
        QCOMPARE(game.newGame(QStringLiteral("kalah"), small), QString());
        QSignalSpy finished(db, &EndgameBuilder::finished);
        QStringList texts;
        connect(db, &EndgameBuilder::changed, db, [&] { texts << db->text(); });
        game.setLevel(1, kPerfectLevel);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY2(texts.filter(QStringLiteral("% built")).isEmpty(), qPrintable(texts.join(QLatin1Char('|'))));
        QCOMPARE(QFileInfo(built).lastModified(), made);
    }
    {
        // A broken file of the name a build would write is refused and left alone.
        QVariantMap other = small;
        other.insert(QStringLiteral("empty-capture"), QStringLiteral("on"));
        GameController game;
        quick(game);
        game.computer()->setPaused(true);
        EndgameBuilder* db = game.computer()->database();
        db->setSeeds(kSeeds);
        QCOMPARE(game.newGame(QStringLiteral("kalah"), other), QString());
        const QString broken = QDir(db->folder()).filePath(
            QString::fromStdString(EndgameDatabase::fileName(*game.position().rules, kSeeds)));
        QVERIFY(broken != built);
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not a database");
        }
        QSignalSpy finished(db, &EndgameBuilder::finished);
        game.setLevel(1, kPerfectLevel);
        QTRY_VERIFY_WITH_TIMEOUT(db->text().contains(QStringLiteral("cannot be used")), 60000);
        QVERIFY(!db->building());
        QCOMPARE(finished.count(), 0);
        QFile f(broken);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("not a database"));
    }
    if (oldCache.isNull())
        qunsetenv("XDG_CACHE_HOME");
    else
        qputenv("XDG_CACHE_HOME", oldCache);
}

void TestComputer::recordTagsNameTheComputer()
{
    GameController game;
    game.computer()->setPaused(true);
    testing::RecordObjects archive;
    archive.store.setAutosavePath(QString()); // no autosave file
    archive.document.setController(&game);
    game.players()->setSouthName(QStringLiteral("Abeba"));
    game.setLevel(1, 5);
    const GameRecord record = archive.document.record();
    QCOMPARE(record.tag("South"), std::string("Abeba"));
    // The level's number and the name the picker gives it.
    QCOMPARE(record.tag("North"), std::string("Computer (level 5, Advanced)"));
    QCOMPARE(computerLevel(QStringLiteral("Computer (level 5, Advanced)")), 5);
    QCOMPARE(computerLevel(QStringLiteral("Computer (level 5)")), 5); // as older versions wrote it
    QCOMPARE(computerLevel(QStringLiteral("Abeba")), 0);

    // Read back: the computer's side is the computer's again, the person's a person's.
    GameController other;
    other.computer()->setPaused(true);
    other.setLevel(0, 3);
    testing::RecordObjects otherArchive;
    otherArchive.document.setController(&other);
    QVERIFY2(otherArchive.importExport.importText(archive.importExport.exportText()), qPrintable(otherArchive.document.error()));
    QCOMPARE(other.level(0), 0);
    QCOMPARE(other.level(1), 5);
    QCOMPARE(other.players()->southName(), QStringLiteral("Abeba"));
}

void TestComputer::presetsKeepThePlayers()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("presets.ini"));
    {
        PresetStore store;
        store.setFileName(file);
        QCOMPARE(store.save(QStringLiteral("Evening"), QStringLiteral("kalah"), {},
                            PlayerLevels{0, 4}),
                 QString());
        QCOMPARE(store.save(QStringLiteral("Plain"), QStringLiteral("qelat"), {}), QString());
    }
    PresetStore store;
    store.setFileName(file);
    const PlayerLevels evening = store.get(store.indexOf(QStringLiteral("Evening"))).players;
    QCOMPARE(evening.south, 0);
    QCOMPARE(evening.north, 4);
    QCOMPARE(store.get(store.indexOf(QStringLiteral("Plain"))).players, PlayerLevels{}); // keeps none

    GameSetup setup;
    setup.setLevel(0, 2);
    setup.setPlayers(evening);
    QCOMPARE(setup.southLevel(), 0);
    QCOMPARE(setup.northLevel(), 4);
    setup.setPlayers({}); // a preset without players keeps the choice
    QCOMPARE(setup.northLevel(), 4);
}

void TestComputer::raceChoiceIgnoresThePersons()
{
    // W2/E2 against the computer: the person's race choice is hidden from it,
    // so its own choice is the same whatever the person chose.
    for (const char* id : {"mewelad", "enkeshui"}) {
        QList<Decision> answers;
        for (int k = 0; k < 3; ++k) {
            GameController game;
            quick(game);
            game.setRandomSeed(21);
            QCOMPARE(game.newGame(QString::fromLatin1(id)), QString());
            game.setLevel(1, 2);
            QCOMPARE(game.pending(), GameController::Race);
            QVERIFY(!game.raceScreen()); // nobody has to look away from the computer
            const QList<int> holes = game.legalHoles();
            QVERIFY(holes.size() > k);
            QVERIFY(game.playHole(holes[k]));
            QVERIFY(game.history()->canUndo()); // the person may take back a secret choice: the computer does not look
            QTRY_VERIFY_WITH_TIMEOUT(game.history()->plyCount() >= 2, 30000);
            answers << game.history()->decisions()[1];
        }
        QVERIFY2(answers[0] == answers[1] && answers[1] == answers[2], id);
    }
}

void TestComputer::hintIsNeverPlayed()
{
    GameController game;
    quick(game);
    game.computer()->setMasterMillis(100);
    HintFinder hint;
    hint.setGame(&game);
    hint.request();
    QVERIFY(hint.searching());
    QTRY_VERIFY_WITH_TIMEOUT(hint.shown(), 10000);
    QVERIFY(game.legalHoles().contains(hint.hole()));
    QCOMPARE(hint.text(), game.holeName(hint.hole()));
    // A value in numbers, and the sentence says what it means.
    QVERIFY2(QRegularExpression(QStringLiteral("^(exact )?([+-]\\d|0)")).match(hint.valueText()).hasMatch(),
             qPrintable(hint.valueText()));
    QVERIFY2(hint.sentence().contains(QStringLiteral("seeds ahead at the end")), qPrintable(hint.sentence()));
    // The hint's run has ended, everything it posted delivered: the hint is
    // shown, nothing played, and nobody is left to play for South.
    QTRY_VERIFY_WITH_TIMEOUT(!hint.searching(), 10000);
    QVERIFY(hint.shown());
    QCOMPARE(game.history()->plyCount(), 0);
    QVERIFY(!game.computerDecides());
    QVERIFY(!game.computer()->thinking());
    // A decision takes the hint away.
    QVERIFY(game.playHole(0));
    QVERIFY(!hint.shown());
}

void TestComputer::hintWhileThePerfectComputerThinks()
{
    // The computer proves Kalah(6,5) at the Perfect level (minutes: it is
    // still thinking at the end); a hint in another game meanwhile gets the
    // solver too, and its exact value, without waiting for the computer.
    GameController thinking;
    quick(thinking);
    thinking.computer()->setMasterMillis(600000);
    thinking.computer()->database()->setSeeds(8); // a small database: no long build in a test
    QCOMPARE(thinking.newGame(QStringLiteral("kalah"), {{QStringLiteral("seeds"), 5}}), QString());
    thinking.setLevel(0, kPerfectLevel);
    QVERIFY(thinking.computer()->thinking());

    GameController game;
    quick(game);
    // The hint's time is its game's level-6 time (1 s by default). The solver
    // proves Kalah(4,3) in milliseconds of its own, but on a machine loaded by
    // the thinking computer and other tests that second of wall-clock time
    // could end first and leave the search's inexact value. Ten minutes: the
    // hint ends when the solver has proved it, however slowly it gets the CPU.
    game.computer()->setMasterMillis(600000);
    QCOMPARE(game.newGame(QStringLiteral("kalah"), {{QStringLiteral("houses"), 4}, {QStringLiteral("seeds"), 3}}),
             QString());
    HintFinder hint;
    hint.setGame(&game);
    hint.request();
    QTRY_VERIFY_WITH_TIMEOUT(hint.shown(), 240000);
    QVERIFY(thinking.computer()->thinking());
    QCOMPARE(thinking.history()->plyCount(), 0);
    // Kalah(4,3), K4: the first player wins by 6, with b only (docs/solutions.md).
    QVERIFY(hint.exact());
    QCOMPARE(hint.value(), 6.0);
    QCOMPARE(hint.text(), QStringLiteral("b"));
}

void TestComputer::analysisListsEveryDecision()
{
    for (const char* id : {"kalah", "qelat", "qelat-keren", "mewelad", "enkeshui"}) {
        GameController game;
        quick(game);
        game.setRandomSeed(3);
        QCOMPARE(game.newGame(QString::fromLatin1(id)), QString());
        AnalysisModel analysis;
        analysis.setMillis(300);
        analysis.setGame(&game);
        QCOMPARE(analysis.rowCount(), 0); // not active: no search
        QSignalSpy updates(&analysis, &AnalysisModel::resultsChanged);
        analysis.setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.running(), 20000);
        DecisionList legal;
        legalDecisions(game.position(), legal);
        QCOMPARE(analysis.rowCount(), legal.size());
        QVERIFY(analysis.depth() >= 1);
        QVERIFY(updates.count() >= 2); // updated as the search deepened
        for (int row = 1; row < analysis.rowCount(); ++row)
            QVERIFY(analysis.get(row).value(QStringLiteral("value")).toDouble()
                    <= analysis.get(row - 1).value(QStringLiteral("value")).toDouble());
        QVERIFY(analysis.get(0).value(QStringLiteral("best")).toBool());
    }
}

void TestComputer::analysisTurnsExactInKalah_data()
{
    QTest::addColumn<QVariantMap>("houseRules");
    QTest::addColumn<int>("decisions"); // played before the analysis
    QTest::newRow("kalah 4x3") << QVariantMap{{QStringLiteral("houses"), 4}, {QStringLiteral("seeds"), 3}} << 2;
    // Too long a game for the search to prove in its share of the time.
    QTest::newRow("kalah 6x3") << QVariantMap{{QStringLiteral("houses"), 6}, {QStringLiteral("seeds"), 3}} << 3;
    QTest::newRow("kalah 3x3 K7 on") << QVariantMap{{QStringLiteral("houses"), 3}, {QStringLiteral("seeds"), 3},
                                                    {QStringLiteral("empty-capture"), QStringLiteral("on")}}
                                     << 1;
    // North may swap (K9): one more row.
    QTest::newRow("kalah 4x2 pie") << QVariantMap{{QStringLiteral("houses"), 4}, {QStringLiteral("seeds"), 2},
                                                  {QStringLiteral("pie"), QStringLiteral("on")}}
                                   << 1;
}

void TestComputer::analysisTurnsExactInKalah()
{
    // Small boards: every row ends exact, with the value the solver gives
    // that decision, best first.
    QFETCH(QVariantMap, houseRules);
    QFETCH(int, decisions);
    GameController game;
    quick(game);
    game.computer()->setPaused(true);
    QCOMPARE(game.newGame(QStringLiteral("kalah"), houseRules), QString());
    for (int k = 0; k < decisions; ++k)
        QVERIFY(personPlays(game, 1));
    QVERIFY(!game.over());
    const Position p = game.position();
    AnalysisModel analysis;
    analysis.setMillis(600000); // no hurry: these boards solve in milliseconds
    analysis.setGame(&game);
    QSignalSpy updates(&analysis, &AnalysisModel::resultsChanged);
    bool solved = false; // the solver's turn came (the search alone may prove a small board)
    connect(&analysis, &AnalysisModel::runningChanged, &analysis, [&] { solved = solved || analysis.solving(); });
    analysis.setActive(true);
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.running(), 60000);
    QVERIFY(solved);
    QVERIFY(!analysis.solving());

    SolverLimits all;
    all.analyse = true;
    const auto truth = solveKalah(p, all);
    QVERIFY(truth.has_value());
    QCOMPARE(analysis.rowCount(), static_cast<int>(truth->decisions.size()));
    QCOMPARE(analysis.exactCount(), analysis.rowCount());
    QStringList texts;
    for (int row = 0; row < analysis.rowCount(); ++row) {
        const QVariantMap r = analysis.get(row);
        const QString text = r.value(QStringLiteral("text")).toString();
        texts << text;
        QVERIFY2(r.value(QStringLiteral("exact")).toBool(), qPrintable(text));
        bool found = false;
        for (const SolvedDecision& s : truth->decisions)
            if (QString::fromStdString(formatDecision(p, s.decision)) == text) {
                found = true;
                QCOMPARE(r.value(QStringLiteral("value")).toDouble(), double(s.value));
            }
        QVERIFY2(found, qPrintable(text));
        if (row > 0)
            QVERIFY(r.value(QStringLiteral("value")).toDouble()
                    <= analysis.get(row - 1).value(QStringLiteral("value")).toDouble());
    }
    texts.removeDuplicates();
    QCOMPARE(texts.size(), analysis.rowCount());
    QCOMPARE(analysis.get(0).value(QStringLiteral("value")).toDouble(), double(truth->value));
    QVERIFY(analysis.get(0).value(QStringLiteral("best")).toBool());
    if (houseRules.contains(QStringLiteral("pie")))
        QVERIFY(texts.contains(QString::fromStdString(formatDecision(p, Decision::swap()))));
    QVERIFY(updates.count() >= 2); // the search's rows first, then each exact value
}

void TestComputer::analysisKeepsUnsolvedRowsUnmarked()
{
    // 8 houses of 6 seeds with a fifth of a second: the search gives every
    // row a value, the solver proves none in the time, and no row is marked exact.
    GameController game;
    quick(game);
    game.computer()->setPaused(true);
    QCOMPARE(game.newGame(QStringLiteral("kalah"), {{QStringLiteral("houses"), 8}, {QStringLiteral("seeds"), 6}}),
             QString());
    AnalysisModel analysis;
    analysis.setMillis(200);
    analysis.setGame(&game);
    analysis.setActive(true);
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.running(), 60000);
    DecisionList legal;
    legalDecisions(game.position(), legal);
    QCOMPARE(analysis.rowCount(), legal.size());
    QCOMPARE(analysis.exactCount(), 0);
    QVERIFY(analysis.depth() >= 1);
    for (int row = 0; row < analysis.rowCount(); ++row)
        QVERIFY(!analysis.get(row).value(QStringLiteral("exact")).toBool());
}

void TestComputer::analysisStopsSolvingWhenThePositionChanges()
{
    // The solver on 8 houses of 5 seeds (hours): a new game stops it at
    // once. The solver has one worker, so the small board's exact rows
    // can only come once the big solve has given up.
    GameController game;
    quick(game);
    game.computer()->setPaused(true);
    QCOMPARE(game.newGame(QStringLiteral("kalah"), {{QStringLiteral("houses"), 8}, {QStringLiteral("seeds"), 5}}),
             QString());
    AnalysisModel analysis;
    analysis.setMillis(3600000);
    analysis.setGame(&game);
    analysis.setActive(true);
    // The search's rows, while the solver works beside it.
    QTRY_VERIFY_WITH_TIMEOUT(analysis.solving() && analysis.rowCount() > 0, 60000);
    QCOMPARE(analysis.exactCount(), 0);

    QCOMPARE(game.newGame(QStringLiteral("kalah"), {{QStringLiteral("houses"), 4}, {QStringLiteral("seeds"), 3}}),
             QString());
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.running(), 60000);
    DecisionList legal;
    legalDecisions(game.position(), legal);
    QCOMPARE(analysis.rowCount(), legal.size());
    QCOMPARE(analysis.exactCount(), analysis.rowCount());
    // Kalah(4,3), K4: the first player wins by 6, with b only (docs/solutions.md).
    QCOMPARE(analysis.get(0).value(QStringLiteral("text")).toString(), QStringLiteral("b"));
    QCOMPARE(analysis.get(0).value(QStringLiteral("value")).toDouble(), 6.0);
    QVERIFY(analysis.get(1).value(QStringLiteral("value")).toDouble() < 6.0);
}

void TestComputer::reviewMarksTheRecord()
{
    // Kalah 6x4: South plays the last playable hole every time, North the
    // first; some of those lose seeds.
    GameController game;
    quick(game);
    testing::RecordObjects archive;
    archive.document.setController(&game);
    for (int k = 0; k < 16 && !game.over(); ++k) {
        const QList<int> holes = game.legalHoles();
        QVERIFY(game.playHole(game.decider() == 0 ? holes.last() : holes.first()));
    }
    GameReview review;
    review.setNodes(20000);
    review.setGame(&game);
    QSignalSpy finished(&review, &GameReview::finished);
    review.start();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QCOMPARE(review.done(), game.history()->plyCount());
    QVERIFY(review.marked() > 0);
    int marks = 0;
    for (int i = 0; i < game.history()->plyCount(); ++i) {
        const History::ReviewMark mark = game.history()->reviewMark(i);
        if (mark.glyph > 0) {
            ++marks;
            QVERIFY(mark.note.startsWith(QStringLiteral("Best ")));
        }
    }
    QCOMPARE(marks, review.marked());
    const QString text = archive.importExport.exportText();
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\$[246]\\b"))), qPrintable(text));
    // The record keeps the review engine's words (mancala/review.h), the same as the command line's.
    QVERIFY2(text.contains(QStringLiteral("{best ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("[Annotator \"Mancala review (20000 nodes a decision)\"]")), qPrintable(text));
    // The record reads back with its glyphs.
    GameController other;
    other.computer()->setPaused(true);
    testing::RecordObjects otherArchive;
    otherArchive.document.setController(&other);
    QVERIFY2(otherArchive.importExport.importText(text), qPrintable(otherArchive.document.error()));
    QCOMPARE(other.history()->plyCount(), game.history()->plyCount());
    QVERIFY(otherArchive.importExport.exportText().contains(QStringLiteral("{best ")));
    // Marks go with the decisions they judge: a new decision from an earlier ply drops the later ones.
    game.history()->goToPly(0);
    QVERIFY(!game.playHole(2)); // a game in progress looked back at: asked first
    game.confirmRetake();
    QCOMPARE(game.history()->plyCount(), 1);
    QCOMPARE(game.history()->reviewMark(0).glyph, 0);
}

void TestComputer::reviewJudgesKalahOnExactValues()
{
    // Kalah 4x3 played badly by South (its last playable house each time):
    // every position is proven, and each mark is the one the exact loss
    // gives (solveKalah() here), its note saying the values are exact.
    GameController game;
    quick(game);
    game.computer()->setPaused(true);
    QCOMPARE(game.newGame(QStringLiteral("kalah"), {{QStringLiteral("houses"), 4}, {QStringLiteral("seeds"), 3}}),
             QString());
    while (!game.over()) {
        const QList<int> holes = game.legalHoles();
        QVERIFY(game.playHole(game.decider() == 0 ? holes.last() : holes.first()));
    }
    GameReview review;
    review.setNodes(200000); // the solver gets 120000: Kalah(4,3) needs about 55000
    review.setGame(&game);
    QSignalSpy finished(&review, &GameReview::finished);
    review.start();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QCOMPARE(review.done(), game.history()->plyCount());

    Position p = game.initialPosition();
    const std::vector<Decision> line = game.history()->decisions();
    int marks = 0;
    for (int i = 0; i < static_cast<int>(line.size()); ++i) {
        SolverLimits all;
        all.analyse = true;
        const auto truth = solveKalah(p, all);
        QVERIFY(truth.has_value());
        int played = 1000;
        for (const SolvedDecision& s : truth->decisions)
            if (s.decision == line[static_cast<std::size_t>(i)])
                played = s.value;
        QVERIFY(played != 1000);
        const History::ReviewMark mark = game.history()->reviewMark(i);
        QCOMPARE(mark.glyph, reviewGlyph(truth->value - played));
        if (mark.glyph > 0) {
            ++marks;
            QVERIFY2(mark.note.endsWith(QStringLiteral("; exact values")), qPrintable(mark.note));
        }
        QVERIFY(apply(p, line[static_cast<std::size_t>(i)]));
    }
    QVERIFY(marks > 0);
    QCOMPARE(marks, review.marked());
}

void TestComputer::valueInPlainWords_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("words");
    QTest::newRow("ahead") << 3.0 << QStringLiteral("3 seeds ahead");
    QTest::newRow("one behind") << -1.0 << QStringLiteral("1 seed behind");
    QTest::newRow("level, not '0 seeds'") << 0.0 << QStringLiteral("level, as many seeds as the other side");
    QTest::newRow("an expectation, not '-11.5 seeds'") << -11.5 << QStringLiteral("about 12 seeds behind");
    QTest::newRow("an expectation ahead") << 2.25 << QStringLiteral("about 2 seeds ahead");
}

/// Values as a class hears them: whole seeds ahead or behind.
void TestComputer::valueInPlainWords()
{
    QFETCH(double, value);
    QFETCH(QString, words);
    QCOMPARE(seedsText(value), words);
}

void TestComputer::analysisDeepensBesideTheSolverUntilStopped()
{
    // Kalah 6x5 from the start: the solver may work for hours. The search
    // goes on deepening beside it (it used to stop for the solver, and the
    // whole analysis after 20 s), and Stop keeps the rows; Go goes on.
    GameController game;
    quick(game);
    game.computer()->setPaused(true);
    QCOMPARE(game.newGame(QStringLiteral("kalah"), {{QStringLiteral("seeds"), 5}}), QString());
    AnalysisModel analysis;
    QCOMPARE(analysis.millis(), 0); // until stopped
    analysis.setGame(&game);
    analysis.setActive(true);
    QTRY_VERIFY_WITH_TIMEOUT(analysis.solving() && analysis.depth() >= 4, 60000);
    const int depth = analysis.depth();
    // Deeper values change the rows in place: the panel's delegates stay.
    QSignalSpy resets(&analysis, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&analysis, &QAbstractItemModel::dataChanged);
    QTRY_VERIFY_WITH_TIMEOUT(analysis.depth() > depth, 120000);
    QCOMPARE(resets.count(), 0);
    QVERIFY(changes.count() > 0);
    QVERIFY(analysis.running());
    QVERIFY(analysis.nodes() > 0);
    QVERIFY(analysis.seconds() > 0);
    DecisionList legal;
    legalDecisions(game.position(), legal);
    QCOMPARE(analysis.rowCount(), legal.size());

    analysis.stop();
    QVERIFY(analysis.stopped());
    QVERIFY(!analysis.running());
    QVERIFY(!analysis.solving());
    QCOMPARE(analysis.rowCount(), legal.size()); // the rows stay
    const double seconds = analysis.seconds();
    QTest::qWait(300);
    QCOMPARE(analysis.seconds(), seconds); // the clock stands still

    analysis.go();
    QVERIFY(!analysis.stopped());
    QVERIFY(analysis.running());
    QTRY_VERIFY_WITH_TIMEOUT(analysis.seconds() > seconds, 10000);
    analysis.stop();
}

void TestComputer::valueInNumbers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("exact");
    QTest::addColumn<QString>("text");
    QTest::newRow("ahead, signed") << 2.34 << false << QStringLiteral("+2.3");
    QTest::newRow("behind") << -7.25 << false << QStringLiteral("-7.3");
    QTest::newRow("whole, no decimal") << 8.0 << false << QStringLiteral("+8");
    QTest::newRow("exact") << 8.0 << true << QStringLiteral("exact +8");
    QTest::newRow("exact behind") << -20.0 << true << QStringLiteral("exact -20");
    QTest::newRow("level, no sign") << 0.0 << false << QStringLiteral("0");
    QTest::newRow("rounds to level, no -0") << -0.04 << false << QStringLiteral("0");
}

/// The analyst's values, one convention everywhere: seeds for the side to move, signed.
void TestComputer::valueInNumbers()
{
    QFETCH(double, value);
    QFETCH(bool, exact);
    QFETCH(QString, text);
    QVERIFY(!ValueStyle::instance()->words()); // numbers by default
    QCOMPARE(valueNumber(value, exact), text);
    QCOMPARE(valueText(value, exact), text);
}

void TestComputer::valuesInWordsOnRequest()
{
    QSignalSpy changed(ValueStyle::instance(), &ValueStyle::wordsChanged);
    ValueStyle::instance()->setWords(true);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(valueText(3), QStringLiteral("3 seeds ahead"));
    QCOMPARE(valueText(-8, true), QStringLiteral("8 seeds behind (exact)"));
    QCOMPARE(lossText(2.5), QStringLiteral("about 3 seeds"));
    ValueStyle::instance()->setWords(false);
    QCOMPARE(valueText(3), QStringLiteral("+3"));
    QCOMPARE(lossText(2.5), QStringLiteral("2.5 seeds"));
    QCOMPARE(lossText(8), QStringLiteral("8 seeds"));
}

QTEST_MAIN(TestComputer)
#include "tst_computer.moc"
