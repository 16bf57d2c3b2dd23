"""Writes ranklens' typed stubs (ranklens/__init__.pyi, ranklens/dask.pyi) from their templates
(ranklens/*.pyi.in) and the evaluation definitions of the engine just built
(ranklens._core.definitions(): the rows of core/definitions/definition_schema.cpp), so that a
new definition reaches the stubs with no word in them. The build runs it each time it links ranklens._core:

    write_stubs.py CORE_MODULE TEMPLATE_DIR OUT_DIR

A template line `# @definitions ROWS [-keyword ...]` becomes one keyword-only parameter a
definition, indented as the line: ROWS `all` is every row with a Python keyword (evaluate),
`every` the rows every command takes (compare, leaderboard); `-keyword` leaves one out.
`# @definition-types` becomes a Literal alias a choice (_Ties = Literal["trec_eval", ...]),
`# @definition-type-imports` imports those aliases from the package (dask.pyi).
"""

import importlib.util
import json
import sys
from pathlib import Path

CHOICE, FLAG, NUMBER, WHOLE, NUMBERS = range(5)  # core::DefinitionShape
STUBS = ("__init__.pyi", "dask.pyi")


def load_definitions(core_module):
    """The rows of the built extension (loaded by its path: the package's __init__ imports
    pandas, which the build does not need)."""
    spec = importlib.util.spec_from_file_location("_core", core_module)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [row for row in module.definitions() if row["python"]]


def alias(row):
    return "_" + "".join(part.capitalize() for part in row["python"].split("_"))


def number(text):
    value = float(text)
    return repr(int(value)) if value.is_integer() else repr(value)


def annotation(row):
    """The parameter's type and default, as the stub writes them."""
    shape, default = row["shape"], row["default"]
    if shape == CHOICE:
        return alias(row), json.dumps(default)
    if shape == FLAG:
        return "bool", repr(default == row["choices"][1])
    if shape == WHOLE:
        return "int", str(int(default))
    if shape == NUMBERS:
        values = [number(v) for v in default.split(",") if v]
        return "Sequence[float] | None", f"({', '.join(values)},)" if values else "None"
    words = [c for c in row["choices"] if not is_number(c)]  # log base "e"
    type_ = "float" + (f" | Literal[{', '.join(json.dumps(w) for w in words)}]" if words else "")
    return type_, number(default)


def is_number(text):
    try:
        float(text)
        return True
    except ValueError:
        return False


def parameters(rows, spec, indent):
    which, *left_out = spec.split()
    if which not in ("all", "every"):
        raise ValueError(f"@definitions takes 'all' or 'every', not {which!r}")
    left_out = {word.lstrip("-") for word in left_out}
    lines = []
    for row in rows:
        if (which == "every" and not row["every_command"]) or row["python"] in left_out:
            continue
        type_, default = annotation(row)
        lines.append(f"{indent}{row['python']}: {type_} = {default},")
    return lines


def type_aliases(rows):
    return [f"{alias(r)} = Literal[{', '.join(json.dumps(c) for c in r['choices'])}]"
            for r in rows if r["shape"] == CHOICE]


def type_imports(rows):
    names = sorted(alias(r) for r in rows if r["shape"] == CHOICE)
    return [f"from . import {', '.join(names)}"] if names else []


def fill(template, rows, name):
    lines = [f"# Written by app/python/write_stubs.py from ranklens/{name}.in and the engine's",
             "# definitions (core/definitions/definition_schema.cpp): edit those, not this file."]
    for line in template.splitlines():
        marker = line.strip()
        indent = line[:len(line) - len(line.lstrip())]
        if marker.startswith("# @definitions "):
            lines += parameters(rows, marker[len("# @definitions "):], indent)
        elif marker == "# @definition-types":
            lines += type_aliases(rows)
        elif marker == "# @definition-type-imports":
            lines += type_imports(rows)
        elif marker.startswith("# @"):
            raise ValueError(f"ranklens/{name}.in: unknown marker {marker!r}")
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def main(core_module, template_dir, out_dir):
    rows = load_definitions(core_module)
    for name in STUBS:
        text = fill((Path(template_dir) / f"{name}.in").read_text(encoding="utf-8"), rows, name)
        out = Path(out_dir) / name
        if not out.exists() or out.read_text(encoding="utf-8") != text:
            out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: write_stubs.py CORE_MODULE TEMPLATE_DIR OUT_DIR")
    main(*sys.argv[1:])
