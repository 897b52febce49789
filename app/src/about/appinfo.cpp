// SPDX-License-Identifier: GPL-3.0-or-later
#include "about/appinfo.h"

#include <QFile>

namespace mancala::app {

AppInfo::AppInfo(QObject* parent)
    : QObject(parent)
{
}

QString AppInfo::version()
{
    return QStringLiteral(MANCALA_VERSION);
}

QString AppInfo::licence()
{
    return QStringLiteral("GPL-3.0-or-later");
}

QString AppInfo::qtVersion()
{
    return QString::fromLatin1(qVersion());
}

QString AppInfo::sources()
{
    QFile file(QStringLiteral(":/docs/sources.md"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    // The page's title and its link to rules.md mean nothing in the dialog: the table only.
    const qsizetype table = text.indexOf(QLatin1String("\n|"));
    return table < 0 ? text : text.mid(table + 1).trimmed();
}

} // namespace mancala::app
