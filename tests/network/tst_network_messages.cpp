// SPDX-License-Identifier: GPL-3.0-or-later
// The network game's message reader (app/network/message.h): every message
// reads back what was written, and anything malformed, oversized, of another
// version or with a field too many or too few is refused with a reason.

#include "message.h"
#include "racecommit.h"
#include "refereegame.h"

#include <QTest>

using namespace mancala;
using namespace mancala::net;

class TestNetworkMessages : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void refused_data();
    void refused();
    void rulesText();
    void commitment();
    void writtenTextsReadBack();
};

void TestNetworkMessages::roundTrip()
{
    Message hello = Message::of(MessageType::Hello);
    hello.name = QStringLiteral("Abebe ለማ");
    hello.code = QStringLiteral("012345");
    hello.number = 7;
    Message setup = Message::of(MessageType::Setup);
    setup.rules = QStringLiteral("kalah;houses=8");
    setup.seed = 42;
    setup.side = QStringLiteral("north");
    setup.number = 3;
    Message decision = Message::of(MessageType::Decision);
    decision.number = 12;
    decision.move = QStringLiteral("{a3 b5 c0}");
    Message answer = Message::of(MessageType::DrawAnswer);
    answer.accept = true;
    Message commit = Message::of(MessageType::RaceCommit);
    commit.hash = commitHash(QStringLiteral("c"), newSalt());
    Message exercise = Message::of(MessageType::Exercise);
    exercise.number = 2;
    exercise.kind = QStringLiteral("puzzle");
    exercise.position = QStringLiteral("kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -");
    exercise.ref = QStringLiteral("kalah-0001");
    exercise.move = QStringLiteral("f");
    Message table = Message::of(MessageType::Table);
    table.answered = 12;
    table.pupils = 30;
    Message step = Message::of(MessageType::Step);
    step.number = 5;
    step.text = QStringLiteral("South drops a seed in d.");
    for (const Message& m : {hello, setup, decision, answer, commit, Message::of(MessageType::Resign), exercise, table, step}) {
        QString error;
        const std::optional<Message> read = readMessage(writeMessage(m), error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->type, m.type);
        QCOMPARE(read->name, m.name);
        QCOMPARE(read->code, m.code);
        QCOMPARE(read->rules, m.rules);
        QCOMPARE(read->side, m.side);
        QCOMPARE(read->move, m.move);
        QCOMPARE(read->hash, m.hash);
        QCOMPARE(read->number, m.number);
        QCOMPARE(read->seed, m.seed);
        QCOMPARE(read->accept, m.accept);
        QCOMPARE(read->position, m.position);
        QCOMPARE(read->kind, m.kind);
        QCOMPARE(read->ref, m.ref);
        QCOMPARE(read->answered, m.answered);
        QCOMPARE(read->pupils, m.pupils);
        QCOMPARE(read->text, m.text);
    }
}

void TestNetworkMessages::refused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("not-json") << QByteArray("hello");
    QTest::newRow("array") << QByteArray(R"([1,2])");
    QTest::newRow("no-version") << QByteArray(R"({"type":"resign"})");
    QTest::newRow("other-version") << QByteArray(R"({"v":2,"type":"resign"})");
    QTest::newRow("step-without-line") << QByteArray(R"({"v":3,"type":"step","index":3})");
    QTest::newRow("step-index-negative") << QByteArray(R"({"v":3,"type":"step","index":-1,"line":""})");
    QTest::newRow("version-as-text") << QByteArray(R"({"v":"1","type":"resign"})");
    QTest::newRow("unknown-type") << QByteArray(R"({"v":3,"type":"load-file","path":"/etc/passwd"})");
    QTest::newRow("extra-field") << QByteArray(R"({"v":3,"type":"resign","file":"x"})");
    QTest::newRow("missing-field") << QByteArray(R"({"v":3,"type":"decision","n":1})");
    QTest::newRow("number-as-text") << QByteArray(R"({"v":3,"type":"decision","n":"1","move":"c"})");
    QTest::newRow("fraction") << QByteArray(R"({"v":3,"type":"decision","n":1.5,"move":"c"})");
    QTest::newRow("decision-zero") << QByteArray(R"({"v":3,"type":"decision","n":0,"move":"c"})");
    QTest::newRow("decision-huge") << QByteArray(R"({"v":3,"type":"decision","n":1e30,"move":"c"})");
    QTest::newRow("code-short") << QByteArray(R"({"v":3,"type":"hello","name":"a","code":"12345","have":0})");
    QTest::newRow("code-letters") << QByteArray(R"({"v":3,"type":"hello","name":"a","code":"12345a","have":0})");
    QTest::newRow("name-control") << QByteArray("{\"v\":3,\"type\":\"hello\",\"name\":\"a\\u0007\",\"code\":\"123456\",\"have\":0}");
    QTest::newRow("side-other") << QByteArray(R"({"v":3,"type":"setup","rules":"kalah","seed":1,"side":"westy","name":"","count":0})");
    QTest::newRow("hash-upper") << QByteArray(R"({"v":3,"type":"race-commit","hash":")" + QByteArray(64, 'A') + "\"}");
    QTest::newRow("accept-text") << QByteArray(R"({"v":3,"type":"draw-answer","accept":"yes"})");
    QTest::newRow("empty-chat") << QByteArray(R"({"v":3,"type":"chat","text":""})");
    QTest::newRow("exercise-other-kind") << QByteArray(R"({"v":3,"type":"exercise","n":1,"kind":"command","position":"kalah: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -","ref":"","text":"","sent":""})");
    QTest::newRow("table-too-many") << QByteArray(R"({"v":3,"type":"table","answered":0,"pupils":101})");
    QTest::newRow("follow-no-position") << QByteArray(R"({"v":3,"type":"follow","position":"","move":"","line":""})");
    QTest::newRow("answer-number-zero") << QByteArray(R"({"v":3,"type":"answer","n":0,"move":"c"})");
    QTest::newRow("oversized") << QByteArray(R"({"v":3,"type":"chat","text":")" + QByteArray(5000, 'x') + "\"}");
}

void TestNetworkMessages::refused()
{
    QFETCH(QByteArray, bytes);
    QString error;
    QVERIFY(!readMessage(bytes, error));
    QVERIFY(!error.isEmpty());
}

void TestNetworkMessages::rulesText()
{
    Rules rules = Rules::defaults(Variant::Kalah);
    QVERIFY(rules.set("houses", "8").empty());
    QVERIFY(rules.set("pie", "on").empty());
    const std::string text = RefereeGame::rulesText(rules);
    QCOMPARE(QString::fromStdString(text), QStringLiteral("kalah;houses=8;pie=on"));
    Rules read;
    QVERIFY(RefereeGame::parseRules(text, read).empty());
    QVERIFY(read == rules);
    for (const char* wrong : {"chess", "kalah;houses", "kalah;houses=99", "kalah;nothing=1", ""}) {
        Rules untouched = Rules::defaults(Variant::Qelat);
        QVERIFY2(!RefereeGame::parseRules(wrong, untouched).empty(), wrong);
        QVERIFY(untouched == Rules::defaults(Variant::Qelat));
    }
}

void TestNetworkMessages::commitment()
{
    const QString salt = newSalt();
    QCOMPARE(salt.size(), 32);
    QVERIFY(salt != newSalt());
    QCOMPARE(commitHash(QStringLiteral("c"), salt), commitHash(QStringLiteral("c"), salt));
    QVERIFY(commitHash(QStringLiteral("c"), salt) != commitHash(QStringLiteral("d"), salt));
}

/// A text the program sends (a name, the teacher's words, a lesson's id,
/// chat) is written as the reader takes it: no message of ours is refused
/// by the other side (fuzz_class sent a lesson id holding an escape).
void TestNetworkMessages::writtenTextsReadBack()
{
    const QString emoji = QStringLiteral("\U0001F600"); // two UTF-16 units
    Message exercise = Message::of(MessageType::Exercise);
    exercise.number = 1;
    exercise.kind = QStringLiteral("lesson");
    exercise.position = QStringLiteral("kalah: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -");
    exercise.ref = QStringLiteral("kalah-\x1b[1m1");
    exercise.text = QString(299, u'x') + emoji; // 301 units: the cut must not split the pair
    Message welcome = Message::of(MessageType::Class);
    welcome.name = QStringLiteral("Teacher\tof\nclass 3 ") + QString(40, u'y');
    Message follow = Message::of(MessageType::Follow);
    follow.position = exercise.position;
    follow.text = QStringLiteral("South sows\u2028c ") + QChar(0xD800); // a line separator, a lone surrogate

    QString error;
    std::optional<Message> read = readMessage(writeMessage(exercise), error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->ref, QStringLiteral("kalah- [1m1"));
    QCOMPARE(read->text, QString(299, u'x'));
    exercise.text = QString(298, u'x') + emoji;
    read = readMessage(writeMessage(exercise), error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->text, exercise.text);

    read = readMessage(writeMessage(welcome), error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->name, (QStringLiteral("Teacher of class 3 ") + QString(40, u'y')).left(40));

    read = readMessage(writeMessage(follow), error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->text, QStringLiteral("South sows c ") + QChar(QChar::ReplacementCharacter));
}

QTEST_GUILESS_MAIN(TestNetworkMessages)
#include "tst_network_messages.moc"
