// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief The app's languages: the translations embedded under :/i18n/ and
 * the per-language resource files (rules pages).
 *
 * The English file is always installed first: the source texts count with
 * Qt's numerus forms ("%n seed(s)"), and only a loaded translation turns
 * them into "1 seed" and "4 seeds". Another language is installed on top.
 *
 * The language is chosen, first match wins, by `--lang=xx` on the command
 * line, the MANCALA_LANG environment variable, the choice kept in the
 * settings ("language") and the system locale; English when none of those
 * has a translation.
 *
 * Installing a language also sets the application font its script needs
 * (ScriptFont: Abyssinica SIL for Tigrinya and Amharic).
 */
class Translations : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// The language in use, an ISO 639 code ("en", "de", "fr", "ti", "am", "sw"); setting it
    /// installs the translation, keeps the choice and retranslates the QML.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    /// The codes of every language the app has.
    Q_PROPERTY(QStringList languages READ languages CONSTANT)

public:
    explicit Translations(QObject* parent = nullptr);

    /// Every language with a translation, English first.
    static QStringList available();
    /// The language to start in (see the class comment); `arguments` as main() has them.
    static QString chosen(const QStringList& arguments);
    /**
     * Installs English and, for another language, its translation on top.
     * Returns false (and keeps English) for a language without a translation.
     */
    static bool install(const QString& language);
    /// The language last installed.
    static QString current();
    /**
     * The file `base.<language>.ext` when it exists, else `base.ext`: e.g.
     * localized(":/rules/kalah", "md") reads kalah.de.md in German.
     */
    static QString localized(const QString& base, const QString& extension);
    /// `text` of `context` in every language the app has, English first: a
    /// default name a record or the settings may hold from another language.
    static QStringList inEveryLanguage(const char* context, const char* text);
    /// The name of a language in that language ("Deutsch", "Français", "ትግርኛ").
    Q_INVOKABLE static QString nativeName(const QString& language);

    QString language() const { return current(); }
    void setLanguage(const QString& language);
    QStringList languages() const { return available(); }

signals:
    void languageChanged();
};

/**
 * @brief Tells the C++ objects whose texts come from tr() that another
 * language has been installed (Translations::install()), so that they make
 * them again at once: the picker's rule sets, house rules and presets, the
 * teaching sentence, the lessons. QML's own qsTr() texts follow through the
 * engine's retranslate().
 */
class LanguageChange : public QObject {
    Q_OBJECT

public:
    static LanguageChange* instance();

signals:
    /// Sent after the new translation is installed.
    void changed();
};

} // namespace mancala::app
