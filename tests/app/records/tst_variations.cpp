// SPDX-License-Identifier: GPL-3.0-or-later
// Variations that behave: a decision tried in a record or a finished game is
// a variation (the main line and the result stay), whichever row was shown
// last; the board's line comes back from the autosave; a comment goes to the
// turn shown, on a variation too.

#include "../archived_game.h"
#include "game/gamecontroller.h"

#include "mancala/notation.h"
#include "mancala/playout.h"
#include "mancala/record.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace mancala;
using namespace mancala::app;

namespace {

using Game = testing::ArchivedGame;

/// A finished Kalah game of random decisions (seeded), as a record with names.
GameRecord finishedGame(std::uint64_t seed)
{
    const Rules rules = Rules::defaults(Variant::Kalah);
    const Position start = startPosition(rules, seed);
    Position p = start;
    PlayoutRandom random(seed * 7919 + 3);
    std::vector<Decision> decisions;
    while (!p.over()) {
        Decision d;
        if (!playRandomDecision(p, random, &d))
            break;
        decisions.push_back(d);
    }
    GameRecord record = recordFromGame(start, seed, decisions);
    record.setTag("South", "Tesfay");
    record.setTag("North", "Selam");
    return record;
}

/// The main line and result of record text, as read back.
struct Read {
    std::vector<Decision> main;
    std::string result;
    std::string resultTag;
    std::size_t turns = 0;
};
Read readBack(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    const RecordList list = parseRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    Read r;
    if (!list.ok() || list.games.empty())
        return r;
    const ReplayedGame game = readGame(list.games.front());
    r.main = game.decisions;
    r.result = list.games.front().result;
    r.resultTag = list.games.front().tag("Result");
    r.turns = list.games.front().moves.turns.size();
    return r;
}

/// The index of the first row at `depth` after row `from`, or -1.
int rowAtDepth(const VariationModel& rows, int depth, int from = 0)
{
    for (int i = from; i < rows.rowCount(); ++i)
        if (rows.data(rows.index(i), VariationModel::DepthRole).toInt() == depth)
            return i;
    return -1;
}

/// A legal hole at the position shown other than the main line's next decision.
int otherHole(const GameController& c, const Decision& next)
{
    for (int h : c.legalHoles())
        if (!(next.kind == DecisionKind::Sow && next.hole == h))
            return h;
    return -1;
}

} // namespace

class TestVariations : public QObject {
    Q_OBJECT

private slots:
    /// Import a finished game, show move 5, play another decision: a
    /// variation; the export keeps the game's main line and its score.
    void decisionInAFinishedGameIsAVariation()
    {
        const GameRecord original = finishedGame(11);
        const std::string text = writeRecord(original);
        const Read before = readBack(QString::fromStdString(text));
        QVERIFY(before.result != "*");
        QVERIFY(before.turns > 8);
        Game g;
        QVERIFY2(g.archive.importExport.importText(QString::fromStdString(text)), qPrintable(g.archive.document.error()));
        VariationModel& rows = *g.archive.document.variations();
        QVERIFY(g.archive.document.goToRow(4)); // after the fifth turn
        const int ply = g.controller.history()->ply();
        QCOMPARE(ply, rows.data(rows.index(4), VariationModel::PlyRole).toInt());
        const int hole = otherHole(g.controller, before.main[static_cast<std::size_t>(ply)]);
        QVERIFY(hole >= 0);
        QVERIFY(g.controller.playHole(hole));
        QCOMPARE(g.controller.history()->plyCount(), ply + 1); // the board shows the variation

        Read after = readBack(g.archive.importExport.exportText());
        QVERIFY(after.main == before.main);
        QCOMPARE(after.result, before.result);
        QCOMPARE(after.resultTag, before.result);
        QVERIFY(g.archive.importExport.exportText().contains(QLatin1Char('(')));
        const int variation = rowAtDepth(rows, 1);
        QCOMPARE(variation, 6); // the sixth turn's row comes first, then its variation
        QCOMPARE(rows.current(), variation);

        // Rows clicked, main line and variation: the main line stays the game's.
        QVERIFY(g.archive.document.goToRow(2));
        QCOMPARE(rows.current(), 2);
        QVERIFY(g.archive.document.goToRow(variation));
        QCOMPARE(rows.current(), variation);
        after = readBack(g.archive.importExport.exportText());
        QVERIFY(after.main == before.main);
        QCOMPARE(after.resultTag, before.result);
    }

    /// A game being played, taken back and played otherwise: the board's
    /// line is the game; the old continuation is kept as a variation.
    void takeBackInAGameInProgress()
    {
        Game g;
        QVERIFY(g.controller.playHole(2)); // c (K3: South again)
        QVERIFY(g.controller.playHole(5)); // f
        QVERIFY(g.controller.playHole(6)); // A
        g.controller.history()->goToPly(0);
        QVERIFY(!g.controller.playHole(3)); // d: asked first (a game in progress looked back at)
        g.controller.confirmRetake();
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1), QStringLiteral("1. d (1. c-f A) *\n"));
    }

    /// The autosave of a board on a variation: the same line comes back, the main line kept.
    void autosaveKeepsTheBoardsLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
        const QString record = QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. c-f A 2. d *\n");
        QString exported;
        {
            Game g;
            g.archive.store.setAutosavePath(path);
            g.archive.store.startAutosave();
            QVERIFY(g.archive.importExport.importText(record));
            g.controller.history()->goToPly(0);
            QVERIFY(!g.controller.playHole(0)); // a: asked first (the record has no result)
            g.controller.confirmRetake();       // a variation of the first turn
            exported = g.archive.importExport.exportText();
            QCOMPARE(exported.section(QStringLiteral("\n\n"), 1), QStringLiteral("1. c-f (1. a) 1... A 2. d *\n"));
        }
        Game h;
        h.archive.store.setAutosavePath(path);
        QVERIFY(h.archive.store.startAutosave());
        QCOMPARE(h.controller.history()->plyCount(), 1);
        QCOMPARE(h.archive.importExport.exportText(), exported);
        // Still a record's main line: a decision here goes on the variation.
        QVERIFY(h.controller.playHole(7)); // B
        QCOMPARE(h.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1),
                 QStringLiteral("1. c-f (1. a B) 1... A 2. d *\n"));
    }

    /// A comment goes to the turn shown, on a variation too.
    void commentOnAVariation()
    {
        Game g;
        QVERIFY(g.archive.importExport.importText(QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. c-f (1. d) 1... A *\n")));
        QVERIFY(g.archive.document.goToRow(1)); // 1. d
        g.archive.document.setComment(QStringLiteral("worth a look"));
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1),
                 QStringLiteral("1. c-f (1. d {worth a look}) 1... A *\n"));
        QVERIFY(g.archive.document.goToRow(0));
        QCOMPARE(g.archive.document.comment(), QString());
    }

    /// Promote a variation, then undo: the tree as it was.
    void promoteAndUndo()
    {
        const QString record = QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. c-f {good} (1. d {also}) 1... A *\n");
        Game g;
        QVERIFY(g.archive.importExport.importText(record));
        const QString before = g.archive.importExport.exportText();
        QVERIFY(!g.archive.document.promoteRow(0)); // the main line already
        QVERIFY(!g.archive.document.canUndoEdit());
        QVERIFY(g.archive.document.promoteRow(1));
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1),
                 QStringLiteral("1. d {also} (1. c-f {good} 1... A) *\n"));
        QVERIFY(g.archive.document.canUndoEdit());
        QVERIFY(g.archive.document.undoEdit());
        QCOMPARE(g.archive.importExport.exportText(), before);
        QVERIFY(!g.archive.document.canUndoEdit());
    }

    /// Delete the variation the board shows: back to the main line where it branched; undo brings it back.
    void deleteAndUndo()
    {
        Game g;
        QVERIFY(g.archive.importExport.importText(QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. c-f A (1... B) 2. d *\n")));
        VariationModel& rows = *g.archive.document.variations();
        QCOMPARE(rows.rowCount(), 4);
        QVERIFY(g.archive.document.goToRow(2)); // 1... B
        QCOMPARE(rows.current(), 2);
        QCOMPARE(g.controller.history()->ply(), 3);
        QVERIFY(!g.archive.document.deleteRow(0)); // the main line is no variation
        QVERIFY(g.archive.document.deleteRow(2));
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1), QStringLiteral("1. c-f A 2. d *\n"));
        QCOMPARE(rows.rowCount(), 3);
        QCOMPARE(g.controller.history()->ply(), 2); // after c-f, where B branched
        QCOMPARE(g.controller.history()->plyCount(), 4);
        QCOMPARE(rows.current(), 0);
        QVERIFY(g.archive.document.undoEdit());
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1), QStringLiteral("1. c-f A (1... B) 2. d *\n"));
    }

    /// Glyphs from the notes: kept in the record, read back, undoable; a review's `$n` shown in the rows.
    void glyphs()
    {
        Game g;
        QVERIFY(g.archive.importExport.importText(QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. c-f $2 {too slow} 1... A *\n")));
        VariationModel& rows = *g.archive.document.variations();
        QCOMPARE(rows.data(rows.index(0), VariationModel::TextRole).toString(), QStringLiteral("1. c-f?"));
        QCOMPARE(rows.data(rows.index(0), VariationModel::CommentRole).toString(), QStringLiteral("too slow"));
        QVERIFY(!g.archive.document.setGlyph(1, QStringLiteral("!!!")));
        QVERIFY(g.archive.document.setGlyph(1, QStringLiteral("!?")));
        QCOMPARE(rows.data(rows.index(1), VariationModel::TextRole).toString(), QStringLiteral("1... A!?"));
        const QString text = g.archive.importExport.exportText();
        QCOMPARE(text.section(QStringLiteral("\n\n"), 1), QStringLiteral("1. c-f $2 {too slow} 1... A!? *\n"));
        Game h;
        QVERIFY(h.archive.importExport.importText(text));
        QCOMPARE(h.archive.document.variations()->data(h.archive.document.variations()->index(1), VariationModel::TextRole).toString(),
                 QStringLiteral("1... A!?"));
        QVERIFY(g.archive.document.undoEdit());
        QCOMPARE(rows.data(rows.index(1), VariationModel::TextRole).toString(), QStringLiteral("1... A"));
    }

    /// Variations of a turn reordered: the export's order changes, the main
    /// line and the result stay; undo puts the order back.
    void reorderAndUndo()
    {
        const QString record = QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. c-f {main} (1. d {first}) (1. e) 1... A *\n");
        Game g;
        QVERIFY(g.archive.importExport.importText(record));
        VariationModel& rows = *g.archive.document.variations();
        QCOMPARE(rows.rowCount(), 4);
        QCOMPARE(rows.data(rows.index(1), VariationModel::VariationRole).toInt(), 0);
        QCOMPARE(rows.data(rows.index(2), VariationModel::VariationRole).toInt(), 1);
        QCOMPARE(rows.data(rows.index(2), VariationModel::SiblingsRole).toInt(), 2);
        QCOMPARE(rows.data(rows.index(0), VariationModel::VariationRole).toInt(), -1);
        const QString before = g.archive.importExport.exportText();
        const Read read = readBack(before);
        QVERIFY(!g.archive.document.moveRow(0, 1));  // the main line stays the main line
        QVERIFY(!g.archive.document.moveRow(1, -1)); // the first variation already
        QVERIFY(!g.archive.document.moveRow(2, 1));  // the last already
        QVERIFY(!g.archive.document.moveRow(1, 2));  // one step at a time
        QVERIFY(!g.archive.document.canUndoEdit());
        QVERIFY(g.archive.document.moveRow(1, 1));
        const QString moved = g.archive.importExport.exportText();
        QCOMPARE(moved.section(QStringLiteral("\n\n"), 1),
                 QStringLiteral("1. c-f {main} (1. e) (1. d {first}) 1... A *\n"));
        QCOMPARE(rows.data(rows.index(1), VariationModel::TextRole).toString(), QStringLiteral("1. e"));
        QCOMPARE(rows.data(rows.index(2), VariationModel::TextRole).toString(), QStringLiteral("1. d"));
        const Read after = readBack(moved);
        QVERIFY(after.main == read.main);
        QCOMPARE(after.resultTag, read.resultTag);
        QCOMPARE(after.result, read.result);
        QVERIFY(g.archive.document.undoEdit());
        QCOMPARE(g.archive.importExport.exportText(), before);
        // Up from the second: the same swap.
        QVERIFY(g.archive.document.moveRow(2, -1));
        QCOMPARE(g.archive.importExport.exportText(), moved);
    }

    /// Reordering keeps the board on the variation it shows, and the result of a finished game.
    void reorderInAFinishedGame()
    {
        const std::string text = writeRecord(finishedGame(11));
        const Read before = readBack(QString::fromStdString(text));
        Game g;
        QVERIFY(g.archive.importExport.importText(QString::fromStdString(text)));
        VariationModel& rows = *g.archive.document.variations();
        QVERIFY(g.archive.document.goToRow(4));
        const int ply = g.controller.history()->ply();
        const Decision next = before.main[static_cast<std::size_t>(ply)];
        std::vector<int> tried;
        for (int h : g.controller.legalHoles())
            if (!(next.kind == DecisionKind::Sow && next.hole == h) && tried.size() < 2)
                tried.push_back(h);
        QCOMPARE(tried.size(), std::size_t(2));
        for (int h : tried) {
            QVERIFY(g.archive.document.goToRow(4));
            // The board's line is the first variation, not finished: the second try is asked about.
            if (!g.controller.playHole(h))
                g.controller.confirmRetake();
            QCOMPARE(g.controller.history()->ply(), ply + 1);
        }
        const int second = rowAtDepth(rows, 1, rowAtDepth(rows, 1) + 1);
        QCOMPARE(rows.current(), second);
        const std::vector<Decision> shown = g.controller.history()->decisions();
        QVERIFY(g.archive.document.moveRow(second, -1));
        QVERIFY(g.controller.history()->decisions() == shown); // the board stays on its line
        QCOMPARE(rows.current(), rowAtDepth(rows, 1));
        const Read after = readBack(g.archive.importExport.exportText());
        QVERIFY(after.main == before.main);
        QCOMPARE(after.resultTag, before.result);
    }

    /// A side line that leaves the game unfinished, promoted over a finished
    /// main line: the tags of the end (Score, Ending) go with the end, and the
    /// export reads back.
    void promotedUnfinishedLineDropsTheEnd()
    {
        const std::string text = writeRecord(finishedGame(11));
        QVERIFY(text.find("[Ending ") != std::string::npos);
        const Read before = readBack(QString::fromStdString(text));
        Game g;
        QVERIFY(g.archive.importExport.importText(QString::fromStdString(text)));
        QVERIFY(g.archive.document.goToRow(4));
        const int ply = g.controller.history()->ply();
        const int hole = otherHole(g.controller, before.main[static_cast<std::size_t>(ply)]);
        QVERIFY(hole >= 0);
        QVERIFY(g.controller.playHole(hole));
        QVERIFY(g.archive.document.promoteRow(rowAtDepth(*g.archive.document.variations(), 1)));
        const QString out = g.archive.importExport.exportText();
        QVERIFY2(out.contains(QStringLiteral("[Result \"*\"]")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("[Ending ")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("[Score ")), qPrintable(out));
        const QByteArray bytes = out.toUtf8();
        const RecordList list = parseRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        QVERIFY(list.ok());
        const ReplayedGame game = readGame(list.games.front());
        QVERIFY2(game.ok(), game.error.message().c_str());
        QVERIFY(!game.end.over());
    }

    /// Marks from the move list: the turn of the board's line holding a ply, undoable.
    void glyphAtPly()
    {
        Game g;
        QVERIFY(g.archive.importExport.importText(QStringLiteral("[Variant \"kalah\"]\n[Seed \"1\"]\n\n1. c-f A (1... B) 2. d *\n")));
        QVERIFY(!g.archive.document.setGlyphAtPly(0, QStringLiteral("!")));
        QVERIFY(!g.archive.document.setGlyphAtPly(5, QStringLiteral("!")));
        QVERIFY(!g.archive.document.setGlyphAtPly(3, QStringLiteral("!!!")));
        QVERIFY(!g.archive.document.canUndoEdit());
        QVERIFY(g.archive.document.setGlyphAtPly(1, QStringLiteral("!"))); // c, the first of c-f
        QVERIFY(g.archive.document.setGlyphAtPly(3, QStringLiteral("?")));
        QVERIFY(!g.archive.document.setGlyphAtPly(3, QStringLiteral("?"))); // no change
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1), QStringLiteral("1. c-f! A? (1... B) 2. d *\n"));
        // On the variation the board shows: its turn is marked.
        QVERIFY(g.archive.document.goToRow(2)); // 1... B
        QVERIFY(g.archive.document.setGlyphAtPly(3, QStringLiteral("??")));
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1), QStringLiteral("1. c-f! A? (1... B??) 2. d *\n"));
        QVERIFY(g.archive.document.setGlyphAtPly(3, QString()));
        QVERIFY(g.archive.document.undoEdit());
        QVERIFY(g.archive.document.undoEdit());
        QVERIFY(g.archive.document.undoEdit());
        QCOMPARE(g.archive.importExport.exportText().section(QStringLiteral("\n\n"), 1), QStringLiteral("1. c-f! A (1... B) 2. d *\n"));
    }

    /// A review's marks, exported and imported again: on the move list again, and written the same.
    void reviewMarksAfterReimport()
    {
        Game g;
        QVERIFY(g.controller.playHole(2)); // c
        QVERIFY(g.controller.playHole(5)); // f
        QVERIFY(g.controller.playHole(6)); // A
        Position before = g.controller.initialPosition();
        QVERIFY(g.controller.history()->setReviewMark(0, before, Decision::sow(2), {2, QStringLiteral("d was better"), "d was better", {}}));
        const QString text = g.archive.importExport.exportText();
        QVERIFY2(text.contains(QStringLiteral("1. c-f $2 {d was better}")), qPrintable(text));
        Game h;
        QVERIFY(h.archive.importExport.importText(text));
        // A turn's glyph without a review's note marks the turn's last decision, once (reviewMarksOf()).
        QCOMPARE(h.controller.history()->reviewMark(0).glyph, 0);
        QCOMPARE(h.controller.history()->reviewMark(1).glyph, 2);
        QCOMPARE(h.controller.history()->reviewMark(1).note, QStringLiteral("d was better"));
        QCOMPARE(h.controller.history()->reviewMark(2).glyph, 0);
        QCOMPARE(h.archive.importExport.exportText(), text);
    }
};

QTEST_GUILESS_MAIN(TestVariations)
#include "tst_variations.moc"
