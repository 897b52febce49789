// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace mancala::app {

/**
 * @brief How values read everywhere (the analysis panel, the hint, the
 * review's notes): in numbers ("+2.3", "exact +8", the analyst's way and
 * the CLI's) or in words for beginners ("3 seeds ahead"). Numbers by
 * default: the panel and the review set many values side by side, which
 * numbers let the eye compare and which match what `mancala-cli` and the
 * records write. View ▸ Values in words; kept across restarts.
 */
class ValueStyle : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool words READ words WRITE setWords NOTIFY wordsChanged)

public:
    static ValueStyle* instance();
    static ValueStyle* create(QQmlEngine*, QJSEngine*);

    bool words() const { return m_words; }
    void setWords(bool words);
    /// valueText() for QML.
    Q_INVOKABLE QString text(double value, bool exact) const;

signals:
    void wordsChanged();

private:
    explicit ValueStyle(QObject* parent = nullptr);
    bool m_words = false;
};

/// A value in seeds from the side to decide's view, as a number: "+2.3",
/// "-8", "0" (one decimal at most, a sign unless zero), "exact +8" when proven.
QString valueNumber(double value, bool exact = false);

/// A value as ValueStyle says: valueNumber(), or seedsText() ("(exact)" after it when proven).
QString valueText(double value, bool exact = false);

/// A search value for the player to decide, in plain words: "3 seeds ahead",
/// "1 seed behind", "level, as many seeds as the other side", "about 12
/// seeds behind" (lots make expectations, told in whole seeds).
QString seedsText(double value);

/// Seeds of value lost, in plain words: "8 seeds", "about 3 seeds" (an
/// expectation); never "ahead" or "behind", which are a value's.
QString seedsLostText(double loss);

/// Seeds lost as ValueStyle says: "8 seeds", "2.3 seeds", or seedsLostText().
QString lossText(double loss);

} // namespace mancala::app
