// SPDX-License-Identifier: GPL-3.0-or-later
// Qelat's quiet moves played backwards (solver/qelat_retro.h), which the
// endgame database's builder follows: for every position of small seed
// counts, every house rule of Q6, Q7 and Q10, the moves found backwards from
// each position are exactly the quiet moves and passes (G2, Q8) played
// forwards by qelatSow(), the engine's sowing for the database.

#include "solver/qelat_layout.h"
#include "solver/qelat_retro.h"

#include <QTest>

#include <algorithm>
#include <utility>
#include <vector>

using namespace mancala::solver;

namespace {

using Edge = std::pair<std::uint64_t, std::uint64_t>; ///< (position before, position after)

/// Every position of seed count n, with its index.
template <class F>
void forEachPosition(const QelatLayout& layout, int n, F&& f)
{
    for (std::size_t id = 0; id < layout.configs().size(); ++id)
        for (int bar = 0; bar < 3; ++bar) {
            const std::uint64_t size = layout.blockSize(layout.configs()[id], bar, n);
            for (std::uint64_t r = 0; r < size; ++r)
                f(layout.state(static_cast<int>(id), bar, n, r));
        }
}

} // namespace

class TestQelatRetro : public QObject {
    Q_OBJECT

private slots:
    void backwardsIsForwards_data()
    {
        QTest::addColumn<int>("houses");
        QTest::addColumn<bool>("corners");
        QTest::addColumn<bool>("skipWaldas");
        QTest::addColumn<bool>("antiRepetition");
        QTest::addColumn<int>("seeds");
        QTest::newRow("2x6") << 6 << false << false << true << 6;
        QTest::newRow("2x6 corners") << 6 << true << false << true << 5;
        QTest::newRow("2x6 skip-waldas") << 6 << false << true << true << 5;
        QTest::newRow("2x6 anti-repetition=off") << 6 << false << false << false << 5;
        QTest::newRow("2x4 skip-waldas corners") << 4 << true << true << true << 8;
        QTest::newRow("2x3") << 3 << false << false << true << 9;
    }
    void backwardsIsForwards()
    {
        QFETCH(int, houses);
        QFETCH(bool, corners);
        QFETCH(bool, skipWaldas);
        QFETCH(bool, antiRepetition);
        QFETCH(int, seeds);
        QelatGame g;
        g.m = houses;
        g.corners = corners;
        g.skipWaldas = skipWaldas;
        g.antiRepetition = antiRepetition;
        const QelatLayout layout(g, seeds);
        std::uint64_t passes = 0;
        std::uint64_t laps = 0;
        for (int n = 0; n <= seeds; ++n) {
            std::vector<Edge> forwards;
            std::vector<Edge> backwards;
            forEachPosition(layout, n, [&](const QelatState& s) {
                const std::uint64_t from = layout.index(s, n);
                QVERIFY(from != ~std::uint64_t{0});
                QelatMove move;
                bool moved = false;
                for (int h = 0; h < g.m; ++h) {
                    if (!qelatSow(g, s, h, move))
                        continue;
                    moved = true;
                    laps += s.seeds[static_cast<std::size_t>(h)] >= g.ring();
                    if (move.quiet)
                        forwards.emplace_back(from, layout.index(move.next, n));
                }
                if (!moved && qelatCanMove(g, s, false)) {
                    forwards.emplace_back(from, layout.index(qelatTurned(g, s, -1), n));
                    ++passes;
                }
                const std::uint64_t to = from;
                qelatUnsowQuiet(g, s, [&](const QelatState& p) {
                    const std::uint64_t before = layout.index(p, n);
                    QVERIFY2(before != ~std::uint64_t{0}, "a move backwards gave a position the database has not");
                    backwards.emplace_back(before, to);
                });
            });
            std::sort(forwards.begin(), forwards.end());
            std::sort(backwards.begin(), backwards.end());
            QCOMPARE(backwards.size(), forwards.size());
            QVERIFY2(backwards == forwards, qPrintable(QStringLiteral("seed count %1").arg(n)));
        }
        QVERIFY(passes > 0); // Q8 passes were among them
        if (seeds >= 2 * houses)
            QVERIFY(laps > 0); // and sowings of a whole lap and more
    }
};

QTEST_APPLESS_MAIN(TestQelatRetro)
#include "tst_qelat_retro.moc"
