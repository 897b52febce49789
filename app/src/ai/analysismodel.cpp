// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/analysismodel.h"

#include "ai/valuetext.h"
#include "game/gamecontroller.h"
#include "stdstrings.h"

#include "mancala/notation.h"

namespace mancala::app {

AnalysisModel::AnalysisModel(QObject* parent)
    : QAbstractListModel(parent)
{
    connect(&m_task, &SearchTask::runningChanged, this, &AnalysisModel::runningChanged);
}

AnalysisModel::~AnalysisModel() = default;

int AnalysisModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_info.decisions.size());
}

QVariant AnalysisModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const DecisionValue& v = m_info.decisions[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return m_texts.value(index.row());
    case ValueRole: return v.value;
    case ValueTextRole: return seedsText(v.value);
    case DepthRole: return v.depth;
    case ExactRole: return v.exact;
    case BestRole: return index.row() == 0;
    case HoleRole:
        return v.decision.kind == DecisionKind::Sow || v.decision.kind == DecisionKind::Continue ? v.decision.hole : -1;
    }
    return {};
}

QHash<int, QByteArray> AnalysisModel::roleNames() const
{
    return {{TextRole, "text"},   {ValueRole, "value"}, {ValueTextRole, "valueText"}, {DepthRole, "depth"},
            {ExactRole, "exact"}, {BestRole, "best"},   {HoleRole, "hole"}};
}

QVariantMap AnalysisModel::get(int row) const
{
    QVariantMap map;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        map.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return map;
}

void AnalysisModel::setGame(GameController* game)
{
    if (game == m_game)
        return;
    if (m_game)
        disconnect(m_game, nullptr, this, nullptr);
    m_game = game;
    if (m_game) {
        connect(m_game, &GameController::positionChanged, this, &AnalysisModel::follow);
        connect(m_game, &GameController::gameChanged, this, &AnalysisModel::follow);
    }
    emit gameChanged();
    follow();
}

void AnalysisModel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit activeChanged();
    follow();
}

void AnalysisModel::setMillis(int millis)
{
    if (millis == m_millis || millis <= 0)
        return;
    m_millis = millis;
    emit millisChanged();
}

void AnalysisModel::follow()
{
    const bool wanted = m_active && m_game && !m_game->position().over();
    if (wanted && m_target && m_target->position() == m_game->position())
        return; // already analysed or being analysed
    m_task.stop();
    m_target.reset();
    setInfo({});
    if (!wanted)
        return;
    m_target.emplace(m_game->position());
    const DetachedPosition target = *m_target;
    const int millis = m_millis;
    m_task.start([this, target, millis](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        SearchLimits limits;
        limits.millis = millis;
        limits.stop = &stop;
        const SearchInfo last = analyse(target.position(), limits, [&post, this](const SearchInfo& info) {
            post([this, info] { setInfo(info); });
        });
        if (!stop.load() && !last.decisions.empty())
            post([this, last] { setInfo(last); });
    });
}

void AnalysisModel::setInfo(const SearchInfo& info)
{
    QStringList texts;
    if (m_target)
        for (const DecisionValue& v : info.decisions)
            texts << fromStd(formatDecision(m_target->position(), v.decision));
    beginResetModel();
    m_info = info;
    m_texts = texts;
    endResetModel();
    emit resultsChanged();
}

} // namespace mancala::app
