// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/variationmodel.h"

#include "mancala/notation.h"

namespace mancala::app {

VariationModel::VariationModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

int VariationModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant VariationModel::data(const QModelIndex& index, int role) const
{
    const Row* r = row(index.row());
    if (!r)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return r->text;
    case DepthRole: return r->depth;
    case MainLineRole: return r->depth == 0;
    case CommentRole: return r->comment;
    case CurrentRole: return index.row() == m_current;
    case PlyRole: return r->ply;
    default: return {};
    }
}

QHash<int, QByteArray> VariationModel::roleNames() const
{
    return {{TextRole, "move"},       {DepthRole, "depth"},     {MainLineRole, "mainLine"},
            {CommentRole, "comment"}, {CurrentRole, "current"}, {PlyRole, "ply"}};
}

const VariationModel::Row* VariationModel::row(int index) const
{
    return index >= 0 && index < rowCount() ? &m_rows[static_cast<std::size_t>(index)] : nullptr;
}

void VariationModel::setMoves(const MoveLine& moves, const Position& start)
{
    beginResetModel();
    m_rows.clear();
    m_current = -1;
    m_hasVariations = false;
    addLine(moves, start, {}, 0);
    endResetModel();
    emit currentChanged();
}

void VariationModel::addLine(const MoveLine& line, Position p, const std::vector<Decision>& prefix, int depth)
{
    // First the whole line, so that every row of it can load it to its end.
    auto decisions = std::make_shared<std::vector<Decision>>(prefix);
    std::vector<Position> before;
    std::vector<std::size_t> startOf;
    for (const TurnNode& turn : line.turns) {
        before.push_back(p);
        startOf.push_back(decisions->size());
        for (const DecisionText& token : turn.decisions) {
            Decision d;
            std::string why;
            // The record was checked by readGame(): a failure means the tree is cut here.
            if (!parseDecision(p, token.text, d, why) || !apply(p, d))
                break;
            decisions->push_back(d);
        }
    }
    for (std::size_t i = 0; i < before.size(); ++i) {
        const TurnNode& turn = line.turns[i];
        const Position& b = before[i];
        QString text = QString::number(b.turn) + (b.toMove == Side::South ? QStringLiteral(". ") : QStringLiteral("... "));
        QStringList tokens;
        for (const DecisionText& token : turn.decisions)
            tokens << QString::fromStdString(token.text);
        text += tokens.join(QLatin1Char('-')) + QString::fromStdString(turn.suffix);
        QStringList comments;
        for (const std::string& c : turn.comments)
            comments << QString::fromStdString(c);
        const std::size_t end = i + 1 < startOf.size() ? startOf[i + 1] : decisions->size();
        m_rows.push_back(Row{text, comments.join(QLatin1Char(' ')), depth, static_cast<int>(end), decisions});
        if (!turn.variations.empty())
            m_hasVariations = true;
        const std::vector<Decision> upTo(decisions->begin(), decisions->begin() + static_cast<std::ptrdiff_t>(startOf[i]));
        for (const MoveLine& variation : turn.variations)
            addLine(variation, b, upTo, depth + 1);
    }
}

void VariationModel::setCurrentPly(int ply)
{
    int current = -1;
    int from = 0;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row& r = m_rows[i];
        if (r.depth != 0)
            continue;
        if (ply > from && ply <= r.ply) {
            current = static_cast<int>(i);
            break;
        }
        from = r.ply;
    }
    if (current == m_current)
        return;
    const int old = m_current;
    m_current = current;
    for (int r : {old, current})
        if (r >= 0)
            emit dataChanged(index(r), index(r), {CurrentRole});
    emit currentChanged();
}

} // namespace mancala::app
