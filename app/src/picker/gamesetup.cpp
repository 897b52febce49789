// SPDX-License-Identifier: GPL-3.0-or-later
#include "picker/gamesetup.h"

#include "activities/keptgame.h"
#include "stdstrings.h"

#include "game/gamecontroller.h"

#include "mancala/search.h"

namespace mancala::app {

QString makeRules(const QString& variantId, const QVariantMap& houseRules, Rules& out)
{
    Variant v;
    if (!variantFromId(variantId.toStdString(), v))
        return GameSetup::tr("There is no rule set called %1.").arg(variantId);
    Rules rules = Rules::defaults(v);
    // In the map's order: `houses` before `layout`, so that a standard layout
    // is looked up for the row length.
    for (auto it = houseRules.cbegin(); it != houseRules.cend(); ++it) {
        const std::string err = rules.set(it.key().toStdString(), it.value().toString().toStdString());
        if (!err.empty())
            return fromStd(err);
    }
    if (const std::string err = rules.validate(); !err.empty())
        return fromStd(err);
    out = rules;
    return {};
}

GameSetup::GameSetup(QObject* parent)
    : QObject(parent)
    , m_rules(Rules::defaults(Variant::Kalah))
{
    // Perfect is offered in Kalah only: another rule set changes how a level reads.
    connect(this, &GameSetup::changed, this, &GameSetup::playersChanged);
}

int GameSetup::level(int side) const
{
    if (side != 0 && side != 1)
        return 0;
    const int level = m_levels[side];
    return level > 0 && !levelAvailable(m_rules, level) ? kMaxLevel : level;
}

void GameSetup::setLevel(int side, int level)
{
    if ((side != 0 && side != 1) || level < 0 || level > kPerfectLevel || level == m_levels[side])
        return;
    m_levels[side] = level;
    emit playersChanged();
}

void GameSetup::setPlayers(const PlayerLevels& players)
{
    // setLevel() leaves a side alone for -1 (a preset that keeps no player).
    setLevel(0, players.south);
    setLevel(1, players.north);
}

QString GameSetup::variantId() const { return fromStd(mancala::variantId(m_rules.variant)); }

void GameSetup::setVariantId(const QString& id)
{
    Variant v;
    if (!variantFromId(id.toStdString(), v)) {
        setLastError(tr("There is no rule set called %1.").arg(id));
        return;
    }
    if (v == m_rules.variant)
        return;
    m_rules = Rules::defaults(v);
    setLastError({});
    emit changed();
}

QVariantMap houseRuleMap(const Rules& rules)
{
    QVariantMap map;
    for (const std::string& d : rules.differences()) {
        const auto eq = d.find('=');
        map.insert(fromStd(std::string_view(d).substr(0, eq)), fromStd(std::string_view(d).substr(eq + 1)));
    }
    return map;
}

QVariantMap GameSetup::houseRules() const { return houseRuleMap(m_rules); }

QString GameSetup::layout() const
{
    switch (m_rules.layout) {
    case Layout::Uniform: return QStringLiteral("uniform");
    case Layout::EnkeshuiA: return QStringLiteral("A");
    case Layout::EnkeshuiB: return QStringLiteral("B");
    case Layout::Custom: return QStringLiteral("custom");
    }
    return {};
}

QList<int> GameSetup::startSeeds() const
{
    const auto ring = m_rules.initialSeeds();
    QList<int> out;
    for (int i = 0; i < m_rules.ring(); ++i)
        out << ring[static_cast<std::size_t>(i)];
    return out;
}

int GameSetup::filledHoleSeeds() const
{
    int common = 0;
    for (int seeds : startSeeds()) {
        if (seeds == 0)
            continue;
        if (common != 0 && seeds != common)
            return 0;
        common = seeds;
    }
    return common;
}

QString GameSetup::reason() const { return fromStd(m_rules.validate()); }

bool GameSetup::setRule(const QString& name, const QString& value)
{
    Rules next = m_rules;
    // A drawn layout belongs to its row length: a new length starts uniform.
    if (name == QLatin1String("houses") && next.layout == Layout::Custom)
        next.layout = Layout::Uniform;
    const std::string err = next.set(name.toStdString(), value.toStdString());
    if (!err.empty()) {
        setLastError(fromStd(err));
        return false;
    }
    const bool same = next == m_rules;
    m_rules = next;
    if (name == QLatin1String("houses"))
        fitLayout();
    setLastError({});
    if (!same)
        emit changed();
    return true;
}

void GameSetup::fitLayout()
{
    // E1: A exists for 2x8, 2x10 and 2x12, B for 2x8 only.
    const bool standard = m_rules.houses == 8 || m_rules.houses == 10 || m_rules.houses == 12;
    if (m_rules.layout == Layout::EnkeshuiB && m_rules.houses != 8)
        m_rules.layout = Layout::EnkeshuiA;
    if (m_rules.layout == Layout::EnkeshuiA && !standard)
        m_rules.layout = Layout::Uniform;
}

QString GameSetup::value(const QString& name) const { return fromStd(m_rules.value(name.toStdString())); }

QString GameSetup::load(const QString& id, const QVariantMap& houseRules)
{
    Rules rules;
    const QString why = makeRules(id, houseRules, rules);
    if (!why.isEmpty())
        return why;
    const bool same = rules == m_rules;
    m_rules = rules;
    setLastError({});
    if (!same)
        emit changed();
    return {};
}

void GameSetup::takeFrom(GameController* game)
{
    if (!game)
        return;
    // The player's own: a lesson's or a puzzle's settings are the exercise's.
    const KeptGame* kept = KeptGame::of(game);
    setLevel(0, kept->level(0));
    setLevel(1, kept->level(1));
    if (kept->rules() == m_rules)
        return;
    m_rules = kept->rules();
    setLastError({});
    emit changed();
}

bool GameSetup::offerComputerToNewPlayer(GameController* game)
{
    if (!game || game->history()->plyCount() > 0 || game->level(0) != 0 || game->level(1) != 0)
        return false;
    setLevel(0, 0);
    setLevel(1, kNewPlayerLevel);
    return true;
}

void GameSetup::reset()
{
    const Rules d = Rules::defaults(m_rules.variant);
    if (d == m_rules)
        return;
    m_rules = d;
    setLastError({});
    emit changed();
}

void GameSetup::setLastError(const QString& text)
{
    if (text == m_lastError)
        return;
    m_lastError = text;
    emit lastErrorChanged();
}

} // namespace mancala::app
