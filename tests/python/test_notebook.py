"""The example notebook resources/examples/ranklens.ipynb runs headless (`jupyter nbconvert
--to notebook --execute`; Debian's jupyter-nbconvert and python3-ipykernel): no cell fails,
the results show as HTML tables and the plots as images."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

NOTEBOOK = Path(__file__).resolve().parents[2] / "resources" / "examples" / "ranklens.ipynb"


def test_example_notebook_runs(tmp_path):
    jupyter = shutil.which("jupyter")
    cmd = [jupyter] if jupyter else [sys.executable, "-m"]
    # The kernel's own inline backend (the suite sets MPLBACKEND=Agg for the plot tests).
    env = {k: v for k, v in os.environ.items() if k != "MPLBACKEND"}
    out = subprocess.run(
        [*cmd, "nbconvert", "--to", "notebook", "--execute", "--output-dir", str(tmp_path),
         "--ExecutePreprocessor.timeout=600", str(NOTEBOOK)],
        capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr[-4000:]
    nb = json.loads((tmp_path / NOTEBOOK.name).read_text())
    outputs = [o for c in nb["cells"] if c["cell_type"] == "code" for o in c["outputs"]]
    assert not [o for o in outputs if o["output_type"] == "error"]
    kinds = [k for o in outputs for k in o.get("data", {})]
    assert kinds.count("image/png") == 3  # curves, distribution, deltas
    assert kinds.count("text/html") >= 4  # res, per_query, cmp, dres ...
