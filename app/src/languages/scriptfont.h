// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QString>

namespace mancala::app {

/**
 * @brief The fonts a language's script needs.
 *
 * Tigrinya and Amharic are written in Ge'ez (Ethiopic) script, which the
 * usual desktop fonts (DejaVu, Liberation) do not cover. Their text is drawn
 * with Abyssinica SIL (Debian's fonts-sil-abyssinica) as a fallback family:
 * the first family keeps the Latin letters, digits and symbols, Abyssinica SIL
 * draws every Ethiopic syllable. Relying on fontconfig's own fallback alone
 * would depend on which fonts happen to be installed.
 */
namespace ScriptFont {

/// The family that covers Ethiopic script.
inline constexpr const char* kEthiopicFamily = "Abyssinica SIL";

/// True for the languages written in Ethiopic script ("ti", "am").
bool isEthiopic(const QString& language);

/**
 * `base` with the families `language` needs appended as fallbacks (Abyssinica
 * SIL for Tigrinya and Amharic); `base` itself for other languages.
 */
QFont forLanguage(const QString& language, const QFont& base);

/**
 * Sets the application font for `language` (a GUI application only; a
 * console one has no fonts). Called when a translation is installed.
 */
void apply(const QString& language);

} // namespace ScriptFont

} // namespace mancala::app
