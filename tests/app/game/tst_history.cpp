// SPDX-License-Identifier: GPL-3.0-or-later
// The line of the game and its cursor (History): each property's signal fires
// when, and only when, its value changes.
#include "game/gamecontroller.h"
#include "game/history.h"

#include <QSignalSpy>
#include <QTest>

#include <array>
#include <memory>

using namespace mancala;
using namespace mancala::app;

namespace {

/// One spy per property of the history, read as [ply, plyCount, browsing, canUndo, canRedo].
struct Spies {
    explicit Spies(History* h)
        : ply(h, &History::plyChanged)
        , count(h, &History::plyCountChanged)
        , browsing(h, &History::browsingChanged)
        , undo(h, &History::canUndoChanged)
        , redo(h, &History::canRedoChanged)
    {
    }
    std::array<qsizetype, 5> counts() const { return {ply.count(), count.count(), browsing.count(), undo.count(), redo.count()}; }
    void clear()
    {
        for (QSignalSpy* s : {&ply, &count, &browsing, &undo, &redo})
            s->clear();
    }
    QSignalSpy ply, count, browsing, undo, redo;
};

using Counts = std::array<qsizetype, 5>;

} // namespace

class TestHistory : public QObject {
    Q_OBJECT

private slots:
    void signalsFireOnlyOnChange()
    {
        GameController game;
        game.player()->setSpeed(StepPlayer::Instant);
        History* h = game.history();
        Spies spies(h);

        // Kalah, 4 seeds: c sows d e f and the store, an extra turn.
        QVERIFY(game.playHole(2));
        QCOMPARE(h->ply(), 1);
        QCOMPARE(h->plyCount(), 1);
        QVERIFY(h->canUndo() && !h->canRedo() && !h->browsing());
        QCOMPARE(spies.counts(), (Counts{1, 1, 0, 1, 0})); // browsing and redo stay false: no signal
        spies.clear();

        // f then sows the store, A, B and C: North's turn. Undo stays possible: no canUndoChanged.
        QVERIFY(game.playHole(5));
        QCOMPARE(spies.counts(), (Counts{1, 1, 0, 0, 0}));
        spies.clear();

        // Back one: the line keeps its length.
        h->undo();
        QCOMPARE(h->ply(), 1);
        QVERIFY(h->browsing() && h->canRedo() && h->canUndo());
        QCOMPARE(spies.counts(), (Counts{1, 0, 1, 0, 1}));
        spies.clear();

        // To the start: nothing left to undo.
        h->goToPly(0);
        QVERIFY(!h->canUndo());
        QCOMPARE(spies.counts(), (Counts{1, 0, 0, 1, 0}));
        spies.clear();

        // Going where the cursor is, or out of the line, changes nothing and says nothing.
        h->goToPly(0);
        h->goToPly(7);
        h->goToPly(-1);
        QCOMPARE(spies.counts(), (Counts{0, 0, 0, 0, 0}));

        // A decision from the start replaces the line (a retake), once agreed (a
        // game in progress looked back at): it has one decision again.
        QVERIFY(h->lookingBack());
        QVERIFY(!game.playHole(0));
        QCOMPARE(h->plyCount(), 2);
        game.confirmRetake();
        QCOMPARE(h->plyCount(), 1);
        QCOMPARE(h->retakes(), 1);
        QVERIFY(!h->browsing() && !h->canRedo() && h->canUndo());
        QCOMPARE(spies.counts(), (Counts{1, 1, 1, 1, 1}));
        spies.clear();

        // What changes only the position's other properties leaves the history silent.
        QSignalSpy position(&game, &GameController::positionChanged);
        game.setLevel(0, 0); // unchanged
        game.restart();      // a new game at the start: ply 1 -> 0, line 1 -> 0, no undo
        QCOMPARE(spies.counts(), (Counts{1, 1, 0, 1, 0}));
        QVERIFY(position.count() > 0);
    }

    void undoSkipsTheComputersDecisions()
    {
        GameController game;
        game.computer()->setPaused(true); // the test plays North's decisions itself
        game.player()->setSpeed(StepPlayer::Instant);
        History* h = game.history();
        QVERIFY(game.playHole(5)); // f: store, A, B, C; North to move
        game.setLevel(1, 2);       // North is the computer from now on
        QVERIFY(h->canUndo());
        QVERIFY(game.playComputerDecision(Decision::sow(6))); // A
        QCOMPARE(h->plyCount(), 2);
        Spies spies(h);
        h->undo(); // past the computer's answer to the person's decision
        QCOMPARE(h->ply(), 0);
        QCOMPARE(spies.counts(), (Counts{1, 0, 1, 1, 1}));
        spies.clear();
        h->redo(); // over the computer's decision, to where the person decides again
        QCOMPARE(h->ply(), 2);
        QCOMPARE(spies.counts(), (Counts{1, 0, 1, 1, 1}));
    }

    void reviewMarkNeedsTheSameDecision()
    {
        GameController game;
        game.player()->setSpeed(StepPlayer::Instant);
        const Position start = game.position();
        QVERIFY(game.playHole(0)); // a: b c d e, a turn of its own
        History* h = game.history();
        QSignalSpy review(h, &History::reviewChanged);
        QVERIFY(!h->setReviewMark(0, start, Decision::sow(1), {2, QStringLiteral("?"), {}, {}})); // not the decision played
        QVERIFY(!h->setReviewMark(1, start, Decision::sow(0), {2, QStringLiteral("?"), {}, {}})); // no such decision
        QCOMPARE(review.count(), 0);
        QVERIFY(h->setReviewMark(0, start, Decision::sow(0), {2, QStringLiteral("d was better"), {}, {}}));
        QCOMPARE(review.count(), 1);
        QCOMPARE(h->reviewMark(0).glyph, 2);
        QCOMPARE(game.moves()->data(game.moves()->index(0), MoveListModel::GlyphRole).toString(), QStringLiteral("?")); // the move list shows it
    }
};

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
