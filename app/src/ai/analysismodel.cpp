// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/analysismodel.h"

#include "ai/valuetext.h"
#include "game/gamecontroller.h"
#include "game/gamefollower.h"
#include "languages/translations.h"
#include "stdstrings.h"

#include "mancala/notation.h"
#include "mancala/solver.h"

#include <algorithm>
#include <chrono>

namespace mancala::app {

namespace {

/// The search's share of the time when the solver follows: a fifth, at most
/// 2 s (its rows show at once and order the solves; the proofs need the rest).
int searchShare(int millis) { return std::clamp(millis / 5, 1, 2000); }

/**
 * Replaces the row of `solved`'s decision by the exact value and sorts the
 * rows best first again (stable: equal values keep their order). The best
 * row's value is the position's; exact once every row is.
 */
void takeExact(SearchInfo& info, const DecisionValue& solved)
{
    for (DecisionValue& row : info.decisions)
        if (row.decision == solved.decision)
            row = solved;
    std::stable_sort(info.decisions.begin(), info.decisions.end(),
                     [](const DecisionValue& a, const DecisionValue& b) { return a.value > b.value; });
    info.value = info.decisions.front().value;
    info.exact = std::all_of(info.decisions.begin(), info.decisions.end(),
                             [](const DecisionValue& row) { return row.exact; });
    info.pv = {info.decisions.front().decision};
}

} // namespace

AnalysisModel::AnalysisModel(QObject* parent)
    : QAbstractListModel(parent)
{
    // The values read "+3 seeds" in the language in use: made again when it changes.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1), {ValueTextRole});
    });
    connect(&m_task, &SearchTask::runningChanged, this, [this] {
        if (!m_task.running())
            m_solving = false;
        emit runningChanged();
    });
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

int AnalysisModel::exactCount() const
{
    return static_cast<int>(std::count_if(m_info.decisions.begin(), m_info.decisions.end(),
                                          [](const DecisionValue& v) { return v.exact; }));
}

void AnalysisModel::setGame(GameController* game)
{
    if (!followGame(this, m_game, game))
        return;
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
    setSolving(false);
    setInfo({});
    if (!wanted)
        return;
    m_target.emplace(m_game->position());
    const DetachedPosition target = *m_target;
    const int millis = m_millis;
    m_task.start([this, target, millis](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        const Position& p = target.position();
        const bool exact = solverSupports(*p.rules).empty();
        const auto start = std::chrono::steady_clock::now();
        SearchLimits limits;
        limits.millis = exact ? searchShare(millis) : millis;
        limits.stop = &stop;
        limits.exactEndgames = true; // Qelat: the endgame database's exact values where it holds them
        SearchInfo last = analyse(p, limits, [&post, this](const SearchInfo& info) {
            post([this, info] { setInfo(info); });
        });
        if (stop.load() || last.decisions.empty())
            return;
        post([this, last] { setInfo(last); });
        if (!exact)
            return;
        // Kalah: each decision's exact value in the time left, the search's best first.
        post([this] { setSolving(true); });
        const std::vector<DecisionValue> order = last.decisions;
        for (const DecisionValue& row : order) {
            const auto used = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
            const int left = millis - static_cast<int>(used.count());
            if (left <= 0)
                return;
            const auto solved = solveDecision(p, row.decision, left, &stop);
            if (!solved)
                return; // out of time, or stopped: the other rows keep the search's values
            takeExact(last, *solved);
            post([this, last] { setInfo(last); });
        }
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

void AnalysisModel::setSolving(bool solving)
{
    if (solving == m_solving)
        return;
    m_solving = solving;
    emit runningChanged();
}

} // namespace mancala::app
