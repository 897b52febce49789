// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/searchtask.h"
#include "game/gamecontroller.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <cstdint>

namespace mancala::app {

/**
 * @brief Reviews the game's line: every decision is compared with the best
 * of its position (the analysis of all legal decisions at a fixed node
 * budget, so a review is repeatable), and one that loses value is marked
 * on the game: ?! from 1 seed, ? from 3, ?? from 6, with the best decision
 * and both values as a note. The move list shows the marks; the record
 * keeps them as `$n` glyphs and comments.
 *
 * In the Kalah rule sets the solver plays, each position first goes to the
 * solver (analyseExact(), with one and a half times the node budget): where
 * it proves the values, the marks are judged on exact values and the note
 * says so; elsewhere the search judges with the usual budget, as in the
 * other games. A proof depends on what the solver's table holds already,
 * so which positions are proven may vary between reviews; a proven value
 * never does.
 */
class GameReview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(bool running READ running NOTIFY progressChanged)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    Q_PROPERTY(int marked READ marked NOTIFY progressChanged)
    Q_PROPERTY(qint64 nodes READ nodes WRITE setNodes NOTIFY nodesChanged)

public:
    /// Seeds lost from which a decision is an inaccuracy (?!), a mistake (?), a blunder (??).
    static constexpr double kInaccuracy = 1.0;
    static constexpr double kMistake = 3.0;
    static constexpr double kBlunder = 6.0;

    explicit GameReview(QObject* parent = nullptr);
    ~GameReview() override;

    GameController* game() const { return m_game; }
    void setGame(GameController* game);
    bool running() const { return m_task.running(); }
    int done() const { return m_done; }
    int total() const { return m_total; }
    int marked() const { return m_marked; }
    qint64 nodes() const { return static_cast<qint64>(m_nodes); }
    void setNodes(qint64 nodes);

    /// The mark of a loss in seeds: 0 none, 1 ?!, 2 ?, 3 ??.
    static int glyphFor(double loss);

    /// Reviews the game's whole line (redoable decisions too).
    Q_INVOKABLE void start();
    Q_INVOKABLE void cancel();

signals:
    void gameChanged();
    void progressChanged();
    void nodesChanged();
    void finished();

private:
    QPointer<GameController> m_game;
    SearchTask m_task;
    int m_done = 0;
    int m_total = 0;
    int m_marked = 0;
    std::uint64_t m_nodes = 300000;
};

} // namespace mancala::app
