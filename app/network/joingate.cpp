// SPDX-License-Identifier: GPL-3.0-or-later
#include "joingate.h"

#include <QRandomGenerator>

namespace mancala::net {

JoinGate::JoinGate(const QString& code)
    : m_code(code.isEmpty() ? randomCode() : code)
{
}

QString JoinGate::randomCode()
{
    return QStringLiteral("%1").arg(QRandomGenerator::system()->bounded(1000000), 6, 10, QLatin1Char('0'));
}

QString JoinGate::check(const QString& tried)
{
    if (m_wrong > 0 && m_window.hasExpired())
        m_wrong = 0;
    if (m_wrong >= kWrongTries)
        return QStringLiteral("too many wrong join codes: try again in a minute");
    if (tried == m_code)
        return {};
    if (m_wrong++ == 0)
        m_window.setRemainingTime(kWindowMs);
    return QStringLiteral("wrong join code");
}

} // namespace mancala::net
