// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/boardview.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace mancala::app {

/**
 * @brief The holes of the board as QML draws them: one row per ring hole
 * (a.. then A..), with what the board shows now (the step player's view)
 * and what the player may do (legal, highlighted).
 */
class PitModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the pit model.")
    Q_PROPERTY(int houses READ houses NOTIFY housesChanged)
    /// Some hole belongs to the player of the other row (rounds, M9/W6):
    /// the board then shows every hole's owner.
    Q_PROPERTY(bool ownersMixed READ ownersMixed NOTIFY ownersMixedChanged)

public:
    enum Role {
        HoleRole = Qt::UserRole + 1,
        NameRole,
        SeedsRole,
        OwnerRole,
        MarkRole,
        MarkOwnerRole,
        RowRole,    ///< 0 South's row (bottom), 1 North's row (top)
        ColumnRole, ///< from the viewer's left
        LegalRole,
        HighlightedRole,
        ActiveRole, ///< the step being shown touches this hole
    };
    Q_ENUM(Role)

    /// Marks as QML sees them (values of mancala::Mark).
    enum MarkKind { NoMark, Walda, Ekwarna, Bull, Jen, LeftFour };
    Q_ENUM(MarkKind)

    explicit PitModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int houses() const { return m_view.houses; }
    bool ownersMixed() const { return m_ownersMixed; }
    const BoardView& view() const { return m_view; }

    void setView(const BoardView& view);
    void setLegal(const std::array<bool, kMaxRing>& legal);
    void setHighlighted(const std::array<bool, kMaxRing>& highlighted);
    void setActive(int holeA, int holeB);

signals:
    void housesChanged();
    void ownersMixedChanged();

private:
    void changed(int hole, const QList<int>& roles);
    void updateOwnersMixed();

    BoardView m_view;
    std::array<bool, kMaxRing> m_legal{};
    std::array<bool, kMaxRing> m_highlighted{};
    std::array<int, 2> m_active{kNoPlace, kNoPlace};
    bool m_ownersMixed = false;
};

} // namespace mancala::app
