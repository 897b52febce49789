// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "picker/playerlevels.h"

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/// @brief A named game setup of the presets list (PresetStore::get()).
struct Preset {
    Q_GADGET
    QML_VALUE_TYPE(preset)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString variantId MEMBER variantId)
    /// The house rules away from the rule set's defaults, as GameSetup::houseRules.
    Q_PROPERTY(QVariantMap houseRules MEMBER houseRules)
    Q_PROPERTY(mancala::app::PlayerLevels players MEMBER players)
    /// One of the five rule sets with its defaults (cannot be renamed or deleted).
    Q_PROPERTY(bool builtIn MEMBER builtIn)

public:
    QString name;
    QString variantId;
    QVariantMap houseRules;
    PlayerLevels players;
    bool builtIn = false;
    friend bool operator==(const Preset&, const Preset&) = default;
};

} // namespace mancala::app
