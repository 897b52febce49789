// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/analysismodel.h"

#include "ai/provingwork.h"
#include "ai/valuetext.h"
#include "game/gamecontroller.h"
#include "game/gamefollower.h"
#include "languages/translations.h"
#include "stdstrings.h"

#include "mancala/engine.h"
#include "mancala/notation.h"
#include "mancala/solver.h"

#include <algorithm>

namespace mancala::app {

AnalysisModel::AnalysisModel(QObject* parent)
    : QAbstractListModel(parent)
{
    // The values read "+3" or "3 seeds ahead" in the language in use: made again when it or the style changes.
    const auto retell = [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1), {ValueTextRole});
    };
    connect(LanguageChange::instance(), &LanguageChange::changed, this, retell);
    connect(ValueStyle::instance(), &ValueStyle::wordsChanged, this, retell);
    for (SearchTask* task : {&m_search, &m_solver})
        connect(task, &SearchTask::runningChanged, this, [this] {
            if (!running()) {
                m_millisBefore += m_clock.isValid() ? m_clock.elapsed() : 0;
                m_clock.invalidate();
                m_tick.stop();
                emit secondsChanged();
            }
            emit runningChanged();
        });
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &AnalysisModel::secondsChanged);
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
    // The row's own column says "exact": the value alone here.
    case ValueTextRole: return valueText(v.value);
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

double AnalysisModel::seconds() const
{
    return static_cast<double>(m_millisBefore + (m_clock.isValid() ? m_clock.elapsed() : 0)) / 1000.0;
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
    if (millis == m_millis || millis < 0)
        return;
    m_millis = millis;
    emit millisChanged();
}

void AnalysisModel::stop()
{
    if (m_stopped)
        return;
    m_stopped = true;
    halt();
    emit runningChanged();
}

void AnalysisModel::go()
{
    if (!m_stopped)
        return;
    m_stopped = false;
    emit runningChanged();
    if (m_target)
        startWork();
    else
        follow();
}

void AnalysisModel::halt()
{
    m_search.stop();
    m_solver.stop();
}

void AnalysisModel::follow()
{
    const bool wanted = m_active && m_game && !m_game->position().over();
    if (wanted && m_target && m_target->position() == m_game->position())
        return; // already analysed or being analysed
    halt();
    m_target.reset();
    m_exact.clear();
    m_searchInfo = {};
    m_millisBefore = 0;
    emit secondsChanged();
    showRows();
    if (!wanted)
        return;
    m_target.emplace(m_game->position());
    if (!m_stopped)
        startWork();
}

void AnalysisModel::startWork()
{
    const DetachedPosition target = *m_target;
    const int millis = m_millis;
    m_search.start([this, target, millis](const std::atomic<bool>& stop, const SearchTask::Post& post) {
        SearchLimits limits;
        limits.millis = millis;
        limits.stop = &stop;
        limits.exactEndgames = true; // Qelat: the endgame database's exact values where it holds them
        const SearchInfo last = analyse(target.position(), limits, [&post, this](const SearchInfo& info) {
            post([this, info] { setSearchInfo(info); });
        });
        if (!stop.load() && !last.decisions.empty())
            post([this, last] { setSearchInfo(last); });
    });
    if (solverSupports(*target.position().rules).empty()) {
        std::vector<Decision> known;
        for (const DecisionValue& v : m_exact)
            known.push_back(v.decision);
        m_solver.start([this, target, known, millis](const std::atomic<bool>& stop, const SearchTask::Post& post) {
            provingWork(target.position(), known, millis, stop, [&post, this](const DecisionValue& proven) {
                post([this, proven] { addExact(proven); });
            });
        });
    }
    m_clock.start();
    m_tick.start();
    emit secondsChanged();
}

void AnalysisModel::setSearchInfo(const SearchInfo& info)
{
    m_searchInfo = info;
    showRows();
}

void AnalysisModel::addExact(const DecisionValue& proven)
{
    m_exact.push_back(proven);
    showRows();
    // Every row proven: the search has nothing left to tell.
    if (!m_target)
        return;
    DecisionList legal;
    legalDecisions(m_target->position(), legal);
    if (m_exact.size() >= static_cast<std::size_t>(legal.size()))
        m_search.stop();
}

void AnalysisModel::showRows()
{
    SearchInfo info = m_searchInfo;
    for (const DecisionValue& proven : m_exact) {
        auto row = std::find_if(info.decisions.begin(), info.decisions.end(),
                                [&](const DecisionValue& v) { return v.decision == proven.decision; });
        if (row != info.decisions.end())
            *row = proven;
        else
            info.decisions.push_back(proven);
    }
    // Best first; equal values keep the search's order.
    std::stable_sort(info.decisions.begin(), info.decisions.end(),
                     [](const DecisionValue& a, const DecisionValue& b) { return a.value > b.value; });
    if (!info.decisions.empty()) {
        info.value = info.decisions.front().value;
        info.exact = std::all_of(info.decisions.begin(), info.decisions.end(),
                                 [](const DecisionValue& row) { return row.exact; });
    }
    QStringList texts;
    if (m_target)
        for (const DecisionValue& v : info.decisions)
            texts << fromStd(formatDecision(m_target->position(), v.decision));
    // The same decisions (a deeper search, a proof): the rows change in
    // place, and the panel keeps its delegates instead of making them anew
    // several times a second.
    if (info.decisions.size() == m_info.decisions.size() && !info.decisions.empty()) {
        m_info = info;
        m_texts = texts;
        emit dataChanged(index(0), index(rowCount() - 1));
    } else {
        beginResetModel();
        m_info = info;
        m_texts = texts;
        endResetModel();
    }
    emit resultsChanged();
}

} // namespace mancala::app
