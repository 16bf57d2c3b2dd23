"""Builds ranklens._core with the project's own CMake build (target ranklens_python) for the
Python that runs pip, and packages it with the pure-Python part (ranklens/*.py, the stub).

    pip install --no-build-isolation ./app/python        # into the active venv
    pip wheel --no-build-isolation --no-deps ./app/python -w dist

Needs what the CMake build needs (cmake, a C++20 compiler, pybind11-dev, python3-dev,
scripts/install-deps.sh); no network. RANKLENS_BUILD_DIR=<a configured CMake build of this
checkout> builds the target there instead of configuring a fresh build (the test suite does).
CMAKE_BUILD_PARALLEL_LEVEL sets the build's jobs. The build reads the whole checkout (the
engine, project(VERSION)), so it is made from a checkout, not from an sdist of app/python.
"""

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

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


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        cmake = shutil.which("cmake")
        if cmake is None:
            raise RuntimeError("building ranklens needs cmake (scripts/install-deps.sh)")
        given = os.environ.get("RANKLENS_BUILD_DIR")
        build = Path(given).resolve() if given else Path(self.build_temp).resolve() / "cmake"
        if not given:
            args = [cmake, "-S", str(TOP), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                    "-DRANKLENS_BUILD_GUI=OFF", "-DRANKLENS_BUILD_TESTS=OFF",
                    "-DRANKLENS_BUILD_BENCH=OFF", "-DRANKLENS_BUILD_PYTHON=ON",
                    f"-DPython3_EXECUTABLE={sys.executable}"]
            if shutil.which("ninja"):
                args += ["-G", "Ninja"]
            if shutil.which("ccache"):
                args.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
            subprocess.run(args, check=True)
        env = dict(os.environ)
        env.setdefault("CCACHE_BASEDIR", str(TOP))  # cache hits across checkouts
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


setup(version=project_version(),
      ext_modules=[Extension("ranklens._core", sources=[])],
      cmdclass={"build_ext": CMakeBuild})
