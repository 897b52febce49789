// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/searchtask.h"
#include "game/gamecontroller.h"

#include "mancala/search.h"

#include <QAbstractListModel>
#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

namespace mancala::app {

/**
 * @brief The analysis panel: every legal decision of the position on the
 * board with its value (seeds for the player to decide) and the depth it
 * was searched to, best first, updated after each depth of the search.
 *
 * Infinite analysis, as chess programs have it: the search deepens until
 * stop() (or `millis`, when one is set), on a worker thread of its own. In
 * the Kalah rule sets the solver plays (solverSupports()), the exact solver
 * works beside it on a second worker (provingWork(): each decision in
 * turn, with a time per decision that doubles every round, in a table of
 * bounded size): each row turns exact as its proof ends and keeps that
 * value whatever the search says later. Once every row is exact the search
 * stops too. The GUI thread never waits for either worker.
 *
 * It follows the position the game shows (the end of the game, or the move
 * chosen in the move list) while `active`; each new position stops the
 * work on the old one at once. After stop() it keeps its rows and starts
 * no work (a new position shows none) until go().
 */
class AnalysisModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    /// The search or the solver works.
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    /// The player stopped the analysis (Stop); go() goes on.
    Q_PROPERTY(bool stopped READ stopped NOTIFY runningChanged)
    Q_PROPERTY(int depth READ depth NOTIFY resultsChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY resultsChanged)
    /// Rows whose value is exact (all of them: the depth means nothing any more).
    Q_PROPERTY(int exactCount READ exactCount NOTIFY resultsChanged)
    /// The solver is proving the rows' values one by one (Kalah).
    Q_PROPERTY(bool solving READ solving NOTIFY runningChanged)
    /// Positions the search has visited on this position.
    Q_PROPERTY(qint64 nodes READ nodes NOTIFY resultsChanged)
    /// Seconds of work on this position (it stands still while stopped).
    Q_PROPERTY(double seconds READ seconds NOTIFY secondsChanged)
    /// A time limit in milliseconds; 0 (the default): until stopped.
    Q_PROPERTY(int millis READ millis WRITE setMillis NOTIFY millisChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, ValueRole, ValueTextRole, DepthRole, ExactRole, BestRole, HoleRole };

    explicit AnalysisModel(QObject* parent = nullptr);
    ~AnalysisModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    GameController* game() const { return m_game; }
    void setGame(GameController* game);
    bool active() const { return m_active; }
    void setActive(bool active);
    bool running() const { return m_search.running() || m_solver.running(); }
    bool stopped() const { return m_stopped; }
    int depth() const { return m_info.depth; }
    int exactCount() const;
    bool solving() const { return m_solver.running(); }
    qint64 nodes() const { return static_cast<qint64>(m_info.nodes); }
    double seconds() const;
    int millis() const { return m_millis; }
    void setMillis(int millis);

    /// A test seam: a row's roles by name (text, value, valueText, depth, exact,
    /// best, hole), as ListModel.get() gives them; the panel reads the roles.
    Q_INVOKABLE QVariantMap get(int row) const;
    /// Stops the search and the solver; the rows stay.
    Q_INVOKABLE void stop();
    /// Goes on after stop() (the exact values found stay).
    Q_INVOKABLE void go();

signals:
    void gameChanged();
    void activeChanged();
    void runningChanged();
    void resultsChanged();
    void secondsChanged();
    void millisChanged();

private:
    void follow();
    void startWork();
    void halt();
    void setSearchInfo(const SearchInfo& info);
    void addExact(const DecisionValue& proven);
    /// The rows: the search's values, each proven one replaced by its exact value, best first.
    void showRows();

    QPointer<GameController> m_game;
    bool m_active = false;
    bool m_stopped = false;
    int m_millis = 0;
    std::optional<DetachedPosition> m_target;
    SearchInfo m_searchInfo;
    std::vector<DecisionValue> m_exact; ///< the solver's proofs for the target
    SearchInfo m_info;                  ///< what the rows show
    QStringList m_texts;                ///< the decisions in the record's notation
    QElapsedTimer m_clock;              ///< the work's time since start or go
    qint64 m_millisBefore = 0;          ///< the work's time before the last stop
    QTimer m_tick;                      ///< the seconds shown while working
    SearchTask m_search;
    SearchTask m_solver;
};

} // namespace mancala::app
