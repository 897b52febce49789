// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>

namespace mancala::app {

/**
 * @brief The rules core's English sentences (whyIllegal()) in the language
 * of the app.
 *
 * The core has no Qt and speaks English. Its sentences are fixed texts, so
 * coretexts.cpp lists each of them once with QT_TRANSLATE_NOOP (context
 * "mancala::whyIllegal"), where lupdate reads them, and this looks the
 * sentence up in the installed translations. A sentence with a number in it
 * is matched by a pattern and translated with placeholders. A sentence the
 * list lacks comes out in English; tst_translations checks that every
 * sentence the core gives over many positions is in the list.
 */
QString coreText(const std::string& sentence);

/// Whether the sentence is one of the listed ones (for the test).
bool isKnownCoreText(const std::string& sentence);

} // namespace mancala::app
