// SPDX-License-Identifier: GPL-3.0-or-later
#include "languages/translations.h"

#include "languages/scriptfont.h"
#include "settings/appsettings.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace mancala::app {

namespace {

const QString kSettingsKey = QStringLiteral("language");

struct Installed {
    std::unique_ptr<QTranslator> english;
    std::unique_ptr<QTranslator> other;
    QString language = QStringLiteral("en");
};

Installed& installed()
{
    static Installed state;
    return state;
}

/// Loads :/i18n/mancala_<language>.qm and installs it; null when it does not load.
std::unique_ptr<QTranslator> load(const QString& language)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/mancala_%1.qm").arg(language)))
        return {};
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

/// "de_CH" and "de-CH" read "de"; a code without a translation reads empty.
QString normalized(const QString& code)
{
    const QString language = code.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0).toLower();
    return Translations::available().contains(language) ? language : QString();
}

} // namespace

Translations::Translations(QObject* parent)
    : QObject(parent)
{
}

QStringList Translations::available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"),
            QStringLiteral("ti"), QStringLiteral("am"), QStringLiteral("sw")};
}

QStringList Translations::inEveryLanguage(const char* context, const char* text)
{
    // Every other language's translation, read once (not installed): the
    // .qm files do not change while the app runs.
    static const std::vector<std::unique_ptr<QTranslator>> others = [] {
        std::vector<std::unique_ptr<QTranslator>> loaded;
        for (const QString& language : available()) {
            auto translator = std::make_unique<QTranslator>();
            if (language != QLatin1String("en") && translator->load(QStringLiteral(":/i18n/mancala_%1.qm").arg(language)))
                loaded.push_back(std::move(translator));
        }
        return loaded;
    }();
    QStringList all{QString::fromUtf8(text)};
    for (const auto& translator : others)
        if (const QString t = translator->translate(context, text); !t.isEmpty() && !all.contains(t))
            all << t;
    return all;
}

QString Translations::chosen(const QStringList& arguments)
{
    for (const QString& argument : arguments)
        if (argument.startsWith(QLatin1String("--lang=")))
            if (const QString code = normalized(argument.mid(7)); !code.isEmpty())
                return code;
    if (const QString code = normalized(qEnvironmentVariable("MANCALA_LANG")); !code.isEmpty())
        return code;
    if (const QString code = normalized(openSettings()->value(kSettingsKey).toString()); !code.isEmpty())
        return code;
    for (const QString& name : QLocale::system().uiLanguages())
        if (const QString code = normalized(name); !code.isEmpty())
            return code;
    return QStringLiteral("en");
}

bool Translations::install(const QString& language)
{
    Installed& state = installed();
    state.other.reset();    // the destructor removes it from the application
    if (!state.english)
        state.english = load(QStringLiteral("en"));
    const QString code = normalized(language);
    state.language = code.isEmpty() ? QStringLiteral("en") : code;
    if (state.language != QLatin1String("en")) {
        state.other = load(state.language);
        if (!state.other)
            state.language = QStringLiteral("en");
    }
    ScriptFont::apply(state.language);
    emit LanguageChange::instance()->changed();
    return state.language == code;
}

LanguageChange* LanguageChange::instance()
{
    static LanguageChange notifier;
    return &notifier;
}

QString Translations::current() { return installed().language; }

QString Translations::localized(const QString& base, const QString& extension)
{
    const QString own = QStringLiteral("%1.%2.%3").arg(base, current(), extension);
    if (current() != QLatin1String("en") && QFile::exists(own))
        return own;
    return QStringLiteral("%1.%2").arg(base, extension);
}

QString Translations::nativeName(const QString& language)
{
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("fr"))
        return QStringLiteral("Français");
    if (language == QLatin1String("ti"))
        return QStringLiteral("ትግርኛ");
    if (language == QLatin1String("am"))
        return QStringLiteral("አማርኛ");
    if (language == QLatin1String("sw"))
        return QStringLiteral("Kiswahili");
    return QStringLiteral("English");
}

void Translations::setLanguage(const QString& language)
{
    if (normalized(language).isEmpty() || normalized(language) == current())
        return;
    install(language);
    openSettings()->setValue(kSettingsKey, current());
    if (QQmlEngine* engine = qmlEngine(this))
        engine->retranslate();
    emit languageChanged();
}

} // namespace mancala::app
