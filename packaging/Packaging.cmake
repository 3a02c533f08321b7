# Install rules for the desktop integration and the CPack settings for a Debian package.
# The manual page is printed by the program, from the text of its --help.
set(SCALESCOPE_MAN_PAGE "${CMAKE_BINARY_DIR}/share/man/man1/scalescope.1")
add_custom_command(OUTPUT "${SCALESCOPE_MAN_PAGE}" "${SCALESCOPE_MAN_PAGE}.gz"
    COMMAND "${CMAKE_COMMAND}" "-DPROGRAM=$<TARGET_FILE:scalescope>" "-DOUTPUT=${SCALESCOPE_MAN_PAGE}"
            -P "${PROJECT_SOURCE_DIR}/packaging/ManPage.cmake"
    DEPENDS scalescope "${PROJECT_SOURCE_DIR}/packaging/ManPage.cmake"
    COMMENT "Writing the manual page scalescope.1"
    VERBATIM)
add_custom_target(scalescope_man ALL DEPENDS "${SCALESCOPE_MAN_PAGE}")
install(FILES "${SCALESCOPE_MAN_PAGE}.gz" DESTINATION share/man/man1)
if(SCALESCOPE_BUILD_GUI)
    install(FILES "${PROJECT_SOURCE_DIR}/packaging/scalescope.desktop" DESTINATION share/applications)
    install(FILES "${PROJECT_SOURCE_DIR}/packaging/io.github.scalescope.ScaleScope.metainfo.xml" DESTINATION share/metainfo)
    install(FILES "${PROJECT_SOURCE_DIR}/packaging/mime/scalescope.xml" DESTINATION share/mime/packages)
    install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/scalescope.svg"
            DESTINATION share/icons/hicolor/scalable/apps)
endif()
install(FILES "${PROJECT_SOURCE_DIR}/resources/schema/scalescope.schema.json" DESTINATION share/scalescope)

set(CPACK_PACKAGE_NAME "scalescope")
set(CPACK_PACKAGE_VENDOR "ScaleScope")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "ScaleScope maintainers")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-layouts, qml6-module-qtquick-window, qml6-module-qtquick-templates")
include(CPack)
