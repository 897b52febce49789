// SPDX-License-Identifier: GPL-3.0-or-later
#include "picker/presetstore.h"
#include "languages/translations.h"

#include "settings/appsettings.h"
#include "picker/gamesetup.h"
#include "picker/variantcatalog.h"
#include "files/keptfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSettings>

#include "mancala/search.h"
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>

namespace mancala::app {

namespace {

constexpr int kFormatVersion = 1;

/// House rules as one value: `name=value;name=value` (as MANCALA_RULES).
QString rulesText(const QVariantMap& rules)
{
    QStringList parts;
    for (auto it = rules.cbegin(); it != rules.cend(); ++it)
        parts << it.key() + QLatin1Char('=') + it.value().toString();
    return parts.join(QLatin1Char(';'));
}

/// The reason when the text is not `name=value;...`.
QString parseRulesText(const QString& text, QVariantMap& out)
{
    QVariantMap rules;
    for (const QString& part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq <= 0)
            //: A preset in the settings file holds a house rule that is not name=value
            return PresetStore::tr("'%1' is not a house rule of the form name=value").arg(part);
        rules.insert(part.left(eq).trimmed(), part.mid(eq + 1).trimmed());
    }
    out = rules;
    return {};
}

/// A value QSettings read: unquoted commas in a hand-written file make a list.
QString textOf(const QVariant& value)
{
    if (value.typeId() == QMetaType::QStringList)
        return value.toStringList().join(QLatin1Char(','));
    return value.toString();
}

/// A level a preset can keep, 0 (a person) to kPerfectLevel; -1 (none kept) for anything else.
int validLevel(int level) { return level >= 0 && level <= mancala::kPerfectLevel ? level : -1; }

PlayerLevels validPlayers(const PlayerLevels& players)
{
    return {validLevel(players.south), validLevel(players.north)};
}

/// The players a preset keeps (`prefix`southLevel, northLevel), or none (older files).
PlayerLevels readPlayers(const QSettings& settings, const QString& prefix)
{
    const auto read = [&](const QString& side) {
        bool ok = false;
        const int level = settings.value(prefix + side + QStringLiteral("Level")).toInt(&ok);
        return ok ? validLevel(level) : -1;
    };
    return {read(QStringLiteral("south")), read(QStringLiteral("north"))};
}

} // namespace

PresetStore::PresetStore(QObject* parent)
    : QAbstractListModel(parent)
{
    // The built-in presets' names and every summary are made in the language of the moment.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1));
    });
}

void PresetStore::componentComplete()
{
    if (m_fileName.isEmpty())
        setFileName(defaultFileName());
}

QString PresetStore::defaultFileName()
{
    // Beside the settings file MANCALA_SETTINGS names, under its name:
    // tests sharing a folder keep their presets apart.
    if (const QFileInfo settings(settingsFileName()); !settingsFileName().isEmpty())
        return settings.absoluteDir().filePath(settings.completeBaseName() + QStringLiteral("-presets.ini"));
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/presets.ini");
}

int PresetStore::builtInCount() const { return 5; }

QString PresetStore::builtInName(int row) const
{
    VariantCatalog catalog;
    return catalog.data(catalog.index(row), VariantCatalog::NameRole).toString();
}

int PresetStore::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : builtInCount() + static_cast<int>(m_presets.size());
}

QHash<int, QByteArray> PresetStore::roleNames() const
{
    return {{NameRole, "name"},
            {VariantIdRole, "variantId"},
            {HouseRulesRole, "houseRules"},
            {PlayersRole, "players"},
            {BuiltInRole, "builtIn"},
            {SummaryRole, "summary"}};
}

QVariant PresetStore::data(const QModelIndex& index, int role) const
{
    const int row = index.row();
    if (!index.isValid() || row < 0 || row >= rowCount())
        return {};
    if (isBuiltIn(row)) {
        switch (role) {
        case Qt::DisplayRole:
        case NameRole: return builtInName(row);
        case VariantIdRole: return VariantCatalog().data(VariantCatalog().index(row), VariantCatalog::VariantIdRole);
        case HouseRulesRole: return QVariantMap();
        case BuiltInRole: return true;
        case PlayersRole: return QVariant::fromValue(PlayerLevels{});
        //: Summary of a built-in preset: the rule set as its sources play it
        case SummaryRole: return tr("Standard rules");
        }
        return {};
    }
    const Preset& p = m_presets[row - builtInCount()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return p.name;
    case VariantIdRole: return p.variantId;
    case HouseRulesRole: return p.houseRules;
    case BuiltInRole: return false;
    case PlayersRole: return QVariant::fromValue(p.players);
    case SummaryRole: {
        const QString name = VariantCatalog().name(p.variantId);
        const QString rules = rulesText(p.houseRules).replace(QLatin1Char(';'), QStringLiteral(", "));
        return rules.isEmpty() ? name : name + QStringLiteral(": ") + rules;
    }
    }
    return {};
}

Preset PresetStore::get(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    if (isBuiltIn(row))
        return {builtInName(row), data(index(row), VariantIdRole).toString(), {}, {}, true};
    return m_presets[row - builtInCount()];
}

int PresetStore::indexOf(const QString& name) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (data(index(row), NameRole).toString().compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return row;
    }
    return -1;
}

void PresetStore::setFileName(const QString& fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged();
    reload();
}

void PresetStore::reload()
{
    QList<Preset> presets;
    QStringList problems; // what of the file could not be used, for the message
    if (!m_fileName.isEmpty() && QFileInfo::exists(m_fileName)) {
        QSettings settings(m_fileName, QSettings::IniFormat);
        bool numbered = false;
        const int version = settings.value(QStringLiteral("version")).toInt(&numbered);
        if (settings.status() != QSettings::NoError)
            //: Why the presets file could not be read entirely
            problems << tr("it is not a settings file");
        else if (!numbered)
            //: Why the presets file could not be read entirely
            problems << tr("it has no version");
        else if (version > kFormatVersion)
            //: Why the presets file could not be read entirely
            problems << tr("a newer version of the game wrote it");
        // Every entry the file holds, whatever its size says: a file cut short has lost its size.
        settings.beginGroup(QStringLiteral("presets"));
        QMap<int, bool> entries;
        for (const QString& key : settings.allKeys()) {
            const QStringList parts = key.split(QLatin1Char('/'));
            bool isIndex = false;
            const int i = parts.first().toInt(&isIndex);
            if (parts.size() == 2 && isIndex && i > 0
                && QStringList{QStringLiteral("name"), QStringLiteral("variant"), QStringLiteral("rules"),
                               QStringLiteral("southLevel"), QStringLiteral("northLevel")}.contains(parts[1]))
                entries.insert(i, true);
            else if (key != QLatin1String("size"))
                //: A key of the presets file that the game does not know
                problems << tr("unknown key “%1”").arg(key);
        }
        const int size = settings.value(QStringLiteral("size")).toInt();
        if (!entries.isEmpty() && size != entries.lastKey())
            //: The presets file holds another number of presets than it says: it was cut short
            problems << tr("it holds %n of the presets it lists", nullptr, static_cast<int>(entries.size()));
        for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
            const QString prefix = QString::number(it.key()) + QLatin1Char('/');
            Preset p;
            p.name = textOf(settings.value(prefix + QStringLiteral("name"))).trimmed();
            p.variantId = textOf(settings.value(prefix + QStringLiteral("variant")));
            const QString label = p.name.isEmpty() ? QString::number(it.key()) : p.name;
            QString why = parseRulesText(textOf(settings.value(prefix + QStringLiteral("rules"))), p.houseRules);
            p.players = readPlayers(settings, prefix);
            if (why.isEmpty()) {
                Rules rules;
                why = makeRules(p.variantId, p.houseRules, rules);
            }
            if (why.isEmpty() && p.name.isEmpty())
                //: A preset in the settings file has no name
                why = tr("it has no name");
            if (why.isEmpty() && (indexOf(p.name) >= 0 || std::any_of(presets.cbegin(), presets.cend(), [&](const Preset& q) {
                                      return q.name.compare(p.name, Qt::CaseInsensitive) == 0;
                                  })))
                //: A preset in the settings file has the name of another preset
                why = tr("the name is taken");
            if (!why.isEmpty()) {
                //: One preset dropped from the settings file: %1 its name (or number), %2 why
                problems << tr("“%1”: %2").arg(label, why);
                continue;
            }
            presets << p;
        }
        settings.endGroup();
    }
    beginResetModel();
    m_presets = presets;
    endResetModel();
    emit countChanged();
    if (problems.isEmpty()) {
        setMessage({});
        return;
    }
    // The player's file is kept as it was, under a new name; the presets that
    // could be read are written in its place, so that the next start is quiet.
    const QString kept = keepAside(m_fileName, true);
    if (kept.isEmpty()) {
        //: The presets file could not be read entirely and could not be kept aside; %1 its path, %2 what was wrong
        setMessage(tr("Some saved presets in %1 could not be read (%2); the file is left as it is.")
                       .arg(QDir::toNativeSeparators(m_fileName), problems.join(QStringLiteral("; "))));
        m_keepFile = true;
        return;
    }
    m_keepFile = false;
    write();
    //: The presets file could not be read entirely; %1 what was wrong, %2 where the file was kept, %n presets read
    setMessage(tr("Some saved presets could not be read (%1). The file was kept as %2; %n preset(s) could be read.",
                  nullptr, static_cast<int>(presets.size()))
                   .arg(problems.join(QStringLiteral("; ")), QDir::toNativeSeparators(kept)));
}

QString PresetStore::checkName(const QString& name, int except) const
{
    if (name.trimmed().isEmpty())
        //: Saving a preset without a name
        return tr("Give the preset a name.");
    const int row = indexOf(name);
    if (isBuiltIn(row))
        //: Saving a preset under a rule set's name
        return tr("“%1” is the name of a rule set; choose another name.").arg(name.trimmed());
    if (row >= 0 && row != except && except >= 0)
        //: Renaming a preset to the name of another
        return tr("There is already a preset called “%1”.").arg(name.trimmed());
    return {};
}

QString PresetStore::save(const QString& name, const QString& variantId, const QVariantMap& houseRules,
                          const PlayerLevels& players)
{
    if (const QString why = checkName(name, -1); !why.isEmpty())
        return why;
    Rules rules;
    if (const QString why = makeRules(variantId, houseRules, rules); !why.isEmpty())
        return why;
    const Preset p{name.trimmed(), variantId, houseRules, validPlayers(players), false};
    const int row = indexOf(name);
    if (row >= 0) {
        m_presets[row - builtInCount()] = p;
        emit dataChanged(index(row), index(row));
    } else {
        beginInsertRows({}, rowCount(), rowCount());
        m_presets << p;
        endInsertRows();
        emit countChanged();
    }
    if (!write())
        return m_message;
    return {};
}

QString PresetStore::rename(int row, const QString& name)
{
    if (row < 0 || row >= rowCount())
        return tr("There is no such preset.");
    if (isBuiltIn(row))
        //: Renaming one of the five rule sets' presets
        return tr("The standard rule sets cannot be renamed.");
    if (const QString why = checkName(name, row); !why.isEmpty())
        return why;
    m_presets[row - builtInCount()].name = name.trimmed();
    emit dataChanged(index(row), index(row));
    if (!write())
        return m_message;
    return {};
}

bool PresetStore::remove(int row)
{
    if (row < 0 || row >= rowCount() || isBuiltIn(row))
        return false;
    beginRemoveRows({}, row, row);
    m_presets.removeAt(row - builtInCount());
    endRemoveRows();
    emit countChanged();
    write();
    return true;
}

bool PresetStore::write()
{
    if (m_fileName.isEmpty() || m_keepFile)
        return m_fileName.isEmpty();
    QDir().mkpath(QFileInfo(m_fileName).absolutePath());
    // Written beside the file, then put in its place at once: a save that
    // fails (a full disk, a read-only folder) leaves the old file whole.
    const QString fresh = m_fileName + QStringLiteral(".new");
    QFile::remove(fresh);
    {
        QSettings settings(fresh, QSettings::IniFormat);
        settings.setValue(QStringLiteral("version"), kFormatVersion);
        settings.beginWriteArray(QStringLiteral("presets"), static_cast<int>(m_presets.size()));
        for (int i = 0; i < m_presets.size(); ++i) {
            settings.setArrayIndex(i);
            settings.setValue(QStringLiteral("name"), m_presets[i].name);
            settings.setValue(QStringLiteral("variant"), m_presets[i].variantId);
            settings.setValue(QStringLiteral("rules"), rulesText(m_presets[i].houseRules));
            const PlayerLevels& players = m_presets[i].players;
            if (players.south >= 0)
                settings.setValue(QStringLiteral("southLevel"), players.south);
            if (players.north >= 0)
                settings.setValue(QStringLiteral("northLevel"), players.north);
        }
        settings.endArray();
        settings.sync();
        if (settings.status() == QSettings::NoError && QFileInfo::exists(fresh)
            && std::rename(QFile::encodeName(fresh).constData(), QFile::encodeName(m_fileName).constData()) == 0)
            return true;
    }
    QFile::remove(fresh);
    //: Saving the presets failed; %1 the file
    setMessage(tr("The presets could not be saved to %1.").arg(QDir::toNativeSeparators(m_fileName)));
    return false;
}

void PresetStore::clearMessage() { setMessage({}); }

void PresetStore::setMessage(const QString& text)
{
    if (text == m_message)
        return;
    m_message = text;
    emit messageChanged();
}

} // namespace mancala::app
