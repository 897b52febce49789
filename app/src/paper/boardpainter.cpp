// SPDX-License-Identifier: GPL-3.0-or-later
#include "paper/boardpainter.h"

#include "mancala/notation.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <vector>

namespace mancala::app {

namespace {

// The proportions of qml/board/Board.qml, in units of one hole's cell.
constexpr double kStoreColumns = 1.35; ///< the width of a store or tally
constexpr double kNoStoreColumns = 0.3;
constexpr double kPadding = 0.35;       ///< wood round the holes
constexpr double kWoodHeight = 2.75;
constexpr double kNameBand = 0.5;       ///< room for the hole names above and below
constexpr double kHoleSize = 0.82;
constexpr int kDotLimit = 12;           ///< more seeds than this: a number in the hole

} // namespace

SowingArrow sowingArrow(const StepList& steps)
{
    SowingArrow arrow;
    for (const Step& s : steps) {
        if (s.kind == StepKind::PickUp && arrow.from == kNoPlace)
            arrow.from = s.from;
        // Every lap's drops, relays (E6) included: the arrow goes round as the seeds did.
        if (s.kind == StepKind::Drop && arrow.from != kNoPlace && (arrow.path.empty() || arrow.path.back() != s.to))
            arrow.path.push_back(s.to);
    }
    if (arrow.path.empty())
        arrow.from = kNoPlace;
    return arrow;
}

struct BoardPainter::Colors {
    bool print = false;
    bool texture = false;
    QColor background, woodEdge, wood, groove;
    QColor holeTop, holeBottom, holeBorder;
    QColor count, countShadow, pileBack, pileText;
    QColor side[2];
    QColor badgeText, jenBadge, jenRing;
    QColor arrow, arrowHalo;
    std::vector<QColor> seeds;
    QColor seedOutline;
};

struct BoardPainter::Canvas {
    QPainter& p;
    double u; ///< device pixels per unit
    Colors col;

    QPointF at(const QPointF& units) const { return units * u; }
    QRectF at(const QRectF& units) const { return {units.topLeft() * u, units.size() * u}; }
    double len(double units) const { return units * u; }
};

BoardPainter::BoardPainter(const Position& position, Options options)
    : m_position(position), m_options(std::move(options))
{
}

// The colours of qml/Theme.qml for the three themes, and the printed look.
BoardPainter::Colors BoardPainter::colors() const
{
    Colors c;
    const Look look = m_options.look;
    if (look == Look::Print) {
        c.print = true;
        c.background = Qt::white;
        c.woodEdge = Qt::black;
        c.wood = Qt::white;
        c.groove = QColor(0x99, 0x99, 0x99);
        c.holeTop = c.holeBottom = Qt::white;
        c.holeBorder = Qt::black;
        c.count = Qt::black;
        c.pileBack = Qt::white;
        c.pileText = Qt::black;
        c.side[0] = c.side[1] = Qt::black;
        c.badgeText = Qt::black;
        c.jenBadge = QColor(0xdd, 0xdd, 0xdd);
        c.jenRing = Qt::black;
        c.arrow = Qt::black;
        c.arrowHalo = Qt::white;
        c.seeds = {QColor(0x22, 0x22, 0x22)};
        c.seedOutline = Qt::black;
        return c;
    }
    const bool dark = look == Look::Dark;
    const bool hc = look == Look::HighContrast;
    c.texture = !hc;
    c.background = QColor(hc ? "#000000" : dark ? "#1d1a17" : "#efe6d8");
    c.woodEdge = QColor(hc ? "#ffffff" : dark ? "#3b2412" : "#5b3419");
    c.wood = QColor(hc ? "#474747" : "#a8703f");
    c.groove = QColor::fromRgbF(0.2f, 0.1f, 0.03f, 0.35f);
    const QColor rim(hc ? "#000000" : dark ? "#8a5a33" : "#c98d55");
    c.holeTop = QColor(hc ? "#000000" : dark ? "#241306" : "#3d200b");
    c.holeBottom = rim.darker(125);
    c.holeBorder = hc ? QColor("#ffffff") : QColor::fromRgbF(1.0f, 0.85f, 0.6f, 0.35f);
    c.count = QColor(hc ? "#ffffff" : dark ? "#f6dfc0" : "#fff3df");
    c.countShadow = QColor("#3d200b");
    c.pileBack = QColor::fromRgbF(0.15f, 0.08f, 0.02f, 0.85f);
    c.pileText = QColor("#fff3df");
    c.side[0] = QColor(hc ? "#66e0ff" : dark ? "#4fd1c5" : "#156f67");
    c.side[1] = QColor(hc ? "#ffb394" : dark ? "#ff8c69" : "#b03c22");
    c.badgeText = QColor(hc ? "#000000" : dark ? "#1d1a17" : "#ffffff");
    c.jenBadge = QColor(hc ? "#ffff33" : dark ? "#f4d35e" : "#7a5c0c");
    c.jenRing = QColor("#f4d35e");
    c.arrow = QColor(hc ? "#ffd500" : dark ? "#f0b35a" : "#ffd500");
    c.arrowHalo = QColor::fromRgbF(0, 0, 0, 0.55f);
    if (hc)
        c.seeds = {QColor("#ffffff"), QColor("#ffd500")};
    else
        for (const char* name : {"#e9dcc4", "#7a8c6a", "#c9a27a", "#5f6b73", "#d8c08a",
                                 "#a45a3c", "#8e8f86", "#efe9dc", "#6d4c3d", "#b7b39d"})
            c.seeds.emplace_back(name);
    c.seedOutline = QColor::fromRgbF(0, 0, 0, 0.45f);
    return c;
}

bool BoardPainter::hasEnds() const
{
    return m_position.rules && m_position.variant() != Variant::Qelat;
}

double BoardPainter::widthUnits() const
{
    const double ends = hasEnds() ? kStoreColumns : kNoStoreColumns;
    const int houses = m_position.rules ? m_position.houses() : 0;
    return houses + 2 * ends + 2 * kPadding;
}

double BoardPainter::heightUnits() const
{
    return kWoodHeight + 2 * kNameBand;
}

double BoardPainter::aspectRatio() const
{
    return widthUnits() / heightUnits();
}

QColor BoardPainter::background() const
{
    return colors().background;
}

QRectF BoardPainter::woodRect() const
{
    return {0, kNameBand, widthUnits(), kWoodHeight};
}

QRectF BoardPainter::storeRect(Side side) const
{
    const QRectF wood = woodRect();
    const double w = kStoreColumns;
    const double x = side == Side::North ? wood.left() + kPadding : wood.right() - kPadding - w;
    return {x, wood.top() + wood.height() * 0.1, w, wood.height() * 0.8};
}

QPointF BoardPainter::placeCentre(int place) const
{
    if (isStore(static_cast<Place>(place)))
        return storeRect(place == kSouthStore ? Side::South : Side::North).center();
    const QRectF wood = woodRect();
    if (place < 0 || place >= m_position.ring())
        return wood.center();
    const int houses = m_position.houses();
    const bool north = place >= houses;
    const int column = north ? 2 * houses - 1 - place : place;
    const double ends = hasEnds() ? kStoreColumns : kNoStoreColumns;
    return {wood.left() + kPadding + ends + column + 0.5, wood.top() + wood.height() * (north ? 0.29 : 0.71)};
}

QPointF BoardPainter::nameCentre(int hole) const
{
    const QPointF c = placeCentre(hole);
    const bool north = hole >= m_position.houses();
    const QRectF wood = woodRect();
    return {c.x(), north ? wood.top() - kNameBand * 0.5 : wood.bottom() + kNameBand * 0.5};
}

QPointF BoardPainter::countCentre(int hole) const
{
    const QPointF c = placeCentre(hole);
    const bool north = hole >= m_position.houses();
    // Between the hole's rim and the board's edge.
    const QRectF wood = woodRect();
    const double rim = kHoleSize / 2;
    return north ? QPointF(c.x(), (wood.top() + c.y() - rim) / 2 + 0.02)
                 : QPointF(c.x(), (wood.bottom() + c.y() + rim) / 2 - 0.02);
}

QString BoardPainter::sideName(Side side) const
{
    const QString& given = side == Side::South ? m_options.southName : m_options.northName;
    if (!given.isEmpty())
        return given;
    //: A side on a picture of the board
    return side == Side::South ? tr("South") : tr("North");
}

namespace {

/// A font `size` units tall for a painter whose unit is `u` device pixels.
QFont unitFont(double size, double u, bool bold = true)
{
    QFont f;
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(size * u))));
    f.setBold(bold);
    return f;
}

/// Text centred on `centre` (device pixels).
void centredText(QPainter& p, const QPointF& centre, const QString& text)
{
    const QFontMetricsF m(p.font());
    const QSizeF size(m.horizontalAdvance(text) + 2, m.height());
    p.drawText(QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height()),
               Qt::AlignCenter, text);
}

/// A rounded label: `text` on `fill` with `outline` (none when transparent), centred on `centre`.
QRectF badge(QPainter& p, const QPointF& centre, const QString& text, const QColor& fill,
             const QColor& outline, const QColor& ink, double penWidth)
{
    const QFontMetricsF m(p.font());
    const double h = m.height() * 1.1;
    const double w = m.horizontalAdvance(text) + h * 0.7;
    const QRectF box(centre.x() - w / 2, centre.y() - h / 2, w, h);
    p.setPen(outline.alpha() == 0 ? QPen(Qt::NoPen) : QPen(outline, penWidth));
    p.setBrush(fill);
    p.drawRoundedRect(box, h / 2, h / 2);
    p.setPen(ink);
    p.drawText(box, Qt::AlignCenter, text);
    return box;
}

} // namespace

void BoardPainter::paint(QPainter& painter, const QRectF& target) const
{
    if (!m_position.rules || target.isEmpty())
        return;
    const double u = std::min(target.width() / widthUnits(), target.height() / heightUnits());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.translate(target.left() + (target.width() - widthUnits() * u) / 2,
                      target.top() + (target.height() - heightUnits() * u) / 2);
    // Coordinates are units times `u` (device pixels): fonts need whole pixel
    // sizes, so the painter itself is not scaled.
    Canvas c{painter, u, colors()};
    paintWood(c);
    paintTurn(c);
    if (hasEnds()) {
        paintStore(c, Side::North);
        paintStore(c, Side::South);
    }
    for (int hole = 0; hole < m_position.ring(); ++hole)
        paintHole(c, hole);
    for (int hole = 0; hole < m_position.ring(); ++hole) {
        paintMark(c, hole);
        paintOwner(c, hole);
    }
    paintHands(c);
    if (m_options.holeNames)
        paintNames(c);
    paintArrow(c);
    painter.restore();
}

QImage BoardPainter::image(int width) const
{
    const int height = std::max(1, static_cast<int>(std::lround(width / aspectRatio())));
    QImage image(std::max(1, width), height, QImage::Format_ARGB32_Premultiplied);
    image.fill(background());
    QPainter painter(&image);
    paint(painter, QRectF(0, 0, image.width(), image.height()));
    painter.end();
    return image;
}

void BoardPainter::paintWood(Canvas& c) const
{
    QPainter& p = c.p;
    const QRectF wood = c.at(woodRect());
    const double radius = c.len(0.45);
    if (c.col.print) {
        p.setPen(QPen(c.col.woodEdge, c.len(0.04)));
        p.setBrush(c.col.wood);
        p.drawRoundedRect(wood.adjusted(c.len(0.02), c.len(0.02), -c.len(0.02), -c.len(0.02)), radius, radius);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(c.col.woodEdge);
        p.drawRoundedRect(wood, radius, radius);
        const QRectF inner = wood.adjusted(c.len(0.14), c.len(0.14), -c.len(0.14), -c.len(0.14));
        QPainterPath clip;
        clip.addRoundedRect(inner, radius * 0.7, radius * 0.7);
        p.save();
        p.setClipPath(clip);
        // The grain of the window's board (qml/board/Board.qml), else a plain board.
        QSvgRenderer grain(QStringLiteral(":/Mancala/resources/wood.svg"));
        p.fillRect(inner, c.col.wood);
        if (c.col.texture && grain.isValid())
            grain.render(&p, inner);
        if (m_options.look == Look::Dark)
            p.fillRect(inner, QColor::fromRgbF(0, 0, 0, 0.45f));
        QLinearGradient varnish(inner.topLeft(), inner.bottomLeft());
        varnish.setColorAt(0, QColor::fromRgbF(1.0f, 0.95f, 0.85f, 0.16f));
        varnish.setColorAt(0.5, QColor::fromRgbF(0, 0, 0, 0));
        varnish.setColorAt(1, QColor::fromRgbF(0, 0, 0, 0.18f));
        p.fillRect(inner, varnish);
        p.restore();
    }
    // The groove between the rows.
    const double x0 = placeCentre(0).x() - 0.5;
    const double x1 = x0 + m_position.houses();
    const double y = woodRect().center().y();
    p.setPen(QPen(c.col.groove, std::max(1.0, c.len(0.03)), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(c.at(QPointF(x0, y)), c.at(QPointF(x1, y)));
}

void BoardPainter::paintTurn(Canvas& c) const
{
    if (m_position.over())
        return;
    // The side to decide: a bar along that player's edge, as in the window.
    const QRectF wood = woodRect();
    const double h = 0.07;
    const bool north = m_position.decider == Side::North;
    const QRectF bar(wood.left() + 0.45, north ? wood.top() - h * 1.6 : wood.bottom() + h * 0.6, wood.width() - 0.9, h);
    c.p.setPen(Qt::NoPen);
    c.p.setBrush(c.col.side[index(m_position.decider)]);
    c.p.drawRoundedRect(c.at(bar), c.len(h / 2), c.len(h / 2));
}

void BoardPainter::paintStore(Canvas& c, Side side) const
{
    QPainter& p = c.p;
    const bool kalah = m_position.variant() == Variant::Kalah;
    const QRectF units = storeRect(side).adjusted(0.06, 0.06, -0.06, -0.06);
    const QRectF box = c.at(units);
    const double r = box.width() / 2;
    if (c.col.print) {
        // A store is drawn whole, a tally (seeds taken, not a hole) dashed.
        p.setPen(QPen(c.col.holeBorder, c.len(0.035), kalah ? Qt::SolidLine : Qt::DashLine));
        p.setBrush(Qt::white);
        p.drawRoundedRect(box, r, r);
    } else {
        QLinearGradient deep(box.topLeft(), box.bottomLeft());
        deep.setColorAt(0, c.col.holeTop);
        deep.setColorAt(0.3, c.col.holeBottom.darker(150));
        deep.setColorAt(1, c.col.holeBottom);
        p.setPen(QPen(c.col.holeBorder, std::max(1.5, c.len(0.035))));
        p.setBrush(deep);
        p.setOpacity(kalah ? 1.0 : 0.8);
        p.drawRoundedRect(box, r, r);
        p.setOpacity(1.0);
        // The owner's colour at the owner's end.
        const double w = box.width() * 0.36;
        const double h = std::max(3.0, c.len(0.05));
        const double y = side == Side::North ? box.top() + box.height() * 0.06 : box.bottom() - box.height() * 0.06 - h;
        p.setPen(Qt::NoPen);
        p.setBrush(c.col.side[index(side)]);
        p.drawRoundedRect(QRectF(box.center().x() - w / 2, y, w, h), h / 2, h / 2);
        // The seeds, three to a row from the bottom, as many as fit.
        // Between the two ends, clear of the name at the owner's end.
        const double from = side == Side::North ? 0.36 : 0.08;
        const QRectF heap(box.center().x() - box.width() * 0.31, box.top() + box.height() * from,
                          box.width() * 0.62, box.height() * 0.56);
        const double d = c.len(0.19);
        const int rows = std::max(1, static_cast<int>(heap.height() / (d * 0.95)));
        const int shown = std::min<int>(m_position.store[index(side)], 3 * rows);
        for (int i = 0; i < shown; ++i) {
            const double jitter = ((i * 7919) % 13) / 13.0 - 0.5;
            const double x = heap.left() + (i % 3 + 0.5) * heap.width() / 3 + jitter * d * 0.5;
            const double y2 = heap.bottom() - (i / 3 + 0.5) * heap.height() / rows - jitter * 2;
            p.setPen(QPen(c.col.seedOutline, std::max(0.5, d * 0.06)));
            p.setBrush(c.col.seeds[static_cast<std::size_t>(i * 3 + index(side) * 101) % c.col.seeds.size()]);
            p.drawEllipse(QPointF(x, y2), d / 2, d / 2);
        }
    }
    // The count.
    p.setFont(unitFont(0.34, c.u));
    const QString count = QString::number(m_position.store[index(side)]);
    if (c.col.print) {
        p.setPen(c.col.count);
        centredText(p, box.center(), count);
    } else {
        badge(p, box.center(), count, c.col.pileBack, Qt::transparent, c.col.pileText, 0);
    }
    // Whose it is, at the owner's end.
    //: The seeds a player has taken, on a picture of the board: %1 the player's name
    const QString label = kalah ? sideName(side) : tr("%1's tally").arg(sideName(side));
    p.setPen(c.col.count);
    // The whole name, never cut ("Computer (level 2, Beginner)"): the font
    // shrinks until the wrapped name fits between the end and the count.
    const double band = c.len(0.5);
    const QRectF labelBox(box.left() + r * 0.12, side == Side::North ? box.top() + r * 0.3 : box.bottom() - r * 0.3 - band,
                          box.width() - r * 0.24, band);
    for (double size = 0.14; size > 0.07; size -= 0.01) {
        p.setFont(unitFont(size, c.u));
        const QRectF need = QFontMetricsF(p.font()).boundingRect(labelBox, Qt::AlignCenter | Qt::TextWordWrap, label);
        if (need.height() <= labelBox.height() && need.width() <= labelBox.width() + 1)
            break;
    }
    p.drawText(labelBox, Qt::AlignCenter | Qt::TextWordWrap, label);
}

void BoardPainter::paintHole(Canvas& c, int hole) const
{
    QPainter& p = c.p;
    const QPointF centre = c.at(placeCentre(hole));
    const double r = c.len(kHoleSize / 2);
    if (c.col.print) {
        p.setPen(QPen(c.col.holeBorder, c.len(0.035)));
        p.setBrush(Qt::white);
    } else {
        QLinearGradient deep(centre - QPointF(0, r), centre + QPointF(0, r));
        deep.setColorAt(0, c.col.holeTop);
        deep.setColorAt(0.45, c.col.holeBottom.darker(150));
        deep.setColorAt(1, c.col.holeBottom);
        p.setPen(QPen(c.col.holeBorder, std::max(1.5, c.len(0.035))));
        p.setBrush(deep);
    }
    p.drawEllipse(centre, r, r);

    const int seeds = m_position.seeds[static_cast<std::size_t>(hole)];
    if (seeds <= kDotLimit) {
        // Golden-angle spiral, as the window heaps its pebbles.
        const double d = c.len(c.col.print ? 0.15 : 0.19);
        for (int i = 0; i < seeds; ++i) {
            const double spread = std::sqrt((i + 0.5) / std::max(6, std::min(seeds, kDotLimit)));
            const double angle = i * 2.39996 + hole * 0.9;
            const QPointF at = centre + QPointF(std::cos(angle), std::sin(angle)) * spread * 2 * r * 0.33;
            p.setPen(QPen(c.col.seedOutline, std::max(0.5, d * 0.06)));
            p.setBrush(c.col.seeds[static_cast<std::size_t>(i + hole * 5) % c.col.seeds.size()]);
            p.drawEllipse(at, d / 2, d / 2);
        }
    } else {
        p.setFont(unitFont(0.26, c.u));
        badge(p, centre, QString::number(seeds), c.col.pileBack, c.col.print ? c.col.holeBorder : QColor(Qt::transparent),
              c.col.pileText, c.len(0.025));
    }
    // The count beside the hole, on the board.
    p.setFont(unitFont(0.21, c.u));
    const QPointF at = c.at(countCentre(hole));
    if (!c.col.print) {
        p.setPen(c.col.countShadow);
        centredText(p, at + QPointF(0, std::max(1.0, c.len(0.015))), QString::number(seeds));
    }
    p.setPen(c.col.count);
    centredText(p, at, QString::number(seeds));
}

void BoardPainter::paintMark(Canvas& c, int hole) const
{
    const Mark mark = m_position.mark[static_cast<std::size_t>(hole)];
    if (mark == Mark::None)
        return;
    QPainter& p = c.p;
    const bool jen = mark == Mark::Jen || mark == Mark::LeftFour;
    const int owner = index(m_position.markOwner[static_cast<std::size_t>(hole)]);
    const QPointF centre = c.at(placeCentre(hole));
    const double r = c.len((kHoleSize + 0.1) / 2);
    const QColor ring = jen ? c.col.jenRing : c.col.side[owner];
    p.setPen(QPen(ring, mark == Mark::LeftFour ? c.len(0.025) : c.len(0.055),
                  mark == Mark::LeftFour && c.col.print ? Qt::DashLine : Qt::SolidLine));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(centre, r, r);

    QString word;
    switch (mark) {
    //: Mark on a hole: a walda (Qelat, Q5)
    case Mark::Walda: word = tr("walda"); break;
    //: Mark on a hole: an ekwarna (Qelat of Keren, M3)
    case Mark::Ekwarna: word = tr("ekwarna"); break;
    //: Mark on a hole: a bull (Enkeshui, E4)
    case Mark::Bull: word = tr("bull"); break;
    //: Mark on a hole: a Jen (Mewelad, W4)
    case Mark::Jen: word = tr("Jen"); break;
    //: Mark on a hole: a four that was left (Mewelad, W4)
    case Mark::LeftFour: word = tr("left"); break;
    case Mark::None: break;
    }
    if (!jen) {
        //: The owner's letter on a mark badge: S for South, N for North
        const QString letter = owner == 0 ? tr("S") : tr("N");
        //: A mark on the rim of a hole: %1 the owner's letter (S or N), %2 the mark (walda, ekwarna, bull)
        word = tr("%1 %2").arg(letter, word);
    }
    // On the rim towards the groove, as in the window.
    p.setFont(unitFont(0.15, c.u));
    const bool north = hole >= m_position.houses();
    const double h = QFontMetricsF(p.font()).height() * 1.1;
    const QPointF at = centre + QPointF(0, north ? c.len(0.5) - h * 0.2 : -c.len(0.5) + h * 0.2);
    const QColor fill = c.col.print ? (jen ? c.col.jenBadge : QColor(Qt::white)) : jen ? c.col.jenBadge : c.col.side[owner];
    badge(p, at, word, fill, c.col.print ? c.col.holeBorder : QColor(Qt::transparent), c.col.badgeText, c.len(0.025));
}

void BoardPainter::paintOwner(Canvas& c, int hole) const
{
    // Games of rounds (M9, W6): a hole of the other player's row is marked with its owner's letter.
    const Side owner = m_position.owner[static_cast<std::size_t>(hole)];
    if (owner == m_position.rowOf(hole))
        return;
    QPainter& p = c.p;
    const bool north = hole >= m_position.houses();
    const QPointF at = c.at(placeCentre(hole) + QPointF(0.36, north ? -0.3 : 0.3));
    const double r = c.len(0.13);
    p.setPen(QPen(c.col.print ? c.col.holeBorder : c.col.badgeText, c.len(0.02)));
    p.setBrush(c.col.print ? QColor(Qt::white) : c.col.side[index(owner)]);
    p.drawEllipse(at, r, r);
    p.setFont(unitFont(0.17, c.u));
    p.setPen(c.col.print ? c.col.count : c.col.badgeText);
    centredText(p, at, owner == Side::South ? tr("S") : tr("N"));
}

void BoardPainter::paintHands(Canvas& c) const
{
    for (const Side side : {Side::South, Side::North}) {
        const Hand& hand = m_position.hand[static_cast<std::size_t>(index(side))];
        if (!hand.active || hand.seeds == 0)
            continue;
        const bool north = hand.at >= m_position.houses() && !isStore(hand.at);
        const QPointF at = c.at(placeCentre(hand.at) + QPointF(0, north ? 0.62 : -0.62));
        c.p.setFont(unitFont(0.15, c.u));
        //: On a picture of the board: the seeds a player still holds while a decision waits (E7, W4)
        badge(c.p, at, tr("%n in hand", "", hand.seeds), c.col.print ? QColor(Qt::white) : c.col.side[index(side)],
              c.col.print ? c.col.holeBorder : QColor(Qt::transparent), c.col.badgeText, c.len(0.025));
    }
}

void BoardPainter::paintNames(Canvas& c) const
{
    c.p.setFont(unitFont(0.26, c.u));
    for (int hole = 0; hole < m_position.ring(); ++hole) {
        c.p.setPen(c.col.side[index(m_position.rowOf(hole))]);
        centredText(c.p, c.at(nameCentre(hole)), QString::fromStdString(holeName(m_position.houses(), hole)));
    }
}

QPointF BoardPainter::trackPoint(int place) const
{
    const QPointF centre = placeCentre(place);
    if (isStore(static_cast<Place>(place)))
        return centre;
    // Clear of the seeds (within a third of the hole from its centre), inside its rim.
    const bool north = place >= m_position.houses();
    return centre + QPointF(0, north ? 0.3 : -0.3);
}

void BoardPainter::paintSowingPath(Canvas& c) const
{
    std::vector<QPointF> points{trackPoint(m_options.arrowFrom)};
    for (const int place : m_options.arrowPath) {
        if (place != kNoPlace && (isStore(static_cast<Place>(place)) || (place >= 0 && place < m_position.ring())))
            points.push_back(trackPoint(place));
    }
    if (points.size() < 2)
        return;
    // Into a store: level with the row the seeds came from, clear of the store's count.
    if (isStore(static_cast<Place>(m_options.arrowPath.back()))) {
        QPointF& end = points.back();
        end.setY(end.y() + (points[points.size() - 2].y() < end.y() ? -0.55 : 0.55));
    }
    // Along the holes in sowing order, the corners rounded.
    QPainterPath route(c.at(points[0]));
    for (std::size_t i = 1; i + 1 < points.size(); ++i)
        route.quadTo(c.at(points[i]), c.at((points[i] + points[i + 1]) / 2));
    route.lineTo(c.at(points.back()));
    paintArrowAlong(c, route);
}

void BoardPainter::paintArrow(Canvas& c) const
{
    if (!m_options.arrowPath.empty() && m_options.arrowFrom >= 0 && m_options.arrowFrom < m_position.ring()) {
        paintSowingPath(c);
        return;
    }
    const int from = m_options.arrowFrom;
    const int to = m_options.arrowTo;
    const bool fromHole = from >= 0 && from < m_position.ring();
    const bool toPlace = (to >= 0 && to < m_position.ring()) || isStore(static_cast<Place>(to));
    if (!fromHole || !toPlace || from == to)
        return;
    // A curve bowed towards the middle of the board, trimmed at both ends so
    // that the seeds under it stay readable.
    const QPointF a = placeCentre(from);
    QPointF b = placeCentre(to);
    // Into a store: level with the sown row, clear of the store's count.
    if (isStore(static_cast<Place>(to)))
        b.setY(b.y() + (a.y() < b.y() ? -0.55 : 0.55));
    const QPointF mid = (a + b) / 2;
    const QPointF d = b - a;
    const double length = std::hypot(d.x(), d.y());
    QPointF normal(-d.y() / length, d.x() / length);
    const QPointF toCentre = woodRect().center() - mid;
    if (normal.x() * toCentre.x() + normal.y() * toCentre.y() < 0)
        normal = -normal;
    const QPointF control = mid + normal * std::min(0.9, 0.3 * length);
    QPainterPath curve(c.at(a));
    curve.quadTo(c.at(control), c.at(b));
    paintArrowAlong(c, curve);
}

void BoardPainter::paintArrowAlong(Canvas& c, const QPainterPath& curve) const
{
    const double total = curve.length();
    const double t0 = curve.percentAtLength(std::min(total * 0.3, c.len(0.2)));
    const double t1 = curve.percentAtLength(std::max(total * 0.7, total - c.len(0.3)));
    // Fine enough to follow a route round the board.
    const int pieces = std::max(32, static_cast<int>(total / std::max(1.0, c.len(0.05))));
    QPainterPath line(curve.pointAtPercent(t0));
    for (int i = 1; i <= pieces; ++i)
        line.lineTo(curve.pointAtPercent(t0 + (t1 - t0) * i / pieces));
    const QPointF tip = curve.pointAtPercent(t1);
    const double angle = -curve.angleAtPercent(t1) * M_PI / 180;
    const QPointF along(std::cos(angle), std::sin(angle));
    const QPointF across(-along.y(), along.x());
    const double head = c.len(0.24);
    QPolygonF arrowHead({tip + along * head * 0.35, tip - along * head * 0.75 + across * head * 0.5,
                         tip - along * head * 0.75 - across * head * 0.5});
    QPainter& p = c.p;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(c.col.arrowHalo, c.len(0.14), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(line);
    p.drawPolygon(arrowHead);
    p.setPen(QPen(c.col.arrow, c.len(0.07), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(line);
    p.setBrush(c.col.arrow);
    p.drawPolygon(arrowHead);
    // The tail: an open dot where the sowing starts (a ring would read as a mark).
    p.setPen(QPen(c.col.arrow, c.len(0.04)));
    p.setBrush(c.col.arrowHalo.alpha() == 255 ? c.col.arrowHalo : c.col.holeTop);
    p.drawEllipse(line.pointAtPercent(0), c.len(0.08), c.len(0.08));
}

} // namespace mancala::app
