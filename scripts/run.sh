#!/usr/bin/env bash
# Installs what is missing, builds RankLens into build/ and starts the GUI.
# Usage: scripts/run.sh [PROJECT.ranklens]   (no argument: the bundled demo project)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/install-deps.sh"
cmake -S "$here" -B "$here/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$here/build" -j "$(nproc)" --target ranklens
exec "$here/build/app/ranklens" "$@"
