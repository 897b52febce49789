// SPDX-License-Identifier: GPL-3.0-or-later
// How `mancala` starts: its command line (QCommandLineParser: --help,
// --version, --lang, --renderer, files), and one window per player and
// autosave: a second start hands its file to the window open and exits.
#include "settings/launchoptionsparser.h"
#include "../../read_all.h"
#include "settings/singleinstance.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mancala::app;

namespace {

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestLaunch : public QObject {
    Q_OBJECT

private slots:
    void commandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("help");
        QTest::addColumn<bool>("version");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("renderer");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QStringList>("unknown");
        const QString here = QDir::currentPath();
        QTest::newRow("nothing") << QStringList{"mancala"} << false << false << "" << "" << QStringList{} << QStringList{};
        QTest::newRow("--help") << QStringList{"mancala", "--help"} << true << false << "" << "" << QStringList{}
                                << QStringList{};
        QTest::newRow("-h") << QStringList{"mancala", "-h"} << true << false << "" << "" << QStringList{} << QStringList{};
        QTest::newRow("--version") << QStringList{"mancala", "--version"} << false << true << "" << ""
                                   << QStringList{} << QStringList{};
        QTest::newRow("-v") << QStringList{"mancala", "-v"} << false << true << "" << "" << QStringList{} << QStringList{};
        QTest::newRow("options with =") << QStringList{"mancala", "--lang=de", "--renderer=gpu", "/tmp/a.pgn"} << false
                                        << false << "de" << "gpu" << QStringList{"/tmp/a.pgn"} << QStringList{};
        QTest::newRow("options with a space") << QStringList{"mancala", "--lang", "sw", "--renderer", "software"}
                                              << false << false << "sw" << "software" << QStringList{} << QStringList{};
        QTest::newRow("an unknown option is passed over")
            << QStringList{"mancala", "--fullscreen", "games/x.txt", "--lang=fr"} << false << false << "fr" << ""
            << QStringList{here + "/games/x.txt"} << QStringList{"fullscreen"};
        QTest::newRow("after --, files") << QStringList{"mancala", "--", "-odd.pgn", "--help"} << false << false << ""
                                         << "" << QStringList{here + "/-odd.pgn", here + "/--help"} << QStringList{};
    }
    void commandLine()
    {
        QFETCH(QStringList, arguments);
        const LaunchCommandLine line = LaunchCommandLine::parse(arguments);
        QTEST(line.help, "help");
        QTEST(line.version, "version");
        QTEST(line.language, "language");
        QTEST(line.renderer, "renderer");
        QTEST(line.files, "files");
        QTEST(line.unknown, "unknown");
    }

    /// A game across computers opened from the command line (docs/network.md).
    void networkOptions()
    {
        const LaunchCommandLine host = LaunchCommandLine::parse({"mancala", "--host", "--code=123456", "--player", "Abebe"});
        QVERIFY(host.host);
        QCOMPARE(host.join, QString());
        QCOMPARE(host.code, QStringLiteral("123456"));
        QCOMPARE(host.name, QStringLiteral("Abebe"));
        QVERIFY(host.files.isEmpty());
        const LaunchCommandLine guest = LaunchCommandLine::parse({"mancala", "--join", "127.0.0.1:5000", "--code", "123456"});
        QVERIFY(!guest.host);
        QCOMPARE(guest.join, QStringLiteral("127.0.0.1:5000"));
        QCOMPARE(guest.code, QStringLiteral("123456"));
        QVERIFY(guest.files.isEmpty());
        QVERIFY(guest.unknown.isEmpty());
    }

    /// Qt takes its own options out of the command line before the game reads
    /// it (on X11 -name, -title, -display...; `--name` is read as -name): the
    /// game has none of them.
    void noOptionOfQt()
    {
        const QString help = LaunchCommandLine::helpText();
        for (const char* qt : {"--name", "--title", "--display", "--platform", "--style", "--geometry", "--qwindowtitle",
                               "--qwindowgeometry", "--reverse", "--session", "--visual", "--icon"})
            QVERIFY2(!help.contains(QLatin1String(qt) + u' ') && !help.contains(QLatin1String(qt) + u'\n')
                         && !help.contains(QLatin1String(qt) + u','),
                     qt);
    }

    /// The help names every option of the manual page.
    void helpNamesEveryOption()
    {
        const QString help = LaunchCommandLine::helpText();
        for (const char* option : {"--help", "--version", "--lang <CODE>", "--renderer <MODE>", "--host",
                                   "--join <ADDRESS:PORT>", "--code <CODE>", "--player <NAME>", "file"})
            QVERIFY2(help.contains(QLatin1String(option)), option);
    }

    /// --help and --version print and exit before any window or display: a
    /// platform that does not exist would stop the program otherwise.
    void helpAndVersionNeedNoWindow_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("printed");
        QTest::newRow("--help") << "--help" << "--renderer <MODE>";
        QTest::newRow("--version") << "--version" << "mancala " MANCALA_VERSION "\n";
    }
    void helpAndVersionNeedNoWindow()
    {
        QFETCH(QString, option);
        QFETCH(QString, printed);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("no-such-platform"));
        QProcess app;
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(MANCALA_BINARY), {option});
        QVERIFY(app.waitForFinished(20000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
        const QString out = QString::fromLocal8Bit(app.readAllStandardOutput());
        QVERIFY2(out.contains(printed), qPrintable(out));
    }

    /// The first instance of a key listens; a second hands its files over and does not.
    void secondInstanceHandsOver()
    {
        QTemporaryDir runtime;
        qputenv("XDG_RUNTIME_DIR", runtime.path().toUtf8());
        SingleInstance first(QStringLiteral("mancala-test-a"));
        QVERIFY(first.claimOrHandOff({}));
        QVERIFY(first.primary());
        QSignalSpy received(&first, &SingleInstance::filesReceived);

        SingleInstance second(QStringLiteral("mancala-test-a"));
        QVERIFY(!second.claimOrHandOff({QStringLiteral("/tmp/some game.pgn")}));
        QVERIFY(!second.primary());
        QVERIFY(received.wait(5000));
        QCOMPARE(received.first().first().value<QList<QUrl>>(), QList<QUrl>{QUrl::fromLocalFile("/tmp/some game.pgn")});

        // No file: the window only comes to the front.
        SingleInstance third(QStringLiteral("mancala-test-a"));
        QVERIFY(!third.claimOrHandOff({}));
        QVERIFY(received.wait(5000));
        QCOMPARE(received.at(1).first().value<QList<QUrl>>(), QList<QUrl>{});

        // Another key (another autosave) is another window.
        SingleInstance other(QStringLiteral("mancala-test-b"));
        QVERIFY(other.claimOrHandOff({}));
        QVERIFY(other.primary());
        qunsetenv("XDG_RUNTIME_DIR");
    }

    /// The key follows the autosave: the tests' windows, each on its own, never meet.
    void keyFollowsTheAutosave()
    {
        qputenv("MANCALA_AUTOSAVE", "/tmp/one/autosave.pgn");
        const QString one = SingleInstance::key();
        qputenv("MANCALA_AUTOSAVE", "/tmp/two/autosave.pgn");
        const QString two = SingleInstance::key();
        qunsetenv("MANCALA_AUTOSAVE");
        QVERIFY(one != two);
        QVERIFY(one.startsWith(QStringLiteral("mancala-")));
    }

    /// Two real starts on one autosave: the second exits at once and the
    /// first window opens its file (the autosave then holds the file's game).
    void secondStartOpensItsFileInTheFirstWindow()
    {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("autosave.pgn"));
        const QString file = dir.filePath(QStringLiteral("d.pgn"));
        QVERIFY(writeBytes(file, "[Variant \"kalah\"]\n\n1. d *\n"));
        QDir(dir.path()).mkpath(QStringLiteral("runtime"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.filePath(QStringLiteral("runtime")));
        env.insert(QStringLiteral("MANCALA_AUTOSAVE"), save);
        env.remove(QStringLiteral("MANCALA_SINGLE_INSTANCE"));
        env.insert(QStringLiteral("ASAN_OPTIONS"), env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
        QProcess first;
        const auto stop = qScopeGuard([&first] {
            first.kill();
            first.waitForFinished();
        });
        first.setProcessEnvironment(env);
        first.start(QStringLiteral(MANCALA_BINARY), {QStringLiteral("--lang=en")});
        QVERIFY(first.waitForStarted());
        // The window listens once its socket is there.
        QTRY_VERIFY_WITH_TIMEOUT(QDir(dir.filePath(QStringLiteral("runtime")))
                                     .entryList({QStringLiteral("*.socket")}, QDir::System)
                                     .size() == 1,
                                 20000);

        QProcess second;
        second.setProcessEnvironment(env);
        second.start(QStringLiteral(MANCALA_BINARY), {QStringLiteral("--lang=en"), file});
        QVERIFY(second.waitForFinished(20000));
        QCOMPARE(second.exitCode(), 0);
        QVERIFY(second.readAllStandardError().contains("open already"));
        QCOMPARE(first.state(), QProcess::Running);
        QTRY_VERIFY_WITH_TIMEOUT(readAll(save).endsWith("\n\n1. d *\n"), 20000);
    }
};

QTEST_GUILESS_MAIN(TestLaunch)
#include "tst_launch.moc"
