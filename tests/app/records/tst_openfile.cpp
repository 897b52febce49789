// SPDX-License-Identifier: GPL-3.0-or-later
// A record file named on the command line (`mancala game.pgn`, the desktop
// file's `Exec=mancala %f`): which words are files, the window's record
// actions opening it after the saved game is restored (a good file, a broken
// one, a missing one, a game in progress to keep), and the real program.

#include "game/gamecontroller.h"
#include "../archived_game.h"
#include "../../read_all.h"
#include "settings/launchoptions.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(MancalaPlugin)

using namespace mancala::app;

namespace {

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

/// "1. c-f A" of Kalah (worked by hand in tst_records.cpp), without the
/// seed field of a record that names no seed.
const QByteArray kCfA = "[Variant \"kalah\"]\n\n1. c-f A *\n";
const QString kAfterCfA = QStringLiteral("5,5,6,6,6,0/4,4,0,5,5,0 2,0 - - s play - 1 2 1 -");
/// The same restored from an autosave, which names the game's seed.
const QString kSavedCfA = kAfterCfA + QStringLiteral(" rng=1");
/// "1. d" of Kalah: d (4) sows e f, the store and A; North to move.
const QByteArray kD = "[Variant \"kalah\"]\n\n1. d *\n";

/// The window's record actions as Main.qml sets them up: a controller, the
/// file of the command line, the autosave in `autosave`. As Main.qml's
/// replaceGame(), a game without moves is replaced at once and a game in
/// progress only after asking: the question is counted (`asked`), agree()
/// answers it.
const char* const kWindow = R"(
import QtQuick
import Mancala
Window {
    width: 800
    height: 500
    visible: true
    required property url file
    required property string autosaveTo
    property alias game: game
    property alias actions: actions
    property int asked: 0
    property var pending: null
    function agree() { pending() }
    GameController {
        id: game
        Component.onCompleted: player.speed = StepPlayer.Instant
    }
    RecordActions {
        id: actions
        anchors.fill: parent
        controller: game
        startFile: file
        confirmReplace: replace => {
            if (game.history.plyCount === 0)
                return replace()
            asked++
            pending = replace
        }
        Component.onCompleted: store.autosavePath = autosaveTo
    }
}
)";

/// One start of the window's record actions.
struct Window {
    QQmlEngine engine;
    std::unique_ptr<QObject> root;
    GameController* game = nullptr;
    RecordDocument* document = nullptr;
    RecordImportExport* importExport = nullptr;

    Window(const QString& file, const QString& autosave)
    {
        engine.addImportPath(QStringLiteral("qrc:/"));
        QQmlComponent component(&engine);
        component.setData(kWindow, QUrl(QStringLiteral("qrc:/tst_openfile.qml")));
        root.reset(component.createWithInitialProperties(
            {{QStringLiteral("file"), file.isEmpty() ? QUrl() : QUrl::fromLocalFile(file)},
             {QStringLiteral("autosaveTo"), autosave}}));
        if (!root) {
            qWarning() << component.errors();
            return;
        }
        game = qvariant_cast<GameController*>(root->property("game"));
        document = qvariant_cast<RecordDocument*>(actions()->property("document"));
        importExport = qvariant_cast<RecordImportExport*>(actions()->property("importExport"));
    }
    QObject* actions() const { return qvariant_cast<QObject*>(root->property("actions")); }
    bool started() const { return actions()->property("started").toBool(); }
    /// The message bar of the window.
    QString message() const
    {
        const QObject* text = root->findChild<QObject*>(QStringLiteral("errorText"));
        return text ? text->property("text").toString() : QStringLiteral("(no message bar)");
    }
};

/// Writes an autosave holding "1. c-f A" as the program does after those moves.
bool writeAutosave(const QString& path)
{
    GameController controller;
    controller.player()->setSpeed(StepPlayer::Instant);
    testing::RecordObjects archive;
    archive.store.setAutosavePath(path);
    archive.document.setController(&controller);
    archive.store.startAutosave();
    return controller.playHole(2) && controller.playHole(5) && controller.playHole(6)
        && readAll(path).endsWith("\n\n1. c-f A *\n");
}

} // namespace

class TestOpenFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().remove(QStringLiteral("records/recent")); }

    /// Which words of a command line are files, as absolute paths.
    void fileArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("files");
        const QString here = QDir::currentPath();
        QTest::newRow("none") << QStringList{"mancala"} << QStringList{};
        QTest::newRow("options only") << QStringList{"mancala", "--lang=de", "--renderer=gpu"} << QStringList{};
        QTest::newRow("an absolute path") << QStringList{"mancala", "/tmp/a game.pgn"} << QStringList{"/tmp/a game.pgn"};
        QTest::newRow("relative, among options")
            << QStringList{"mancala", "--lang=fr", "games/x.txt", "--unknown"} << QStringList{here + "/games/x.txt"};
        QTest::newRow("several") << QStringList{"mancala", "/a.pgn", "/b.pgn"} << QStringList{"/a.pgn", "/b.pgn"};
        QTest::newRow("after --, a name with a dash")
            << QStringList{"mancala", "--", "-odd.pgn", "--lang=de"}
            << QStringList{here + "/-odd.pgn", here + "/--lang=de"};
        QTest::newRow("a file: URL") << QStringList{"mancala", "file:///tmp/x%20y.pgn"} << QStringList{"/tmp/x y.pgn"};
    }
    void fileArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, files);
        QCOMPARE(LaunchOptions::fileArguments(arguments), files);
    }

    /// A good record opens after the (empty) saved game: the moves, the
    /// position, the current file, the recent files, and the autosave follows it.
    void goodFileOpens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.pgn"));
        const QString autosave = dir.filePath(QStringLiteral("autosave.pgn"));
        QVERIFY(writeBytes(path, kCfA));
        Window w(path, autosave);
        QVERIFY(w.root && w.game && w.document && w.importExport);
        QTRY_VERIFY(w.started());
        QCOMPARE(w.root->property("asked").toInt(), 0); // no game in progress: nothing to ask
        QCOMPARE(w.game->history()->plyCount(), 3);
        QCOMPARE(w.game->history()->ply(), 3);
        QCOMPARE(w.document->positionString(), kAfterCfA);
        QCOMPARE(w.document->variations()->rowCount(), 2); // the move list: c-f, A
        QCOMPARE(w.document->fileName(), path);
        QCOMPARE(w.importExport->recentFiles().value(0), path);
        QCOMPARE(w.message(), QString());
        QVERIFY(readAll(autosave).endsWith("\n\n1. c-f A *\n"));
        QCOMPARE(readAll(path), kCfA);
    }

    /// A game in progress (the saved game) is replaced only once the player
    /// agrees; until then it stays on the board and in the autosave.
    void gameInProgressIsKeptUntilThePlayerAgrees()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.pgn"));
        const QString autosave = dir.filePath(QStringLiteral("autosave.pgn"));
        QVERIFY(writeBytes(path, kD));
        QVERIFY(writeAutosave(autosave));
        const QByteArray saved = readAll(autosave);
        Window w(path, autosave);
        QVERIFY(w.root && w.game && w.document && w.importExport);
        QTRY_VERIFY(w.started());
        QCOMPARE(w.root->property("asked").toInt(), 1);
        QCOMPARE(w.document->positionString(), kSavedCfA);
        QCOMPARE(readAll(autosave), saved);
        QVERIFY(QMetaObject::invokeMethod(w.root.get(), "agree"));
        QCOMPARE(w.game->history()->plyCount(), 1);
        QCOMPARE(w.game->toMove(), 1);
        QCOMPARE(w.document->fileName(), path);
        QVERIFY(readAll(autosave).endsWith("\n\n1. d *\n"));
    }

    /// A file that is no record, or a damaged one: the message bar names it
    /// and says why; the saved game stays on the board, the autosave and the
    /// file stay byte for byte; no question is asked.
    void brokenFileIsAMessage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("why");
        QTest::newRow("an illegal move") << QByteArray("[Variant \"kalah\"]\n\n1. c-f A\n2. c *\n")
                                         << QStringLiteral("line 4, column 4: 'c' is not legal");
        QTest::newRow("not a record") << QByteArray("Dear Selam,\nthe game is on Friday.\n")
                                      << QStringLiteral("This is not a game record");
        QTest::newRow("garbage") << QByteArray("\x00\x01\xff\xfe garbage \x7f[[[{{{((", 22) << QString();
        QTest::newRow("empty") << QByteArray() << QString();
        QTest::newRow("a newer version's rule set")
            << QByteArray("[Variant \"oware\"]\n[Holes \"6\"]\n\n1. a *\n") << QString();
        QTest::newRow("cut in a tag") << kCfA.left(12) << QString();
    }
    void brokenFileIsAMessage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, why);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.pgn"));
        const QString autosave = dir.filePath(QStringLiteral("autosave.pgn"));
        QVERIFY(writeBytes(path, bytes));
        QVERIFY(writeAutosave(autosave));
        const QByteArray saved = readAll(autosave);
        Window w(path, autosave);
        QVERIFY(w.root && w.game && w.document && w.importExport);
        QTRY_VERIFY(w.started());
        QVERIFY2(w.message().startsWith(QStringLiteral("broken.pgn: ")), qPrintable(w.message()));
        QVERIFY2(w.message().contains(why), qPrintable(w.message()));
        QCOMPARE(w.root->property("asked").toInt(), 0);
        QCOMPARE(w.document->positionString(), kSavedCfA);
        QCOMPARE(w.document->fileName(), QString());
        QCOMPARE(w.importExport->recentFiles(), QStringList{});
        QCOMPARE(readAll(path), bytes);
        QCOMPARE(readAll(autosave), saved);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 (QStringList{QStringLiteral("autosave.pgn"), QStringLiteral("broken.pgn")}));
    }

    /// A file that is not there: the message says so, nothing is created.
    void missingFileIsAMessage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing.pgn"));
        const QString autosave = dir.filePath(QStringLiteral("autosave.pgn"));
        Window w(path, autosave);
        QVERIFY(w.root && w.game && w.document && w.importExport);
        QTRY_VERIFY(w.started());
        QVERIFY2(w.message().startsWith(QStringLiteral("Could not open missing.pgn: ")), qPrintable(w.message()));
        QCOMPARE(w.game->history()->plyCount(), 0);
        QVERIFY(!QFile::exists(path));
    }

    /// The real program: `mancala FILE` shows the file's game (its position
    /// and ply, MANCALA_POSITION_OUT), or, for a broken file, the saved game
    /// and the message, with both files unchanged.
    void theProgram_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("out");
        // d (4) sows e f, the store and A: North to move, no quiet turn.
        QTest::newRow("good") << kD << QStringLiteral("4,4,4,4,4,5/4,4,4,0,5,5 1,0 - - n play - 1 1 0 -\n1\n\n");
        QTest::newRow("broken") << QByteArray("[Variant \"kalah\"]\n\n1. q *\n")
                                << kSavedCfA + QStringLiteral("\n3\nbroken.pgn: line 3, column 4: ");
    }
    void theProgram()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, out);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("broken.pgn"));
        const QString save = dir.filePath(QStringLiteral("autosave.pgn"));
        const QString position = dir.filePath(QStringLiteral("position.txt"));
        QVERIFY(writeBytes(file, bytes));
        const bool broken = QByteArray(QTest::currentDataTag()) == "broken";
        if (broken)
            QVERIFY(writeAutosave(save));
        const QByteArray saved = readAll(save);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("MANCALA_AUTOSAVE"), save);
        env.insert(QStringLiteral("MANCALA_POSITION_OUT"), position);
        env.insert(QStringLiteral("ASAN_OPTIONS"), env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
        QProcess app;
        const auto stop = qScopeGuard([&app] {
            app.kill();
            app.waitForFinished();
        });
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(MANCALA_BINARY), {QStringLiteral("--lang=en"), file});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        const QString written = QString::fromUtf8(readAll(position));
        QVERIFY2(written.startsWith(out), qPrintable(written));
        QCOMPARE(readAll(file), bytes);
        if (broken)
            QCOMPARE(readAll(save), saved);
        else
            QVERIFY(readAll(save).endsWith("\n\n1. d *\n"));
    }
};

QTEST_MAIN(TestOpenFile)
#include "tst_openfile.moc"
