// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamecontroller.h"

#include "mancala/rules.h"

#include <QObject>
#include <QPointer>

class QSettings;

namespace mancala::app {

/**
 * @brief The player's own game settings while an exercise (a lesson, a
 * puzzle) has the board: who plays each side, teaching mode and the rules
 * the picker offers for a new game.
 *
 * An exercise gives both sides to people and may turn teaching mode on;
 * those changes are the exercise's. What it found is kept here when the
 * first exercise takes the board (a second one, a lesson after a puzzle,
 * keeps what the first found) and put back when the last one leaves it:
 * the picker, the settings and a restored game see the player's own
 * settings, never an exercise's. One per game controller (of()), so that
 * every exercise on a board shares it.
 */
class KeptGame : public QObject {
    Q_OBJECT

public:
    /// The keeper of a game controller (made on first use, a child of it).
    static KeptGame* of(GameController* game);

    /// The exercise holding the board, if any.
    QObject* holder() const { return m_holder; }
    /// An exercise holds the board.
    bool held() const { return m_holder != nullptr || m_heldSinceStart; }
    /// The sides are being given to people for an exercise: the game on
    /// the board is still the player's, with the player's own levels
    /// (AutosaveStore keeps it so as the game an exercise replaces).
    bool taking() const { return m_taking; }
    /// The board is an activity's that does not come back after a quit (a
    /// class, ExerciseBoard::comesBackAfterQuit()): the autosave keeps the
    /// player's own game as it was before, not this board.
    bool boardGoesAtQuit() const;
    /// Such an activity is loading a board of its own (a class: a board to
    /// show, or the player's own game it gives back): the game it replaces
    /// is no game to keep as the previous one (the own game comes back by
    /// itself). Another game replacing its board keeps the own game.
    bool loadingBoardThatGoes() const;
    /// The player's own level of a side: the one kept while an exercise holds the board.
    int level(int side) const;
    /// The player's own rules: the game's before the exercise.
    const Rules& rules() const;

    /// `exercise` takes the board: the settings are kept when no exercise
    /// held it, then both sides are given to people.
    void take(QObject* exercise);
    /// `exercise` leaves the board: when it held it, the kept settings are
    /// put back on the game (levels, teaching mode).
    void release(QObject* exercise);

    /// What the settings keep (AppSettings): held, the kept levels and teaching mode.
    void save(QSettings& settings) const;
    /// Read back at a start: an exercise that held the board at the quit
    /// takes it again (resume) or gives it back (releaseUnclaimed()).
    void restore(const QSettings& settings);
    /// Puts back settings read by restore() that no exercise took again.
    void releaseUnclaimed();

signals:
    /// held() or the kept settings changed.
    void changed();

private:
    explicit KeptGame(GameController* game);
    void putBack();

    GameController* m_game;
    QPointer<QObject> m_holder;
    bool m_heldSinceStart = false; ///< restored held, no exercise has taken it yet
    bool m_taking = false;
    int m_levels[2] = {0, 0};
    bool m_stepping = false;
    Rules m_rules;
};

} // namespace mancala::app
