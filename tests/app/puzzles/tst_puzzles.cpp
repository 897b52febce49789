// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Puzzles: choosing a puzzle, the right answer (progress and streak in
// the settings), a wrong one (taken back, the seeds it gives away and the
// line that answers it, by the exact solver), the hint, the answer shown in
// teaching mode, and nothing of the player's lost on the way.
//
// The fixture (fixtures/kalah.txt) holds two Kalah positions valued with
// `mancala-cli solve --analyse`. test-0001, South to move, 48 seeds:
//   North F..A 2,0,4,3,0,1 / South a..f 1,0,0,0,2,0, stores 17,18.
//   e (2 seeds) sows f and the store (K3): South moves again; exact value -2.
//   a (1 seed) ends in the empty house b, opposite E is empty: no capture
//   (K4), North's turn; exact value -4, so a gives away 2 seeds; North
//   answers A (solver: value 4 for North), then South b.
// test-0002: South a..f 2,0,1,0,3,1, North A..F 3,2,0,1,5,0, stores 14,16:
//   f keeps -2; c and e are worth -4; a is worth -8 (gives away 6), answered by D.

#include "puzzles/puzzleprogress.h"
#include "../archived_game.h"
#include "puzzles/puzzlecheck.h"
#include "puzzles/puzzlesession.h"
#include "puzzles/puzzlechoice.h"
#include "activities/keptgame.h"
#include "game/gamecontroller.h"
#include "languages/translations.h"

#include "mancala/line.h"
#include "mancala/notation.h"
#include "mancala/qelat_perfect.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace mancala;
using namespace mancala::app;

namespace {

/// A controller that shows every decision at once, with its archive and the puzzles.
struct Game : testing::ArchivedGame {
    PuzzleSession puzzles;
    Game()
    {
        puzzles.setGame(&controller);
        puzzles.setImportExport(&archive.importExport);
        puzzles.setFolder(QStringLiteral(MANCALA_PUZZLE_FIXTURES));
        puzzles.setVariant(QStringLiteral("kalah"));
    }
    QString position() const { return QString::fromStdString(toNamedPositionString(controller.position())); }
    int hole(const char* name) const { return controller.holeByName(QString::fromLatin1(name)); }
};

const QString kFirst = QStringLiteral("kalah: 2,0,4,3,0,1/1,0,0,0,2,0 17,18 - - s play - 1 1 0 -");

} // namespace

class TestPuzzles : public QObject {
    Q_OBJECT

private slots:
    void init();
    void choosing();
    void rightAnswerCountsInTheSettings();
    void wrongAnswerIsTakenBackAndValued();
    void wrongAnswerGivesAwaySix();
    void searchedPuzzleSaysItsDepth();
    void hintMarksTheHole();
    void showAnswerPlaysTheLine();
    void theGameReplacedIsKept();
    void thePlayersOpponentComesBack();
    void theDialogsChoiceIsItsOwn();
    void aPuzzleComesBackAfterARestart();
    void badFolderHasNoPuzzles();
    void aProvenQelatTryIsValuedByTheDatabase();

private:
    QTemporaryDir m_dir;
};

void TestPuzzles::init()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en")); // "2 seeds", not "2 seed(s)"
    // A fresh settings file for each test: the progress starts at nothing.
    static int n = 0;
    qputenv("MANCALA_SETTINGS", m_dir.filePath(QStringLiteral("settings-%1.ini").arg(++n)).toUtf8());
}

void TestPuzzles::choosing()
{
    Game g;
    QCOMPARE(g.puzzles.variants(), QStringList{QStringLiteral("kalah")});
    QCOMPARE(g.puzzles.total(), 2);
    QCOMPARE(g.puzzles.atLevel(), 2);
    g.puzzles.setLevel(2);
    QCOMPARE(g.puzzles.atLevel(), 1);
    QVERIFY(g.puzzles.openNext());
    QCOMPARE(g.puzzles.puzzleId(), QStringLiteral("test-0002"));
    g.puzzles.setLevel(0);
    QVERIFY(g.puzzles.openNext()); // the next after the current, round the file
    QCOMPARE(g.puzzles.puzzleId(), QStringLiteral("test-0001"));
    QCOMPARE(g.position(), kFirst);
    QCOMPARE(g.controller.history()->plyCount(), 0);
    QCOMPARE(g.puzzles.state(), PuzzleSession::Waiting);
    QCOMPARE(g.puzzles.prompt(), QStringLiteral("South to play and keep the value: find the best decision."));
    QCOMPARE(g.puzzles.themeName(), QStringLiteral("extra turn"));
    QCOMPARE(g.puzzles.progressText(), QStringLiteral("Solved 0 of 2, streak 0"));
    QVERIFY(!g.puzzles.open(QStringLiteral("no-such-puzzle")));
    QCOMPARE(g.puzzles.puzzleId(), QStringLiteral("test-0001"));
}

void TestPuzzles::rightAnswerCountsInTheSettings()
{
    Game g;
    QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
    QSignalSpy score(&g.puzzles, &PuzzleSession::scoreChanged);
    QVERIFY(g.controller.playHole(g.hole("e")));
    QCOMPARE(g.puzzles.state(), PuzzleSession::Right);
    QVERIFY(score.count() >= 1);
    QVERIFY2(g.puzzles.feedback().startsWith(QStringLiteral("Correct: e keeps the value, 2 seeds behind (proven by the solver).")),
             qPrintable(g.puzzles.feedback()));
    // Written as the move list writes it: e's last seed in the store (K3), a goes on in the same turn.
    QVERIFY2(g.puzzles.feedback().contains(QStringLiteral("The line: e-a D a.")), qPrintable(g.puzzles.feedback()));
    // A language switch while it is shown: the feedback speaks the new language.
    const QString english = g.puzzles.feedback();
    {
        Translations translations;
        translations.setLanguage(QStringLiteral("de"));
        QVERIFY2(!g.puzzles.feedback().startsWith(QStringLiteral("Correct:")), qPrintable(g.puzzles.feedback()));
        QVERIFY2(g.puzzles.feedback().contains(QStringLiteral("e-a D a")), qPrintable(g.puzzles.feedback()));
        translations.setLanguage(QStringLiteral("en"));
    }
    QCOMPARE(g.puzzles.feedback(), english);
    QCOMPARE(g.puzzles.solved(), 1);
    QCOMPARE(g.puzzles.streak(), 1);
    // Kept in the settings file, per rule set.
    QSettings kept(qEnvironmentVariable("MANCALA_SETTINGS"), QSettings::IniFormat);
    QCOMPARE(kept.value(QStringLiteral("puzzles/kalah/solved")).toStringList(), QStringList{QStringLiteral("test-0001")});
    QCOMPARE(kept.value(QStringLiteral("puzzles/kalah/streak")).toInt(), 1);
    // The next puzzle is the unsolved one; solving it too makes a streak of 2.
    QVERIFY(g.puzzles.openNext());
    QCOMPARE(g.puzzles.puzzleId(), QStringLiteral("test-0002"));
    QVERIFY(g.controller.playHole(g.hole("f")));
    QCOMPARE(g.puzzles.state(), PuzzleSession::Right);
    QCOMPARE(g.puzzles.progressText(), QStringLiteral("Solved 2 of 2, streak 2"));
    // A later session reads the same progress.
    Game again;
    QCOMPARE(again.puzzles.solved(), 2);
    QCOMPARE(again.puzzles.streak(), 2);
}

void TestPuzzles::wrongAnswerIsTakenBackAndValued()
{
    Game g;
    PuzzleProgress::recordRight(QStringLiteral("kalah"), QStringLiteral("test-0002"), true);
    QCOMPARE(g.puzzles.streak(), 1);
    QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
    QVERIFY(g.controller.playHole(g.hole("a")));
    QCOMPARE(g.puzzles.state(), PuzzleSession::Wrong);
    QCOMPARE(g.puzzles.streak(), 0);
    QCOMPARE(g.puzzles.solved(), 1);
    // The position goes back at once; the value follows from the worker thread.
    QTRY_COMPARE(g.controller.history()->ply(), 0);
    QCOMPARE(g.position(), kFirst);
    QTRY_VERIFY(!g.puzzles.checking());
    QCOMPARE(g.puzzles.givenAway(), 2);
    QVERIFY2(g.puzzles.feedback().startsWith(QStringLiteral("a gives away 2 seeds. The line that answers it: a A b")),
             qPrintable(g.puzzles.feedback()));
    QVERIFY2(g.puzzles.feedback().contains(QStringLiteral("(proven by the solver)")), qPrintable(g.puzzles.feedback()));
    QSettings kept(qEnvironmentVariable("MANCALA_SETTINGS"), QSettings::IniFormat);
    QCOMPARE(kept.value(QStringLiteral("puzzles/kalah/streak")).toInt(), 0);
    // Then the right one: solved, but not a first try (the streak stays 0).
    QVERIFY(g.controller.playHole(g.hole("e")));
    QCOMPARE(g.puzzles.state(), PuzzleSession::Right);
    QCOMPARE(g.puzzles.solved(), 2);
    QCOMPARE(g.puzzles.streak(), 0);
}

void TestPuzzles::wrongAnswerGivesAwaySix()
{
    Game g;
    QVERIFY(g.puzzles.open(QStringLiteral("test-0002")));
    QVERIFY(g.controller.playHole(g.hole("a")));
    QTRY_VERIFY(!g.puzzles.checking());
    QCOMPARE(g.puzzles.givenAway(), 6);
    QVERIFY2(g.puzzles.feedback().startsWith(QStringLiteral("a gives away 6 seeds. The line that answers it: a D")),
             qPrintable(g.puzzles.feedback()));
    // Another wrong try is valued again: c is worth -4.
    QTRY_COMPARE(g.controller.history()->ply(), 0);
    QVERIFY(g.controller.playHole(g.hole("c")));
    QTRY_VERIFY(!g.puzzles.checking());
    QCOMPARE(g.puzzles.givenAway(), 2);
}

void TestPuzzles::searchedPuzzleSaysItsDepth()
{
    // A shipped Qelat puzzle (a defence), verified by the search to depth 12: c keeps 0,
    // the best other decision -7; a wrong try is valued by the same search.
    Game g;
    g.puzzles.setFolder(QStringLiteral(":/puzzles"));
    QVERIFY(g.puzzles.variants().contains(QStringLiteral("qelat")));
    g.puzzles.setVariant(QStringLiteral("qelat"));
    QVERIFY(g.puzzles.open(QStringLiteral("qelat-0001")));
    QCOMPARE(g.puzzles.themeName(), QStringLiteral("defence"));
    const int seeds = g.controller.position().totalSeeds();
    QVERIFY(g.controller.playHole(g.hole("a")));
    QTRY_VERIFY_WITH_TIMEOUT(!g.puzzles.checking(), 60000);
    QVERIFY2(g.puzzles.givenAway() >= 7, qPrintable(g.puzzles.feedback())); // no better than the best alternative
    QVERIFY2(g.puzzles.feedback().contains(QStringLiteral("(by the search to depth 12)")), qPrintable(g.puzzles.feedback()));
    QVERIFY2(g.puzzles.feedback().startsWith(QStringLiteral("a gives away %1 seeds. The line that answers it: a ")
                                                 .arg(g.puzzles.givenAway())),
             qPrintable(g.puzzles.feedback()));
    QTRY_COMPARE(g.controller.history()->ply(), 0);
    QCOMPARE(g.controller.position().totalSeeds(), seeds);
}

void TestPuzzles::hintMarksTheHole()
{
    Game g;
    QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
    QVERIFY(!g.puzzles.canHint()); // only after a wrong try
    QVERIFY(!g.puzzles.hint());
    QVERIFY(g.controller.playHole(g.hole("a")));
    QTRY_COMPARE(g.controller.history()->ply(), 0);
    QVERIFY(g.puzzles.canHint());
    QVERIFY(g.puzzles.hint());
    QCOMPARE(g.puzzles.hintHole(), g.hole("e"));
    QVERIFY(!g.puzzles.canHint());
    QVERIFY(g.puzzles.feedback().endsWith(QStringLiteral("Hint: the hole to play is marked on the board.")));
    // The right answer takes the mark away.
    QVERIFY(g.controller.playHole(g.hole("e")));
    QCOMPARE(g.puzzles.hintHole(), -1);
}

void TestPuzzles::showAnswerPlaysTheLine()
{
    Game g;
    PuzzleProgress::recordRight(QStringLiteral("kalah"), QStringLiteral("test-0002"), true);
    QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
    QVERIFY(g.puzzles.showAnswer());
    QCOMPARE(g.puzzles.state(), PuzzleSession::Showing);
    QCOMPARE(g.puzzles.streak(), 0); // shown, not found
    QVERIFY(g.puzzles.active());
    // The line e a D a on the board, in teaching mode, its first decision shown.
    QVERIFY(g.controller.player()->stepping());
    QCOMPARE(g.controller.history()->plyCount(), 4);
    QCOMPARE(g.controller.history()->ply(), 1);
    QVERIFY(g.puzzles.hasNextStep());
    QVERIFY(g.puzzles.nextStep());
    QCOMPARE(g.controller.history()->ply(), 2);
    QVERIFY(g.puzzles.nextStep());
    QVERIFY(g.puzzles.nextStep());
    QCOMPARE(g.controller.history()->ply(), 4);
    QVERIFY(!g.puzzles.hasNextStep());
    QVERIFY(!g.puzzles.nextStep());
    // Seeds conserved along the line.
    QCOMPARE(g.controller.position().totalSeeds(), 48);
    // The feedback's line is the move list's, cell for cell.
    QStringList cells;
    const MoveListModel* moves = g.controller.moves();
    for (int row = 0; row < moves->rowCount(); ++row)
        if (const QString text = moves->index(row).data(MoveListModel::TextRole).toString(); !text.isEmpty())
            cells << text;
    QCOMPARE(cells.join(QLatin1Char(' ')), QStringLiteral("e-a D a"));
    QVERIFY2(g.puzzles.feedback().contains(QStringLiteral("The line: e-a D a.")), qPrintable(g.puzzles.feedback()));
}

void TestPuzzles::theGameReplacedIsKept()
{
    Game g;
    QVERIFY(g.controller.playHole(g.hole("c")));
    QVERIFY(g.controller.playHole(g.hole("f")));
    const QString mine = QString::fromStdString(toNamedPositionString(g.controller.position()));
    QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
    QVERIFY(g.archive.store.hasPreviousGame());
    // Solved and on to the next: the puzzle's board is never kept in place of the player's game.
    QVERIFY(g.controller.playHole(g.hole("e")));
    QVERIFY(g.puzzles.openNext());
    QVERIFY(g.archive.store.restorePreviousGame());
    QVERIFY(!g.puzzles.active()); // another game on the board ends the puzzle
    QCOMPARE(QString::fromStdString(toNamedPositionString(g.controller.position())), mine);
    QCOMPARE(g.controller.history()->plyCount(), 2);
}

void TestPuzzles::thePlayersOpponentComesBack()
{
    Game g;
    g.controller.setLevel(1, 4);
    QVERIFY(g.controller.playHole(g.hole("c"))); // into the store: South again
    QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
    QCOMPARE(g.controller.level(1), 0); // the puzzle is the player's alone
    QCOMPARE(KeptGame::of(&g.controller)->level(1), 4);
    // The game kept as the previous one keeps its computer.
    QVERIFY(g.archive.store.hasPreviousGame());
    QVERIFY2(g.archive.store.restorePreviousGame(), qPrintable(g.archive.document.error()));
    QVERIFY(!g.puzzles.active());
    QCOMPARE(g.controller.level(1), 4);
    // Closed on its board: the player's opponent is back too.
    QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
    g.puzzles.close();
    QCOMPARE(g.controller.level(1), 4);
}

void TestPuzzles::theDialogsChoiceIsItsOwn()
{
    Game g;
    QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
    PuzzleChoice choice;
    choice.setSession(&g.puzzles);
    choice.setVariant(QStringLiteral("qelat"));
    choice.setLevel(2);
    QCOMPARE(choice.atLevel(), 0);
    QCOMPARE(choice.progressText(), QStringLiteral("Solved 0 of 0, streak 0"));
    QCOMPARE(g.puzzles.variant(), QStringLiteral("kalah"));
    QCOMPARE(g.puzzles.level(), 0);
    QCOMPARE(g.puzzles.progressText(), QStringLiteral("Solved 0 of 2, streak 0"));
    QVERIFY(!choice.start()); // none there: nothing changes
    QCOMPARE(g.puzzles.puzzleId(), QStringLiteral("test-0001"));
    QCOMPARE(g.puzzles.variant(), QStringLiteral("kalah"));
    choice.setVariant(QStringLiteral("kalah"));
    QVERIFY(choice.start());
    QCOMPARE(g.puzzles.level(), 2);
    QCOMPARE(g.puzzles.puzzleId(), QStringLiteral("test-0002"));
}

void TestPuzzles::aPuzzleComesBackAfterARestart()
{
    QString board;
    {
        Game g;
        g.controller.setLevel(1, 4);
        QVERIFY(g.puzzles.open(QStringLiteral("test-0001")));
        QVERIFY(g.controller.playHole(g.hole("a")));
        QCOMPARE(g.puzzles.state(), PuzzleSession::Wrong);
        g.puzzles.waitForCheck();
        QTRY_COMPARE(g.controller.history()->ply(), 0);
        board = g.archive.importExport.exportText();
    }
    // The next start: the autosave's board first, then the puzzle on it.
    Game g;
    QVERIFY(g.archive.importExport.importText(board));
    QVERIFY(g.puzzles.resume());
    QCOMPARE(g.puzzles.puzzleId(), QStringLiteral("test-0001"));
    QCOMPARE(g.puzzles.state(), PuzzleSession::Wrong);
    QVERIFY(g.puzzles.canHint());
    QVERIFY(g.puzzles.hint());
    QCOMPARE(g.puzzles.hintHole(), g.hole("e"));
    // Closed: nothing comes back at the next start.
    g.puzzles.close();
    Game other;
    QVERIFY(!other.puzzles.resume());
}

void TestPuzzles::badFolderHasNoPuzzles()
{
    Game g;
    g.puzzles.setFolder(m_dir.filePath(QStringLiteral("nothing-here")));
    QVERIFY(g.puzzles.variants().isEmpty());
    QCOMPARE(g.puzzles.total(), 0);
    const QString before = g.position();
    QVERIFY(!g.puzzles.openNext());
    QCOMPARE(g.position(), before);
    QVERIFY(!g.puzzles.active());
}

void TestPuzzles::aProvenQelatTryIsValuedByTheDatabase()
{
    // A Qelat puzzle proven by the endgame database (depth=0): 5 seeds in
    // play, South's c keeps +6 and a is worth -4 (the database's values,
    // tests/core/review/tst_qelat_review.cpp), answered by North's E.
    const Rules rules = Rules::defaults(Variant::Qelat);
    Position p;
    QCOMPARE(fromPositionString("0,0,1,0,0,21/3,0,1,0,0,22 0,0 fws,Awn - s play - 1 60 0 -", rules, p),
             std::string());
    Decision a;
    std::string error;
    QVERIFY(parseDecision(p, "a", a, error));
    QVERIFY(!valueTried(p, a, 0, nullptr, 3).has_value()); // no database yet: not valued
    auto db = std::make_shared<QelatEndgame>();
    QCOMPARE(db->compute(rules, 5), std::string());
    setQelatPerfectDatabase(db);
    const std::optional<TriedValue> tried = valueTried(p, a, 0, nullptr, 3);
    setQelatPerfectDatabase(nullptr);
    QVERIFY(tried.has_value());
    QCOMPARE(tried->value, -4);
    QVERIFY(tried->line.size() >= 2);
    QCOMPARE(formatLine(p, tried->line).substr(0, 3), std::string("a E"));
}

QTEST_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
