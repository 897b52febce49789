// SPDX-License-Identifier: GPL-3.0-or-later
#include "picker/pickerlaunch.h"

#include <QProcessEnvironment>

namespace mancala::app {

PickerLaunch::PickerLaunch(QObject* parent)
    : QObject(parent)
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString mode = env.value(QStringLiteral("MANCALA_PICKER"));
    if (mode.startsWith(QLatin1String("rules:")))
        m_rulesPage = mode.mid(6);
    if (mode == QLatin1String("off"))
        m_openAtStart = false;
    else if (mode.isEmpty())
        m_openAtStart = !env.contains(QStringLiteral("MANCALA_VARIANT")) && !env.contains(QStringLiteral("MANCALA_MOVES"));
}

} // namespace mancala::app
