// SPDX-License-Identifier: GPL-3.0-or-later
#include "files/keptfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace mancala::app {

QString nextKeptName(const QString& path)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    for (int n = 1;; ++n) {
        const QString name = info.dir().filePath(
            QStringLiteral("%1.broken-%2%3").arg(info.completeBaseName()).arg(n).arg(suffix));
        if (!QFileInfo::exists(name))
            return name;
    }
}

QString keepAside(const QString& path, bool move, const QString& nameLike)
{
    // Another program could take the name between the check and the rename:
    // try the next numbers (QFile never replaces an existing file).
    for (int attempt = 0; attempt < 10; ++attempt) {
        const QString kept = nextKeptName(nameLike.isEmpty() ? path : nameLike);
        if (move ? QFile::rename(path, kept) : QFile::copy(path, kept))
            return kept;
        if (!QFileInfo::exists(kept))
            return {}; // not a taken name: the folder refuses
    }
    return {};
}

} // namespace mancala::app
