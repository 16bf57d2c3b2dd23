"""Builds ranklens._core with the project's own CMake build (target ranklens_python) for the
Python that runs pip, and packages it with the pure-Python part (ranklens/*.py) and the typed
stubs that build writes (ranklens/*.pyi, from ranklens/*.pyi.in and the definitions schema).

    pip install --no-build-isolation ./app/python        # into the active venv
    pip wheel --no-build-isolation --no-deps ./app/python -w dist

Needs what the CMake build needs (cmake, a C++20 compiler, pybind11-dev, python3-dev,
scripts/install-deps.sh); no network. RANKLENS_BUILD_DIR=<a configured CMake build of this
checkout> builds the target there instead of configuring a fresh build (the test suite does).
Without it, the README's build tree (build/ at the top of the checkout) is used when it was
configured from this checkout for this Python: the extension is built there in seconds, not the
whole engine again (about 5 minutes on 2 cores). Otherwise a fresh unity build with every core.
CMAKE_BUILD_PARALLEL_LEVEL sets the build's jobs. The build reads the whole checkout (the
engine, project(VERSION)), so it is made from a checkout, not from an sdist of app/python.

pip builds a wheel through the command bdist_wheel, which the package `wheel` brings to
setuptools before 70.1 (Debian's python3-wheel; a pyenv or python.org Python often lacks it):
without it this script stops at once, naming it, instead of setuptools' "invalid command
'bdist_wheel'".
"""

import importlib
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import setuptools
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

TOP = Path(__file__).resolve().parent.parent.parent  # the checkout: app/python/../..


def project_version():
    """The version of project(RankLens VERSION x.y.z): the one place it is set."""
    text = (TOP / "CMakeLists.txt").read_text(encoding="utf-8")
    m = re.search(r"project\(\s*RankLens\s+VERSION\s+([0-9][0-9.]*)", text)
    if not m:
        raise RuntimeError(f"no project(RankLens VERSION ...) in {TOP / 'CMakeLists.txt'}")
    return m.group(1)


def require_wheel():
    """Stops with the missing package named when pip's wheel build cannot run here (pip runs
    dist_info for the metadata, then bdist_wheel: both need the command)."""
    if not {"bdist_wheel", "dist_info"} & set(sys.argv[1:]):
        return
    for module in ("setuptools.command.bdist_wheel", "wheel.bdist_wheel"):
        try:
            importlib.import_module(module)
            return
        except ImportError:
            pass
    sys.exit(f"ranklens: pip install --no-build-isolation needs the Python package 'wheel' in "
             f"the Python that runs pip ({sys.executable}), which has setuptools "
             f"{setuptools.__version__} without it. Install it there "
             f"({sys.executable} -m pip install wheel; Debian's /usr/bin/python3: apt install "
             f"python3-wheel) or leave out --no-build-isolation (pip then fetches it).")


def cmake_cache(build):
    """The entries of build/CMakeCache.txt as a dict (empty when there is none)."""
    entries = {}
    cache = build / "CMakeCache.txt"
    if cache.is_file():
        for line in cache.read_text(encoding="utf-8", errors="replace").splitlines():
            m = re.match(r"([A-Za-z0-9_]+):[A-Z]+=(.*)", line)
            if m:
                entries[m.group(1)] = m.group(2)
    return entries


def reusable_build(build):
    """True when build is a CMake tree of this checkout that builds the module for this Python
    (a venv's python is its base interpreter's symlink, so the real paths are compared)."""
    cache = cmake_cache(build)
    home, python = cache.get("CMAKE_HOME_DIRECTORY"), cache.get("Python3_EXECUTABLE")
    return (home is not None and python is not None and Path(home).resolve() == TOP
            and cache.get("RANKLENS_BUILD_PYTHON", "ON").upper() not in ("OFF", "0", "FALSE")
            and os.path.realpath(python) == os.path.realpath(sys.executable))


def existing_build():
    """RANKLENS_BUILD_DIR, else the README's build tree when it fits this Python, else None."""
    given = os.environ.get("RANKLENS_BUILD_DIR")
    if given:
        return Path(given).resolve()
    readme_tree = TOP / "build"
    return readme_tree if reusable_build(readme_tree) else None


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        cmake = shutil.which("cmake")
        if cmake is None:
            raise RuntimeError("building ranklens needs cmake (scripts/install-deps.sh)")
        build = existing_build()
        if build is None:
            build = Path(self.build_temp).resolve() / "cmake"
            args = [cmake, "-S", str(TOP), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                    "-DCMAKE_UNITY_BUILD=ON", "-DRANKLENS_BUILD_GUI=OFF",
                    "-DRANKLENS_BUILD_TESTS=OFF", "-DRANKLENS_BUILD_BENCH=OFF",
                    "-DRANKLENS_BUILD_PYTHON=ON", f"-DPython3_EXECUTABLE={sys.executable}"]
            if shutil.which("ninja"):
                args += ["-G", "Ninja"]
            if shutil.which("ccache"):
                args.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
            subprocess.run(args, check=True)
        print(f"ranklens: building the extension in {build}", flush=True)
        env = dict(os.environ)
        env.setdefault("CCACHE_BASEDIR", str(TOP))  # cache hits across checkouts
        env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))  # every core
        subprocess.run([cmake, "--build", str(build), "--target", "ranklens_python"],
                       check=True, env=env)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = build / "app" / "python" / "ranklens" / f"_core{suffix}"
        if not built.exists():
            raise RuntimeError(f"{built} was not built: the CMake build in {build} is for another "
                               f"Python than {sys.executable} (or has RANKLENS_BUILD_PYTHON off)")
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)
        for stub in ("__init__.pyi", "dask.pyi"):  # written by the build from the schema
            shutil.copyfile(built.parent / stub, target.parent / stub)


if __name__ == "__main__":  # pip runs it so; the tests import its helpers
    require_wheel()
    setup(version=project_version(),
          ext_modules=[Extension("ranklens._core", sources=[])],
          cmdclass={"build_ext": CMakeBuild})
