// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/// @brief One house rule of a rule set as the picker offers it (VariantCatalog::options()).
struct HouseRuleOption {
    Q_GADGET
    QML_VALUE_TYPE(houseRuleOption)
    /// The house rule's name (`houses`, `pie`, `walda-holes`, ...).
    Q_PROPERTY(QString id MEMBER id)
    /// Its rule id in docs/rules.md; empty when it has none.
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(QString title MEMBER title)
    /// What the rule changes, in a sentence.
    Q_PROPERTY(QString sentence MEMBER sentence)
    /// The control: "houses", "seeds", "layout", "switch", "choice" or "number".
    Q_PROPERTY(QString kind MEMBER kind)
    /// The values, the default first.
    Q_PROPERTY(QStringList values MEMBER values)
    Q_PROPERTY(QString defaultValue MEMBER defaultValue)
    /// A switch's value away from the default.
    Q_PROPERTY(QString onValue MEMBER onValue)
    /// A number's range and step.
    Q_PROPERTY(int min MEMBER min)
    Q_PROPERTY(int max MEMBER max)
    Q_PROPERTY(int step MEMBER step)

public:
    QString id;
    QString rule;
    QString title;
    QString sentence;
    QString kind;
    QStringList values;
    QString defaultValue;
    QString onValue;
    int min = 0;
    int max = 0;
    int step = 1;
    friend bool operator==(const HouseRuleOption&, const HouseRuleOption&) = default;
};

/// @brief A start layout a rule set offers for a row length (VariantCatalog::layouts()).
struct LayoutChoice {
    Q_GADGET
    QML_VALUE_TYPE(layoutChoice)
    /// "A", "B", "uniform" or "custom": the `layout` house rule's value.
    Q_PROPERTY(QString value MEMBER value)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString sentence MEMBER sentence)

public:
    QString value;
    QString title;
    QString sentence;
    friend bool operator==(const LayoutChoice&, const LayoutChoice&) = default;
};

/// @brief A paragraph of a rules page (VariantCatalog::rulesPage()).
struct RulesPageBlock {
    Q_GADGET
    QML_VALUE_TYPE(rulesPageBlock)
    /// "title", "heading", "rule", "note", "text" or "source".
    Q_PROPERTY(QString kind MEMBER kind)
    /// The rule ids it states ("K3" or "K3, K4"); may be empty.
    Q_PROPERTY(QString ruleId MEMBER ruleId)
    /// The text, in Markdown.
    Q_PROPERTY(QString text MEMBER text)

public:
    QString kind;
    QString ruleId;
    QString text;
    friend bool operator==(const RulesPageBlock&, const RulesPageBlock&) = default;
};

} // namespace mancala::app
