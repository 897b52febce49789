// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkgame.h"

#include "racecommit.h"
#include "wire.h"

#include "mancala/rule_id.h"

#include <QWebSocket>
#include <QWebSocketServer>

namespace mancala::net {

namespace {

QString winOf(Side side)
{
    return side == Side::South ? QStringLiteral("south-wins") : QStringLiteral("north-wins");
}

} // namespace

NetworkGame::NetworkGame(QObject* parent)
    : QObject(parent)
{
}

NetworkGame::~NetworkGame()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

// ------------------------------------------------------------ connections

QString NetworkGame::host(const Rules& rules, quint64 seed, Side hostSide, const QString& name,
                          const QHostAddress& address, quint16 port, const QString& code)
{
    m_role = Role::Host;
    m_game.start(rules, seed);
    m_mySide = hostSide;
    m_myName = name;
    m_gate.emplace(code);
    QString why;
    m_server = listenOn(this, address, port, why);
    if (!m_server)
        return why;
    connect(m_server, &QWebSocketServer::newConnection, this, &NetworkGame::onNewConnection);
    return {};
}

quint16 NetworkGame::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

QString NetworkGame::code() const
{
    return m_gate ? m_gate->code() : m_code;
}

bool NetworkGame::listening() const
{
    return m_server && m_server->isListening();
}

void NetworkGame::stopListening()
{
    if (m_server)
        m_server->close();
}

bool NetworkGame::connected() const
{
    return m_socket && m_socket->state() == QAbstractSocket::ConnectedState;
}

void NetworkGame::onNewConnection()
{
    while (QWebSocket* socket = m_server->nextPendingConnection()) {
        if (m_socket) {
            // One guest at a time: the game goes on with the one there.
            sendOn(socket, closing(MessageType::Bye, QStringLiteral("a guest is already playing")));
            socket->close(QWebSocketProtocol::CloseCodeGoingAway);
            socket->deleteLater();
            continue;
        }
        adopt(socket);
        m_stage = Stage::AwaitHello;
    }
}

void NetworkGame::join(const QString& address, quint16 port, const QString& code, const QString& name)
{
    m_role = Role::Guest;
    m_url.setScheme(QStringLiteral("ws"));
    m_url.setHost(address);
    m_url.setPort(port);
    m_code = code;
    m_myName = name;
    rejoin();
}

void NetworkGame::rejoin()
{
    if (m_role != Role::Guest || m_socket)
        return;
    auto* socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    adopt(socket);
    connect(socket, &QWebSocket::connected, this, [this] {
        Message hello = Message::of(MessageType::Hello);
        hello.name = m_myName;
        hello.code = m_code;
        hello.number = m_started ? m_game.count() : 0;
        m_stage = Stage::AwaitSetup;
        send(hello);
    });
    socket->open(m_url);
}

void NetworkGame::adopt(QWebSocket* socket)
{
    m_socket = socket;
    socket->setParent(this);
    limitSocket(socket);
    connect(socket, &QWebSocket::textMessageReceived, this, &NetworkGame::onText);
    connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this] { refuse(QStringLiteral("binary messages are not part of the protocol")); });
    connect(socket, &QWebSocket::disconnected, this, &NetworkGame::onDisconnected);
}

void NetworkGame::onDisconnected()
{
    const QString reason = m_socket && !m_socket->closeReason().isEmpty() ? m_socket->closeReason()
                                                                          : QStringLiteral("the connection dropped");
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->deleteLater();
    }
    m_socket = nullptr;
    m_stage = Stage::None;
    emit connectionLost(reason);
}

void NetworkGame::dropSocket(const QString& reason)
{
    if (!m_socket)
        return;
    m_socket->disconnect(this);
    m_socket->close(QWebSocketProtocol::CloseCodePolicyViolated, reason.left(100));
    m_socket->deleteLater();
    m_socket = nullptr;
    m_stage = Stage::None;
}

void NetworkGame::send(const Message& message)
{
    sendOn(m_socket, message);
}

void NetworkGame::refuse(const QString& reason)
{
    send(closing(MessageType::Error, reason));
    dropSocket(reason);
    emit refused(reason);
}

void NetworkGame::leave(const QString& reason)
{
    send(closing(MessageType::Bye, reason));
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close(QWebSocketProtocol::CloseCodeNormal, reason.left(100));
        m_socket->deleteLater();
        m_socket = nullptr;
    }
    m_stage = Stage::None;
    stopListening();
}

// -------------------------------------------------------------- messages

void NetworkGame::onText(const QString& text)
{
    readAndHandle(
        text, [this](const Message& m) { return handle(m); }, [this](const QString& why) { refuse(why); });
}

QString NetworkGame::handle(const Message& m)
{
    if (m.type == MessageType::Bye || m.type == MessageType::Error) {
        const bool error = m.type == MessageType::Error;
        const QString reason = !m.reason.isEmpty() ? m.reason : QStringLiteral("the other side left");
        if (m_socket) {
            m_socket->disconnect(this);
            m_socket->close();
            m_socket->deleteLater();
            m_socket = nullptr;
        }
        m_stage = Stage::None;
        if (error)
            emit failed(reason);
        else
            emit connectionLost(reason);
        return {};
    }
    switch (m_stage) {
    case Stage::AwaitHello:
        return m.type == MessageType::Hello ? onHello(m) : QStringLiteral("a hello was expected");
    case Stage::AwaitSetup:
        return m.type == MessageType::Setup ? onSetup(m) : QStringLiteral("a setup was expected");
    case Stage::AwaitAccept:
        return m.type == MessageType::Accept ? onAccept() : QStringLiteral("an accept was expected");
    case Stage::SetupShown:
        return QStringLiteral("no message was expected before the guest accepts");
    case Stage::Playing:
        return onPlaying(m);
    case Stage::None:
        break;
    }
    return QStringLiteral("no message was expected");
}

QString NetworkGame::onHello(const Message& m)
{
    if (const QString why = m_gate->check(m.code); !why.isEmpty())
        return why;
    if (!m_result.isEmpty())
        return QStringLiteral("the game is over");
    m_opponentName = m.name;
    m_peerHave = m.number;
    Message setup = Message::of(MessageType::Setup);
    setup.rules = fromStd(RefereeGame::rulesText(m_game.rules()));
    setup.seed = static_cast<qint64>(m_game.seed());
    setup.side = QString::fromLatin1(sideName(m_mySide).data());
    setup.name = m_myName;
    setup.number = m_game.count();
    m_stage = Stage::AwaitAccept;
    send(setup);
    emit guestJoined(m.name);
    return {};
}

QString NetworkGame::onSetup(const Message& m)
{
    Rules rules;
    if (const std::string why = RefereeGame::parseRules(m.rules.toStdString(), rules); !why.empty())
        return QStringLiteral("rules: ") + fromStd(why);
    const Side hostSide = m.side == QLatin1String("south") ? Side::South : Side::North;
    if (m_started) {
        if (!(rules == m_game.rules()) || quint64(m.seed) != m_game.seed() || opponent(hostSide) != m_mySide)
            return QStringLiteral("the host plays another game");
        // Decisions the host missed (m.number < ours): it asks for them after the accept.
        resetRace();
        m_stage = Stage::Playing;
        send(Message::of(MessageType::Accept));
        emit resumed();
        return {};
    }
    m_game.start(rules, quint64(m.seed));
    m_peerHave = m.number; // a game under way: its decisions so far come next, both sides'
    m_mySide = opponent(hostSide);
    m_opponentName = m.name;
    m_stage = Stage::SetupShown;
    emit setupReceived();
    return {};
}

QString NetworkGame::acceptSetup()
{
    if (m_role != Role::Guest || m_stage != Stage::SetupShown)
        return QStringLiteral("no setup waits to be accepted");
    m_started = true;
    m_stage = Stage::Playing;
    send(Message::of(MessageType::Accept));
    emit started();
    return {};
}

QString NetworkGame::onAccept()
{
    m_stage = Stage::Playing;
    if (!m_started) {
        m_started = true;
        emit started();
        // A guest that joins a game under way (its app started again) gets it all.
        if (m_game.count() > 0)
            sendDecisions(1);
        return {};
    }
    resetRace();
    if (m_peerHave < m_game.count()) {
        sendDecisions(int(m_peerHave) + 1);
    } else if (m_peerHave > m_game.count()) {
        Message resend = Message::of(MessageType::Resend);
        resend.number = m_game.count() + 1;
        send(resend);
    }
    emit resumed();
    return {};
}

void NetworkGame::sendDecisions(int from)
{
    for (int n = from; n <= m_game.count(); ++n) {
        Message decision = Message::of(MessageType::Decision);
        decision.number = n;
        decision.move = fromStd(m_game.token(n));
        send(decision);
    }
}

QString NetworkGame::onPlaying(const Message& m)
{
    switch (m.type) {
    case MessageType::Decision:
        return onDecision(m);
    case MessageType::Ack:
        return m.number <= m_game.count() ? QString() : QStringLiteral("an ack of a decision never sent");
    case MessageType::Resend:
        if (m.number > m_game.count() + 1)
            return QStringLiteral("a resend of decisions never played");
        sendDecisions(int(m.number));
        return {};
    case MessageType::Undo:
        if (!playing() || m.number >= m_game.count() || m_undoOffered >= 0)
            return QStringLiteral("an undo request out of order");
        m_undoOffered = int(m.number);
        emit undoRequested(m_undoOffered);
        return {};
    case MessageType::UndoAnswer: {
        if (m_undoAsked < 0)
            return QStringLiteral("an undo answer to no request");
        const int keep = m_undoAsked;
        m_undoAsked = -1;
        if (!m.accept) {
            emit undoRefused();
        } else if (keep <= m_game.count()) {
            m_game.truncate(keep);
            resetRace();
            emit undone(keep);
        }
        return {};
    }
    case MessageType::Resign:
        if (!playing())
            return QStringLiteral("a resignation out of order");
        end(winOf(m_mySide), QStringLiteral("resign"));
        return {};
    case MessageType::DrawOffer:
        if (!playing() || m_drawOffered)
            return QStringLiteral("a draw offer out of order");
        m_drawOffered = true;
        emit drawOffered();
        return {};
    case MessageType::DrawAnswer:
        if (!m_drawAsked)
            return QStringLiteral("a draw answer to no offer");
        m_drawAsked = false;
        if (m.accept)
            end(QStringLiteral("draw"), QStringLiteral("agreed"));
        else
            emit drawRefused();
        return {};
    case MessageType::Chat:
        emit chatReceived(m.text);
        return {};
    case MessageType::RaceCommit:
        return onRaceCommit(m);
    case MessageType::RaceReveal:
        return onRaceReveal(m);
    default:
        return QStringLiteral("a '%1' message during the game").arg(typeName(m.type));
    }
}

QString NetworkGame::onDecision(const Message& m)
{
    const int count = m_game.count();
    if (m.number <= count) // sent again after a dropped connection: must be the same
        return fromStd(m_game.token(int(m.number))) == m.move ? QString()
                                                              : QStringLiteral("decision %1 differs").arg(m.number);
    if (m.number != count + 1)
        return QStringLiteral("decision %1 out of order: %2 expected").arg(m.number).arg(count + 1);
    const Side decider = m_game.position().decider;
    if (inRace()) {
        // Race choices are committed and revealed; the host alone then plays both.
        if (m_role == Role::Host)
            return QStringLiteral("a race choice sent as a decision");
        const QString& known = decider == m_mySide ? m_ownMove : m_peerMove;
        if (!known.isEmpty() && known != m.move)
            return QStringLiteral("the race choice played differs from the one revealed");
    } else if (decider != peerSide() && !catchingUp()) {
        return QStringLiteral("decision %1 is not the other side's to take").arg(m.number);
    }
    if (const std::string why = m_game.play(m.move.toStdString()); !why.empty())
        return fromStd(why);
    Message ack = Message::of(MessageType::Ack);
    ack.number = m.number;
    send(ack);
    announce(int(m.number));
    afterDecision();
    return {};
}

// ---------------------------------------------------------- the race

bool NetworkGame::inRace() const
{
    const Position& p = m_game.position();
    return p.phase == Phase::Race && p.pending == Pending::Race && !p.over();
}

void NetworkGame::resetRace()
{
    m_ownMove.clear();
    m_ownSalt.clear();
    m_peerHash.clear();
    m_peerMove.clear();
}

QString NetworkGame::onRaceCommit(const Message& m)
{
    if (!m_game.raceOpen() || !m_peerHash.isEmpty())
        return QStringLiteral("a race commitment out of order");
    m_peerHash = m.hash;
    emit raceChosen(peerSide());
    if (!m_ownMove.isEmpty())
        sendReveal();
    return {};
}

QString NetworkGame::onRaceReveal(const Message& m)
{
    if (m_peerHash.isEmpty() || m_ownMove.isEmpty() || !m_peerMove.isEmpty())
        return QStringLiteral("a race reveal out of order");
    if (commitHash(m.move, m.salt) != m_peerHash)
        return QStringLiteral("the race choice does not match its commitment");
    if (const std::string why = m_game.checkRaceChoice(peerSide(), m.move.toStdString()); !why.empty())
        return fromStd(why);
    m_peerMove = m.move;
    if (m_role == Role::Host)
        return playRace();
    return {};
}

void NetworkGame::sendReveal()
{
    Message reveal = Message::of(MessageType::RaceReveal);
    reveal.move = m_ownMove;
    reveal.salt = m_ownSalt;
    send(reveal);
}

QString NetworkGame::playRace()
{
    const QString south = m_mySide == Side::South ? m_ownMove : m_peerMove;
    const QString north = m_mySide == Side::South ? m_peerMove : m_ownMove;
    const int first = m_game.count() + 1;
    for (const QString& move : {south, north})
        if (const std::string why = m_game.play(move.toStdString()); !why.empty()) {
            m_game.truncate(first - 1);
            return fromStd(why);
        }
    resetRace();
    sendDecisions(first);
    announce(first);
    announce(first + 1);
    afterDecision();
    return {};
}

// --------------------------------------------------------- this side's acts

bool NetworkGame::catchingUp() const
{
    return m_role == Role::Guest && m_game.count() < m_peerHave;
}

bool NetworkGame::myDecision() const
{
    if (!playing() || catchingUp())
        return false;
    if (inRace())
        return m_game.raceOpen() && m_ownMove.isEmpty();
    return m_game.position().decider == m_mySide;
}

QString NetworkGame::play(const QString& token)
{
    if (!playing())
        return QStringLiteral("no game is being played");
    if (catchingUp())
        return QStringLiteral("the game is being brought up to date");
    if (inRace())
        return commitRaceChoice(token);
    if (m_game.position().decider != m_mySide)
        return QStringLiteral("it is not your decision");
    if (const std::string why = m_game.play(token.toStdString()); !why.empty())
        return fromStd(why);
    sendDecisions(m_game.count());
    announce(m_game.count());
    afterDecision();
    return {};
}

QString NetworkGame::commitRaceChoice(const QString& token)
{
    if (!m_game.raceOpen() || !m_ownMove.isEmpty())
        return QStringLiteral("your race choice is made");
    if (const std::string why = m_game.checkRaceChoice(m_mySide, token.toStdString()); !why.empty())
        return fromStd(why);
    m_ownMove = token;
    m_ownSalt = newSalt();
    Message commit = Message::of(MessageType::RaceCommit);
    commit.hash = commitHash(m_ownMove, m_ownSalt);
    send(commit);
    emit raceChosen(m_mySide);
    if (!m_peerHash.isEmpty())
        sendReveal();
    return {};
}

void NetworkGame::announce(int number)
{
    emit decisionPlayed(number, m_game.sideOf(number), fromStd(m_game.token(number)));
}

void NetworkGame::afterDecision()
{
    const Position& p = m_game.position();
    if (!p.over())
        return;
    const QString result = p.outcome == Outcome::Draw ? QStringLiteral("draw") : winOf(p.outcome == Outcome::SouthWins ? Side::South : Side::North);
    end(result, QString::fromLatin1(ruleIdName(endingRule(p)).data()));
}

void NetworkGame::end(const QString& result, const QString& reason)
{
    m_result = result;
    m_undoAsked = m_undoOffered = -1;
    m_drawAsked = m_drawOffered = false;
    stopListening(); // nothing listens once the game is over
    emit ended(result, reason);
}

QString NetworkGame::chat(const QString& text)
{
    Message chat = Message::of(MessageType::Chat);
    chat.text = text.left(500);
    QString error;
    if (text.isEmpty() || !readMessage(writeMessage(chat), error))
        return QStringLiteral("a chat line of printable text, 1 to 500 characters");
    if (!connected())
        return QStringLiteral("not connected");
    send(chat);
    return {};
}

QString NetworkGame::resign()
{
    if (!playing())
        return QStringLiteral("no game is being played");
    send(Message::of(MessageType::Resign));
    end(winOf(peerSide()), QStringLiteral("resign"));
    return {};
}

QString NetworkGame::offerDraw()
{
    if (!playing() || !connected())
        return QStringLiteral("no game is being played");
    if (m_drawAsked)
        return QStringLiteral("a draw is offered already");
    m_drawAsked = true;
    send(Message::of(MessageType::DrawOffer));
    return {};
}

QString NetworkGame::answerDraw(bool accept)
{
    if (!m_drawOffered)
        return QStringLiteral("no draw was offered");
    m_drawOffered = false;
    Message answer = Message::of(MessageType::DrawAnswer);
    answer.accept = accept;
    send(answer);
    if (accept)
        end(QStringLiteral("draw"), QStringLiteral("agreed"));
    return {};
}

QString NetworkGame::requestUndo()
{
    if (!playing() || !connected())
        return QStringLiteral("no game is being played");
    if (m_undoAsked >= 0)
        return QStringLiteral("an undo is asked already");
    const int own = lastOwnDecision();
    if (own == 0)
        return QStringLiteral("nothing of yours to take back");
    m_undoAsked = own - 1;
    Message undo = Message::of(MessageType::Undo);
    undo.number = m_undoAsked;
    send(undo);
    return {};
}

int NetworkGame::lastOwnDecision() const
{
    for (int n = m_game.count(); n >= 1; --n)
        if (m_game.sideOf(n) == m_mySide)
            return n;
    return 0;
}

QString NetworkGame::answerUndo(bool accept)
{
    if (m_undoOffered < 0)
        return QStringLiteral("no undo was asked");
    const int keep = m_undoOffered;
    m_undoOffered = -1;
    Message answer = Message::of(MessageType::UndoAnswer);
    answer.accept = accept;
    send(answer);
    if (accept && keep <= m_game.count()) {
        m_game.truncate(keep);
        resetRace();
        emit undone(keep);
    }
    return {};
}

} // namespace mancala::net
