# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DFOLDER=<dir> -P fresh_folder.cmake: an empty folder for the files
# tst_dialogs.qml exports (a new name must be new at every run).
file(REMOVE_RECURSE "${FOLDER}")
file(MAKE_DIRECTORY "${FOLDER}")
