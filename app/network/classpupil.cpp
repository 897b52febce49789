// SPDX-License-Identifier: GPL-3.0-or-later
#include "classpupil.h"

#include "wire.h"

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
        m_view.awaitClass();
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
    m_view.disconnected();
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
    ClassView::Change change{};
    if (QString why = m_view.take(m, change); !why.isEmpty())
        return why;
    switch (change) {
    case ClassView::Change::Welcomed:
        emit welcomed();
        break;
    case ClassView::Change::Followed:
        emit followed();
        break;
    case ClassView::Change::Stepped:
        emit stepped();
        break;
    case ClassView::Change::Exercise:
        emit exerciseReceived();
        break;
    case ClassView::Change::Table:
        emit tableChanged();
        break;
    case ClassView::Change::Shown:
        emit shown();
        break;
    case ClassView::Change::Ended:
        emit exerciseEnded();
        break;
    }
    return {};
}

QString ClassPupil::answer(const QString& token)
{
    if (!inClass() || !connected())
        return QStringLiteral("not connected");
    Message answer;
    if (QString why = m_view.answer(token, answer); !why.isEmpty())
        return why;
    send(answer);
    emit answerSent();
    return {};
}

} // namespace mancala::net
