#!/usr/bin/env python3
"""The CLI in two layers: the commands (app/cli/*_command.cpp, *_commands.cpp: one file each,
registered through app/cli/commands.h) over the layer they share (options, the evaluation run,
project selection, output). A command includes no other command's header; nothing of the
shared layer, the Python module or the library it links (ranklens_cli_output) includes a
command or commands.h. Usage: check_cli_layers.py SOURCE_DIR. Exit 1 listing every violation."""
import os
import re
import sys

from source_walk import includes, report, sources

COMMAND = re.compile(r'_commands?\.(h|cpp)$')


def is_command(name):
    return bool(COMMAND.search(name))


def stem(name):
    return os.path.splitext(os.path.basename(name))[0]


def library_sources(root):
    """The sources of ranklens_cli_output, the library the Python module links."""
    cmake = open(os.path.join(root, 'app', 'CMakeLists.txt'), encoding='utf-8').read()
    m = re.search(r'add_library\(ranklens_cli_output\s+STATIC([^)]*)\)', cmake)
    return [] if not m else [s for s in m.group(1).split() if s.startswith('cli/')]


def check(root):
    bad = []
    files = sources(root, 'app/cli', recursive=False) + sources(root, 'app/python', recursive=False)
    for rel in files:
        mine = os.path.basename(rel)
        command = rel.startswith('app/cli/') and is_command(mine)
        for n, inc in includes(root, rel):
            theirs = os.path.basename(inc)
            if not inc.startswith('app/cli/'):
                continue
            if is_command(theirs) and stem(theirs) != stem(mine):
                who = 'a command' if command else 'the layer below the commands'
                bad.append(f'{rel}:{n}: {who} includes the command {inc}')
            elif theirs == 'commands.h' and not command and mine != 'main.cpp':
                bad.append(f'{rel}:{n}: the layer below the commands includes {inc}')
    for src in library_sources(root):
        if is_command(os.path.basename(src)):
            bad.append(f'app/{src}: a command in ranklens_cli_output (the Python module links it)')
    return bad, len(files)


def main():
    bad, n = check(sys.argv[1])
    report(bad, f'{n} CLI and Python module files, {len(bad)} violations')


if __name__ == '__main__':
    main()
