// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One side of a game between two computers (docs/network.md): the host
// listens, with a join code, and referees; the guest joins. Both keep the
// whole game (RefereeGame) and check every decision the other side sends
// with the core; a message that is malformed, out of order or illegal closes
// the connection with a reason and changes nothing in the game. A dropped
// connection keeps the game: the guest rejoins with the same code and the
// decisions the other side missed are sent again.

#include "joingate.h"
#include "message.h"
#include "refereegame.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <optional>

class QWebSocket;
class QWebSocketServer;

namespace mancala::net {

class NetworkGame : public QObject {
    Q_OBJECT
public:
    enum class Role { Host, Guest };

    explicit NetworkGame(QObject* parent = nullptr);
    ~NetworkGame() override;

    /// Host: listens on `address`:`port` (0: any free port) for one guest
    /// with `code` (empty: a random one). The reason when it cannot listen.
    QString host(const Rules& rules, quint64 seed, Side hostSide, const QString& name, const QHostAddress& address,
                 quint16 port = 0, const QString& code = {});
    quint16 port() const;
    QString code() const;
    bool listening() const;

    /// Guest: connects to the host and says hello with `code`.
    void join(const QString& address, quint16 port, const QString& code, const QString& name);
    /// Guest: accepts the rules of the setup received (setupReceived()).
    QString acceptSetup();
    /// Guest: connects again after a dropped connection, with the same code.
    void rejoin();

    Role role() const { return m_role; }
    Side mySide() const { return m_mySide; }
    const QString& opponentName() const { return m_opponentName; }
    const RefereeGame& game() const { return m_game; }
    bool connected() const;
    /// The game has started (the guest accepted) and is not over.
    bool playing() const { return m_started && m_result.isEmpty(); }
    const QString& result() const { return m_result; }
    /// Whether this side has a decision to take now (in a race: no choice made yet).
    bool myDecision() const;
    /// Guest: a game under way joined afresh, its decisions so far still coming (both sides').
    bool catchingUp() const;

    // This side's actions: each returns why it cannot be done (empty when done).
    QString play(const QString& token);
    QString chat(const QString& text);
    QString resign();
    QString offerDraw();
    QString answerDraw(bool accept);
    QString requestUndo();
    /// Whether requestUndo() would ask: a decision of this side to take back, no question open.
    bool canAskUndo() const { return playing() && connected() && m_undoAsked < 0 && lastOwnDecision() > 0; }
    QString answerUndo(bool accept);
    /// Says bye and closes; the host stops listening.
    void leave(const QString& reason);

signals:
    void guestJoined(const QString& name);
    void setupReceived();
    void started();
    void resumed();
    void decisionPlayed(int number, mancala::Side side, const QString& token);
    void raceChosen(mancala::Side side);
    void chatReceived(const QString& text);
    void undoRequested(int keep);
    void undoRefused();
    void undone(int keep);
    void drawOffered();
    void drawRefused();
    void ended(const QString& result, const QString& reason);
    /// The connection dropped, or the other side left (its reason).
    void connectionLost(const QString& reason);
    /// This side closed the connection: the other side's message was wrong.
    void refused(const QString& reason);
    /// The other side closed the connection with an error about our message.
    void failed(const QString& reason);

private:
    /// The number (1-based) of this side's last decision, 0 when it has none.
    int lastOwnDecision() const;
    /// What the connection waits for.
    enum class Stage { None, AwaitHello, AwaitSetup, SetupShown, AwaitAccept, Playing };

    void adopt(QWebSocket* socket);
    void onNewConnection();
    void onText(const QString& text);
    void onDisconnected();
    void send(const Message& message);
    void refuse(const QString& reason);
    void dropSocket(const QString& reason);
    void stopListening();

    QString handle(const Message& m);
    QString onHello(const Message& m);
    QString onSetup(const Message& m);
    QString onAccept();
    QString onPlaying(const Message& m);
    QString onDecision(const Message& m);
    QString onRaceCommit(const Message& m);
    QString onRaceReveal(const Message& m);

    bool inRace() const;
    Side peerSide() const { return opponent(m_mySide); }
    void sendDecisions(int from);
    void sendReveal();
    QString playRace();
    QString commitRaceChoice(const QString& token);
    void resetRace();
    void afterDecision();
    void end(const QString& result, const QString& reason);
    void announce(int number);

    Role m_role = Role::Host;
    QWebSocketServer* m_server = nullptr;
    QPointer<QWebSocket> m_socket;
    Stage m_stage = Stage::None;
    std::optional<JoinGate> m_gate;
    QUrl m_url;        // guest: where the host is
    QString m_code;    // guest: the code to say
    QString m_myName;
    QString m_opponentName;
    Side m_mySide = Side::South;
    RefereeGame m_game;
    bool m_started = false; // the guest has accepted the rules once
    qint64 m_peerHave = 0;  // decisions the other side said it holds (hello's have, setup's count)
    QString m_result;
    int m_undoAsked = -1;   // our request's keep, pending
    int m_undoOffered = -1; // the other side's request's keep, pending
    bool m_drawAsked = false;   // we offered a draw
    bool m_drawOffered = false; // the other side offered one
    // The racing start: our choice and salt (committed), the other side's hash and choice.
    QString m_ownMove, m_ownSalt, m_peerHash, m_peerMove;
};

} // namespace mancala::net
