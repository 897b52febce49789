// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief The decisions of the game so far, in the notation of the game
 * record, one row per decision. `ply` is the number of decisions applied
 * once this one is (what the controller's goToMove() takes).
 */
class MoveListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller owns the move list.")
    Q_PROPERTY(int current READ current NOTIFY currentChanged)

public:
    struct Entry {
        QString text;     ///< the decision's token; empty while it must stay hidden
        int turn = 1;     ///< the full move number
        int side = 0;     ///< who decided
        bool startsTurn = true;
    };

    enum Role { TextRole = Qt::UserRole + 1, LabelRole, TurnRole, SideRole, StartsTurnRole, PlyRole, CurrentRole };

    explicit MoveListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int current() const { return m_current; }
    void setEntries(const QList<Entry>& entries, int current);

signals:
    void currentChanged();

private:
    QList<Entry> m_entries;
    int m_current = 0;
};

} // namespace mancala::app
