// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "records/recordtree.h"

#include "mancala/record.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace mancala::app {

/**
 * @brief The turns of a game record as a tree-ish list: every turn of the
 * main line, each followed by the turns of its variations, indented by depth
 * (docs/notation.md section 4, "Variations").
 *
 * A row knows the whole line it lies on (the decisions from the start to the
 * end of that line) and how many of them lead to the position after it, so
 * that a click can show that position.
 */
class VariationModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The record document owns the variation list.")
    Q_PROPERTY(int current READ current NOTIFY currentChanged)
    Q_PROPERTY(bool hasVariations READ hasVariations NOTIFY currentChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, DepthRole, MainLineRole, CommentRole, CurrentRole, PlyRole, GlyphRole,
                VariationRole, SiblingsRole };

    /// One turn of the tree.
    struct Row {
        QString text;    ///< "12. c-f", "12... A"
        QString comment; ///< the turn's comments joined
        int depth = 0;   ///< 0 on the main line
        int ply = 0;     ///< decisions from the start to the position after the turn
        std::shared_ptr<const std::vector<Decision>> line; ///< the decisions of the row's whole line
        int from = 0;    ///< decisions from the start to the position before the turn
        TreePlace place; ///< where the turn is in the record's tree
        QString glyph;   ///< the turn's suffix ("!", "?!", ...)
        int siblings = 0; ///< the variations of the turn its line branches at (0 on the main line)
    };

    explicit VariationModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Rebuilds the rows from a record's moves played from `start` (a
    /// change of comments or glyphs only updates the rows, keeping the view's place).
    void setMoves(const MoveLine& moves, const Position& start);
    /// Marks the row of the board's line (`decisions`) that leads to the position after `ply` of them.
    void setCurrent(const std::vector<Decision>& decisions, int ply);

    int current() const { return m_current; }
    bool hasVariations() const { return m_hasVariations; }
    const Row* row(int index) const;

signals:
    void currentChanged();

private:
    void addLine(std::vector<Row>& rows, const MoveLine& line, Position p, const std::vector<Decision>& prefix,
                 const TreePlace& place, int siblings);

    std::vector<Row> m_rows;
    int m_current = -1;
    bool m_hasVariations = false;
};

} // namespace mancala::app
