// SPDX-License-Identifier: GPL-3.0-or-later
#include "teaching/lessonmodel.h"
#include "stdstrings.h"

#include "languages/translations.h"
#include "settings/appsettings.h"

#include "mancala/notation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace mancala::app {

namespace {

/// A JSON array of strings; false when it holds anything else.
bool stringList(const QJsonValue& value, QStringList& out)
{
    if (value.isUndefined())
        return true;
    if (!value.isArray())
        return false;
    for (const QJsonValue& item : value.toArray()) {
        if (!item.isString())
            return false;
        out << item.toString();
    }
    return true;
}

bool knownRule(const QString& id)
{
    for (int r = 1; r <= static_cast<int>(RuleId::E10); ++r)
        if (fromStd(ruleIdName(static_cast<RuleId>(r))) == id)
            return true;
    return false;
}

/// Larger lesson files are not read (a built-in one holds some 6 KB).
constexpr qint64 kMaxLessonFileBytes = qint64(4) << 20;

const QStringList& builtInFiles()
{
    static const QStringList files{
        QStringLiteral(":/lessons/kalah.json"),       QStringLiteral(":/lessons/qelat.json"),
        QStringLiteral(":/lessons/qelat-keren.json"), QStringLiteral(":/lessons/mewelad.json"),
        QStringLiteral(":/lessons/enkeshui.json"),
    };
    return files;
}

} // namespace

Lesson Lesson::fromJson(const QJsonObject& object, const QString& variant, QString& error)
{
    Lesson l;
    l.id = object.value(QLatin1String("id")).toString();
    l.title = object.value(QLatin1String("title")).toString();
    l.variant = object.value(QLatin1String("variant")).toString(variant);
    l.position = object.value(QLatin1String("position")).toString();
    l.move = object.value(QLatin1String("move")).toString();
    l.explanation = object.value(QLatin1String("explanation")).toString();
    const struct {
        const char* name;
        QStringList* list;
    } lists[] = {{"rules", &l.rules}, {"houseRules", &l.houseRules}, {"announces", &l.announces},
                 {"mustNotFire", &l.mustNotFire}};
    for (const auto& [name, list] : lists) {
        if (!stringList(object.value(QLatin1String(name)), *list)) {
            error = QStringLiteral("'%1' must be a list of strings").arg(QLatin1String(name));
            return l;
        }
    }
    const struct {
        const char* name;
        const QString* value;
    } required[] = {{"id", &l.id},   {"title", &l.title}, {"variant", &l.variant}, {"position", &l.position},
                    {"move", &l.move}, {"explanation", &l.explanation}};
    for (const auto& [name, value] : required) {
        if (value->trimmed().isEmpty()) {
            error = QStringLiteral("'%1' is missing or empty").arg(QLatin1String(name));
            return l;
        }
    }
    if (l.announces.isEmpty()) {
        error = QStringLiteral("'announces' must name the rule the move fires");
        return l;
    }
    for (const QString& id : l.rules + l.announces + l.mustNotFire) {
        if (!knownRule(id)) {
            error = QStringLiteral("'%1' is not a rule id of the rules (K1, Q5, ...)").arg(id);
            return l;
        }
    }
    return l;
}

bool Lesson::makeRules(Rules& out, QString& error) const
{
    Variant v;
    if (!variantFromId(toStd(variant), v)) {
        error = QStringLiteral("'%1' is not a rule set (kalah, qelat, qelat-keren, mewelad, enkeshui)").arg(variant);
        return false;
    }
    Rules rules = Rules::defaults(v);
    for (const QString& item : houseRules) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            error = QStringLiteral("house rule '%1' is not written name=value").arg(item);
            return false;
        }
        const std::string why = rules.set(toStd(item.left(eq).trimmed()), toStd(item.mid(eq + 1).trimmed()));
        if (!why.empty()) {
            error = QStringLiteral("house rule '%1': %2").arg(item, fromStd(why));
            return false;
        }
    }
    if (const std::string why = rules.validate(); !why.empty()) {
        error = fromStd(why);
        return false;
    }
    out = rules;
    return true;
}

QString Lesson::play(const Rules& rules, Position& start, Position& end, StepList& steps) const
{
    if (const std::string why = fromPositionString(toStd(position), rules, start); !why.empty())
        return QStringLiteral("the position does not read: %1").arg(fromStd(why));
    if (start.over())
        return QStringLiteral("the game is already over in this position");
    Position p = start;
    StepList played;
    for (const QString& token : move.split(QLatin1Char('-'))) {
        Decision d;
        std::string why;
        if (!parseDecision(p, toStd(token.trimmed()), d, why))
            return QStringLiteral("'%1' in the move: %2").arg(token, fromStd(why));
        why = whyIllegal(p, d);
        if (!why.empty() || !apply(p, d, &played))
            return QStringLiteral("'%1' is not legal there: %2").arg(token, fromStd(why));
    }
    QStringList fired;
    for (const Step& s : played)
        fired << fromStd(ruleIdName(s.rule));
    for (const QString& id : announces)
        if (!fired.contains(id))
            return QStringLiteral("the move does not fire %1").arg(id);
    for (const QString& id : mustNotFire)
        if (fired.contains(id))
            return QStringLiteral("the move fires %1, which it must not").arg(id);
    end = p;
    steps = std::move(played);
    return {};
}

LessonModel::LessonModel(QObject* parent)
    : QAbstractListModel(parent)
{
    reload();
    // Lessons are read from their translated files (kalah.de.json) when there are some.
    connect(LanguageChange::instance(), &LanguageChange::changed, this, &LessonModel::reload);
}

int LessonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

QVariant LessonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_shown.size())
        return {};
    const Lesson& l = m_shown.at(index.row());
    switch (role) {
    case IdRole: return l.id;
    case Qt::DisplayRole:
    case TitleRole: return l.title;
    case VariantRole: return l.variant;
    case RulesRole: return l.rules;
    case HouseRulesRole: return l.houseRules;
    case PositionRole: return l.position;
    case MoveRole: return l.move;
    case AnnouncesRole: return l.announces;
    case ExplanationRole: return l.explanation;
    case SourceRole: return l.source;
    default: return {};
    }
}

QHash<int, QByteArray> LessonModel::roleNames() const
{
    return {{IdRole, "lessonId"},         {TitleRole, "title"},     {VariantRole, "variant"},
            {RulesRole, "rules"},         {HouseRulesRole, "houseRules"}, {PositionRole, "position"},
            {MoveRole, "move"},           {AnnouncesRole, "announces"}, {ExplanationRole, "explanation"},
            {SourceRole, "source"}};
}

void LessonModel::setVariant(const QString& variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    emit variantChanged();
    filter();
}

QString LessonModel::userFolder() const { return userLessonsFolder(); }

QString LessonModel::userLessonsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/lessons");
}

namespace {

/// The user's lesson files, by name.
QStringList userFiles()
{
    const QDir user(LessonModel::userLessonsFolder());
    QStringList out;
    if (user.exists())
        for (const QString& file : user.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            out << user.filePath(file);
    return out;
}

} // namespace

QString LessonModel::userFolderNotice()
{
    QList<Lesson> lessons;
    QStringList problems;
    for (const QString& path : userFiles())
        readFile(path, lessons, problems);
    const QString told = problems.join(QLatin1Char('\n'));
    auto settings = openSettings();
    const QString key = QStringLiteral("lessons/told");
    if (told == settings->value(key).toString())
        return {};
    if (told.isEmpty())
        settings->remove(key);
    else
        settings->setValue(key, told);
    if (told.isEmpty())
        return {};
    //: At the start: lesson files of the teacher's folder that could not be used; %1 the folder, %2 the problems
    return tr("Some lessons in %1 could not be used and are left out:\n%2")
        .arg(QDir::toNativeSeparators(userLessonsFolder()), told);
}

void LessonModel::readFile(const QString& path, QList<Lesson>& out, QStringList& problems)
{
    const QString name = path.startsWith(QLatin1Char(':')) ? path : QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        problems << QStringLiteral("%1: cannot be read: %2").arg(name, file.errorString());
        return;
    }
    if (file.size() > kMaxLessonFileBytes) {
        problems << QStringLiteral("%1: larger than %2 MB: not read").arg(name).arg(kMaxLessonFileBytes >> 20);
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        problems << QStringLiteral("%1: not JSON at offset %2: %3")
                        .arg(name)
                        .arg(parseError.offset)
                        .arg(parseError.errorString());
        return;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || !root.value(QLatin1String("lessons")).isArray()) {
        problems << QStringLiteral("%1: expected {\"variant\": ..., \"lessons\": [...]}").arg(name);
        return;
    }
    const QString variant = root.value(QLatin1String("variant")).toString();
    const QJsonArray items = root.value(QLatin1String("lessons")).toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject object = items.at(i).toObject();
        const QString label = QStringLiteral("%1: lesson %2").arg(name).arg(i + 1)
            + (object.contains(QLatin1String("id"))
                   ? QStringLiteral(" (%1)").arg(object.value(QLatin1String("id")).toString())
                   : QString());
        QString error;
        Lesson lesson = items.at(i).isObject() ? Lesson::fromJson(object, variant, error) : Lesson{};
        if (!items.at(i).isObject())
            error = QStringLiteral("not a JSON object");
        Rules rules;
        if (error.isEmpty())
            lesson.makeRules(rules, error);
        if (error.isEmpty()) {
            Position start;
            Position end;
            StepList steps;
            error = lesson.play(rules, start, end, steps);
        }
        if (!error.isEmpty()) {
            problems << QStringLiteral("%1: %2; skipped").arg(label, error);
            continue;
        }
        lesson.source = path;
        out << lesson;
    }
}

void LessonModel::reload()
{
    QList<Lesson> all;
    QStringList problems;
    // A translated file (kalah.de.json) replaces the English one when it exists.
    for (const QString& path : builtInFiles())
        readFile(Translations::localized(path.chopped(5), QStringLiteral("json")), all, problems);
    for (const QString& path : userFiles())
        readFile(path, all, problems);
    m_all = all;
    if (problems != m_problems) {
        m_problems = problems;
        emit problemsChanged();
    }
    filter();
}

void LessonModel::filter()
{
    beginResetModel();
    m_shown.clear();
    std::copy_if(m_all.cbegin(), m_all.cend(), std::back_inserter(m_shown),
                 [this](const Lesson& l) { return m_variant.isEmpty() || l.variant == m_variant; });
    endResetModel();
    emit countChanged();
}

} // namespace mancala::app
