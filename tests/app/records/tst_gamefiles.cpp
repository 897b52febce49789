// SPDX-License-Identifier: GPL-3.0-or-later
// Files of many games: a game's title and event (the Title and Event tags,
// edited in the notes), Add to file (what the file holds stays byte for
// byte; a file that does not read is left alone), and the chooser's rows
// that tell prepared positions apart.
#include "game/gamecontroller.h"
#include "../archived_game.h"
#include "../../read_all.h"

#include "mancala/record.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace mancala;
using namespace mancala::app;

namespace {

using Game = testing::ArchivedGame;

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// Three prepared Qelat positions, as a teacher writes them: no event, no names.
const char* const kPrepared =
    "[Event \"?\"]\n[South \"South\"]\n[North \"North\"]\n[Variant \"qelat\"]\n[Title \"Walda in two\"]\n\n*\n\n"
    "[Event \"Class 4b\"]\n[South \"South\"]\n[North \"North\"]\n[Variant \"qelat\"]\n\n*\n\n"
    "[Event \"?\"]\n[South \"South\"]\n[North \"North\"]\n[Variant \"qelat\"]\n\n"
    "{South to move: which hole keeps the walda?} *\n";

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void titleAndEventAreTags()
    {
        Game g;
        QVERIFY(g.controller.playHole(2));
        QSignalSpy changed(&g.archive.document, &RecordDocument::commentChanged);
        g.archive.document.setGameTitle(QStringLiteral("  The  opening trap "));
        g.archive.document.setEvent(QStringLiteral("Club night"));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(g.archive.document.heading().title, QStringLiteral("The opening trap"));
        QCOMPARE(g.archive.document.heading().event, QStringLiteral("Club night"));
        // Beside the board, the title goes before the event.
        QCOMPARE(g.archive.document.title(), QStringLiteral("The opening trap"));
        const QString text = g.archive.importExport.exportText();
        QVERIFY2(text.contains(QStringLiteral("[Title \"The opening trap\"]")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("[Event \"Club night\"]")), qPrintable(text));
        // Read back, the game has them again.
        Game h;
        QVERIFY2(h.archive.importExport.importText(text), qPrintable(h.archive.document.error()));
        QCOMPARE(h.archive.document.heading().title, QStringLiteral("The opening trap"));
        QCOMPARE(h.archive.document.heading().event, QStringLiteral("Club night"));
        // Emptied: no Title tag, an unknown event.
        h.archive.document.setGameTitle(QString());
        h.archive.document.setEvent(QString());
        QVERIFY(!h.archive.importExport.exportText().contains(QStringLiteral("[Title")));
        QVERIFY(h.archive.importExport.exportText().contains(QStringLiteral("[Event \"?\"]")));
        QCOMPARE(h.archive.document.title(), QString());
    }

    // The title and event are kept with the game: after a restart, they are there.
    void titleAndEventKeptByTheAutosave()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(QStringLiteral("autosave.pgn"));
        {
            Game g;
            g.archive.store.setAutosavePath(autosave);
            g.archive.store.startAutosave(); // nothing to restore: it saves from now on
            QVERIFY(g.archive.store.autosaving());
            QVERIFY(g.controller.playHole(2));
            g.archive.document.setGameTitle(QStringLiteral("Walda in two"));
            g.archive.document.setEvent(QStringLiteral("Class 4b"));
        }
        Game h;
        h.archive.store.setAutosavePath(autosave);
        QVERIFY(h.archive.store.startAutosave());
        QCOMPARE(h.archive.document.heading().title, QStringLiteral("Walda in two"));
        QCOMPARE(h.archive.document.heading().event, QStringLiteral("Class 4b"));
    }

    void addToFileKeepsWhatIsThere()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("class.pgn"));
        // Written by another program: its own spacing, no newline at the end.
        const QByteArray first = "[Variant \"kalah\"]\r\n[Event  \"First\"]\r\n\r\n1.  c-f   A *";
        QVERIFY(writeBytes(path, first));
        Game g;
        QVERIFY(g.controller.playHole(3));
        g.archive.document.setGameTitle(QStringLiteral("Second"));
        QVERIFY2(g.archive.importExport.addToFile(QUrl::fromLocalFile(path)), qPrintable(g.archive.document.error()));
        QCOMPARE(g.archive.document.status(), QStringLiteral("Added to class.pgn as game 2."));
        const QByteArray after = readAll(path);
        QVERIFY(after.startsWith(first));
        const RecordList list = parseRecords(after.toStdString());
        QVERIFY2(list.ok(), list.error.message().c_str());
        QCOMPARE(int(list.games.size()), 2);
        QCOMPARE(list.games[0].tag("Event"), std::string("First"));
        QCOMPARE(list.games[1].tag("Title"), std::string("Second"));
        // Once more: the first two stay as they were.
        QVERIFY(g.archive.importExport.addToFile(QUrl::fromLocalFile(path)));
        QVERIFY(readAll(path).startsWith(after));
        QCOMPARE(int(parseRecords(readAll(path).toStdString()).games.size()), 3);
        // A new file is made.
        const QString fresh = dir.filePath(QStringLiteral("new.pgn"));
        QVERIFY(g.archive.importExport.addToFile(QUrl::fromLocalFile(fresh)));
        QCOMPARE(int(parseRecords(readAll(fresh).toStdString()).games.size()), 1);
    }

    void addToFileLeavesAFileThatDoesNotRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.txt"));
        const QByteArray notes = "Shopping: bread, seeds\n";
        QVERIFY(writeBytes(path, notes));
        Game g;
        QVERIFY(g.controller.playHole(3));
        QVERIFY(!g.archive.importExport.addToFile(QUrl::fromLocalFile(path)));
        QVERIFY2(g.archive.document.error().startsWith(QStringLiteral("notes.txt: This is not a game record")), qPrintable(g.archive.document.error()));
        QVERIFY(g.archive.document.error().endsWith(QStringLiteral("Nothing was added: the file is left as it was.")));
        QCOMPARE(readAll(path), notes);
    }

    // The chooser tells three prepared positions apart (not three rows of "South against North, Qelat, *, 0 turns").
    void chooserRowsName()
    {
        Game g;
        QVERIFY2(g.archive.importExport.importText(QString::fromUtf8(kPrepared)), qPrintable(g.archive.document.error()));
        const QStringList rows = g.archive.importExport.games();
        QCOMPARE(rows.size(), 3);
        QVERIFY2(rows[0].startsWith(QStringLiteral("1. Walda in two, ")), qPrintable(rows[0]));
        QVERIFY2(rows[1].startsWith(QStringLiteral("2. Class 4b, ")), qPrintable(rows[1]));
        QVERIFY2(rows[2].startsWith(QStringLiteral("3. South to move: which hole keeps the walda?, ")), qPrintable(rows[2]));
        // Players named only after their sides are not named.
        for (const QString& row : rows) {
            QVERIFY2(!row.contains(QStringLiteral("South against North")), qPrintable(row));
            // A position to play from has no result and no turns yet: neither is listed.
            QVERIFY2(!row.contains(QStringLiteral("*")) && !row.contains(QStringLiteral("0 turns")), qPrintable(row));
        }
        // Opened, the title is beside the board.
        QVERIFY(g.archive.importExport.openGame(0));
        QCOMPARE(g.archive.document.title(), QStringLiteral("Walda in two"));
        QCOMPARE(g.archive.document.heading().title, QStringLiteral("Walda in two"));
    }
};

QTEST_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
