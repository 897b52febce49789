// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/evaluationgraph.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace mancala::app {

/**
 * @brief The evaluation graph on paper (the game sheet, printing): the
 * points of EvaluationGraph drawn as the window's chart draws them
 * (qml/ai/EvaluationChart.qml): the value after each decision from South's
 * view (above the middle line South is ahead), joined over the decisions
 * without a value, exact values as filled dots, estimates hollow, the
 * review's marks larger and in their colours (?! ? ??). The colours are the
 * light theme's: paper is white.
 */
class EvaluationPainter {
public:
    explicit EvaluationPainter(QList<EvaluationPoint> points);

    /// No decision has a value: nothing to draw.
    bool empty() const;
    /// The largest value on either side (at least 1 seed): the scale.
    double range() const { return m_range; }
    /// Draws the graph filling `plot` (the middle line across its middle); `mm`: device pixels a millimetre.
    void paint(QPainter& painter, const QRectF& plot, double mm) const;
    /// Where the point of decision `row` (0-based) is drawn in `plot`.
    QPointF pointAt(int row, const QRectF& plot) const;

    /// The colour of a review's mark (1 ?!, 2 ?, 3 ??), as the window's chart.
    static QColor markColor(int glyph);
    /// The colour of the line and of the unmarked dots (South's).
    static QColor lineColor();

private:
    QList<EvaluationPoint> m_points;
    double m_range;
};

} // namespace mancala::app
