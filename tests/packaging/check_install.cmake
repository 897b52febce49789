# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into PREFIX and checks that every file of the package is there.
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
foreach(file bin/mancala bin/mancala-cli
             share/applications/org.mancala.Mancala.desktop
             share/metainfo/org.mancala.Mancala.metainfo.xml
             share/icons/hicolor/scalable/apps/org.mancala.Mancala.svg
             share/man/man6/mancala.6 share/man/man6/mancala-cli.6)
    if(NOT EXISTS ${PREFIX}/${file})
        message(FATAL_ERROR "not installed: ${file}")
    endif()
endforeach()
# The desktop entry's icon and the metainfo's launchable name installed files.
file(READ ${PREFIX}/share/applications/org.mancala.Mancala.desktop desktop)
if(NOT desktop MATCHES "Icon=org.mancala.Mancala\n")
    message(FATAL_ERROR "the desktop entry does not name the installed icon")
endif()
file(READ ${PREFIX}/share/metainfo/org.mancala.Mancala.metainfo.xml metainfo)
if(NOT metainfo MATCHES "<launchable type=\"desktop-id\">org.mancala.Mancala.desktop</launchable>")
    message(FATAL_ERROR "the metainfo does not launch the installed desktop entry")
endif()
