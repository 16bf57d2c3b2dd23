#!/usr/bin/env python3
"""Issue 48, an exercise set given on the command line, through the real `ranklens` binary under
Xvfb + openbox: a damaged set (cut off, or with a seed that is no seed) is refused with the
same box as File > Open Exercise Set… and no Practice window opens — neither for a learner
whose name is known nor for a new one; a good set opens the Practice window at its first
exercise. (The box's text is checked offscreen: tests/ui/work_lost_test.cpp.)

Usage: practice_set_real_test.py PATH/TO/ranklens
Exit 0 when every check passes, 1 naming each failure, 77 when Xvfb is not installed.
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_binary_test as rb  # noqa: E402  (the Session and its helpers)

check = rb.check


def launcher(tmp, binary, set_file, learner):
    """Starts binary with the set after the session's own arguments; a known learner's name in
    the fresh home's settings first (rb.Session starts `launcher --lang en`)."""
    path = os.path.join(tmp, 'ranklens-launch.sh')
    conf = f'[practice]\\nlearner={learner}\\n' if learner else ''
    with open(path, 'w') as f:
        f.write('#!/bin/sh\n'
                'mkdir -p "$XDG_CONFIG_HOME/RankLens"\n'
                f"printf '{conf}' > \"$XDG_CONFIG_HOME/RankLens/RankLens.conf\"\n"
                f'exec "{binary}" "$@" "{set_file}"\n')
    os.chmod(path, 0o755)
    return path


def damaged(binary, tmp, name, text, learner):
    path = os.path.join(tmp, name)
    with open(path, 'w') as f:
        f.write(text)
    with rb.session(launcher(tmp, binary, path, learner), tmp) as s:
        box = s.wait_window(r'^Open exercise set$', 30)
        check(box is not None, f'{name} ({"learner " + learner if learner else "no learner yet"}) '
              'is refused with the Open exercise set box')
        time.sleep(1.5)
        check(not s.windows(r'^Practice'), f'{name}: no Practice window opens (no free practice)')


def good(binary, tmp):
    path = os.path.join(tmp, 'week3.json')
    with open(path, 'w') as f:
        json.dump({'format': 'ranklens-practice-set', 'version': 2, 'title': 'Week 3',
                   'language': 'en', 'homework': False,
                   'exercises': [{'kind': 'compute', 'seed': 5, 'measure': 'P', 'level': 'binary',
                                  'k': 3}]}, f)
    with rb.session(launcher(tmp, binary, path, 'Ana'), tmp) as s:
        check(s.wait_window(r'^Practice', 30) is not None, 'a good set opens the Practice window')
        check(not s.windows(r'^Open exercise set$'), 'a good set is not refused')


CASES = [
    ('cut.json', '{"format": "ranklens-practice-set", "version": 1, "kinds": ["compute"], '
                 '"seeds": [1, 2'),
    ('seed.json', '{"format": "ranklens-practice-set", "version": 1, "kinds": ["compute"], '
                  '"seeds": [1, -2]}'),
    ('k.json', '{"format": "ranklens-practice-set", "version": 2, '
               '"exercises": [{"kind": "compute", "seed": 1, "k": 99}]}'),
]


def main():
    def scenarios(binary):
        return [lambda t, c=c, l=l: damaged(binary, t, c[0], c[1], l)
                for c in CASES for l in ('', 'Ana')] + [lambda t: good(binary, t)]
    return rb.test_main(__doc__, scenarios, tools=('openbox', 'xdotool', 'xwininfo', 'xprop'),
                        prefix='ranklens-set-')


if __name__ == '__main__':
    sys.exit(main())
