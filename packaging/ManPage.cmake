# cmake -DPROGRAM=scalescope -DOUTPUT=.../scalescope.1 -P ManPage.cmake
# Writes the manual page the program prints (`scalescope man`, made from the text of its --help)
# to OUTPUT, and OUTPUT.gz beside it (what the package installs; no time stamp, so the same
# program gives the same bytes).
get_filename_component(folder "${OUTPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${folder}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E env SCALESCOPE_CATALOG= "${PROGRAM}" man
                OUTPUT_FILE "${OUTPUT}.new" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} man failed: ${result}")
endif()
file(RENAME "${OUTPUT}.new" "${OUTPUT}")
file(REMOVE "${OUTPUT}.gz")
file(ARCHIVE_CREATE OUTPUT "${OUTPUT}.gz" PATHS "${OUTPUT}" FORMAT raw COMPRESSION GZip COMPRESSION_LEVEL 9
     MTIME 0)
