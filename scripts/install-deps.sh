#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages RankLens needs to build, test and run — only those missing.
# Usage: scripts/install-deps.sh   (uses sudo when not root)
set -euo pipefail
packages=(
  cmake g++ ninja-build pkg-config
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libqcustomplot-dev
  libsqlite3-dev sqlite3 zlib1g-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libcli11-dev libfast-float-dev libboost-math-dev nlohmann-json3-dev
  clang libclang-rt-14-dev ccache
  qt6-translations-l10n python3
  xvfb xauth xdotool imagemagick fonts-noto-cjk openbox x11-utils
  dpkg-dev file lintian desktop-file-utils appstream binutils shared-mime-info
  pybind11-dev python3-dev python3-numpy python3-pandas python3-dask python3-distributed
  python3-pytest python3-sklearn python3-scipy python3-statsmodels
  python3-venv python3-pip python3-setuptools python3-wheel python3-matplotlib
  jupyter-nbconvert python3-ipykernel python3-nbformat mypy
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
