#!/usr/bin/env python3
"""Writes ranklens-cli's man page and bash completion from the binary's own --help output, so
they never drift from the options it really has (run by the build; see app/CMakeLists.txt).

usage: cli_docs.py RANKLENS_CLI VERSION OUT_MAN OUT_COMPLETION
       cli_docs.py --gui RANKLENS VERSION OUT_MAN     (the GUI's man page from its --help)
"""
import re
import subprocess
import sys

SECTION = re.compile(r"^(Options|Positionals|Subcommands):$")
ROW = re.compile(r"^  (\S.*?)(?:\s{2,}(.*))?$")


def help_of(cli, args):
    out = subprocess.run([cli, *args, "--help"], capture_output=True, text=True, check=True).stdout
    return out.replace(cli, "ranklens-cli")


def parse(text):
    """The description, usage and the rows of each section of a CLI11 help text."""
    lines = text.splitlines()
    description = lines[0] if lines else ""
    usage = next((l[len("Usage: "):] for l in lines if l.startswith("Usage: ")), "")
    sections, current = {}, None
    for line in lines:
        m = SECTION.match(line)
        if m:
            current = sections.setdefault(m.group(1), [])
        elif current is not None and line.startswith("  ") and not line.startswith("   "):
            r = ROW.match(line)
            if r:
                current.append((r.group(1).strip(), (r.group(2) or "").strip()))
        elif current is not None and line.startswith("    ") and current:
            name, desc = current[-1]
            current[-1] = (name, (desc + " " + line.strip()).strip())
    return description, usage, sections


def roff(s):
    s = s.replace("\\", "\\\\").replace("-", "\\-")
    return "\\&" + s if s.startswith((".", "'")) else s


def option_names(spec):
    first = spec.split()[0]
    return [n for n in first.split(",") if n.startswith("-")]


def man_page(cli, version):
    desc, usage, top = parse(help_of(cli, []))
    subs = top.get("Subcommands", [])
    out = [
        f'.TH RANKLENS\\-CLI 1 "" "RankLens {version}" "User Commands"',
        ".SH NAME",
        "ranklens\\-cli \\- " + roff(desc.split(": ", 1)[-1].rstrip(".")),
        ".SH SYNOPSIS",
        ".B ranklens\\-cli",
        "\\fICOMMAND\\fR [\\fIOPTIONS\\fR] ...",
        ".SH DESCRIPTION",
        roff(desc),
        "The graphical explorer is \\fBranklens\\fR(1); both read the same project files.",
        ".SH COMMANDS",
    ]
    for name, summary in subs:
        sdesc, susage, sections = parse(help_of(cli, [name]))
        out += [".SS " + roff(name), roff(sdesc or summary), ".PP", ".B Usage:", roff(susage)]
        for section in ("Positionals", "Options"):
            rows = sections.get(section, [])
            if not rows:
                continue
            out += [".PP", ".I " + section]
            for spec, text in rows:
                out += [".TP", ".B " + roff(spec), roff(text)]
    out += [
        ".SH OPTIONS",
        ".TP",
        ".B \\-h, \\-\\-help",
        "Print the help of ranklens\\-cli or of a command and exit.",
        ".TP",
        ".B \\-\\-version",
        "Print the version and exit.",
        ".SH SEE ALSO",
        "\\fBranklens\\fR(1), \\fBtrec_eval\\fR(1)",
    ]
    return "\n".join(out) + "\n"


def completion(cli):
    _, _, top = parse(help_of(cli, []))
    subs = [name for name, _ in top.get("Subcommands", [])]
    cases = []
    for name in subs:
        _, _, sections = parse(help_of(cli, [name]))
        opts = sorted({n for spec, _ in sections.get("Options", []) for n in option_names(spec)})
        cases.append(f'        {name}) opts="{" ".join(opts)}" ;;')
    return f"""# bash completion for ranklens-cli (generated from its --help by scripts/cli_docs.py)
_ranklens_cli() {{
    local cur=${{COMP_WORDS[COMP_CWORD]}}
    if [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "{' '.join(subs)} --help --version" -- "$cur"))
        return
    fi
    local opts=""
    case ${{COMP_WORDS[1]}} in
{chr(10).join(cases)}
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}}
complete -o filenames -F _ranklens_cli ranklens-cli
"""


def gui_man_page(gui, version):
    """The GUI's Qt help text: a usage line, a description, then its options and arguments."""
    text = subprocess.run([gui, "--help"], capture_output=True, text=True, check=True).stdout
    lines = [l.rstrip() for l in text.replace(gui, "ranklens").splitlines()]
    usage = next((l[len("Usage: "):] for l in lines if l.startswith("Usage: ")), "ranklens")
    body = [l for l in lines if l and not l.startswith("Usage: ")]
    out = [
        f'.TH RANKLENS 1 "" "RankLens {version}" "User Commands"',
        ".SH NAME",
        "ranklens \\- " + roff(body[0].rstrip(".").lower() if body else "RankLens"),
        ".SH SYNOPSIS",
        roff(usage),
        ".SH DESCRIPTION",
        "The RankLens desktop application. Without a project it opens the bundled demo project,",
        "built into the user's data folder at first start.",
        ".SH OPTIONS",
        ".nf",
        *[roff(l) for l in body[1:]],
        ".fi",
        ".SH SEE ALSO",
        "\\fBranklens\\-cli\\fR(1)",
    ]
    return "\n".join(out) + "\n"


def main():
    if sys.argv[1] == "--gui":
        gui, version, out_man = sys.argv[2:5]
        with open(out_man, "w", encoding="utf-8") as f:
            f.write(gui_man_page(gui, version))
        return
    cli, version, out_man, out_completion = sys.argv[1:5]
    with open(out_man, "w", encoding="utf-8") as f:
        f.write(man_page(cli, version))
    with open(out_completion, "w", encoding="utf-8") as f:
        f.write(completion(cli))


if __name__ == "__main__":
    main()
