// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/editordraft.h"

#include "picker/gamesetup.h"
#include "settings/appsettings.h"
#include "stdstrings.h"

#include <QSettings>
#include <QStringList>

#include <algorithm>

namespace mancala::app {

namespace {

const QString kGroup = QStringLiteral("editor");
const QString kGame = QStringLiteral("editor/game");
const QString kVariant = QStringLiteral("editor/variant");
const QString kHouseRules = QStringLiteral("editor/houseRules");
const QString kHoles = QStringLiteral("editor/holes");
const QString kStores = QStringLiteral("editor/stores");
const QString kToMove = QStringLiteral("editor/toMove");
const QString kRound = QStringLiteral("editor/round");

/// A hole as "seeds:mark:markOwner:owner".
QString holeText(const Position& p, int hole)
{
    return QStringLiteral("%1:%2:%3:%4")
        .arg(p.seeds[hole])
        .arg(static_cast<int>(p.mark[hole]))
        .arg(index(p.markOwner[hole]))
        .arg(index(p.owner[hole]));
}

Side sideOf(int i) { return i == 1 ? Side::North : Side::South; }

} // namespace

bool EditorDraft::waiting()
{
    return !openSettings()->value(kGame).toString().isEmpty();
}

void EditorDraft::save(const Position& edited, const QString& game)
{
    QStringList holes;
    for (int hole = 0; hole < edited.ring(); ++hole)
        holes << holeText(edited, hole);
    QStringList houseRules;
    for (const std::string& difference : edited.rules->differences())
        houseRules << fromStd(difference);
    const auto settings = openSettings();
    settings->setValue(kGame, game);
    settings->setValue(kVariant, fromStd(variantId(edited.rules->variant)));
    settings->setValue(kHouseRules, houseRules);
    settings->setValue(kHoles, holes.join(QLatin1Char(',')));
    settings->setValue(kStores, QStringLiteral("%1,%2").arg(edited.store[0]).arg(edited.store[1]));
    settings->setValue(kToMove, index(edited.toMove));
    settings->setValue(kRound, static_cast<int>(edited.round));
}

bool EditorDraft::readRules(const QString& game, Rules& out)
{
    const auto settings = openSettings();
    if (game.isEmpty() || settings->value(kGame).toString() != game || !settings->contains(kVariant))
        return false;
    QVariantMap houseRules;
    for (const QString& difference : settings->value(kHouseRules).toStringList())
        houseRules.insert(difference.section(QLatin1Char('='), 0, 0), difference.section(QLatin1Char('='), 1));
    return makeRules(settings->value(kVariant).toString(), houseRules, out).isEmpty();
}

bool EditorDraft::read(const Position& base, const QString& game, Position& out)
{
    const auto settings = openSettings();
    if (game.isEmpty() || settings->value(kGame).toString() != game)
        return false;
    const QStringList holes = settings->value(kHoles).toString().split(QLatin1Char(','));
    const QStringList stores = settings->value(kStores).toString().split(QLatin1Char(','));
    if (holes.size() != base.ring() || stores.size() != 2)
        return false;
    Position p = base;
    for (int hole = 0; hole < base.ring(); ++hole) {
        const QStringList parts = holes.at(hole).split(QLatin1Char(':'));
        bool ok = parts.size() == 4;
        const int seeds = ok ? parts.at(0).toInt(&ok) : 0;
        const int mark = ok ? parts.at(1).toInt(&ok) : 0;
        if (!ok || seeds < 0 || seeds > 255 || mark < 0 || mark > static_cast<int>(Mark::LeftFour))
            return false;
        p.seeds[hole] = static_cast<std::uint8_t>(seeds);
        p.mark[hole] = static_cast<Mark>(mark);
        p.markOwner[hole] = sideOf(parts.at(2).toInt());
        p.owner[hole] = sideOf(parts.at(3).toInt());
    }
    for (int side : {0, 1})
        p.store[side] = static_cast<std::int16_t>(stores.at(side).toInt());
    p.toMove = sideOf(settings->value(kToMove, 0).toInt());
    p.decider = p.toMove;
    p.round = static_cast<std::uint16_t>(std::max(1, settings->value(kRound, 1).toInt()));
    out = p;
    return true;
}

void EditorDraft::forget()
{
    openSettings()->remove(kGroup);
}

} // namespace mancala::app
