// SPDX-License-Identifier: GPL-3.0-or-later
#include "line_io.h"

#include <QCoreApplication>

#include <cstdio>
#include <unistd.h>

namespace mancala::cli {

void say(const QString& line)
{
    std::fputs((line + u'\n').toUtf8().constData(), stdout);
    std::fflush(stdout);
}

QCoreApplication& networkApplication()
{
    static int argc = 1;
    static char name[] = "mancala-cli";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    return app;
}

InputLines::InputLines(QObject* parent)
    : QObject(parent)
    , m_input(STDIN_FILENO, QSocketNotifier::Read)
{
    connect(&m_input, &QSocketNotifier::activated, this, &InputLines::read);
}

void InputLines::read()
{
    char buffer[4096];
    const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (got <= 0) {
        m_input.setEnabled(false);
        emit ended();
        return;
    }
    m_pending.append(buffer, got);
    for (qsizetype end; (end = m_pending.indexOf('\n')) >= 0;) {
        const QString text = QString::fromUtf8(m_pending.left(end)).trimmed();
        m_pending.remove(0, end + 1);
        if (!text.isEmpty())
            emit line(text);
    }
}

} // namespace mancala::cli
