// SPDX-License-Identifier: GPL-3.0-or-later
// mancala-cli host and mancala-cli join, two processes over the loopback
// interface: whole games with random legal decisions from a fixed seed (a
// racing start among them), both transcripts agreeing decision by decision,
// and the record replaying to the end both announced; and a class: a
// teacher (host --class) and two pupils (join --class), the teacher's moves
// followed, a pushed position reaching both, their answers in the table.

#include "refereegame.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QTest>

#include <random>

using namespace mancala;
using namespace mancala::net;

namespace {

/// One mancala-cli process (a side of the game) and the lines it wrote.
struct Player {
    QProcess process;
    QStringList lines;
    qsizetype read = 0; // lines handled by the test so far

    void collect()
    {
        while (process.canReadLine())
            lines << QString::fromUtf8(process.readLine()).trimmed();
    }
    void write(const QString& line) { process.write((line + u'\n').toUtf8()); }
    QString lastStarting(const QString& word) const
    {
        for (qsizetype i = lines.size() - 1; i >= 0; --i)
            if (lines[i].startsWith(word))
                return lines[i];
        return {};
    }
    QStringList played() const
    {
        QStringList out;
        for (const QString& line : lines)
            if (line.startsWith(QLatin1String("played ")))
                out << line;
        return out;
    }
};

/// Waits for `done`, reading every process's lines (a hang fails, it is never timed).
bool waitForAll(const QList<Player*>& players, const std::function<bool()>& done)
{
    const QDeadlineTimer deadline(30000);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        for (Player* p : players) {
            p->process.waitForReadyRead(5);
            p->collect();
        }
    }
    return true;
}

bool waitFor(Player& a, Player& b, const std::function<bool()>& done)
{
    const QDeadlineTimer deadline(30000);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        a.process.waitForReadyRead(5);
        b.process.waitForReadyRead(5);
        a.collect();
        b.collect();
    }
    return true;
}

} // namespace

class TestNetworkCli : public QObject {
    Q_OBJECT
private slots:
    void wholeGame_data();
    void wholeGame();
    void classFollowsAndAnswers();
};

void TestNetworkCli::classFollowsAndAnswers()
{
    Player teacher, ana, bo;
    teacher.process.start(QStringLiteral(MANCALA_CLI), {QStringLiteral("host"), QStringLiteral("--class"),
                                                        QStringLiteral("--name"), QStringLiteral("Teacher"),
                                                        QStringLiteral("--code"), QStringLiteral("123456")});
    QVERIFY(waitForAll({&teacher}, [&] { return !teacher.lastStarting(QStringLiteral("listening")).isEmpty(); }));
    const QString port = teacher.lastStarting(QStringLiteral("listening")).split(u' ').value(2);
    for (auto [pupil, name] : {std::pair{&ana, "Ana"}, std::pair{&bo, "Bo"}})
        pupil->process.start(QStringLiteral(MANCALA_CLI),
                             {QStringLiteral("join"), QStringLiteral("127.0.0.1:") + port, QStringLiteral("123456"),
                              QStringLiteral("--class"), QStringLiteral("--name"), QString::fromLatin1(name)});
    const QList<Player*> all = {&teacher, &ana, &bo};
    QVERIFY(waitForAll(all, [&] { return teacher.lines.filter(QStringLiteral("joined ")).size() == 2; }));
    QCOMPARE(ana.lines.value(0), QStringLiteral("class Teacher"));

    teacher.write(QStringLiteral("move c"));
    QVERIFY(waitForAll(all, [&] { return ana.lastStarting(QStringLiteral("follow c ")).size() > 0; }));
    const QString followed = teacher.lastStarting(QStringLiteral("board ")).mid(6);
    QCOMPARE(ana.lastStarting(QStringLiteral("follow c ")), QStringLiteral("follow c ") + followed);

    teacher.write(QStringLiteral("setup kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -"));
    teacher.write(QStringLiteral("push find the best move"));
    for (Player* pupil : {&ana, &bo})
        QVERIFY(waitForAll(all, [&] { return pupil->lines.contains(QStringLiteral("turn a d f")); }));
    QCOMPARE(bo.lastStarting(QStringLiteral("exercise ")),
             QStringLiteral("exercise 1 position - kalah: 0,0,0,1,2,3/1,0,0,2,0,1 20,18 - - s play - 1 1 0 -"));
    ana.write(QStringLiteral("answer f"));
    bo.write(QStringLiteral("answer a"));
    QVERIFY(waitForAll(all, [&] { return teacher.lines.contains(QStringLiteral("judged 1 f")); }));
    QVERIFY(waitForAll(all, [&] {
        return teacher.lines.contains(QStringLiteral("answer Ana f keeps"))
            && teacher.lines.contains(QStringLiteral("answer Bo a loses"));
    }));
    QVERIFY(ana.lines.contains(QStringLiteral("sent 1 f")));
    teacher.write(QStringLiteral("quit"));
    for (Player* p : all)
        QVERIFY(p->process.waitForFinished(10000));
    QCOMPARE(ana.process.exitCode(), 0);
}

void TestNetworkCli::wholeGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("seed");
    QTest::newRow("kalah") << QStringLiteral("kalah") << 21;
    QTest::newRow("enkeshui") << QStringLiteral("enkeshui") << 22;
}

void TestNetworkCli::wholeGame()
{
    QFETCH(QString, variant);
    QFETCH(int, seed);
    Player host, guest;
    host.process.start(QStringLiteral(MANCALA_CLI),
                       {QStringLiteral("host"), QStringLiteral("--variant"), variant, QStringLiteral("--seed"),
                        QString::number(seed), QStringLiteral("--code"), QStringLiteral("246810"),
                        QStringLiteral("--name"), QStringLiteral("Abebe Bikila")});
    QVERIFY(host.process.waitForStarted());
    QVERIFY(waitFor(host, guest, [&] { return !host.lines.isEmpty(); }));
    const QStringList listening = host.lines.first().split(u' ');
    QCOMPARE(listening.size(), 4);
    QCOMPARE(listening[0], QStringLiteral("listening"));
    QCOMPARE(listening[1], QStringLiteral("127.0.0.1"));
    QCOMPARE(listening[3], QStringLiteral("246810"));
    guest.process.start(QStringLiteral(MANCALA_CLI),
                        {QStringLiteral("join"), QStringLiteral("127.0.0.1:") + listening[2], QStringLiteral("246810"),
                         QStringLiteral("--name"), QStringLiteral("Guest")});
    QVERIFY(waitFor(host, guest, [&] { return guest.lines.size() >= 1; }));
    QCOMPARE(guest.lines.first(), QStringLiteral("setup %1 seed %2 side north opponent Abebe Bikila").arg(variant).arg(seed));
    guest.write(QStringLiteral("accept"));

    std::mt19937 random(static_cast<std::mt19937::result_type>(seed));
    auto over = [&] { return !host.lastStarting(QStringLiteral("over")).isEmpty() && !guest.lastStarting(QStringLiteral("over")).isEmpty(); };
    while (!over()) {
        QVERIFY(waitFor(host, guest, [&] { return over() || host.read < host.lines.size() || guest.read < guest.lines.size(); }));
        for (Player* side : {&host, &guest}) {
            while (side->read < side->lines.size()) {
                const QString line = side->lines[side->read++];
                QVERIFY2(!line.startsWith(QLatin1String("error")) && !line.startsWith(QLatin1String("refused"))
                             && !line.startsWith(QLatin1String("failed")),
                         qPrintable(line));
                if (!line.startsWith(QLatin1String("turn ")))
                    continue;
                const QStringList choices = line.mid(5).split(u' ');
                side->write(QStringLiteral("move ") + choices.at(int(random() % choices.size())));
            }
        }
    }
    QVERIFY(host.process.waitForFinished());
    QVERIFY(guest.process.waitForFinished());
    QCOMPARE(host.process.exitCode(), 0);
    QCOMPARE(guest.process.exitCode(), 0);
    host.collect();
    guest.collect();
    QCOMPARE(host.played(), guest.played());
    QCOMPARE(host.lastStarting(QStringLiteral("over")), guest.lastStarting(QStringLiteral("over")));

    // The record replays, every decision legal, to the end both announced.
    Rules rules;
    QVERIFY(RefereeGame::parseRules(variant.toStdString(), rules).empty());
    RefereeGame replay;
    replay.start(rules, quint64(seed));
    for (const QString& line : host.played())
        QVERIFY(replay.play(line.section(u' ', 3).toStdString()).empty());
    QVERIFY(replay.position().over());
    const QString result = replay.position().outcome == Outcome::Draw ? QStringLiteral("draw")
        : replay.position().outcome == Outcome::SouthWins              ? QStringLiteral("south-wins")
                                                                       : QStringLiteral("north-wins");
    QVERIFY(host.lastStarting(QStringLiteral("over")).startsWith(QStringLiteral("over ") + result + u' '));
}

QTEST_GUILESS_MAIN(TestNetworkCli)
#include "tst_network_cli.moc"
