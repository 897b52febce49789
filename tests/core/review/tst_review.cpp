// SPDX-License-Identifier: GPL-3.0-or-later
// The review engine (mancala/review.h): one scale of seeds lost, marks on
// exact values where the solver (here its opening book) proves them, the
// search's estimate named as such, and the record's marks read back.

#include "test_support.h"

#include "mancala/notation.h"
#include "mancala/record.h"
#include "mancala/review.h"
#include "mancala/search.h"
#include "mancala/solver.h"

#include <QTest>

#include <algorithm>
#include <clocale>

using namespace mancala;
using namespace testsupport;

namespace {

/// The position after `moves` (docs/notation.md tokens, one decision each) from the start of `rules`.
Position after(const Rules& rules, std::initializer_list<const char*> moves)
{
    Position p = startPosition(rules, 1);
    for (const char* token : moves) {
        Decision d;
        std::string error;
        if (!parseDecision(p, token, d, error) || !apply(p, d))
            qFatal("move %s: %s", token, error.c_str());
    }
    return p;
}

Decision decisionOf(const Position& p, const char* token)
{
    Decision d;
    std::string error;
    if (!parseDecision(p, token, d, error))
        qFatal("move %s: %s", token, error.c_str());
    return d;
}

SearchLimits nodes(std::uint64_t n)
{
    SearchLimits limits;
    limits.nodes = n;
    return limits;
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { setPerfectPlayDatabases(false); } // the book alone: the same on every machine
    void thresholdsMakeTheMarks();
    void valuesAreWrittenTheSameInEveryLocale();
    void exampleOpeningIsJudgedOnExactValues();
    void aLossByTheBookIsMarkedWhoeverPlaysIt();
    void anUnprovenPositionSaysItIsAnEstimate();
    void kalah64MarksOnlyWhatIsProven();
    void aDecisionThatKeepsTheExactValueIsNeverMarked();
    void theSameVerdictWhateverWasSolvedBefore();
    void outsideKalahTheNoteNamesTheDepth();
    void marksGoToTheRecordAndBack();
};

// The notes and `[%eval]` carry values as "2.32" whatever the user's locale
// (the app runs in it): a record reads the same on every machine.
void TestReview::valuesAreWrittenTheSameInEveryLocale()
{
    QCOMPARE(seedsNumber(2.32), std::string("2.32"));
    QCOMPARE(seedsNumber(-7.2), std::string("-7.2"));
    QCOMPARE(seedsNumber(8), std::string("8"));
    QCOMPARE(seedsNumber(-0.001), std::string("0"));
    QCOMPARE(signedSeeds(1.96), std::string("+1.96"));
    QCOMPARE(signedSeeds(0.004), std::string("0"));
    const char* comma = nullptr;
    for (const char* name : {"de_DE.UTF-8", "fr_FR.UTF-8", "de_DE.utf8", "fr_FR.utf8", "sw_KE.UTF-8", "ti_ER.UTF-8"})
        if (!comma && std::setlocale(LC_NUMERIC, name))
            comma = name;
    if (!comma)
        QSKIP("no locale with a decimal comma is installed (locales: de_DE.UTF-8)");
    const std::string inLocale = seedsNumber(2.32);
    const std::string withSign = signedSeeds(-7.25);
    std::setlocale(LC_NUMERIC, "C");
    QCOMPARE(inLocale, std::string("2.32"));
    QCOMPARE(withSign, std::string("-7.25"));
}

void TestReview::thresholdsMakeTheMarks()
{
    QCOMPARE(reviewGlyph(0.99), 0);
    QCOMPARE(reviewGlyph(kInaccuracyLoss), 1);
    QCOMPARE(reviewGlyph(2.99), 1);
    QCOMPARE(reviewGlyph(kMistakeLoss), 2);
    QCOMPARE(reviewGlyph(5.99), 2);
    QCOMPARE(reviewGlyph(kBlunderLoss), 3);
    for (int glyph = 0; glyph <= 3; ++glyph)
        QCOMPARE(glyphOfNag(reviewNag(glyph)), glyph);
    QCOMPARE(reviewNag(1), 6); // ?! is $6, ? $2, ?? $4 (docs/notation.md)
    QCOMPARE(reviewNag(2), 2);
    QCOMPARE(reviewNag(3), 4);
    QCOMPARE(glyphOfNag(1), 0); // ! is no review mark
}

void TestReview::exampleOpeningIsJudgedOnExactValues()
{
    // Kalah(6,4), K4 only: the game 1. c-f B-A 2. e B. The built-in book
    // holds the start, the position after c and after c-f with every
    // decision's value: c keeps +8 (f +4), f keeps +8, North's B keeps -8
    // (A -18). None of them loses a seed: no mark, on exact values.
    const Rules rules = Rules::defaults(Variant::Kalah);
    const struct {
        std::initializer_list<const char*> before;
        const char* played;
        double value;
    } cases[] = {{{}, "c", 8}, {{"c"}, "f", 8}, {{"c", "f"}, "B", -8}};
    for (const auto& c : cases) {
        const Position p = after(rules, c.before);
        const DecisionReview r = reviewDecision(p, decisionOf(p, c.played), nodes(50000));
        QVERIFY2(r.judged && r.exact, c.played);
        QCOMPARE(r.playedValue, c.value);
        QCOMPARE(r.bestValue, c.value);
        QCOMPARE(r.loss, 0.0);
        QCOMPARE(r.glyph, 0);
        QVERIFY(r.note.empty());
    }
}

void TestReview::aLossByTheBookIsMarkedWhoeverPlaysIt()
{
    // After 1. c-f North's A is worth -18 against B's -8: ?? on exact values.
    const Rules rules = Rules::defaults(Variant::Kalah);
    const Position north = after(rules, {"c", "f"});
    const DecisionReview r = reviewDecision(north, decisionOf(north, "A"), nodes(50000));
    QVERIFY(r.judged && r.exact);
    QCOMPARE(r.glyph, 3);
    QCOMPARE(r.loss, 10.0);
    QCOMPARE(r.note, std::string("best B (-8), played A (-18): 10 seeds lost, exact values"));
    // South's first decision b: -10 against c's +8.
    const Position start = after(rules, {});
    const DecisionReview s = reviewDecision(start, decisionOf(start, "b"), nodes(50000));
    QVERIFY(s.exact);
    QCOMPARE(s.glyph, 3);
    QCOMPARE(s.note, std::string("best c (+8), played b (-10): 18 seeds lost, exact values"));
}

void TestReview::anUnprovenPositionSaysItIsAnEstimate()
{
    // Kalah(6,6) after 1. a-b C 2. c: a line of weak play the book leaves
    // out, most seeds still in the houses: the solver proves nothing in 30000
    // nodes (nor a mark in 20 times as many). The values are the search's,
    // and a mark says it is its estimate, never exact.
    Rules rules = Rules::defaults(Variant::Kalah);
    rules.seeds = 6;
    const Position p = after(rules, {"a", "b", "C", "c"});
    QVERIFY(!reviewProvesEveryMark(rules));
    QVERIFY(!openingBookValue(p).has_value());
    DecisionList list;
    legalDecisions(p, list);
    int marks = 0;
    for (const Decision& d : list) {
        const DecisionReview r = reviewDecision(p, d, nodes(30000));
        QVERIFY(r.judged);
        QVERIFY(!r.exact);
        QVERIFY(!r.unproven);
        QVERIFY(r.depth > 0);
        QCOMPARE(r.glyph, reviewGlyph(r.loss));
        if (r.glyph > 0) {
            ++marks;
            QVERIFY2(r.note.ends_with("the search's estimate at depth " + std::to_string(r.depth)), r.note.c_str());
            QVERIFY(r.note.find("exact") == std::string::npos);
        }
    }
    QVERIFY(marks > 0);
    // With a depth the search goes to it.
    SearchLimits deep = nodes(30000);
    deep.depth = 4;
    const DecisionReview r = reviewDecision(p, list[0], deep);
    QVERIFY(!r.exact);
    QCOMPARE(r.depth, 4);
}

void TestReview::kalah64MarksOnlyWhatIsProven()
{
    // Kalah(6,4) after 1. d A 2. c-a, North to move with 46 seeds in the
    // houses: the book leaves it out and the solver does not prove every
    // decision in 30000 nodes. A decision the search's estimate would mark
    // is marked only on the solver's proof; unproven, it is not marked.
    const Rules rules = Rules::defaults(Variant::Kalah);
    QVERIFY(reviewProvesEveryMark(rules));
    const Position p = after(rules, {"d", "A", "c", "a"});
    QCOMPARE(p.toMove, Side::North);
    QVERIFY(!openingBookValue(p).has_value());
    DecisionList list;
    legalDecisions(p, list);
    QCOMPARE(list.size(), 5);
    int decided = 0;
    for (const Decision& d : list) {
        const DecisionReview r = reviewDecision(p, d, nodes(30000));
        QVERIFY(r.judged);
        if (r.glyph > 0) {
            QVERIFY2(r.exact, r.note.c_str());
            QVERIFY2(r.note.ends_with("exact values"), r.note.c_str());
        }
        if (r.unproven)
            QCOMPARE(r.glyph, 0);
        decided += r.glyph > 0 || r.unproven;
    }
    QVERIFY(decided > 0); // the search's estimate marked one: the solver decided it
}

void TestReview::aDecisionThatKeepsTheExactValueIsNeverMarked()
{
    // 9... in a self-play game (`mancala-cli selfplay --variant kalah --games
    // 1 --seed 5`): North's D, E and F all keep +2 (`mancala-cli solve
    // --analyse`), where the search's estimate gave E -7.2 against D's 0.76.
    // None of them is marked, whatever the budget.
    const Rules rules = Rules::defaults(Variant::Kalah);
    Position p;
    QCOMPARE(fromPositionString("kalah: 2,4,6,1,1,1/1,0,4,6,4,4 8,6 - - n play - 1 9 0 - rng=1", rules, p),
             std::string());
    SolverLimits all;
    all.analyse = true;
    const auto solved = solveKalah(p, all);
    QVERIFY(solved.has_value());
    QCOMPARE(solved->value, 2);
    for (const char* token : {"D", "E", "F"}) {
        QVERIFY(std::find(solved->best.begin(), solved->best.end(), decisionOf(p, token)) != solved->best.end());
        for (std::uint64_t budget : {30000, 1000000}) {
            const DecisionReview r = reviewDecision(p, decisionOf(p, token), nodes(budget));
            QVERIFY2(r.judged && r.glyph == 0, (std::string(token) + ": " + r.note).c_str());
        }
    }
}

void TestReview::theSameVerdictWhateverWasSolvedBefore()
{
    // The position above, E, reviewed with a table pool emptied, then after
    // the solver proved every decision (as the analysis panel does) into the
    // tables it keeps: the same verdict, field for field.
    const Rules rules = Rules::defaults(Variant::Kalah);
    Position p;
    QCOMPARE(fromPositionString("kalah: 2,4,6,1,1,1/1,0,4,6,4,4 8,6 - - n play - 1 9 0 - rng=1", rules, p),
             std::string());
    for (const char* token : {"E", "A"}) {
        const Decision played = decisionOf(p, token);
        releaseSolverMemory();
        const DecisionReview cold = reviewDecision(p, played, nodes(100000));
        SolverLimits all;
        all.analyse = true;
        QVERIFY(solveKalah(p, all).has_value());
        const DecisionReview warm = reviewDecision(p, played, nodes(100000));
        QCOMPARE(warm.glyph, cold.glyph);
        QCOMPARE(warm.exact, cold.exact);
        QCOMPARE(warm.unproven, cold.unproven);
        QCOMPARE(warm.bestValue, cold.bestValue);
        QCOMPARE(warm.playedValue, cold.playedValue);
        QCOMPARE(warm.depth, cold.depth);
        QCOMPARE(warm.note, cold.note);
    }
}

void TestReview::outsideKalahTheNoteNamesTheDepth()
{
    // Mewelad's opening race (W2) at depth 3, where f gives up about five
    // seeds: whatever is marked says it is the search's estimate at depth 3,
    // never exact.
    const Rules rules = Rules::defaults(Variant::Mewelad);
    const Position p = startPosition(rules, 1);
    DecisionList legal;
    legalDecisions(p, legal);
    SearchLimits limits;
    limits.depth = 3;
    int marks = 0;
    for (const Decision& d : legal) {
        const DecisionReview r = reviewDecision(p, d, limits);
        QVERIFY(r.judged);
        QVERIFY(!r.exact);
        if (r.glyph > 0) {
            ++marks;
            QVERIFY2(r.note.ends_with("the search's estimate at depth 3"), r.note.c_str());
        }
    }
    QVERIFY(marks > 0);
}

void TestReview::marksGoToTheRecordAndBack()
{
    // 1. c-f A: the marks of f (none) and of A (??) on the record, then read back.
    const Rules rules = Rules::defaults(Variant::Kalah);
    const Position start = startPosition(rules, 1);
    std::vector<Decision> line;
    Position p = start;
    for (const char* token : {"c", "f", "A"}) {
        line.push_back(decisionOf(p, token));
        QVERIFY(apply(p, line.back()));
    }
    GameRecord record = recordFromGame(start, 1, line);
    const std::string note = "best B (-8), played A (-18): 10 seeds lost, exact values";
    annotateLine(record.moves, {{0, ""}, {0, ""}, {3, note}});
    QCOMPARE(record.moves.turns.size(), std::size_t(2));
    QVERIFY(record.moves.turns[0].nags.empty());
    QCOMPARE(record.moves.turns[1].nags, std::vector<int>{4});
    QCOMPARE(record.moves.turns[1].comments, std::vector<std::string>{note});
    // Again: the same record (an older review's glyph is replaced, a note kept once).
    annotateLine(record.moves, {{0, ""}, {0, ""}, {3, note}});
    QCOMPARE(record.moves.turns[1].nags, std::vector<int>{4});
    QCOMPARE(record.moves.turns[1].comments.size(), std::size_t(1));
    const std::vector<ReviewMark> back = reviewMarksOf(record.moves, start, line);
    QCOMPARE(back.size(), std::size_t(3));
    QCOMPARE(back[0].glyph, 0);
    QCOMPARE(back[1].glyph, 0);
    QCOMPARE(back[2].glyph, 3);
    QCOMPARE(back[2].note, note);
    // A turn's glyph without a review's note marks its last decision, with its comments.
    record.moves.turns[0].nags = {6};
    record.moves.turns[0].comments = {"too early"};
    const std::vector<ReviewMark> other = reviewMarksOf(record.moves, start, line);
    QCOMPARE(other[0].glyph, 0);
    QCOMPARE(other[1].glyph, 1);
    QCOMPARE(other[1].note, std::string("too early"));

    // The values go to the record (`[%eval]`, one a decision of the turn) and
    // back, marked or not; a review without values leaves none.
    GameRecord valued = recordFromGame(start, 1, line);
    const std::vector<ReviewMark> marks{{0, "", {true, 1.96, false}}, {0, "", {}}, {3, note, {true, -18, true}}};
    annotateLine(valued.moves, marks);
    const std::string text = writeRecord(valued);
    QVERIFY2(text.find("1. c-f {[%eval +1.96 -]} 1... A $4 {[%eval #-18]} {best B") != std::string::npos, text.c_str());
    const RecordList list = parseRecords(text);
    QVERIFY(list.ok());
    const std::vector<ReviewMark> read = reviewMarksOf(list.games[0].moves, start, line);
    QCOMPARE(read.size(), marks.size());
    for (std::size_t i = 0; i < marks.size(); ++i) {
        QCOMPARE(read[i].glyph, marks[i].glyph);
        QVERIFY(read[i].eval == marks[i].eval);
    }
    annotateLine(valued.moves, {{}, {}, {}});
    QVERIFY(valued.moves.turns[0].evals.empty());
    QVERIFY(valued.moves.turns[1].evals.empty());
}

QTEST_APPLESS_MAIN(TestReview)
#include "tst_review.moc"
