// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text between the Qt-free core (UTF-8 std::string) and Qt (QString).

#include <QString>

#include <string>
#include <string_view>

namespace mancala::app {

inline QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

inline std::string toStd(const QString& text) { return text.toUtf8().toStdString(); }

} // namespace mancala::app
