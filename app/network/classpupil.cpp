// SPDX-License-Identifier: GPL-3.0-or-later
#include "classpupil.h"

#include "wire.h"

#include "mancala/notation.h"

#include <QWebSocket>

namespace mancala::net {

ClassPupil::ClassPupil(QObject* parent)
    : QObject(parent)
{
}

ClassPupil::~ClassPupil()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

void ClassPupil::join(const QString& address, quint16 port, const QString& code, const QString& name)
{
    m_url.setScheme(QStringLiteral("ws"));
    m_url.setHost(address);
    m_url.setPort(port);
    m_code = code;
    m_name = name;
    rejoin();
}

void ClassPupil::rejoin()
{
    if (m_socket || !m_url.isValid())
        return;
    auto* socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket = socket;
    limitSocket(socket);
    connect(socket, &QWebSocket::textMessageReceived, this, &ClassPupil::onText);
    connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this] { refuse(QStringLiteral("binary messages are not part of the protocol")); });
    connect(socket, &QWebSocket::disconnected, this, &ClassPupil::onDisconnected);
    connect(socket, &QWebSocket::connected, this, [this] {
        Message hello = Message::of(MessageType::Hello);
        hello.name = m_name;
        hello.code = m_code;
        m_stage = Stage::AwaitClass;
        send(hello);
    });
    socket->open(m_url);
}

bool ClassPupil::connected() const
{
    return m_socket && m_socket->state() == QAbstractSocket::ConnectedState;
}

void ClassPupil::send(const Message& m)
{
    sendOn(m_socket, m);
}

void ClassPupil::dropSocket()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->deleteLater();
    }
    m_socket = nullptr;
    m_stage = Stage::None;
}

void ClassPupil::onDisconnected()
{
    const QString reason = m_socket && !m_socket->closeReason().isEmpty() ? m_socket->closeReason()
                                                                          : QStringLiteral("the connection dropped");
    dropSocket();
    emit connectionLost(reason);
}

void ClassPupil::closeWith(const Message& last, QWebSocketProtocol::CloseCode code)
{
    QWebSocket* socket = m_socket;
    dropSocket(); // first: the close must not report a dropped connection too
    sendOn(socket, last);
    if (socket)
        socket->close(code, last.reason.left(100));
}

void ClassPupil::refuse(const QString& reason)
{
    closeWith(closing(MessageType::Error, reason), QWebSocketProtocol::CloseCodePolicyViolated);
    emit refused(reason);
}

void ClassPupil::leave(const QString& reason)
{
    closeWith(closing(MessageType::Bye, reason), QWebSocketProtocol::CloseCodeNormal);
}

void ClassPupil::onText(const QString& text)
{
    readAndHandle(
        text, [this](const Message& m) { return handle(m); }, [this](const QString& why) { refuse(why); });
}

QString ClassPupil::handle(const Message& m)
{
    if (m.type == MessageType::Bye || m.type == MessageType::Error) {
        const QString reason = !m.reason.isEmpty() ? m.reason : QStringLiteral("the teacher left");
        QWebSocket* socket = m_socket;
        dropSocket();
        if (socket)
            socket->close();
        if (m.type == MessageType::Error)
            emit failed(reason);
        else
            emit teacherLeft(reason);
        return {};
    }
    if (m_stage == Stage::AwaitClass) {
        if (m.type == MessageType::Setup)
            return QStringLiteral("this host plays a game, it holds no class");
        if (m.type != MessageType::Class)
            return QStringLiteral("a class message was expected");
        m_teacher = m.name;
        m_stage = Stage::Member;
        emit welcomed();
        return {};
    }
    if (m_stage != Stage::Member)
        return QStringLiteral("no message was expected");
    switch (m.type) {
    case MessageType::Follow:
        return onFollow(m);
    case MessageType::Exercise:
        return onExercise(m);
    case MessageType::Table:
        if (m.answered > m.pupils + kMaxPupils)
            return QStringLiteral("a table with more answers than it can hold");
        m_answered = int(m.answered);
        m_pupils = int(m.pupils);
        emit tableChanged();
        return {};
    case MessageType::Show:
        return onShow(m);
    case MessageType::Step:
        if (m_inExercise)
            return QStringLiteral("a step of the teacher's board during an exercise");
        m_stepIndex = int(m.number);
        m_stepLine = m.text;
        emit stepped();
        return {};
    case MessageType::EndExercise:
        if (!m_inExercise || m.number != m_number)
            return QStringLiteral("the end of exercise %1, which is not under way").arg(m.number);
        m_inExercise = false;
        m_shownName.clear();
        m_shownMove.clear();
        emit exerciseEnded();
        return {};
    default:
        return QStringLiteral("a '%1' message in a class").arg(typeName(m.type));
    }
}

QString ClassPupil::onFollow(const Message& m)
{
    ClassBoard board;
    if (const std::string why = ClassBoard::read(m.position.toStdString(), board); !why.empty())
        return QStringLiteral("follow: ") + fromStd(why);
    // The same board again brings a new line: the teacher's steps through its move stay.
    if (m_board.text() != board.text()) {
        m_stepIndex = -1;
        m_stepLine.clear();
    }
    m_board = board;
    m_move = m.move;
    m_line = m.text;
    emit followed();
    return {};
}

QString ClassPupil::onExercise(const Message& m)
{
    // The same exercise again comes after a rejoin; an older one never.
    if (m.number < m_number)
        return QStringLiteral("exercise %1 after exercise %2").arg(m.number).arg(m_number);
    ClassBoard board;
    if (const std::string why = ClassBoard::read(m.position.toStdString(), board); !why.empty())
        return QStringLiteral("exercise: ") + fromStd(why);
    if (m.kind != QLatin1String("lesson") && board.position().over())
        return QStringLiteral("an exercise whose game is over");
    Decision decision;
    if (!m.move.isEmpty() && !board.decision(m.move.toStdString(), decision).empty())
        return QStringLiteral("an exercise whose answer is not legal in it");
    m_exercise = board;
    m_inExercise = true;
    m_number = int(m.number);
    m_kind = m.kind;
    m_ref = m.ref;
    m_text = m.text;
    m_sent = m.move;
    m_shownName.clear();
    m_shownMove.clear();
    emit exerciseReceived();
    return {};
}

QString ClassPupil::onShow(const Message& m)
{
    Decision decision;
    if (!m_inExercise || m_kind == QLatin1String("lesson"))
        return QStringLiteral("an answer shown with no exercise under way");
    if (const std::string why = m_exercise.decision(m.move.toStdString(), decision); !why.empty())
        return QStringLiteral("show: ") + fromStd(why);
    m_shownName = m.name;
    m_shownMove = m.move;
    emit shown();
    return {};
}

QString ClassPupil::answer(const QString& token)
{
    if (!inClass() || !connected())
        return QStringLiteral("not connected");
    if (!m_inExercise)
        return QStringLiteral("no exercise is under way");
    if (m_kind == QLatin1String("lesson"))
        return QStringLiteral("a lesson takes no answer");
    if (!m_sent.isEmpty())
        return QStringLiteral("the answer is sent already");
    Decision decision;
    if (const std::string why = m_exercise.decision(token.toStdString(), decision); !why.empty())
        return fromStd(why);
    Message answer = Message::of(MessageType::Answer);
    answer.number = m_number;
    answer.move = fromStd(formatDecision(m_exercise.position(), decision));
    m_sent = answer.move;
    send(answer);
    emit answerSent();
    return {};
}

} // namespace mancala::net
