// SPDX-License-Identifier: GPL-3.0-or-later
#include "languages/scriptfont.h"

#include <QGuiApplication>
#include <QStringList>

namespace mancala::app::ScriptFont {

bool isEthiopic(const QString& language)
{
    return language == QLatin1String("ti") || language == QLatin1String("am");
}

QFont forLanguage(const QString& language, const QFont& base)
{
    QFont font = base;
    QStringList families = base.families();
    if (families.isEmpty())
        families << base.family();
    const QString ethiopic = QString::fromLatin1(kEthiopicFamily);
    families.removeAll(ethiopic);
    if (isEthiopic(language))
        families << ethiopic;
    font.setFamilies(families);
    return font;
}

void apply(const QString& language)
{
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return;
    QGuiApplication::setFont(forLanguage(language, QGuiApplication::font()));
}

} // namespace mancala::app::ScriptFont
