// SPDX-License-Identifier: GPL-3.0-or-later
// Every kept setting goes through one place: with MANCALA_SETTINGS set, the
// speed, names, theme, language, large print and recent files are all in
// that file, and the presets beside it; nothing in the player's settings.
#include "settings/appsettings.h"
#include "records/gamearchive.h"
#include "game/gamecontroller.h"
#include "teaching/lessonsession.h"
#include "picker/presetstore.h"
#include "languages/translations.h"

#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace mancala::app;

class tst_Settings : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_file;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("kept.ini"));
        qputenv("MANCALA_SETTINGS", m_file.toUtf8());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("mancala-tests"));
        // The player's settings (test mode: under the test folder) start empty.
        QSettings().clear();
    }
    void cleanupTestCase()
    {
        Translations::install(QStringLiteral("en"));
        QSettings().clear();
    }

    void everyChoiceInTheNamedFile()
    {
        QCOMPARE(settingsFileName(), m_file);
        {
            AppSettings app;
            QVERIFY(app.persistent());
            app.setDark(true);
            GameController game;
            app.restore(&game, nullptr);
            game.setSouthName(QStringLiteral("Amira"));
            game.player()->setSpeed(StepPlayer::Fast);
        }
        {
            ViewOptions view;
            QVERIFY(!view.largePrint());
            view.setLargePrint(true);
        }
        {
            Translations translations;
            translations.setLanguage(QStringLiteral("fr"));
            QCOMPARE(Translations::current(), QStringLiteral("fr"));
        }
        {
            GameController game;
            QCOMPARE(game.newGame(QStringLiteral("kalah")), QString());
            GameArchive archive;
            archive.setController(&game);
            QVERIFY(archive.saveFile(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("one.pgn")))));
        }

        const QSettings kept(m_file, QSettings::IniFormat);
        QCOMPARE(kept.value(QStringLiteral("view/dark")).toBool(), true);
        QCOMPARE(kept.value(QStringLiteral("players/south")).toString(), QStringLiteral("Amira"));
        QCOMPARE(kept.value(QStringLiteral("view/speed")).toInt(), int(StepPlayer::Fast));
        QCOMPARE(kept.value(QStringLiteral("view/largePrint")).toBool(), true);
        QCOMPARE(kept.value(QStringLiteral("language")).toString(), QStringLiteral("fr"));
        QCOMPARE(kept.value(QStringLiteral("records/recent")).toStringList(),
                 QStringList{QFileInfo(m_dir.filePath(QStringLiteral("one.pgn"))).absoluteFilePath()});
        // Nothing went to the player's settings.
        QCOMPARE(QSettings().allKeys(), QStringList());

        // And they are read back from there.
        QCOMPARE(ViewOptions().largePrint(), true);
        QCOMPARE(Translations::chosen({}), QStringLiteral("fr"));
        GameArchive archive;
        QCOMPARE(archive.recentFiles().size(), 1);
    }

    void presetsBesideTheSettingsFile()
    {
        QCOMPARE(PresetStore::defaultFileName(), m_dir.filePath(QStringLiteral("kept-presets.ini")));
    }
};

QTEST_MAIN(tst_Settings)
#include "tst_settings.moc"
