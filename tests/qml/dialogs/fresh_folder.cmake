# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DFOLDER=<dir> [-DPREFIX=<path/tst_name_>] -P fresh_folder.cmake: an empty folder for
# the files tst_dialogs.qml exports (a new name must be new at every run), and
# the test's own autosave and settings removed, so that every run starts as the
# first one did (the picker opens on a new window).
file(REMOVE_RECURSE "${FOLDER}")
file(MAKE_DIRECTORY "${FOLDER}")
if(PREFIX)
    file(GLOB leftovers "${PREFIX}*")
    if(leftovers)
        file(REMOVE ${leftovers})
    endif()
endif()
