# What `cmake --install` puts under the prefix and what the package holds (cpack: a .deb and a
# .tar.gz): the program with its QML compiled in (qt_add_qml_module's resources: no QML file is
# installed), its manual page (printed by the program, from the text of its --help), the design
# schema, the lessons and the examples; in the desktop build also the desktop entry, AppStream
# metainfo, MIME type and icons.
set(SCALESCOPE_MAN_PAGE "${CMAKE_BINARY_DIR}/share/man/man1/scalescope.1")
add_custom_command(OUTPUT "${SCALESCOPE_MAN_PAGE}" "${SCALESCOPE_MAN_PAGE}.gz"
    COMMAND "${CMAKE_COMMAND}" "-DPROGRAM=$<TARGET_FILE:scalescope>" "-DOUTPUT=${SCALESCOPE_MAN_PAGE}"
            -P "${PROJECT_SOURCE_DIR}/packaging/ManPage.cmake"
    DEPENDS scalescope "${PROJECT_SOURCE_DIR}/packaging/ManPage.cmake"
    COMMENT "Writing the manual page scalescope.1"
    VERBATIM)
add_custom_target(scalescope_man ALL DEPENDS "${SCALESCOPE_MAN_PAGE}")
install(FILES "${SCALESCOPE_MAN_PAGE}.gz" DESTINATION share/man/man1)
install(FILES "${PROJECT_SOURCE_DIR}/resources/schema/scalescope.schema.json" DESTINATION share/scalescope)
# The built-in lessons and the examples some of them show (by "../examples/NAME"), side by side as
# in the source tree so that those paths hold.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/resources/lessons" "${PROJECT_SOURCE_DIR}/resources/examples"
        DESTINATION share/scalescope FILES_MATCHING PATTERN "*.scalescope.json")

if(SCALESCOPE_BUILD_GUI)
    set(app_id io.github.scalescope.ScaleScope)
    install(FILES "${PROJECT_SOURCE_DIR}/packaging/${app_id}.desktop" DESTINATION share/applications)
    install(FILES "${PROJECT_SOURCE_DIR}/packaging/${app_id}.metainfo.xml" DESTINATION share/metainfo)
    install(FILES "${PROJECT_SOURCE_DIR}/packaging/mime/scalescope.xml" DESTINATION share/mime/packages)
    install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/scalescope.svg" DESTINATION share/icons/hicolor/scalable/apps)

    # The 256 px icon, drawn from the same SVG when the program is built.
    add_executable(scalescope_icon_png "${PROJECT_SOURCE_DIR}/packaging/IconRaster.cpp")
    target_link_libraries(scalescope_icon_png PRIVATE Qt6::Gui Qt6::Svg scalescope_warnings)
    set(icon_png "${CMAKE_BINARY_DIR}/share/icons/hicolor/256x256/apps/scalescope.png")
    add_custom_command(OUTPUT "${icon_png}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${CMAKE_BINARY_DIR}/share/icons/hicolor/256x256/apps"
        COMMAND scalescope_icon_png "${PROJECT_SOURCE_DIR}/resources/icons/scalescope.svg" "${icon_png}" 256
        DEPENDS scalescope_icon_png "${PROJECT_SOURCE_DIR}/resources/icons/scalescope.svg"
        COMMENT "Drawing the 256 px icon"
        VERBATIM)
    add_custom_target(scalescope_icons ALL DEPENDS "${icon_png}")
    install(FILES "${icon_png}" DESTINATION share/icons/hicolor/256x256/apps)
endif()

set(CPACK_PACKAGE_NAME "scalescope")
set(CPACK_PACKAGE_VENDOR "ScaleScope")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # scalescope_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "ScaleScope maintainers")
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
# CPack puts the summary above this, the package's long description.
set(CPACK_PACKAGE_DESCRIPTION "ScaleScope models the NVLink scale-up, InfiniBand scale-out and Ethernet tiers of AI clusters
with the figures of real systems (DGX, GB200/GB300 NVL72), draws them, predicts the time of
NCCL collectives on them, and imports and exports the files of other tools. A desktop program
and a command line.")
# The libraries the program links, found by dpkg-shlibdeps ...
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# ... and what no library names: the QML modules the views import at run time (qml/ imports
# QtQuick, Controls, Layouts, Dialogs, QtQml.Models and QtCharts; these load Window, Templates,
# WorkerScript, the Controls' styles and the file dialog's folder list model). Package names are
# Debian 12's; tests/package/check-install.sh checks that every import of qml/ is here.
if(SCALESCOPE_BUILD_GUI)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-layouts, qml6-module-qtquick-window, qml6-module-qtquick-templates, qml6-module-qtquick-dialogs, qml6-module-qt-labs-folderlistmodel, qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, qml6-module-qtcharts")
    # The Simplified Chinese interface (its translations are inside the program) needs a font with
    # the CJK characters; Debian 12's Noto CJK is what the canvas and the exports are checked with.
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk")
endif()
include(CPack)
