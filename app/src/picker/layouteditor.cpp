// SPDX-License-Identifier: GPL-3.0-or-later
#include "picker/layouteditor.h"

#include "picker/gamesetup.h"

namespace mancala::app {

LayoutEditor::LayoutEditor(QObject* parent)
    : QAbstractListModel(parent)
{
    m_seeds.fill(0);
    for (int i = 0; i < 2 * m_houses; ++i)
        m_seeds[static_cast<std::size_t>(i)] = 4;
}

int LayoutEditor::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 2 * m_houses; }

QHash<int, QByteArray> LayoutEditor::roleNames() const
{
    return {{HoleRole, "hole"}, {NameRole, "name"}, {SeedsRole, "seeds"}, {RowRole, "row"}, {ColumnRole, "column"}};
}

QVariant LayoutEditor::data(const QModelIndex& index, int role) const
{
    const int hole = index.row();
    if (!index.isValid() || !validHole(hole))
        return {};
    const bool south = hole < m_houses;
    switch (role) {
    case HoleRole: return hole;
    case NameRole:
        return QString(QChar(south ? QLatin1Char('a').unicode() + hole : QLatin1Char('A').unicode() + hole - m_houses));
    case SeedsRole: return m_seeds[static_cast<std::size_t>(hole)];
    case RowRole: return south ? 0 : 1;
    // North's row is drawn as South sees it: its last hole on the left.
    case ColumnRole: return south ? hole : 2 * m_houses - 1 - hole;
    }
    return {};
}

int LayoutEditor::total() const { return southTotal() + northTotal(); }

int LayoutEditor::southTotal() const
{
    int sum = 0;
    for (int i = 0; i < m_houses; ++i)
        sum += m_seeds[static_cast<std::size_t>(i)];
    return sum;
}

int LayoutEditor::northTotal() const
{
    int sum = 0;
    for (int i = m_houses; i < 2 * m_houses; ++i)
        sum += m_seeds[static_cast<std::size_t>(i)];
    return sum;
}

QString LayoutEditor::rows() const
{
    QStringList north;
    QStringList south;
    for (int k = 2 * m_houses - 1; k >= m_houses; --k)
        north << QString::number(m_seeds[static_cast<std::size_t>(k)]);
    for (int k = 0; k < m_houses; ++k)
        south << QString::number(m_seeds[static_cast<std::size_t>(k)]);
    return north.join(QLatin1Char(',')) + QLatin1Char('/') + south.join(QLatin1Char(','));
}

QString LayoutEditor::houseRule() const { return QStringLiteral("custom:") + rows(); }

QString LayoutEditor::reason() const
{
    QVariantMap rules = m_otherRules;
    rules.insert(QStringLiteral("layout"), houseRule());
    Rules checked;
    return makeRules(m_variantId, rules, checked);
}

QString LayoutEditor::load(const QString& variantId, const QVariantMap& houseRules)
{
    Rules rules;
    const QString why = makeRules(variantId, houseRules, rules);
    if (!why.isEmpty())
        return why;
    beginResetModel();
    const bool newVariant = variantId != m_variantId;
    const bool newHouses = rules.houses != m_houses;
    m_variantId = variantId;
    m_otherRules = houseRules;
    m_otherRules.remove(QStringLiteral("layout"));
    m_otherRules.remove(QStringLiteral("houses"));
    m_houses = rules.houses;
    const auto ring = rules.initialSeeds();
    m_seeds.fill(0);
    for (int i = 0; i < 2 * m_houses; ++i)
        m_seeds[static_cast<std::size_t>(i)] = ring[static_cast<std::size_t>(i)];
    endResetModel();
    if (newVariant)
        emit variantChanged();
    if (newHouses)
        emit housesChanged();
    emit seedsChanged();
    return {};
}

int LayoutEditor::seedsIn(int hole) const { return validHole(hole) ? m_seeds[static_cast<std::size_t>(hole)] : 0; }

bool LayoutEditor::add(int hole)
{
    if (!validHole(hole) || seedsIn(hole) >= kMaxSeeds)
        return false;
    ++m_seeds[static_cast<std::size_t>(hole)];
    changed(hole);
    return true;
}

bool LayoutEditor::remove(int hole)
{
    if (!validHole(hole) || seedsIn(hole) == 0)
        return false;
    --m_seeds[static_cast<std::size_t>(hole)];
    changed(hole);
    return true;
}

bool LayoutEditor::move(int from, int to)
{
    if (!validHole(from) || !validHole(to) || from == to || seedsIn(from) == 0 || seedsIn(to) >= kMaxSeeds)
        return false;
    --m_seeds[static_cast<std::size_t>(from)];
    ++m_seeds[static_cast<std::size_t>(to)];
    emit dataChanged(index(from), index(from), {SeedsRole});
    changed(to);
    return true;
}

bool LayoutEditor::setCount(int hole, int count)
{
    if (!validHole(hole) || count < 0 || count > kMaxSeeds)
        return false;
    if (seedsIn(hole) != count) {
        m_seeds[static_cast<std::size_t>(hole)] = count;
        changed(hole);
    }
    return true;
}

void LayoutEditor::clear() { fill(0); }

void LayoutEditor::fill(int count)
{
    if (count < 0 || count > kMaxSeeds)
        return;
    for (int i = 0; i < 2 * m_houses; ++i)
        m_seeds[static_cast<std::size_t>(i)] = count;
    emit dataChanged(index(0), index(2 * m_houses - 1), {SeedsRole});
    emit seedsChanged();
}

bool LayoutEditor::setHouses(int houses)
{
    if (houses < 3 || houses > kMaxRow)
        return false;
    if (houses == m_houses)
        return true;
    std::array<int, kMaxRing> next{};
    for (int k = 0; k < std::min(houses, m_houses); ++k) {
        next[static_cast<std::size_t>(k)] = m_seeds[static_cast<std::size_t>(k)];
        next[static_cast<std::size_t>(houses + k)] = m_seeds[static_cast<std::size_t>(m_houses + k)];
    }
    beginResetModel();
    m_houses = houses;
    m_seeds = next;
    endResetModel();
    emit housesChanged();
    emit seedsChanged();
    return true;
}

int LayoutEditor::holeAt(int row, int column) const
{
    if (column < 0 || column >= m_houses)
        return -1;
    return row == 0 ? column : 2 * m_houses - 1 - column;
}

void LayoutEditor::changed(int hole)
{
    emit dataChanged(index(hole), index(hole), {SeedsRole});
    emit seedsChanged();
}

} // namespace mancala::app
