// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/evaluationgraph.h"
#include "paper/boardpainter.h"

#include "mancala/decision.h"
#include "mancala/record.h"

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <utility>
#include <functional>
#include <vector>

class QPagedPaintDevice;
class QPaintDevice;
class QPainter;

namespace mancala::app {

/**
 * @brief A game on paper: a title (the record's title or event), a few
 * plain sentences (the players, the rule set and its house rules, the date,
 * the result), a diagram of the start and the record's question, the moves
 * in the notation of docs/notation.md with their marks (`?!`, `$2` as ?)
 * and comments (in italics), each turn's variations indented in brackets,
 * a diagram after every N decisions (at the end of the turn that reaches
 * them) and one of the last position; a diagram's arrow follows the last
 * sowing round the board; below the moves, the evaluation graph of a
 * reviewed game (EvaluationPainter). Laid out on any paged device: a QPdfWriter
 * (export) or a QPrinter (printing).
 */
class GameSheet {
    Q_DECLARE_TR_FUNCTIONS(GameSheet)

public:
    struct Game {
        /// The tags (Title, Event, Site, Date, South, North, Result, Score), the
        /// comments, marks and variations of the turns the decisions pass.
        GameRecord record;
        QString variantName;
        Position start;     ///< its rules must outlive the sheet
        std::vector<Decision> decisions;
        /// The review's values of the decisions (EvaluationGraph::pointsOf()):
        /// the evaluation graph below the moves when any has one.
        QList<EvaluationPoint> evaluation{};
    };

    /// One part of the sheet, in order: a paragraph of moves or a diagram.
    struct Block {
        bool diagram = false;
        QString text{};   ///< the moves, or the diagram's caption
        Position position{};
        int arrowFrom = kNoPlace;
        int arrowTo = kNoPlace;
        std::vector<int> arrowPath{}; ///< the places the last sowing went through (BoardPainter::Options)
        std::vector<std::pair<int, int>> comments{}; ///< spans of `text` that are comments (italics)
        bool variation = false;     ///< a variation: indented, in brackets
    };

    /// `every`: decisions between diagrams (at least 1).
    GameSheet(Game game, BoardPainter::Look look, int every = 10);

    QString title() const;
    /// The lines under the title.
    QStringList facts() const;
    const std::vector<Block>& blocks() const { return m_blocks; }

    /// Draws every page on `device` (already set up: page size, margins); the number of pages.
    int paint(QPagedPaintDevice& device) const;
    /// The sheet as a PDF on A4; `pages` gets the number of pages.
    QByteArray pdf(int* pages = nullptr) const;
    /// The pages of pdf() as pictures (inside the margins), `dpi` dots per inch: to look at.
    QList<QImage> pageImages(int dpi) const;

private:
    void build();
    /// Lays out and draws the pages with `painter` (begun on `device`); `newPage` turns to the next. The number of pages.
    int paintPages(QPainter& painter, QPaintDevice& device, const std::function<void()>& newPage) const;
    /// The house rules that differ from the rule set's, in words ("Racing start: off").
    QStringList houseRules() const;
    /// The sentence of the result: who won, by how many seeds.
    QString outcome() const;
    /// The player's name, else (unknown, or both players have the same) the side's.
    QString sideName(Side side) const;

    Game m_game;
    BoardPainter::Look m_look;
    int m_every;
    std::vector<Block> m_blocks;
};

} // namespace mancala::app
