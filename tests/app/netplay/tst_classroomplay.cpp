// SPDX-License-Identifier: GPL-3.0-or-later
// A class on the board (app/src/classroom/classroomplay.h), teacher and pupil
// over 127.0.0.1: the teacher sends a lesson chosen by its id and a puzzle
// picked from the rule set's puzzles (or the next one); the pupil's board
// shows the lesson's or the puzzle's position, the lesson with its text and
// no answer taken. A quit in the middle of a class keeps the player's own
// game in the autosave, never the class's board.

#include "../archived_game.h"
#include "classboard.h"
#include "classhost.h"
#include "classroom/classroomplay.h"
#include "puzzles/puzzlesession.h"
#include "screen.h"
#include "teaching/lessonmodel.h"

#include "mancala/notation.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace mancala;
using namespace mancala::app;

namespace {

struct Screen : BoardScreen<ClassroomPlay> {
    /// The board as a named position string (docs/notation.md section 6).
    QString board() const { return QString::fromStdString(toNamedPositionString(controller.position())); }
};

/// The named position string as this program writes it: the same board written the same way.
QString canonical(const std::string& named)
{
    net::ClassBoard board;
    return net::ClassBoard::read(named, board).empty() ? QString::fromStdString(board.text()) : QString();
}

/// A window with its autosave in `path` (restored at its start): the class on a board whose record is kept as the app keeps it.
struct SavedScreen : testing::ArchivedGame {
    ClassroomPlay play;
    explicit SavedScreen(const QString& path)
    {
        archive.store.setAutosavePath(path);
        archive.store.startAutosave();
        play.setGame(&controller);
    }
    QString position() const { return QString::fromStdString(toPositionString(controller.position())); }
};

/// A game of one's own: two decisions of Kalah, both sides people.
bool playOwnGame(GameController& game)
{
    return game.newGame(QStringLiteral("kalah")).isEmpty() && game.playHole(game.legalHoles().front())
        && game.playHole(game.legalHoles().back()) && game.history()->plyCount() == 2;
}

/// A class on `teacher`'s board: pupil Cy joins, answers the board's
/// position, and the teacher shows the answer on the teacher's board too.
bool showAnAnswer(ClassroomPlay& teacher, Screen& pupil)
{
    const QString code = QStringLiteral("654321");
    if (!teacher.hostClassOn(QStringLiteral("Teacher"), QHostAddress::LocalHost, code).isEmpty())
        return false;
    pupil.play.joinClass(QStringLiteral("127.0.0.1"), teacher.port(), code, QStringLiteral("Cy"));
    return waitFor([&] { return pupil.play.status().contains(QLatin1String("Teacher")); })
        && teacher.sendPosition().isEmpty() && waitFor([&] { return pupil.play.inExercise(); })
        && pupil.controller.playHole(pupil.controller.legalHoles().front())
        && waitFor([&] { return !teacher.table().value(0).toMap().value(QStringLiteral("answer")).toString().isEmpty(); })
        && teacher.showAnswer(QStringLiteral("Cy")).isEmpty();
}

} // namespace

class TestClassroomPlay : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void lessonsAreTheLessonsMenus();
    void lessonChosenByIdShowsItsPositionAndText();
    void puzzlePickedThenTheNextOne();
    void unknownChoicesSendNothing();
    void pupilsQuitKeepsTheOwnGame();
    void teachersQuitDuringAnAnswerShownKeepsTheOwnGame();
    void answerShownLeavesThePreviousGame();
    void pupilLeavesTheEndedClassForTheOwnGame();
    void teacherSeesTheExerciseUnderWay();
    void pupilsHelpIsOffDuringAnExercise();

private:
    PuzzleSession m_puzzles;
    std::unique_ptr<Screen> m_teacher, m_pupil;
};

void TestClassroomPlay::init()
{
    m_teacher = std::make_unique<Screen>();
    m_pupil = std::make_unique<Screen>();
    m_teacher->play.setPuzzleSession(&m_puzzles);
    QCOMPARE(m_teacher->controller.newGame(QStringLiteral("kalah")), QString());
    QCOMPARE(m_teacher->play.hostClassOn(QStringLiteral("Teacher"), QHostAddress::LocalHost, QStringLiteral("123456")), QString());
    m_pupil->play.joinClass(QStringLiteral("127.0.0.1"), m_teacher->play.port(), QStringLiteral("123456"), QStringLiteral("Ana"));
    QVERIFY(waitFor([this] { return m_pupil->play.status().contains(QLatin1String("Teacher")); }));
    QVERIFY(waitFor([this] { return m_pupil->board() == m_teacher->board(); }));
}

void TestClassroomPlay::cleanup()
{
    m_pupil.reset();
    m_teacher.reset();
}

void TestClassroomPlay::lessonsAreTheLessonsMenus()
{
    LessonModel menu; // the Help menu's Lessons: the board's rule set's
    menu.setVariant(QStringLiteral("kalah"));
    const QVariantList choices = m_teacher->play.lessonChoices();
    QCOMPARE(choices.size(), menu.rowCount());
    QVERIFY(choices.size() > 1);
    for (int i = 0; i < menu.rowCount(); ++i) {
        QCOMPARE(choices[i].toMap().value(QStringLiteral("id")).toString(), menu.lessons()[i].id);
        QCOMPARE(choices[i].toMap().value(QStringLiteral("title")).toString(), menu.lessons()[i].title);
    }
    // Another rule set on the teacher's board: its lessons and puzzles.
    QSignalSpy changed(&m_teacher->play, &ClassroomPlay::choicesChanged);
    QCOMPARE(m_teacher->controller.newGame(QStringLiteral("mewelad")), QString());
    QVERIFY(!changed.isEmpty());
    menu.setVariant(QStringLiteral("mewelad"));
    QCOMPARE(m_teacher->play.lessonChoices().size(), menu.rowCount());
    QCOMPARE(m_teacher->play.lessonChoices().first().toMap().value(QStringLiteral("id")).toString(), menu.lessons().first().id);
    QCOMPARE(m_teacher->play.puzzleChoices().size(), int(m_puzzles.puzzles(QStringLiteral("mewelad")).size()));
}

void TestClassroomPlay::lessonChosenByIdShowsItsPositionAndText()
{
    // A lesson of a house rule and a position of its own: the pupil's board takes both.
    LessonModel lessons;
    const auto& all = lessons.lessons();
    const auto lesson = std::find_if(all.begin(), all.end(), [](const Lesson& l) { return l.id == QLatin1String("kalah-empty-capture"); });
    QVERIFY(lesson != all.end());
    const QString teacherBoard = m_teacher->board();

    QCOMPARE(m_teacher->play.sendLesson(lesson->id), QString());
    QVERIFY(waitFor([this] { return m_pupil->play.inExercise(); }));
    QVERIFY(m_teacher->play.inExercise());
    QVERIFY(waitFor([&] { return m_pupil->board() != teacherBoard; }));
    QVERIFY(m_pupil->board().startsWith(QLatin1String("kalah;empty-capture=on:")));
    QCOMPARE(QString::fromStdString(toPositionString(m_pupil->controller.position())), lesson->position);
    QCOMPARE(m_pupil->play.lessonTitle(), lesson->title);
    QCOMPARE(m_pupil->play.lessonText(), lesson->explanation);
    QVERIFY(m_pupil->play.status().contains(lesson->title));
    QVERIFY(m_teacher->play.status().contains(lesson->title));
    QCOMPARE(m_teacher->board(), teacherBoard); // the teacher's own game stays

    // A lesson takes no answer: a click changes nothing, on the board or in the table.
    const QString shown = m_pupil->board();
    m_pupil->controller.playHole(0);
    QTest::qWait(100);
    QCOMPARE(m_pupil->board(), shown);
    QCOMPARE(m_teacher->play.table().first().toMap().value(QStringLiteral("answer")).toString(), QString());

    QCOMPARE(m_teacher->play.endExercise(), QString());
    QVERIFY(waitFor([this] { return !m_pupil->play.inExercise() && m_pupil->board() == m_teacher->board(); }));
    QCOMPARE(m_pupil->play.lessonText(), QString());
}

void TestClassroomPlay::puzzlePickedThenTheNextOne()
{
    const std::vector<Puzzle>& puzzles = m_puzzles.puzzles(QStringLiteral("kalah"));
    QVERIFY(puzzles.size() > 6);
    const QVariantList choices = m_teacher->play.puzzleChoices();
    QCOMPARE(choices.size(), int(puzzles.size()));
    QCOMPARE(m_teacher->play.nextPuzzle(), 0);
    const Puzzle& picked = puzzles[5];
    const QString id = QString::fromStdString(picked.id);
    const QString text = choices[5].toMap().value(QStringLiteral("text")).toString();
    QCOMPARE(choices[5].toMap().value(QStringLiteral("id")).toString(), id);
    QVERIFY2(text.startsWith(QStringLiteral("Level %1 · ").arg(picked.level)) && text.endsWith(id), qPrintable(text));

    QCOMPARE(m_teacher->play.sendPuzzle(id), QString());
    QCOMPARE(m_teacher->play.nextPuzzle(), 6);
    QVERIFY(waitFor([&] { return m_pupil->play.inExercise() && m_pupil->board() == canonical(picked.position); }));
    // The proven answer keeps the value.
    QVERIFY(m_pupil->controller.playHole(m_pupil->controller.holeByName(QString::fromStdString(picked.best))));
    QVERIFY(waitFor([this] {
        const QVariantMap row = m_teacher->play.table().value(0).toMap();
        return row.value(QStringLiteral("verdict")).toInt() == int(net::ClassHost::Verdict::Keeps);
    }));

    // Empty: the next one, the puzzle after the one picked.
    QCOMPARE(m_teacher->play.sendPuzzle(QString()), QString());
    QCOMPARE(m_teacher->play.nextPuzzle(), 7);
    QVERIFY(waitFor([&] { return m_pupil->play.status().contains(QLatin1String("Find")) && m_pupil->board() == canonical(puzzles[6].position); }));
}

void TestClassroomPlay::unknownChoicesSendNothing()
{
    QVERIFY(!m_teacher->play.sendLesson(QStringLiteral("kalah-no-such-lesson")).isEmpty());
    QVERIFY(!m_teacher->play.sendPuzzle(QStringLiteral("kalah-9999")).isEmpty());
    QVERIFY(!m_teacher->play.inExercise());
    QCOMPARE(m_teacher->play.nextPuzzle(), 0);
    QTest::qWait(100);
    QVERIFY(!m_pupil->play.inExercise());
}

/// Issue 33's rule: a pupil who quits during an exercise finds their own
/// game at the next start, not the puzzle the teacher sent.
void TestClassroomPlay::pupilsQuitKeepsTheOwnGame()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
    QString own;
    {
        SavedScreen pupil(path);
        QVERIFY(playOwnGame(pupil.controller));
        own = pupil.position();
        pupil.play.joinClass(QStringLiteral("127.0.0.1"), m_teacher->play.port(), QStringLiteral("123456"), QStringLiteral("Bo"));
        QVERIFY(waitFor([&] { return pupil.play.status().contains(QLatin1String("Teacher")); }));
        QCOMPARE(m_teacher->play.sendPuzzle(QString()), QString());
        const std::string& puzzle = m_puzzles.puzzles(QStringLiteral("kalah")).front().position;
        QVERIFY(waitFor([&] { return pupil.play.inExercise() && canonical(toNamedPositionString(pupil.controller.position())) == canonical(puzzle); }));
        // The quit asks nothing: the autosave holds the own game (Main.qml's onClosing).
        QCOMPARE(pupil.archive.store.lostOnQuit(), AutosaveStore::NothingLost);
    } // the quit: the window and its objects go
    SavedScreen next(path); // the next start
    QCOMPARE(next.controller.history()->plyCount(), 2);
    QCOMPARE(next.position(), own);
}

/// The teacher's own game while a pupil's answer is shown on the teacher's
/// board: a quit then keeps the own game, not the answer.
void TestClassroomPlay::teachersQuitDuringAnAnswerShownKeepsTheOwnGame()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
    QString own;
    {
        SavedScreen teacher(path);
        QVERIFY(playOwnGame(teacher.controller));
        own = teacher.position();
        Screen pupil;
        QVERIFY(showAnAnswer(teacher.play, pupil));
        QCOMPARE(teacher.controller.history()->plyCount(), 1); // the answer on the teacher's board
        QCOMPARE(teacher.archive.store.lostOnQuit(), AutosaveStore::NothingLost);
    }
    SavedScreen next(path); // the next start
    QCOMPARE(next.controller.history()->plyCount(), 2);
    QCOMPARE(next.position(), own);
}

/// The teacher's game before the one on the board stays Game ▸ Restore
/// previous game's after an answer was shown and the exercise ended: the
/// answer shown and the own game coming back replace no game of the teacher's.
void TestClassroomPlay::answerShownLeavesThePreviousGame()
{
    QTemporaryDir dir;
    SavedScreen teacher(dir.filePath(QStringLiteral("autosave.pgn")));
    QVERIFY(playOwnGame(teacher.controller)); // the game before
    const QString before = teacher.position();
    QCOMPARE(teacher.controller.newGame(QStringLiteral("kalah")), QString());
    QVERIFY(teacher.archive.store.hasPreviousGame());
    QVERIFY(teacher.controller.playHole(teacher.controller.legalHoles().back()));
    const QString own = teacher.position();
    Screen pupil;
    QVERIFY(showAnAnswer(teacher.play, pupil));
    QCOMPARE(teacher.play.endExercise(), QString());
    QCOMPARE(teacher.position(), own); // the game from before the answer was shown
    QCOMPARE(teacher.controller.history()->plyCount(), 1);
    QVERIFY(teacher.archive.store.restorePreviousGame());
    QCOMPARE(teacher.position(), before);
    QCOMPARE(teacher.controller.history()->plyCount(), 2);
}

/// A pupil whose class is over (the teacher ended it) leaves it and finds
/// the own game of before the class on the board, not the class's board.
void TestClassroomPlay::pupilLeavesTheEndedClassForTheOwnGame()
{
    QTemporaryDir dir;
    SavedScreen pupil(dir.filePath(QStringLiteral("autosave.pgn")));
    QVERIFY(playOwnGame(pupil.controller));
    const QString own = pupil.position();
    pupil.play.joinClass(QStringLiteral("127.0.0.1"), m_teacher->play.port(), QStringLiteral("123456"), QStringLiteral("Bo"));
    QVERIFY(waitFor([&] { return pupil.play.status().contains(QLatin1String("Teacher")); }));
    QCOMPARE(m_teacher->play.sendPuzzle(QString()), QString());
    QVERIFY(waitFor([&] { return pupil.play.inExercise(); }));
    QVERIFY(pupil.position() != own);
    QVERIFY(!pupil.play.over());
    m_teacher->play.close(); // the teacher ends the class
    QVERIFY(waitFor([&] { return pupil.play.over(); }));
    QVERIFY(pupil.play.status().contains(QLatin1String("ended")));
    pupil.play.close(); // Leave the class
    QVERIFY(!pupil.play.active());
    QCOMPARE(pupil.position(), own);
    QCOMPARE(pupil.controller.history()->plyCount(), 2);
    QVERIFY(!pupil.archive.store.hasPreviousGame()); // the class's boards were no games of the pupil's
}

/// The teacher's panel names the exercise under way: the puzzle (its level,
/// theme and id) or the position (a lesson is named by the status line);
/// nothing when none is.
void TestClassroomPlay::teacherSeesTheExerciseUnderWay()
{
    QCOMPARE(m_teacher->play.exerciseTitle(), QString());
    const Puzzle& puzzle = m_puzzles.puzzles(QStringLiteral("kalah"))[3];
    QSignalSpy changed(&m_teacher->play, &ClassroomPlay::stateChanged);
    QCOMPARE(m_teacher->play.sendPuzzle(QString::fromStdString(puzzle.id)), QString());
    QVERIFY(!changed.isEmpty());
    const QString title = m_teacher->play.exerciseTitle();
    QVERIFY2(title.contains(QString::fromStdString(puzzle.id)) && title.contains(QStringLiteral("Level %1").arg(puzzle.level)),
             qPrintable(title));
    QCOMPARE(m_teacher->play.endExercise(), QString());
    QCOMPARE(m_teacher->play.exerciseTitle(), QString());

    LessonModel lessons;
    const Lesson& lesson = lessons.lessons().front();
    QCOMPARE(m_teacher->play.sendLesson(lesson.id), QString());
    QCOMPARE(m_teacher->play.exerciseTitle(), QString()); // the status names it
    QVERIFY(m_teacher->play.status().contains(lesson.title));
    QCOMPARE(m_teacher->play.sendPosition(), QString());
    QVERIFY(!m_teacher->play.exerciseTitle().isEmpty());
    QVERIFY(!m_teacher->play.exerciseTitle().contains(title));
    QCOMPARE(m_teacher->play.endExercise(), QString());
    QCOMPARE(m_teacher->play.exerciseTitle(), QString());
}

/// A pupil's hint, analysis and review are off while an exercise of the
/// teacher's is on the board (they would give the answer away), on again
/// when it ends; the teacher's are never off.
void TestClassroomPlay::pupilsHelpIsOffDuringAnExercise()
{
    QVERIFY(!m_pupil->play.helpOff());
    QSignalSpy changed(&m_pupil->play, &ClassroomPlay::stateChanged);
    QCOMPARE(m_teacher->play.sendPosition(), QString());
    QVERIFY(waitFor([this] { return m_pupil->play.inExercise(); }));
    QVERIFY(m_pupil->play.helpOff());
    QVERIFY(!m_teacher->play.helpOff());
    QCOMPARE(m_teacher->play.endExercise(), QString());
    QVERIFY(waitFor([this] { return !m_pupil->play.inExercise(); }));
    QVERIFY(!m_pupil->play.helpOff());
    QCOMPARE(m_teacher->play.sendPuzzle(QString()), QString());
    QVERIFY(waitFor([this] { return m_pupil->play.helpOff(); }));
    m_teacher->play.close(); // the class is over: the own game comes back with its help at Leave
    QVERIFY(waitFor([this] { return m_pupil->play.over(); }));
    m_pupil->play.close();
    QVERIFY(!m_pupil->play.helpOff());
}

QTEST_MAIN(TestClassroomPlay)
#include "tst_classroomplay.moc"
