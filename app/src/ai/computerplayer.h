// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/endgamebuilder.h"
#include "ai/searchtask.h"

#include "mancala/decision.h"
#include "mancala/position.h"

#include <QObject>
#include <QTimer>
#include <QList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace mancala::app {

class GameController;

/// A level the computer offers for a rule set, as the player choice lists it.
struct LevelChoice {
    Q_GADGET
    Q_PROPERTY(int level MEMBER level)
    Q_PROPERTY(QString name MEMBER name)
    QML_VALUE_TYPE(levelChoice)

public:
    int level = 0;
    QString name;
};

/**
 * @brief The computer's side(s) of a game: when the game waits for a
 * decision of a side the controller gives a level, the computer thinks on
 * a worker thread (SearchTask) and then plays the decision through the
 * controller, like a player would.
 *
 * It thinks while the previous move is still animated, but never plays
 * before the board has shown that move to its end (and has rested
 * `restMillis`), nor while a round summary waits for the player. Any
 * change of the game (undo, a new game, a record loaded) stops the search
 * at once: a result is played only on the position it was searched for, at
 * the end of the game's line. Looking back at an earlier move (the move
 * list) is no change: the computer goes on thinking about the line's end
 * and plays once the player is back there.
 *
 * With two computers (a demonstration) the game can be paused and stepped
 * one decision at a time; giving a side back to a human takes it over.
 */
class ComputerPlayer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the computer player.")
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(int thinkingSide READ thinkingSide NOTIFY thinkingChanged)
    Q_PROPERTY(bool proving READ proving NOTIFY provingChanged)
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY pausedChanged)
    Q_PROPERTY(int masterMillis READ masterMillis WRITE setMasterMillis NOTIFY masterMillisChanged)
    Q_PROPERTY(int restMillis READ restMillis WRITE setRestMillis NOTIFY restMillisChanged)
    Q_PROPERTY(mancala::app::EndgameBuilder* database READ database CONSTANT)

public:
    explicit ComputerPlayer(GameController& game, QObject* parent = nullptr);
    ~ComputerPlayer() override;

    /// The computer owes the game's pending decision and has not played it yet.
    bool thinking() const { return m_side >= 0; }
    /// The side it thinks for, or -1.
    int thinkingSide() const { return m_side; }
    /// The Perfect level's time is up and it finishes a close proof (a few seconds at most).
    bool proving() const { return m_proving; }
    bool paused() const { return m_paused; }
    void setPaused(bool paused);
    /// Level 6's time per decision (the lower levels use less), in milliseconds.
    int masterMillis() const { return m_masterMillis; }
    void setMasterMillis(int millis);
    /// The rest after an animation before the computer's decision shows.
    int restMillis() const { return m_restMillis; }
    void setRestMillis(int millis);

    /// The Perfect level's endgame database, built in the background on its first use.
    EndgameBuilder* database() { return &m_database; }

    /// A decision is found and held back, with no play of it due: paused
    /// (until step()), the board still moving, or a round summary shown.
    /// What proves that a paused computer does not play (tests).
    Q_INVOKABLE bool holdsDecision() const { return m_found.has_value() && !m_playTimer.isActive(); }

    /// While paused: plays the computer's next decision, then pauses again.
    Q_INVOKABLE void step();
    /// The translated name of a level ("Beginner" ... "Master", "Perfect").
    Q_INVOKABLE static QString levelName(int level);
    /// The levels a rule set offers: 1-6, and Perfect where the rule set has one.
    Q_INVOKABLE static QList<mancala::app::LevelChoice> levels(const QString& variantId);

    /// Looks at the game again (called by the controller on every change).
    void update();

signals:
    void thinkingChanged();
    void provingChanged();
    void pausedChanged();
    void masterMillisChanged();
    void restMillisChanged();

private:
    /// The side that should decide now, or -1 (a human's turn, taken back, over).
    int sideToPlay() const;
    /// The position at the end of the game's line: the one the computer decides in.
    const Position& lineEnd() const;
    void stopThinking();
    void onResult(const Decision& d);
    /// Plays the found decision once the board and the player are ready.
    void playWhenReady();
    void play();
    void setProving(bool proving);

    GameController& m_game;
    EndgameBuilder m_database;
    SearchTask m_task;
    std::optional<DetachedPosition> m_target; ///< the position searched
    std::optional<Decision> m_found;
    int m_side = -1;
    bool m_paused = false;
    bool m_proving = false;
    bool m_stepOnce = false;
    int m_masterMillis = 1000;
    int m_restMillis = 350;
    QTimer m_playTimer;
    QTimer m_summaryTimer; ///< a demonstration goes on past a round summary
};

} // namespace mancala::app
