// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzle files (docs/puzzles.md): the line format read and written back,
// comments, and bad lines refused with a reason.

#include "mancala/puzzle.h"

#include <QTest>

using namespace mancala;

Q_DECLARE_METATYPE(std::string)

namespace {

// Kalah's start: `c` (4 seeds) ends in the store (K3), an extra turn.
const std::string kStart = "kalah: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -";
const std::string kGood = "position=" + kStart
    + " best=c value=2 theme=extra-turn level=1 second=0 depth=0 line=c,f,E id=kalah-0001";

std::string withField(const std::string& line, const std::string& field, const std::string& value)
{
    const std::size_t at = line.find(" " + field + "=");
    const std::size_t end = line.find(' ', at + 1);
    return line.substr(0, at + field.size() + 2) + value + (end == std::string::npos ? "" : line.substr(end));
}

} // namespace

class TestPuzzle : public QObject {
    Q_OBJECT

private slots:
    void readsEveryField()
    {
        std::string error;
        const std::optional<Puzzle> p = parsePuzzleLine(kGood, error);
        QVERIFY2(p, error.c_str());
        QCOMPARE(p->position, kStart);
        QCOMPARE(p->best, std::string("c"));
        QCOMPARE(p->value, 2);
        QCOMPARE(p->theme, std::string("extra-turn"));
        QCOMPARE(p->level, 1);
        QCOMPARE(p->second, 0);
        QCOMPARE(p->depth, 0);
        QCOMPARE(p->line, std::string("c f E")); // spaces in memory, commas in the file
        QCOMPARE(p->id, std::string("kalah-0001"));
    }

    void roundTrip()
    {
        std::string error;
        const std::optional<Puzzle> p = parsePuzzleLine(kGood, error);
        QVERIFY2(p, error.c_str());
        QCOMPARE(puzzleLine(*p), kGood);

        const Puzzle q { .position
            = "kalah;houses=3;seeds=3;empty-capture=on: 3,0,4/3,3,1 2,2 - - s play - 1 4 0 -",
            .best = "b",
            .value = -3,
            .theme = "capture",
            .level = 4,
            .second = -7,
            .depth = 12,
            .line = "b A c",
            .id = "kalah-0150" };
        const std::string written = puzzleLine(q);
        QVERIFY(written.find(" line=b,A,c ") != std::string::npos);
        const std::optional<Puzzle> back = parsePuzzleLine(written, error);
        QVERIFY2(back, error.c_str());
        QCOMPARE(back->position, q.position);
        QCOMPARE(back->best, q.best);
        QCOMPARE(back->value, q.value);
        QCOMPARE(back->second, q.second);
        QCOMPARE(back->theme, q.theme);
        QCOMPARE(back->level, q.level);
        QCOMPARE(back->depth, q.depth);
        QCOMPARE(back->line, q.line);
        QCOMPARE(back->id, q.id);
    }

    void commentsAndBlankLines()
    {
        for (const char* text : { "", "   ", "# how these were made", "#position=x best=c", "\r" }) {
            std::string error = "stale";
            QVERIFY(!parsePuzzleLine(text, error));
            QVERIFY2(error.empty(), text);
        }
    }

    void unknownFieldsIgnored()
    {
        std::string error;
        const std::optional<Puzzle> p = parsePuzzleLine(kGood + " source=selfplay note=x\r", error);
        QVERIFY2(p, error.c_str());
        QCOMPARE(p->id, std::string("kalah-0001"));
        QCOMPARE(p->line, std::string("c f E"));
    }

    void lineTokensKeepDistributions()
    {
        const std::vector<std::string> tokens = puzzleLineTokens("{a3 b5 c0},D,e-cw");
        QCOMPARE(tokens.size(), std::size_t(3));
        QCOMPARE(tokens[0], std::string("{a3 b5 c0}"));
        QCOMPARE(tokens[2], std::string("e-cw"));
        QCOMPARE(puzzleLineTokens("c f E").size(), std::size_t(3));
    }

    void badLines_data()
    {
        QTest::addColumn<std::string>("line");
        QTest::addColumn<std::string>("reason");
        QTest::newRow("no position") << std::string("best=c value=1")
                                     << std::string("starts with 'position='");
        QTest::newRow("no best") << std::string("position=" + kStart + " value=2")
                                 << std::string("no 'best='");
        QTest::newRow("missing id") << kGood.substr(0, kGood.find(" id=")) << std::string("'id' is missing");
        QTest::newRow("value not a number")
            << withField(kGood, "value", "two") << std::string("'value' needs a whole number, not 'two'");
        QTest::newRow("level 6") << withField(kGood, "level", "6") << std::string("a level from 1 to 5");
        QTest::newRow("negative depth")
            << withField(kGood, "depth", "-1") << std::string("a depth of 0 or more");
        QTest::newRow("second keeps the value")
            << withField(kGood, "second", "2") << std::string("the best decision is not the only one");
        QTest::newRow("line starts elsewhere") << withField(
            kGood, "line", "d,E") << std::string("the line starts with 'd', not with the best decision 'c'");
        QTest::newRow("field twice") << kGood + " value=3" << std::string("'value' comes twice");
        QTest::newRow("no rule set") << "position=4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -"
                + kGood.substr(kGood.find(" best="))
                                     << std::string("does not name its rule set");
        QTest::newRow("unknown rule set")
            << "position=oware: 4,4,4,4,4,4/4,4,4,4,4,4 0,0 - - s play - 1 1 0 -"
                + kGood.substr(kGood.find(" best="))
            << std::string("position: unknown rule set 'oware'");
        QTest::newRow("seeds not conserved")
            << "position=kalah: 4,4,4,4,4,4/4,4,4,4,4,5 0,0 - - s play - 1 1 0 -"
                + kGood.substr(kGood.find(" best="))
            << std::string("position: ");
        // South is to move: North's hole is no decision of theirs.
        QTest::newRow("best not legal")
            << withField(withField(kGood, "best", "C"), "line", "C") << std::string("best: 'C'");
        // South's empty house after `c`: `c` again is illegal in the position reached by a turn token.
        QTest::newRow("turn token goes wrong")
            << withField(withField(kGood, "best", "c-c"), "line", "c-c") << std::string("best: 'c'");
    }

    void badLines()
    {
        QFETCH(std::string, line);
        QFETCH(std::string, reason);
        std::string error;
        QVERIFY(!parsePuzzleLine(line, error));
        QVERIFY2(error.find(reason) != std::string::npos, ("got: " + error).c_str());
    }

    void readsAFileReportingBadLines()
    {
        const std::string text = "# Kalah puzzles\n\n" + kGood + "\n" + withField(kGood, "level", "0") + "\n"
            + withField(kGood, "id", "kalah-0002") + "\n";
        std::vector<std::string> errors;
        const std::vector<Puzzle> puzzles = readPuzzles(text, errors);
        QCOMPARE(puzzles.size(), std::size_t(2));
        QCOMPARE(puzzles[1].id, std::string("kalah-0002"));
        QCOMPARE(errors.size(), std::size_t(1));
        QVERIFY2(errors[0].starts_with("line 4: "), errors[0].c_str());
    }
};

QTEST_GUILESS_MAIN(TestPuzzle)
#include "tst_puzzle.moc"
