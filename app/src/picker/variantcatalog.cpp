// SPDX-License-Identifier: GPL-3.0-or-later
#include "picker/variantcatalog.h"
#include "picker/houseruletexts.h"
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

QList<HouseRuleOption> VariantCatalog::options(const QString& variantId) const
{
    Variant v;
    if (!lookUp(variantId, v))
        return {};
    static const QString kinds[] = {QStringLiteral("number"), QStringLiteral("switch"), QStringLiteral("choice"),
                                    QStringLiteral("layout")};
    QList<HouseRuleOption> out;
    for (const HouseRuleInfo& info : houseRules(v)) {
        const QString id = fromStd(info.id);
        QStringList values;
        for (const auto& value : info.values)
            values << fromStd(value);
        const QString control = HouseRuleTexts::control(id);
        const QString kind = control.isEmpty() ? kinds[static_cast<int>(info.kind)] : control;
        HouseRuleOption o;
        o.id = id;
        o.rule = fromStd(info.rule);
        o.title = HouseRuleTexts::title(id);
        o.sentence = HouseRuleTexts::sentence(id, v);
        o.kind = kind;
        o.values = values;
        o.defaultValue = values.value(0);
        if (info.kind == HouseRuleKind::Switch)
            o.onValue = values.value(1);
        if (info.kind == HouseRuleKind::Number) {
            o.min = info.min;
            o.max = info.max;
            o.step = info.step;
        }
        out << o;
    }
    return out;
}

QList<LayoutChoice> VariantCatalog::layouts(const QString& variantId, int houses) const
{
    Variant v;
    if (!lookUp(variantId, v))
        return {};
    QList<LayoutChoice> out;
    auto add = [&out](const QString& value, const QString& title, const QString& sentence) {
        out << LayoutChoice{value, title, sentence};
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
    return HouseRuleTexts::valueTitle(ruleName, value);
}

QString VariantCatalog::valueSentence(const QString& ruleName, const QString& value) const
{
    return HouseRuleTexts::valueSentence(ruleName, value);
}

QList<RulesPageBlock> VariantCatalog::rulesPage(const QString& variantId) const
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

QList<RulesPageBlock> VariantCatalog::parseRulesPage(const QString& text)
{
    // One block a paragraph: "# title", "## heading", "[K1] rule text",
    // "> note" (an interpretation, may start with a rule id too), "- source"
    // (in the sources list) or plain text. Lines of a paragraph are joined.
    static const QRegularExpression ruleId(QStringLiteral("^\\[([A-Z][0-9]+(?:, ?[A-Z][0-9]+)*)\\]\\s*"));
    QList<RulesPageBlock> out;
    QString kind;
    QString id;
    QString body;
    auto flush = [&] {
        if (!kind.isEmpty())
            out << RulesPageBlock{kind, id, body.trimmed()};
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
