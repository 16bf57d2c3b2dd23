# Install rules and the Debian package (CPack DEB), included by the top-level CMakeLists.txt.
# `cmake --install build --prefix DIR` installs; scripts/package.sh builds the .deb.
include(GNUInstallDirs)

set(RANKLENS_HOMEPAGE "https://github.com/ranklens/ranklens" CACHE STRING
    "Project web address, written into the AppStream metainfo and the package")
set(RANKLENS_SCREENSHOT_BASE "${RANKLENS_HOMEPAGE}/raw/main/resources/screenshots" CACHE STRING
    "Where the metainfo's screenshots are published")
set(RANKLENS_MAINTAINER "The RankLens developers <maintainers@ranklens.org>" CACHE STRING
    "Package maintainer (name <address>)")
# The release date of PROJECT_VERSION (set together with the version and CHANGELOG.md).
set(RANKLENS_RELEASE_DATE "2026-11-30")
set(RANKLENS_RELEASE_DATE_RFC2822 "Mon, 30 Nov 2026 00:00:00 +0000")

set(pkg ${CMAKE_CURRENT_LIST_DIR})
set(gen ${PROJECT_BINARY_DIR}/packaging)
set(app_id org.ranklens.RankLens)

install(TARGETS ranklens-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET ranklens)
  install(TARGETS ranklens RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${pkg}/${app_id}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  configure_file(${pkg}/${app_id}.metainfo.xml.in ${gen}/${app_id}.metainfo.xml @ONLY)
  install(FILES ${gen}/${app_id}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${pkg}/ranklens-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
          RENAME ${app_id}.xml)
  set(icons ${PROJECT_SOURCE_DIR}/resources/icons)
  install(FILES ${icons}/ranklens.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
          RENAME ${app_id}.svg)
  foreach(size 16 32 48 64 128 256)
    install(FILES ${icons}/ranklens-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME ${app_id}.png)
  endforeach()
endif()

# The demo inputs, for trying ranklens-cli (the GUI builds its demo project from the copy it embeds).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/demo/ DESTINATION ${CMAKE_INSTALL_DATADIR}/ranklens/demo)

# Man pages and bash completion, generated from the binaries' own --help at build time.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(man_pages ${gen}/ranklens-cli.1.gz)
set(man_deps ranklens-cli)
set(gui_man_cmd)
if(TARGET ranklens)
  list(APPEND man_pages ${gen}/ranklens.1.gz)
  list(APPEND man_deps ranklens)
  set(gui_man_cmd COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
      ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/cli_docs.py --gui $<TARGET_FILE:ranklens>
      ${PROJECT_VERSION} ${gen}/ranklens.1
      COMMAND gzip -9nf ${gen}/ranklens.1)
endif()
add_custom_command(
  OUTPUT ${man_pages} ${gen}/ranklens-cli.bash
  COMMAND ${CMAKE_COMMAND} -E make_directory ${gen}
  COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/cli_docs.py $<TARGET_FILE:ranklens-cli>
          ${PROJECT_VERSION} ${gen}/ranklens-cli.1 ${gen}/ranklens-cli.bash
  COMMAND gzip -9nf ${gen}/ranklens-cli.1
  ${gui_man_cmd}
  DEPENDS ${man_deps} ${PROJECT_SOURCE_DIR}/scripts/cli_docs.py
  COMMENT "Man pages and bash completion from the binaries' --help")
add_custom_target(ranklens_docs ALL DEPENDS ${man_pages} ${gen}/ranklens-cli.bash)
install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${gen}/ranklens-cli.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME ranklens-cli)

# Documentation: README, what each version brought, the license in Debian's format.
configure_file(${pkg}/changelog.Debian.in ${gen}/changelog @ONLY)
add_custom_command(OUTPUT ${gen}/changelog.gz COMMAND gzip -9nkf ${gen}/changelog
                   DEPENDS ${gen}/changelog)
add_custom_target(ranklens_changelog ALL DEPENDS ${gen}/changelog.gz)
configure_file(${pkg}/copyright ${gen}/copyright @ONLY)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${gen}/copyright ${gen}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/ranklens)  # Debian: named after the package
# The guides and the screenshots they show, in the source tree's layout so that the README's
# and the guides' relative links keep working where they are installed.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/docs ${PROJECT_SOURCE_DIR}/resources/screenshots
                  ${PROJECT_SOURCE_DIR}/resources/examples
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/ranklens/resources)
install(FILES ${PROJECT_SOURCE_DIR}/resources/CHANGELOG.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/ranklens/resources)

# The Debian package: runtime dependencies from dpkg-shlibdeps, stripped binaries.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ranklens)
set(CPACK_PACKAGE_VENDOR "The RankLens developers")
set(CPACK_PACKAGE_CONTACT "${RANKLENS_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "explore and compare the quality of ranked lists")
# CPack makes the summary the synopsis line and indents the body; an empty line separates paragraphs.
set(CPACK_PACKAGE_DESCRIPTION "RankLens computes Precision@k, Recall@k, F1@k, NDCG@k, MRR, MAP and related
measures for search results and recommendation lists, per query and overall,
and shows them: metric-vs-k curves, per-query breakdowns, model comparison
with significance tests, and a ranked list whose items can be rearranged while
every number updates. Its numbers match trec_eval's.

The package contains the desktop application (ranklens) and the command-line
tool (ranklens-cli).")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${RANKLENS_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# Only the application: GoogleTest/benchmark install rules of the tests are not part of it.
set(CPACK_COMPONENTS_ALL Unspecified)
# The Python module (app/python): recommends the interpreter it was built for and pandas.
if(TARGET ranklens_python)
  set(py "${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}")
  math(EXPR py_next "${Python3_VERSION_MINOR} + 1")
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
      "python3 (>= ${py}~), python3 (<< ${Python3_VERSION_MAJOR}.${py_next}), python3-numpy, python3-pandas")
  set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3-dask, python3-distributed")
  string(APPEND CPACK_PACKAGE_DESCRIPTION "

It also contains the Python module ranklens (the same engine for pandas
DataFrames, and ranklens.dask for Dask clusters).")
endif()
include(CPack)
