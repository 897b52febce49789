// SPDX-License-Identifier: GPL-3.0-or-later
// Kalah endgame databases (endgame.h): every entry agrees with the solver
// run without a database; damaged files are refused and left alone.

#include "mancala/endgame.h"
#include "../../read_all.h"
#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/solver.h"
#include "solver/board_index.h"
#include "solver/small_database.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstring>
#include <random>

using namespace mancala;

namespace {

Rules kalah(int houses, int seeds, EmptyCapture capture, bool countRemaining = true)
{
    Rules r = Rules::defaults(Variant::Kalah);
    r.houses = houses;
    r.seeds = seeds;
    r.emptyCapture = capture;
    r.countRemaining = countRemaining;
    return r;
}

/// A position with South to move and `b` (South's row first) on the board, the rest in South's store.
Position positionOf(const Rules& rules, const solver::Board& b)
{
    Position p = startPosition(rules, 1);
    int onBoard = 0;
    for (int i = 0; i < p.ring(); ++i) {
        p.seeds[i] = b.holes[i];
        onBoard += b.holes[i];
    }
    p.store = {static_cast<std::int16_t>(rules.totalSeeds() - onBoard), 0};
    return p;
}

bool bothRowsHoldSeeds(const solver::Board& b, int m)
{
    return solver::rowSum(b, 0, m) > 0 && solver::rowSum(b, m, m) > 0;
}

void writeAll(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(data), data.size());
}

} // namespace

class TestEndgame : public QObject {
    Q_OBJECT

private slots:
    void entriesAgreeWithTheSolver_data()
    {
        QTest::addColumn<int>("capture");
        QTest::addColumn<bool>("countRemaining");
        QTest::newRow("K4 K5") << 0 << true;
        QTest::newRow("K7 on K5") << 1 << true;
        QTest::newRow("K7 last-seed K8") << 2 << false;
    }
    void entriesAgreeWithTheSolver()
    {
        QFETCH(int, capture);
        QFETCH(bool, countRemaining);
        QTemporaryDir dir;
        const Rules rules = kalah(4, 3, static_cast<EmptyCapture>(capture), countRemaining);
        const int seeds = 8;
        const std::string path = dir.path().toStdString() + "/" + EndgameDatabase::fileName(rules, seeds);
        QCOMPARE(EndgameDatabase::build(rules, seeds, path), std::string());
        EndgameDatabase db;
        QCOMPARE(db.open(path), std::string());
        QVERIFY(db.suits(rules));
        QCOMPARE(db.seeds(), seeds);

        // Every board of the database, solved without it.
        const solver::BoardIndex index(rules.houses);
        const int n = 2 * rules.houses;
        SolverLimits plain;
        plain.useBook = false;
        plain.memoryMB = 16;
        int checked = 0;
        for (int s = 1; s <= seeds; ++s) {
            solver::Board b;
            b.holes[n - 1] = static_cast<std::uint8_t>(s);
            do {
                if (!bothRowsHoldSeeds(b, rules.houses))
                    continue;
                const Position p = positionOf(rules, b);
                const auto solved = solveKalah(p, plain);
                QVERIFY(solved.has_value());
                const int stored = db.values()[index.index(b, s)];
                QVERIFY2(solved->value - (p.store[0] - p.store[1]) == stored, toPositionString(p).c_str());
                ++checked;
            } while (solver::nextBoard(b, n));
        }
        QVERIFY(checked > 10000);
    }

    void solverWithDatabaseAgrees()
    {
        // Random positions of 6 houses with more seeds than the database holds.
        QTemporaryDir dir;
        const Rules rules = kalah(6, 4, EmptyCapture::On);
        QCOMPARE(EndgameDatabase::build(rules, 7, dir.path().toStdString() + "/" + EndgameDatabase::fileName(rules, 7)),
                 std::string());
        EndgameDatabase db;
        QVERIFY(db.openFor(rules, dir.path().toStdString()));
        QCOMPARE(db.seeds(), 7);
        std::mt19937_64 rng(7);
        int compared = 0;
        std::uint64_t nodesWith = 0;
        std::uint64_t nodesWithout = 0;
        for (int game = 0; game < 20; ++game) {
            Position p = startPosition(rules, 1);
            while (!p.over() && p.seedsOnBoard() > 16) {
                DecisionList list;
                legalDecisions(p, list);
                apply(p, list[static_cast<int>(rng() % static_cast<std::uint64_t>(list.size()))]);
            }
            if (p.over())
                continue;
            SolverLimits limits;
            limits.analyse = true;
            limits.useBook = false;
            limits.memoryMB = 16;
            releaseSolverMemory(); // nothing carried over from the other solve
            const auto without = solveKalah(p, limits);
            releaseSolverMemory();
            limits.database = &db;
            const auto with = solveKalah(p, limits);
            QVERIFY(without && with);
            QCOMPARE(with->value, without->value);
            QCOMPARE(with->best, without->best);
            QCOMPARE(with->decisions.size(), without->decisions.size());
            for (std::size_t i = 0; i < with->decisions.size(); ++i)
                QCOMPARE(with->decisions[i].value, without->decisions[i].value);
            nodesWith += with->nodes;
            nodesWithout += without->nodes;
            ++compared;
        }
        QVERIFY(compared >= 10);
        QVERIFY(nodesWith < nodesWithout);
    }

    void damagedFilesAreRefused()
    {
        QTemporaryDir dir;
        const Rules rules = kalah(3, 2, EmptyCapture::Off);
        const QString path = dir.path() + "/" + QString::fromStdString(EndgameDatabase::fileName(rules, 6));
        QCOMPARE(EndgameDatabase::build(rules, 6, path.toStdString()), std::string());
        const QByteArray good = readAll(path);
        QVERIFY(good.size() > 64);
        EndgameDatabase db;
        QCOMPARE(db.open(path.toStdString()), std::string());
        db.close();

        auto refused = [&](const QByteArray& bad, const char* reason) {
            writeAll(path, bad);
            const std::string err = db.open(path.toStdString());
            QVERIFY2(err.find(reason) != std::string::npos, err.c_str());
            QVERIFY(!db.isOpen());
            QCOMPARE(readAll(path), bad); // left as it was
        };
        // A changed value: the header is whole, so the file opens; the
        // checksum check (in the background) refuses it.
        QByteArray flipped = good;
        flipped[flipped.size() - 5] = static_cast<char>(flipped[flipped.size() - 5] ^ 1);
        writeAll(path, flipped);
        QCOMPARE(db.open(path.toStdString()), std::string());
        const std::string err = db.verify();
        QVERIFY2(err.find("checksum") != std::string::npos, err.c_str());
        QVERIFY(db.damaged());
        QVERIFY(!db.suits(rules));
        QCOMPARE(readAll(path), flipped);
        db.close();
        refused(good.left(good.size() - 1), "truncated");
        QByteArray magic = good;
        magic[0] = 'X';
        refused(magic, "not an endgame database");
        QByteArray version = good;
        version[8] = 99;
        refused(version, "format 99");
        refused(QByteArray("short"), "too short");
        QVERIFY(db.open((dir.path() + "/missing.egdb").toStdString()).find("cannot read") != std::string::npos);

        // A database of other rules is not used for these.
        writeAll(path, good);
        QCOMPARE(db.open(path.toStdString()), std::string());
        QCOMPARE(db.verify(), std::string());
        QVERIFY(db.verified());
        QVERIFY(db.suits(rules));
        QVERIFY(!db.suits(kalah(3, 2, EmptyCapture::On)));
        QVERIFY(!db.suits(kalah(4, 2, EmptyCapture::Off)));
    }

    void probesDoNotWaitForTheChecksum()
    {
        // The values answer before their checksum is checked: with the check
        // held back (Check::OnVerify), the solve already uses them.
        QTemporaryDir dir;
        const Rules rules = kalah(4, 3, EmptyCapture::Off);
        const std::string path = dir.path().toStdString() + "/" + EndgameDatabase::fileName(rules, 8);
        QCOMPARE(EndgameDatabase::build(rules, 8, path), std::string());
        EndgameDatabase db;
        QCOMPARE(db.open(path, EndgameDatabase::Check::OnVerify), std::string());
        QVERIFY(!db.verified() && !db.damaged());
        QVERIFY(db.suits(rules));
        const Position start = startPosition(rules, 1);
        SolverLimits limits;
        limits.useBook = false;
        const auto without = solveKalah(start, limits);
        limits.database = &db;
        const auto with = solveKalah(start, limits);
        QVERIFY(with && without);
        QCOMPARE(with->value, without->value);
        QVERIFY(with->nodes < without->nodes); // the database was read
        QVERIFY(!db.verified());               // before its check
        QCOMPARE(db.verify(), std::string());
        QVERIFY(db.verified());
    }

    void aDamagedDatabaseFoundWhileSolvingIsNotTrusted()
    {
        // Every value of the database changed (the header kept): the solve
        // reads the wrong values, the check refuses them, and the solve is
        // done again without them.
        QTemporaryDir dir;
        const Rules rules = kalah(4, 3, EmptyCapture::Off);
        const QString path = dir.path() + "/" + QString::fromStdString(EndgameDatabase::fileName(rules, 8));
        QCOMPARE(EndgameDatabase::build(rules, 8, path.toStdString()), std::string());
        QByteArray bad = readAll(path);
        for (qsizetype i = 64; i < bad.size(); ++i)
            bad[i] = static_cast<char>(-bad[i]);
        writeAll(path, bad);
        EndgameDatabase db;
        QCOMPARE(db.open(path.toStdString(), EndgameDatabase::Check::OnVerify), std::string());
        const Position start = startPosition(rules, 1);
        SolverLimits limits;
        limits.useBook = false;
        const auto without = solveKalah(start, limits);
        limits.database = &db;
        // The check ends during the solve, after its first null-window test.
        int reports = 0;
        const auto with = solveKalah(start, limits, [&](const SolverProgress&) {
            if (reports++ == 0)
                QVERIFY(!db.verify().empty());
        });
        QVERIFY(reports > 0);
        QVERIFY(db.damaged());
        QVERIFY(with && without);
        QCOMPARE(with->value, without->value);
        QCOMPARE(with->best, without->best);
    }

    void computedInMemoryEqualsTheFile()
    {
        QTemporaryDir dir;
        const Rules rules = kalah(4, 3, EmptyCapture::On);
        const std::string path = dir.path().toStdString() + "/" + EndgameDatabase::fileName(rules, 8);
        QCOMPARE(EndgameDatabase::build(rules, 8, path), std::string());
        EndgameDatabase file;
        QCOMPARE(file.open(path, EndgameDatabase::Check::OnVerify), std::string());
        EndgameDatabase memory;
        QCOMPARE(memory.compute(rules, 8), std::string());
        QVERIFY(memory.isOpen());
        QVERIFY(memory.suits(rules));
        QVERIFY(!memory.suits(kalah(4, 3, EmptyCapture::Off)));
        QCOMPARE(memory.seeds(), 8);
        QCOMPARE(memory.verify(), std::string()); // nothing to read back: made here
        const std::uint64_t entries = EndgameDatabase::entries(4, 8);
        QCOMPARE(std::memcmp(memory.values(), file.values(), entries), 0);
        memory.close();
        QVERIFY(!memory.isOpen());
    }

    void computingRefusesWhatItCannotMake()
    {
        EndgameDatabase db;
        QCOMPARE(db.compute(Rules::defaults(Variant::Qelat), 8),
                 std::string("databases are made for Kalah with counter-clockwise sowing and 3 to 8 houses"));
        QVERIFY(!db.isOpen());
        std::atomic<bool> stop{true};
        QCOMPARE(db.compute(kalah(6, 4, EmptyCapture::Off), 12, &stop), std::string("stopped")); // 2.7 M boards
        QVERIFY(!db.isOpen());
    }

    void aLongSolveComputesASmallDatabase()
    {
        // Kalah(4,4): 32 seeds, 25 above a small database of 7.
        const Rules rules = kalah(4, 4, EmptyCapture::Off);
        const Position start = startPosition(rules, 1);
        SolverLimits limits;
        limits.useBook = false;
        limits.memoryMB = 16;
        limits.smallDatabaseSeeds = 7;
        QCOMPARE(smallDatabaseSeedsFor(start, limits), 7);
        SolverLimits without = limits;
        without.smallDatabase = false;
        QCOMPARE(smallDatabaseSeedsFor(start, without), -1);
        SolverLimits quick = limits;
        quick.millis = 1000; // no time for it
        QCOMPARE(smallDatabaseSeedsFor(start, quick), -1);
        SolverLimits counted = limits;
        counted.nodes = 1'000'000;
        QCOMPARE(smallDatabaseSeedsFor(start, counted), -1);
        SolverLimits fewer = limits;
        fewer.smallDatabaseSeeds = 8; // 32 seeds are not 25 above 8
        QCOMPARE(smallDatabaseSeedsFor(start, fewer), -1);
        // The size chosen by itself: 30 million boards of 6 houses hold 16 seeds.
        QCOMPARE(smallDatabaseSeedsFor(startPosition(kalah(6, 4, EmptyCapture::Off), 1), SolverLimits{}), 16);
        QCOMPARE(smallDatabaseSeedsFor(startPosition(kalah(6, 3, EmptyCapture::Off), 1), SolverLimits{}), -1);
        // A database of the rules at hand: none computed.
        EndgameDatabase given;
        QCOMPARE(given.compute(rules, 4), std::string());
        SolverLimits withGiven = limits;
        withGiven.database = &given;
        QCOMPARE(smallDatabaseSeedsFor(start, withGiven), -1);

        releaseSolverMemory();
        const auto plain = solveKalah(start, without);
        releaseSolverMemory();
        const auto helped = solveKalah(start, limits);
        QVERIFY(plain && helped);
        QCOMPARE(helped->value, plain->value);
        QCOMPARE(helped->best, plain->best);
        QVERIFY2(helped->nodes < plain->nodes, // the same search otherwise: the same nodes
                 (std::to_string(helped->nodes) + " nodes against " + std::to_string(plain->nodes)).c_str());
        // Kept for the next solve of the same rules (found, not computed again).
        const auto again = solveKalah(start, limits);
        QVERIFY(again);
        QCOMPARE(again->value, plain->value);
        releaseSolverMemory();
    }

    void aSmallDatabaseOutlivesItsReleaseWhileHeld()
    {
        const Rules rules = kalah(4, 4, EmptyCapture::Off);
        const auto held = solver::smallDatabase(rules, 8, nullptr);
        QVERIFY(held && held->isOpen());
        QCOMPARE(solver::smallDatabase(rules, 8, nullptr), held); // kept: found, not computed again
        releaseSolverMemory(); // as another thread may, while a solve reads it
        QVERIFY(held->isOpen());
        QVERIFY(held->suits(rules));
        EndgameDatabase fresh;
        QCOMPARE(fresh.compute(rules, 8), std::string());
        QCOMPARE(std::memcmp(held->values(), fresh.values(), EndgameDatabase::entries(4, 8)), 0);
        QVERIFY(solver::smallDatabase(rules, 8, nullptr) != held); // let go of: computed again
        releaseSolverMemory();
    }

    void cacheFolder()
    {
        const QByteArray saved = qgetenv("XDG_CACHE_HOME");
        qputenv("XDG_CACHE_HOME", "/somewhere/cache");
        QCOMPARE(EndgameDatabase::defaultFolder(), std::string("/somewhere/cache/Mancala/mancala"));
        qputenv("XDG_CACHE_HOME", saved);
        QCOMPARE(EndgameDatabase::defaultSeeds(6), 20);
        QCOMPARE(EndgameDatabase::entries(6, 20), std::uint64_t{225792840});
        QCOMPARE(EndgameDatabase::fileName(kalah(6, 4, EmptyCapture::On), 20),
                 std::string("kalah-h6-capture-on-remaining-on-s20.egdb"));
    }

    void boardNumbering()
    {
        // Boards are numbered densely, level by level, in the order nextBoard() walks them.
        const solver::BoardIndex index(3);
        std::uint64_t expected = 0;
        for (int s = 0; s <= 5; ++s) {
            solver::Board b;
            b.holes[5] = static_cast<std::uint8_t>(s);
            QCOMPARE(index.levelStart(s), expected);
            do {
                QCOMPARE(index.index(b, s), expected);
                ++expected;
            } while (solver::nextBoard(b, 6));
        }
        QCOMPARE(index.countUpTo(5), expected);
    }
};

QTEST_GUILESS_MAIN(TestEndgame)
#include "tst_endgame.moc"
