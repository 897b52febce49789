// SPDX-License-Identifier: GPL-3.0-or-later
#include "languages/scriptfont.h"

#include <QFontInfo>
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
    // The family the desktop's default font resolves to ("DejaVu Sans"), not
    // its name as asked for ("Sans Serif", an alias that no font carries),
    // which would let Abyssinica SIL's own Latin letters win.
    QStringList families{QFontInfo(base).family()};
    const QString ethiopic = QString::fromLatin1(kEthiopicFamily);
    if (isEthiopic(language) && families.constFirst() != ethiopic)
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
