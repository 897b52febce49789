// SPDX-License-Identifier: GPL-3.0-or-later
#include "wire.h"

#include <QWebSocket>
#include <QWebSocketServer>

namespace mancala::net {

void limitSocket(QWebSocket* socket)
{
    constexpr quint64 kSocketLimit = 16 * kMaxMessageBytes;
    socket->setMaxAllowedIncomingMessageSize(kSocketLimit);
    socket->setMaxAllowedIncomingFrameSize(kSocketLimit);
}

void sendOn(QWebSocket* socket, const Message& message)
{
    if (socket && socket->state() == QAbstractSocket::ConnectedState)
        socket->sendTextMessage(QString::fromUtf8(writeMessage(message)));
}

Message closing(MessageType type, const QString& reason)
{
    Message m = Message::of(type);
    m.reason = reason.left(200);
    return m;
}

QWebSocketServer* listenOn(QObject* parent, const QHostAddress& address, quint16 port, QString& why)
{
    auto* server = new QWebSocketServer(QStringLiteral("mancala"), QWebSocketServer::NonSecureMode, parent);
    if (server->listen(address, port))
        return server;
    why = server->errorString();
    delete server;
    return nullptr;
}

} // namespace mancala::net
