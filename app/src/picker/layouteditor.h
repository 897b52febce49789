// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/types.h"

#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace mancala::app {

/**
 * @brief A start position drawn hole by hole (E1's custom layouts, E10):
 * one model row per ring hole (a.. then A..). Every change is checked by the
 * core (Rules::validate with the other house rules of the setup), and the
 * result is the `layout=custom:<rows>` house rule.
 */
class LayoutEditor : public QAbstractListModel {
    Q_OBJECT
    QML_NAMED_ELEMENT(LayoutEditorModel)
    Q_PROPERTY(QString variantId READ variantId NOTIFY variantChanged)
    Q_PROPERTY(int houses READ houses NOTIFY housesChanged)
    Q_PROPERTY(int total READ total NOTIFY seedsChanged)
    Q_PROPERTY(int southTotal READ southTotal NOTIFY seedsChanged)
    Q_PROPERTY(int northTotal READ northTotal NOTIFY seedsChanged)
    Q_PROPERTY(int maxSeeds READ maxSeeds CONSTANT)
    Q_PROPERTY(QString rows READ rows NOTIFY seedsChanged)
    Q_PROPERTY(QString houseRule READ houseRule NOTIFY seedsChanged)
    Q_PROPERTY(QString reason READ reason NOTIFY seedsChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY seedsChanged)

public:
    enum Role {
        HoleRole = Qt::UserRole + 1,
        NameRole,
        SeedsRole,
        RowRole,    ///< 0 South's row (bottom), 1 North's row (top)
        ColumnRole, ///< from the viewer's left
    };
    Q_ENUM(Role)

    explicit LayoutEditor(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString variantId() const { return m_variantId; }
    int houses() const { return m_houses; }
    int total() const;
    int southTotal() const;
    int northTotal() const;
    int maxSeeds() const { return kMaxSeeds; }
    /// The layout as rows text (North's row as South sees it / South's row).
    QString rows() const;
    /// `custom:<rows>`, the value of the `layout` house rule.
    QString houseRule() const;
    /// Why the layout cannot start a game; empty when it can.
    QString reason() const;
    bool valid() const { return reason().isEmpty(); }

    /// Starts from the start position of a setup: rule set and house rules
    /// (the other house rules also decide what is playable, e.g. the race).
    Q_INVOKABLE QString load(const QString& variantId, const QVariantMap& houseRules);
    Q_INVOKABLE int seedsIn(int hole) const;
    /// One seed more; false when the hole or the board is full.
    Q_INVOKABLE bool add(int hole);
    /// One seed less; false when the hole is empty.
    Q_INVOKABLE bool remove(int hole);
    /// One seed from a hole to another; false when there is none to move.
    Q_INVOKABLE bool move(int from, int to);
    /// A typed count; false when it is negative or more than the board holds.
    Q_INVOKABLE bool setCount(int hole, int count);
    Q_INVOKABLE void clear();
    /// The same count in every hole.
    Q_INVOKABLE void fill(int count);
    /// A new row length: holes keep their seeds by position from each
    /// player's left, new holes are empty.
    Q_INVOKABLE bool setHouses(int houses);
    /// The hole drawn at a row (0 South, 1 North) and column from the left.
    Q_INVOKABLE int holeAt(int row, int column) const;

signals:
    void variantChanged();
    void housesChanged();
    void seedsChanged();

private:
    bool validHole(int hole) const { return hole >= 0 && hole < 2 * m_houses; }
    void changed(int hole);

    QString m_variantId = QStringLiteral("kalah");
    QVariantMap m_otherRules; ///< the setup's house rules other than layout and houses
    int m_houses = 6;
    std::array<int, kMaxRing> m_seeds{};
};

} // namespace mancala::app
