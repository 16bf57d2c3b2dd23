#!/usr/bin/env python3
"""Every test and bench source is built: each tests/{core,store,cli,ui}/*.cpp is named in
tests/CMakeLists.txt's explicit lists and each tests/bench/*.cpp has its ranklens_bench() line
(no file(GLOB) picks them up). Usage: check_test_lists.py SOURCE_DIR. Exit 1 naming the file."""
import os
import re
import sys


def main():
    root = sys.argv[1]
    cmake = open(os.path.join(root, 'tests', 'CMakeLists.txt'), encoding='utf-8').read()
    missing = []
    for d in ('core', 'store', 'cli', 'ui'):
        for f in sorted(os.listdir(os.path.join(root, 'tests', d))):
            if f.endswith('.cpp') and f'/{d}/{f}' not in cmake:
                missing.append(f'tests/{d}/{f}')
    for f in sorted(os.listdir(os.path.join(root, 'tests', 'bench'))):
        if f.endswith('.cpp') and not re.search(rf'ranklens_bench\({f[:-4]}\b', cmake):
            missing.append(f'tests/bench/{f}')
    for m in missing:
        print(f'{m}: not listed in tests/CMakeLists.txt')
    print(f'{len(missing)} unlisted test sources')
    sys.exit(1 if missing else 0)


if __name__ == '__main__':
    main()
