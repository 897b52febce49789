// SPDX-License-Identifier: GPL-3.0-or-later
// Every kept setting goes through one place: with MANCALA_SETTINGS set, the
// speed, names, theme, language, large print and recent files are all in
// that file, and the presets beside it; nothing in the player's settings.
#include "settings/appsettings.h"
#include "netplay/networkchoices.h"
#include "../archived_game.h"
#include "../../read_all.h"
#include "game/gamecontroller.h"
#include "teaching/lessonsession.h"
#include "picker/presetstore.h"
#include "languages/translations.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRect>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace mancala::app;

namespace {

void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

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

    /// A settings file that does not parse is kept before anything is written
    /// to it; its entries that read are used; the player is told once.
    void unreadableSettingsKept_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("darkRead");
        QTest::newRow("section not closed") << QByteArray("[view]\ndark=true\n[players\nsouth=Amira\n") << true;
        QTest::newRow("garbage") << QByteArray("[view]\ndark=true\n[\x01\xff\x00 garbage\n=\n[", 30) << true;
    }
    void unreadableSettingsKept()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, darkRead);
        const QString name = QStringLiteral("broken-%1").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
        const QString file = m_dir.filePath(name + QStringLiteral(".ini"));
        write(file, bytes);
        qputenv("MANCALA_SETTINGS", file.toUtf8());
        const auto restore = qScopeGuard([this] { qputenv("MANCALA_SETTINGS", m_file.toUtf8()); });
        {
            auto settings = openSettings();
            QCOMPARE(settings->value(QStringLiteral("view/dark")).toBool(), darkRead);
            settings->setValue(QStringLiteral("view/speed"), 2);
        }
        const QString kept = m_dir.filePath(name + QStringLiteral(".broken-1.ini"));
        const QString notice = takeSettingsNotice();
        QVERIFY2(notice.contains(QFileInfo(kept).fileName()), qPrintable(notice));
        QCOMPARE(readAll(kept), bytes);
        QVERIFY(takeSettingsNotice().isEmpty()); // told once
        auto again = openSettings();
        QCOMPARE(again->status(), QSettings::NoError);
        QCOMPARE(again->value(QStringLiteral("view/speed")).toInt(), 2);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(name + QStringLiteral(".broken-2.ini"))));
    }

    /// A settings file cut at every tenth byte: never a crash; what does not
    /// parse is kept byte for byte.
    void truncatedSettings()
    {
        const QString whole = m_dir.filePath(QStringLiteral("whole.ini"));
        {
            QSettings s(whole, QSettings::IniFormat);
            s.setValue(QStringLiteral("view/dark"), true);
            s.setValue(QStringLiteral("players/south"), QStringLiteral("Amira Tesfay"));
            s.setValue(QStringLiteral("records/recent"), QStringList{QStringLiteral("/a/b.pgn"), QStringLiteral("/c d/e.pgn")});
            s.setValue(QStringLiteral("window/geometry"), QRect(10, 20, 800, 600));
        }
        const QByteArray bytes = readAll(whole);
        QVERIFY(bytes.size() > 80);
        const auto restore = qScopeGuard([this] { qputenv("MANCALA_SETTINGS", m_file.toUtf8()); });
        for (qsizetype cut = 10; cut < bytes.size(); cut += 10) {
            const QString file = m_dir.filePath(QStringLiteral("cut-%1.ini").arg(cut));
            write(file, bytes.left(cut));
            qputenv("MANCALA_SETTINGS", file.toUtf8());
            auto settings = openSettings();
            settings->setValue(QStringLiteral("view/speed"), 1);
            settings->sync();
            if (!takeSettingsNotice().isEmpty())
                QCOMPARE(readAll(m_dir.filePath(QStringLiteral("cut-%1.broken-1.ini").arg(cut))), bytes.left(cut));
        }
    }

    /// A settings file that cannot be written (its folder is a file: no
    /// disk and no permission can help): the choices work for the run, the
    /// player is told once, the file standing in the way is left alone.
    /// (A read-only file is no test here: the tests may run as root, who
    /// writes it anyway.)
    void unwritableSettings()
    {
        const QString blocker = m_dir.filePath(QStringLiteral("blocker"));
        write(blocker, "the player's file\n");
        const QString file = blocker + QStringLiteral("/settings.ini");
        qputenv("MANCALA_SETTINGS", file.toUtf8());
        const auto restore = qScopeGuard([this] { qputenv("MANCALA_SETTINGS", m_file.toUtf8()); });
        {
            AppSettings app;
            QVERIFY(app.persistent());
            app.setDark(true);
            QVERIFY(app.dark());
        }
        const QString notice = takeSettingsNotice();
        QVERIFY2(notice.contains(QDir::toNativeSeparators(file)), qPrintable(notice));
        QVERIFY(takeSettingsNotice().isEmpty()); // told once
        AppSettings again;
        QVERIFY(takeSettingsNotice().isEmpty());
        QCOMPARE(readAll(blocker), QByteArray("the player's file\n"));
    }

    void defaultNameKeptIsNone()
    {
        // "North", kept while English was in use, is no name the player
        // gave: the picker shows the language's own default instead.
        {
            QSettings s(m_file, QSettings::IniFormat);
            s.setValue(QStringLiteral("players/north"), QStringLiteral("North"));
            s.setValue(QStringLiteral("players/south"), QStringLiteral("Amira"));
        }
        AppSettings app;
        QCOMPARE(app.northName(), QString());
        QCOMPARE(app.southName(), QStringLiteral("Amira"));
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
            game.players()->setSouthName(QStringLiteral("Amira"));
            game.player()->setSpeed(StepPlayer::Fast);
        }
        {
            ViewOptions view;
            QVERIFY(!view.largePrint());
            view.setLargePrint(true);
            QVERIFY(!view.ruleNumbers()); // a class's default: no rule ids
            view.setRuleNumbers(true);
        }
        {
            Translations translations;
            translations.setLanguage(QStringLiteral("fr"));
            QCOMPARE(Translations::current(), QStringLiteral("fr"));
        }
        {
            GameController game;
            QCOMPARE(game.newGame(QStringLiteral("kalah")), QString());
            testing::RecordObjects archive;
            archive.document.setController(&game);
            QVERIFY(archive.importExport.saveFile(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("one.pgn")))));
        }

        const QSettings kept(m_file, QSettings::IniFormat);
        QCOMPARE(kept.value(QStringLiteral("view/dark")).toBool(), true);
        QCOMPARE(kept.value(QStringLiteral("players/south")).toString(), QStringLiteral("Amira"));
        QCOMPARE(kept.value(QStringLiteral("view/speed")).toInt(), int(StepPlayer::Fast));
        QCOMPARE(kept.value(QStringLiteral("view/largePrint")).toBool(), true);
        QCOMPARE(kept.value(QStringLiteral("view/ruleNumbers")).toBool(), true);
        QCOMPARE(kept.value(QStringLiteral("language")).toString(), QStringLiteral("fr"));
        QCOMPARE(kept.value(QStringLiteral("records/recent")).toStringList(),
                 QStringList{QFileInfo(m_dir.filePath(QStringLiteral("one.pgn"))).absoluteFilePath()});
        // Nothing went to the player's settings.
        QCOMPARE(QSettings().allKeys(), QStringList());

        // And they are read back from there.
        QCOMPARE(ViewOptions().largePrint(), true);
        QCOMPARE(Translations::chosen({}), QStringLiteral("fr"));
        testing::RecordObjects archive;
        QCOMPARE(archive.importExport.recentFiles().size(), 1);
    }

    /// The network dialogs' name, address and port are there again at the
    /// next start (the join code is not kept); until a join, 127.0.0.1 and no port.
    void networkChoicesKept()
    {
        const QString file = m_dir.filePath(QStringLiteral("network.ini"));
        qputenv("MANCALA_SETTINGS", file.toUtf8());
        const auto restore = qScopeGuard([this] { qputenv("MANCALA_SETTINGS", m_file.toUtf8()); });
        {
            NetworkChoices fresh;
            QCOMPARE(fresh.name(), QString());
            QCOMPARE(fresh.address(), QStringLiteral("127.0.0.1"));
            QCOMPARE(fresh.port(), 0);
            fresh.rememberJoin(QStringLiteral("Ana"), QStringLiteral("192.168.1.20"), 40123);
            fresh.rememberHost(QStringLiteral("Ms Bekele")); // hosting keeps the address joined
        }
        NetworkChoices next; // the next start
        QCOMPARE(next.name(), QStringLiteral("Ms Bekele"));
        QCOMPARE(next.address(), QStringLiteral("192.168.1.20"));
        QCOMPARE(next.port(), 40123);
    }

    void presetsBesideTheSettingsFile()
    {
        QCOMPARE(PresetStore::defaultFileName(), m_dir.filePath(QStringLiteral("kept-presets.ini")));
    }
};

QTEST_MAIN(tst_Settings)
#include "tst_settings.moc"
