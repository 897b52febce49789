// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplay/networkplay.h"

#include "networkgame.h"

#include "mancala/notation.h"

#include <QNetworkInterface>
#include <QRandomGenerator>

namespace mancala::app {

using net::NetworkGame;

namespace {

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

QString ownAddress()
{
    QString fallback;
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback() || a.isLinkLocal())
            continue;
        if (a.protocol() == QAbstractSocket::IPv4Protocol)
            return a.toString();
        if (fallback.isEmpty())
            fallback = a.toString();
    }
    return fallback.isEmpty() ? QStringLiteral("127.0.0.1") : fallback;
}

NetworkPlay::NetworkPlay(QObject* parent)
    : ExerciseBoard(parent)
{
    connect(this, &ExerciseBoard::gameChanged, this, [this] {
        if (m_game)
            connect(m_game, &GameController::busyChanged, this, &NetworkPlay::playQueued);
    });
}

NetworkPlay::~NetworkPlay()
{
    if (m_net)
        m_net->leave(QStringLiteral("closed"));
    if (m_game)
        m_game->setDecisionTaker(nullptr);
}

QString NetworkPlay::address() const
{
    return m_address;
}

int NetworkPlay::port() const
{
    return m_net ? m_net->port() : 0;
}

QString NetworkPlay::code() const
{
    return m_net ? m_net->code() : QString();
}

int NetworkPlay::mySide() const
{
    return m_net ? index(m_net->mySide()) : 0;
}

QString NetworkPlay::opponentName() const
{
    if (!m_net)
        return {};
    // Unnamed, the other player is called by their side, as on the board ("North's move.", "South joined.").
    return m_net->opponentName().isEmpty() ? Players::defaultName(index(opponent(m_net->mySide())))
                                           : m_net->opponentName();
}

QString NetworkPlay::rulesText() const
{
    if (!m_net || !m_net->game().started() || !m_game)
        return {};
    const Rules& rules = m_net->game().rules();
    QString text = m_game->variantNames().value(static_cast<int>(rules.variant));
    QStringList differences;
    for (const std::string& difference : rules.differences())
        differences << fromStd(difference);
    if (!differences.isEmpty())
        text += QStringLiteral(" (") + differences.join(QStringLiteral(", ")) + u')';
    return text;
}

QStringList NetworkPlay::raceChoices() const
{
    QStringList choices;
    if (m_net && m_stage == Playing && m_net->game().raceOpen() && m_net->myDecision())
        for (const std::string& token : m_net->game().choicesFor(m_net->mySide()))
            choices << fromStd(token);
    return choices;
}

// --------------------------------------------------------------- starting

QString NetworkPlay::host(int side, const QString& name, bool thisComputerOnly)
{
    return hostOn(side, name, thisComputerOnly ? QHostAddress::LocalHost : QHostAddress::Any);
}

QString NetworkPlay::hostOn(int side, const QString& name, const QHostAddress& address, const QString& code)
{
    if (!m_game)
        return QStringLiteral("no board");
    close();
    m_net = std::make_unique<NetworkGame>();
    m_myName = name;
    wire();
    const quint64 seed = QRandomGenerator::system()->generate64() & ((quint64(1) << 53) - 1);
    const QString why = m_net->host(m_game->rules(), seed, side == 1 ? Side::North : Side::South, name, address, 0, code);
    if (!why.isEmpty()) {
        m_net.reset();
        return why;
    }
    m_address = address == QHostAddress::Any ? ownAddress() : address.toString();
    if (!loadBoard()) {
        close();
        return QStringLiteral("the board could not be set up");
    }
    setStage(Waiting);
    //: Game across computers, host: the other player has not joined yet
    setStatus(tr("Waiting for the other player to join."));
    return {};
}

void NetworkPlay::join(const QString& address, int port, const QString& code, const QString& name)
{
    close();
    m_net = std::make_unique<NetworkGame>();
    m_myName = name;
    wire();
    m_address = address;
    setStage(Connecting);
    //: Game across computers, guest: connecting to the host
    setStatus(tr("Connecting…"));
    m_net->join(address, quint16(port), code, name);
}

void NetworkPlay::accept()
{
    if (!m_net || m_stage != Reviewing || !loadBoard())
        return;
    m_net->acceptSetup(); // started(): Playing
}

void NetworkPlay::rejoin()
{
    if (m_net && m_stage == Lost && m_net->role() == NetworkGame::Role::Guest) {
        //: Game across computers, guest: connecting to the host
        setStatus(tr("Connecting…"));
        m_net->rejoin();
    }
}

bool NetworkPlay::loadBoard()
{
    const net::RefereeGame& game = m_net->game();
    const bool loaded = takeBoard([&] {
        auto rules = std::make_unique<Rules>(game.rules());
        Position p = startPosition(*rules, game.seed());
        const Position start = p;
        std::vector<Decision> decisions;
        for (int n = 1; n <= game.count(); ++n) {
            Decision d;
            std::string error;
            if (!parseDecision(p, game.token(n), d, error) || !mancala::apply(p, d))
                return false;
            decisions.push_back(d);
        }
        return m_game->loadGame(std::move(rules), game.seed(), start, decisions);
    });
    if (!loaded)
        return false;
    m_queue.clear();
    m_game->setDecisionTaker([this](const Decision& d) { return takeDecision(d); });
    showNames();
    return true;
}

void NetworkPlay::showNames()
{
    const QString opponent = m_net->opponentName();
    if (m_net->mySide() == Side::South)
        m_game->players()->setNames(m_myName, opponent);
    else
        m_game->players()->setNames(opponent, m_myName);
}

void NetworkPlay::close()
{
    if (m_net) {
        m_net->leave(QStringLiteral("closed"));
        m_net.release()->deleteLater(); // close() may come from one of its signals
    }
    if (m_game)
        m_game->setDecisionTaker(nullptr);
    m_queue.clear();
    m_undoAsked = m_drawOffered = false;
    m_chat.clear();
    emit chatChanged();
    emit questionsChanged();
    if (m_stage != Idle)
        leaveBoard();
    setStage(Idle);
    setStatus({});
}

// ---------------------------------------------------------------- playing

bool NetworkPlay::takeDecision(const Decision& d)
{
    if (!m_net || m_stage != Playing || !m_queue.empty())
        return false;
    if (!m_net->myDecision()) {
        // Not this side's to take now (the other's turn, its race choice made,
        // the game still coming in): the line says what the game waits for.
        turnStatus();
        return false;
    }
    if (m_game->history()->browsing()) {
        // Undo and the move list only look back here: taking back is asked of the other player.
        //: Game across computers: a click on an earlier position of the game
        setStatus(tr("Go to the last move to play: to take back a move, ask the other player."));
        return false;
    }
    const QString why = m_net->play(fromStd(formatDecision(m_game->position(), d)));
    if (!why.isEmpty()) {
        setStatus(why);
        return false;
    }
    return true;
}

void NetworkPlay::playQueued()
{
    while (m_game && !m_queue.empty() && !m_game->busy()) {
        Decision d;
        std::string error;
        if (!parseDecision(m_game->position(), m_queue.front().toStdString(), d, error) || !m_game->playTaken(d)) {
            if (m_game->busy())
                return; // the next one when the board has shown this one
            //: Game across computers: the board and the game across computers disagree (a bug)
            setStatus(tr("The board could not play %1.").arg(m_queue.front()));
            m_queue.clear();
            return;
        }
        m_queue.pop_front();
    }
    if (m_queue.empty())
        turnStatus();
}

void NetworkPlay::onPositionChanged() {}

void NetworkPlay::turnStatus()
{
    if (m_stage != Playing)
        return;
    if (m_net->catchingUp())
        //: Game across computers, guest: a program started again receives the moves played so far
        setStatus(tr("Rejoining: the moves played so far are coming in…"));
    else if (m_net->game().raceOpen())
        setStatus(m_net->myDecision()
                      //: Game across computers, the racing start: %1 is the other player
                      ? tr("Choose your starting hole: %1 will not see it before choosing theirs.").arg(opponentName())
                      //: Game across computers, the racing start: %1 is the other player
                      : tr("Waiting for %1 to choose a starting hole.").arg(opponentName()));
    else
        //: Game across computers: %1 is the other player
        setStatus(m_net->myDecision() ? tr("Your move.") : tr("%1's move.").arg(opponentName()));
}

QString NetworkPlay::chooseRace(const QString& hole)
{
    return m_net ? m_net->play(hole) : QString();
}

QString NetworkPlay::sendChat(const QString& text)
{
    if (!m_net)
        return {};
    const QString why = m_net->chat(text.trimmed());
    if (why.isEmpty()) {
        //: A chat line of a game across computers, this player's own
        m_chat << tr("You: %1").arg(text.trimmed());
        emit chatChanged();
    }
    return why;
}

QString NetworkPlay::resign()
{
    return m_net ? m_net->resign() : QString();
}

QString NetworkPlay::offerDraw()
{
    const QString why = m_net ? m_net->offerDraw() : QString();
    if (m_net && why.isEmpty())
        //: Game across computers: %1 is the other player
        setStatus(tr("Draw offered: waiting for %1's answer.").arg(opponentName()));
    return why;
}

QString NetworkPlay::answerDraw(bool accept)
{
    m_drawOffered = false;
    emit questionsChanged();
    return m_net ? m_net->answerDraw(accept) : QString();
}

QString NetworkPlay::requestUndo()
{
    const QString why = m_net ? m_net->requestUndo() : QString();
    if (m_net && why.isEmpty())
        //: Game across computers: %1 is the other player
        setStatus(tr("Asked %1 to take back your move.").arg(opponentName()));
    emit questionsChanged();
    return why;
}

bool NetworkPlay::canAskUndo() const
{
    return m_net && m_net->canAskUndo();
}

QString NetworkPlay::answerUndo(bool accept)
{
    m_undoAsked = false;
    emit questionsChanged();
    return m_net ? m_net->answerUndo(accept) : QString();
}

// ---------------------------------------------------------------- events

void NetworkPlay::wire()
{
    NetworkGame* net = m_net.get();
    connect(net, &NetworkGame::guestJoined, this, [this] {
        showNames();
        emit stageChanged(); // the opponent's name
        //: Game across computers, host: %1 is the guest's name
        setStatus(tr("%1 joined.").arg(opponentName()));
    });
    connect(net, &NetworkGame::setupReceived, this, [this] {
        setStage(Reviewing);
        //: Game across computers, guest: %1 is the host's name; the rules are shown below
        setStatus(tr("%1 invites you to this game.").arg(opponentName()));
    });
    connect(net, &NetworkGame::started, this, [this] {
        setStage(Playing);
        turnStatus();
    });
    connect(net, &NetworkGame::resumed, this, [this] {
        setStage(Playing);
        turnStatus();
    });
    connect(net, &NetworkGame::decisionPlayed, this, [this](int, Side, const QString& token) {
        m_queue.push_back(token);
        QMetaObject::invokeMethod(this, &NetworkPlay::playQueued, Qt::QueuedConnection);
        emit questionsChanged(); // a decision to take back, perhaps
    });
    connect(net, &NetworkGame::raceChosen, this, [this] { turnStatus(); });
    connect(net, &NetworkGame::chatReceived, this, [this](const QString& text) {
        m_chat << opponentName() + QStringLiteral(": ") + text;
        emit chatChanged();
    });
    connect(net, &NetworkGame::undoRequested, this, [this] {
        m_undoAsked = true;
        emit questionsChanged();
    });
    connect(net, &NetworkGame::undoRefused, this, [this] {
        //: Game across computers: %1 is the other player
        setStatus(tr("%1 does not take back the move.").arg(opponentName()));
        emit questionsChanged();
    });
    connect(net, &NetworkGame::undone, this, [this] {
        loadBoard();
        turnStatus();
        emit questionsChanged();
    });
    connect(net, &NetworkGame::drawOffered, this, [this] {
        m_drawOffered = true;
        emit questionsChanged();
    });
    connect(net, &NetworkGame::drawRefused, this, [this] {
        //: Game across computers: %1 is the other player
        setStatus(tr("%1 does not agree to a draw.").arg(opponentName()));
    });
    connect(net, &NetworkGame::ended, this, [this](const QString& result, const QString& reason) {
        setStage(Over);
        m_undoAsked = m_drawOffered = false;
        emit questionsChanged();
        const bool iWon = result == (m_net->mySide() == Side::South ? u"south-wins" : u"north-wins");
        if (reason == u"resign")
            //: Game across computers: %1 is the other player
            setStatus(iWon ? tr("%1 resigned.").arg(opponentName()) : tr("You resigned."));
        else if (reason == u"agreed")
            //: Game across computers
            setStatus(tr("Drawn by agreement."));
        else
            //: Game across computers: the board says how it ended
            setStatus(tr("The game is over."));
    });
    connect(net, &NetworkGame::connectionLost, this, [this](const QString& reason) {
        if (m_stage == Over || m_stage == Idle)
            return;
        setStage(Lost);
        setStatus(m_net->role() == NetworkGame::Role::Host
                      //: Game across computers, host: %1 is why (in English, from the network)
                      ? tr("The connection was lost (%1). The other player can join again with the same code.").arg(reason)
                      //: Game across computers, guest: %1 is why (in English, from the network)
                      : tr("The connection was lost (%1). The game is kept: join again to go on.").arg(reason));
    });
    auto closedWith = [this](const QString& reason) {
        if (m_stage == Over || m_stage == Idle)
            return;
        setStage(Lost);
        //: Game across computers: %1 is why (in English, from the network)
        setStatus(tr("The connection was closed: %1").arg(reason));
    };
    connect(net, &NetworkGame::refused, this, closedWith);
    connect(net, &NetworkGame::failed, this, closedWith);
}

void NetworkPlay::setStage(Stage stage)
{
    if (stage == m_stage)
        return;
    m_stage = stage;
    emit stageChanged();
}

void NetworkPlay::setStatus(const QString& status)
{
    if (status == m_status)
        return;
    m_status = status;
    emit statusChanged();
}

} // namespace mancala::app
