#!/usr/bin/env bash
# Builds the Debian package of RankLens: installs what is missing, builds (Release, no tests),
# and writes build-package/ranklens_VERSION_ARCH.deb (the Python module `ranklens` included, in
# /usr/lib/python3/dist-packages). Install it with
#   sudo apt install ./build-package/ranklens_*.deb
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/install-deps.sh"
cmake -S "$here" -B "$here/build-package" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DRANKLENS_BUILD_TESTS=OFF -DRANKLENS_BUILD_BENCH=OFF \
  -DRANKLENS_BUILD_PYTHON=ON -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
cmake --build "$here/build-package" -j "$(nproc)"
(cd "$here/build-package" && cpack -G DEB -B "$here/build-package")
ls "$here"/build-package/ranklens_*.deb
