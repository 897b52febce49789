// SPDX-License-Identifier: GPL-3.0-or-later
// A game across computers on the board (app/src/netplay/networkplay.h): two
// game controllers, each with its NetworkPlay, over the loopback interface.
// Each player clicks only their own side; the board plays both sides'
// decisions in the order of the game across computers; the racing start is
// chosen on each side's own screen; the player's own game settings come
// back when the game across computers ends.

#include "game/gamecontroller.h"
#include "netplay/networkplay.h"
#include "screen.h"

#include "mancala/notation.h"

#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QtTest>

#include <functional>
#include <memory>
#include <random>

using namespace mancala;
using namespace mancala::app;

namespace {

struct Screen : BoardScreen<NetworkPlay> {
    QString position() const { return QString::fromStdString(toPositionString(controller.position())); }
    bool myTurn() const
    {
        return play.stage() == NetworkPlay::Playing && !controller.busy() && !controller.over()
            && controller.decider() == play.mySide();
    }
};

/// The host (South) and the guest (North) of `variant`, the guest having accepted.
bool connectScreens(Screen& host, Screen& guest, const QString& variant)
{
    if (!host.controller.newGame(variant).isEmpty())
        return false;
    if (!host.play.hostOn(0, QStringLiteral("Abebe"), QHostAddress::LocalHost, QStringLiteral("123456")).isEmpty())
        return false;
    guest.play.join(QStringLiteral("127.0.0.1"), host.play.port(), QStringLiteral("123456"), QStringLiteral("Sara"));
    if (!waitFor([&] { return guest.play.stage() == NetworkPlay::Reviewing; }))
        return false;
    guest.play.accept();
    return waitFor([&] { return host.play.stage() == NetworkPlay::Playing && guest.play.stage() == NetworkPlay::Playing; });
}

} // namespace

class TestNetworkPlay : public QObject {
    Q_OBJECT
private slots:
    void wholeGameByClicks();
    void racingStartOnEachScreen();
    void restartedGuestSaysItCatchesUp();
    void ownSettingsComeBack();
    void unnamedPlayersAreCalledByTheirSide();
    void askToTakeBackOnlyWithAMoveOfOnesOwn();
};

void TestNetworkPlay::wholeGameByClicks()
{
    Screen host, guest;
    QVERIFY(connectScreens(host, guest, QStringLiteral("kalah")));
    QCOMPARE(guest.play.mySide(), 1);
    QCOMPARE(guest.play.opponentName(), QStringLiteral("Abebe"));
    QCOMPARE(host.play.opponentName(), QStringLiteral("Sara"));
    QCOMPARE(guest.controller.players()->name(0), QStringLiteral("Abebe"));
    QCOMPARE(host.controller.players()->name(1), QStringLiteral("Sara"));
    QCOMPARE(guest.position(), host.position());

    // The guest's click on South's turn changes nothing anywhere.
    const QString start = host.position();
    QVERIFY(!guest.controller.playHole(guest.controller.legalHoles().first()));
    QTest::qWait(20);
    QCOMPARE(host.position(), start);
    QCOMPARE(guest.position(), start);

    std::mt19937 random(5);
    // A side clicks once both boards show the same position and it is its turn.
    auto canClick = [&](const Screen& s) { return s.myTurn() && host.position() == guest.position(); };
    while (!host.controller.over() || !guest.controller.over()) {
        bool clicked = false;
        for (Screen* s : {&host, &guest}) {
            if (!canClick(*s))
                continue;
            const QList<int> holes = s->controller.legalHoles();
            const int before = s->controller.history()->plyCount();
            QVERIFY2(s->controller.playHole(holes.at(int(random() % holes.size()))),
                     qPrintable(s->play.status() + QStringLiteral(" / ") + s->controller.message()));
            // The board plays it once the game across computers has: not at the click.
            QCOMPARE(s->controller.history()->plyCount(), before);
            QVERIFY(waitFor([&] { return s->controller.history()->plyCount() == before + 1; }));
            clicked = true;
        }
        if (!clicked)
            QVERIFY(waitFor([&] {
                return canClick(host) || canClick(guest) || (host.controller.over() && guest.controller.over());
            }));
    }
    QCOMPARE(guest.position(), host.position());
    QCOMPARE(guest.controller.history()->plyCount(), host.controller.history()->plyCount());
    QVERIFY(waitFor([&] { return host.play.stage() == NetworkPlay::Over && guest.play.stage() == NetworkPlay::Over; }));
}

// "Ask to take back" is offered to a side with a decision of its own to take
// back and no question open (it used to be offered from the first move on and
// did nothing).
void TestNetworkPlay::askToTakeBackOnlyWithAMoveOfOnesOwn()
{
    Screen host, guest;
    QVERIFY(connectScreens(host, guest, QStringLiteral("kalah")));
    QVERIFY(!host.play.canAskUndo());
    QVERIFY(!guest.play.canAskUndo());
    QVERIFY(!host.play.requestUndo().isEmpty()); // nothing to take back: refused, nothing sent
    QVERIFY(!guest.play.undoAsked());
    QSignalSpy changed(&host.play, &NetworkPlay::questionsChanged);
    QVERIFY(host.controller.playHole(host.controller.legalHoles().first()));
    QVERIFY(waitFor([&] { return guest.controller.history()->plyCount() == 1 && host.controller.history()->plyCount() == 1; }));
    QVERIFY(!changed.isEmpty()); // the button learns it
    QVERIFY(host.play.canAskUndo());
    QVERIFY(!guest.play.canAskUndo()); // the guest has played nothing
    QVERIFY(host.play.requestUndo().isEmpty());
    QVERIFY(!host.play.canAskUndo()); // asked once: not again until answered
    QVERIFY(waitFor([&] { return guest.play.undoAsked(); }));
    QVERIFY(guest.play.answerUndo(false).isEmpty());
    QVERIFY(waitFor([&] { return host.play.canAskUndo(); })); // refused: it may ask again
}

void TestNetworkPlay::racingStartOnEachScreen()
{
    Screen host, guest;
    QVERIFY(connectScreens(host, guest, QStringLiteral("mewelad")));
    QVERIFY(!host.controller.raceHandover()->shown()); // no handover: each chooses at their own screen
    QVERIFY(!guest.controller.raceHandover()->shown());
    QVERIFY(!host.play.raceChoices().isEmpty());
    QVERIFY(!guest.play.raceChoices().isEmpty());
    // Both choose at once: the line under the board names neither side alone.
    QCOMPARE(guest.controller.announcer()->status(), QStringLiteral("Race: both players choose a hole in secret"));
    QCOMPARE(host.controller.announcer()->status(), QStringLiteral("Race: both players choose a hole in secret"));
    const QString south = host.play.raceChoices().first();
    const QString north = guest.play.raceChoices().last();
    QVERIFY(host.play.chooseRace(south).isEmpty());
    QVERIFY(waitFor([&] { return host.play.raceChoices().isEmpty(); }));
    // A click on the board once the choice is made plays nothing and says what the game waits for.
    QVERIFY(!host.controller.playHole(host.controller.holeByName(south)));
    QCOMPARE(host.play.status(), QStringLiteral("Waiting for Sara to choose a starting hole."));
    QVERIFY(host.controller.message().isEmpty());
    QCOMPARE(guest.controller.history()->plyCount(), 0); // nothing shows before both have chosen
    QVERIFY(guest.play.chooseRace(north).isEmpty());
    QVERIFY(waitFor([&] {
        return host.controller.history()->plyCount() == 2 && guest.controller.history()->plyCount() == 2
            && !host.controller.busy() && !guest.controller.busy();
    }));
    QCOMPARE(guest.position(), host.position());
    QCOMPARE(host.controller.holeName(host.controller.history()->decisions().at(0).hole), south);
    QCOMPARE(host.controller.holeName(host.controller.history()->decisions().at(1).hole), north);

    // Undo on the board only looks back: a click there plays nothing across computers.
    Screen& mover = host.controller.decider() == 0 ? host : guest;
    const QString now = mover.position();
    mover.controller.history()->undo();
    QVERIFY(mover.controller.history()->browsing());
    QVERIFY(!mover.controller.playHole(mover.controller.legalHoles().value(0, 0)));
    QTest::qWait(20);
    QCOMPARE(host.controller.history()->plyCount(), 2);
    QCOMPARE(guest.controller.history()->plyCount(), 2);
    mover.controller.history()->goToPly(2);
    QCOMPARE(mover.position(), now);
}

void TestNetworkPlay::restartedGuestSaysItCatchesUp()
{
    Screen host;
    auto guest = std::make_unique<Screen>();
    QVERIFY(connectScreens(host, *guest, QStringLiteral("mewelad")));
    QVERIFY(host.play.chooseRace(host.play.raceChoices().first()).isEmpty());
    QVERIFY(guest->play.chooseRace(guest->play.raceChoices().first()).isEmpty());
    QVERIFY(waitFor([&] { return host.controller.history()->plyCount() == 2 && !host.controller.busy(); }));
    guest.reset(); // the guest's program ends mid-game
    QVERIFY(waitFor([&] { return host.play.stage() == NetworkPlay::Lost; }));

    // Started again, it holds nothing: until every decision has come, it says it is catching up.
    Screen again;
    QStringList said;
    connect(&again.play, &NetworkPlay::statusChanged, this, [&] { said << again.play.status(); });
    again.play.join(QStringLiteral("127.0.0.1"), host.play.port(), QStringLiteral("123456"), QStringLiteral("Sara"));
    QVERIFY(waitFor([&] { return again.play.stage() == NetworkPlay::Reviewing; }));
    again.play.accept();
    QVERIFY(waitFor([&] { return again.controller.history()->plyCount() == 2 && !again.controller.busy(); }));
    QCOMPARE(again.position(), host.position());
    QVERIFY2(said.contains(QStringLiteral("Rejoining: the moves played so far are coming in…")), qPrintable(said.join(u'|')));
    for (const QString& line : std::as_const(said))
        QVERIFY2(!line.contains(QLatin1String("choose")), qPrintable(line)); // the race is over
}

void TestNetworkPlay::ownSettingsComeBack()
{
    Screen host, guest;
    host.controller.setLevel(1, 3); // the player's own game: the computer plays North
    QVERIFY(connectScreens(host, guest, QStringLiteral("kalah")));
    QCOMPARE(host.controller.level(1), 0); // across computers North is a person
    QSignalSpy chat(&guest.play, &NetworkPlay::chatChanged);
    QVERIFY(host.play.sendChat(QStringLiteral("Selam")).isEmpty());
    QVERIFY(waitFor([&] { return guest.play.chat().size() == 1; }));
    QCOMPARE(guest.play.chat().first(), QStringLiteral("Abebe: Selam"));
    QVERIFY(guest.play.resign().isEmpty());
    QVERIFY(waitFor([&] { return host.play.stage() == NetworkPlay::Over; }));
    host.play.close();
    QCOMPARE(host.play.stage(), NetworkPlay::Idle);
    QCOMPARE(host.controller.level(1), 3);
    QVERIFY(!host.controller.decisionsTaken()); // the board plays the player's own decisions again
}

void TestNetworkPlay::unnamedPlayersAreCalledByTheirSide()
{
    // Players who gave no name are called by their side, as on the board, a
    // capital at the start of the line: "South invites you", "North's move".
    Screen host, guest;
    QVERIFY(host.controller.newGame(QStringLiteral("kalah")).isEmpty());
    QVERIFY(host.play.hostOn(0, QString(), QHostAddress::LocalHost, QStringLiteral("123456")).isEmpty());
    guest.play.join(QStringLiteral("127.0.0.1"), host.play.port(), QStringLiteral("123456"), QString());
    QVERIFY(waitFor([&] { return guest.play.stage() == NetworkPlay::Reviewing; }));
    QCOMPARE(guest.play.opponentName(), QStringLiteral("South"));
    QCOMPARE(guest.play.status(), QStringLiteral("South invites you to this game."));
    guest.play.accept();
    QVERIFY(waitFor([&] { return host.play.stage() == NetworkPlay::Playing && guest.play.stage() == NetworkPlay::Playing; }));
    QCOMPARE(host.play.opponentName(), QStringLiteral("North"));
    QCOMPARE(guest.play.status(), QStringLiteral("South's move."));
}

QTEST_MAIN(TestNetworkPlay)
#include "tst_networkplay.moc"
