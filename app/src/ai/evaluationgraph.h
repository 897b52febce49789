// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamecontroller.h"

#include <QAbstractListModel>
#include <QList>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/// @brief One decision of the game on the evaluation graph.
struct EvaluationPoint {
    Q_GADGET
    Q_PROPERTY(int ply MEMBER ply)
    Q_PROPERTY(bool valued MEMBER valued)
    Q_PROPERTY(double value MEMBER value)
    Q_PROPERTY(bool exact MEMBER exact)
    Q_PROPERTY(int glyph MEMBER glyph)
    QML_VALUE_TYPE(evaluationPoint)

public:
    int ply = 0;          ///< decisions played once it is taken (1: the first); goToPly(ply) shows the position after it
    bool valued = false;  ///< the review gave it a value
    double value = 0;     ///< the value after it, in seeds for South (+: South ahead at the end with best play)
    bool exact = false;   ///< proven by the Kalah solver
    int glyph = 0;        ///< the review's mark: 0 none, 1 ?!, 2 ?, 3 ??
    bool operator==(const EvaluationPoint&) const = default;
};

/**
 * @brief The evaluation graph of the whole game: one row per decision of
 * the line, the value after it from South's fixed view (a value for the
 * side that decided, turned when North decided), whether it is exact, and
 * the review's mark. The values are the review's (GameReview keeps the
 * played decision's value on each mark, a record its `[%eval]`); a decision
 * the review did not value (the only legal one, a mark of a record without
 * values) has none and the graph joins its neighbours. points() is the same list for C++ (the game sheet).
 * jumpTo() shows the position after a decision, as the move list does.
 */
class EvaluationGraph : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY pointsChanged)
    /// Decisions with a value: the graph has something to draw.
    Q_PROPERTY(int valuedCount READ valuedCount NOTIFY pointsChanged)
    /// The largest value on either side (at least 1 seed): the graph's scale.
    Q_PROPERTY(double range READ range NOTIFY pointsChanged)

public:
    enum Role { PlyRole = Qt::UserRole + 1, ValuedRole, ValueRole, ExactRole, GlyphRole };

    explicit EvaluationGraph(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    GameController* game() const { return m_game; }
    void setGame(GameController* game);
    int valuedCount() const;
    double range() const;
    const QList<EvaluationPoint>& points() const { return m_points; }
    /// The points of the line `history` holds: what the graph shows, and the game sheet draws.
    static QList<EvaluationPoint> pointsOf(const History& history);
    /// The largest value of `points` on either side, at least 1 seed.
    static double rangeOf(const QList<EvaluationPoint>& points);

    /// The point of decision `row` (0-based), for QML and tests.
    Q_INVOKABLE mancala::app::EvaluationPoint point(int row) const { return m_points.value(row); }
    /// Shows the position after decision `ply` (1-based; 0: the start).
    Q_INVOKABLE void jumpTo(int ply);

signals:
    void gameChanged();
    void pointsChanged();

private:
    void rebuild();

    QPointer<GameController> m_game;
    QList<EvaluationPoint> m_points;
};

} // namespace mancala::app
