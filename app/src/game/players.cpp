// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/players.h"

#include "ai/computerplayer.h"
#include "languages/translations.h"

#include <QCoreApplication>

namespace mancala::app {

Players::Players(QObject* parent)
    : QObject(parent)
{
    // "South" becomes "Süd"; names the players gave stay.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, [this] {
        if (m_names[0].isEmpty() || m_names[1].isEmpty() || computerPlays())
            emit namesChanged();
    });
}

QString Players::defaultName(int side)
{
    // Under the controller's context, where the translations have them.
    return side == 0 ? QCoreApplication::translate("mancala::app::GameController", "South")
                     : QCoreApplication::translate("mancala::app::GameController", "North");
}

bool Players::isDefaultName(int side, const QString& name)
{
    // "North" from a record or settings written in English is Kaskazini's
    // default in Swahili, not a name someone gave: it follows the language.
    if (name.isEmpty())
        return false; // no name at all: nothing to look up (the settings of most starts)
    return name == defaultName(side)
        || Translations::inEveryLanguage("mancala::app::GameController", side == 0 ? "South" : "North").contains(name);
}

QString Players::name(int side) const
{
    if (!valid(side))
        return {};
    if (m_levels[side] > 0)
        //: The computer as a player; %1 its level's name
        return QCoreApplication::translate("mancala::app::Announcer", "Computer (%1)")
            .arg(ComputerPlayer::levelName(m_levels[side]));
    return m_names[side].isEmpty() ? defaultName(side) : m_names[side];
}

bool Players::setName(int side, const QString& name)
{
    if (!valid(side))
        return false;
    const QString given = name.trimmed().isEmpty() || isDefaultName(side, name) ? QString() : name;
    if (given == m_names[side] && !m_fromRecord)
        return false;
    m_names[side] = given;
    m_fromRecord = false;
    emit namesChanged();
    return true;
}

void Players::setNames(const QString& south, const QString& north)
{
    const QString given[2] = {south, north};
    bool changed = m_fromRecord;
    for (int side : {0, 1}) {
        const QString name = given[side].trimmed().isEmpty() || isDefaultName(side, given[side]) ? QString() : given[side];
        changed = changed || name != m_names[side];
        m_names[side] = name;
    }
    m_fromRecord = false;
    if (changed)
        emit namesChanged();
}

void Players::setRecordNames(const QString& south, const QString& north)
{
    m_names[0] = isDefaultName(0, south) ? QString() : south;
    m_names[1] = isDefaultName(1, north) ? QString() : north;
    m_fromRecord = true;
    emit namesChanged();
}

bool Players::setLevel(int side, int level)
{
    if (!valid(side) || level == m_levels[side])
        return false;
    m_levels[side] = level;
    emit levelsChanged();
    emit namesChanged(); // the computer's side goes by the computer's name
    return true;
}

} // namespace mancala::app
