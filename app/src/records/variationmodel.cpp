// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/variationmodel.h"

#include "mancala/notation.h"

#include <algorithm>

namespace mancala::app {

namespace {

/// The `$n` glyphs of a turn as the player reads them (a review's ?! ? ??), after its suffix.
QString nagText(const TurnNode& turn)
{
    static const char* const kSymbols[] = {"", "!", "?", "!!", "??", "!?", "?!"};
    QString out;
    for (int n : turn.nags) {
        const QString symbol = n >= 1 && n <= 6 ? QString::fromLatin1(kSymbols[n]) : QStringLiteral(" $%1").arg(n);
        if (symbol != QString::fromStdString(turn.suffix))
            out += symbol;
    }
    return out;
}

} // namespace

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
    case GlyphRole: return r->glyph;
    case VariationRole: return r->place.steps.empty() ? -1 : static_cast<int>(r->place.steps.back().variation);
    case SiblingsRole: return r->siblings;
    default: return {};
    }
}

QHash<int, QByteArray> VariationModel::roleNames() const
{
    return {{TextRole, "move"},       {DepthRole, "depth"},     {MainLineRole, "mainLine"},
            {CommentRole, "comment"}, {CurrentRole, "current"}, {PlyRole, "ply"},
            {GlyphRole, "glyph"},     {VariationRole, "variation"}, {SiblingsRole, "siblings"}};
}

const VariationModel::Row* VariationModel::row(int index) const
{
    return index >= 0 && index < rowCount() ? &m_rows[static_cast<std::size_t>(index)] : nullptr;
}

void VariationModel::setMoves(const MoveLine& moves, const Position& start)
{
    std::vector<Row> rows;
    const bool had = m_hasVariations;
    m_hasVariations = false;
    addLine(rows, moves, start, {}, TreePlace{}, 0);
    const bool sameTree = rows.size() == m_rows.size()
        && std::equal(rows.begin(), rows.end(), m_rows.begin(), [](const Row& a, const Row& b) {
               return a.depth == b.depth && a.ply == b.ply && *a.line == *b.line;
           });
    if (sameTree) {
        // Only comments or glyphs changed: the rows are updated, the list keeps its place.
        m_rows = std::move(rows);
        if (!m_rows.empty())
            emit dataChanged(index(0), index(rowCount() - 1), {TextRole, CommentRole, GlyphRole});
        if (had != m_hasVariations)
            emit currentChanged();
        return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    m_current = -1;
    endResetModel();
    emit currentChanged();
}

void VariationModel::addLine(std::vector<Row>& rows, const MoveLine& line, Position p,
                             const std::vector<Decision>& prefix, const TreePlace& place, int siblings)
{
    const int depth = static_cast<int>(place.steps.size());
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
        text += tokens.join(QLatin1Char('-')) + QString::fromStdString(turn.suffix) + nagText(turn);
        QStringList comments;
        for (const std::string& c : turn.comments)
            comments << QString::fromStdString(c);
        const std::size_t end = i + 1 < startOf.size() ? startOf[i + 1] : decisions->size();
        TreePlace here = place;
        here.turn = i;
        rows.push_back(Row{text, comments.join(QLatin1Char(' ')), depth, static_cast<int>(end), decisions,
                           static_cast<int>(startOf[i]), here, QString::fromStdString(turn.suffix), siblings});
        if (!turn.variations.empty())
            m_hasVariations = true;
        const std::vector<Decision> upTo(decisions->begin(), decisions->begin() + static_cast<std::ptrdiff_t>(startOf[i]));
        for (std::size_t v = 0; v < turn.variations.size(); ++v) {
            TreePlace inner = place;
            inner.steps.push_back({i, v});
            addLine(rows, turn.variations[v], b, upTo, inner, static_cast<int>(turn.variations.size()));
        }
    }
}

void VariationModel::setCurrent(const std::vector<Decision>& decisions, int ply)
{
    int current = -1;
    if (ply > 0 && ply <= static_cast<int>(decisions.size())) {
        const auto shown = decisions.begin() + ply;
        for (std::size_t i = 0; i < m_rows.size() && current < 0; ++i) {
            const Row& r = m_rows[i];
            if (ply > r.from && ply <= r.ply && static_cast<int>(r.line->size()) >= ply
                && std::equal(decisions.begin(), shown, r.line->begin()))
                current = static_cast<int>(i);
        }
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
