// SPDX-License-Identifier: GPL-3.0-or-later
#include "racecommit.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace mancala::net {

QString newSalt()
{
    QByteArray bytes(16, '\0');
    for (char& b : bytes)
        b = static_cast<char>(QRandomGenerator::system()->bounded(256));
    return QString::fromLatin1(bytes.toHex());
}

QString commitHash(const QString& move, const QString& salt)
{
    const QByteArray text = (move + u':' + salt).toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

} // namespace mancala::net
