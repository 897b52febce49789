// SPDX-License-Identifier: GPL-3.0-or-later
// The Perfect level in the app: the computer plays the decision the solver
// proves, not the search's, and says when it goes past its time to finish a
// close proof ("proving").
#include "ai/computerplayer.h"
#include "ai/endgamebuilder.h"
#include "game/gamecontroller.h"
#include "languages/translations.h"

#include "mancala/notation.h"
#include "mancala/search.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mancala;
using namespace mancala::app;

namespace {

/// Plays the decision written `token` for the person to move; false if it is not legal.
bool personPlays(GameController& game, const std::string& token)
{
    DecisionList legal;
    legalDecisions(game.position(), legal);
    for (const Decision& d : legal)
        if (formatDecision(game.position(), d) == token)
            return game.playHole(d.hole);
    return false;
}

} // namespace

class TestPerfect : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { Translations::install(QStringLiteral("en")); }
    void playsTheProvenDecision();
};

void TestPerfect::playsTheProvenDecision()
{
    // Kalah(6,4) after 1. c-f B-A 2. e: North's E keeps -8; A -16, B -20
    // (mancala-cli solve --analyse). Master's search (depth 16 in a second)
    // prefers A; the Perfect level, given the time to prove, plays E. A
    // small endgame database (14 seeds: seconds to build) shortens the
    // proof; the time is generous, as it is the proof that is tested.
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    GameController game;
    game.player()->setSpeed(StepPlayer::Instant);
    game.computer()->setRestMillis(0);
    game.computer()->setMasterMillis(600000);
    EndgameBuilder* db = game.computer()->database();
    db->setFolder(cache.path());
    db->setSeeds(14);
    QCOMPARE(game.newGame(QStringLiteral("kalah"), {}), QString());

    // The database first: North at the Perfect level builds it (South, a
    // person, is to move, so nothing is searched meanwhile).
    QSignalSpy built(db, &EndgameBuilder::finished);
    game.setLevel(1, kPerfectLevel);
    QTRY_VERIFY_WITH_TIMEOUT(built.count() == 1, 300000);
    QCOMPARE(built.first().first().toBool(), true);
    game.setLevel(1, 0);
    for (const char* token : {"c", "f", "B", "A", "e"})
        QVERIFY2(personPlays(game, token), token);
    const std::string reached = toPositionString(game.position());
    QVERIFY2(reached.rfind("6,6,7,8,2,1/4,4,0,5,0,1 3,1 - - n ", 0) == 0, reached.c_str());

    const int plies = game.history()->plyCount();
    QSignalSpy proving(game.computer(), &ComputerPlayer::provingChanged);
    game.setLevel(1, kPerfectLevel);
    QVERIFY(game.computer()->thinking());
    QTRY_VERIFY_WITH_TIMEOUT(game.history()->plyCount() == plies + 1, 900000);
    QVERIFY(!game.computer()->proving());
    QVERIFY(proving.isEmpty()); // proven within its (generous) time: no "proving" shown
    // The decision played: E.
    Position replay = game.initialPosition();
    const std::vector<Decision> line = game.history()->decisions();
    QCOMPARE(line.size(), std::size_t(plies + 1));
    for (int i = 0; i < plies; ++i)
        QVERIFY(apply(replay, line[static_cast<std::size_t>(i)]));
    QCOMPARE(QString::fromStdString(formatDecision(replay, line.back())), QStringLiteral("E"));
}

QTEST_MAIN(TestPerfect)
#include "tst_perfect.moc"
