// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/searchtask.h"
#include "game/gamecontroller.h"

#include "mancala/review.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <cstdint>

namespace mancala::app {

/**
 * @brief Reviews the game's line with the core's review engine
 * (mancala/review.h, the one `mancala-cli review` uses): every decision is
 * judged against the best of its position within a node budget a decision
 * (so a review is repeatable), and one that loses value is marked on the
 * game: ?! from 1 seed, ? from 3, ?? from 6, whoever played it. In Kalah
 * the solver tries each position first and decides each mark the search
 * would give (reviewDecision()): proven, the note says the values are exact;
 * not proven, Kalah 6x4 and smaller mark nothing, larger boards say the mark
 * is the search's estimate and at which depth. In Qelat the endgame
 * database (built in the background when a review starts, as for a hint)
 * values every decision exactly where it holds the position; a decision
 * that keeps the exact value is never marked. The solves start from empty
 * tables: what the analysis panel or a hint solved before changes nothing.
 * The move list shows the marks; the record keeps them as `$n` glyphs, the
 * engine's comments and an Annotator tag.
 *
 * `marked` counts the marks the game holds now (a review's, or an imported
 * record's): a new game or an import has its own.
 */
class GameReview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(bool running READ running NOTIFY progressChanged)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    Q_PROPERTY(int marked READ marked NOTIFY progressChanged)
    /// The game has a verdict to show: a review of it finished, or it holds marks.
    Q_PROPERTY(bool reviewed READ reviewed NOTIFY progressChanged)
    Q_PROPERTY(qint64 nodes READ nodes WRITE setNodes NOTIFY nodesChanged)

public:
    explicit GameReview(QObject* parent = nullptr);
    ~GameReview() override;

    GameController* game() const { return m_game; }
    void setGame(GameController* game);
    bool running() const { return m_task.running(); }
    int done() const { return m_done; }
    int total() const { return m_total; }
    int marked() const { return m_marked; }
    bool reviewed() const { return m_finished || m_marked > 0; }
    qint64 nodes() const { return static_cast<qint64>(m_nodes); }
    void setNodes(qint64 nodes);

    /// Reviews the game's whole line (redoable decisions too).
    Q_INVOKABLE void start();
    Q_INVOKABLE void cancel();

signals:
    void gameChanged();
    void progressChanged();
    void nodesChanged();
    void finished();

private:
    /// Counts the game's marks; a new game (or import) also clears the last review's progress.
    void recount();
    void onGameChanged();

    QPointer<GameController> m_game;
    SearchTask m_task;
    int m_done = 0;
    int m_total = 0;
    int m_marked = 0;
    bool m_finished = false;
    std::uint64_t m_nodes = kReviewNodes;
};

} // namespace mancala::app
