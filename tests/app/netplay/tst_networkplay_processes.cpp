// SPDX-License-Identifier: GPL-3.0-or-later
// Two copies of the app, two processes, play a whole game of each rule set
// against each other over the loopback interface (docs/network.md):
// `mancala --host` and `mancala --join`, each side played by the window's
// scripted player (MANCALA_NET_SCRIPT: a random legal decision clicked on
// the board, or a race button, through the window's NetworkPlay). Mid-game
// the guest's process is killed and started again with the same code: it
// gets the game back, both boards at the same position. Mewelad and Enkeshui
// start with the secret race (W2, E2). At the end both windows show the same
// position, both saved the same record, and the seeds were conserved all along.

#include "refereegame.h"

#include "mancala/notation.h"
#include "mancala/position.h"
#include "mancala/rules.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtTest>

using namespace mancala;

namespace {

const QString kCode = QStringLiteral("246810");

/// One app process and the lines it wrote (networkscript.h).
struct Window {
    QProcess process;
    QStringList lines;

    void collect()
    {
        while (process.canReadLine())
            lines << QString::fromUtf8(process.readLine()).trimmed();
    }
    bool said(const QString& line) const { return lines.contains(line); }
    QString last(const QString& word) const
    {
        for (qsizetype i = lines.size() - 1; i >= 0; --i)
            if (lines[i].startsWith(word + u' '))
                return lines[i].mid(word.size() + 1);
        return {};
    }
    /// The positions the board showed: ply to position string.
    QMap<int, QString> boards() const
    {
        QMap<int, QString> out;
        for (const QString& line : lines)
            if (line.startsWith(QLatin1String("board ")))
                out.insert(line.section(u' ', 1, 1).toInt(), line.section(u' ', 2));
        return out;
    }
    int ply() const { return last(QStringLiteral("board")).section(u' ', 0, 0).toInt(); }
};

/// Lets both processes run until `done`, or a generous bound (a hang fails; nothing is timed).
bool waitFor(Window& a, Window& b, const std::function<bool()>& done)
{
    return QTest::qWaitFor([&] {
        a.collect();
        b.collect();
        return done();
    }, 30000);
}

/// Starts a window of `variant` playing by itself (MANCALA_NET_SCRIPT=`seed`), its files in `home`.
bool startWindow(Window& window, const QString& home, const QString& variant, const QString& houseRules, int seed,
                 const QStringList& arguments)
{
    QDir().mkpath(home);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "HOME"})
        env.insert(QString::fromLatin1(name), home);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
    env.insert(QStringLiteral("MANCALA_SOUND"), QStringLiteral("off"));
    env.insert(QStringLiteral("MANCALA_VARIANT"), variant);
    env.insert(QStringLiteral("MANCALA_RULES"), houseRules);
    // The fastest animation; a window of given rules (MANCALA_VARIANT) reads no settings that would change it.
    env.insert(QStringLiteral("MANCALA_SPEED"), QStringLiteral("instant"));
    env.insert(QStringLiteral("MANCALA_AUTOSAVE"), home + QStringLiteral("/autosave.pgn"));
    env.insert(QStringLiteral("MANCALA_NET_SCRIPT"), QString::number(seed));
    window.process.setProcessEnvironment(env);
    window.process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    window.process.start(QStringLiteral(MANCALA_BINARY), arguments);
    return window.process.waitForStarted();
}

} // namespace

class TestNetworkPlayProcesses : public QObject {
    Q_OBJECT
private slots:
    void wholeGame_data();
    void wholeGame();
    void wrongMessagesChangeNothing();
};

void TestNetworkPlayProcesses::wholeGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("houseRules");
    QTest::addColumn<bool>("race"); // W2, E2
    QTest::newRow("kalah") << QStringLiteral("kalah") << QStringLiteral("seeds=1") << false;
    QTest::newRow("qelat") << QStringLiteral("qelat") << QStringLiteral("seeds=1") << false;
    QTest::newRow("qelat-keren") << QStringLiteral("qelat-keren") << QStringLiteral("seeds=1;houses=4") << false;
    QTest::newRow("mewelad") << QStringLiteral("mewelad") << QStringLiteral("seeds=1;houses=4") << true;
    QTest::newRow("enkeshui") << QStringLiteral("enkeshui") << QStringLiteral("seeds=1") << true;
}

void TestNetworkPlayProcesses::wholeGame()
{
    QFETCH(QString, variant);
    QFETCH(QString, houseRules);
    QFETCH(bool, race);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto start = [&](Window& window, const QString& side, int seed, const QStringList& arguments) {
        return startWindow(window, dir.filePath(side), variant, houseRules, seed, arguments);
    };
    const QStringList join{QStringLiteral("--code"), kCode, QStringLiteral("--player"), QStringLiteral("Sara")};

    Window host, guest, again;
    QVERIFY(start(host, QStringLiteral("host"), 1, {QStringLiteral("--host"), QStringLiteral("--code"), kCode}));
    QVERIFY(waitFor(host, guest, [&] { return !host.last(QStringLiteral("listening")).isEmpty(); }));
    const QStringList listening = host.last(QStringLiteral("listening")).split(u' ');
    QCOMPARE(listening.size(), 3);
    QCOMPARE(listening[0], QStringLiteral("127.0.0.1"));
    QCOMPARE(listening[2], kCode);
    QVERIFY(start(guest, QStringLiteral("guest"), 2, QStringList{QStringLiteral("--join"), QStringLiteral("127.0.0.1:") + listening[1]} + join));

    // Mid-game (past a racing start) the guest's process dies.
    const int dropAt = 3;
    QVERIFY(waitFor(host, guest, [&] { return guest.ply() >= dropAt || guest.said(QStringLiteral("stage Over")); }));
    QVERIFY2(!guest.said(QStringLiteral("stage Over")), "the game ended before the connection could be dropped");
    guest.process.kill();
    QVERIFY(guest.process.waitForFinished());
    QVERIFY(waitFor(host, guest, [&] { return host.last(QStringLiteral("stage")) == QLatin1String("Lost"); }));

    // Started again with the same code, it holds nothing and gets the whole game back.
    QVERIFY(start(again, QStringLiteral("guest"), 3, QStringList{QStringLiteral("--join"), QStringLiteral("127.0.0.1:") + listening[1]} + join));
    auto over = [&] {
        return host.said(QStringLiteral("stage Over")) && again.said(QStringLiteral("stage Over"))
            && host.last(QStringLiteral("board")) == again.last(QStringLiteral("board"));
    };
    const bool ended = waitFor(host, again, over);
    QVERIFY2(ended, qPrintable(host.lines.mid(host.lines.size() - 4).join(u'\n') + QStringLiteral("\n--\n")
                                                    + again.lines.mid(again.lines.size() - 4).join(u'\n')));
    QVERIFY(host.said(QStringLiteral("stage Playing"))); // the host took the guest back
    // The racing start was chosen on each screen, neither seeing the other's choice first.
    for (const Window* side : {&host, &guest})
        QCOMPARE(side->said(QStringLiteral("status Choose your starting hole: %1 will not see it before choosing theirs.")
                                .arg(side == &host ? QStringLiteral("Sara") : QStringLiteral("South"))),
                 race);
    QVERIFY(again.ply() > guest.ply());

    // Both sides' boards showed the same position at every ply both showed, the seeds conserved.
    Rules rules;
    QVERIFY(net::RefereeGame::parseRules((variant + u';' + houseRules).toStdString(), rules).empty());
    const QMap<int, QString> hostBoards = host.boards();
    for (const Window* side : {&host, &guest, &again}) {
        const QMap<int, QString> boards = side->boards();
        for (auto it = boards.begin(); it != boards.end(); ++it) {
            Position p;
            QVERIFY2(fromPositionString(it.value().toStdString(), rules, p).empty(), qPrintable(it.value()));
            QCOMPARE(p.totalSeeds(), rules.totalSeeds());
            // Ply 0 is also the board before the game across computers came (its own seed).
            if (it.key() > 0 && hostBoards.contains(it.key()))
                QCOMPARE(it.value(), hostBoards.value(it.key()));
        }
    }
    QVERIFY(again.boards().lastKey() == hostBoards.lastKey());

    // Both saved the same record.
    auto saved = [&](const QString& side) {
        QFile file(dir.filePath(side + QStringLiteral("/autosave.pgn")));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QVERIFY(QTest::qWaitFor([&] { return !saved(QStringLiteral("host")).isEmpty() && saved(QStringLiteral("host")) == saved(QStringLiteral("guest")); }, 10000));
    QVERIFY(saved(QStringLiteral("host")).contains("[Variant \"" + variant.toUtf8() + "\"]"));

    for (Window* side : {&host, &again}) {
        side->process.kill();
        side->process.waitForFinished();
    }
}

void TestNetworkPlayProcesses::wrongMessagesChangeNothing()
{
    // A real socket speaks to a hosting app: a message out of order, a
    // malformed one, an oversized one and a wrong code each close the
    // connection with a reason; the host's board and record stay as they were.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Window host, none;
    QVERIFY(startWindow(host, dir.filePath(QStringLiteral("host")), QStringLiteral("kalah"), QStringLiteral("seeds=2"), 1,
                        {QStringLiteral("--host"), QStringLiteral("--code"), kCode}));
    QVERIFY(waitFor(host, none, [&] { return !host.last(QStringLiteral("listening")).isEmpty(); }));
    const QUrl url(QStringLiteral("ws://127.0.0.1:") + host.last(QStringLiteral("listening")).section(u' ', 1, 1));
    Rules rules;
    QVERIFY(net::RefereeGame::parseRules("kalah;seeds=2", rules).empty());

    struct Try {
        QString code;
        QByteArray bytes; // sent once the game is under way
    };
    const QList<Try> tries{
        {kCode, R"({"v":3,"type":"decision","n":9,"move":"A"})"},                     // out of order
        {kCode, R"({"v":3,"type":"decision","n":2,"move":"A")"},                      // malformed
        {kCode, R"({"v":3,"type":"chat","text":")" + QByteArray(5000, 'x') + "\"}"}, // oversized
        {kCode, R"({"v":3,"type":"load","file":"/etc/passwd"})"},                     // no such message
        {QStringLiteral("999999"), {}},                                                // a wrong code
    };
    QString board; // the host's board once the guest is to move
    for (const Try& attempt : tries) {
        QWebSocket socket;
        QStringList received;
        connect(&socket, &QWebSocket::textMessageReceived, this, [&](const QString& text) { received << text; });
        socket.open(url);
        QVERIFY(waitFor(host, none, [&] { return socket.state() == QAbstractSocket::ConnectedState; }));
        socket.sendTextMessage(QStringLiteral(R"({"v":3,"type":"hello","name":"Guest","code":"%1","have":0})").arg(attempt.code));
        QVERIFY(waitFor(host, none, [&] { return !received.isEmpty(); }));
        const bool joined = attempt.code == kCode;
        if (joined) {
            QVERIFY2(received.first().contains(QLatin1String("\"setup\"")), qPrintable(received.first()));
            socket.sendTextMessage(QStringLiteral(R"({"v":3,"type":"accept"})"));
            // The host's side plays its first turn on its own (K3 may give it more), the board shows it.
            QVERIFY(waitFor(host, none, [&] {
                Position shown;
                return host.last(QStringLiteral("status")) == QLatin1String("Guest's move.")
                    && fromPositionString(host.last(QStringLiteral("board")).section(u' ', 1).toStdString(), rules, shown).empty()
                    && shown.decider == Side::North;
            }));
            if (board.isEmpty())
                board = host.last(QStringLiteral("board"));
            QCOMPARE(host.last(QStringLiteral("board")), board);
            socket.sendTextMessage(QString::fromUtf8(attempt.bytes));
        }
        QVERIFY(waitFor(host, none, [&] { return socket.state() == QAbstractSocket::UnconnectedState; }));
        QVERIFY2(received.last().contains(QLatin1String("\"error\"")), qPrintable(received.last()));
        QVERIFY(!socket.closeReason().isEmpty());
        if (joined) {
            QVERIFY(waitFor(host, none, [&] { return host.last(QStringLiteral("stage")) == QLatin1String("Lost"); }));
            QVERIFY(host.last(QStringLiteral("status")).startsWith(QLatin1String("The connection was closed: ")));
        } else {
            QVERIFY(received.last().contains(QLatin1String("wrong join code")));
        }
        QCOMPARE(host.last(QStringLiteral("board")), board);
    }
    // The record saved holds the host's own first turn only.
    QFile saved(dir.filePath(QStringLiteral("host/autosave.pgn")));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("1. "));
    host.process.kill();
    host.process.waitForFinished();
}

QTEST_GUILESS_MAIN(TestNetworkPlayProcesses)
#include "tst_networkplay_processes.moc"
