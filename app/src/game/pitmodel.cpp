// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/pitmodel.h"

namespace mancala::app {

namespace {

QString nameOf(int houses, int hole)
{
    // Holes are named from each player's own left: South a.., North A.. (notation).
    const bool south = hole < houses;
    const int k = south ? hole : hole - houses;
    return QString(QChar((south ? 'a' : 'A') + k));
}

} // namespace

PitModel::PitModel(QObject* parent)
    : QAbstractListModel(parent)
{
}

int PitModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_view.ring();
}

QVariant PitModel::data(const QModelIndex& index, int role) const
{
    const int hole = index.row();
    if (!index.isValid() || hole < 0 || hole >= m_view.ring())
        return {};
    const int n = m_view.houses;
    const auto at = static_cast<std::size_t>(hole);
    switch (role) {
    case HoleRole: return hole;
    case NameRole: return nameOf(n, hole);
    case SeedsRole: return m_view.seeds[at];
    case OwnerRole: return mancala::index(m_view.owner[at]);
    case MarkRole: return static_cast<int>(m_view.mark[at]);
    case MarkOwnerRole: return mancala::index(m_view.markOwner[at]);
    case RowRole: return hole < n ? 0 : 1;
    // North's row runs right to left as the viewer sees it: A faces South's last hole.
    case ColumnRole: return hole < n ? hole : 2 * n - 1 - hole;
    case LegalRole: return m_legal[at];
    case HighlightedRole: return m_highlighted[at];
    case ActiveRole: return hole == m_active[0] || hole == m_active[1];
    }
    return {};
}

QHash<int, QByteArray> PitModel::roleNames() const
{
    return {{HoleRole, "hole"},         {NameRole, "name"},       {SeedsRole, "seeds"},
            {OwnerRole, "owner"},       {MarkRole, "mark"},       {MarkOwnerRole, "markOwner"},
            {RowRole, "row"},           {ColumnRole, "column"},   {LegalRole, "legal"},
            {HighlightedRole, "highlighted"}, {ActiveRole, "active"}};
}

void PitModel::setView(const BoardView& view)
{
    if (view.houses != m_view.houses) {
        beginResetModel();
        m_view = view;
        m_legal = {};
        m_highlighted = {};
        m_active = {kNoPlace, kNoPlace};
        endResetModel();
        emit housesChanged();
        updateOwnersMixed();
        return;
    }
    const BoardView old = m_view;
    m_view = view;
    for (int i = 0; i < view.ring(); ++i) {
        const auto at = static_cast<std::size_t>(i);
        QList<int> roles;
        if (old.seeds[at] != view.seeds[at])
            roles << SeedsRole;
        if (old.owner[at] != view.owner[at])
            roles << OwnerRole;
        if (old.mark[at] != view.mark[at] || old.markOwner[at] != view.markOwner[at])
            roles << MarkRole << MarkOwnerRole;
        if (!roles.isEmpty())
            changed(i, roles);
    }
    updateOwnersMixed();
}

void PitModel::updateOwnersMixed()
{
    bool mixed = false;
    for (int i = 0; i < m_view.ring() && !mixed; ++i)
        mixed = mancala::index(m_view.owner[static_cast<std::size_t>(i)]) != (i < m_view.houses ? 0 : 1);
    if (mixed != m_ownersMixed) {
        m_ownersMixed = mixed;
        emit ownersMixedChanged();
    }
}

void PitModel::setLegal(const std::array<bool, kMaxRing>& legal)
{
    for (int i = 0; i < m_view.ring(); ++i) {
        const auto at = static_cast<std::size_t>(i);
        if (m_legal[at] != legal[at]) {
            m_legal[at] = legal[at];
            changed(i, {LegalRole});
        }
    }
}

void PitModel::setHighlighted(const std::array<bool, kMaxRing>& highlighted)
{
    for (int i = 0; i < m_view.ring(); ++i) {
        const auto at = static_cast<std::size_t>(i);
        if (m_highlighted[at] != highlighted[at]) {
            m_highlighted[at] = highlighted[at];
            changed(i, {HighlightedRole});
        }
    }
}

void PitModel::setActive(int holeA, int holeB)
{
    const std::array<int, 2> old = m_active;
    m_active = {holeA, holeB};
    for (int h : {old[0], old[1], holeA, holeB})
        if (h >= 0 && h < m_view.ring())
            changed(h, {ActiveRole});
}

void PitModel::changed(int hole, const QList<int>& roles)
{
    const QModelIndex i = index(hole);
    emit dataChanged(i, i, roles);
}

} // namespace mancala::app
