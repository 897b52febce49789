// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lines of the headless network commands (host, join, and the class):
// what happens written to standard output, one line each, and standard
// input's lines read as they come, under a Qt event loop.

#include <QObject>
#include <QSocketNotifier>

class QCoreApplication;

namespace mancala::cli {

/// Writes `line` and a newline to standard output at once.
void say(const QString& line);

/// The QCoreApplication the network needs, made once for the command.
QCoreApplication& networkApplication();

/// Standard input's lines, trimmed, empty ones left out; its end is `ended`.
class InputLines : public QObject {
    Q_OBJECT
public:
    explicit InputLines(QObject* parent = nullptr);

signals:
    void line(const QString& text);
    void ended();

private:
    void read();

    QSocketNotifier m_input;
    QByteArray m_pending;
};

} // namespace mancala::cli
