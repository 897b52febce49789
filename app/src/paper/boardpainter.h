// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/position.h"
#include "mancala/step.h"

#include <QCoreApplication>
#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;
class QPainterPath;

namespace mancala::app {

/**
 * @brief Draws one position of any rule set with QPainter, onto any paint
 * device: a QImage (PNG, the clipboard), a QSvgGenerator (SVG), a
 * QPdfWriter or QPrinter (the game sheet, printing).
 *
 * The picture is the board as the window shows it, seen from South: North's
 * row on top (A at the right), South's below (a at the left), North's store
 * or tally at the left end and South's at the right; no ends for Qelat of
 * the Beni Amir, whose takings stay in the waldas. Each hole shows its seeds
 * as dots (a number in the hole above a dozen) and its count as a number
 * beside it; the hole names a.. and A.. (docs/notation.md) sit outside the
 * board; marks (walda, ekwarna, bull, Jen, a four left) carry a ring and a
 * badge with the owner's letter; a hole owned by the player across the
 * board (games of rounds, M9 and W6) carries its owner's letter; seeds
 * held in a hand (a decision interrupts the sowing, E7 and W4) are named.
 *
 * Two looks: the window's theme (wood, the theme's colours) and a
 * print-friendly one (white, black outlines, counts as numbers and dots),
 * which reads on a black-and-white copy of a worksheet.
 */
/// The arrow of a decision: the hole its sowing starts from and every place a seed of it went to.
struct SowingArrow {
    int from = kNoPlace;
    std::vector<int> path;
    int to() const { return path.empty() ? kNoPlace : path.back(); }
};
SowingArrow sowingArrow(const StepList& steps);

class BoardPainter {
    Q_DECLARE_TR_FUNCTIONS(BoardPainter)

public:
    enum class Look { Print, Light, Dark, HighContrast };

    struct Options {
        Look look = Look::Print;
        bool holeNames = true;
        /// An arrow from the sown hole to the place of the last seed (kNoPlace: none).
        int arrowFrom = kNoPlace;
        int arrowTo = kNoPlace;
        /// The places the seeds went to, in sowing order: the arrow then
        /// follows the sowing round the board from arrowFrom (empty: a
        /// curve straight to arrowTo).
        std::vector<int> arrowPath;
        /// The players' names on the stores (Kalah) and tallies; empty: South, North.
        QString southName;
        QString northName;
    };

    BoardPainter(const Position& position, Options options);

    /// Width over height of the picture.
    double aspectRatio() const;
    /// Draws the picture as large as fits in `target`, centred, keeping its proportions.
    void paint(QPainter& painter, const QRectF& target) const;
    /// The picture `width` pixels wide on the look's background.
    QImage image(int width) const;

    // The layout in units of one hole's cell, from the picture's top left
    // (tests check the pixels there).
    double widthUnits() const;
    double heightUnits() const;
    QPointF placeCentre(int place) const;
    /// The centre of a hole's name (outside the board).
    QPointF nameCentre(int hole) const;
    /// The centre of a hole's count (beside the hole, on the board).
    QPointF countCentre(int hole) const;

    /// The look's background colour (white when printed).
    QColor background() const;
    /// Whether the board has stores or tallies at its ends.
    bool hasEnds() const;

private:
    struct Colors;
    /// The painter, its unit (device pixels per cell) and the look's colours.
    struct Canvas;
    Colors colors() const;
    QRectF woodRect() const;
    QRectF storeRect(Side side) const;
    void paintWood(Canvas& c) const;
    void paintTurn(Canvas& c) const;
    void paintStore(Canvas& c, Side side) const;
    void paintHole(Canvas& c, int hole) const;
    void paintMark(Canvas& c, int hole) const;
    void paintOwner(Canvas& c, int hole) const;
    void paintHands(Canvas& c) const;
    void paintNames(Canvas& c) const;
    void paintArrow(Canvas& c) const;
    void paintSowingPath(Canvas& c) const;
    /// The arrow along `curve` (device pixels), trimmed at both ends so that the seeds under it stay readable.
    void paintArrowAlong(Canvas& c, const QPainterPath& curve) const;
    /// Where the arrow passes a place: a hole's inner edge (towards the groove), a store's middle.
    QPointF trackPoint(int place) const;
    QString sideName(Side side) const;

    Position m_position;
    Options m_options;
};

} // namespace mancala::app
