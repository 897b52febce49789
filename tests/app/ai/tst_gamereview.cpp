// SPDX-License-Identifier: GPL-3.0-or-later
// The app's game review: the same marks, words and Annotator tag as
// `mancala-cli review` (one engine, mancala/review.h), and a count of marks
// that belongs to the game shown, not to an earlier one.

#include "ai/evaluationgraph.h"
#include "ai/gamereview.h"
#include "game/gamecontroller.h"
#include "game/gamefollower.h"
#include "game/movelistmodel.h"
#include "languages/translations.h"
#include "../archived_game.h"

#include "mancala/engine.h"
#include "mancala/record.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace mancala;
using namespace mancala::app;

namespace {

// Kalah(6,4), K4, near the end (48 seeds: 9 in each row, 16 and 14 in the
// stores). North's row F..A reads 2,0,3,1,2,1, South's a..f 1,2,3,0,1,2.
// 1. e (1 seed into f) loses 8 against c (exact: +2 against -6): ??.
// 1... D-C: D's 3 seeds reach the store (another turn), C's one lands in
// the empty D and takes c's 3. 2. f keeps the value; 2... A gives +2
// where B keeps +6: ?.
const char* const kRecord = MANCALA_RECORDS_DIR "/kalah-endgame-blunders.pgn";
constexpr qint64 kNodes = 100000;

QString fileText(const char* path)
{
    QFile file(QString::fromUtf8(path));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", path);
    return QString::fromUtf8(file.readAll());
}

GameRecord onlyGame(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    const RecordList list = parseRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!list.ok() || list.games.size() != 1)
        qFatal("not one game: %s", list.error.message().c_str());
    return list.games.front();
}

/// A game on the board without the computer or animations.
void still(GameController& game)
{
    game.player()->setSpeed(StepPlayer::Instant);
    game.computer()->setPaused(true);
}

/// `mancala-cli review` of the record at `path` with kNodes a decision, without databases.
GameRecord commandLineReview(const char* path)
{
    QProcess cli;
    cli.start(QStringLiteral(MANCALA_CLI), {QStringLiteral("review"), QString::fromUtf8(path), QStringLiteral("--nodes"),
                                            QString::number(kNodes), QStringLiteral("--no-egdb")});
    if (!cli.waitForFinished(240000) || cli.exitCode() != 0)
        qFatal("mancala-cli review %s failed", path);
    return onlyGame(QString::fromUtf8(cli.readAllStandardOutput()));
}

/// Reviews the game of `review` to the end.
bool reviewed(GameReview& review)
{
    QSignalSpy finished(&review, &GameReview::finished);
    review.start();
    return finished.count() == 1 || finished.wait(240000);
}

} // namespace

class TestGameReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        Translations::install(QStringLiteral("en"));
        setPerfectPlayDatabases(false); // as the command line's --no-egdb
    }
    void appAndCommandLineMarkTheSame();
    void theGraphShowsTheReview();
    void theCountIsTheGameShown();
    void followingAnotherGameDropsTheFirst();
    void aRoundTripKeepsTheCount();
    void theSameMarksWhateverCameBefore();
};

void TestGameReview::appAndCommandLineMarkTheSame()
{
    GameController game;
    still(game);
    testing::RecordObjects archive;
    archive.document.setController(&game);
    QVERIFY2(archive.importExport.importText(fileText(kRecord)), qPrintable(archive.document.error()));
    QCOMPARE(game.history()->plyCount(), 5);
    GameReview review;
    review.setNodes(kNodes);
    review.setGame(&game);
    QVERIFY(reviewed(review));
    QCOMPARE(review.done(), 5);
    QCOMPARE(review.marked(), 2);
    QCOMPARE(game.history()->reviewMark(0).glyph, 3); // 1. e
    QCOMPARE(game.history()->reviewMark(4).glyph, 2); // 2... A
    for (int i : {1, 2, 3})
        QCOMPARE(game.history()->reviewMark(i).glyph, 0);
    // The move list speaks the player's language; the record, the engine's words.
    QCOMPARE(game.history()->reviewMark(0).note, QStringLiteral("Best c (+2); played e (-6): 8 seeds lost; exact values"));
    const GameRecord app = onlyGame(archive.importExport.exportText());

    const GameRecord command = commandLineReview(kRecord);

    QCOMPARE(app.moves, command.moves); // the turns with their glyphs and comments
    QCOMPARE(app.tag("Annotator"), command.tag("Annotator"));
    QCOMPARE(app.tag("Annotator"), std::string("Mancala review (100000 nodes a decision)"));
    QCOMPARE(app.moves.turns.front().nags, std::vector<int>{4});
    QCOMPARE(app.moves.turns.front().comments,
             std::vector<std::string>{"best c (+2), played e (-6): 8 seeds lost, exact values"});
    QCOMPARE(app.moves.turns.back().nags, std::vector<int>{2});
    QCOMPARE(app.moves.turns.back().comments,
             std::vector<std::string>{"best B (+6), played A (+2): 4 seeds lost, exact values"});
}

void TestGameReview::theCountIsTheGameShown()
{
    GameController game;
    still(game);
    testing::RecordObjects archive;
    archive.document.setController(&game);
    QVERIFY(archive.importExport.importText(fileText(kRecord)));
    GameReview review;
    review.setNodes(kNodes);
    review.setGame(&game);
    QVERIFY(!review.reviewed());
    QVERIFY(reviewed(review));
    QCOMPARE(review.marked(), 2);
    QVERIFY(review.reviewed());
    const QString text = archive.importExport.exportText();

    // A new game of another rule set: no marks, nothing to show.
    QCOMPARE(game.newGame(QStringLiteral("qelat")), QString());
    QCOMPARE(review.marked(), 0);
    QVERIFY(!review.reviewed());
    QCOMPARE(review.done(), 0);
    QCOMPARE(review.total(), 0);

    // The reviewed record imported: its marks show, and the count is theirs.
    QVERIFY2(archive.importExport.importText(text), qPrintable(archive.document.error()));
    QCOMPARE(game.history()->plyCount(), 5);
    QCOMPARE(game.history()->reviewMark(0).glyph, 3);
    QCOMPARE(game.history()->reviewMark(4).glyph, 2);
    QCOMPARE(QString(game.history()->reviewMark(4).note), QStringLiteral("best B (+6), played A (+2): 4 seeds lost, exact values"));
    QCOMPARE(review.marked(), 2);
    QVERIFY(review.reviewed());
    // Exported again, the record is the same (the marks are not written twice).
    QCOMPARE(onlyGame(archive.importExport.exportText()).moves, onlyGame(text).moves);

    // A new decision from an earlier ply drops the marks of the line it replaces.
    game.history()->goToPly(3);
    const QList<int> legal = game.legalHoles();
    const int other = legal.first() == game.history()->at(3).decision.hole ? legal.last() : legal.first();
    if (!game.playHole(other)) // a game in progress looked back at: asked first
        game.confirmRetake();
    QCOMPARE(game.history()->plyCount(), 4);
    QCOMPARE(review.marked(), 1);

    // And a new Kalah game starts with none.
    game.restart();
    QCOMPARE(review.marked(), 0);
    QVERIFY(!review.reviewed());
}

// followGame(), which the review, the hints, the analysis and the lessons
// use to switch games: the old game's signals no longer reach the follower.
void TestGameReview::followingAnotherGameDropsTheFirst()
{
    GameController first;
    GameController second;
    QObject follower;
    QPointer<GameController> current;
    int heard = 0;
    QVERIFY(followGame(&follower, current, &first));
    QCOMPARE(current.data(), &first);
    QObject::connect(&first, &GameController::gameChanged, &follower, [&heard] { ++heard; });
    QCOMPARE(first.newGame(QStringLiteral("kalah")), QString());
    QCOMPARE(heard, 1);
    QVERIFY(!followGame(&follower, current, &first)); // the same game: kept as it is
    QCOMPARE(first.newGame(QStringLiteral("kalah")), QString());
    QCOMPARE(heard, 2);
    QVERIFY(followGame(&follower, current, &second));
    QCOMPARE(current.data(), &second);
    QCOMPARE(first.newGame(QStringLiteral("kalah")), QString());
    QCOMPARE(heard, 2);
    QVERIFY(followGame(&follower, current, nullptr));
    QVERIFY(current.isNull());
}

// A mark on the second decision of a turn (1. c-f: f), exported and
// imported: one mark before and after, on f, and its note once in the move
// list (the turn's tooltip).
void TestGameReview::aRoundTripKeepsTheCount()
{
    GameController game;
    still(game);
    testing::RecordObjects archive;
    archive.document.setController(&game);
    QVERIFY(game.playHole(2)); // c (K3: South again)
    QVERIFY(game.playHole(5)); // f
    QVERIFY(game.playHole(6)); // A
    Position afterC = game.initialPosition();
    QVERIFY(apply(afterC, Decision::sow(2)));
    const std::string note = "best a (1), played f (-3): 4 seeds lost, exact values";
    const History::ReviewMark mark{2, QString::fromStdString(note), note, reviewAnnotator({})};
    QVERIFY(game.history()->setReviewMark(1, afterC, Decision::sow(5), mark));
    GameReview review;
    review.setGame(&game);
    QCOMPARE(review.marked(), 1);
    const QString text = archive.importExport.exportText();
    QVERIFY2(text.contains(QStringLiteral("1. c-f $2 {%1}").arg(QString::fromStdString(note))), qPrintable(text));

    GameController other;
    still(other);
    testing::RecordObjects second;
    second.document.setController(&other);
    GameReview again;
    again.setGame(&other);
    QVERIFY2(second.importExport.importText(text), qPrintable(second.document.error()));
    QCOMPARE(again.marked(), 1);
    QCOMPARE(other.history()->reviewMark(0).glyph, 0);
    QCOMPARE(other.history()->reviewMark(1).glyph, 2);
    MoveListModel* moves = other.moves();
    int turn = -1;
    for (int row = 0; row < moves->rowCount(); ++row)
        if (moves->data(moves->index(row), MoveListModel::TextRole).toString() == QStringLiteral("c-f"))
            turn = row;
    QVERIFY(turn >= 0);
    QCOMPARE(moves->data(moves->index(turn), MoveListModel::NoteRole).toString(), QString::fromStdString(note));
    QCOMPARE(second.importExport.exportText(), text);
}

namespace {

/// The record of `path` reviewed in the app with kNodes a decision.
GameRecord appReview(const char* path)
{
    GameController game;
    still(game);
    testing::RecordObjects archive;
    archive.document.setController(&game);
    if (!archive.importExport.importText(fileText(path)))
        qFatal("cannot import %s", path);
    GameReview review;
    review.setNodes(kNodes);
    review.setGame(&game);
    if (!reviewed(review))
        qFatal("the review did not finish");
    return onlyGame(archive.importExport.exportText());
}

/// The solver's work of the analysis panel on every position of the record's
/// line (solveDecision(), each decision, with the tables the solver keeps).
void analyseEveryPosition(const char* path)
{
    const GameRecord record = onlyGame(fileText(path));
    const ReplayedGame game = readGame(record);
    Position p = game.start;
    for (const Decision& played : game.decisions) {
        DecisionList legal;
        legalDecisions(p, legal);
        for (const Decision& d : legal)
            QVERIFY(solveDecision(p, d, 0).has_value());
        QVERIFY(apply(p, played));
    }
}

} // namespace

// 9... of a self-play game (`mancala-cli selfplay --variant kalah --games 1
// --seed 5`): a review in a fresh app, after the analysis panel's solves
// (its tables then hold every value of the line), and by the command line:
// the same marks. E keeps +2 (as D and F) and is never marked.
void TestGameReview::theSameMarksWhateverCameBefore()
{
    const char* const record = MANCALA_RECORDS_DIR "/kalah-middle-game.pgn";
    releaseSolverMemory();
    const GameRecord fresh = appReview(record);
    analyseEveryPosition(record);
    const GameRecord afterAnalysis = appReview(record);
    QCOMPARE(afterAnalysis.moves, fresh.moves);

    QCOMPARE(commandLineReview(record).moves, fresh.moves);

    QVERIFY(fresh.moves.turns.front().nags.empty()); // 9... E
    for (const TurnNode& turn : fresh.moves.turns)
        for (const std::string& note : turn.comments)
            QVERIFY2(note.ends_with("exact values"), note.c_str());
}

// The graph of a review, and of the same review exported and imported.
void TestGameReview::theGraphShowsTheReview()
{
    // The record's five decisions: South's e (??, exact -6 for South), North's
    // D and C, South's f, North's A (?, exact +2 for North: -2 for South).
    GameController game;
    still(game);
    testing::RecordObjects archive;
    archive.store.setAutosavePath({});
    archive.document.setController(&game);
    QVERIFY(archive.importExport.importText(fileText(kRecord)));
    EvaluationGraph graph;
    graph.setGame(&game);
    QCOMPARE(graph.rowCount(), 5);
    QCOMPARE(graph.valuedCount(), 0); // no review yet: nothing to draw
    GameReview review;
    review.setNodes(kNodes);
    review.setGame(&game);
    QSignalSpy changed(&graph, &EvaluationGraph::pointsChanged);
    QVERIFY(reviewed(review));
    QVERIFY(changed.count() >= 1);
    QCOMPARE(graph.rowCount(), 5);
    for (int i = 0; i < graph.rowCount(); ++i) {
        const EvaluationPoint p = graph.point(i);
        const History::Ply& ply = game.history()->at(i);
        QCOMPARE(p.ply, i + 1);
        QCOMPARE(p.glyph, ply.review.glyph);
        if (!p.valued)
            continue;
        // Five decisions from the end, the search reaches every end too: each
        // value is the exact one after the decision, for South (the marks'
        // are the solver's and flagged exact, the others the search's).
        QCOMPARE(p.exact, ply.review.exact);
        const auto solved = solveDecision(ply.before, ply.decision, 0);
        QVERIFY(solved.has_value());
        QCOMPARE(p.value, ply.before.decider == Side::South ? solved->value : -solved->value);
    }
    QCOMPARE(graph.valuedCount(), 5);
    QCOMPARE(graph.point(0).glyph, 3);
    QVERIFY(graph.point(0).exact);
    QVERIFY(graph.point(4).exact);
    QCOMPARE(graph.point(0).value, -6.0);
    QCOMPARE(graph.point(4).glyph, 2);
    QCOMPARE(graph.point(4).value, -2.0);
    QCOMPARE(graph.range(), 6.0);
    const QList<EvaluationPoint> points{graph.point(0), graph.point(1), graph.point(2), graph.point(3), graph.point(4)};
    QVERIFY(graph.points() == points); // the same list for C++ views (the game sheet)
    // A click on the graph shows the position after that decision.
    graph.jumpTo(2);
    QCOMPARE(game.history()->ply(), 2);
    graph.jumpTo(99); // past the end: nothing
    QCOMPARE(game.history()->ply(), 2);

    // Exported and imported again: the same graph (values, exact flags,
    // marks) and the same count of marks, from the record's `[%eval]`.
    const QString text = archive.importExport.exportText();
    QVERIFY2(text.contains(QStringLiteral("[%eval #")), qPrintable(text));
    GameController other;
    still(other);
    testing::RecordObjects second;
    second.store.setAutosavePath({});
    second.document.setController(&other);
    GameReview again;
    again.setGame(&other);
    QVERIFY2(second.importExport.importText(text), qPrintable(second.document.error()));
    EvaluationGraph imported;
    imported.setGame(&other);
    QVERIFY(imported.points() == graph.points());
    QCOMPARE(again.marked(), review.marked());
    QCOMPARE(again.marked(), 2);
    // The command is no comment: the move list's notes are the review's words only.
    for (int i = 0; i < other.history()->plyCount(); ++i)
        QVERIFY(!other.history()->reviewMark(i).note.contains(QStringLiteral("%eval")));
    QCOMPARE(second.importExport.exportText(), text);
}

QTEST_MAIN(TestGameReview)
#include "tst_gamereview.moc"
