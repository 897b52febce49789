// SPDX-License-Identifier: GPL-3.0-or-later
// Move-path counts (perft) from the start of every rule set with its default
// rules: a regression table (docs/perft.md) that changes only when the rules do.

#include "test_support.h"

#include "mancala/notation.h"
#include "mancala/playout.h"

#include <QTest>

using namespace mancala;
using namespace testsupport;

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void table_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("count");
        struct Row { Variant v; std::initializer_list<quint64> counts; };
        // Depth 1-2 worked by hand:
        // Kalah: 6 houses; of South's six first moves only c (4 seeds: d e f
        // store) ends in the store (K3), leaving five houses to sow again:
        // 5 + 5 x 6 = 35 sequences of two decisions.
        // Qelat: no first move can make a walda (every hole holds 4, Q5 needs
        // 3 before the last seed), so North has six holes: 6 x 6 = 36.
        const Row rows[] = {
            {Variant::Kalah, {6, 35, 185, 942, 4690, 23233, 114430, 563055}},
            {Variant::Qelat, {6, 36, 198, 1092, 5950, 32258}},
            // Qelat Keren: South's six holes (M2), then North's answers.
            {Variant::QelatKeren, {6, 32, 157, 769, 3668, 17069}},
            // Mewelad: the race choices (W2), South's six holes then North's.
            {Variant::Mewelad, {6, 36, 196, 916, 4347, 20263}},
            // Enkeshui, layout A: the race choices (E2) of South's six filled
            // holes c..h, then North's six: 6 and 6 x 6 = 36.
            {Variant::Enkeshui, {6, 36, 254, 1678, 10816, 65617}},
        };
        for (const Row& row : rows) {
            int depth = 1;
            for (quint64 count : row.counts) {
                QTest::addRow("%s depth %d", std::string(variantId(row.v)).c_str(), depth)
                    << int(row.v) << depth << count;
                ++depth;
            }
        }
    }
    void table()
    {
        QFETCH(int, variant);
        QFETCH(int, depth);
        QFETCH(quint64, count);
        const Rules rules = Rules::defaults(static_cast<Variant>(variant));
        const Position start = startPosition(rules, 1);
        QCOMPARE(quint64(perft(start, depth)), count);
    }

    void depthZeroIsOne()
    {
        const Rules rules = Rules::defaults(Variant::Kalah);
        QCOMPARE(perft(startPosition(rules, 1), 0), std::uint64_t(1));
    }

    void finishedGameIsALeaf()
    {
        // K5: f sows into the store and South's row is empty: the game ends,
        // so the single sequence of one decision has no continuation.
        const Rules rules = Rules::defaults(Variant::Kalah);
        Position p = startPosition(rules, 1);
        setRows(p, "0,0,0,0,0,1/0,0,0,0,0,1");
        p.store = {23, 23};
        QCOMPARE(perft(p, 1), std::uint64_t(1));
        QCOMPARE(perft(p, 2), std::uint64_t(0));
        play(p, Decision::sow(5));
        QVERIFY(p.over());
        QCOMPARE(perft(p, 0), std::uint64_t(1));
        QCOMPARE(perft(p, 1), std::uint64_t(0));
    }

    void divideAddsUp()
    {
        const Rules rules = Rules::defaults(Variant::Kalah);
        const Position start = startPosition(rules, 1);
        std::uint64_t total = 0;
        for (const auto& [d, n] : perftDivide(start, 4))
            total += n;
        QCOMPARE(total, perft(start, 4));
        // c is the extra turn: c then five houses, each answered by six.
        const auto divided = perftDivide(start, 2);
        QCOMPARE(int(divided.size()), 6);
        QCOMPARE(divided[2].second, std::uint64_t(5));
        QCOMPARE(divided[0].second, std::uint64_t(6));
    }

    /// legalDecisions() is exact: every decision it lists is accepted, and
    /// every candidate it leaves out is refused (or it is the G1 pass).
    void legalDecisionsAreExact_data()
    {
        QTest::addColumn<int>("variant");
        for (int v = 0; v < kVariantCount; ++v)
            QTest::newRow(std::string(variantId(static_cast<Variant>(v))).c_str()) << v;
    }
    void legalDecisionsAreExact()
    {
        QFETCH(int, variant);
        const Rules rules = Rules::defaults(static_cast<Variant>(variant));
        PlayoutRandom random(5);
        for (std::uint64_t game = 1; game <= 30; ++game) {
            Position p = startPosition(rules, game);
            for (int k = 0; k < 400 && !p.over(); ++k) {
                DecisionList legal;
                DecisionList candidates;
                legalDecisions(p, legal);
                candidateDecisions(p, candidates);
                QVERIFY(!legal.empty());
                for (const Decision& d : legal) {
                    Position copy = p;
                    QVERIFY2(apply(copy, d), (toPositionString(p) + " " + formatDecision(p, d)).c_str());
                }
                for (const Decision& d : candidates) {
                    Position copy = p;
                    if (!legal.contains(d))
                        QVERIFY2(!apply(copy, d), (toPositionString(p) + " " + formatDecision(p, d)).c_str());
                }
                if (!playRandomDecision(p, random))
                    break;
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
