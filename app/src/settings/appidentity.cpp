// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/appidentity.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace mancala::app {

namespace {

/// Where the kept files are, for the names the application has now.
struct Places {
    QString settings; ///< the QSettings file
    QString data;     ///< autosave, lessons
    QString config;   ///< presets
};

Places currentPlaces()
{
    return {QSettings().fileName(), QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
            QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)};
}

/// Moves a file or folder to a place that does not exist yet; leaves it otherwise.
void moveToNewPlace(const QString& from, const QString& to)
{
    if (from.isEmpty() || to.isEmpty() || from == to || !QFileInfo::exists(from) || QFileInfo::exists(to))
        return;
    QDir().mkpath(QFileInfo(to).absolutePath());
    QDir().rename(from, to);
}

} // namespace

void setUpApplicationIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("mancala"));
    const Places old = currentPlaces();
    const bool wasUnnamed = QCoreApplication::organizationName().isEmpty();
    QCoreApplication::setOrganizationName(QStringLiteral("Mancala"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("mancala.org"));
    if (!wasUnnamed)
        return;
    const Places now = currentPlaces();
    moveToNewPlace(old.settings, now.settings);
    moveToNewPlace(old.data, now.data);
    moveToNewPlace(old.config, now.config);
}

} // namespace mancala::app
