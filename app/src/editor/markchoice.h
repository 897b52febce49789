// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/// @brief A mark the position editor offers for a hole, with its owner ("walda (South)").
struct MarkChoice {
    Q_GADGET
    QML_VALUE_TYPE(markChoice)
    /// The core's Mark as a number; 0 no mark.
    Q_PROPERTY(int kind MEMBER kind)
    /// 0 South, 1 North.
    Q_PROPERTY(int owner MEMBER owner)
    /// What the hole's menu shows.
    Q_PROPERTY(QString text MEMBER text)

public:
    int kind = 0;
    int owner = 0;
    QString text;
    friend bool operator==(const MarkChoice&, const MarkChoice&) = default;
};

} // namespace mancala::app
