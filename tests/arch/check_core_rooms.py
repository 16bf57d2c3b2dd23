#!/usr/bin/env python3
"""core/ in rooms: every #include "core/..." goes to the same room or to a lower one (the levels
below), core/ never includes Qt or ui/, and core's top level holds no source (every file is in a room).
Usage: check_core_rooms.py SOURCE_DIR. Exit 1 listing every violation."""
import os
import sys

from source_walk import includes, report, sources

LEVEL = {
    'base': 0,  # numbers and their checks, threads, progress, translation marker, text, version
    'definitions': 1,  # EvalConfig and the definition schema
    'model': 2, 'stats': 2,
    'order': 3, 'io': 3,
    'judged': 4, 'beyond': 4, 'judging': 4, 'behaviour': 4,
    'measures': 5,
    'eval': 6,
    'compare': 7, 'teaching': 7, 'trec': 7,
    'store': 8,
}
# core's top level holds no source: every file is in a room.
GROUND = {'CMakeLists.txt'}


def room(path):
    parts = path.split('/')
    return parts[1] if len(parts) > 2 else ''


def main():
    root = sys.argv[1]
    bad = []
    for name in sorted(os.listdir(os.path.join(root, 'core'))):
        full = os.path.join(root, 'core', name)
        if os.path.isfile(full) and name not in GROUND:
            bad.append(f'core/{name}: a file on core\'s top level that belongs in a room')
        if os.path.isdir(full) and name not in LEVEL:
            bad.append(f'core/{name}/: a room without a level in tests/arch/check_core_rooms.py')
    files = sources(root, 'core')
    for rel in files:
        mine = room(rel)
        for n, inc in includes(root, rel):
            if inc.startswith(('Q', 'qt', 'ui/')):
                bad.append(f'{rel}:{n}: core includes {inc}')
            if not inc.startswith('core/'):
                continue
            theirs = room(inc)
            if theirs != mine and LEVEL.get(theirs, 99) >= LEVEL.get(mine, -1):
                bad.append(f'{rel}:{n}: {mine or "top level"} (level {LEVEL.get(mine)}) '
                           f'includes {inc} ({theirs or "top level"}, level '
                           f'{LEVEL.get(theirs)})')
    report(bad, f'{len(files)} core files, {len(bad)} violations')


if __name__ == '__main__':
    main()
