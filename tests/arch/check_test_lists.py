#!/usr/bin/env python3
"""Every test and bench source is built: each tests/{core,store,cli,ui}/*.cpp is named in
tests/CMakeLists.txt's explicit lists and each tests/bench/*.cpp has its ranklens_bench() line
(no file(GLOB) picks them up); and no gtest test waits with Qt's QTRY_/QVERIFY/QCOMPARE macros,
which report to a QTest log nothing reads in a gtest program and return from the test as if it
passed (tests/support/wait_until.h has the ones that fail). Usage: check_test_lists.py
SOURCE_DIR. Exit 1 naming the file."""
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
    silent = qt_checks_in_gtests(root)
    for s in silent:
        print(f'{s}: a Qt QTest check in a gtest program cannot fail it; use WAIT_UNTIL')
    sys.exit(1 if missing or silent else 0)


QT_CHECK = re.compile(r'\bQ(TRY_[A-Z_]+|VERIFY[A-Z0-9_]*|COMPARE[A-Z_]*|FAIL)\s*\(')


def qt_checks_in_gtests(root):
    found = []
    for d in ('core', 'store', 'cli', 'ui', 'support'):
        folder = os.path.join(root, 'tests', d)
        for f in sorted(os.listdir(folder)):
            if not f.endswith(('.cpp', '.h')):
                continue
            for n, line in enumerate(open(os.path.join(folder, f), encoding='utf-8'), 1):
                if QT_CHECK.search(line) and not line.lstrip().startswith('//'):
                    found.append(f'tests/{d}/{f}:{n}')
    return found


if __name__ == '__main__':
    main()
