// SPDX-License-Identifier: GPL-3.0-or-later
#include "teaching/rulenumbers.h"

#include "settings/appsettings.h"

#include <QRegularExpression>
#include <QSettings>

namespace mancala::app {

namespace {

const QString kKey = QStringLiteral("view/ruleNumbers");

} // namespace

RuleNumbers* RuleNumbers::instance()
{
    static RuleNumbers numbers;
    return &numbers;
}

RuleNumbers::RuleNumbers()
    : m_on(openSettings()->value(kKey, false).toBool())
{
}

void RuleNumbers::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    openSettings()->setValue(kKey, on);
    emit changed();
}

QString RuleNumbers::withoutRuleIds(const QString& text)
{
    // A space before the bracket goes with it; the commas between ids are
    // the Latin, Ethiopic (፣) or Arabic ones a translation may use.
    static const QRegularExpression ids(QStringLiteral("\\s*\\(\\s*[A-Z][0-9]{1,2}(?:\\s*[,፣،]\\s*[A-Z][0-9]{1,2})*\\s*\\)"));
    return QString(text).remove(ids);
}

} // namespace mancala::app
