// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSize>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief How the window starts: the rule set, house rules and decisions to
 * replay before the first frame (for screenshots, demonstrations and the
 * frame-time benchmark). Filled from the environment by main(); QML reads it.
 *
 * MANCALA_VARIANT  rule set id (default kalah)
 * MANCALA_RULES    house rules `name=value;name=value`
 * MANCALA_MOVES    decisions separated by spaces: hole names, cw, ccw, take,
 *                  leave, pass, swap, `ok` (lifts the race screen)
 * MANCALA_STEP     after the last decision, show the board after this step
 * MANCALA_ANIMATE  1: play the last decision's animation
 * MANCALA_SPEED    slow, normal, fast or instant
 * MANCALA_THEME    light or dark
 * MANCALA_SEED     seed for lots and races
 * MANCALA_SIZE     window size WIDTHxHEIGHT
 * MANCALA_LESSON   a lesson id: opens that lesson before the decisions
 * MANCALA_TEACHING 1: teaching mode (the last decision waits at its start)
 * MANCALA_MENU     opens a menu of the tool bar (game, view, help; view/speed
 *                  or view/language opens the submenu too) or a dialog
 *                  (shortcuts, about)
 *
 * and the record file of the command line (`mancala game.pgn`, the desktop
 * file's `Exec=mancala %f`), which main() gives with setFile(): the QML
 * tests' own command line names no record.
 */
class LaunchOptions : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString variant MEMBER m_variant CONSTANT)
    Q_PROPERTY(QVariantMap houseRules MEMBER m_houseRules CONSTANT)
    Q_PROPERTY(QStringList moves MEMBER m_moves CONSTANT)
    Q_PROPERTY(int step MEMBER m_step CONSTANT)
    Q_PROPERTY(bool animateLast MEMBER m_animateLast CONSTANT)
    Q_PROPERTY(QString speed MEMBER m_speed CONSTANT)
    Q_PROPERTY(QString theme MEMBER m_theme CONSTANT)
    Q_PROPERTY(qint64 seed MEMBER m_seed CONSTANT)
    Q_PROPERTY(QSize size MEMBER m_size CONSTANT)
    Q_PROPERTY(QString lesson MEMBER m_lesson CONSTANT)
    Q_PROPERTY(bool teaching MEMBER m_teaching CONSTANT)
    Q_PROPERTY(QString menu MEMBER m_menu CONSTANT)
    Q_PROPERTY(QUrl file MEMBER m_file CONSTANT)

public:
    explicit LaunchOptions(QObject* parent = nullptr);

    /**
     * @brief The file arguments of a command line (the program's name
     * first), as absolute paths. Options (`--lang=de`, `--renderer=gpu`, and
     * any other word starting with '-', which the program ignores as it
     * always has) are not files; after `--` every word is one. A `file:` URL
     * (some file managers give those) is its local path.
     */
    static QStringList fileArguments(const QStringList& arguments);
    /// The file the window opens at the start (`file`); call before the QML engine loads.
    static void setFile(const QString& path);

private:
    QString m_variant;
    QVariantMap m_houseRules;
    QStringList m_moves;
    int m_step = -1;
    bool m_animateLast = false;
    QString m_speed;
    QString m_theme;
    qint64 m_seed = 1;
    QSize m_size;
    QString m_lesson;
    bool m_teaching = false;
    QString m_menu;
    QUrl m_file; ///< the first file argument; empty without one
};

} // namespace mancala::app
