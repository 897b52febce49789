// SPDX-License-Identifier: GPL-3.0-or-later
// Two sides of a network game over the loopback interface (app/network):
// whole games of every rule set with random legal decisions from a fixed
// seed, a dropped and resumed connection, the racing start kept secret
// (W2, E2), and a real socket sending wrong messages to the host, which
// refuses them and changes nothing in its game.

#include "message.h"
#include "networkgame.h"

#include "mancala/notation.h"

#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include <functional>
#include <random>

using namespace mancala;
using namespace mancala::net;

namespace {

const QHostAddress kLoopback = QHostAddress::LocalHost;

/// Lets the event loop run until `done` or a generous bound (a hang fails, it is never timed).
bool waitFor(const std::function<bool()>& done)
{
    return QTest::qWaitFor(done, 20000);
}

/// A TCP relay between the guest and the host that the test can cut, to
/// drop a connection as a network would (no bye), and that keeps what the
/// host sent.
class Relay : public QObject {
public:
    explicit Relay(quint16 hostPort)
        : m_hostPort(hostPort)
    {
        m_server.listen(kLoopback);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            QTcpSocket* guest = m_server.nextPendingConnection();
            auto* host = new QTcpSocket(guest);
            host->connectToHost(kLoopback, m_hostPort);
            connect(guest, &QTcpSocket::readyRead, host, [guest, host] { host->write(guest->readAll()); });
            connect(host, &QTcpSocket::readyRead, guest, [this, guest, host] {
                const QByteArray bytes = host->readAll();
                fromHost += bytes;
                guest->write(bytes);
            });
            m_guest = guest;
        });
    }
    quint16 port() const { return m_server.serverPort(); }
    /// Cuts the connection at once, both ways.
    void cut()
    {
        if (m_guest) {
            m_guest->abort();
            m_guest->deleteLater();
        }
    }
    QByteArray fromHost;

private:
    QTcpServer m_server;
    quint16 m_hostPort;
    QPointer<QTcpSocket> m_guest;
};

/// A random decision of the side that decides now in `game`.
QString randomDecision(const NetworkGame& game, std::mt19937& random)
{
    const std::vector<std::string> choices = game.game().choicesFor(game.mySide());
    return QString::fromStdString(choices.at(random() % choices.size()));
}

struct Pair {
    NetworkGame host;
    NetworkGame guest;
    bool caughtUp() const
    {
        return host.game().count() == guest.game().count()
            && host.game().position() == guest.game().position();
    }
};

/// A host of `rules` playing South, and a guest joined through `port` (0: straight to the host) who accepted.
bool startPair(Pair& pair, const Rules& rules, quint64 seed, std::unique_ptr<Relay>* relay = nullptr)
{
    if (!pair.host.host(rules, seed, Side::South, QStringLiteral("Host"), kLoopback, 0, QStringLiteral("123456")).isEmpty())
        return false;
    quint16 port = pair.host.port();
    if (relay) {
        *relay = std::make_unique<Relay>(port);
        port = (*relay)->port();
    }
    QObject::connect(&pair.guest, &NetworkGame::setupReceived, &pair.guest, [&pair] { pair.guest.acceptSetup(); });
    pair.guest.join(QStringLiteral("127.0.0.1"), port, QStringLiteral("123456"), QStringLiteral("Guest"));
    return waitFor([&] { return pair.host.playing() && pair.guest.playing(); });
}

/// Each side plays its random decisions until `stop` holds or the game ends.
bool playUntil(Pair& pair, std::mt19937& random, const std::function<bool()>& stop)
{
    while (!stop() && pair.host.playing() && pair.guest.playing()) {
        bool moved = false;
        for (NetworkGame* side : {&pair.host, &pair.guest})
            if (side->myDecision()) {
                if (!side->play(randomDecision(*side, random)).isEmpty())
                    return false;
                moved = true;
            }
        if (!moved && !waitFor([&] { return pair.host.myDecision() || pair.guest.myDecision() || !pair.host.playing(); }))
            return false;
    }
    return true;
}

} // namespace

class TestNetworkGame : public QObject {
    Q_OBJECT
private slots:
    void wholeGame_data();
    void wholeGame();
    void droppedConnection();
    void guestStartedAgain();
    void secretRace();
    void undoDrawChatResign();
    void wrongMessages_data();
    void wrongMessages();
    void binaryAndHugeMessages();
    void wrongCodesAreLimited();
    void secondGuestTurnedAway();
};

void TestNetworkGame::wholeGame_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("kalah") << int(Variant::Kalah) << quint64(1);
    QTest::newRow("qelat") << int(Variant::Qelat) << quint64(2);
    QTest::newRow("qelat-keren") << int(Variant::QelatKeren) << quint64(3);
    QTest::newRow("mewelad") << int(Variant::Mewelad) << quint64(4);
    QTest::newRow("enkeshui") << int(Variant::Enkeshui) << quint64(5);
}

void TestNetworkGame::wholeGame()
{
    QFETCH(int, variant);
    QFETCH(quint64, seed);
    Pair pair;
    QVERIFY(startPair(pair, Rules::defaults(Variant(variant)), seed));
    QCOMPARE(pair.guest.mySide(), Side::North);
    QCOMPARE(pair.guest.opponentName(), QStringLiteral("Host"));
    QCOMPARE(pair.host.opponentName(), QStringLiteral("Guest"));
    QSignalSpy hostEnded(&pair.host, &NetworkGame::ended);
    QSignalSpy guestEnded(&pair.guest, &NetworkGame::ended);
    std::mt19937 random(static_cast<std::mt19937::result_type>(seed));
    QVERIFY(playUntil(pair, random, [] { return false; }));
    QVERIFY(waitFor([&] { return hostEnded.count() == 1 && guestEnded.count() == 1; }));
    QVERIFY(pair.caughtUp());
    QVERIFY(pair.host.game().position().over());
    QCOMPARE(hostEnded.at(0), guestEnded.at(0));
    QVERIFY(!pair.host.listening()); // nothing listens once the game is over
    // Both records replay to the same end from the start.
    RefereeGame replay;
    replay.start(pair.host.game().rules(), seed);
    for (int n = 1; n <= pair.host.game().count(); ++n)
        QVERIFY(replay.play(pair.host.game().token(n)).empty());
    QVERIFY(replay.position() == pair.guest.game().position());
}

void TestNetworkGame::droppedConnection()
{
    Pair pair;
    std::unique_ptr<Relay> relay;
    QVERIFY(startPair(pair, Rules::defaults(Variant::Kalah), 7, &relay));
    std::mt19937 random(7);
    QSignalSpy hostLost(&pair.host, &NetworkGame::connectionLost);
    QSignalSpy guestLost(&pair.guest, &NetworkGame::connectionLost);
    QSignalSpy resumed(&pair.guest, &NetworkGame::resumed);
    QVERIFY(playUntil(pair, random, [&] { return pair.host.game().count() >= 6 && pair.host.myDecision(); }));
    QVERIFY(waitFor([&] { return pair.caughtUp(); }));

    // The host plays while the guest is cut off; the guest rejoins and gets what it missed.
    relay->cut();
    QVERIFY(waitFor([&] { return hostLost.count() == 1 && guestLost.count() == 1; }));
    QVERIFY(pair.host.listening());
    const int before = pair.guest.game().count();
    while (pair.host.myDecision())
        QVERIFY(pair.host.play(randomDecision(pair.host, random)).isEmpty());
    QVERIFY(pair.host.game().count() > before);
    QCOMPARE(pair.guest.game().count(), before);
    pair.guest.rejoin();
    QVERIFY(waitFor([&] { return resumed.count() == 1 && pair.caughtUp(); }));

    // The guest plays while cut off; at the rejoin the host asks for what it missed.
    QVERIFY(pair.guest.myDecision());
    relay->cut();
    QVERIFY(waitFor([&] { return hostLost.count() == 2 && guestLost.count() == 2; }));
    while (pair.guest.myDecision())
        QVERIFY(pair.guest.play(randomDecision(pair.guest, random)).isEmpty());
    QVERIFY(pair.guest.game().count() > pair.host.game().count());
    pair.guest.rejoin();
    QVERIFY(waitFor([&] { return resumed.count() == 2 && pair.caughtUp(); }));

    // And the game plays on to its end.
    QVERIFY(playUntil(pair, random, [] { return false; }));
    QVERIFY(waitFor([&] { return pair.caughtUp() && !pair.guest.playing(); }));
}

void TestNetworkGame::guestStartedAgain()
{
    // The guest's program stops mid-game; started again it holds nothing and
    // gets every decision from the first, its own side's among them.
    Pair pair;
    std::unique_ptr<Relay> relay;
    std::mt19937 random(13);
    QVERIFY(startPair(pair, Rules::defaults(Variant::Mewelad), 13, &relay));
    QVERIFY(playUntil(pair, random, [&] { return pair.host.game().count() >= 6 && pair.host.myDecision(); }));
    QVERIFY(waitFor([&] { return pair.caughtUp(); }));
    QSignalSpy hostLost(&pair.host, &NetworkGame::connectionLost);
    relay->cut(); // the first guest's program is gone: it never comes back
    QVERIFY(waitFor([&] { return hostLost.count() == 1; }));
    NetworkGame guest;
    QObject::connect(&guest, &NetworkGame::setupReceived, &guest, [&guest] { guest.acceptSetup(); });
    guest.join(QStringLiteral("127.0.0.1"), pair.host.port(), QStringLiteral("123456"), QStringLiteral("Guest"));
    QSignalSpy refused(&guest, &NetworkGame::refused);
    QVERIFY(waitFor([&] { return guest.game().count() == pair.host.game().count() || !refused.isEmpty(); }));
    QVERIFY2(refused.isEmpty(), qPrintable(refused.value(0).value(0).toString()));
    QVERIFY(guest.game().position() == pair.host.game().position());
    QVERIFY(pair.host.playing() && guest.playing());
    QVERIFY(!guest.myDecision()); // the host's turn
}

void TestNetworkGame::secretRace()
{
    Pair pair;
    std::unique_ptr<Relay> relay;
    QVERIFY(startPair(pair, Rules::defaults(Variant::Mewelad), 11, &relay));
    QVERIFY(pair.host.game().raceOpen());
    QVERIFY(pair.host.myDecision() && pair.guest.myDecision()); // both choose at once (W2)
    const QString hostChoice = QString::fromStdString(pair.host.game().choicesFor(Side::South).front());
    const QString guestChoice = QString::fromStdString(pair.guest.game().choicesFor(Side::North).back());
    QSignalSpy guestSawChoice(&pair.guest, &NetworkGame::raceChosen);
    QVERIFY(pair.host.play(hostChoice).isEmpty());
    QVERIFY(waitFor([&] { return guestSawChoice.count() == 1; }));
    // The guest knows the host has chosen, not what: only a commitment crossed.
    QVERIFY(relay->fromHost.contains("race-commit"));
    QVERIFY(!relay->fromHost.contains("race-reveal"));
    QVERIFY(!relay->fromHost.contains("\"move\""));
    QCOMPARE(pair.guest.game().count(), 0);
    QVERIFY(!pair.host.myDecision());
    QVERIFY(pair.guest.myDecision());
    QVERIFY(pair.host.play(hostChoice) != QString()); // one choice only
    QVERIFY(pair.guest.play(guestChoice).isEmpty());
    QVERIFY(waitFor([&] { return pair.guest.game().count() == 2 && pair.caughtUp(); }));
    QCOMPARE(QString::fromStdString(pair.guest.game().token(1)), hostChoice);
    QCOMPARE(QString::fromStdString(pair.guest.game().token(2)), guestChoice);
    QCOMPARE(pair.guest.game().sideOf(1), Side::South);
    QCOMPARE(pair.guest.game().sideOf(2), Side::North);
    QVERIFY(!pair.host.game().raceOpen());
}

void TestNetworkGame::undoDrawChatResign()
{
    Pair pair;
    QVERIFY(startPair(pair, Rules::defaults(Variant::Kalah), 3));
    QSignalSpy chat(&pair.guest, &NetworkGame::chatReceived);
    QVERIFY(pair.host.chat(QStringLiteral("Selam! ሰላም")).isEmpty());
    QVERIFY(waitFor([&] { return chat.count() == 1; }));
    QCOMPARE(chat.first().first().toString(), QStringLiteral("Selam! ሰላም"));

    // An undo the other side refuses changes nothing; one it accepts takes back on both sides.
    QVERIFY(pair.host.play(QStringLiteral("a")).isEmpty());
    QVERIFY(waitFor([&] { return pair.caughtUp(); }));
    QSignalSpy asked(&pair.guest, &NetworkGame::undoRequested);
    QSignalSpy refusedUndo(&pair.host, &NetworkGame::undoRefused);
    QSignalSpy undone(&pair.host, &NetworkGame::undone);
    QVERIFY(pair.guest.requestUndo() != QString()); // nothing of the guest's to take back
    QVERIFY(pair.host.requestUndo().isEmpty());
    QVERIFY(waitFor([&] { return asked.count() == 1; }));
    QCOMPARE(asked.first().first().toInt(), 0);
    QVERIFY(pair.guest.answerUndo(false).isEmpty());
    QVERIFY(waitFor([&] { return refusedUndo.count() == 1; }));
    QCOMPARE(pair.host.game().count(), 1);
    QVERIFY(pair.host.requestUndo().isEmpty());
    QVERIFY(waitFor([&] { return asked.count() == 2; }));
    QVERIFY(pair.guest.answerUndo(true).isEmpty());
    QVERIFY(waitFor([&] { return undone.count() == 1; }));
    QCOMPARE(pair.host.game().count(), 0);
    QVERIFY(pair.caughtUp());

    // A draw refused, then a resignation.
    QSignalSpy offered(&pair.guest, &NetworkGame::drawOffered);
    QSignalSpy drawRefused(&pair.host, &NetworkGame::drawRefused);
    QVERIFY(pair.host.offerDraw().isEmpty());
    QVERIFY(waitFor([&] { return offered.count() == 1; }));
    QVERIFY(pair.guest.answerDraw(false).isEmpty());
    QVERIFY(waitFor([&] { return drawRefused.count() == 1; }));
    QVERIFY(pair.host.playing());
    QSignalSpy ended(&pair.host, &NetworkGame::ended);
    QVERIFY(pair.guest.resign().isEmpty());
    QVERIFY(waitFor([&] { return ended.count() == 1; }));
    QCOMPARE(ended.first().at(0).toString(), QStringLiteral("south-wins"));
    QCOMPARE(ended.first().at(1).toString(), QStringLiteral("resign"));
    QVERIFY(!pair.host.listening());
}

void TestNetworkGame::wrongMessages_data()
{
    QTest::addColumn<bool>("joined"); // hello and accept said first
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("not-json") << false << QByteArray("{{{");
    QTest::newRow("oversized") << true << QByteArray(R"({"v":3,"type":"chat","text":")" + QByteArray(5000, 'x') + "\"}");
    QTest::newRow("other-version") << false << QByteArray(R"({"v":9,"type":"hello","name":"x","code":"123456","have":0})");
    QTest::newRow("unknown-type") << true << QByteArray(R"({"v":3,"type":"position","text":"kalah: 0,0,0,0,0,0/0,0,0,0,0,48"})");
    QTest::newRow("decision-before-hello") << false << QByteArray(R"({"v":3,"type":"decision","n":1,"move":"c"})");
    QTest::newRow("setup-from-guest") << true << QByteArray(R"({"v":3,"type":"setup","rules":"kalah","seed":1,"side":"south","name":"","count":0})");
    QTest::newRow("decision-skipped-ahead") << true << QByteArray(R"({"v":3,"type":"decision","n":5,"move":"A"})");
    QTest::newRow("decision-not-guests-turn") << true << QByteArray(R"({"v":3,"type":"decision","n":1,"move":"A"})");
    QTest::newRow("decision-differs") << true << QByteArray(R"({"v":3,"type":"decision","n":1,"move":"d"})");
    QTest::newRow("illegal-decision") << true << QByteArray(R"({"v":3,"type":"decision","n":2,"move":"G"})");
    QTest::newRow("malformed-decision") << true << QByteArray(R"({"v":3,"type":"decision","n":2,"move":"zz"})");
    QTest::newRow("ack-of-future") << true << QByteArray(R"({"v":3,"type":"ack","n":9})");
    QTest::newRow("race-reveal-unasked") << true << QByteArray(R"({"v":3,"type":"race-reveal","move":"A","salt":"00000000000000000000000000000000"})");
    QTest::newRow("undo-answer-unasked") << true << QByteArray(R"({"v":3,"type":"undo-answer","accept":true})");
    QTest::newRow("draw-answer-unasked") << true << QByteArray(R"({"v":3,"type":"draw-answer","accept":true})");
    // Out of order: the opening again, answers and requests that fit no question, the race outside a race.
    QTest::newRow("hello-again") << true << QByteArray(R"({"v":3,"type":"hello","name":"x","code":"123456","have":0})");
    QTest::newRow("accept-again") << true << QByteArray(R"({"v":3,"type":"accept"})");
    QTest::newRow("accept-before-hello") << false << QByteArray(R"({"v":3,"type":"accept"})");
    QTest::newRow("race-commit-outside-race") << true << QByteArray(R"({"v":3,"type":"race-commit","hash":")" + QByteArray(64, 'a') + "\"}");
    QTest::newRow("resend-of-future") << true << QByteArray(R"({"v":3,"type":"resend","from":7})");
    QTest::newRow("undo-of-nothing") << true << QByteArray(R"({"v":3,"type":"undo","keep":1})");
    QTest::newRow("oversized-number") << true << QByteArray(R"({"v":3,"type":"ack","n":100001})");
    QTest::newRow("name-too-long") << false << QByteArray(R"({"v":3,"type":"hello","name":")" + QByteArray(41, 'x') + R"(","code":"123456","have":0})");
}

void TestNetworkGame::wrongMessages()
{
    QFETCH(bool, joined);
    QFETCH(QByteArray, bytes);
    NetworkGame host;
    QVERIFY(host.host(Rules::defaults(Variant::Kalah), 1, Side::South, QStringLiteral("Host"), kLoopback, 0,
                      QStringLiteral("123456")).isEmpty());
    QWebSocket socket;
    QStringList received;
    connect(&socket, &QWebSocket::textMessageReceived, this, [&](const QString& text) { received << text; });
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(host.port())));
    QVERIFY(waitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; }));
    if (joined) {
        socket.sendTextMessage(QStringLiteral(R"({"v":3,"type":"hello","name":"Guest","code":"123456","have":0})"));
        QVERIFY(waitFor([&] { return received.size() == 1; }));
        QVERIFY(received.first().contains(QLatin1String("\"setup\"")));
        socket.sendTextMessage(QStringLiteral(R"({"v":3,"type":"accept"})"));
        QVERIFY(waitFor([&] { return host.playing(); }));
        QVERIFY(host.play(QStringLiteral("c")).isEmpty()); // K3: South again
        QVERIFY(waitFor([&] { return received.size() == 2; }));
    }
    const Position before = host.game().position();
    const int count = host.game().count();
    QSignalSpy refused(&host, &NetworkGame::refused);
    socket.sendTextMessage(QString::fromUtf8(bytes));
    QVERIFY(waitFor([&] { return socket.state() == QAbstractSocket::UnconnectedState; }));
    QCOMPARE(refused.count(), 1);
    // The last word is an error with its reason, and the socket is closed with it too.
    QString error;
    const std::optional<Message> last = readMessage(received.last().toUtf8(), error);
    QVERIFY2(last && last->type == MessageType::Error, qPrintable(received.last()));
    QVERIFY(!last->reason.isEmpty());
    QCOMPARE(last->reason, refused.first().first().toString());
    QCOMPARE(socket.closeCode(), QWebSocketProtocol::CloseCodePolicyViolated);
    QVERIFY(!socket.closeReason().isEmpty());
    QVERIFY(host.game().position() == before);
    QCOMPARE(host.game().count(), count);
    QVERIFY(host.listening());
    if (joined) // the game goes on with a guest that speaks the protocol
        QVERIFY(host.playing());
}

void TestNetworkGame::binaryAndHugeMessages()
{
    // A binary message, and a text far beyond the size limit (refused by the
    // socket before it is read): each closes the connection, the game untouched.
    for (const bool binary : {true, false}) {
        Pair pair;
        QVERIFY(startPair(pair, Rules::defaults(Variant::Kalah), 1));
        QVERIFY(pair.host.play(QStringLiteral("c")).isEmpty());
        QVERIFY(waitFor([&] { return pair.caughtUp(); }));
        const Position before = pair.host.game().position();
        QSignalSpy lost(&pair.host, &NetworkGame::connectionLost);
        QSignalSpy refused(&pair.host, &NetworkGame::refused);
        QWebSocket socket;
        QStringList received;
        connect(&socket, &QWebSocket::textMessageReceived, this, [&](const QString& text) { received << text; });
        pair.guest.leave(QStringLiteral("making room"));
        QVERIFY(waitFor([&] { return lost.count() == 1; }));
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(pair.host.port())));
        QVERIFY(waitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; }));
        socket.sendTextMessage(QStringLiteral(R"({"v":3,"type":"hello","name":"Guest","code":"123456","have":1})"));
        QVERIFY(waitFor([&] { return received.size() == 1; }));
        socket.sendTextMessage(QStringLiteral(R"({"v":3,"type":"accept"})"));
        QVERIFY(waitFor([&] { return pair.host.connected() && pair.host.playing(); }));
        if (binary)
            socket.sendBinaryMessage(QByteArray(R"({"v":3,"type":"decision","n":2,"move":"A"})"));
        else
            socket.sendTextMessage(QString(200000, u'x'));
        QVERIFY(waitFor([&] { return socket.state() == QAbstractSocket::UnconnectedState; }));
        QVERIFY(socket.closeCode() != QWebSocketProtocol::CloseCodeNormal);
        if (binary) {
            QCOMPARE(refused.count(), 1);
            QVERIFY(received.last().contains(QLatin1String("binary messages")));
        }
        QVERIFY(pair.host.game().position() == before);
        QCOMPARE(pair.host.game().count(), 1);
        QVERIFY(pair.host.listening());
    }
}

void TestNetworkGame::wrongCodesAreLimited()
{
    NetworkGame host;
    QVERIFY(host.host(Rules::defaults(Variant::Kalah), 1, Side::South, QString(), kLoopback, 0,
                      QStringLiteral("123456")).isEmpty());
    QSignalSpy refused(&host, &NetworkGame::refused);
    auto tryCode = [&](const QString& code) {
        NetworkGame guest;
        QSignalSpy setup(&guest, &NetworkGame::setupReceived);
        QSignalSpy failed(&guest, &NetworkGame::failed);
        guest.join(QStringLiteral("127.0.0.1"), host.port(), code, QString());
        waitFor([&] { return setup.count() + failed.count() > 0; });
        return failed.isEmpty() ? QString() : failed.first().first().toString();
    };
    for (int k = 0; k < JoinGate::kWrongTries; ++k)
        QCOMPARE(tryCode(QStringLiteral("654321")), QStringLiteral("wrong join code"));
    // Past the limit the right code is refused too, for a while.
    QVERIFY(tryCode(QStringLiteral("123456")).startsWith(QLatin1String("too many wrong join codes")));
    QCOMPARE(refused.count(), JoinGate::kWrongTries + 1);
    QVERIFY(!host.playing());
}

void TestNetworkGame::secondGuestTurnedAway()
{
    Pair pair;
    QVERIFY(startPair(pair, Rules::defaults(Variant::Kalah), 1));
    NetworkGame intruder;
    QSignalSpy lost(&intruder, &NetworkGame::connectionLost);
    intruder.join(QStringLiteral("127.0.0.1"), pair.host.port(), QStringLiteral("123456"), QString());
    QVERIFY(waitFor([&] { return lost.count() == 1; }));
    QCOMPARE(lost.first().first().toString(), QStringLiteral("a guest is already playing"));
    QVERIFY(pair.guest.playing());
    QVERIFY(pair.guest.play(QStringLiteral("x")) != QString()); // not its turn, and no such hole
}

QTEST_GUILESS_MAIN(TestNetworkGame)
#include "tst_network_game.moc"
