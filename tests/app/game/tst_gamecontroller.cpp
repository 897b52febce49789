// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller, the pit model and the step player, without QML.
#include "game/gamecontroller.h"
#include "languages/translations.h"

#include "mancala/notation.h"

#include <QSignalSpy>
#include <QTest>

using namespace mancala;
using namespace mancala::app;

namespace {

int shown(GameController& game, int hole)
{
    return game.pits()->data(game.pits()->index(hole), PitModel::SeedsRole).toInt();
}

bool legalRole(GameController& game, int hole)
{
    return game.pits()->data(game.pits()->index(hole), PitModel::LegalRole).toBool();
}

/// Everything the board shows: holes, stores and hands.
int shownTotal(GameController& game)
{
    return game.pits()->view().total();
}

/// Takes the first legal decision of any kind; false when there is none.
bool playFirstLegal(GameController& game)
{
    if (game.raceScreen())
        game.acknowledgeRaceScreen();
    DecisionList list;
    legalDecisions(game.position(), list);
    if (list.empty())
        return false;
    const Decision& d = list[0];
    switch (d.kind) {
    case DecisionKind::Sow:
    case DecisionKind::Continue: return game.playHole(d.hole);
    case DecisionKind::Direction: return game.chooseDirection(d.dir == Direction::Cw);
    case DecisionKind::Take: return game.take();
    case DecisionKind::Leave: return game.leave();
    case DecisionKind::Pass: return game.pass();
    case DecisionKind::Swap: return game.swapSides();
    case DecisionKind::Distribute: return false;
    }
    return false;
}

} // namespace

class TestGameController : public QObject {
    Q_OBJECT

private slots:
    // English plural forms ("6 seeds") come from the English translation.
    void initTestCase() { Translations::install(QStringLiteral("en")); }
    void opensOnKalah();
    void moveListTurnTokens_data();
    void moveListTurnTokens();
    void moveListOfAGame();
    void sowCommitsAtOnceAndAnimates();
    void illegalClickIsExplained();
    void wholeKalahGame();
    void undoRedo();
    void lookingBackAsksBeforeReplacing();
    void fewProperties();
    void stepPlayerGoesBackExactly();
    void stepsReachThePosition_data();
    void stepsReachThePosition();
    void raceChoiceStaysHidden();
    void cardsFollowTheSteps();
    void roundAndEndFollowTheSteps();
    void captureAnnouncedWhole();
};

void TestGameController::opensOnKalah()
{
    GameController game;
    QCOMPARE(game.variant(), QStringLiteral("kalah"));
    QCOMPARE(game.houses(), 6);
    QCOMPARE(game.pits()->rowCount(), 12);
    QVERIFY(game.hasStores());
    for (int h = 0; h < 12; ++h)
        QCOMPARE(shown(game, h), 4);
    // K2: South moves first, from any non-empty own house.
    QCOMPARE(game.toMove(), 0);
    QCOMPARE(game.legalHoles(), (QList<int>{0, 1, 2, 3, 4, 5}));
    QVERIFY(legalRole(game, 0));
    QVERIFY(!legalRole(game, 6));
    // North's row is drawn right to left: A (ring 6) faces f, at the viewer's right.
    QCOMPARE(game.pits()->data(game.pits()->index(6), PitModel::ColumnRole).toInt(), 5);
    QCOMPARE(game.pits()->data(game.pits()->index(11), PitModel::NameRole).toString(), QStringLiteral("F"));
}

void TestGameController::sowCommitsAtOnceAndAnimates()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Normal);
    QSignalSpy position(&game, &GameController::positionChanged);
    QSignalSpy busy(&game, &GameController::busyChanged);
    QSignalSpy finished(game.player(), &StepPlayer::finished);
    // K2, K3: c holds 4 -> d, e, f and South's store; the last seed in the store gives another turn.
    QVERIFY(game.playHole(2));
    QVERIFY(position.count() >= 1);
    QVERIFY(game.busy());
    QCOMPARE(busy.count(), 1);
    QCOMPARE(game.position().store[0], 1);
    QCOMPARE(game.scoreSouth(), 1);
    QCOMPARE(game.toMove(), 0);
    QCOMPARE(game.history()->ply(), 1);
    // Input is locked while the board catches up.
    QVERIFY(game.legalHoles().isEmpty());
    QVERIFY(!game.playHole(0));
    QVERIFY(finished.wait(5000));
    QVERIFY(!game.busy());
    QCOMPARE(shown(game, 2), 0);
    QCOMPARE(shown(game, 3), 5);
    QCOMPARE(shown(game, 5), 5);
    QCOMPARE(game.player()->storeSouth(), 1);
    QCOMPARE(game.announcer()->lastEvent(), QStringLiteral("South moves again."));
    QCOMPARE(game.legalHoles(), (QList<int>{0, 1, 3, 4, 5}));
}

void TestGameController::illegalClickIsExplained()
{
    GameController game;
    QSignalSpy message(&game, &GameController::messageChanged);
    QVERIFY(!game.playHole(7)); // B: North's house
    QCOMPARE(message.count(), 1);
    QCOMPARE(game.message(), QStringLiteral("You may only sow from your own houses."));
    QCOMPARE(game.whyIllegal(7), game.message());
    QCOMPARE(game.history()->ply(), 0);
}

void TestGameController::wholeKalahGame()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    QSignalSpy position(&game, &GameController::positionChanged);
    int moves = 0;
    while (!game.over()) {
        const QList<int> legal = game.legalHoles();
        QVERIFY(!legal.isEmpty());
        QVERIFY(game.playHole(legal.last()));
        ++moves;
        QVERIFY(moves < 500);
        QVERIFY(!game.busy());
        // The board shows the position, seed for seed, and seeds are conserved.
        const QList<int> seeds = game.positionSeeds();
        for (int h = 0; h < 12; ++h)
            QCOMPARE(shown(game, h), seeds[h]);
        QCOMPARE(shownTotal(game), 48);
        QCOMPARE(game.player()->storeSouth(), game.position().store[0]);
        QCOMPARE(game.player()->storeNorth(), game.position().store[1]);
    }
    QVERIFY(position.count() >= moves);
    // K5: every seed ends in a store.
    QCOMPARE(game.scoreSouth() + game.scoreNorth(), 48);
    const int expected = game.scoreSouth() > game.scoreNorth() ? 0 : (game.scoreNorth() > game.scoreSouth() ? 1 : -1);
    QCOMPARE(game.winner(), expected);
    QVERIFY(game.legalHoles().isEmpty());
    QCOMPARE(game.moves()->decisionCount(), moves);
}

void TestGameController::undoRedo()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    const Position start = game.position();
    QVERIFY(game.playHole(2)); // c: extra turn
    QVERIFY(game.playHole(5)); // f
    const Position afterTwo = game.position();
    QVERIFY(game.playHole(game.legalHoles().first()));
    QCOMPARE(game.history()->plyCount(), 3);

    QSignalSpy position(&game, &GameController::positionChanged);
    game.history()->undo();
    QCOMPARE(game.history()->ply(), 2);
    QVERIFY(game.position() == afterTwo);
    QVERIFY(game.history()->canRedo());
    game.history()->goToPly(0);
    QVERIFY(game.position() == start);
    for (int h = 0; h < 12; ++h)
        QCOMPARE(shown(game, h), 4);
    QVERIFY(!game.history()->canUndo());
    game.history()->redo();
    game.history()->redo();
    QVERIFY(game.position() == afterTwo);
    QVERIFY(position.count() >= 4);
    // A new decision from an earlier position drops the moves after it.
    game.history()->undo();
    QVERIFY(game.playHole(0));
    QCOMPARE(game.history()->plyCount(), 2);
    QVERIFY(!game.history()->canRedo());
}

void TestGameController::stepPlayerGoesBackExactly()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Slow);
    // c holds 4: PickUp c, Drop d, Drop e, Drop f, Drop South's store, ExtraTurn.
    QVERIFY(game.playHole(2));
    StepPlayer* player = game.player();
    player->pause();
    QCOMPARE(player->stepCount(), 6);
    player->seek(0);
    QCOMPARE(shown(game, 2), 4);
    player->next(); // PickUp: the hand holds c's four seeds
    QCOMPARE(player->stepKind(), int(StepPlayer::PickUp));
    QCOMPARE(shown(game, 2), 0);
    QCOMPARE(player->handSouthSeeds(), 4);
    QCOMPARE(player->handSouthAt(), 2);
    player->next();
    player->next(); // Drop d, Drop e
    QCOMPARE(shown(game, 3), 5);
    QCOMPARE(shown(game, 4), 5);
    QCOMPARE(shown(game, 5), 4);
    QCOMPARE(player->handSouthSeeds(), 2);
    QCOMPARE(player->handSouthAt(), 4);
    QCOMPARE(shownTotal(game), 48);
    player->previous(); // back to the board after Drop d
    QCOMPARE(shown(game, 3), 5);
    QCOMPARE(shown(game, 4), 4);
    QCOMPARE(player->handSouthSeeds(), 3);
    QVERIFY(game.busy());
    player->skipToEnd();
    QCOMPARE(shown(game, 5), 5);
    QCOMPARE(player->storeSouth(), 1);
    QCOMPARE(player->handSouthSeeds(), 0);
    QVERIFY(!game.busy());
}

void TestGameController::stepsReachThePosition_data()
{
    QTest::addColumn<QString>("variant");
    for (int i = 0; i < kVariantCount; ++i) {
        const QString id = QString::fromLatin1(variantId(static_cast<Variant>(i)).data());
        QTest::newRow(qPrintable(id)) << id;
    }
}

void TestGameController::stepsReachThePosition()
{
    // Each step's effect on the board, applied in order, must reach the
    // position the rules committed: then every intermediate board is exact too.
    QFETCH(QString, variant);
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    QCOMPARE(game.newGame(variant), QString());
    for (int move = 0; move < 150 && !game.over(); ++move) {
        const Position before = game.position();
        if (!playFirstLegal(game))
            break;
        const Position& after = game.position();
        if (game.player()->stepCount() == 0)
            continue;
        BoardView view = BoardView::of(before);
        for (const Step& step : game.player()->steps())
            advance(view, step);
        const BoardView expected = BoardView::of(after);
        QVERIFY2(view.seeds == expected.seeds, qPrintable(QStringLiteral("holes differ after move %1").arg(move + 1)));
        QVERIFY2(view.store == expected.store, qPrintable(QStringLiteral("stores differ after move %1").arg(move + 1)));
        QCOMPARE(view.total(), before.totalSeeds());
    }
}

void TestGameController::raceChoiceStaysHidden()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    QCOMPARE(game.newGame(QStringLiteral("mewelad")), QString());
    QCOMPARE(game.pending(), GameController::Race); // W2: the racing start is on by default
    // W2: the board is covered until the chooser says they are at the device.
    QVERIFY(game.raceScreen());
    QVERIFY(game.legalHoles().isEmpty());
    game.acknowledgeRaceScreen();
    QVERIFY(!game.raceScreen());
    QVERIFY(game.playHole(2));
    // North chooses next, behind the screen again; South's choice is not shown.
    QCOMPARE(game.decider(), 1);
    QVERIFY(game.raceScreen());
    QCOMPARE(game.moves()->data(game.moves()->index(0), MoveListModel::TextRole).toString(), QStringLiteral("?"));
}

Q_DECLARE_METATYPE(mancala::app::MoveListModel::Entry)
using Entries = QList<MoveListModel::Entry>;

/// The labels of the move list's cells, joined with '|'.
QString cellLabels(const Entries& entries)
{
    MoveListModel model;
    model.setEntries(entries, static_cast<int>(entries.size()));
    QStringList labels;
    for (int row = 0; row < model.rowCount(); ++row)
        labels << model.data(model.index(row), MoveListModel::LabelRole).toString();
    return labels.join(QLatin1Char('|'));
}

void TestGameController::moveListTurnTokens_data()
{
    QTest::addColumn<Entries>("entries");
    QTest::addColumn<QString>("labels");
    // Entry: text, turn, side, startsTurn.
    QTest::newRow("K3-extra-turn-one-token")
        << Entries{{"c", 1, 0, true}, {"f", 1, 0, false}, {"C", 1, 1, true}, {"b", 2, 0, true}}
        << QStringLiteral("1. c-f|C|2. b");
    QTest::newRow("W2-race-one-token")
        << Entries{{"c", 1, 0, true}, {"D", 1, 1, false}, {"e", 2, 0, true}, {"B", 2, 1, true}}
        << QStringLiteral("1. c-D||2. e|B");
    QTest::newRow("E7-direction-joined")
        << Entries{{"c", 1, 0, true}, {"cw", 1, 0, false}, {"A", 1, 1, true}, {"take", 1, 1, false}}
        << QStringLiteral("1. c-cw|A-take");
    QTest::newRow("north-opens-a-line")
        << Entries{{"B", 3, 1, true}, {"a", 4, 0, true}}
        << QStringLiteral("3. …|B|4. a");
    // Entry: text, turn, side, startsTurn, round.
    QTest::newRow("M-round-separator")
        << Entries{{"a", 1, 0, true, 1}, {"B", 1, 1, true, 1}, {"c", 2, 0, true, 1}, {"d", 2, 0, true, 2},
                   {"A", 2, 1, true, 2}}
        << QStringLiteral("1. a|B|2. c||Round 2||2. d|A");
    QTest::newRow("pass-is-a-token")
        << Entries{{"a", 1, 0, true}, {"pass", 1, 1, true}, {"b", 2, 0, true}}
        << QStringLiteral("1. a|pass|2. b");
}

void TestGameController::moveListTurnTokens()
{
    QFETCH(Entries, entries);
    QFETCH(QString, labels);
    QCOMPARE(cellLabels(entries), labels);
}

void TestGameController::moveListOfAGame()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    // K3: c's 4 seeds end in South's store, South sows again from f; then North's C.
    QVERIFY(game.playHole(2));
    QVERIFY(game.playHole(5));
    QVERIFY(game.playHole(8));
    MoveListModel* list = game.moves();
    QCOMPARE(list->decisionCount(), 3);
    QCOMPARE(list->rowCount(), 2);
    QCOMPARE(list->data(list->index(0), MoveListModel::LabelRole).toString(), QStringLiteral("1. c-f"));
    QCOMPARE(list->data(list->index(0), MoveListModel::PlyRole).toInt(), 2);
    QCOMPARE(list->data(list->index(1), MoveListModel::CurrentRole).toBool(), true);
    // Back to the ply after c: the first cell holds it and is the current one.
    QSignalSpy changed(list, &QAbstractItemModel::dataChanged);
    game.history()->goToPly(1);
    QCOMPARE(list->data(list->index(0), MoveListModel::CurrentRole).toBool(), true);
    QCOMPARE(list->data(list->index(1), MoveListModel::CurrentRole).toBool(), false);
    QCOMPARE(list->data(list->index(1), MoveListModel::AheadRole).toBool(), true);
    QVERIFY(!changed.isEmpty());
    // Undo to the start: no cell is current, every cell is ahead (to redo).
    game.history()->undo();
    QCOMPARE(game.history()->ply(), 0);
    QCOMPARE(list->data(list->index(0), MoveListModel::CurrentRole).toBool(), false);
    QCOMPARE(list->data(list->index(0), MoveListModel::AheadRole).toBool(), true);
    game.history()->redo();
    QCOMPARE(list->data(list->index(0), MoveListModel::CurrentRole).toBool(), true);
    QCOMPARE(list->data(list->index(0), MoveListModel::AheadRole).toBool(), false);
}

void TestGameController::lookingBackAsksBeforeReplacing()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    QVERIFY(game.playHole(2)); // c: K3, South again
    QVERIFY(game.playHole(5)); // f
    QVERIFY(game.playHole(game.legalHoles().first()));
    QCOMPARE(game.history()->plyCount(), 3);
    QSignalSpy asked(&game, &GameController::retakeAsked);
    // A row of the move list: an earlier position looked back at.
    game.history()->goToPly(1);
    QVERIFY(game.history()->lookingBack());
    // The game's own next move: played as a redo, the later moves stay.
    QVERIFY(game.playHole(5));
    QCOMPARE(game.history()->ply(), 2);
    QCOMPARE(game.history()->plyCount(), 3);
    QVERIFY(asked.isEmpty());
    // Another move: asked first, nothing changes until the player agrees.
    game.history()->goToPly(1);
    QVERIFY(!game.playHole(0));
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.first().first().toInt(), 2);
    QCOMPARE(game.history()->plyCount(), 3);
    QCOMPARE(game.history()->ply(), 1);
    game.confirmRetake();
    QCOMPARE(game.history()->plyCount(), 2);
    QCOMPARE(game.history()->ply(), 2);
    QVERIFY(!game.history()->lookingBack());
    // Undo is a take-back, not a look: a move after it replaces the later ones at once.
    game.history()->undo();
    QVERIFY(!game.history()->lookingBack());
    QVERIFY(game.playHole(game.legalHoles().last()));
    QCOMPARE(asked.count(), 1);
    // An agreement given for another position plays nothing.
    game.history()->goToPly(0);
    QVERIFY(!game.playHole(3));
    game.history()->goToPly(1);
    game.confirmRetake();
    QCOMPARE(game.history()->plyCount(), 2);
    QCOMPARE(game.history()->ply(), 1);
}

void TestGameController::fewProperties()
{
    // The race handover, the round report, the ending, the pending decision
    // and the rule set are objects of their own (docs/architecture.md).
    const QMetaObject& meta = GameController::staticMetaObject;
    QVERIFY2(meta.propertyCount() - meta.propertyOffset() <= 20,
             qPrintable(QString::number(meta.propertyCount() - meta.propertyOffset())));
}

void TestGameController::cardsFollowTheSteps()
{
    GameController game;
    game.player()->setSpeed(StepPlayer::Normal);
    game.player()->setStepping(true);
    StepPlayer* shown = game.player();
    // K3: c's last seed reaches the store at the move's end; South moves again.
    QVERIFY(game.playHole(2));
    QCOMPARE(game.scoreSouth(), 1);
    QCOMPARE(shown->stepIndex(), 0);
    QCOMPARE(shown->scoreSouth(), 0);
    QCOMPARE(shown->decider(), 0);
    shown->skipToEnd();
    QCOMPARE(shown->scoreSouth(), 1);
    QCOMPARE(shown->decider(), 0);
    // a (4 seeds: b..e): North's turn, but only once the seeds are down.
    QVERIFY(game.playHole(0));
    QCOMPARE(game.toMove(), 1);
    QCOMPARE(shown->decider(), 0);
    shown->seek(shown->stepCount() - 1);
    QCOMPARE(shown->decider(), 0);
    shown->next();
    QCOMPARE(shown->decider(), 1);
    // Going back shows the earlier score again.
    game.history()->goToPly(0);
    QCOMPARE(shown->scoreSouth(), 0);
}

void TestGameController::roundAndEndFollowTheSteps()
{
    // The steps of a round's end: the round and the first mover change with NewRound, the end with GameEnd.
    Rules rules;
    Position before = startPosition(rules, 1);
    Position after = before;
    after.round = 2;
    after.toMove = after.decider = Side::North;
    StepList steps;
    steps.push_back(Step{StepKind::RoundEnd, RuleId::None, Side::South, kNoPlace, kNoPlace, 1, 0});
    steps.push_back(Step{StepKind::NewRound, RuleId::None, Side::North, kNoPlace, kNoPlace, 2, 0});
    const std::vector<TurnView> turns = replayTurns(before, steps, after);
    QCOMPARE(turns.size(), std::size_t{3});
    QCOMPARE(turns[0].round, 1);
    QCOMPARE(turns[1].round, 1);
    QCOMPARE(turns[1].decider, Side::South);
    QCOMPARE(turns[2].round, 2);
    QCOMPARE(turns[2].decider, Side::North);
    steps = {Step{StepKind::Sweep, RuleId::None, Side::South, 0, kSouthStore, 0, 0},
             Step{StepKind::GameEnd, RuleId::None, Side::South, kNoPlace, kNoPlace, 0, 0}};
    const std::vector<TurnView> end = replayTurns(before, steps, before);
    QVERIFY(!end[1].over);
    QVERIFY(end[2].over == before.over());
}

void TestGameController::captureAnnouncedWhole()
{
    // K4: a's one seed lands in the empty b, opposite E's five: six seeds go to the store.
    auto rules = std::make_unique<Rules>();
    Position from;
    QCOMPARE(fromPositionString("4,5,4,4,4,4/1,0,4,4,4,4 2,4 - - s play - 1 5 0 -", *rules, from), std::string());
    GameController game;
    game.players()->setSouthName(QStringLiteral("Ann"));
    game.players()->setNorthName(QStringLiteral("Bob"));
    QVERIFY(game.loadGame(std::move(rules), 1, from, {}));
    game.player()->setSpeed(StepPlayer::Normal);
    game.player()->setStepping(true);
    QVERIFY(game.playHole(0));
    QCOMPARE(game.scoreSouth(), 8);
    QStringList heard;
    while (game.busy()) {
        game.player()->next();
        if (!game.announcer()->lastEvent().isEmpty() && !heard.contains(game.announcer()->lastEvent()))
            heard << game.announcer()->lastEvent();
    }
    QCOMPARE(heard, QStringList{QStringLiteral("Ann captures 6 seeds.")});
    QCOMPARE(game.player()->scoreSouth(), 8);
}

QTEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
