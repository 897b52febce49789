// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief Who plays each side of the game (0 South, 1 North): a person with
 * a name, or the computer at a level.
 *
 * A default name ("South") is kept as none and made when read, in the
 * language in use: it is "Süd" in German and "South" again in English, in
 * the game and in the settings alike. A name equal to the default in the
 * language in use counts as the default.
 */
class Players : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the players.")
    /// The name a side goes by everywhere (its card, its store, the game-over
    /// panel, the announcements): "Computer (Master)" for the computer's
    /// side, else the name given or "South"/"North" in the language in use.
    Q_PROPERTY(QString southName READ southName WRITE setSouthName NOTIFY namesChanged)
    Q_PROPERTY(QString northName READ northName WRITE setNorthName NOTIFY namesChanged)
    /// 0 a person, 1-6 (7: Perfect, Kalah) the computer at that level; set with GameController::setLevel().
    Q_PROPERTY(int southLevel READ southLevel NOTIFY levelsChanged)
    Q_PROPERTY(int northLevel READ northLevel NOTIFY levelsChanged)
    /// The computer plays one side or both.
    Q_PROPERTY(bool computerPlays READ computerPlays NOTIFY levelsChanged)

public:
    explicit Players(QObject* parent = nullptr);

    /// The name shown for a side: the computer's at its level, else the one
    /// given, else the default in the language in use.
    QString name(int side) const;
    QString southName() const { return name(0); }
    QString northName() const { return name(1); }
    void setSouthName(const QString& name) { setName(0, name); }
    void setNorthName(const QString& name) { setName(1, name); }
    /// The name given, or "" for the default one.
    QString givenName(int side) const { return valid(side) ? m_names[side] : QString(); }
    /// Names a side; false when nothing changed.
    bool setName(int side, const QString& name);
    /// Names both sides at once (a new game): the names of an imported game
    /// go as one, never half of them kept as the players' own.
    Q_INVOKABLE void setNames(const QString& south, const QString& north);
    /// The names of an imported or restored game (namesFromRecord()).
    void setRecordNames(const QString& south, const QString& north);
    /// The names shown come from a game record, not from the players.
    bool namesFromRecord() const { return m_fromRecord; }

    /// 0 for a person, else the computer's level.
    int level(int side) const { return valid(side) ? m_levels[side] : 0; }
    int southLevel() const { return m_levels[0]; }
    int northLevel() const { return m_levels[1]; }
    /// Sets a side's level as given (the controller checks it against the rules); false when unchanged.
    bool setLevel(int side, int level);
    bool computerPlays() const { return m_levels[0] > 0 || m_levels[1] > 0; }
    /// `name` is the side's default name in some language ("South", "Süd", "Kusini").
    static bool isDefaultName(int side, const QString& name);
    /// "South" or "North" in the language in use: a side's name when its player gave none.
    static QString defaultName(int side);

signals:
    void namesChanged();
    void levelsChanged();

private:
    static bool valid(int side) { return side == 0 || side == 1; }

    QString m_names[2]; ///< "" for the default name
    int m_levels[2] = {0, 0};
    bool m_fromRecord = false;
};

} // namespace mancala::app
