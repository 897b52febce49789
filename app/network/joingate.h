// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The host's join code: six digits drawn at random, and a limit on wrong
// tries so that the code cannot be guessed by trying them all.

#include <QDeadlineTimer>
#include <QString>

namespace mancala::net {

class JoinGate {
public:
    /// Wrong codes allowed in one window before every try is refused until it ends.
    static constexpr int kWrongTries = 3;
    static constexpr int kWindowMs = 60000;

    /// A gate with `code`, or with a fresh random code when it is empty.
    explicit JoinGate(const QString& code = {});

    const QString& code() const { return m_code; }

    /// Why `tried` does not open the gate (empty when it does). A wrong
    /// code counts against the limit; past it every try is refused.
    QString check(const QString& tried);

    /// Six digits from the system's random source.
    static QString randomCode();

private:
    QString m_code;
    int m_wrong = 0;
    QDeadlineTimer m_window;
};

} // namespace mancala::net
