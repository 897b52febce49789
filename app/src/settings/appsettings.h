// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamecontroller.h"

#include <QObject>
#include <QPointer>
#include <QWindow>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QSettings;

namespace mancala::app {

/// The settings every kept choice goes through (speed, theme, names, window,
/// language, large print, recent files): the INI file MANCALA_SETTINGS names
/// when it is set (tests, demonstrations), else the player's own. A file that
/// does not parse is kept as `<name>.broken-N.<suffix>` before anything is
/// written to it, and its entries that read are kept (takeSettingsNotice()).
std::unique_ptr<QSettings> openSettings();
/// The file MANCALA_SETTINGS names, or empty for the player's settings.
QString settingsFileName();
/// This run reads and writes the settings: not one started to show given
/// moves (MANCALA_MOVES, MANCALA_VARIANT), unless MANCALA_SETTINGS names a file.
bool settingsKept();
/// What openSettings() had to do with a settings file it could not read
/// (kept aside, entries read), once; empty when nothing happened.
QString takeSettingsNotice();

/**
 * @brief The player's settings kept between runs with QSettings: the
 * animation speed, the theme, the players' names and the window's place
 * and size.
 *
 * restore() puts them on the game and the window and then keeps them up to
 * date as they change. A window started to show given moves (MANCALA_MOVES
 * or MANCALA_VARIANT, screenshots and demonstrations) neither reads nor
 * writes them, unless MANCALA_SETTINGS names a settings file (INI), which
 * then replaces the player's.
 */
class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool persistent READ persistent CONSTANT)
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY darkChanged)
    /// The players' own names, the picker's for a new game (empty: none kept).
    /// The names of an imported game are not kept.
    Q_PROPERTY(QString southName READ southName NOTIFY namesChanged)
    Q_PROPERTY(QString northName READ northName NOTIFY namesChanged)
    /// The high-contrast theme; until chosen, the system's high-contrast setting.
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)

public:
    explicit AppSettings(QObject* parent = nullptr);
    ~AppSettings() override;

    bool persistent() const { return m_settings != nullptr; }
    bool dark() const { return m_dark; }
    void setDark(bool dark);
    QString southName() const { return m_names[0]; }
    QString northName() const { return m_names[1]; }
    bool highContrast() const { return m_highContrast; }
    void setHighContrast(bool highContrast);
    /**
     * The desktop asks for high contrast. Qt 6.4 does not expose the setting
     * (QStyleHints::colorScheme and contrast came later); the desktops set
     * GTK_THEME to a HighContrast theme (GNOME's "HighContrast",
     * "HighContrastInverse"), which is what is read here.
     */
    static bool systemHighContrast();

    /// Sets the saved speed and names on the game and the saved geometry on
    /// the window (when it fits a screen), then saves them whenever they change.
    Q_INVOKABLE void restore(mancala::app::GameController* game, QWindow* window);
    /// Writes the window's geometry now (also done when the application quits).
    Q_INVOKABLE void saveWindow();

signals:
    void darkChanged();
    void namesChanged();
    void highContrastChanged();

private:
    void saveGame();

    std::unique_ptr<QSettings> m_settings;
    bool m_dark = false;
    QString m_names[2];
    bool m_highContrast = false;
    QPointer<GameController> m_game;
    QPointer<QWindow> m_window;
};

} // namespace mancala::app
