// SPDX-License-Identifier: GPL-3.0-or-later
// A class over the loopback interface (app/network, docs/network.md "A
// class"): pupils follow the teacher's moves, an exercise reaches every
// pupil, answers reach the table judged by the puzzle's proven answer or the
// Kalah solver, a pupil who joins late or comes back gets the current state,
// and malformed or out-of-order messages close that connection and change
// nothing else, on the teacher's side and on a pupil's.

#include "classhost.h"
#include "classpupil.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <functional>
#include <memory>

using namespace mancala;
using namespace mancala::net;

namespace {

const QHostAddress kLoopback = QHostAddress::LocalHost;
const QString kCode = QStringLiteral("123456");
/// South to move, three seeds left in South's row: the solver proves at once that only f keeps the value.
const char* const kEndgame = "kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -";

/// Lets the event loop run until `done` or a generous bound (a hang fails, it is never timed).
bool waitFor(const std::function<bool()>& done)
{
    return QTest::qWaitFor(done, 20000);
}

ClassBoard boardOf(const char* named)
{
    ClassBoard board;
    const std::string why = ClassBoard::read(named, board);
    return why.empty() ? board : ClassBoard();
}

/// A teacher listening on the loopback interface with the start of Kalah.
struct Teacher {
    ClassHost host;
    ClassBoard board = ClassBoard::start(Rules::defaults(Variant::Kalah), 1);
    Teacher() { host.host(QStringLiteral("Teacher"), board, kLoopback, 0, kCode); }

    std::unique_ptr<ClassPupil> join(const QString& name)
    {
        auto pupil = std::make_unique<ClassPupil>();
        pupil->join(QStringLiteral("127.0.0.1"), host.port(), kCode, name);
        return pupil;
    }
};

const ClassHost::Row* rowOf(const ClassHost& host, const QString& name)
{
    for (const ClassHost::Row& row : host.rows())
        if (row.name == name)
            return &row;
    return nullptr;
}

Puzzle firstKalahPuzzle()
{
    QFile file(QStringLiteral(MANCALA_PUZZLES_DIR "/kalah.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::vector<std::string> errors;
    const std::vector<Puzzle> puzzles = readPuzzles(file.readAll().toStdString(), errors);
    return puzzles.empty() ? Puzzle() : puzzles.front();
}

} // namespace

class TestClass : public QObject {
    Q_OBJECT
private slots:
    void pupilFollowsMoves();
    void pupilFollowsSteps();
    void pushReachesTwoPupils();
    void positionAnswersJudgedBySolver();
    void puzzleAnswersJudgedByProvenAnswer();
    void showAndEndExercise();
    void lateJoinerGetsCurrentState();
    void pupilComingBackKeepsItsAnswer();
    void wrongPupilMessages_data();
    void wrongPupilMessages();
    void wrongTeacherMessages_data();
    void wrongTeacherMessages();
};

void TestClass::pupilFollowsMoves()
{
    Teacher teacher;
    auto pupil = teacher.join(QStringLiteral("Ana"));
    QVERIFY(waitFor([&] { return pupil->inClass() && pupil->board().valid(); }));
    QCOMPARE(pupil->teacherName(), QStringLiteral("Teacher"));
    QVERIFY(pupil->board().position() == teacher.board.position());
    QSignalSpy followed(pupil.get(), &ClassPupil::followed);
    for (const char* token : {"c", "f"}) { // K3: c ends in South's store, South sows again
        std::string canonical;
        QVERIFY(teacher.board.play(token, &canonical).empty());
        teacher.host.follow(teacher.board, QString::fromStdString(canonical), QStringLiteral("South sows %1").arg(QLatin1String(token)));
        const int before = followed.count();
        QVERIFY(waitFor([&] { return followed.count() == before + 1; }));
        QVERIFY(pupil->board().position() == teacher.board.position());
        QCOMPARE(pupil->move(), QString::fromLatin1(token));
        QCOMPARE(pupil->line(), QStringLiteral("South sows %1").arg(QLatin1String(token)));
    }
}

void TestClass::pupilFollowsSteps()
{
    Teacher teacher;
    auto ana = teacher.join(QStringLiteral("Ana"));
    QVERIFY(waitFor([&] { return ana->inClass() && ana->board().valid(); }));
    std::string canonical;
    QVERIFY(teacher.board.play("c", &canonical).empty());
    teacher.host.follow(teacher.board, QStringLiteral("c"), QStringLiteral("South is sowing…"));
    teacher.host.step(0, QStringLiteral("This move has 5 steps."));
    teacher.host.step(2, QStringLiteral("South drops a seed in d."));
    QVERIFY(waitFor([&] { return ana->stepIndex() == 2; }));
    QCOMPARE(ana->stepLine(), QStringLiteral("South drops a seed in d."));
    // The same board with a new line keeps the step; a pupil joining now gets it after the board.
    teacher.host.follow(teacher.board, QStringLiteral("c"), QStringLiteral("South to move"));
    auto bo = teacher.join(QStringLiteral("Bo"));
    QVERIFY(waitFor([&] { return bo->stepIndex() == 2 && ana->line() == QStringLiteral("South to move"); }));
    QCOMPARE(ana->stepIndex(), 2);
    QCOMPARE(bo->stepLine(), QStringLiteral("South drops a seed in d."));
    // The next decision's board has no step on show yet.
    QVERIFY(teacher.board.play("f", &canonical).empty());
    teacher.host.follow(teacher.board, QStringLiteral("f"), QString());
    QVERIFY(waitFor([&] { return ana->move() == QStringLiteral("f") && bo->move() == QStringLiteral("f"); }));
    QCOMPARE(ana->stepIndex(), -1);
    QVERIFY(ana->stepLine().isEmpty());
}

void TestClass::pushReachesTwoPupils()
{
    Teacher teacher;
    auto ana = teacher.join(QStringLiteral("Ana"));
    auto bo = teacher.join(QStringLiteral("Bo"));
    QVERIFY(waitFor([&] { return ana->inClass() && bo->inClass() && teacher.host.presentCount() == 2; }));
    QVERIFY(teacher.host.pushPosition(boardOf(kEndgame), QStringLiteral("Find the best move")).isEmpty());
    for (ClassPupil* pupil : {ana.get(), bo.get()}) {
        QVERIFY(waitFor([&] { return pupil->inExercise(); }));
        QCOMPARE(pupil->exerciseNumber(), 1);
        QCOMPARE(pupil->exerciseKind(), QStringLiteral("position"));
        QCOMPARE(pupil->exerciseText(), QStringLiteral("Find the best move"));
        QVERIFY(pupil->exerciseBoard().position() == boardOf(kEndgame).position());
        QVERIFY(pupil->sent().isEmpty());
        QVERIFY(waitFor([&] { return pupil->pupils() == 2; }));
    }
}

void TestClass::positionAnswersJudgedBySolver()
{
    Teacher teacher;
    auto ana = teacher.join(QStringLiteral("Ana"));
    auto bo = teacher.join(QStringLiteral("Bo"));
    QVERIFY(waitFor([&] { return teacher.host.presentCount() == 2; }));
    QVERIFY(teacher.host.pushPosition(boardOf(kEndgame), QString()).isEmpty());
    QVERIFY(waitFor([&] { return ana->inExercise() && bo->inExercise(); }));
    QVERIFY(ana->answer(QStringLiteral("f")).isEmpty());
    QVERIFY(bo->answer(QStringLiteral("a")).isEmpty());
    QVERIFY(!ana->answer(QStringLiteral("d")).isEmpty()); // one answer
    QVERIFY(waitFor([&] { return teacher.host.answeredCount() == 2 && teacher.host.judged(); }));
    QCOMPARE(teacher.host.keepingTokens(), QStringList{QStringLiteral("f")});
    QCOMPARE(rowOf(teacher.host, QStringLiteral("Ana"))->answer, QStringLiteral("f"));
    QCOMPARE(rowOf(teacher.host, QStringLiteral("Ana"))->verdict, ClassHost::Verdict::Keeps);
    QCOMPARE(rowOf(teacher.host, QStringLiteral("Bo"))->answer, QStringLiteral("a"));
    QCOMPARE(rowOf(teacher.host, QStringLiteral("Bo"))->verdict, ClassHost::Verdict::Loses);
    QVERIFY(waitFor([&] { return ana->answered() == 2 && bo->answered() == 2; }));
}

void TestClass::puzzleAnswersJudgedByProvenAnswer()
{
    const Puzzle puzzle = firstKalahPuzzle();
    QVERIFY(!puzzle.best.empty());
    Teacher teacher;
    auto ana = teacher.join(QStringLiteral("Ana"));
    auto bo = teacher.join(QStringLiteral("Bo"));
    QVERIFY(waitFor([&] { return teacher.host.presentCount() == 2; }));
    QVERIFY(teacher.host.pushPuzzle(puzzle).isEmpty());
    QVERIFY(teacher.host.judged()); // a puzzle's answer is known at once
    QVERIFY(waitFor([&] { return ana->inExercise() && bo->inExercise(); }));
    QCOMPARE(ana->exerciseKind(), QStringLiteral("puzzle"));
    QCOMPARE(ana->exerciseRef(), QString::fromStdString(puzzle.id));
    const QString best = QString::fromStdString(puzzle.best);
    QString other;
    for (const std::string& token : ana->exerciseBoard().legalTokens())
        if (QString::fromStdString(token) != best)
            other = QString::fromStdString(token);
    QVERIFY(ana->answer(best).isEmpty());
    QVERIFY(bo->answer(other).isEmpty());
    QVERIFY(waitFor([&] { return teacher.host.answeredCount() == 2; }));
    QCOMPARE(rowOf(teacher.host, QStringLiteral("Ana"))->verdict, ClassHost::Verdict::Keeps);
    QCOMPARE(rowOf(teacher.host, QStringLiteral("Bo"))->verdict, ClassHost::Verdict::Loses);
}

void TestClass::showAndEndExercise()
{
    Teacher teacher;
    auto ana = teacher.join(QStringLiteral("Ana"));
    auto bo = teacher.join(QStringLiteral("Bo"));
    QVERIFY(waitFor([&] { return teacher.host.presentCount() == 2; }));
    QVERIFY(teacher.host.pushPosition(boardOf(kEndgame), QString()).isEmpty());
    QVERIFY(waitFor([&] { return ana->inExercise() && bo->inExercise(); }));
    QVERIFY(!teacher.host.showAnswer(QStringLiteral("Ana")).isEmpty()); // nothing to show yet
    QVERIFY(ana->answer(QStringLiteral("d")).isEmpty());
    QVERIFY(waitFor([&] { return teacher.host.answeredCount() == 1; }));
    QVERIFY(teacher.host.showAnswer(QStringLiteral("Ana")).isEmpty());
    QVERIFY(waitFor([&] { return bo->shownName() == QStringLiteral("Ana"); }));
    QCOMPARE(bo->shownMove(), QStringLiteral("d"));
    QVERIFY(teacher.host.endExercise().isEmpty());
    QVERIFY(waitFor([&] { return !ana->inExercise() && !bo->inExercise(); }));
    QVERIFY(waitFor([&] { return bo->board().position() == teacher.board.position(); }));
    QVERIFY(bo->shownName().isEmpty());
    // An answer to the exercise that ended is too late, not wrong: the connection stays.
    QVERIFY(!ana->answer(QStringLiteral("f")).isEmpty());
}

void TestClass::lateJoinerGetsCurrentState()
{
    Teacher teacher;
    QVERIFY(teacher.board.play("c").empty());
    teacher.host.follow(teacher.board, QStringLiteral("c"), QStringLiteral("the line"));
    auto early = teacher.join(QStringLiteral("Ana"));
    QVERIFY(waitFor([&] { return early->inClass(); }));
    QVERIFY(teacher.host.pushPosition(boardOf(kEndgame), QStringLiteral("late")).isEmpty());
    QVERIFY(waitFor([&] { return early->inExercise(); }));
    QVERIFY(early->answer(QStringLiteral("f")).isEmpty());
    QVERIFY(waitFor([&] { return teacher.host.answeredCount() == 1; }));

    auto late = teacher.join(QStringLiteral("Bo"));
    QVERIFY(waitFor([&] { return late->inExercise(); }));
    QVERIFY(late->board().position() == teacher.board.position());
    QCOMPARE(late->move(), QStringLiteral("c"));
    QCOMPARE(late->line(), QStringLiteral("the line"));
    QVERIFY(late->exerciseBoard().position() == boardOf(kEndgame).position());
    QCOMPARE(late->exerciseText(), QStringLiteral("late"));
    QVERIFY(late->sent().isEmpty());
    QVERIFY(waitFor([&] { return late->answered() == 1 && late->pupils() == 2; }));
}

void TestClass::pupilComingBackKeepsItsAnswer()
{
    Teacher teacher;
    auto ana = teacher.join(QStringLiteral("Ana"));
    QVERIFY(waitFor([&] { return ana->inClass(); }));
    QVERIFY(teacher.host.pushPosition(boardOf(kEndgame), QString()).isEmpty());
    QVERIFY(waitFor([&] { return ana->inExercise(); }));
    QVERIFY(ana->answer(QStringLiteral("f")).isEmpty());
    QVERIFY(waitFor([&] { return teacher.host.answeredCount() == 1; }));
    ana->leave(QStringLiteral("the laptop slept"));
    QVERIFY(waitFor([&] { return teacher.host.presentCount() == 0; }));

    auto again = teacher.join(QStringLiteral("Ana")); // a new program: it knows nothing
    QVERIFY(waitFor([&] { return again->inExercise(); }));
    QCOMPARE(again->sent(), QStringLiteral("f"));
    QVERIFY(!again->answer(QStringLiteral("d")).isEmpty());
    QCOMPARE(teacher.host.rows().size(), 1);
    QVERIFY(rowOf(teacher.host, QStringLiteral("Ana"))->present);
}

void TestClass::wrongPupilMessages_data()
{
    QTest::addColumn<bool>("joined"); // hello said first, an exercise under way
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("not-json") << false << QByteArray("{{{");
    QTest::newRow("answer-before-hello") << false << QByteArray(R"({"v":3,"type":"answer","n":1,"move":"f"})");
    QTest::newRow("hello-without-name") << false << QByteArray(R"({"v":3,"type":"hello","name":"  ","code":"123456","have":0})");
    QTest::newRow("wrong-code") << false << QByteArray(R"({"v":3,"type":"hello","name":"Eve","code":"654321","have":0})");
    QTest::newRow("version-1") << true << QByteArray(R"({"v":1,"type":"answer","n":1,"move":"f"})");
    QTest::newRow("oversized") << true << QByteArray(R"({"v":3,"type":"answer","n":1,"move":")" + QByteArray(5000, 'x') + "\"}");
    QTest::newRow("illegal-answer") << true << QByteArray(R"({"v":3,"type":"answer","n":1,"move":"b"})");
    QTest::newRow("malformed-answer") << true << QByteArray(R"({"v":3,"type":"answer","n":1,"move":"zz"})");
    QTest::newRow("answer-ahead") << true << QByteArray(R"({"v":3,"type":"answer","n":2,"move":"f"})");
    QTest::newRow("answer-extra-field") << true << QByteArray(R"({"v":3,"type":"answer","n":1,"move":"f","value":9})");
    QTest::newRow("step-from-pupil") << true << QByteArray(R"({"v":3,"type":"step","index":0,"line":""})");
    QTest::newRow("follow-from-pupil") << true << QByteArray(R"({"v":3,"type":"follow","position":"kalah: 0,0,0,0,0,0/0,0,0,0,0,1 47,0 - - s play - 1 1 0 -","move":"","line":""})");
    QTest::newRow("exercise-from-pupil") << true << QByteArray(R"({"v":3,"type":"exercise","n":2,"kind":"position","position":"kalah: 0,0,0,0,0,1/0,0,0,0,0,1 46,0 - - s play - 1 1 0 -","ref":"","text":"","sent":""})");
    QTest::newRow("end-from-pupil") << true << QByteArray(R"({"v":3,"type":"end-exercise","n":1})");
    QTest::newRow("second-hello") << true << QByteArray(R"({"v":3,"type":"hello","name":"Eve","code":"123456","have":0})");
}

void TestClass::wrongPupilMessages()
{
    QFETCH(bool, joined);
    QFETCH(QByteArray, bytes);
    Teacher teacher;
    auto ana = teacher.join(QStringLiteral("Ana"));
    QVERIFY(waitFor([&] { return ana->inClass(); }));
    QVERIFY(teacher.host.pushPosition(boardOf(kEndgame), QString()).isEmpty());
    QVERIFY(waitFor([&] { return ana->inExercise(); }));
    QVERIFY(ana->answer(QStringLiteral("f")).isEmpty());
    QVERIFY(waitFor([&] { return teacher.host.answeredCount() == 1; }));

    QWebSocket socket;
    QStringList received;
    connect(&socket, &QWebSocket::textMessageReceived, this, [&](const QString& text) { received << text; });
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(teacher.host.port())));
    QVERIFY(waitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; }));
    if (joined) {
        socket.sendTextMessage(QStringLiteral(R"({"v":3,"type":"hello","name":"Eve","code":"123456","have":0})"));
        QVERIFY(waitFor([&] { return teacher.host.presentCount() == 2; }));
    }
    const qsizetype rowsBefore = teacher.host.rows().size();
    QSignalSpy refused(&teacher.host, &ClassHost::refused);
    socket.sendTextMessage(QString::fromUtf8(bytes));
    QVERIFY(waitFor([&] { return socket.state() == QAbstractSocket::UnconnectedState; }));
    QCOMPARE(refused.count(), 1);
    QVERIFY(received.last().contains(QLatin1String("\"error\"")));
    // Nothing changed but the refused connection: the exercise, Ana's answer, the board.
    QVERIFY(teacher.host.inExercise());
    QCOMPARE(teacher.host.exerciseNumber(), 1);
    QVERIFY(teacher.host.board().position() == teacher.board.position());
    QCOMPARE(teacher.host.answeredCount(), 1);
    QCOMPARE(rowOf(teacher.host, QStringLiteral("Ana"))->answer, QStringLiteral("f"));
    QCOMPARE(teacher.host.rows().size(), rowsBefore);
    const ClassHost::Row* eve = rowOf(teacher.host, QStringLiteral("Eve"));
    QVERIFY(!eve || (!eve->present && eve->answer.isEmpty()));
    QCOMPARE(teacher.host.presentCount(), 1);
    QVERIFY(ana->connected());
    QVERIFY(teacher.host.listening());
}

void TestClass::wrongTeacherMessages_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("not-json") << QByteArray("[1,2]");
    QTest::newRow("follow-not-a-position") << QByteArray(R"({"v":3,"type":"follow","position":"kalah: 9,9","move":"","line":""})");
    QTest::newRow("follow-unknown-rules") << QByteArray(R"({"v":3,"type":"follow","position":"chess: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -","move":"","line":""})");
    QTest::newRow("exercise-older") << QByteArray(R"({"v":3,"type":"exercise","n":1,"kind":"position","position":"kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -","ref":"","text":"","sent":""})");
    QTest::newRow("exercise-sent-illegal") << QByteArray(R"({"v":3,"type":"exercise","n":3,"kind":"position","position":"kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -","ref":"","text":"","sent":"b"})");
    QTest::newRow("show-illegal") << QByteArray(R"({"v":3,"type":"show","name":"Bo","move":"b"})");
    QTest::newRow("end-of-other") << QByteArray(R"({"v":3,"type":"end-exercise","n":7})");
    QTest::newRow("answer-from-teacher") << QByteArray(R"({"v":3,"type":"answer","n":2,"move":"f"})");
    QTest::newRow("second-class") << QByteArray(R"({"v":3,"type":"class","name":"Mallory"})");
    QTest::newRow("step-during-exercise") << QByteArray(R"({"v":3,"type":"step","index":1,"line":"South drops a seed in d."})");
}

/// A teacher program that says the right things, then `bytes`: the pupil
/// refuses it and keeps what it showed.
void TestClass::wrongTeacherMessages()
{
    QFETCH(QByteArray, bytes);
    QWebSocketServer server(QStringLiteral("fake teacher"), QWebSocketServer::NonSecureMode);
    QVERIFY(server.listen(kLoopback));
    QWebSocket* peer = nullptr;
    connect(&server, &QWebSocketServer::newConnection, this, [&] { peer = server.nextPendingConnection(); });
    ClassPupil pupil;
    pupil.join(QStringLiteral("127.0.0.1"), server.serverPort(), kCode, QStringLiteral("Ana"));
    QVERIFY(waitFor([&] { return peer != nullptr; }));
    QStringList received;
    connect(peer, &QWebSocket::textMessageReceived, this, [&](const QString& text) { received << text; });
    QVERIFY(waitFor([&] { return received.size() == 1; })); // hello
    const char* const board = R"("kalah: 4,4,4,4,4,4/4,4,0,5,5,5 1,0 - - s play - 1 1 0 -")";
    peer->sendTextMessage(QStringLiteral(R"({"v":3,"type":"class","name":"Teacher"})"));
    peer->sendTextMessage(QStringLiteral(R"({"v":3,"type":"follow","position":%1,"move":"c","line":""})").arg(QLatin1String(board)));
    peer->sendTextMessage(QStringLiteral(R"({"v":3,"type":"exercise","n":2,"kind":"position","position":"kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -","ref":"","text":"","sent":""})"));
    QVERIFY(waitFor([&] { return pupil.inExercise(); }));
    const Position followed = pupil.board().position();
    const Position exercise = pupil.exerciseBoard().position();
    QSignalSpy refused(&pupil, &ClassPupil::refused);
    peer->sendTextMessage(QString::fromUtf8(bytes));
    QVERIFY(waitFor([&] { return refused.count() == 1; }));
    QVERIFY(waitFor([&] { return received.last().contains(QLatin1String("\"error\"")); }));
    QVERIFY(!pupil.connected());
    QVERIFY(pupil.board().position() == followed);
    QCOMPARE(pupil.move(), QStringLiteral("c"));
    QVERIFY(pupil.inExercise());
    QCOMPARE(pupil.exerciseNumber(), 2);
    QVERIFY(pupil.exerciseBoard().position() == exercise);
    QVERIFY(pupil.shownName().isEmpty());
    delete peer;
}

QTEST_GUILESS_MAIN(TestClass)
#include "tst_class.moc"
