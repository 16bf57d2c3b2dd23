#!/usr/bin/env python3
"""core/ in rooms: every #include "core/..." goes to the same room or to a lower one (the levels
below), core/ never includes Qt or ui/, and core's top level holds only its ground floor.
Usage: check_core_rooms.py SOURCE_DIR. Exit 1 listing every violation."""
import os
import sys

from source_walk import includes, report, sources

LEVEL = {
    '': 0,  # the ground floor: definitions, numbers, threads, progress, translation marker
    'model': 1, 'stats': 1,
    'order': 2, 'io': 2,
    'judged': 3, 'beyond': 3, 'judging': 3, 'behaviour': 3,
    'measures': 4,
    'eval': 5,
    'compare': 6, 'teaching': 6, 'trec': 6,
    'store': 7,
}
GROUND = {'definition_schema.cpp', 'definition_schema.h', 'eval_config.cpp', 'eval_config.h', 'number_check.cpp', 'number_check.h',
          'numbers.cpp', 'numbers.h', 'parallel.h', 'progress.h', 'translate_noop.h', 'text.cpp', 'text.h',
          'version.h.in', 'CMakeLists.txt'}


def room(path):
    parts = path.split('/')
    return parts[1] if len(parts) > 2 else ''


def main():
    root = sys.argv[1]
    bad = []
    for name in sorted(os.listdir(os.path.join(root, 'core'))):
        full = os.path.join(root, 'core', name)
        if os.path.isfile(full) and name not in GROUND:
            bad.append(f'core/{name}: a file on the ground floor that belongs in a room')
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
                bad.append(f'{rel}:{n}: {mine or "ground floor"} (level {LEVEL.get(mine)}) '
                           f'includes {inc} ({theirs or "ground floor"}, level '
                           f'{LEVEL.get(theirs)})')
    report(bad, f'{len(files)} core files, {len(bad)} violations')


if __name__ == '__main__':
    main()
