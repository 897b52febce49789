// SPDX-License-Identifier: GPL-3.0-or-later
#include "mancala/rules.h"

#include "mancala/json.h"

#include <charconv>
#include <sstream>

namespace mancala {

namespace {

bool parseInt(std::string_view v, int& out)
{
    int x = 0;
    auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
    if (ec != std::errc{} || ptr != v.data() + v.size())
        return false;
    out = x;
    return true;
}

// E1: the standard Enkeshui layouts, rows as docs/rules.md writes them
// (North's row as the viewer sees it, then South's row from a).
const char* enkeshuiLayout(Layout layout, int houses)
{
    if (houses == 8)
        return layout == Layout::EnkeshuiB ? "0,0,4,4,4,4,4,4/4,4,4,4,4,4,0,0"
                                           : "4,4,4,4,4,4,0,0/0,0,4,4,4,4,4,4";
    if (houses == 10 && layout == Layout::EnkeshuiA)
        return "4,4,4,4,4,4,0,0,0,0/0,0,0,0,4,4,4,4,4,4";
    if (houses == 12 && layout == Layout::EnkeshuiA)
        return "3,3,0,3,3,0,3,3,0,3,3,0/0,3,3,0,3,3,0,3,3,0,3,3";
    return nullptr;
}

} // namespace

std::array<std::uint8_t, kMaxRing> Rules::initialSeeds() const
{
    std::array<std::uint8_t, kMaxRing> ring{};
    if (layout == Layout::Custom)
        return custom;
    if (layout != Layout::Uniform) {
        if (const char* text = enkeshuiLayout(layout, houses)) {
            int n = 0;
            parseRows(text, ring, n);
        }
        return ring;
    }
    for (int i = 0; i < 2 * houses; ++i)
        ring[i] = static_cast<std::uint8_t>(seeds);
    return ring;
}

int Rules::totalSeeds() const
{
    int total = 0;
    for (auto s : initialSeeds())
        total += s;
    return total;
}

std::string Rules::validate() const
{
    // The ranges are those of the table of house rules.
    HouseRuleInfo range;
    houseRule(variant, "houses", range);
    if (houses < range.min || houses > range.max || (houses - range.min) % range.step != 0)
        return std::to_string(houses) + " holes a row is not allowed for " + std::string(variantId(variant));
    houseRule(variant, "seeds", range);
    if (seeds < range.min || seeds > range.max)
        return "seeds per hole must be from " + std::to_string(range.min) + " to " + std::to_string(range.max);
    if (layout == Layout::EnkeshuiA || layout == Layout::EnkeshuiB) {
        if (variant != Variant::Enkeshui)
            return "layouts A and B are Enkeshui layouts (E1)";
        if (!enkeshuiLayout(layout, houses))
            return layout == Layout::EnkeshuiB
                ? "layout B is a 2x8 layout (E1)"
                : "Enkeshui has no standard layout for 2x" + std::to_string(houses)
                    + " (E1, E10): choose uniform or draw one in the layout editor";
    }
    const auto ring = initialSeeds();
    int total = 0;
    std::array<int, 2> perRow{};
    for (int i = 0; i < 2 * houses; ++i) {
        total += ring[i];
        perRow[i < houses ? 0 : 1] += ring[i];
    }
    if (total > kMaxSeeds)
        return "the layout holds " + std::to_string(total) + " seeds; at most "
            + std::to_string(kMaxSeeds) + " are supported";
    if (total == 0)
        return "the layout holds no seeds";
    if (perRow[0] == 0)
        return "South has no seeds to sow: the first player could not move";
    const bool racing = race && (variant == Variant::Mewelad || variant == Variant::Enkeshui);
    if (racing && perRow[1] == 0)
        return "North has no seeds to sow: the race (W2, E2) could not start";
    if (variant == Variant::Kalah && perRow[1] == 0)
        return "North has no seeds: the game would be over before it starts (K5)";
    return {};
}

std::string variantsJson()
{
    static constexpr std::string_view kNames[] = {
        "Kalah", "Qelat (Beni Amir & Mensa)", "Qelat (Keren / Magazeb II)", "Mewelad (Gabata)", "Enkeshui"};
    std::ostringstream out;
    out << "[\n";
    for (int i = 0; i < kVariantCount; ++i) {
        const auto v = static_cast<Variant>(i);
        out << "  {\"id\": " << jsonString(variantId(v)) << ", \"name\": " << jsonString(kNames[i])
            << ", \"houseRules\": [";
        const auto rules = houseRules(v);
        for (std::size_t k = 0; k < rules.size(); ++k) {
            const auto& h = rules[k];
            out << (k ? ", " : "") << "{\"id\": " << jsonString(h.id) << ", \"rule\": " << jsonString(h.rule)
                << ", \"default\": " << jsonString(h.values.front()) << ", \"values\": [";
            for (std::size_t j = 0; j < h.values.size(); ++j)
                out << (j ? ", " : "") << jsonString(h.values[j]);
            out << "]}";
        }
        out << "]}" << (i + 1 < kVariantCount ? "," : "") << "\n";
    }
    out << "]\n";
    return out.str();
}

std::string formatRows(const std::array<std::uint8_t, kMaxRing>& ring, int houses)
{
    std::string out;
    for (int k = 2 * houses - 1; k >= houses; --k) {
        out += std::to_string(ring[k]);
        if (k > houses)
            out += ',';
    }
    out += '/';
    for (int k = 0; k < houses; ++k) {
        out += std::to_string(ring[k]);
        if (k + 1 < houses)
            out += ',';
    }
    return out;
}

std::string parseRows(std::string_view text, std::array<std::uint8_t, kMaxRing>& ring, int& houses)
{
    const auto slash = text.find('/');
    if (slash == std::string_view::npos)
        return "expected two rows separated by '/'";
    auto parseRow = [](std::string_view row, std::vector<int>& out) -> std::string {
        if (row.empty())
            return "a row is empty";
        std::size_t start = 0;
        while (true) {
            const auto comma = row.find(',', start);
            const auto item = row.substr(start, comma == std::string_view::npos ? row.size() - start : comma - start);
            int n = 0;
            if (!parseInt(item, n) || n < 0) {
                std::string why = "'"; // built in steps: GCC 12 warns wrongly on "'" + std::string(...)
                why.append(item).append("' is not a seed count");
                return why;
            }
            if (n > kMaxSeeds)
                return "a hole of " + std::to_string(n) + " seeds is more than the "
                    + std::to_string(kMaxSeeds) + " supported";
            out.push_back(n);
            if (out.size() > static_cast<std::size_t>(kMaxRow))
                return "a row has more than " + std::to_string(kMaxRow) + " holes";
            if (comma == std::string_view::npos)
                break;
            start = comma + 1;
        }
        return {};
    };
    std::vector<int> north, south;
    std::string err = parseRow(text.substr(0, slash), north);
    if (err.empty())
        err = parseRow(text.substr(slash + 1), south);
    if (!err.empty())
        return err;
    if (north.size() != south.size())
        return "the rows have " + std::to_string(north.size()) + " and " + std::to_string(south.size()) + " holes";
    if (north.size() < 3)
        return "a row needs at least 3 holes";
    const int n = static_cast<int>(south.size());
    std::array<std::uint8_t, kMaxRing> out{};
    for (int k = 0; k < n; ++k) {
        out[k] = static_cast<std::uint8_t>(south[k]);
        out[2 * n - 1 - k] = static_cast<std::uint8_t>(north[k]);
    }
    ring = out;
    houses = n;
    return {};
}

} // namespace mancala
