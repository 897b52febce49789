// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every connection of the protocol does the same way: the socket's own
// limit on what it reads, and a message sent as one text message.

#include "message.h"

#include <QHostAddress>

#include <string_view>

class QObject;
class QWebSocket;
class QWebSocketServer;

namespace mancala::net {

/// Makes `socket` refuse anything far beyond the reader's limit before reading it.
void limitSocket(QWebSocket* socket);
/// Sends `message` on `socket` when it is connected.
void sendOn(QWebSocket* socket, const Message& message);
/// A bye or an error with `reason` (cut to the field's length).
Message closing(MessageType type, const QString& reason);
/// A server of `parent` listening on `address`:`port` (0: any free port),
/// or null with `why` set when it cannot listen.
QWebSocketServer* listenOn(QObject* parent, const QHostAddress& address, quint16 port, QString& why);
/// Reads a text message and gives it to `handle` (which returns why it is
/// refused, or nothing); a message that does not read, or that is refused,
/// goes to `refuse` with the reason.
template <typename Handle, typename Refuse>
void readAndHandle(const QString& text, Handle&& handle, Refuse&& refuse)
{
    QString error;
    const std::optional<Message> message = readMessage(text.toUtf8(), error);
    if (!message)
        refuse(error);
    else if (const QString why = handle(*message); !why.isEmpty())
        refuse(why);
}

/// The core's UTF-8 text as a QString.
inline QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace mancala::net
