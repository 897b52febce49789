// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelistmodel.h"

namespace mancala::app {

MoveListModel::MoveListModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry& e = m_entries[index.row()];
    switch (role) {
    case TextRole: return e.text;
    case LabelRole:
        // Decisions of one turn are joined with '-'; a turn is numbered where South starts it.
        if (e.text.isEmpty())
            return QString();
        if (!e.startsTurn)
            return QLatin1Char('-') + e.text;
        if (e.side == 0)
            return QString::number(e.turn) + QStringLiteral(". ") + e.text;
        return index.row() == 0 ? QString::number(e.turn) + QStringLiteral("… ") + e.text : e.text;
    case TurnRole: return e.turn;
    case SideRole: return e.side;
    case StartsTurnRole: return e.startsTurn;
    case PlyRole: return index.row() + 1;
    case CurrentRole: return index.row() + 1 == m_current;
    }
    return {};
}

QHash<int, QByteArray> MoveListModel::roleNames() const
{
    return {{TextRole, "text"}, {LabelRole, "label"}, {TurnRole, "turn"}, {SideRole, "side"},
            {StartsTurnRole, "startsTurn"}, {PlyRole, "ply"}, {CurrentRole, "current"}};
}

namespace {

bool sameEntry(const MoveListModel::Entry& a, const MoveListModel::Entry& b)
{
    return a.text == b.text && a.turn == b.turn && a.side == b.side && a.startsTurn == b.startsTurn;
}

} // namespace

void MoveListModel::setEntries(const QList<Entry>& entries, int current)
{
    // Keep the common prefix: a new decision appends a row, undo keeps them all.
    qsizetype common = 0;
    while (common < entries.size() && common < m_entries.size() && sameEntry(entries[common], m_entries[common]))
        ++common;
    if (common < m_entries.size()) {
        beginRemoveRows({}, static_cast<int>(common), static_cast<int>(m_entries.size() - 1));
        m_entries.resize(common);
        endRemoveRows();
    }
    if (common < entries.size()) {
        beginInsertRows({}, static_cast<int>(common), static_cast<int>(entries.size() - 1));
        m_entries = entries;
        endInsertRows();
    }
    if (current != m_current) {
        const int old = m_current;
        m_current = current;
        for (int row : {old - 1, current - 1})
            if (row >= 0 && row < m_entries.size())
                emit dataChanged(index(row), index(row), {CurrentRole});
        emit currentChanged();
    }
}

} // namespace mancala::app
