// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped puzzles are built into the app at :/puzzles/<rule set id>.txt
// (docs/puzzles.md): each file reads without a bad line, holds at least the
// promised number of puzzles, and every position names the file's rule set.

#include "mancala/notation.h"
#include "mancala/puzzle.h"
#include "mancala/rules.h"

#include <QFile>
#include <QTest>

using namespace mancala;

class TestPuzzleResources : public QObject {
    Q_OBJECT

private slots:
    void shipped_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("minimum");
        QTest::newRow("kalah") << QStringLiteral("kalah") << 150;
        for (const char* id : { "qelat", "qelat-keren", "mewelad", "enkeshui" })
            QTest::newRow(id) << QString::fromLatin1(id) << 40;
    }

    void shipped()
    {
        QFETCH(QString, id);
        QFETCH(int, minimum);
        QFile file(QStringLiteral(":/puzzles/%1.txt").arg(id));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QByteArray text = file.readAll();
        QVERIFY(text.startsWith('#')); // the header says how the puzzles were made
        std::vector<std::string> errors;
        const std::vector<Puzzle> puzzles
            = readPuzzles(std::string_view(text.constData(), text.size()), errors);
        QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().c_str());
        QVERIFY2(static_cast<int>(puzzles.size()) >= minimum, qPrintable(QString::number(puzzles.size())));
        int proven = 0;
        for (const Puzzle& p : puzzles) {
            PositionRules named;
            QVERIFY(positionRules(p.position, named).empty());
            QCOMPARE(QString::fromLatin1(
                         variantId(named.rules.variant).data(), variantId(named.rules.variant).size()),
                id);
            QVERIFY2(p.id.starts_with(id.toStdString() + "-"), p.id.c_str());
            // Kalah's are proven (the solver), and Qelat's endgames (its endgame database); the others searched.
            if (id == QLatin1String("kalah"))
                QCOMPARE(p.depth, 0);
            else if (id != QLatin1String("qelat"))
                QVERIFY(p.depth > 0);
            proven += p.depth == 0;
        }
        if (id == QLatin1String("qelat"))
            QVERIFY(proven >= 10);
    }
};

QTEST_GUILESS_MAIN(TestPuzzleResources)
#include "tst_puzzle_resources.moc"
