// SPDX-License-Identifier: GPL-3.0-or-later
// The launch move list (MANCALA_MOVES): read with the core's token parser and
// played by the game; a bad token is named, with why, and changes nothing.
#include "game/gamecontroller.h"
#include "game/launchmoves.h"

#include <QTest>

using namespace mancala;
using namespace mancala::app;

namespace {

int total(const Position& p)
{
    int seeds = 0;
    for (int h = 0; h < p.ring(); ++h)
        seeds += p.seeds[static_cast<std::size_t>(h)];
    return seeds + p.store[0] + p.store[1];
}

} // namespace

class TestLaunchMoves : public QObject {
    Q_OBJECT

private slots:
    void goodListIsPlayed()
    {
        GameController game;
        game.player()->setSpeed(StepPlayer::Instant);
        // Kalah, 4 seeds: c sows d e f and South's store (an extra turn); f sows
        // the store, A, B, C, D (it holds 5); North's A (5) sows B..F, no capture.
        QCOMPARE(game.playMoves({"c", "f", "A"}), QString());
        QCOMPARE(game.history()->plyCount(), 3);
        QCOMPARE(game.history()->ply(), 3);
        QCOMPARE(game.positionSeeds(), (QList<int>{4, 4, 0, 5, 5, 0, 0, 6, 6, 6, 5, 5}));
        QCOMPARE(game.scoreSouth(), 2);
        QCOMPARE(game.scoreNorth(), 0);
        QCOMPARE(total(game.position()), 48);
        QCOMPARE(game.toMove(), 0);
    }

    void badTokenChangesNothing_data()
    {
        QTest::addColumn<QStringList>("tokens");
        QTest::addColumn<QString>("why");
        // After c (an extra turn): f, then North's A, leave South to move with c empty.
        QTest::newRow("no such hole") << QStringList{"f", "A", "z"} << QStringLiteral("move 3 'z' refused: ");
        QTest::newRow("an empty hole") << QStringList{"f", "A", "c"} << QStringLiteral("move 3 'c' refused: ");
        QTest::newRow("North's hole on South's turn") << QStringList{"B"} << QStringLiteral("move 1 'B' refused: ");
        QTest::newRow("no such goal") << QStringList{"f", "until:dawn"} << QStringLiteral("move 2 'until:dawn' refused: no such goal");
        QTest::newRow("a count of none") << QStringList{"auto0"} << QStringLiteral("move 1 'auto0' refused: 'auto' takes a count");
        QTest::newRow("a count that is no number") << QStringList{"f", "autox"} << QStringLiteral("move 2 'autox' refused: 'auto' takes a count");
    }

    void badTokenChangesNothing()
    {
        QFETCH(QStringList, tokens);
        QFETCH(QString, why);
        GameController game;
        game.player()->setSpeed(StepPlayer::Instant);
        QVERIFY(game.playHole(2)); // c: d e f and the store, South again
        const Position before = game.position();
        const QString refused = game.playMoves(tokens);
        QVERIFY2(refused.startsWith(why), qPrintable(refused));
        QVERIFY2(refused.size() > why.size(), qPrintable(refused)); // a reason follows
        QVERIFY(game.position() == before);
        QCOMPARE(game.history()->plyCount(), 1);
    }

    void readerNamesTheTokenAndWhy()
    {
        GameController game;
        LaunchLine line;
        // c empties c: sowing it again is illegal, and the reader says so in the core's words.
        const QString why = readLaunchMoves(game.position(), {"c", "c"}, line);
        QVERIFY2(why.startsWith(QLatin1String("move 2 'c' refused: ")), qPrintable(why));
        QVERIFY(why.size() > QStringLiteral("move 2 'c' refused: ").size());
        QVERIFY(line.decisions.empty());
    }

    void autoAndOk()
    {
        GameController game;
        LaunchLine line;
        QCOMPARE(readLaunchMoves(game.position(), {"c", "auto3", "until:none", "ok"}, line), QString());
        QCOMPARE(line.decisions.size(), std::size_t(4));
        QVERIFY(line.decisions[0] == Decision::sow(2));
        QVERIFY(line.acknowledgeRace);
        QCOMPARE(readLaunchMoves(game.position(), {"ok", "c"}, line), QString());
        QVERIFY(!line.acknowledgeRace); // only a last `ok` lifts the screen after the list
        // until:over plays a whole game, every decision legal.
        QCOMPARE(readLaunchMoves(game.position(), {"until:over"}, line), QString());
        Position p = game.position();
        for (const Decision& d : line.decisions)
            QVERIFY(apply(p, d));
        QVERIFY(p.over());
        QCOMPARE(total(p), 48);
    }
};

QTEST_GUILESS_MAIN(TestLaunchMoves)
#include "tst_launchmoves.moc"
