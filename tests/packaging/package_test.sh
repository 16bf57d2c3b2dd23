#!/usr/bin/env bash
# Builds the Debian package from BUILD_DIR and checks it as a user's machine would see it:
# contents, control fields, desktop entry, AppStream metainfo, lintian (no errors), no build
# paths baked in; then runs the installed binaries from a scratch root: ranklens-cli --version,
# ranklens-cli eval on the installed demo files (equal to the build tree's output), and the
# GUI under Xvfb until its window shows.
# usage: package_test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1
build=$2
work=$(mktemp -d /tmp/ranklens-package-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

version=$(sed -n 's/^project(RankLens VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
[[ -n $version ]] || fail "no version in CMakeLists.txt"

(cd "$work" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >cpack.log 2>&1) ||
  { cat "$work/cpack.log" >&2; fail "cpack"; }
deb=$(ls "$work"/out/*.deb)
[[ $(basename "$deb") == ranklens_${version}_*.deb ]] || fail "package name $(basename "$deb")"
echo "package: $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# Contents.
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's#^\./#/#' >"$work/contents"
for f in /usr/bin/ranklens /usr/bin/ranklens-cli \
  /usr/share/applications/org.ranklens.RankLens.desktop \
  /usr/share/metainfo/org.ranklens.RankLens.metainfo.xml \
  /usr/share/mime/packages/org.ranklens.RankLens.xml \
  /usr/share/icons/hicolor/scalable/apps/org.ranklens.RankLens.svg \
  /usr/share/icons/hicolor/48x48/apps/org.ranklens.RankLens.png \
  /usr/share/icons/hicolor/256x256/apps/org.ranklens.RankLens.png \
  /usr/share/man/man1/ranklens-cli.1.gz /usr/share/man/man1/ranklens.1.gz \
  /usr/share/bash-completion/completions/ranklens-cli \
  /usr/share/ranklens/demo/grades.qrels /usr/share/ranklens/demo/baseline.run \
  /usr/share/doc/ranklens/copyright /usr/share/doc/ranklens/changelog.gz \
  /usr/share/doc/ranklens/resources/CHANGELOG.md /usr/share/doc/ranklens/README.md \
  /usr/share/doc/ranklens/resources/docs/README.md /usr/share/doc/ranklens/resources/docs/tour.md \
  /usr/share/doc/ranklens/resources/screenshots/main.png; do
  grep -qx "$f" "$work/contents" || fail "$f missing from the package"
done
! grep -Eq 'gtest|gmock|benchmark|/include/|\.a$' "$work/contents" || fail "build-only files in the package"

# Control fields: dependencies computed by dpkg-shlibdeps, section, version.
[[ $(dpkg-deb -f "$deb" Version) == "$version" ]] || fail "Version"
[[ $(dpkg-deb -f "$deb" Section) == science ]] || fail "Section"
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6widgets6 libsqlite3-0 libc6 libstdc++6; do
  [[ $depends == *"$lib"* ]] || fail "Depends lacks $lib: $depends"
done
echo "depends: $depends"

root="$work/root"
dpkg-deb -x "$deb" "$root"
# The installed README and guides: every relative link reaches a file of the package.
python3 "$src/tests/docs/check_links.py" "$root/usr/share/doc/ranklens" || fail "installed doc links"
desktop-file-validate "$root/usr/share/applications/org.ranklens.RankLens.desktop" ||
  fail "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/org.ranklens.RankLens.metainfo.xml" ||
  fail "appstreamcli validate"
# The file type: shared-mime-info compiles it, and a project file is recognised by name.
mkdir -p "$work/mime/packages"
cp "$root/usr/share/mime/packages/org.ranklens.RankLens.xml" "$work/mime/packages/"
update-mime-database "$work/mime" || fail "update-mime-database"
grep -q 'application/x-ranklens-project:\*\.ranklens' "$work/mime/globs2" || fail "no *.ranklens glob"
grep -q 'application/x-ranklens-project' "$work/mime/magic" || fail "no magic for projects"
lintian --fail-on error --no-tag-display-limit "$deb" >"$work/lintian.log" 2>&1 ||
  { cat "$work/lintian.log" >&2; fail "lintian reports errors"; }
echo "lintian: $(grep -c '^E:' "$work/lintian.log" || true) errors, $(grep -c '^W:' "$work/lintian.log" || true) warnings"

# Nothing from the build machine baked in.
for b in "$root/usr/bin/ranklens" "$root/usr/bin/ranklens-cli"; do
  ! strings "$b" | grep -Fq -e "$build" -e "$src/" || fail "$b contains a build path"
done

# The installed CLI.
out=$("$root/usr/bin/ranklens-cli" --version)
[[ $out == "ranklens-cli $version" ]] || fail "ranklens-cli --version says '$out'"
demo="$root/usr/share/ranklens/demo"
"$root/usr/bin/ranklens-cli" eval -m P.10 -m ndcg_cut.10 -m map "$demo/grades.qrels" "$demo/baseline.run" >"$work/installed.txt"
"$build/app/ranklens-cli" eval -m P.10 -m ndcg_cut.10 -m map "$src/resources/demo/grades.qrels" "$src/resources/demo/baseline.run" >"$work/built.txt"
diff "$work/built.txt" "$work/installed.txt" || fail "installed eval differs from the build's"
grep -Pq '^P_10\s+all\s+0\.\d{4}$' "$work/installed.txt" || fail "no P_10 line: $(cat "$work/installed.txt")"
# The Python module (when the build has it): in the system's Python path, importable from the
# scratch root, its numbers the installed CLI's.
if grep -q '^RANKLENS_BUILD_PYTHON:BOOL=ON' "$build/CMakeCache.txt"; then
  pydir="$root/usr/lib/python3/dist-packages"
  grep -qx /usr/lib/python3/dist-packages/ranklens/__init__.py "$work/contents" || fail "python module missing"
  grep -q '^/usr/lib/python3/dist-packages/ranklens/_core\.cpython-.*\.so$' "$work/contents" ||
    fail "python extension missing"
  ! strings "$pydir"/ranklens/_core.*.so | grep -Fq -e "$build" -e "$src/" || fail "the module contains a build path"
  PYTHONPATH="$pydir" /usr/bin/python3 - "$demo/grades.qrels" "$demo/baseline.run" >"$work/python.txt" <<'PY' ||
import sys, ranklens
r = ranklens.evaluate(sys.argv[1], sys.argv[2], ["P.10", "ndcg_cut.10", "map"])
for name, v in r.means["value"].items():
    print(f"{name:<22}\tall\t{v:6.4f}")
PY
    fail "the installed module failed: $(cat "$work/python.txt")"
  grep -v -e '^runid' -e '^num_q' "$work/installed.txt" | diff - "$work/python.txt" ||
    fail "the installed module's means differ from the installed CLI's"
  # The typed stubs the build wrote from the definitions schema, naming every keyword.
  PYTHONPATH="$pydir" /usr/bin/python3 - <<'PY' || fail "the installed stubs miss a definition keyword"
import ast, pathlib, ranklens
for stub in ("__init__.pyi", "dask.pyi"):
    tree = ast.parse((pathlib.Path(ranklens.__file__).parent / stub).read_text())
    f = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "evaluate")
    missing = ({d["python"] for d in ranklens._core.definitions() if d["python"]}
               - {a.arg for a in f.args.kwonlyargs})
    assert not missing, (stub, missing)
PY
  echo "installed python module: $(head -c 200 "$work/python.txt" | tr '\n' ' ')"
fi
gui_version=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/ranklens" --version 2>/dev/null)
[[ $gui_version == "RankLens $version" ]] || fail "ranklens --version says '$gui_version'"

# The installed GUI shows its window (a fresh home: the demo project is built there).
home="$work/home"
mkdir -p "$home"
cat >"$work/gui.sh" <<SH
#!/usr/bin/env bash
"$root/usr/bin/ranklens" --lang en &
pid=\$!
win=\$(timeout 60 xdotool search --sync --onlyvisible --name 'RankLens' | head -1)
kill \$pid 2>/dev/null || true
wait \$pid 2>/dev/null || true
[[ -n \$win ]]
SH
chmod +x "$work/gui.sh"
# (ctest runs with QT_QPA_PLATFORM=offscreen, which would keep the window off the X display.)
env -u QT_QPA_PLATFORM HOME="$home" XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config" \
  xvfb-run -a -s "-screen 0 1366x768x24" "$work/gui.sh" || fail "the installed GUI showed no window"
echo "installed GUI window shown"
echo "package test: all checks passed"
