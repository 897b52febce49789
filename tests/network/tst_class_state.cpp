// SPDX-License-Identifier: GPL-3.0-or-later
// A class's handlers without a socket (app/network/classtable.h, the
// teacher's table; classview.h, a pupil's view): what the table sends, a
// pupil takes, and a message either refuses changes nothing. The inputs
// the fuzz target fuzz_class found are kept here.

#include "classtable.h"
#include "classview.h"

#include <QTest>

using namespace mancala;
using namespace mancala::net;

namespace {

const char* const kEndgame = "kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -";

ClassBoard boardOf(const char* named)
{
    ClassBoard board;
    const std::string why = ClassBoard::read(named, board);
    return why.empty() ? board : ClassBoard();
}

/// `m` as the pupil's program reads it from the wire.
std::optional<Message> overTheWire(const Message& m, QString& error)
{
    return readMessage(writeMessage(m), error);
}

Message answerOf(int number, const char* move)
{
    Message m = Message::of(MessageType::Answer);
    m.number = number;
    m.move = QString::fromLatin1(move);
    return m;
}

/// A pupil's view in the class of teacher "Teacher".
ClassView joined()
{
    ClassView view;
    view.awaitClass();
    Message welcome = Message::of(MessageType::Class);
    welcome.name = QStringLiteral("Teacher");
    ClassView::Change change {};
    const QString why = view.take(welcome, change);
    return why.isEmpty() ? view : ClassView();
}

} // namespace

class TestClassState : public QObject {
    Q_OBJECT
private slots:
    void lessonIdWithAnEscapeReachesThePupil();
    void tableCountsThePupilsPresent();
    void refusedAnswerChangesNothing();
    void pupilsAnswerGoesToTheTable();
    void stepOfAnEarlierBoardDoesNotStay();
};

/// fuzz_class's first find: a lesson id holding a control character went out
/// as an exercise every pupil refused (closing its connection).
void TestClassState::lessonIdWithAnEscapeReachesThePupil()
{
    ClassTable table;
    table.arrive(QStringLiteral("me"));
    table.push(ClassTable::Exercise { QStringLiteral("lesson"), QStringLiteral("mewe\x1b~lad-1"), {},
                   ClassBoard::start(Rules::defaults(Variant::Mewelad), 1) },
        std::nullopt);
    QString error;
    const std::optional<Message> exercise = overTheWire(table.exerciseMessage({}), error);
    QVERIFY2(exercise, qPrintable(error));
    ClassView view = joined();
    QVERIFY(view.inClass());
    ClassView::Change change {};
    QCOMPARE(view.take(*exercise, change), QString());
    QVERIFY(view.inExercise());
    QCOMPARE(view.exerciseRef(), QStringLiteral("mewe ~lad-1"));
}

/// The table's count of answers is of the pupils present: more than 100
/// pupils (never more than 100 at once) who answered and left made a table
/// message the pupils' reader refuses.
void TestClassState::tableCountsThePupilsPresent()
{
    ClassTable table;
    table.push(ClassTable::Exercise { QStringLiteral("position"), {}, {}, boardOf(kEndgame) }, std::nullopt);
    for (int i = 0; i < 101; ++i) {
        const QString name = QStringLiteral("pupil %1").arg(i);
        table.arrive(name);
        QString taken;
        QCOMPARE(table.answer(name, answerOf(1, "f"), taken), QString());
        QCOMPARE(taken, QStringLiteral("f"));
        table.leave(name);
    }
    table.arrive(QStringLiteral("pupil 7"));
    QCOMPARE(table.answeredCount(), 101); // the teacher's table keeps every answer
    QString error;
    const std::optional<Message> message = overTheWire(table.tableMessage(), error);
    QVERIFY2(message, qPrintable(error));
    QCOMPARE(message->answered, 1);
    QCOMPARE(message->pupils, 1);
}

void TestClassState::refusedAnswerChangesNothing()
{
    ClassTable table;
    table.arrive(QStringLiteral("Ana"));
    table.push(ClassTable::Exercise { QStringLiteral("position"), {}, {}, boardOf(kEndgame) }, std::nullopt);
    QString taken;
    QCOMPARE(table.answer(QStringLiteral("Ana"), answerOf(1, "f"), taken), QString());
    for (const Message& wrong : { answerOf(1, "e"), answerOf(2, "f"), answerOf(1, "zz") }) {
        QVERIFY(!table.answer(QStringLiteral("Ana"), wrong, taken).isEmpty());
        QVERIFY(taken.isEmpty());
    }
    QVERIFY(!table.answer(QStringLiteral("Bo"), answerOf(1, "b"), taken).isEmpty()); // b is empty: illegal
    QCOMPARE(table.rows().size(), 1);
    QCOMPARE(table.rows().front().answer, QStringLiteral("f"));
    QCOMPARE(table.number(), 1);
}

void TestClassState::pupilsAnswerGoesToTheTable()
{
    ClassTable table;
    table.arrive(QStringLiteral("me"));
    table.push(ClassTable::Exercise { QStringLiteral("position"), {}, QStringLiteral("Find\tit"),
                   boardOf(kEndgame) },
        std::nullopt);
    ClassView view = joined();
    QString error;
    const std::optional<Message> exercise = overTheWire(table.exerciseMessage({}), error);
    QVERIFY2(exercise, qPrintable(error));
    ClassView::Change change {};
    QCOMPARE(view.take(*exercise, change), QString());
    Message answer;
    QCOMPARE(view.answer(QStringLiteral("f"), answer), QString());
    QVERIFY(!view.answer(QStringLiteral("e"), answer).isEmpty()); // once only
    const ClassView before = view;
    QVERIFY(!view.take(answerOf(1, "f"), change).isEmpty()); // no pupil's message for a pupil
    QCOMPARE(view.sent(), before.sent());
    QString taken;
    const std::optional<Message> sent = overTheWire(answer, error);
    QVERIFY2(sent, qPrintable(error));
    QCOMPARE(table.answer(QStringLiteral("me"), *sent, taken), QString());
    QCOMPARE(taken, QStringLiteral("f"));
}

/// fuzz_class: the teacher's board went elsewhere and back during an
/// exercise (or while the pupil was away), which ends the teacher's step; the
/// pupil's view, shown the same board again, kept the step of before.
void TestClassState::stepOfAnEarlierBoardDoesNotStay()
{
    const ClassBoard board = boardOf("kalah: 4,4,4,4,4,4/4,4,0,5,5,5 1,0 - - s play - 1 1 0 -");
    Message follow = Message::of(MessageType::Follow);
    follow.position = QString::fromStdString(board.text());
    follow.move = QStringLiteral("c");
    Message step = Message::of(MessageType::Step);
    step.number = 2;
    step.text = QStringLiteral("South drops a seed in d.");
    ClassTable table;
    table.push(ClassTable::Exercise { QStringLiteral("position"), {}, {}, boardOf(kEndgame) }, std::nullopt);
    Message end = Message::of(MessageType::EndExercise);
    end.number = 1;

    ClassView view = joined();
    ClassView::Change change {};
    QCOMPARE(view.take(follow, change), QString());
    QCOMPARE(view.take(step, change), QString());
    QCOMPARE(change, ClassView::Change::Stepped);
    QCOMPARE(view.stepIndex(), 2);
    QCOMPARE(view.take(table.exerciseMessage({}), change), QString());
    QVERIFY(!view.take(step, change).isEmpty()); // no step during an exercise
    QCOMPARE(view.stepIndex(), 2);
    QCOMPARE(view.take(end, change), QString());
    QCOMPARE(view.take(follow, change), QString()); // the same board, no step after it
    QCOMPARE(view.stepIndex(), -1);
    QVERIFY(view.stepLine().isEmpty());

    // Joining again: the state comes afresh, the step (when there is one) after the board.
    QCOMPARE(view.take(step, change), QString());
    view.disconnected();
    view.awaitClass();
    Message welcome = Message::of(MessageType::Class);
    QCOMPARE(view.take(welcome, change), QString());
    QCOMPARE(view.take(follow, change), QString());
    QCOMPARE(view.stepIndex(), -1);
}

QTEST_GUILESS_MAIN(TestClassState)
#include "tst_class_state.moc"
