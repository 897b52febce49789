// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief Who plays each side of a setup: 0 a person, 1-6 the computer's
 * level (7 Perfect, Kalah only); -1 where a preset keeps no player (presets
 * saved before players were kept).
 */
struct PlayerLevels {
    Q_GADGET
    QML_VALUE_TYPE(playerLevels)
    Q_PROPERTY(int south MEMBER south)
    Q_PROPERTY(int north MEMBER north)

public:
    int south = -1;
    int north = -1;

    /// The level of a side (0 South, 1 North).
    int of(int side) const { return side == 0 ? south : north; }
    friend bool operator==(const PlayerLevels&, const PlayerLevels&) = default;
};

} // namespace mancala::app
