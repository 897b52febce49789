// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/valuetext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace mancala::app {

QString seedsText(double value)
{
    // Whole seeds, as a class counts them: an expectation (lots) is "about" the nearest whole number.
    const double rounded = std::round(value * 10) / 10;
    const int seeds = static_cast<int>(std::lround(std::abs(rounded)));
    const bool whole = rounded == std::floor(rounded);
    if (seeds == 0)
        //: A search value of zero: the decision keeps the game level
        return QCoreApplication::translate("Analysis", "no seed ahead or behind");
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

} // namespace mancala::app
