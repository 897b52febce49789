// SPDX-License-Identifier: GPL-3.0-or-later
// The application's names: settings under ~/.config/Mancala (not "Unknown
// Organization"), what an earlier version kept moved there once and never
// overwritten, and no display name for Qt to add to the window title.
#include "settings/appidentity.h"

#include "mancala/endgame.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace mancala::app;

namespace {

QString read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool write(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

class tst_Identity : public QObject {
    Q_OBJECT

private slots:
    void earlierFilesMovedOnce()
    {
        const QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
        const QString data = qEnvironmentVariable("XDG_DATA_HOME");
        QVERIFY2(config.contains(QStringLiteral("/home/")), "runs only in the test's own home (CTest)");
        for (const QString& dir : {config, data})
            QVERIFY(QDir(dir).removeRecursively());

        // What a version without an organization name left.
        QCoreApplication::setOrganizationName({});
        QCoreApplication::setApplicationName(QStringLiteral("mancala"));
        const QString oldSettings = QSettings().fileName();
        QCOMPARE(oldSettings, config + QStringLiteral("/Unknown Organization/mancala.conf"));
        QVERIFY(write(oldSettings, "[players]\nsouth=Amira\n"));
        QVERIFY(write(data + QStringLiteral("/mancala/autosave.pgn"), "[Variant \"kalah\"]\n\n*\n"));
        QVERIFY(write(config + QStringLiteral("/mancala/presets.ini"), "[presets]\n"));

        setUpApplicationIdentity();
        QCOMPARE(QCoreApplication::organizationName(), QStringLiteral("Mancala"));
        QCOMPARE(QCoreApplication::organizationDomain(), QStringLiteral("mancala.org"));
        QCOMPARE(QCoreApplication::applicationName(), QStringLiteral("mancala"));
        QCOMPARE(QSettings().fileName(), config + QStringLiteral("/Mancala/mancala.conf"));
        QCOMPARE(QSettings().value(QStringLiteral("players/south")).toString(), QStringLiteral("Amira"));
        QVERIFY(!QFile::exists(oldSettings));
        const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QCOMPARE(dataDir, data + QStringLiteral("/Mancala/mancala"));
        QCOMPARE(read(dataDir + QStringLiteral("/autosave.pgn")), QStringLiteral("[Variant \"kalah\"]\n\n*\n"));
        QCOMPARE(read(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/presets.ini")),
                 QStringLiteral("[presets]\n"));

        // Once: an old file found later does not overwrite the new one.
        QCoreApplication::setOrganizationName({});
        QVERIFY(write(oldSettings, "[players]\nsouth=Old\n"));
        setUpApplicationIdentity();
        QCOMPARE(QSettings().value(QStringLiteral("players/south")).toString(), QStringLiteral("Amira"));
        QVERIFY(QFile::exists(oldSettings));
    }

    void noDisplayNameInTheTitle()
    {
        setUpApplicationIdentity();
        // Qt adds an explicitly set display name to every window title; unset, it follows the application name.
        QCoreApplication::setApplicationName(QStringLiteral("probe"));
        QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("probe"));
        QCoreApplication::setApplicationName(QStringLiteral("mancala"));
    }

    /// The endgame databases: the command line finds them where the app keeps them.
    void cacheFolderSharedWithTheCommandLine()
    {
        setUpApplicationIdentity();
        QCOMPARE(QString::fromStdString(mancala::EndgameDatabase::defaultFolder()),
                 QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
    }
};

QTEST_MAIN(tst_Identity)
#include "tst_identity.moc"
