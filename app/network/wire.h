// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every connection of the protocol does the same way: the socket's own
// limit on what it reads, and a message sent as one text message.

#include "message.h"

class QWebSocket;

namespace mancala::net {

/// Makes `socket` refuse anything far beyond the reader's limit before reading it.
void limitSocket(QWebSocket* socket);
/// Sends `message` on `socket` when it is connected.
void sendOn(QWebSocket* socket, const Message& message);
/// A bye or an error with `reason` (cut to the field's length).
Message closing(MessageType type, const QString& reason);

} // namespace mancala::net
