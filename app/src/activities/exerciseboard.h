// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamecontroller.h"

#include "mancala/decision.h"
#include "mancala/position.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <vector>

namespace mancala::app {

/**
 * @brief An exercise on the board: a lesson (LessonSession) or a puzzle
 * (PuzzleSession) takes over the game controller to ask for one move.
 *
 * What every exercise does the same way is here: it takes the board (its
 * position loaded, both sides given to people, the player's own settings
 * kept aside in KeptGame and put back when it leaves), follows the
 * decisions made on it against the expected ones, takes a wrong try back
 * once the controller has finished applying it, and ends when another game
 * replaces its board (a new game, an import, another exercise).
 */
class ExerciseBoard : public QObject {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)

public:
    explicit ExerciseBoard(QObject* parent = nullptr);
    ~ExerciseBoard() override;

    GameController* game() const { return m_game; }
    void setGame(GameController* game);
    /// An exercise is on the board.
    virtual bool active() const = 0;
    /// Leaves the exercise; the board stays as it is.
    Q_INVOKABLE virtual void close() = 0;
    /// The exercise comes back after a quit on the board the autosave keeps
    /// (a lesson, a puzzle). False (a class): the autosave keeps the player's
    /// own game set aside before it, never its board.
    virtual bool comesBackAfterQuit() const { return true; }
    /// The exercise is loading its board (not another game replacing it).
    bool loadingBoard() const { return m_loading; }

signals:
    void gameChanged();

protected:
    /**
     * Sets up the exercise's board with `load` (which loads the controller):
     * the player's settings are kept aside first and both sides given to
     * people. False, and the settings put back when no exercise was on the
     * board, when `load` fails.
     */
    bool takeBoard(const std::function<bool()>& load);
    /// Gives the board back: the player's settings return (close()).
    void leaveBoard();
    /// The decision just made on the board is judged (judge()) when it is
    /// the next expected one; taking decisions back rewinds the expected ones.
    void followDecisions();
    /// Takes the board back to the last right decision once the controller
    /// has finished with the one it is applying.
    void takeBackWrongTry();
    /// At a resume: whether the board's game starts at `start` (its random state aside).
    bool boardStartsAt(Position start) const;
    /// At a resume: the expected decisions the board shows made, from the first.
    int matchedOnBoard() const;
    /// A decision made where `m_expected[m_matched]` was expected.
    virtual void judge(const Decision& made) = 0;
    virtual void onPositionChanged() = 0;
    /// The players' names changed (texts that say them).
    virtual void onNamesChanged() {}
    /// The exercise follows another game controller.
    virtual void onGameSet() {}
    /// Another game came on the board (not the exercise's own): it ends the exercise.
    virtual void onGameReplaced() { close(); }

    QPointer<GameController> m_game;
    bool m_loading = false;     ///< the exercise is loading its board: not another game
    bool m_undoPending = false; ///< a wrong try is about to be taken back
    std::vector<Decision> m_expected; ///< the decisions asked for
    std::vector<Position> m_before;   ///< the position before each of them
    int m_matched = 0;                ///< expected decisions made so far
};

} // namespace mancala::app
