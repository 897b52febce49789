// SPDX-License-Identifier: GPL-3.0-or-later
#include "activities/exerciseboard.h"

#include "activities/keptgame.h"
#include "game/gamefollower.h"

#include "mancala/notation.h"

#include <QTimer>

namespace mancala::app {

ExerciseBoard::ExerciseBoard(QObject* parent)
    : QObject(parent)
{
}

ExerciseBoard::~ExerciseBoard() = default;

void ExerciseBoard::setGame(GameController* game)
{
    if (game == m_game)
        return;
    close(); // the exercise was on the old game
    followGame(this, m_game, game);
    if (game) {
        connect(game, &GameController::positionChanged, this, [this] { onPositionChanged(); });
        connect(game->players(), &Players::namesChanged, this, [this] { onNamesChanged(); });
        // Another game on the board (a new game, an opened record, another exercise) ends this one.
        connect(game, &GameController::gameChanged, this, [this] {
            if (!m_loading)
                onGameReplaced();
        });
    }
    emit gameChanged();
    onGameSet();
}

bool ExerciseBoard::takeBoard(const std::function<bool()>& load)
{
    KeptGame* kept = KeptGame::of(m_game);
    QObject* before = kept->holder();
    m_loading = true; // from the levels on: the game replaced is kept with its own (AutosaveStore)
    kept->take(this);
    const bool loaded = load();
    m_loading = false;
    if (!loaded) {
        // Nothing changed: the board is still the one before's.
        if (before && before != this)
            kept->take(before);
        else if (!before)
            kept->release(this);
    }
    return loaded;
}

void ExerciseBoard::leaveBoard()
{
    if (KeptGame* kept = KeptGame::of(m_game))
        kept->release(this);
}

void ExerciseBoard::followDecisions()
{
    const int made = m_game->history()->ply();
    if (made <= m_matched) {
        m_matched = made; // decisions of the expected move taken back
        return;
    }
    if (made != m_matched + 1)
        return;
    judge(m_game->history()->decisions().at(static_cast<std::size_t>(made - 1)));
}

void ExerciseBoard::takeBackWrongTry()
{
    m_undoPending = true;
    QTimer::singleShot(0, this, [this] {
        m_undoPending = false;
        if (!m_game || !active())
            return;
        // Undone, not looked back at (History::lookingBack): the next try replaces it at once.
        History& history = *m_game->history();
        while (history.ply() > m_matched && history.canUndo())
            history.undo();
        if (history.ply() > m_matched)
            history.goToPly(m_matched);
    });
}

bool ExerciseBoard::boardStartsAt(Position start) const
{
    Position board = m_game->initialPosition();
    board.rng = start.rng;
    start.rules = board.rules;
    return toPositionString(board) == toPositionString(start);
}

int ExerciseBoard::matchedOnBoard() const
{
    const std::vector<Decision>& made = m_game->history()->decisions();
    int matched = 0;
    while (matched < m_game->history()->ply() && matched < static_cast<int>(m_expected.size())
           && made.at(static_cast<std::size_t>(matched)) == m_expected[static_cast<std::size_t>(matched)])
        ++matched;
    return matched;
}

} // namespace mancala::app
