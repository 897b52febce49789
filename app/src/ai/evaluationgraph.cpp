// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/evaluationgraph.h"

#include "game/gamefollower.h"

#include <algorithm>
#include <cmath>

namespace mancala::app {

EvaluationGraph::EvaluationGraph(QObject* parent)
    : QAbstractListModel(parent)
{
}

int EvaluationGraph::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_points.size());
}

QVariant EvaluationGraph::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const EvaluationPoint& p = m_points[index.row()];
    switch (role) {
    case PlyRole: return p.ply;
    case ValuedRole: return p.valued;
    case ValueRole: return p.value;
    case ExactRole: return p.exact;
    case GlyphRole: return p.glyph;
    }
    return {};
}

QHash<int, QByteArray> EvaluationGraph::roleNames() const
{
    return {{PlyRole, "ply"}, {ValuedRole, "valued"}, {ValueRole, "value"}, {ExactRole, "exact"}, {GlyphRole, "glyph"}};
}

void EvaluationGraph::setGame(GameController* game)
{
    if (!followGame(this, m_game, game))
        return;
    if (m_game) {
        connect(m_game, &GameController::gameChanged, this, &EvaluationGraph::rebuild);
        connect(m_game, &GameController::positionChanged, this, &EvaluationGraph::rebuild);
        connect(m_game->history(), &History::reviewChanged, this, &EvaluationGraph::rebuild);
    }
    emit gameChanged();
    rebuild();
}

int EvaluationGraph::valuedCount() const
{
    return static_cast<int>(std::count_if(m_points.begin(), m_points.end(), [](const EvaluationPoint& p) { return p.valued; }));
}

double EvaluationGraph::range() const
{
    return rangeOf(m_points);
}

double EvaluationGraph::rangeOf(const QList<EvaluationPoint>& points)
{
    double most = 1;
    for (const EvaluationPoint& p : points)
        if (p.valued)
            most = std::max(most, std::abs(p.value));
    return most;
}

void EvaluationGraph::jumpTo(int ply)
{
    if (m_game && ply >= 0 && ply <= m_game->history()->plyCount())
        m_game->history()->goToPly(ply);
}

QList<EvaluationPoint> EvaluationGraph::pointsOf(const History& history)
{
    QList<EvaluationPoint> points;
    for (int i = 0; i < history.plyCount(); ++i) {
        const History::Ply& ply = history.at(i);
        EvaluationPoint p;
        p.ply = i + 1;
        p.valued = ply.review.valued;
        // The review's value is the decider's: South's view turns North's.
        p.value = ply.before.decider == Side::South ? ply.review.value : -ply.review.value;
        if (!p.valued || p.value == 0)
            p.value = 0; // no "-0"
        p.exact = p.valued && ply.review.exact;
        p.glyph = ply.review.glyph;
        points.push_back(p);
    }
    return points;
}

void EvaluationGraph::rebuild()
{
    const QList<EvaluationPoint> points = m_game ? pointsOf(*m_game->history()) : QList<EvaluationPoint>();
    if (points == m_points)
        return;
    beginResetModel();
    m_points = points;
    endResetModel();
    emit pointsChanged();
}

} // namespace mancala::app
