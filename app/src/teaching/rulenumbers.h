// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace mancala::app {

/**
 * @brief Whether the rule numbers of docs/rules.md (K5, Q6, ...) show, for
 * a teacher: in the teaching line, the lesson card, Help ▸ Lessons and the
 * reasons a game ended. Off by default: a class reads the plain sentences.
 *
 * The sentences name their rules in brackets, "(K4)" or "(Q8, Q9)", in
 * every language; with the numbers off, shown() takes those brackets out.
 * Kept in the settings (view/ruleNumbers); View ▸ Show rule numbers sets it
 * (through ViewOptions).
 */
class RuleNumbers : public QObject {
    Q_OBJECT

public:
    static RuleNumbers* instance();

    bool on() const { return m_on; }
    void setOn(bool on);

    /// `text` as the window shows it: its bracketed rule ids taken out when the numbers are off.
    QString shown(const QString& text) const { return m_on ? text : withoutRuleIds(text); }
    /// `text` without its brackets that hold only rule ids ("(K4)", "(E4, E8)"); other brackets stay.
    static QString withoutRuleIds(const QString& text);

signals:
    void changed();

private:
    RuleNumbers();
    bool m_on = false;
};

} // namespace mancala::app
