// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mancala/engine.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace mancala::app {

/**
 * @brief One teaching lesson: a position, the move to play there and the
 * rule ids that move must fire.
 *
 * Lessons are JSON files, `{"variant": "kalah", "lessons": [...]}`, each
 * lesson an object with `id`, `title`, `rules` (the ids it demonstrates,
 * the one it teaches first),
 * optional `houseRules` (`name=value` strings, applied in order),
 * `position` (a position string, docs/notation.md section 6), `move` (the
 * decision tokens of the expected move joined with '-'), `announces` (rule
 * ids some step of the move must name), optional `mustNotFire` (ids no step
 * may name) and `explanation` (one paragraph).
 */
struct Lesson {
    QString id;
    QString title;
    QString variant;
    QStringList rules;
    QStringList houseRules;
    QString position;
    QString move;
    QStringList announces;
    QStringList mustNotFire;
    QString explanation;
    QString source; ///< the file it came from

    /// The rule the lesson teaches: the first of `rules` (of `announces` when it lists none).
    QString ownRule() const { return rules.isEmpty() ? announces.value(0) : rules.first(); }

    /// Reads one lesson object; `variant` is the file's when the lesson names none.
    static Lesson fromJson(const QJsonObject& object, const QString& variant, QString& error);

    /// The rules of the lesson: the rule set's defaults and its house rules.
    bool makeRules(Rules& out, QString& error) const;

    /**
     * Sets up the position and plays the expected move, checking everything a
     * lesson promises: the position parses, every decision is legal, the
     * announced rules fire and the forbidden ones do not. `rules` must outlive
     * the positions. Empty when all holds, else the reason.
     */
    QString play(const Rules& rules, Position& start, Position& end, StepList& steps) const;
};

/**
 * @brief The lessons of every rule set, built in (`:/lessons/<variant>.json`)
 * and from the user's folder (the .json files of AppDataLocation/lessons), where a
 * teacher can add files. A file or lesson that does not hold is skipped and
 * named in `problems`.
 */
class LessonModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY variantChanged)
    Q_PROPERTY(QStringList problems READ problems NOTIFY problemsChanged)
    Q_PROPERTY(QString userFolder READ userFolder CONSTANT)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        TitleRole,
        VariantRole,
        RulesRole,
        HouseRulesRole,
        PositionRole,
        MoveRole,
        AnnouncesRole,
        ExplanationRole,
        SourceRole,
    };
    Q_ENUM(Role)

    explicit LessonModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Only the lessons of this rule set; empty: all of them.
    QString variant() const { return m_variant; }
    void setVariant(const QString& variant);
    QStringList problems() const { return m_problems; }
    QString userFolder() const;

    /// The lessons shown (after the variant filter).
    const QList<Lesson>& lessons() const { return m_shown; }

    /// Reads the built-in lessons and the user's folder again.
    Q_INVOKABLE void reload();

    /**
     * Reads one lesson file; appends its lessons that hold to `out` and a
     * message for each problem ("kalah.json: lesson 3 (kalah-pie): ...")
     * to `problems`.
     */
    static void readFile(const QString& path, QList<Lesson>& out, QStringList& problems);

    /// The folder where a teacher adds lesson files (AppDataLocation/lessons).
    static QString userLessonsFolder();

    /**
     * What the user's folder holds that could not be used, as one message
     * for the start of the program: empty when every file holds, and when
     * the same problems were told at an earlier start (the files are the
     * teacher's: they are never moved or changed, so the message would
     * otherwise come back at every start).
     */
    static QString userFolderNotice();

signals:
    void variantChanged();
    void problemsChanged();
    void countChanged();

private:
    void filter();

    QString m_variant;
    QList<Lesson> m_all;
    QList<Lesson> m_shown;
    QStringList m_problems;
};

} // namespace mancala::app
