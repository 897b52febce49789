// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/valuetext.h"

#include <QCoreApplication>

#include <cmath>

namespace mancala::app {

QString seedsText(double value)
{
    const double rounded = std::round(value * 10) / 10;
    const QString sign = rounded > 0 ? QStringLiteral("+") : rounded < 0 ? QStringLiteral("\u2212") : QString();
    const double size = std::abs(rounded);
    if (size == std::floor(size)) {
        const int seeds = int(size); // a plain name: lupdate does not read a cast here
        //: A search value in seeds, after its sign (+ or −): "+3 seeds"
        return sign + QCoreApplication::translate("Analysis", "%n seed(s)", nullptr, seeds);
    }
    //: A search value that is an expectation (lots): "+2.5 seeds"
    return sign + QCoreApplication::translate("Analysis", "%1 seeds").arg(size, 0, 'f', 1);
}

} // namespace mancala::app
