// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing the player makes is lost: every path that replaces the game keeps
// it as the previous game (a new game, a lesson, an import, a position), which
// Game > Restore previous game brings back, also after a restart; a lesson's
// board is never kept in its place.

#include "../archived_game.h"
#include "game/gamecontroller.h"
#include "languages/translations.h"
#include "teaching/lessonsession.h"

#include "mancala/notation.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace mancala;
using namespace mancala::app;

namespace {

/// A controller that shows every decision at once, with its archive and lessons.
struct Game : testing::ArchivedGame {
    LessonSession lesson;
    Game()
    {
        lesson.setGame(&controller);
        archive.document.setLesson(&lesson);
    }
    QString position() const { return QString::fromStdString(toPositionString(controller.position())); }
};

/// The Kalah game "1. c-f A", worked by hand: c (4) sows d e f and the
/// store (K3), South again; f (5) sows the store and A B C D; A (5) sows
/// B C D E F. South's row 4,4,0,5,5,0, North's A..F 0,6,6,6,5,5, stores 2,0.
const QString kAfterCfA = QStringLiteral("5,5,6,6,6,0/4,4,0,5,5,0 2,0 - - s play - 1 2 1 - rng=1");

/// Plays c-f A (both sides people) and checks the position.
bool playCfA(Game& g)
{
    return g.controller.playHole(2) && g.controller.playHole(5) && g.controller.playHole(6)
        && g.position() == kAfterCfA;
}

} // namespace

class TestPrevious : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void newGameKeepsThePreviousOne()
    {
        Game g;
        QVERIFY(!g.archive.store.hasPreviousGame());
        QVERIFY(playCfA(g));
        g.controller.history()->undo(); // the ply shown comes back too
        QCOMPARE(g.controller.history()->ply(), 2);
        QVERIFY(g.controller.newGame(QStringLiteral("kalah")).isEmpty());
        QCOMPARE(g.controller.history()->plyCount(), 0);
        QVERIFY(g.archive.store.hasPreviousGame());
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.controller.history()->plyCount(), 3);
        QCOMPARE(g.controller.history()->ply(), 2);
        g.controller.history()->redo();
        QCOMPARE(g.position(), kAfterCfA);
    }

    void restoreSwapsTheGames()
    {
        Game g;
        QVERIFY(playCfA(g));
        QVERIFY(g.controller.newGame(QStringLiteral("kalah")).isEmpty());
        QVERIFY(g.controller.playHole(3)); // d: another game with a move
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.position(), kAfterCfA);
        // The game it replaced is the previous one now: a second restore undoes the first.
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.controller.history()->plyCount(), 1);
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.position(), kAfterCfA);
    }

    /// Help > Lessons during a game against the computer: the game comes back
    /// with its computer; lessons taken meanwhile never take its place.
    void lessonKeepsTheGameAgainstTheComputer()
    {
        Game g;
        QVERIFY(g.controller.playHole(3)); // d (4): e f, the store, A; North to move
        g.controller.setLevel(1, 3);       // then North is the computer's
        const QString before = g.position();
        QVERIFY(g.lesson.open(QStringLiteral("kalah-sowing")));
        QCOMPARE(g.controller.level(1), 0);
        QVERIFY(g.archive.store.hasPreviousGame());
        // The lesson played (b), then the next one: the lesson's board is not kept.
        QVERIFY(g.controller.playHole(1));
        QCOMPARE(g.controller.history()->plyCount(), 1);
        QVERIFY(g.lesson.nextLesson());
        QVERIFY(g.controller.newGame(QStringLiteral("kalah")).isEmpty());
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.position(), before);
        QCOMPARE(g.controller.history()->plyCount(), 1);
        QCOMPARE(g.controller.level(1), 3);
        g.controller.setLevel(1, 0); // no search left running
    }

    void importAndPositionKeepThePreviousGame()
    {
        Game g;
        QVERIFY(playCfA(g));
        QVERIFY(g.archive.importExport.importText(QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. d *\n")));
        QCOMPARE(g.controller.history()->plyCount(), 1);
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.position(), kAfterCfA);
        QVERIFY(g.archive.importExport.loadPosition(QStringLiteral("4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 - rng=1")));
        QCOMPARE(g.controller.history()->plyCount(), 0);
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.position(), kAfterCfA);
        // A game without moves replaced: nothing to keep, the previous game stays.
        QVERIFY(g.controller.newGame(QStringLiteral("kalah")).isEmpty());
        QVERIFY(g.controller.newGame(QStringLiteral("kalah")).isEmpty());
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.position(), kAfterCfA);
    }

    /// A pasted position that several rule sets fit: the game is kept once the player has chosen, not before.
    void chosenRulesKeepThePreviousGame()
    {
        Game g;
        QVERIFY(g.controller.newGame(QStringLiteral("enkeshui"), {{QStringLiteral("race"), QStringLiteral("off")}})
                    .isEmpty());
        QVERIFY(g.controller.playHole(g.controller.legalHoles().front()));
        const QString played = g.position();
        QVERIFY(!g.archive.store.hasPreviousGame());
        // Q10's lesson position: no prefix, 6 holes a row, not of the game's rules: a choice.
        const QString qelat = QStringLiteral("4,4,4,4,8,0/4,4,4,4,7,1 0,0 - - s play - 1 1 0 -");
        QVERIFY(g.archive.importExport.loadPosition(qelat));
        QVERIFY(g.archive.importExport.choosingRules());
        QVERIFY(!g.archive.store.hasPreviousGame());
        QCOMPARE(g.position(), played);
        const qsizetype pick = g.archive.importExport.games().indexOf(QStringLiteral("Qelat (Beni Amir & Mensa)"));
        QVERIFY(pick >= 0);
        QVERIFY(g.archive.importExport.openGame(int(pick)));
        QCOMPARE(g.controller.variant(), QStringLiteral("qelat"));
        QVERIFY(g.archive.store.hasPreviousGame());
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.controller.variant(), QStringLiteral("enkeshui"));
        QCOMPARE(g.position(), played);
    }

    /// A position string that names rules it does not fit replaces nothing and keeps nothing.
    void refusedPositionKeepsNothing()
    {
        Game g;
        QVERIFY(playCfA(g));
        QVERIFY(!g.archive.importExport.loadPosition(QStringLiteral("kalah: 4,4,4,4,4,4/4,4,4,4,4,5 0,0 - - s play - 1 1 0 -")));
        QVERIFY(!g.archive.store.hasPreviousGame());
        QCOMPARE(g.position(), kAfterCfA);
        // Named rules it fits: read with them, the game kept.
        QVERIFY(g.archive.importExport.loadPosition(QStringLiteral("qelat: 4,4,4,4,8,0/4,4,4,4,7,1 0,0 - - s play - 1 1 0 -")));
        QCOMPARE(g.controller.variant(), QStringLiteral("qelat"));
        QVERIFY(g.archive.store.restorePreviousGame());
        QCOMPARE(g.position(), kAfterCfA);
    }

    /// The previous game is a file beside the autosave: a restart brings it back too.
    void previousGameAcrossARestart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
        {
            Game g;
            g.archive.store.setAutosavePath(path);
            g.archive.store.startAutosave();
            QVERIFY(playCfA(g));
            QVERIFY(g.controller.newGame(QStringLiteral("kalah")).isEmpty());
            QCOMPARE(g.archive.store.previousPath(), dir.filePath(QStringLiteral("autosave-previous.pgn")));
            QVERIFY(QFile::exists(g.archive.store.previousPath()));
        }
        Game h;
        h.archive.store.setAutosavePath(path);
        h.archive.store.startAutosave();
        QCOMPARE(h.controller.history()->plyCount(), 0); // the autosave: the new game
        QVERIFY(h.archive.store.hasPreviousGame());
        QVERIFY(h.archive.store.restorePreviousGame());
        QCOMPARE(h.position(), kAfterCfA);
    }

    /// A lesson quit at its step comes back there on the autosave's board;
    /// replacing it then keeps the player's game, not the lesson's board.
    void lessonComesBackAtItsStep()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
        QString feedback;
        {
            Game g;
            g.archive.store.setAutosavePath(path);
            g.archive.store.startAutosave();
            QVERIFY(playCfA(g));
            QVERIFY(g.lesson.open(QStringLiteral("kalah-capture"))); // the move is a
            QVERIFY(g.controller.playHole(2));                      // c: wrong, taken back
            QCOMPARE(g.lesson.state(), LessonSession::Wrong);
            QTRY_COMPARE(g.controller.history()->ply(), 0);
            QVERIFY(g.controller.playHole(0));
            QCOMPARE(g.lesson.state(), LessonSession::Done);
            feedback = g.lesson.feedback();
        }
        Game h;
        h.archive.store.setAutosavePath(path);
        h.archive.store.startAutosave();
        QVERIFY(h.lesson.resume());
        QCOMPARE(h.lesson.lessonId(), QStringLiteral("kalah-capture"));
        QCOMPARE(h.lesson.state(), LessonSession::Done);
        QCOMPARE(h.lesson.misses(), 1);
        QCOMPARE(h.lesson.feedback(), feedback);
        QCOMPARE(h.controller.history()->ply(), 1);
        QVERIFY(h.controller.player()->stepping());
        // Replaced at once: the game the lesson replaced is still the previous game.
        QVERIFY(h.controller.newGame(QStringLiteral("kalah")).isEmpty());
        QVERIFY(!h.lesson.active());
        QVERIFY(h.archive.store.restorePreviousGame());
        QCOMPARE(h.position(), kAfterCfA);
        // Left: nothing comes back at the next start.
        Game other;
        QVERIFY(!other.lesson.resume());
    }

    /// The lesson's words follow the language: switched during the lesson and after a restart.
    void lessonWordsFollowTheLanguage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
        QString english;
        QString german;
        {
            Game g;
            g.archive.store.setAutosavePath(path);
            g.archive.store.startAutosave();
            QVERIFY(g.lesson.open(QStringLiteral("kalah-capture")));
            QVERIFY(g.controller.playHole(2)); // c: wrong, taken back
            QCOMPARE(g.lesson.state(), LessonSession::Wrong);
            english = g.lesson.feedback();
            QVERIFY2(english.contains(QStringLiteral("taken back")), qPrintable(english));
            QSignalSpy changed(&g.lesson, &LessonSession::progressChanged);
            QVERIFY(Translations::install(QStringLiteral("de")));
            QVERIFY(changed.count() >= 1);
            german = g.lesson.feedback();
            QVERIFY2(german != english && !german.contains(QStringLiteral("taken back")), qPrintable(german));
        }
        Game h;
        h.archive.store.setAutosavePath(path);
        h.archive.store.startAutosave();
        QVERIFY(h.lesson.resume());
        QCOMPARE(h.lesson.feedback(), german);
        QVERIFY(Translations::install(QStringLiteral("en")));
        QCOMPARE(h.lesson.feedback(), english);
        QVERIFY(h.controller.newGame(QStringLiteral("kalah")).isEmpty());
    }

    /// A lesson whose board was replaced while the program was closed does not come back.
    void lessonOnAnotherBoardDoesNotComeBack()
    {
        {
            Game g;
            QVERIFY(g.lesson.open(QStringLiteral("kalah-capture")));
        }
        Game h;
        QVERIFY(playCfA(h));
        QVERIFY(!h.lesson.resume());
        QCOMPARE(h.position(), kAfterCfA);
        QVERIFY(!h.controller.player()->stepping());
    }

    /// A quit asks only where something would be lost (AutosaveStore::lostOnQuit()).
    void quitLosesOnlyWhatNoFileHolds()
    {
        QTemporaryDir dir;
        Game g;
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::NothingLost);
        // No autosave (as a demonstration start): a game with moves would be gone.
        QVERIFY(playCfA(g));
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::GameLost);
        // The autosave has it: nothing lost, a lesson or a new game neither.
        g.archive.store.setAutosavePath(dir.filePath(QStringLiteral("autosave.pgn")));
        g.archive.store.startAutosave();
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::NothingLost);
        QVERIFY(g.lesson.open(QStringLiteral("kalah-capture")));
        QVERIFY(g.controller.playHole(0));
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::NothingLost);
        // An imported record's notes are in no file until it is saved.
        QVERIFY(g.archive.importExport.importText(QStringLiteral("[Variant \"kalah\"]\n\n1. c-f A *\n")));
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::NothingLost);
        QVERIFY(g.archive.document.setGlyphAtPly(1, QStringLiteral("!")));
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::NotesLost);
        const QString file = dir.filePath(QStringLiteral("notes.pgn"));
        QVERIFY(g.archive.importExport.saveFile(QUrl::fromLocalFile(file)));
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::NothingLost);
        g.archive.document.setComment(QStringLiteral("a comment"));
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::NotesLost);
        QVERIFY(g.archive.importExport.openFile(QUrl::fromLocalFile(file)));
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::NothingLost);
        // An autosave that cannot be written (its folder is a file): the game is not kept.
        g.archive.store.setAutosavePath(file + QStringLiteral("/autosave.pgn"));
        QVERIFY(g.controller.playHole(0));
        QCOMPARE(g.archive.store.lostOnQuit(), AutosaveStore::GameLost);
    }

    /// "Saved to" names the whole path; one file reached by two names is listed once.
    void savedFileNamesAndRecentFilesOnce()
    {
        QSettings().remove(QStringLiteral("records/recent"));
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        const QString path = dir.filePath(QStringLiteral("sub/lesson.pgn"));
        Game g;
        QVERIFY(g.controller.playHole(2));
        QVERIFY(g.archive.importExport.saveFile(QUrl::fromLocalFile(path)));
        QCOMPARE(g.archive.document.status(), QStringLiteral("Saved to %1.").arg(QDir::toNativeSeparators(path)));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("sub")), dir.filePath(QStringLiteral("link"))));
        QVERIFY(g.archive.importExport.openFile(QUrl::fromLocalFile(dir.filePath(QStringLiteral("link/lesson.pgn")))));
        QVERIFY(g.archive.importExport.openFile(QUrl::fromLocalFile(dir.filePath(QStringLiteral("sub/../sub/lesson.pgn")))));
        const QStringList recent = g.archive.importExport.recentFiles();
        QCOMPARE(recent, QStringList{QFileInfo(path).canonicalFilePath()});
    }
};

QTEST_GUILESS_MAIN(TestPrevious)
#include "tst_previous.moc"
