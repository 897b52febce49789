// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace mancala::app {

/**
 * @brief Names the application for Qt: the organization "Mancala", the
 * application "mancala", the domain "mancala.org" (as the desktop entry
 * org.mancala.Mancala). Settings go to ~/.config/Mancala/mancala.conf, the
 * autosave and lessons to ~/.local/share/Mancala/mancala, the presets to
 * ~/.config/Mancala/mancala.
 *
 * Earlier versions named no organization (settings in "Unknown
 * Organization", data in ~/.local/share/mancala): what they left is moved to
 * the new places once, when the new place is still empty. Nothing is
 * overwritten, and a file that cannot be moved stays where it is.
 *
 * No display name is set: Qt would add it to every window title
 * ("Mancala – Kalah — Mancala").
 */
void setUpApplicationIdentity();

} // namespace mancala::app
