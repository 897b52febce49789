// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/valuetext.h"

#include "settings/appsettings.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QSettings>

#include <algorithm>
#include <cmath>

namespace mancala::app {

namespace {

const QString kWordsKey = QStringLiteral("view/valuesInWords");

/// One decimal at most, no trailing zero: "2.3", "8".
QString plainNumber(double magnitude)
{
    const double rounded = std::round(magnitude * 10) / 10;
    return rounded == std::floor(rounded) ? QString::number(static_cast<long long>(rounded))
                                          : QString::number(rounded, 'f', 1);
}

} // namespace

ValueStyle::ValueStyle(QObject* parent)
    : QObject(parent)
    , m_words(openSettings()->value(kWordsKey, false).toBool())
{
}

ValueStyle* ValueStyle::instance()
{
    // The GUI thread's object, whichever thread asks first; it lives as long as the program.
    static ValueStyle* style = [] {
        auto* s = new ValueStyle;
        if (QCoreApplication::instance())
            s->moveToThread(QCoreApplication::instance()->thread());
        return s;
    }();
    return style;
}

ValueStyle* ValueStyle::create(QQmlEngine*, QJSEngine*)
{
    QQmlEngine::setObjectOwnership(instance(), QQmlEngine::CppOwnership);
    return instance();
}

void ValueStyle::setWords(bool words)
{
    if (words == m_words)
        return;
    m_words = words;
    openSettings()->setValue(kWordsKey, words);
    emit wordsChanged();
}

QString ValueStyle::text(double value, bool exact) const
{
    return valueText(value, exact);
}

QString valueNumber(double value, bool exact)
{
    const double rounded = std::round(value * 10) / 10;
    const QString number = rounded == 0 ? QStringLiteral("0")
                                        : (rounded > 0 ? QStringLiteral("+") : QStringLiteral("-")) + plainNumber(std::abs(rounded));
    //: A value proven to the end of the game (Kalah's solver): "exact +8" (seeds, for the side to move)
    return exact ? QCoreApplication::translate("Analysis", "exact %1").arg(number) : number;
}

QString valueText(double value, bool exact)
{
    if (!ValueStyle::instance()->words())
        return valueNumber(value, exact);
    //: A value in words proven to the end of the game: "3 seeds ahead (exact)"
    return exact ? QCoreApplication::translate("Analysis", "%1 (exact)").arg(seedsText(value)) : seedsText(value);
}

QString seedsText(double value)
{
    // Whole seeds, as a class counts them: an expectation (lots) is "about" the nearest whole number.
    const double rounded = std::round(value * 10) / 10;
    const int seeds = static_cast<int>(std::lround(std::abs(rounded)));
    const bool whole = rounded == std::floor(rounded);
    if (seeds == 0)
        //: A search value of zero: with best play the game ends level
        return QCoreApplication::translate("Analysis", "level, as many seeds as the other side");
    if (rounded > 0 && whole)
        //: A search value for the player to decide: "3 seeds ahead"
        return QCoreApplication::translate("Analysis", "%n seed(s) ahead", nullptr, seeds);
    if (rounded > 0)
        //: A search value that is an expectation (lots), rounded to whole seeds: "about 12 seeds ahead"
        return QCoreApplication::translate("Analysis", "about %n seed(s) ahead", nullptr, seeds);
    if (whole)
        //: A search value for the player to decide: "3 seeds behind"
        return QCoreApplication::translate("Analysis", "%n seed(s) behind", nullptr, seeds);
    //: A search value that is an expectation (lots), rounded to whole seeds: "about 12 seeds behind"
    return QCoreApplication::translate("Analysis", "about %n seed(s) behind", nullptr, seeds);
}

QString seedsLostText(double loss)
{
    const double rounded = std::round(std::abs(loss) * 10) / 10;
    const int seeds = std::max(1, static_cast<int>(std::lround(rounded)));
    if (rounded == std::floor(rounded))
        //: Seeds of value a decision loses: "8 seeds" (lost)
        return QCoreApplication::translate("Analysis", "%n seed(s)", nullptr, seeds);
    //: Seeds of value a decision loses by an expectation (lots), rounded: "about 3 seeds" (lost)
    return QCoreApplication::translate("Analysis", "about %n seed(s)", nullptr, seeds);
}

QString lossText(double loss)
{
    if (ValueStyle::instance()->words())
        return seedsLostText(loss);
    const double rounded = std::round(std::abs(loss) * 10) / 10;
    if (rounded == std::floor(rounded))
        return QCoreApplication::translate("Analysis", "%n seed(s)", nullptr, static_cast<int>(rounded));
    //: Seeds of value lost, not a whole number: "2.3 seeds"
    return QCoreApplication::translate("Analysis", "%1 seeds").arg(plainNumber(rounded));
}

} // namespace mancala::app
