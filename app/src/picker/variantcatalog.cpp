// SPDX-License-Identifier: GPL-3.0-or-later
#include "picker/variantcatalog.h"
#include "stdstrings.h"

#include "languages/translations.h"

#include "mancala/rules.h"

#include <QFile>
#include <QRegularExpression>

namespace mancala::app {

namespace {

Variant variantAt(int row) { return static_cast<Variant>(row); }

bool lookUp(const QString& id, Variant& v) { return variantFromId(id.toStdString(), v); }

QList<int> preview(Variant v)
{
    const Rules r = Rules::defaults(v);
    const auto ring = r.initialSeeds();
    QList<int> out;
    for (int i = 0; i < r.ring(); ++i)
        out << ring[static_cast<std::size_t>(i)];
    return out;
}

} // namespace

VariantCatalog::VariantCatalog(QObject* parent)
    : QAbstractListModel(parent)
{
    // The names, places and descriptions are made in the language of the moment.
    connect(LanguageChange::instance(), &LanguageChange::changed, this,
            [this] { emit dataChanged(index(0), index(rowCount() - 1)); });
}

int VariantCatalog::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : kVariantCount; }

QHash<int, QByteArray> VariantCatalog::roleNames() const
{
    return {
        {VariantIdRole, "variantId"}, {NameRole, "name"},     {DescriptionRole, "description"},
        {RegionRole, "region"},       {SourceRole, "source"}, {HousesRole, "houses"},
        {PreviewRole, "preview"},
    };
}

QVariant VariantCatalog::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= kVariantCount)
        return {};
    const Variant v = variantAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: {
        const QString names[] = {
            //: Rule set name
            tr("Kalah"),
            //: Rule set name: Qelat as the Beni Amir and Mensa play it
            tr("Qelat (Beni Amir & Mensa)"),
            //: Rule set name: Qelat as played in Keren (Magazeb II)
            tr("Qelat (Keren)"),
            //: Rule set name: Mewelad, also called Gabata
            tr("Mewelad (Gabata)"),
            //: Rule set name
            tr("Enkeshui"),
        };
        return names[index.row()];
    }
    case VariantIdRole: return fromStd(variantId(v));
    case DescriptionRole: {
        const QString lines[] = {
            //: One-line description of Kalah in the picker
            tr("Six houses and a store each: end in your store to move again, in an empty house to capture."),
            //: One-line description of Qelat (Beni Amir & Mensa) in the picker
            tr("Single laps towards the nearer end; make a hole four to claim it as your walda."),
            //: One-line description of Qelat (Keren) in the picker
            tr("Relay sowing; make an opponent's hole four to win an ekwarna, eat from theirs; played in rounds."),
            //: One-line description of Mewelad in the picker
            tr("A racing start, relay sowing, every four captured; rounds until one player owns every hole."),
            //: One-line description of Enkeshui in the picker
            tr("The Maasai game on long boards: relay sowing, bulls of four, captures along your row."),
        };
        return lines[index.row()];
    }
    case RegionRole: {
        const QString regions[] = {
            //: Where Kalah comes from
            tr("United States, 1940; played world-wide"),
            //: Where this Qelat is played
            tr("Eritrea: Beni Amir and Mensa"),
            //: Where this Qelat is played
            tr("Eritrea: Keren"),
            //: Where Mewelad is played
            tr("Eritrea"),
            //: Where Enkeshui is played
            tr("Maasai of Kenya and Tanzania"),
        };
        return regions[index.row()];
    }
    case SourceRole: {
        // docs/sources.md
        const QString sources[] = {
            //: Source of the Kalah rules
            tr("W. J. Champion Jr., 1940, after the encyclopedia article (Wikipedia) with its three variations"),
            //: Source of the Qelat (Beni Amir & Mensa) rules
            tr("R. Pankhurst, Ethiopia Observer 14(3), 1971, Qelat II (game 11), after Wikimanqala (R. Gering)"),
            //: Source of the Qelat (Keren) rules
            tr("R. Pankhurst 1971: 167-168, 171, Digital Ludeme Project evidence 1168 and 1299"),
            //: Source of the Mewelad rules
            tr("R. Pankhurst 1971: 168, Digital Ludeme Project (Ludii portal)"),
            //: Source of the Enkeshui rules
            tr("Encyclopedia article on Enkeshui (Engesho): boards, 48 seeds, setups, race, bulls"),
        };
        return sources[index.row()];
    }
    case HousesRole: return Rules::defaults(v).houses;
    case PreviewRole: return QVariant::fromValue(preview(v));
    }
    return {};
}

int VariantCatalog::indexOf(const QString& variantId) const
{
    Variant v;
    return lookUp(variantId, v) ? static_cast<int>(v) : -1;
}

QString VariantCatalog::name(const QString& variantId) const
{
    const int row = indexOf(variantId);
    return row < 0 ? QString() : data(index(row), NameRole).toString();
}

QVariantMap VariantCatalog::get(int row) const
{
    QVariantMap map;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        map.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return map;
}

QVariantList VariantCatalog::options(const QString& variantId) const
{
    Variant v;
    if (!lookUp(variantId, v))
        return {};
    QVariantList out;
    for (const HouseRuleInfo& info : houseRules(v)) {
        const QString id = fromStd(info.id);
        QVariantMap o;
        o[QStringLiteral("id")] = id;
        o[QStringLiteral("rule")] = fromStd(info.rule);
        QStringList values;
        for (const auto& value : info.values)
            values << fromStd(value);
        o[QStringLiteral("values")] = values;
        o[QStringLiteral("defaultValue")] = values.value(0);
        QString kind = QStringLiteral("switch");
        QString title;
        QString sentence;
        if (id == QLatin1String("houses")) {
            kind = id;
            //: House rule title: holes in each row
            title = tr("Holes in a row");
            sentence = v == Variant::Kalah
                //: What the houses option changes in Kalah (K1)
                ? tr("Houses in each player's row; the source plays six.")
                : v == Variant::Enkeshui
                //: What the houses option changes in Enkeshui (E10)
                ? tr("The sources play 2x8, 2x10 and 2x12; other even sizes take a uniform or drawn layout.")
                //: What the houses option changes in the Eritrean games
                : tr("Holes in each player's row; the sources play six.");
        } else if (id == QLatin1String("seeds")) {
            kind = id;
            //: House rule title: seeds in every hole at the start
            title = tr("Seeds per hole");
            sentence = v == Variant::Kalah
                //: What the seeds option changes in Kalah (K1)
                ? tr("Seeds in every house at the start: the source gives 3 as the rule and 4 as common.")
                //: What the seeds option changes
                : tr("Seeds in every hole at the start of a uniform layout.");
        } else if (id == QLatin1String("layout")) {
            kind = id;
            //: House rule title: how the seeds are set out at the start
            title = tr("Layout");
            //: What the layout option changes
            sentence = tr("How the seeds are set out at the start.");
        } else if (id == QLatin1String("clockwise")) {
            //: House rule title (K6)
            title = tr("Clockwise sowing");
            //: What the clockwise house rule changes (K6)
            sentence = tr("Seeds are sown clockwise instead of counter-clockwise.");
        } else if (id == QLatin1String("empty-capture")) {
            kind = QStringLiteral("choice");
            //: House rule title (K7)
            title = tr("Empty capture");
            //: What the empty-capture house rule is about (K4, K7); each value has its own sentence
            sentence = tr("What your last seed does in an empty house of your own.");
        } else if (id == QLatin1String("count-remaining")) {
            //: House rule title (K8)
            title = tr("Count the seeds left");
            //: What the count-remaining house rule changes (K8)
            sentence = tr("When the game ends, the seeds left in a player's houses go to their store; off, they are not counted.");
        } else if (id == QLatin1String("pie")) {
            //: House rule title (K9): the pie rule
            title = tr("Pie rule");
            //: What the pie house rule changes (K9)
            sentence = tr("After South's first move, North may swap sides instead of moving.");
        } else if (id == QLatin1String("walda-holes")) {
            kind = QStringLiteral("choice");
            //: House rule title (Q6)
            title = tr("Walda holes");
            //: What the walda-holes house rule changes (Q6)
            sentence = tr("Which holes can become waldas: six (your end holes and the two outermost at each end of the opponent's row) or the four corners only.");
        } else if (id == QLatin1String("skip-waldas")) {
            //: House rule title (Q7)
            title = tr("Skip waldas");
            //: What the skip-waldas house rule changes (Q7)
            sentence = tr("Sowing passes over waldas instead of dropping seeds into them.");
        } else if (id == QLatin1String("anti-repetition")) {
            //: House rule title (Q10)
            title = tr("No sowing straight back");
            //: What the anti-repetition house rule changes (Q10)
            sentence = tr("A single seed sown across the end of the board into the opponent's end hole may not be sown straight back on the next move.");
        } else if (id == QLatin1String("race")) {
            //: House rule title (W2, E2)
            title = tr("Racing start");
            sentence = v == Variant::Mewelad
                //: What the race house rule changes in Mewelad (W2)
                ? tr("Both players choose a hole in secret and sow at once; the first whose lap ends in an empty hole moves first. Off: South starts.")
                //: What the race house rule changes in Enkeshui (E2)
                : tr("Both players choose a hole in secret and sow at once, without captures or bulls, to decide who starts. Off: South starts.");
        } else if (id == QLatin1String("claimed-captures")) {
            //: House rule title (W4): captures are claimed
            title = tr("Captures are claimed (Jen)");
            //: What the claimed-captures house rule changes (W4)
            sentence = tr("Each four is offered as take or leave; a four left alone that grows to five becomes a Jen.");
        } else if (id == QLatin1String("special-move")) {
            //: House rule title (E8)
            title = tr("Special move");
            //: What the special-move house rule changes (E8)
            sentence = tr("Once per game a player may take the seeds of two of their holes and place them freely in their own holes.");
        } else if (id == QLatin1String("quiet-limit")) {
            kind = QStringLiteral("number");
            //: House rule title (G2)
            title = tr("Quiet move limit");
            const bool rounds = v == Variant::QelatKeren || v == Variant::Mewelad;
            sentence = rounds
                //: What the quiet-limit house rule changes in Qelat Keren and Mewelad, games of rounds (G2)
                ? tr("The round ends after this many full moves in which nothing is captured and no hole changes owner: each player takes the seeds in their own holes and the next round is dealt (0: no limit).")
                //: What the quiet-limit house rule changes (G2)
                : tr("The game is stopped after this many full moves in which nothing is captured and no hole changes owner (0: no limit).");
        } else if (id == QLatin1String("quiet-end")) {
            kind = QStringLiteral("choice");
            //: House rule title (G2 quiet-end): how a game stopped by the quiet move limit ends
            title = tr("At the quiet move limit");
            const bool rounds = v == Variant::QelatKeren || v == Variant::Mewelad;
            sentence = rounds
                //: What the quiet-end house rule does in Qelat Keren and Mewelad (G2): nothing, the limit ends the round
                ? tr("In a game of rounds the quiet move limit ends the round, not the game: this choice changes nothing here.")
                //: What the quiet-end house rule is about (G2); each value has its own sentence
                : tr("How a game stopped by the quiet move limit ends.");
        }
        if (kind == QLatin1String("switch"))
            o[QStringLiteral("onValue")] = values.value(0) == QLatin1String("on") ? QStringLiteral("off") : QStringLiteral("on");
        if (values.size() == 2 && values[1].contains(QLatin1Char('-'))) {
            const QStringList range = values[1].split(QLatin1Char('-'));
            o[QStringLiteral("min")] = range.value(0).toInt();
            o[QStringLiteral("max")] = range.value(1).toInt();
            o[QStringLiteral("step")] = id == QLatin1String("houses") && v != Variant::Kalah ? 2 : 1;
        }
        o[QStringLiteral("kind")] = kind;
        o[QStringLiteral("title")] = title;
        o[QStringLiteral("sentence")] = sentence;
        out << o;
    }
    return out;
}

QVariantList VariantCatalog::layouts(const QString& variantId, int houses) const
{
    Variant v;
    if (!lookUp(variantId, v))
        return {};
    QVariantList out;
    auto add = [&out](const QString& value, const QString& title, const QString& sentence) {
        out << QVariantMap{{QStringLiteral("value"), value},
                           {QStringLiteral("title"), title},
                           {QStringLiteral("sentence"), sentence}};
    };
    // E1: A for 2x8, 2x10 and 2x12, B for 2x8 only.
    if (v == Variant::Enkeshui) {
        if (houses == 8) {
            //: Enkeshui layout name (E1)
            add(QStringLiteral("A"), tr("Layout A"),
                //: Enkeshui layout A on 2x8 (E1)
                tr("Six holes of 4 in each row, the two empty holes at opposite ends."));
            //: Enkeshui layout name (E1)
            add(QStringLiteral("B"), tr("Layout B"),
                //: Enkeshui layout B on 2x8 (E1)
                tr("The mirror of A: the empty holes at the other ends."));
        } else if (houses == 10) {
            //: Enkeshui layout name (E1)
            add(QStringLiteral("A"), tr("2x10 layout"),
                //: Enkeshui layout on 2x10 (E1); no source gives one
                tr("Six holes of 4 in each row, point-symmetric (our reading: no source gives one)."));
        } else if (houses == 12) {
            //: Enkeshui layout name (E1)
            add(QStringLiteral("A"), tr("2x12 layout"),
                //: Enkeshui layout on 2x12 (E1)
                tr("Three seeds in two holes of every three."));
        }
    }
    //: Layout name: the same count in every hole
    add(QStringLiteral("uniform"), tr("Uniform"),
        //: What the uniform layout is
        tr("The same number of seeds in every hole."));
    //: Layout name: drawn in the layout editor
    add(QStringLiteral("custom"), tr("Custom"),
        //: What the custom layout is
        tr("Set the seeds hole by hole in the layout editor."));
    return out;
}

QString VariantCatalog::valueTitle(const QString& ruleName, const QString& value) const
{
    if (ruleName == QLatin1String("walda-holes")) {
        //: Walda holes (Q6): the six eligible holes
        if (value == QLatin1String("six")) return tr("Six holes");
        //: Walda holes (Q6): the four corner holes only
        if (value == QLatin1String("corners")) return tr("Four corners");
    }
    if (ruleName == QLatin1String("empty-capture")) {
        //: Empty capture (K7) off: K4 alone
        if (value == QLatin1String("off")) return tr("Off");
        //: Empty capture (K7) on: the last seed is captured alone too
        if (value == QLatin1String("on")) return tr("Also alone");
        //: Empty capture (K7) last-seed: only the last seed goes to the store
        if (value == QLatin1String("last-seed")) return tr("Last seed only");
    }
    if (ruleName == QLatin1String("quiet-end")) {
        //: At the quiet move limit (G2): the stopped game is scored
        if (value == QLatin1String("score")) return tr("Scored");
        //: At the quiet move limit (G2): the stopped game is drawn
        if (value == QLatin1String("draw")) return tr("Drawn");
    }
    return value;
}

QString VariantCatalog::valueSentence(const QString& ruleName, const QString& value) const
{
    if (ruleName == QLatin1String("empty-capture")) {
        if (value == QLatin1String("off"))
            //: Empty capture (K7) off: what it means (K4)
            return tr("It captures only when the house opposite holds seeds: that seed and the seeds opposite go to your store.");
        if (value == QLatin1String("on"))
            //: Empty capture (K7) on: what it means; the reading of the published Kalah solutions
            return tr("Also when the house opposite is empty: then the last seed alone goes to your store. The reading of the published Kalah solutions.");
        if (value == QLatin1String("last-seed"))
            //: Empty capture (K7) last-seed: what it means; the source's own words
            return tr("The last seed alone goes to your store and the seeds opposite stay, whatever the house opposite holds. The source's own words.");
    }
    if (ruleName == QLatin1String("quiet-end")) {
        if (value == QLatin1String("score"))
            //: At the quiet move limit (G2) score: what it means
            return tr("The stopped game is scored like a finished one: the seeds still in play count for no one.");
        if (value == QLatin1String("draw"))
            //: At the quiet move limit (G2) draw: what it means
            return tr("The stopped game is drawn, whatever the counts.");
    }
    return {};
}

QVariantList VariantCatalog::rulesPage(const QString& variantId) const
{
    if (indexOf(variantId) < 0)
        return {};
    // A translated page (kalah.de.md) replaces the English one when it exists.
    QFile file(Translations::localized(QStringLiteral(":/Mancala/resources/rules/%1").arg(variantId),
                                       QStringLiteral("md")));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return parseRulesPage(QString::fromUtf8(file.readAll()));
}

QVariantList VariantCatalog::parseRulesPage(const QString& text)
{
    // One block a paragraph: "# title", "## heading", "[K1] rule text",
    // "> note" (an interpretation, may start with a rule id too), "- source"
    // (in the sources list) or plain text. Lines of a paragraph are joined.
    static const QRegularExpression ruleId(QStringLiteral("^\\[([A-Z][0-9]+(?:, ?[A-Z][0-9]+)*)\\]\\s*"));
    QVariantList out;
    QString kind;
    QString id;
    QString body;
    auto flush = [&] {
        if (!kind.isEmpty())
            out << QVariantMap{{QStringLiteral("kind"), kind},
                               {QStringLiteral("ruleId"), id},
                               {QStringLiteral("text"), body.trimmed()}};
        kind.clear();
        id.clear();
        body.clear();
    };
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString& raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1String("<!--"))) {
            flush();
            continue;
        }
        QString rest = line;
        QString newKind;
        if (line.startsWith(QLatin1String("## "))) {
            newKind = QStringLiteral("heading");
            rest = line.mid(3);
        } else if (line.startsWith(QLatin1String("# "))) {
            newKind = QStringLiteral("title");
            rest = line.mid(2);
        } else if (line.startsWith(QLatin1String("> "))) {
            newKind = QStringLiteral("note");
            rest = line.mid(2);
        } else if (line.startsWith(QLatin1String("- "))) {
            newKind = QStringLiteral("source");
            rest = line.mid(2);
        } else if (!kind.isEmpty()) {
            body += QLatin1Char(' ') + line; // a paragraph going on
            continue;
        } else {
            newKind = QStringLiteral("text");
        }
        // A note or a source item going on over several lines stays one block.
        if (newKind == QLatin1String("note") && kind == newKind && !ruleId.match(rest).hasMatch()) {
            body += QLatin1Char(' ') + rest;
            continue;
        }
        flush();
        kind = newKind;
        if (const auto m = ruleId.match(rest); m.hasMatch()) {
            id = m.captured(1);
            rest = rest.mid(m.capturedLength());
            if (kind == QLatin1String("text"))
                kind = QStringLiteral("rule");
        }
        body = rest;
        if (kind == QLatin1String("heading") || kind == QLatin1String("title"))
            flush();
    }
    flush();
    return out;
}

} // namespace mancala::app
