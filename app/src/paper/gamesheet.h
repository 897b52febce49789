// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paper/boardpainter.h"

#include "mancala/decision.h"
#include "mancala/record.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

class QPagedPaintDevice;

namespace mancala::app {

/**
 * @brief A game on paper: a title (the event, the players, the rule set,
 * the date, the result), a diagram of the start, the moves in the notation
 * of docs/notation.md with a diagram after every N decisions (at the end of
 * the turn that reaches them) and one of the last position. Laid out on
 * any paged device: a QPdfWriter (export) or a QPrinter (printing).
 */
class GameSheet {
    Q_DECLARE_TR_FUNCTIONS(GameSheet)

public:
    struct Game {
        GameRecord record;  ///< the tags: Event, Site, Date, South, North, Result, Score
        QString variantName;
        Position start;     ///< its rules must outlive the sheet
        std::vector<Decision> decisions;
    };

    /// One part of the sheet, in order: a paragraph of moves or a diagram.
    struct Block {
        bool diagram = false;
        QString text;     ///< the moves, or the diagram's caption
        Position position;
        int arrowFrom = kNoPlace;
        int arrowTo = kNoPlace;
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

private:
    void build();
    QString sideName(Side side) const;
    QString tagValue(const char* name) const;

    Game m_game;
    BoardPainter::Look m_look;
    int m_every;
    std::vector<Block> m_blocks;
};

} // namespace mancala::app
