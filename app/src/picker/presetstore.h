// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "picker/preset.h"

#include <QAbstractListModel>
#include <QQmlParserStatus>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief Named game setups (a rule set and house rules) kept in an INI file.
 *
 * The five rule sets with their defaults come first, always, and cannot be
 * renamed or deleted; the player's presets follow in the order they were
 * saved. A file that does not read entirely (a preset that is not a
 * playable game, an unknown key, a newer version's file, one cut short,
 * garbage) is never deleted or overwritten: it is kept as
 * `presets.broken-N.ini`, the presets that read are used and written in its
 * place, and `message` says what was kept where. Saves go to a new file put
 * in place at once; a save that fails leaves the old file whole.
 */
class PresetStore : public QAbstractListModel, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT
    Q_PROPERTY(QString fileName READ fileName WRITE setFileName NOTIFY fileNameChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        VariantIdRole,
        HouseRulesRole,
        BuiltInRole,
        SummaryRole, ///< the house rules as text, "houses=8, seeds=5"
        PlayersRole, ///< PlayerLevels; -1 for a side the preset keeps none for
    };
    Q_ENUM(Role)

    explicit PresetStore(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    void classBegin() override {}
    /// In QML, a store without a file name reads the default file.
    void componentComplete() override;

    /// The file in the user's configuration folder (QStandardPaths, so tests
    /// with the test mode on do not touch the player's presets), or beside
    /// the settings file MANCALA_SETTINGS names.
    static QString defaultFileName();
    QString fileName() const { return m_fileName; }
    /// Reads the presets of another file.
    void setFileName(const QString& fileName);
    QString message() const { return m_message; }
    int count() const { return rowCount(); }

    /// Saves a setup under a name (replacing a preset of that name); returns
    /// the reason when it is refused: no name, a rule set's name, rules that are not playable.
    /// `players` is kept with it when given.
    Q_INVOKABLE QString save(const QString& name, const QString& variantId, const QVariantMap& houseRules,
                             const mancala::app::PlayerLevels& players = {});
    Q_INVOKABLE QString rename(int row, const QString& name);
    /// Deletes a saved preset; the rule sets' defaults stay.
    Q_INVOKABLE bool remove(int row);
    /// The preset of a row; an empty one for a row that is not there.
    Q_INVOKABLE mancala::app::Preset get(int row) const;
    Q_INVOKABLE int indexOf(const QString& name) const;
    /// Reads the file again.
    Q_INVOKABLE void reload();
    Q_INVOKABLE void clearMessage();

signals:
    void fileNameChanged();
    void messageChanged();
    void countChanged();

private:
    int builtInCount() const;
    QString builtInName(int row) const;
    bool isBuiltIn(int row) const { return row >= 0 && row < builtInCount(); }
    QString checkName(const QString& name, int except) const;
    /// False, with `message` set, when the file could not be written.
    bool write();
    void setMessage(const QString& text);

    QString m_fileName;
    QString m_message;
    QList<Preset> m_presets; ///< the player's presets, after the built-in ones
    bool m_keepFile = false; ///< the file could not be read nor kept aside: never written
};

} // namespace mancala::app
