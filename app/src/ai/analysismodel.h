// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/searchtask.h"
#include "game/gamecontroller.h"

#include "mancala/search.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace mancala::app {

/**
 * @brief The analysis panel: every legal decision of the position on the
 * board with its value (seeds for the player to decide) and the depth it
 * was searched to, best first, updated after each depth of the search.
 *
 * It follows the position the game shows (the end of the game, or the move
 * chosen in the move list) while `active`; each new position stops the
 * search of the old one at once. The search ends when every value is exact
 * or after `millis`.
 */
class AnalysisModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(mancala::app::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int depth READ depth NOTIFY resultsChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY resultsChanged)
    Q_PROPERTY(int millis READ millis WRITE setMillis NOTIFY millisChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, ValueRole, ValueTextRole, DepthRole, ExactRole, BestRole, HoleRole };

    explicit AnalysisModel(QObject* parent = nullptr);
    ~AnalysisModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    GameController* game() const { return m_game; }
    void setGame(GameController* game);
    bool active() const { return m_active; }
    void setActive(bool active);
    bool running() const { return m_task.running(); }
    int depth() const { return m_info.depth; }
    int millis() const { return m_millis; }
    void setMillis(int millis);

    /// A row as a map (tests): text, value, valueText, depth, exact, best, hole.
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void gameChanged();
    void activeChanged();
    void runningChanged();
    void resultsChanged();
    void millisChanged();

private:
    void follow();
    void setInfo(const SearchInfo& info);

    QPointer<GameController> m_game;
    bool m_active = false;
    int m_millis = 20000;
    std::optional<DetachedPosition> m_target;
    SearchInfo m_info;
    QStringList m_texts; ///< the decisions in the record's notation
    SearchTask m_task;
};

} // namespace mancala::app
