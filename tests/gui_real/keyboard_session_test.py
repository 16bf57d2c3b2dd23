#!/usr/bin/env python3
"""A user who works with the keyboard only (issue 45), through the real `ranklens` binary under
Xvfb + openbox with real key events (xdotool), the result read from the project file:

  * open the demo, go to Queries (Ctrl+1), choose a query (Ctrl+Home, Down) and open it (Enter):
    the focus goes to its ranking;
  * move the first item two places down (Alt+Down twice): the item moves, not the query;
  * grade three items (4, 0, 2: each grades the current item and goes to the next; none is the
    item's grade before, which would change nothing), undo the last grade (Ctrl+Z);
  * compare the two runs (Ctrl+Shift+C). In Compare, the Runs drop-down (Alt+U, Space) stays open
    while a run is ticked off and on again (Down, Space, Space), Esc closes the drop-down and not
    the window, the results are marked stale after the tick until Compare (Ctrl+Enter) runs
    again; Esc closes Compare;
  * quit (Ctrl+Q).
And before the session: `ranklens --version` and `--help` answer without a display.
Then the project file holds the hand-made order (a draft: the first item at rank 3, the query
opened) and the grades: the moved item 4, the next 0, the third back to its grade before.

Usage: keyboard_session_test.py PATH/TO/ranklens
Exit 0 when every check passes, 1 naming each failure, 77 when Xvfb is not installed.
"""
import os
import sqlite3
import struct
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_binary_test as real  # noqa: E402  (the shared Session and checks)

check, wait_for = real.check, real.wait_for
# ui/compare/comparison_window.cpp: the background of the "results are stale" note.
STALE_COLOUR = (0xff, 0xf3, 0xcd)


def colour_pixels(session, colour):
    _, _, rgb = session.screenshot()
    target, n = bytes(colour), 0
    i = rgb.find(target)
    while i != -1:
        n += i % 3 == 0
        i = rgb.find(target, i + 1)
    return n


def demo_file(session):
    for root, _, files in os.walk(session.env['HOME']):
        if 'demo.ranklens' in files:
            return os.path.join(root, 'demo.ranklens')
    return None


def query(path, sql, args=()):
    db = sqlite3.connect(f'file:{path}?mode=ro', uri=True)
    try:
        return db.execute(sql, args).fetchall()
    finally:
        db.close()


def demo_ready(session):
    """The demo built (its two runs and labels imported) and its first numbers shown."""
    path = demo_file(session)
    if not path:
        return None
    try:
        runs = query(path, 'SELECT count(*) FROM runs')[0][0]
        sets = query(path, 'SELECT count(*) FROM label_sets')[0][0]
    except sqlite3.Error:
        return None
    return path if runs >= 2 and sets >= 1 else None


def key(session, *keys):
    for k in keys:
        session.xdo('key', '--clearmodifiers', k)
        time.sleep(0.25)


def compare_session(s, main):
    """Compare two runs by keys; the Runs drop-down and the stale mark (item 9)."""
    key(s, 'ctrl+shift+c')
    wid = s.wait_app_window(real.COMPARE_TITLE, real.COMPARE_MIN, 15)
    if not check(wid is not None, 'Ctrl+Shift+C opens Compare (the two demo runs compared)'):
        return
    s.xdo('windowactivate', '--sync', wid)
    time.sleep(1.5)  # the comparison of the two runs
    check(colour_pixels(s, STALE_COLOUR) == 0, 'fresh results are not marked stale')
    s.xdo('mousemove', 0, s.size[1] - 1)  # no tool tip under the pointer
    key(s, 'alt+u', 'space')
    check(wait_for(s.tooltip, 5) is not None, 'Alt+U, Space opens the Runs drop-down')
    key(s, 'Down', 'space')
    check(s.tooltip() is not None, 'the Runs drop-down stays open after a run is ticked')
    stale = colour_pixels(s, STALE_COLOUR)
    key(s, 'space')
    check(s.tooltip() is not None, 'and after it is ticked again')
    key(s, 'Escape')
    time.sleep(0.5)
    check(s.tooltip() is None, 'Esc closes the Runs drop-down')
    check(s.is_viewable(wid), 'Esc in the drop-down leaves the Compare window open')
    check(stale > 500, f'after a tick the results shown are marked stale ({stale} pixels)')
    key(s, 'ctrl+Return')
    gone = wait_for(lambda: colour_pixels(s, STALE_COLOUR) == 0, 20, 0.5)
    check(gone is not None, 'Compare (Ctrl+Enter) replaces the stale results')
    key(s, 'Escape')
    check(s.wait_gone(wid, 5), 'Esc closes Compare')


def read_result(path):
    """The draft of the session (qid, docids in its order) and the label edits, oldest first."""
    drafts = query(path, 'SELECT d.id, q.qid, d.item_ids FROM drafts d '
                         'JOIN queries q ON q.id = d.query_id ORDER BY d.id')
    if not drafts:
        return None, [], []
    _, qid, blob = drafts[-1]
    ids = struct.unpack(f'<{len(blob) // 4}I', blob)
    names = dict(query(path, 'SELECT id, docid FROM items'))
    order = [names.get(i) for i in ids]
    edits = query(path, 'SELECT i.docid, e.old_grade, e.new_grade FROM label_edits e '
                        'JOIN items i ON i.id = e.item_id ORDER BY e.id')
    return qid, order, edits


def check_result(path):
    qid, order, edits = read_result(path)
    if not check(qid is not None, 'the hand-made order is kept in the project (a draft)'):
        return
    system_order = system_order_of(path, qid)
    print(f'     draft of {qid}: {order[:5]}; label edits {edits}')
    if system_order:
        check(order[:3] == [system_order[1], system_order[2], system_order[0]],
              f'Alt+Down twice moved the first item two places down ({order[:3]})')
    check(len(edits) == 4, f'three grades and one undo are four label edits ({len(edits)})')
    if len(edits) == 4 and len(order) >= 5:
        check([e[0] for e in edits] == [order[2], order[3], order[4], order[4]],
              'the grades went to the moved item and the two after it, the undo to the third')
        check(edits[0][2] == 4 and edits[1][2] == 0 and edits[2][2] == 2,
              f'grades 4, 0, 2 ({[e[2] for e in edits[:3]]})')
        check(edits[3][1] == 2 and edits[3][2] == edits[2][1],
              f'Ctrl+Z gave the third item its grade back ({edits[3]})')


def system_order_of(path, qid):
    """The docids of qid in the draft's run, rank 1 first, from the demo's run file (the
    project packs its runs): score descending, ties by docid descending (trec_eval's order)."""
    name = query(path, 'SELECT r.name FROM drafts d JOIN runs r ON r.id = d.run_id '
                       'ORDER BY d.id DESC LIMIT 1')
    inputs = os.path.join(os.path.dirname(path), 'demo-inputs')
    if not name or not os.path.isdir(inputs):
        return None
    docs = []
    for f in sorted(os.listdir(inputs)):
        with open(os.path.join(inputs, f), encoding='utf-8', errors='replace') as h:
            for line in h:
                p = line.split()
                if len(p) == 6 and p[0] == qid and p[5] == name[0][0]:
                    docs.append((-float(p[4]), p[2]))
    docs.sort(key=lambda d: (d[0], [-ord(c) for c in d[1]]))
    return [d[1] for d in docs] or None


def run(binary, tmp):
    with real.session(binary, tmp) as s:
        main = s.main_window()
        if not check(main is not None, 'the demo project opens in a window'):
            return
        path = wait_for(lambda: demo_ready(s), 60, 0.5)
        if not check(path is not None, 'the demo project is built'):
            return
        time.sleep(2)  # its first evaluation
        s.xdo('windowactivate', '--sync', main)
        before = query(path, 'SELECT count(*) FROM label_edits')[0][0]
        # Queries: the first row, then the second, opened with Enter.
        key(s, 'ctrl+1', 'ctrl+Home', 'Down', 'Return')
        time.sleep(0.5)
        key(s, 'alt+Down', 'alt+Down')  # the first item to rank 3
        key(s, '4', '0', '2', 'ctrl+z')
        time.sleep(0.5)
        compare_session(s, main)
        s.xdo('windowactivate', '--sync', main)
        key(s, 'ctrl+q')
        check(wait_for(lambda: s.app.poll() is not None, 20) is not None, 'Ctrl+Q quits RankLens')
        check(before == 0, f'the demo starts with no label edits ({before})')
        check_result(path)


def prints_without_display(binary):
    """`ranklens --version` and `--help` print and exit 0 with no display (they aborted)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ('DISPLAY', 'WAYLAND_DISPLAY', 'QT_QPA_PLATFORM')}
    for arg, expected in (('--version', 'RankLens '), ('--help', '--lang')):
        r = subprocess.run([binary, arg], env=env, capture_output=True, text=True, timeout=30)
        check(r.returncode == 0 and expected in r.stdout,
              f'ranklens {arg} without a display prints and exits 0 (exit {r.returncode}, '
              f'{(r.stdout + r.stderr).strip()[:80]!r})')


def main():
    return real.test_main(__doc__, lambda binary: [lambda t: run(binary, t)],
                          prefix='ranklens-keys-', without_display=prints_without_display)


if __name__ == '__main__':
    sys.exit(main())
