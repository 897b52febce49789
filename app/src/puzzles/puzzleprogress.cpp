// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzles/puzzleprogress.h"

#include "settings/appsettings.h"

#include <QSettings>

namespace mancala::app::PuzzleProgress {

namespace {

QString key(const QString& variant, const char* what)
{
    return QStringLiteral("puzzles/%1/%2").arg(variant, QLatin1String(what));
}

} // namespace

QStringList solved(const QString& variant)
{
    return openSettings()->value(key(variant, "solved")).toStringList();
}

int streak(const QString& variant)
{
    return openSettings()->value(key(variant, "streak"), 0).toInt();
}

void recordRight(const QString& variant, const QString& id, bool firstTry)
{
    const auto settings = openSettings();
    QStringList ids = settings->value(key(variant, "solved")).toStringList();
    if (!ids.contains(id)) {
        ids << id;
        settings->setValue(key(variant, "solved"), ids);
    }
    if (firstTry)
        settings->setValue(key(variant, "streak"), settings->value(key(variant, "streak"), 0).toInt() + 1);
}

void breakStreak(const QString& variant)
{
    openSettings()->setValue(key(variant, "streak"), 0);
}

} // namespace mancala::app::PuzzleProgress
