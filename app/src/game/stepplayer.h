// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/boardview.h"

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief Walks the step list of one move, one step (or one race tick) at a
 * time, keeping the board of every step so that going back shows exactly
 * what was there. The game has already moved on when the player starts:
 * it only decides what the board shows.
 */
class StepPlayer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the step player.")
    Q_PROPERTY(int stepIndex READ stepIndex NOTIFY stepChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY stepsChanged)
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
    Q_PROPERTY(Speed speed READ speed WRITE setSpeed NOTIFY speedChanged)
    Q_PROPERTY(int interval READ interval NOTIFY speedChanged)
    Q_PROPERTY(bool animated READ animated NOTIFY speedChanged)
    Q_PROPERTY(bool stepping READ stepping WRITE setStepping NOTIFY steppingChanged)
    /// While held, playing stays on the step on show (teaching mode holds it
    /// while the step's sentence is read aloud); released, it goes on.
    Q_PROPERTY(bool held READ held WRITE setHeld NOTIFY heldChanged)
    Q_PROPERTY(int stepKind READ stepKind NOTIFY stepChanged)
    Q_PROPERTY(int stepSide READ stepSide NOTIFY stepChanged)
    Q_PROPERTY(int stepFrom READ stepFrom NOTIFY stepChanged)
    Q_PROPERTY(int stepTo READ stepTo NOTIFY stepChanged)
    Q_PROPERTY(int stepCountValue READ stepCountValue NOTIFY stepChanged)
    Q_PROPERTY(QString stepRule READ stepRule NOTIFY stepChanged)
    Q_PROPERTY(int storeSouth READ storeSouth NOTIFY boardChanged)
    Q_PROPERTY(int storeNorth READ storeNorth NOTIFY boardChanged)
    Q_PROPERTY(int handSouthSeeds READ handSouthSeeds NOTIFY boardChanged)
    Q_PROPERTY(int handNorthSeeds READ handNorthSeeds NOTIFY boardChanged)
    Q_PROPERTY(int handSouthAt READ handSouthAt NOTIFY boardChanged)
    Q_PROPERTY(int handNorthAt READ handNorthAt NOTIFY boardChanged)
    // What the players' cards show: the scores, the turn and the round as the
    // steps shown so far leave them (the game itself is already past the move).
    Q_PROPERTY(int scoreSouth READ scoreSouth NOTIFY boardChanged)
    Q_PROPERTY(int scoreNorth READ scoreNorth NOTIFY boardChanged)
    Q_PROPERTY(int decider READ decider NOTIFY boardChanged)
    Q_PROPERTY(int round READ round NOTIFY boardChanged)
    Q_PROPERTY(bool over READ over NOTIFY boardChanged)

public:
    enum Speed { Slow, Normal, Fast, Instant };
    Q_ENUM(Speed)

    /// The kinds of step, as QML sees them (values of mancala::StepKind).
    enum Kind {
        PickUp, Drop, Skip, Capture, MakeWalda, MakeEkwarna, MakeBull, MakeJen, Eat, Offer,
        Take, Leave, ChooseContinue, ChooseDirection, Distribute, RaceChoice, RaceTick,
        RaceWon, Lot, Pass, ExtraTurn, Swap, Sweep, RoundEnd, Redistribute, NewRound, GameEnd,
        NoStep = -1
    };
    Q_ENUM(Kind)

    explicit StepPlayer(QObject* parent = nullptr);

    /// Shows `before`, then plays `steps` when `animate` (else jumps to `after`);
    /// when stepping, an animated move waits paused at its start instead.
    void load(const Position& before, const StepList& steps, const Position& after, bool animate);
    /// Shows a position with no steps to play.
    void show(const Position& p);

    const BoardView& view() const { return m_views[static_cast<std::size_t>(m_index)]; }
    const BoardView& viewAt(int stepIndex) const { return m_views[static_cast<std::size_t>(stepIndex)]; }
    const TurnView& turnView() const { return m_turns[static_cast<std::size_t>(m_index)]; }
    const StepList& steps() const { return m_steps; }

    int stepIndex() const { return m_index; }
    int stepCount() const { return static_cast<int>(m_steps.size()); }
    bool playing() const { return m_playing; }
    Speed speed() const { return m_speed; }
    void setSpeed(Speed speed);
    int interval() const;
    bool animated() const { return m_speed != Instant; }
    /// Teaching mode: a move opens paused at its start and waits to be stepped through.
    bool stepping() const { return m_stepping; }
    void setStepping(bool stepping);
    bool held() const { return m_held; }
    void setHeld(bool held);
    /// Held, and the rest on the step on show has ended: a release goes on at
    /// once. A test seam: the moment the rest ends is seen nowhere else.
    bool waitsForRelease() const { return m_waiting; }

    int stepKind() const;
    int stepSide() const;
    int stepFrom() const;
    int stepTo() const;
    int stepCountValue() const;
    QString stepRule() const;
    int storeSouth() const { return view().store[0]; }
    int storeNorth() const { return view().store[1]; }
    int handSouthSeeds() const { return view().handSeeds[0]; }
    int handNorthSeeds() const { return view().handSeeds[1]; }
    int handSouthAt() const { return view().handAt[0]; }
    int handNorthAt() const { return view().handAt[1]; }
    int scoreSouth() const { return tallies(view())[0]; }
    int scoreNorth() const { return tallies(view())[1]; }
    int decider() const { return mancala::index(turnView().decider); }
    int round() const { return turnView().round; }
    bool over() const { return turnView().over; }

    Q_INVOKABLE void next();
    Q_INVOKABLE void previous();
    Q_INVOKABLE void skipToEnd();
    Q_INVOKABLE void play();
    Q_INVOKABLE void pause();
    Q_INVOKABLE void seek(int stepIndex);

signals:
    void stepChanged();
    void stepsChanged();
    void playingChanged();
    void speedChanged();
    void steppingChanged();
    void heldChanged();
    void boardChanged();
    /// One step was played forward (for flights and sounds); not sent when seeking.
    void stepped(int kind, int side, int from, int to, int count);
    /// The player reached the end of the move.
    void finished();

private:
    void setIndex(int index, bool forward);
    void setPlaying(bool playing);
    void scheduleNext();
    /// The timer's step: on to the next frame, or wait while held.
    void advance();
    /// How long the board rests on the current step, in intervals.
    double restFactor() const;
    /// The index after the next frame: one step, or a whole race tick.
    int nextFrameEnd() const;
    const Step* current() const;

    StepList m_steps;
    std::vector<BoardView> m_views{BoardView{}};
    std::vector<TurnView> m_turns{TurnView{}};
    int m_index = 0;
    bool m_playing = false;
    Speed m_speed = Normal;
    bool m_stepping = false;
    bool m_held = false;
    /// The rest on a step ended while held: go on at release.
    bool m_waiting = false;
    QTimer m_timer;
};

} // namespace mancala::app
