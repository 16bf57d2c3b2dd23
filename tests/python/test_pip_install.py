"""`pip install --no-build-isolation --no-deps ./app/python` into a fresh venv (Debian's
setuptools, no network) gives an importable ranklens whose distribution version is the CLI's
and whose numbers are the CLI's; `pip wheel` gives a wheel with the extension, the stub and
py.typed. RANKLENS_BUILD_DIR (the suite's build) spares a second build of the engine."""

import importlib.util
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import CLI, cli_eval_json

TOP = Path(__file__).resolve().parents[2]
DEMO = TOP / "resources" / "demo"


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    """A copy of what the package build reads (the build writes build/ and *.egg-info beside
    setup.py): the top-level CMakeLists.txt (the version) and app/python."""
    src = tmp_path_factory.mktemp("checkout")
    shutil.copy(TOP / "CMakeLists.txt", src / "CMakeLists.txt")
    shutil.copytree(TOP / "app" / "python", src / "app" / "python",
                    ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    return src


def clean_env():
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PIP_INDEX_URL")}
    env["PIP_NO_INDEX"] = "1"  # no network: what the machine has
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def pip(python, *args, cwd):
    out = subprocess.run([str(python), "-m", "pip", *args], capture_output=True, text=True,
                         env=clean_env(), cwd=cwd)
    assert out.returncode == 0, f"pip {' '.join(args)}:\n{out.stdout}\n{out.stderr}"
    return out.stdout


def cli_version():
    out = subprocess.run([CLI, "--version"], capture_output=True, text=True, check=True)
    return re.search(r"ranklens-cli (\S+)", out.stdout).group(1)


def test_pip_install_into_a_fresh_venv(checkout, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                   check=True)
    python = venv / "bin" / "python"
    pip(python, "install", "--no-build-isolation", "--no-deps", str(checkout / "app" / "python"),
        cwd=tmp_path)
    script = (
        "import importlib.metadata, json, ranklens\n"
        f"res = ranklens.evaluate({str(DEMO / 'grades.qrels')!r}, "
        f"{str(DEMO / 'new_model.run')!r}, ['ndcg@10', 'map'])\n"
        "print(json.dumps({'version': importlib.metadata.version('ranklens'),\n"
        "  'module': ranklens.__version__, 'file': ranklens.__file__,\n"
        "  'ndcg': res.mean('ndcg_cut_10'), 'map': res.mean('map')}))\n")
    out = subprocess.run([str(python), "-c", script], capture_output=True, text=True,
                         env=clean_env(), cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    got = __import__("json").loads(out.stdout)
    assert Path(got["file"]).resolve().is_relative_to(venv.resolve())  # not the build tree
    assert got["version"] == got["module"] == cli_version()
    cli = cli_eval_json(DEMO / "grades.qrels", DEMO / "new_model.run", ["ndcg@10", "map"])
    assert got["ndcg"] == cli["all"]["ndcg_cut_10"] and got["map"] == cli["all"]["map"]


def test_pip_wheel(checkout, tmp_path):
    pip(sys.executable, "wheel", "--no-build-isolation", "--no-deps", "-w", str(tmp_path / "w"),
        str(checkout / "app" / "python"), cwd=tmp_path)
    wheels = list((tmp_path / "w").glob("ranklens-*.whl"))
    assert len(wheels) == 1, wheels
    assert wheels[0].name.startswith(f"ranklens-{cli_version()}-cp")
    names = zipfile.ZipFile(wheels[0]).namelist()
    assert any(re.fullmatch(r"ranklens/_core\..*\.so", n) for n in names), names
    for f in ("__init__.py", "__init__.pyi", "py.typed", "_plot.py", "dask.py", "dask.pyi"):
        assert f"ranklens/{f}" in names


def test_without_wheel_pip_stops_at_once_naming_it(checkout, tmp_path):
    """A venv without the system's packages has pip and setuptools but no wheel, as a pyenv or
    python.org Python: pip failed with setuptools' "invalid command 'bdist_wheel'"."""
    venv = tmp_path / "bare"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    if subprocess.run([str(python), "-c", "import wheel"], capture_output=True).returncode == 0:
        pytest.skip("this Python's venvs come with wheel")
    out = subprocess.run([str(python), "-m", "pip", "install", "--no-build-isolation", "--no-deps",
                          str(checkout / "app" / "python")], capture_output=True, text=True,
                         env=clean_env(), cwd=tmp_path)
    text = out.stdout + out.stderr
    assert out.returncode != 0
    assert "needs the Python package 'wheel'" in text, text
    assert f"{venv / 'bin'}" in text and "pip install wheel" in text, text
    assert "invalid command" not in text and "Configuring" not in text, text  # nothing built


def load_setup(checkout):
    spec = importlib.util.spec_from_file_location("ranklens_setup",
                                                  checkout / "app" / "python" / "setup.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # not __main__: defines the helpers, runs no setup()
    return module


def test_the_readme_build_tree_is_reused_for_its_python(checkout, monkeypatch):
    """With Debian's Python the whole engine was built again (5 min 22 s on 2 cores) beside the
    README's build tree: a build/ of this checkout for this Python is used instead."""
    setup = load_setup(checkout)
    monkeypatch.delenv("RANKLENS_BUILD_DIR", raising=False)
    build = checkout / "build"
    build.mkdir(exist_ok=True)

    def configure(home, python, module="ON"):
        (build / "CMakeCache.txt").write_text(
            f"CMAKE_HOME_DIRECTORY:INTERNAL={home}\nPython3_EXECUTABLE:FILEPATH={python}\n"
            f"RANKLENS_BUILD_PYTHON:BOOL={module}\n", encoding="utf-8")

    try:
        check_build_choice(setup, configure, checkout, build)
    finally:
        shutil.rmtree(build)  # the other tests' checkout has no build/
    monkeypatch.setenv("RANKLENS_BUILD_DIR", str(TOP / "given"))
    assert setup.existing_build() == TOP / "given"


def check_build_choice(setup, configure, checkout, build):
    assert setup.existing_build() is None  # no cache: a fresh build
    configure(checkout, sys.executable)
    assert setup.existing_build() == build
    configure(checkout, os.path.realpath(sys.executable))  # the interpreter behind a symlink
    assert setup.existing_build() == build
    configure(checkout, sys.executable, module="OFF")
    assert setup.existing_build() is None
    configure(TOP / "elsewhere", sys.executable)  # another checkout's tree
    assert setup.existing_build() is None
    configure(checkout, "/opt/other/bin/python3")  # another Python's
    assert setup.existing_build() is None
