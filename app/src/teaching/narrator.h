// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/boardview.h"
#include "game/gamecontroller.h"

#include "mancala/engine.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/// @brief One step told in one plain sentence, for teaching mode.
struct Narration {
    QString text;                  ///< the sentence, naming the rule id(s) in brackets
    /// The rule that decided the step: the step's own, except a Qelat last
    /// seed, which Q4 ends (or, crossing the end alone, Q10 bars from going back).
    RuleId rule = RuleId::None;
    QList<int> places;             ///< holes (ring indices) and stores the step is about
};

/// @brief How the sentences name the two sides; empty names read "South" and "North".
struct SideNames {
    QString south;
    QString north;
};

// Lap and decision index over a step list. Positions are step player
// indices: k means "after the first k steps" (0 = before the move, the size
// of the list = the end). A lap position is the index right after a PickUp
// (the hand has just been lifted); a decision position is the index right
// before a step that records a decision (RaceChoice, ChooseContinue,
// ChooseDirection, Take, Leave, Distribute, Swap, Pass) and 0.

/// The first lap position after `index`, or the end of the list.
int nextLapStart(const StepList& steps, int index);
/// The last lap position before `index`, or 0.
int previousLapStart(const StepList& steps, int index);
/// Whether a step of this kind records a decision of a player.
bool recordsDecision(StepKind kind);
/// The first decision position after `index`, or the end of the list.
int nextDecisionStart(const StepList& steps, int index);
/// The last decision position before `index`, or 0.
int previousDecisionStart(const StepList& steps, int index);

/**
 * @brief Teaching narration: a sentence for every step, naming the rule
 * that fired, and "why not?" for a refused click. The window shows the
 * rule ids only when a teacher turned the rule numbers on (RuleNumbers).
 *
 * The static functions are the whole logic; the QML object follows a game
 * controller's step player and tells the step the board has just shown.
 */
class Narrator : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(QString text READ text NOTIFY narrationChanged)
    Q_PROPERTY(QString rule READ rule NOTIFY narrationChanged)
    Q_PROPERTY(QList<int> places READ places NOTIFY narrationChanged)
    Q_PROPERTY(int lapCount READ lapCount NOTIFY narrationChanged)
    Q_PROPERTY(int lap READ lap NOTIFY narrationChanged)

public:
    explicit Narrator(QObject* parent = nullptr);

    /**
     * The sentence for `steps[i]`, told on the board `before` it (the step
     * player's view at index i). `rules` gives the store words and the
     * direction of Kalah sowing.
     */
    static Narration narrate(const Rules& rules, const StepList& steps, int i, const BoardView& before,
                             const SideNames& names = {});

    /// Why a decision is refused (whyIllegal() of the engine), with its rule; empty text when legal.
    static Narration whyNot(const Position& p, const Decision& d);

    GameController* game() const { return m_game; }
    void setGame(GameController* game);
    /// The sentence on show; its rule ids only when the rule numbers show (RuleNumbers).
    QString text() const;
    /// The rule the sentence is about, "" when the rule numbers are hidden.
    QString rule() const;
    QList<int> places() const { return m_current.places; }
    int lapCount() const;
    /// The lap on show, from 1 (also before the first lift) to lapCount(); 0 with no move.
    int lap() const;

    /// The sentence for step `i` of the move on show (for a scrubber's tooltip).
    Q_INVOKABLE QString sentenceAt(int i) const;
    /// Why a click on this hole would be refused now; empty when it would not.
    Q_INVOKABLE QString whyNot(int hole) const;
    Q_INVOKABLE void nextLap();
    Q_INVOKABLE void previousLap();
    Q_INVOKABLE void nextDecision();
    Q_INVOKABLE void previousDecision();

signals:
    void gameChanged();
    void narrationChanged();

private:
    void update();
    SideNames names() const;

    QPointer<GameController> m_game;
    QList<QMetaObject::Connection> m_connections;
    Narration m_current;
};

} // namespace mancala::app
