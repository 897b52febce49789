// SPDX-License-Identifier: GPL-3.0-or-later
#include "paper/evaluationpainter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <utility>

namespace mancala::app {

EvaluationPainter::EvaluationPainter(QList<EvaluationPoint> points)
    : m_points(std::move(points)), m_range(EvaluationGraph::rangeOf(m_points))
{
}

bool EvaluationPainter::empty() const
{
    return std::none_of(m_points.begin(), m_points.end(), [](const EvaluationPoint& p) { return p.valued; });
}

// Theme.qml's light colours: north (??), accent (?), jenBadge (?!), south.
QColor EvaluationPainter::markColor(int glyph)
{
    return glyph >= 3 ? QColor(0xb0, 0x3c, 0x22) : glyph == 2 ? QColor(0x9a, 0x50, 0x13) : QColor(0x7a, 0x5c, 0x0c);
}

QColor EvaluationPainter::lineColor() { return QColor(0x15, 0x6f, 0x67); }

QPointF EvaluationPainter::pointAt(int row, const QRectF& plot) const
{
    const auto n = m_points.size();
    const double x = plot.left() + (n <= 1 ? plot.width() / 2 : row * plot.width() / static_cast<double>(n - 1));
    const double value = row >= 0 && row < n ? m_points[row].value : 0;
    return {x, plot.center().y() - value / m_range * plot.height() / 2};
}

void EvaluationPainter::paint(QPainter& painter, const QRectF& plot, double mm) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0xd9, 0xc9, 0xb1), 0.3 * mm));
    painter.drawLine(QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y()));

    QPainterPath line;
    for (int i = 0; i < m_points.size(); ++i) {
        if (!m_points[i].valued)
            continue;
        if (line.elementCount() == 0)
            line.moveTo(pointAt(i, plot));
        else
            line.lineTo(pointAt(i, plot));
    }
    painter.setPen(QPen(lineColor(), 0.5 * mm));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(line);

    // Many decisions: smaller dots, so that neighbours stay apart.
    const double step = m_points.size() > 1 ? plot.width() / static_cast<double>(m_points.size() - 1) : plot.width();
    const double scale = std::clamp(step / (2.5 * mm), 0.5, 1.0);
    for (int i = 0; i < m_points.size(); ++i) {
        const EvaluationPoint& p = m_points[i];
        if (!p.valued)
            continue;
        const QColor c = p.glyph > 0 ? markColor(p.glyph) : lineColor();
        const double r = (p.glyph > 0 ? 1.3 : 0.85) * mm * scale;
        painter.setPen(QPen(c, 0.4 * mm));
        painter.setBrush(p.exact ? QBrush(c) : QBrush(Qt::white));
        painter.drawEllipse(pointAt(i, plot), r, r);
    }
    painter.restore();
}

} // namespace mancala::app
