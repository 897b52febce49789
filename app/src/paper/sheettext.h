// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/position.h"
#include "mancala/record.h"

#include <QString>

#include <utility>
#include <vector>

namespace mancala::app {

/// A paragraph of a game sheet: words, and the spans of it that are comments (printed in italics).
struct SheetText {
    QString text;
    std::vector<std::pair<int, int>> comments; ///< start and length in `text`

    bool empty() const { return text.isEmpty(); }
    /// Adds a word (a turn, a marker), a space before it.
    void add(const QString& word);
    void addComment(const QString& comment);
    /// Adds `inner` in brackets: a variation within a variation.
    void addBracketed(const SheetText& inner);
};

/**
 * @brief How a sheet numbers turns, as the record writes them
 * (docs/notation.md): "12." before a turn South starts, "12..." before one
 * North starts unless it follows South's of the same number with nothing between.
 */
class TurnNumbers {
public:
    QString prefix(const Position& turnStart);
    /// Something stands between two turns (a comment, a variation, a diagram, a round): the next number is written in full.
    void breakLine() { m_fresh = true; }

private:
    bool m_fresh = true;
    int m_lastNumber = -1;
    Side m_lastSide = Side::North;
};

/// A turn's decisions as the record writes them, joined with '-' ("c-f").
QString turnText(const TurnNode& turn);

/**
 * @brief The marks after a turn as a reader knows them: its suffix ("?!")
 * and its `$n` glyphs with a sign ($1 !, $2 ?, $3 !!, $4 ??, $5 !?, $6 ?!,
 * $7 □, $10 =, $13 ∞, $14-$19 ⩲ ⩱ ± ∓ +− −+); other glyphs are left out.
 */
QString turnMarks(const TurnNode& turn);

/**
 * @brief A variation as a chess sheet prints it: its turns numbered from
 * `before` (the position before the turn it replaces), with their marks and
 * comments, and the variations within it in brackets.
 */
SheetText variationText(const MoveLine& line, const Position& before);

} // namespace mancala::app
