// SPDX-License-Identifier: GPL-3.0-or-later
// Move-path counts (perft) from the start of every rule set with its default
// rules: a regression table (docs/perft.md) that changes only when the rules do.

#include "snapshot_support.h"
#include "test_support.h"

#include "mancala/notation.h"
#include "mancala/playout.h"

#include <QTest>

#include <array>
#include <map>

using namespace mancala;
using namespace testsupport;

class TestPerft : public QObject {
    Q_OBJECT

    static constexpr const char* kTable = "perft.txt";
    static constexpr int kDeepest = 6; ///< the snapshot's depths: 3 to 6 (Kalah to 8)
    std::vector<std::string> m_written; ///< snapshot lines, when updating

private slots:
    // Depths 1 and 2 are worked by hand (below); the deeper counts are a
    // snapshot (tests/snapshots/perft.txt, docs/perft.md shows them): what
    // the rules as committed count, rewritten only by tests/snapshots/update.sh.
    void table_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("count");
        // Depth 1-2 worked by hand:
        // Kalah: 6 houses; of South's six first moves only c (4 seeds: d e f
        // store) ends in the store (K3), leaving five houses to sow again:
        // 5 + 5 x 6 = 35 sequences of two decisions.
        // Qelat: no first move can make a walda (every hole holds 4, Q5 needs
        // 3 before the last seed), so North has six holes: 6 x 6 = 36.
        // Qelat Keren: South's six holes (M2), then North's answers.
        // Mewelad: the race choices (W2), South's six holes then North's.
        // Enkeshui, layout A: the race choices (E2) of South's six filled
        // holes c..h, then North's six: 6 and 6 x 6 = 36.
        const std::map<Variant, std::array<int, 2>> byHand = {
            {Variant::Kalah, {6, 35}},  {Variant::Qelat, {6, 36}},    {Variant::QelatKeren, {6, 32}},
            {Variant::Mewelad, {6, 36}}, {Variant::Enkeshui, {6, 36}},
        };
        const auto snapshot = snapshot::read(kTable, 2);
        for (const auto& [v, counts] : byHand) {
            const std::string id(variantId(v));
            for (int depth = 1; depth <= 2; ++depth)
                QTest::addRow("%s depth %d", id.c_str(), depth) << int(v) << depth << QString::number(counts[depth - 1]);
            for (int depth = 3; depth <= deepest(v); ++depth) {
                const auto row = snapshot.find(id + " " + std::to_string(depth));
                QTest::addRow("%s depth %d", id.c_str(), depth)
                    << int(v) << depth << QString::fromStdString(row == snapshot.end() ? "?" : row->second[0]);
            }
        }
    }
    void table()
    {
        QFETCH(int, variant);
        QFETCH(int, depth);
        QFETCH(QString, count);
        const Rules rules = Rules::defaults(static_cast<Variant>(variant));
        const Position start = startPosition(rules, 1);
        const std::uint64_t counted = perft(start, depth);
        if (depth >= 3 && snapshot::updating()) {
            m_written.push_back(std::string(variantId(rules.variant)) + " " + std::to_string(depth) + " "
                                + std::to_string(counted));
            return;
        }
        QCOMPARE(QString::number(counted), count);
    }
    void cleanupTestCase()
    {
        if (snapshot::updating() && !m_written.empty())
            QVERIFY(snapshot::write(kTable,
                                    "Snapshot of tst_perft's table() beyond depth 2: written by\n"
                                    "tests/snapshots/update.sh, never by hand (docs/testing.md).\n"
                                    "rule set, depth, decision sequences from the start (seed 1).",
                                    m_written));
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

private:
    /// Kalah's counts go two depths further (docs/perft.md).
    static int deepest(Variant v) { return v == Variant::Kalah ? kDeepest + 2 : kDeepest; }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
