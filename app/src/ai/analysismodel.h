// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/searchtask.h"
#include "game/gamecontroller.h"

#include "mancala/search.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace mancala::app {

/**
 * @brief The analysis panel: every legal decision of the position on the
 * board with its value (seeds for the player to decide) and the depth it
 * was searched to, best first, updated after each depth of the search.
 *
 * In the Kalah rule sets the solver plays (solverSupports()), the search
 * gets a short share of the time (its rows appear at once and give the
 * order), then the solver proves each decision's value in turn, the
 * search's best first (solveDecision()): each row turns exact as its solve
 * ends, and the rows re-sort. The rows the time does not reach keep their
 * search values, not marked exact.
 *
 * It follows the position the game shows (the end of the game, or the move
 * chosen in the move list) while `active`; each new position stops the
 * work on the old one at once. The work ends when every value is exact or
 * after `millis`.
 */
class AnalysisModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int depth READ depth NOTIFY resultsChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY resultsChanged)
    /// Rows whose value is exact (all of them: the depth means nothing any more).
    Q_PROPERTY(int exactCount READ exactCount NOTIFY resultsChanged)
    /// The solver is proving the rows' values one by one (Kalah).
    Q_PROPERTY(bool solving READ solving NOTIFY runningChanged)
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
    bool running() const { return m_task.running(); }
    int depth() const { return m_info.depth; }
    int exactCount() const;
    bool solving() const { return m_solving && running(); }
    int millis() const { return m_millis; }
    void setMillis(int millis);

    /// A row as a map (tests): text, value, valueText, depth, exact, best, hole.
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void gameChanged();
    void activeChanged();
    void runningChanged();
    void resultsChanged();
    void millisChanged();

private:
    void follow();
    void setInfo(const SearchInfo& info);
    void setSolving(bool solving);

    QPointer<GameController> m_game;
    bool m_active = false;
    int m_millis = 20000;
    std::optional<DetachedPosition> m_target;
    SearchInfo m_info;
    bool m_solving = false;
    QStringList m_texts; ///< the decisions in the record's notation
    SearchTask m_task;
};

} // namespace mancala::app
