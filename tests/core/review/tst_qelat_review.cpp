// SPDX-License-Identifier: GPL-3.0-or-later
// The review in Qelat (mancala/review.h) reads the endgame database: once
// the seeds in play are within it, every verdict is on exact values, a
// decision that keeps the value is never marked, and the note says the
// values are exact; elsewhere the note says the mark is the search's
// estimate.

#include "test_support.h"
#include "solver/qelat_positions.h"

#include "mancala/notation.h"
#include "mancala/qelat_perfect.h"
#include "mancala/record.h"
#include "mancala/review.h"
#include "mancala/search.h"

#include <QTest>

#include <random>

using namespace mancala;
using namespace testsupport;
using namespace testsupport::qelat;

namespace {

SearchLimits nodes(std::uint64_t n)
{
    SearchLimits limits;
    limits.nodes = n;
    return limits;
}

/// A hand-made record near the end: 5 seeds in play, South's walda f holds
/// 22, North's A 21. South's c keeps +6 and a gives 10 of it away (the
/// database: a -4); North's E then keeps +4 (for North); c is South's only move.
constexpr const char* kRecord = "[Event \"Qelat review test\"]\n"
                                "[Variant \"qelat\"]\n"
                                "[Setup \"0,0,1,0,0,21/3,0,1,0,0,22 0,0 fws,Awn - s play - 1 60 0 -\"]\n"
                                "\n"
                                "60. a E 61. c *\n";

} // namespace

class TestQelatReview : public QObject {
    Q_OBJECT

    std::shared_ptr<QelatEndgame> m_db = std::make_shared<QelatEndgame>();
    const Rules m_rules = Rules::defaults(Variant::Qelat);

private slots:
    void initTestCase()
    {
        QCOMPARE(m_db->compute(m_rules, 5), std::string());
        setQelatPerfectDatabase(m_db);
    }
    void cleanupTestCase() { setQelatPerfectDatabase(nullptr); }

    /// The record's marks: a ?? on exact values, E (which keeps the value) and the forced c none.
    void aRecordNearTheEndIsJudgedOnExactValues()
    {
        const RecordList list = parseRecords(kRecord);
        QVERIFY(list.ok());
        const ReplayedGame game = readGame(list.games.front());
        QVERIFY2(game.ok(), game.error.message().c_str());
        QCOMPARE(game.decisions.size(), std::size_t(3));
        std::vector<ReviewMark> marks;
        Position p = game.start;
        std::vector<DecisionReview> verdicts;
        for (const Decision& played : game.decisions) {
            verdicts.push_back(reviewDecision(p, played, nodes(20000)));
            marks.push_back({verdicts.back().glyph, verdicts.back().note});
            QVERIFY(apply(p, played));
        }
        QVERIFY(verdicts[0].judged && verdicts[0].exact);
        QCOMPARE(verdicts[0].depth, 0);
        QCOMPARE(verdicts[0].glyph, 3);
        QCOMPARE(verdicts[0].note, std::string("best c (+6), played a (-4): 10 seeds lost, exact values"));
        QVERIFY(verdicts[1].judged && verdicts[1].exact);
        QCOMPARE(verdicts[1].glyph, 0);
        QCOMPARE(verdicts[1].playedValue, 4.0);
        QVERIFY(!verdicts[2].judged); // the only legal decision
        GameRecord record = list.games.front();
        annotateLine(record.moves, marks);
        const std::string text = writeRecord(record);
        QVERIFY2(text.find("60. a $4 {best c (+6), played a (-4): 10 seeds lost, exact values} 60... E 61. c")
                     != std::string::npos,
                 text.c_str());
    }

    /// Random endgames the database holds: every decision's verdict is exact,
    /// its loss the database's, and one that keeps the value is never marked.
    void everyVerdictInRangeIsExact()
    {
        std::mt19937 rng(38);
        int positions = 0;
        int marked = 0;
        for (int i = 0; i < 80; ++i) {
            const Position p = reachableEndgame(m_rules, rng, 5);
            const auto exact = qelatExactDecisions(*m_db, p);
            if (!exact || exact->size() < 2)
                continue;
            ++positions;
            const int best = exact->front().value;
            for (const QelatExactDecision& d : *exact) {
                // A tiny budget: the search alone would guess; the database decides.
                const DecisionReview r = reviewDecision(p, d.decision, nodes(50));
                QVERIFY(r.judged && r.exact);
                QCOMPARE(r.bestValue, static_cast<double>(best));
                QCOMPARE(r.playedValue, static_cast<double>(d.value));
                QCOMPARE(r.loss, static_cast<double>(best - d.value));
                QCOMPARE(r.glyph, reviewGlyph(best - d.value));
                if (d.value == best)
                    QCOMPARE(r.glyph, 0);
                if (r.glyph > 0) {
                    ++marked;
                    QVERIFY2(r.note.ends_with("exact values"), r.note.c_str());
                }
            }
        }
        QVERIFY(positions >= 20);
        QVERIFY(marked > 0);
    }

    /// Above the database (more seeds in play than it holds) a mark is the search's estimate and says so.
    void aboveTheDatabaseTheNoteNamesTheDepth()
    {
        const Position p = startPosition(m_rules, 1);
        DecisionList legal;
        legalDecisions(p, legal);
        SearchLimits limits;
        limits.depth = 2;
        for (const Decision& d : legal) {
            const DecisionReview r = reviewDecision(p, d, limits);
            QVERIFY(r.judged);
            QVERIFY(!r.exact);
            if (r.glyph > 0)
                QVERIFY2(r.note.ends_with("the search's estimate at depth 2"), r.note.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestQelatReview)
#include "tst_qelat_review.moc"
