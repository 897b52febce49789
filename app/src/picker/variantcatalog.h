// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "picker/catalogentries.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief The five rule sets as the picker shows them: name, a one-line
 * description, where they are played, the source, the start position, and
 * per rule set its options (row length, seeds, layouts, house rules with a
 * sentence saying what each changes) and its rules page.
 */
class VariantCatalog : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count CONSTANT)

public:
    enum Role {
        VariantIdRole = Qt::UserRole + 1,
        NameRole,
        DescriptionRole,
        RegionRole,
        SourceRole,
        HousesRole,  ///< default row length
        PreviewRole, ///< seeds of the default start, ring order (a.. then A..)
    };
    Q_ENUM(Role)

    explicit VariantCatalog(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }

    Q_INVOKABLE int indexOf(const QString& variantId) const;
    Q_INVOKABLE QString name(const QString& variantId) const;

    /// Every house rule of a rule set, in the order of docs/rules.md.
    Q_INVOKABLE QList<mancala::app::HouseRuleOption> options(const QString& variantId) const;
    /// The layouts a rule set offers for a row length.
    Q_INVOKABLE QList<mancala::app::LayoutChoice> layouts(const QString& variantId, int houses) const;
    /// What a value of a choice rule means (walda-holes six / corners).
    Q_INVOKABLE QString valueTitle(const QString& ruleName, const QString& value) const;
    /// What one value of a choice means (K7, G2 quiet-end), empty when the title says it all.
    Q_INVOKABLE QString valueSentence(const QString& ruleName, const QString& value) const;
    /// The rules page of a rule set, a block a paragraph.
    Q_INVOKABLE QList<mancala::app::RulesPageBlock> rulesPage(const QString& variantId) const;
    /// A rules page in the simple Markdown of resources/rules/*.md, parsed.
    static QList<RulesPageBlock> parseRulesPage(const QString& text);
};

} // namespace mancala::app
