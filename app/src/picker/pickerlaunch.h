// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief Whether the window opens on the variant picker, read from the
 * environment by QML.
 *
 * The picker is the opening screen unless the window is asked for a game
 * (MANCALA_VARIANT or MANCALA_MOVES, see LaunchOptions).
 * MANCALA_PICKER  `off`: never open at start; `open`: always;
 *                 `rules:<rule set>`: open on that rule set's rules page
 */
class PickerLaunch : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool openAtStart MEMBER m_openAtStart CONSTANT)
    Q_PROPERTY(QString rulesPage MEMBER m_rulesPage CONSTANT)

public:
    explicit PickerLaunch(QObject* parent = nullptr);

private:
    bool m_openAtStart = true;
    QString m_rulesPage;
};

} // namespace mancala::app
