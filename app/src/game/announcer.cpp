// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/announcer.h"

#include "ai/computerplayer.h"
#include "game/gamecontroller.h"
#include "languages/translations.h"
#include "stdstrings.h"

#include "mancala/notation.h"
#include "mancala/qelat_perfect.h"

#include <algorithm>

namespace mancala::app {

namespace {

/// The seeds of the capture steps[i] belongs to (consecutive captures by one side), up to steps[i].
int capturedWith(const StepList& steps, int i)
{
    // One capture is often several steps (K4: the opposite house, then the
    // last seed): the player hears the seeds of all of them at once.
    const auto sameCapture = [&](int j) {
        const Step& s = steps[static_cast<std::size_t>(j)];
        return s.kind == StepKind::Capture && s.side == steps[static_cast<std::size_t>(i)].side;
    };
    int first = i;
    while (first > 0 && sameCapture(first - 1))
        --first;
    int seeds = 0;
    for (int j = first; j <= i; ++j) // the seeds taken up to this step, as the board shows them
        seeds += steps[static_cast<std::size_t>(j)].count;
    return seeds;
}

/// steps[i] is a capture that goes on in the next step (by the same side): not yet the whole capture.
bool captureGoesOn(const StepList& steps, int i)
{
    const auto next = static_cast<std::size_t>(i) + 1;
    return steps[static_cast<std::size_t>(i)].kind == StepKind::Capture && next < steps.size()
        && steps[next].kind == StepKind::Capture && steps[next].side == steps[static_cast<std::size_t>(i)].side;
}

bool hasRaceTick(const StepList& steps)
{
    for (const Step& s : steps)
        if (s.kind == StepKind::RaceTick)
            return true;
    return false;
}

} // namespace

Announcer::Announcer(GameController& game, QObject* parent)
    : QObject(parent)
    , m_game(game)
{
    for (auto signal : {&GameController::gameChanged, &GameController::positionChanged, &GameController::busyChanged,
                        &GameController::messageChanged})
        connect(&game, signal, this, &Announcer::update);
    connect(game.raceHandover(), &RaceHandover::shownChanged, this, &Announcer::update);
    connect(game.history(), &History::lookingBackChanged, this, &Announcer::update);
    connect(game.players(), &Players::namesChanged, this, &Announcer::update);
    connect(game.players(), &Players::levelsChanged, this, &Announcer::update);
    connect(game.player(), &StepPlayer::stepChanged, this, &Announcer::update);
    connect(game.computer(), &ComputerPlayer::thinkingChanged, this, &Announcer::update);
    connect(game.computer(), &ComputerPlayer::provingChanged, this, &Announcer::update);
    // Another language: the same texts, said anew on the screen but not aloud.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &Announcer::update);
}

QString Announcer::nameOf(int side) const
{
    return m_game.players()->name(side);
}

int Announcer::mover() const
{
    const Position* before = m_game.shownMoveBefore();
    return before ? index(before->decider) : -1;
}

bool Announcer::raceShown() const
{
    return m_game.busy() && hasRaceTick(m_game.player()->steps());
}

qint64 Announcer::eventKey(bool sinceSowing) const
{
    // What the board shows now: the last step shown that says something. A
    // frame may hold several steps (a race tick); stepping back goes back to
    // an earlier event (or none) with the board. A capture is said once all
    // its seeds are taken (one capture is often several steps).
    // While a move is sown, an event holds the line only until the hands
    // sow on (W3: a four captured in the middle of a sowing): after that the
    // line says who sows again. A race's frames sow both hands around its
    // events, which stay.
    const StepPlayer& player = *m_game.player();
    const StepList& steps = player.steps();
    const bool cut = sinceSowing && !hasRaceTick(steps);
    for (int i = std::min(player.stepIndex(), static_cast<int>(steps.size())) - 1; i >= 0; --i) {
        const Step& step = steps[static_cast<std::size_t>(i)];
        if (captureGoesOn(steps, i))
            continue;
        if (cut && (step.kind == StepKind::PickUp || step.kind == StepKind::Drop))
            return -1;
        switch (step.kind) {
        case StepKind::ExtraTurn:
        case StepKind::Pass:
        case StepKind::Swap:
        case StepKind::RaceTick:
        case StepKind::RaceWon:
        case StepKind::Lot:
        case StepKind::Capture:
        case StepKind::MakeWalda:
        case StepKind::MakeEkwarna:
        case StepKind::MakeBull:
        case StepKind::MakeJen:
        case StepKind::Eat:
        case StepKind::Offer:
        case StepKind::RoundEnd:
        case StepKind::NewRound:
        case StepKind::GameEnd: return (qint64(m_game.history()->ply()) << 32) + i;
        default: break;
        }
    }
    return -1;
}

QString Announcer::lastEvent() const { return eventText(eventKey()); }

QString Announcer::eventText(qint64 key) const
{
    if (key < 0)
        return {};
    const StepList& steps = m_game.player()->steps();
    const int i = static_cast<int>(key & 0xffffffff);
    const Step& step = steps[static_cast<std::size_t>(i)];
    const QString who = nameOf(index(step.side));
    switch (step.kind) {
    case StepKind::ExtraTurn:
        //: %1 is a player's name
        return tr("%1 moves again.").arg(who);
    case StepKind::Pass:
        //: %1 is a player's name
        return tr("%1 cannot move and passes.").arg(who);
    case StepKind::Swap: return tr("The players swap sides.");
    case StepKind::RaceTick:
        //: The racing start: both players sow at once
        return tr("Race!");
    case StepKind::RaceWon:
        return step.count ? tr("The race is tied: %1 wins the lot and moves first.").arg(who)
                          : tr("%1 wins the race and moves first.").arg(who);
    case StepKind::Lot:
        //: %1 is a player's name
        return tr("A lot is drawn: %1 wins it.").arg(who);
    case StepKind::Capture:
        //: %1 is a player's name, %n a number of seeds
        return tr("%1 captures %n seed(s).", nullptr, capturedWith(steps, i)).arg(who);
    case StepKind::MakeWalda:
        //: A walda is a hole that becomes a player's store (Qelat); %1 a hole name
        return tr("%1 becomes %2's walda.").arg(m_game.holeName(step.from), who);
    case StepKind::MakeEkwarna:
        //: An ekwarna is a captured hole (Qelat of Keren); %1 a hole name
        return tr("%1 becomes %2's ekwarna.").arg(m_game.holeName(step.from), who);
    case StepKind::MakeBull:
        //: A bull is a hole whose seeds never leave it (Enkeshui); %1 a hole name
        return tr("%1 becomes %2's bull.").arg(m_game.holeName(step.from), who);
    case StepKind::MakeJen:
        //: A Jen is a four that was left and grew to five (Mewelad); %1 a hole name
        return tr("%1 becomes a Jen.").arg(m_game.holeName(step.from));
    case StepKind::Eat:
        //: %1 a player's name, %2 a hole name
        return tr("%1 eats from %2.").arg(who, m_game.holeName(step.from));
    case StepKind::Offer: return tr("%1 may take the four in %2.").arg(who, m_game.holeName(step.from));
    case StepKind::RoundEnd: return tr("Round %1 is over.").arg(step.count);
    case StepKind::NewRound:
        //: %1 a round number, %2 a player's name
        return tr("Round %1 begins: %2 moves first.").arg(step.count).arg(who);
    case StepKind::GameEnd:
        // The rule that ended it, in words (G2, G3, the rule set's own end).
        return tr("The game is over.") + QLatin1Char(' ') + m_game.ending()->reason();
    default: return {};
    }
}

QString Announcer::computerMove() const
{
    const Position* before = m_game.shownMoveBefore();
    if (!before || m_game.busy() || m_game.level(index(before->decider)) == 0)
        return {};
    // A race choice is secret: the race itself shows both choices.
    if (before->pending == Pending::Race)
        return {};
    // The whole turn ("B-A": an extra turn), with what all of it captured.
    const QString who = nameOf(index(before->decider));
    QStringList tokens;
    int captured = 0;
    for (const GameController::TurnPart& part : m_game.shownTurn()) {
        tokens << fromStd(formatDecision(*part.before, *part.decision));
        for (const Step& s : *part.steps)
            if (s.kind == StepKind::Capture && s.side == before->decider)
                captured += s.count;
    }
    const QString move = tokens.join(QLatin1Char('-'));
    if (captured > 0)
        //: The computer's move on show; %1 its name, %2 the move ("C"), %n the seeds it captured
        return tr("%1 played %2 and captured %n seed(s).", nullptr, captured).arg(who, move);
    //: The computer's move on show; %1 its name, %2 the move ("C", "cw", "take")
    return tr("%1 played %2.").arg(who, move);
}

QString Announcer::status() const
{
    const GameController& g = m_game;
    const StepPlayer& player = *m_game.player();
    if (player.over())
        //: Shown when the game has ended
        return tr("Game over");
    if (g.busy()) {
        if (const QString e = eventText(eventKey(true)); !e.isEmpty())
            return e;
        if (raceShown())
            //: The racing start (W2, E2) plays: both hands sow together
            return tr("Race: both players sow at once…");
        if (const Position* before = m_game.shownMoveBefore(); before && before->pending == Pending::Race)
            //: The first race choice (W2, E2) is on show; the hole stays secret
            return tr("Race: %1 has chosen a hole in secret").arg(nameOf(mover()));
        return tr("%1 is sowing…").arg(nameOf(mover()));
    }
    if (g.history()->lookingBack()) {
        const int ply = g.history()->ply();
        const int count = g.history()->plyCount();
        if (const int owed = m_game.computer()->thinkingSide(); owed >= 0)
            //: An earlier move is on show (the move list) while the computer is to play at the end; %1 the move on show, %2 the moves, %3 the computer
            return tr("Looking back, %1 of %2 moves played: %3 plays on when you return to the last move")
                .arg(ply)
                .arg(count)
                .arg(nameOf(owed));
        if (!g.history()->inProgress())
            //: An earlier move of a finished game is on show (the move list); %1 the move on show, %2 the moves
            return tr("Looking back, %1 of %2 moves played: the game is over").arg(ply).arg(count);
        //: An earlier move is on show (the move list); %1 the move on show, %2 the moves
        return tr("Looking back, %1 of %2 moves played: the game goes on from the last move").arg(ply).arg(count);
    }
    const QString decider = nameOf(g.decider());
    switch (g.pending()) {
    case GameController::Race:
        if (g.decisionsTaken())
            //: The racing start (W2, E2) of a game across computers: both players pick a hole at once, at their own screens
            return tr("Race: both players choose a hole in secret");
        //: The racing start (W2, E2): each player picks a hole in secret
        return tr("Race: %1 chooses a hole in secret").arg(decider);
    case GameController::ContinueFrom:
        //: After eating (M5) the player picks the hole to sow next
        return tr("%1: choose a hole to continue from").arg(decider);
    case GameController::Direction:
        //: Clockwise privilege (E7)
        return tr("%1: choose the direction of the remaining laps").arg(decider);
    case GameController::TakeOrLeave:
        //: Claimed captures (W4); %2 is a hole name
        return tr("%1: take the four in %2 or leave it?").arg(decider, g.holeName(g.offerHole()));
    default:
        if (thinkingSide() == g.decider() && m_game.computer()->proving())
            //: The Perfect level's time is up but its proof of the exact value is close: it finishes it (a few seconds at most); %1 names it
            return tr("%1 is proving…").arg(decider);
        if (thinkingSide() == g.decider())
            //: The computer searches for its decision; %1 names it
            return tr("%1 is thinking…").arg(decider);
        if (g.canPass())
            return tr("%1 has no legal move").arg(decider);
        return tr("%1 to move").arg(decider);
    }
}

QString Announcer::detail() const
{
    if (const QString message = m_game.message(); !message.isEmpty())
        return message;
    if (m_game.busy())
        return {};
    const QString move = computerMove();
    const QString e = lastEvent();
    // "North played C and captured 4 seeds." says the capture already.
    const bool captureSaid = !move.isEmpty() && eventKey() >= 0
        && m_game.player()->steps()[static_cast<std::size_t>(eventKey() & 0xffffffff)].kind == StepKind::Capture;
    QString said = move;
    if (move.isEmpty() || e.isEmpty() || captureSaid)
        said = move.isEmpty() ? e : move;
    else
        said = move + QLatin1Char(' ') + e;
    const QString draw = deadDraw();
    if (draw.isEmpty() || said.isEmpty())
        return said.isEmpty() ? draw : said;
    return said + QLatin1Char(' ') + draw;
}

QString Announcer::deadDraw() const
{
    const Position& p = m_game.position();
    if (p.over() || !p.rules || p.variant() != Variant::Qelat || m_game.history()->lookingBack())
        return {};
    const auto database = qelatPerfectDatabase(*p.rules);
    if (!database || !qelatDeadDraw(*database, p))
        return {};
    //: Qelat: the endgame database proves that the rest of the game is a draw (no side can win more seeds than the other with correct play); the game still ends only by the quiet-move limit
    return tr("Neither side can win any more seeds from the other with correct play: the score difference stays as "
              "it is.");
}

bool Announcer::refusal() const { return !m_game.message().isEmpty(); }

QString Announcer::spoken() const
{
    const QString d = detail();
    return d.isEmpty() ? status() : status() + QLatin1Char(' ') + d;
}

int Announcer::side() const
{
    if (m_game.player()->over() || raceShown())
        return -1;
    if (m_game.busy())
        return mover();
    // Looking back: the line names no one to move (the game goes on at its end).
    if (m_game.history()->lookingBack())
        return -1;
    return m_game.player()->decider();
}

int Announcer::thinkingSide() const
{
    // Only once the board shows the position the computer thinks about: not
    // while its last move (or the person's) is still being sown.
    const ComputerPlayer& computer = *m_game.computer();
    return computer.thinking() && !m_game.busy() ? computer.thinkingSide() : -1;
}

void Announcer::update()
{
    const QString seen = spoken() + QString::number(side()) + QString::number(thinkingSide());
    if (seen != m_seen) {
        m_seen = seen;
        emit changed();
    }
    // News to say aloud: the computer's move (with the event it ended on,
    // said as one: a second sentence would cut the first short), else an
    // event the board reached.
    const qint64 key = eventKey();
    const int moveKey = computerMove().isEmpty() ? -1 : m_game.history()->ply();
    const bool newEvent = key != m_eventKey;
    m_eventKey = key;
    if (moveKey != m_moveKey) {
        m_moveKey = moveKey;
        if (moveKey >= 0) {
            emit announced(detail());
            return;
        }
    }
    if (newEvent && key >= 0)
        emit announced(lastEvent());
}

} // namespace mancala::app
