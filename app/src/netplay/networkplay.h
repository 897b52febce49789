// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "activities/exerciseboard.h"

#include <QHostAddress>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <memory>

namespace mancala::net {
class NetworkGame;
}

namespace mancala::app {

/// The address another computer of the network reaches this one at: the
/// first of its own that is not the loopback's (IPv4 first).
QString ownAddress();

/**
 * @brief Game ▸ Host a game over the network and Game ▸ Join a game: a game
 * between two computers on the board (docs/network.md), an activity of its
 * own.
 *
 * It takes the board as an exercise does (the player's own settings kept
 * aside, both sides given to people, given back when it ends), and the game
 * controller hands every decision made on the board to the game across
 * computers (GameController::setDecisionTaker()): the board plays only what
 * that game played, both sides' decisions in its order, each animated. Each
 * player decides for their own side only; the racing start (W2, E2) is
 * chosen from raceChoices, hidden from the other side until both have chosen.
 */
class NetworkPlay : public ExerciseBoard {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Stage stage READ stage NOTIFY stageChanged)
    Q_PROPERTY(bool active READ active NOTIFY stageChanged)
    /// Host: where the guest connects, and the join code.
    Q_PROPERTY(QString address READ address NOTIFY stageChanged)
    Q_PROPERTY(int port READ port NOTIFY stageChanged)
    Q_PROPERTY(QString code READ code NOTIFY stageChanged)
    /// 0 South, 1 North: this player's side.
    Q_PROPERTY(int mySide READ mySide NOTIFY stageChanged)
    Q_PROPERTY(QString opponentName READ opponentName NOTIFY stageChanged)
    /// Guest: the rules the host chose, to read before accepting.
    Q_PROPERTY(QString rulesText READ rulesText NOTIFY stageChanged)
    /// What is happening, in a line.
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(QStringList chat READ chat NOTIFY chatChanged)
    Q_PROPERTY(bool undoAsked READ undoAsked NOTIFY questionsChanged)
    /// A decision of this side to take back and no question of this side open: "Ask to take back" can be used.
    Q_PROPERTY(bool canAskUndo READ canAskUndo NOTIFY questionsChanged)
    Q_PROPERTY(bool drawOffered READ drawOffered NOTIFY questionsChanged)
    /// In a racing start, the holes this player may choose (empty once chosen).
    Q_PROPERTY(QStringList raceChoices READ raceChoices NOTIFY statusChanged)

public:
    enum Stage {
        Idle,       ///< no game across computers
        Waiting,    ///< host: listening for the guest
        Connecting, ///< guest: saying hello
        Reviewing,  ///< guest: the host's rules on show, to accept
        Playing,
        Lost,       ///< the connection dropped: the game is kept
        Over,
    };
    Q_ENUM(Stage)

    explicit NetworkPlay(QObject* parent = nullptr);
    ~NetworkPlay() override;

    Stage stage() const { return m_stage; }
    bool active() const override { return m_stage != Idle; }
    QString address() const;
    int port() const;
    QString code() const;
    int mySide() const;
    QString opponentName() const;
    QString rulesText() const;
    QString status() const { return m_status; }
    QStringList chat() const { return m_chat; }
    bool undoAsked() const { return m_undoAsked; }
    bool canAskUndo() const;
    bool drawOffered() const { return m_drawOffered; }
    QStringList raceChoices() const;

    /// Hosts the rules of the game on the board with a fresh seed, this
    /// player on `side`; listens on every network, or on 127.0.0.1 only
    /// (`thisComputerOnly`: two windows of one computer). Returns why it cannot listen.
    Q_INVOKABLE QString host(int side, const QString& name, bool thisComputerOnly);
    QString hostOn(int side, const QString& name, const QHostAddress& address, const QString& code = {});
    Q_INVOKABLE void join(const QString& address, int port, const QString& code, const QString& name);
    /// Guest: accepts the host's rules; the game comes on the board.
    Q_INVOKABLE void accept();
    Q_INVOKABLE void rejoin();
    Q_INVOKABLE QString chooseRace(const QString& hole);
    Q_INVOKABLE QString sendChat(const QString& text);
    Q_INVOKABLE QString resign();
    Q_INVOKABLE QString offerDraw();
    Q_INVOKABLE QString answerDraw(bool accept);
    Q_INVOKABLE QString requestUndo();
    Q_INVOKABLE QString answerUndo(bool accept);
    /// Leaves the game across computers; the board stays as it is.
    Q_INVOKABLE void close() override;

signals:
    void stageChanged();
    void statusChanged();
    void chatChanged();
    void questionsChanged();

protected:
    void judge(const Decision&) override {}
    void onPositionChanged() override;

private:
    void wire();
    void setStage(Stage stage);
    void setStatus(const QString& status);
    bool loadBoard();
    bool takeDecision(const Decision& d);
    void playQueued();
    void turnStatus();
    void showNames();

    std::unique_ptr<net::NetworkGame> m_net;
    Stage m_stage = Idle;
    QString m_status;
    QStringList m_chat;
    bool m_undoAsked = false;
    bool m_drawOffered = false;
    std::deque<QString> m_queue; ///< decisions played across computers, not yet on the board
    QString m_address;
    QString m_myName;
};

} // namespace mancala::app
