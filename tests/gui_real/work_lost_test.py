#!/usr/bin/env python3
"""Issue 45, "work lost or hidden", through the real `ranklens` binary under Xvfb + openbox,
driven by keys only (xdotool), checked in the windows shown, the project files, the settings
and the clipboard (xclip: the Queries filter's text). The texts of the boxes are checked
offscreen (tests/ui/work_lost_test.cpp):

  1. Open Recent on a project that was moved says so, creates nothing, and "Remove from List"
     takes it off the list;
  2. a damaged project is refused without losing work: the next import asks for a new project
     and reaches it (the window does not switch to the demo), and "Replace" by a damaged project
     checks it first and keeps the open project;
  3. a deleted label set is gone from the file at once (`ranklens-cli export-labels` no longer
     finds it) and does not come back after `kill -9`;
  5. a new project shows every query: the Queries filter of the project before is not kept;
  6. `ranklens notes.json` (a JSON file that is no exercise set) is refused by name;
  7. a run listing a document twice lists every problem in one box and offers which line to
     keep; "Leave out duplicated lines" imports it without them.

Usage: work_lost_test.py PATH/TO/ranklens PATH/TO/ranklens-cli
Exit 0 when every check passes, 1 naming each failure, 77 when Xvfb is not installed.
"""
import contextlib
import os
import signal
import sqlite3
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_binary_test as rb  # noqa: E402  (the Session and its helpers)

check, wait_for = rb.check, rb.wait_for


def launcher(tmp, binary, args=(), recent=()):
    """A script that starts binary with args after the session's own, with recentFiles set in
    the fresh home's settings first (rb.Session starts `launcher --lang en`)."""
    path = os.path.join(tmp, 'ranklens-launch.sh')
    conf = '\n'.join(['[General]', 'recentFiles=' + ', '.join(recent)]) if recent else ''
    with open(path, 'w') as f:
        f.write('#!/bin/sh\n'
                'mkdir -p "$XDG_CONFIG_HOME/RankLens"\n'
                f"printf '%s\\n' '{conf}' > \"$XDG_CONFIG_HOME/RankLens/RankLens.conf\"\n"
                f'exec "{binary}" "$@"' + ''.join(f' "{a}"' for a in args) + '\n')
    os.chmod(path, 0o755)
    return path


class Keys:
    """Key presses and the clipboard of one session."""

    def __init__(self, session):
        self.s = session

    def press(self, *keys, pause=0.3):
        for k in keys:
            self.s.xdo('key', '--clearmodifiers', k)
            time.sleep(pause)

    def type(self, text):
        self.s.xdo('type', '--delay', '5', text)

    def clipboard(self):
        r = subprocess.run(['xclip', '-o', '-selection', 'clipboard'], env=self.s.env,
                           capture_output=True, text=True, timeout=10)
        return r.stdout

    def set_clipboard(self, text):
        p = subprocess.Popen(['xclip', '-i', '-selection', 'clipboard'], env=self.s.env,
                             stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
        p.communicate(text.encode(), timeout=10)

    def file_dialog(self, title, path):
        """Waits for a file dialog titled title and picks path in it; its window id (None when
        it did not come)."""
        dialog = self.s.wait_window(title, 15)
        if dialog is None:
            return None
        self.s.xdo('windowactivate', '--sync', dialog)
        self.press('ctrl+a')
        self.type(path)
        self.press('Return')
        return dialog

    def wait_other(self, title, *seen, timeout=15):
        """The newest visible window titled title that is none of seen (None at the timeout)."""
        found = wait_for(lambda: [w for w in self.s.windows(title) if w not in seen], timeout)
        return found[-1] if found else None

    # Keys from Ctrl+1 (Queries in front) to its filter: its Segment box by Alt+G, then Tab.
    # The definitions bar's Gain has the same mnemonic, so Alt+G may take two presses, as the
    # focus was.
    FILTER_ROUTES = (('alt+g', 'alt+g', 'Tab'), ('alt+g', 'Tab'))

    def to_filter(self, main, route):
        self.s.xdo('windowactivate', '--sync', main)
        self.press('ctrl+1', *route)

    def text_here(self):
        """The text of the line edit with the focus, or None when the focus is in none: a
        marker typed at its end, everything copied, the marker taken away."""
        self.set_clipboard('<nothing copied>')
        self.press('End')
        self.type('#')
        self.press('ctrl+a', 'ctrl+c', 'End', 'BackSpace')
        text = self.clipboard()
        return text[:-1] if text.endswith('#') else None


@contextlib.contextmanager
def start(binary, tmp, args=(), recent=()):
    """An app session started by launcher() and its keys, closed however the block ends."""
    with rb.session(launcher(tmp, binary, args, recent), tmp) as s:
        yield s, Keys(s)


def project_window(s, name):
    return s.wait_window('^' + name.replace('.', r'\.') + ' — RankLens$', 30)


def import_run(s, k, main, path):
    """Ctrl+I in main, path chosen, Import pressed in the review; False (a failure checked)
    when the file dialog or the review does not come."""
    s.xdo('windowactivate', '--sync', main)
    k.press('ctrl+i')
    if not check(k.file_dialog(r'^Import runs', path) is not None, 'Import asks for files'):
        return False
    review = s.wait_window(r'^Import — RankLens$', 15)
    if not check(review is not None, 'the import review opens'):
        return False
    s.xdo('windowactivate', '--sync', review)
    k.press('alt+i')
    return True


def sql(path, query):
    db = sqlite3.connect(f'file:{path}?mode=ro', uri=True)
    try:
        return db.execute(query).fetchall()
    finally:
        db.close()


def recent_files(s):
    conf = os.path.join(s.env['XDG_CONFIG_HOME'], 'RankLens', 'RankLens.conf')
    try:
        return [l for l in open(conf) if l.startswith('recentFiles=')]
    except OSError:
        return []


def moved_new_filter_duplicates(binary, tmp):
    """Items 1, 5 and 7 in one session that starts on the demo."""
    moved = os.path.join(tmp, 'drive', 'moved.ranklens')
    os.makedirs(os.path.dirname(moved))  # the folder is there, the project is not
    with start(binary, tmp, recent=[moved]) as (s, k):
        main = s.main_window()
        if not check(main is not None, 'the demo project opens'):
            return
        # Item 1: File > Open Recent > moved.ranklens.
        # (the demo is the first entry once open; the moved project the second)
        check(wait_for(lambda: recent_files(s) and 'demo' in recent_files(s)[0], 10),
              f'the demo and the moved project are recent files ({recent_files(s)})')
        s.xdo('windowactivate', '--sync', main)
        k.press('alt+f', 'r', 'Down', 'Return', pause=0.5)
        box = s.wait_window(r'^Open project$', 15)
        if check(box is not None, 'Open Recent on a moved project shows a message'):
            s.xdo('windowactivate', '--sync', box)
            k.press('alt+r')  # Remove from List
            check(s.wait_gone(box, 5), 'Remove from List closes it')
        check(os.listdir(os.path.dirname(moved)) == [],
              f'no project is created where the moved one was '
              f'({os.listdir(os.path.dirname(moved))})')
        check(wait_for(lambda: recent_files(s) and 'moved' not in recent_files(s)[0], 10),
              f'it is no longer a recent file ({recent_files(s)})')
        check(main in s.windows(r'^demo\.ranklens — RankLens$'), 'the demo stays open')

        # Item 5: a filter in Queries, then File > New Project > Replace.
        route = None
        for keys in k.FILTER_ROUTES:
            k.to_filter(main, keys)
            k.type('q167')
            if k.text_here() == 'q167':
                route = keys
                break
        check(route is not None, 'the demo\'s Queries filter reads q167')
        fresh = os.path.join(tmp, 'fresh.ranklens')
        k.press('ctrl+n')
        if not check(k.file_dialog(r'^New project$', fresh) is not None,
                     'New Project asks for a file'):
            return
        choice = k.wait_other(r'^Open project$', box)
        if check(choice is not None, 'RankLens asks: new window or replace'):
            s.xdo('windowactivate', '--sync', choice)
            k.press('alt+r')
        main = project_window(s, 'fresh.ranklens')
        if not check(main is not None, 'the new project replaces the demo'):
            return
        time.sleep(1)
        if route:
            k.to_filter(main, route)
            filt = k.text_here()
            check(filt == '', f'the new project\'s Queries filter is empty ({filt!r})')

        # Item 7: a run listing d1 twice in q1 (lines 1 and 3), line 2 malformed.
        dup = os.path.join(tmp, 'dup.run')
        with open(dup, 'w') as f:
            f.write('q1 Q0 d1 1 1.0 t\nq1 Q0 d2 2 oops t\nq1 Q0 d1 3 3.0 t\nq1 Q0 d3 4 2.0 t\n')
        if not import_run(s, k, main, dup):
            return
        box = s.wait_window(r'^Import$', 20)
        if not check(box is not None, 'the refused run is reported in a box'):
            return
        # (its text, every problem at once, is checked offscreen: tests/ui/work_lost_test.cpp)
        s.xdo('windowactivate', '--sync', box)
        k.press('alt+o')  # Leave out duplicated lines
        runs = wait_for(lambda: sql(fresh, 'SELECT num_docs FROM run_queries'), 20)
        check(runs == [(1,)], f'"Leave out duplicated lines" imports q1 without d1 ({runs})')
        check(s.app.poll() is None, 'RankLens is still running')


def damaged_then_import_and_replace(binary, tmp, cli):
    """Item 2: a damaged project given at start; an import then; Replace by the damaged file."""
    damaged = os.path.join(tmp, 'damaged.ranklens')
    run = os.path.join(tmp, 'model.run')
    with open(run, 'w') as f:
        f.write('q1 Q0 d1 1 2.0 t\nq1 Q0 d2 2 1.0 t\nq2 Q0 d3 1 1.0 t\n')
    subprocess.run([cli, 'import', damaged, '--run', run], check=True, capture_output=True)
    db = sqlite3.connect(damaged)
    db.execute('UPDATE run_queries SET query_id = 99999 WHERE pos = 0')
    db.commit()
    db.close()
    before = open(damaged, 'rb').read()
    with start(binary, tmp, args=[damaged]) as (s, k):
        box = s.wait_window(r'^Open project$', 30)
        if not check(box is not None, 'the damaged project is refused with a message'):
            return
        s.xdo('windowactivate', '--sync', box)
        k.press('Escape')
        main = s.wait_window(r'^RankLens$', 10)
        if not check(main is not None, 'the window is left with no project'):
            return
        if not import_run(s, k, main, run):
            return
        ask = s.wait_window(r'^Import$', 15)
        if not check(ask is not None, 'with no project open, the import asks for one'):
            return
        s.xdo('windowactivate', '--sync', ask)
        k.press('alt+n')
        new = os.path.join(tmp, 'new.ranklens')
        if not check(k.file_dialog(r'^New project$', new) is not None,
                     'it asks where the new project goes'):
            return
        main = project_window(s, 'new.ranklens')
        check(main is not None, 'the new project is open (not the demo)')
        check(not s.windows(r'^demo\.ranklens'), 'the window did not switch to the demo')
        stored = wait_for(lambda: os.path.exists(new) and sql(new, 'SELECT count(*) FROM runs'),
                          20)
        check(stored == [(1,)], f'the imported run reached the new project ({stored})')
        summary = s.wait_window(r'^Import$', 10)
        if summary:
            s.xdo('windowactivate', '--sync', summary)
            k.press('Escape')

        # Replace by the damaged file: checked first, the open project stays.
        s.xdo('windowactivate', '--sync', main)
        k.press('ctrl+o')
        dialog = k.file_dialog(r'^Open project$', damaged)
        if not check(dialog is not None, 'Open Project asks for a file'):
            return
        choice = k.wait_other(r'^Open project$', box, dialog)
        if check(choice is not None, 'RankLens asks: new window or replace'):
            s.xdo('windowactivate', '--sync', choice)
            k.press('alt+r')
        refused = k.wait_other(r'^Open project$', box, dialog, choice, timeout=30)
        check(refused is not None, 'Replace by the damaged project is refused')
        time.sleep(1)
        check(s.windows(r'^new\.ranklens — RankLens$'), 'new.ranklens is still the open project')
        check(open(damaged, 'rb').read() == before, 'the damaged file is unchanged')


def deleted_label_set(binary, tmp, cli):
    """Item 3: File > Delete Label Set…, then the CLI and kill -9."""
    proj = os.path.join(tmp, 'labels.ranklens')
    run, qrels = os.path.join(tmp, 'a.run'), os.path.join(tmp, 'a.qrels')
    with open(run, 'w') as f:
        f.write('q1 Q0 d1 1 2.0 t\nq1 Q0 d2 2 1.0 t\n')
    with open(qrels, 'w') as f:
        f.write('q1 0 d1 1\nq1 0 d2 0\n')
    subprocess.run([cli, 'import', proj, '--run', run], check=True, capture_output=True)
    for name in ('eng_labels', 'old_labels'):
        subprocess.run([cli, 'import', proj, '--qrels', qrels, '--name', name,
                        '--allow-duplicate'], check=True, capture_output=True)
    with start(binary, tmp, args=[proj]) as (s, k):
        main = project_window(s, 'labels.ranklens')
        if not check(main is not None, 'the project with two label sets opens'):
            return
        time.sleep(2)  # loaded and evaluated
        s.xdo('windowactivate', '--sync', main)
        k.press('alt+f', 'b', pause=0.5)  # Delete La&bel Set…
        pick = s.wait_window(r'^Delete label set$', 15)
        if not check(pick is not None, 'Delete Label Set asks which'):
            return
        s.xdo('windowactivate', '--sync', pick)
        k.press('Return')  # the one offered: old_labels (eng_labels is active)
        confirm = k.wait_other(r'^Delete label set$', pick, timeout=10)
        if not check(confirm is not None, 'it asks to confirm'):
            return
        s.xdo('windowactivate', '--sync', confirm)
        k.press('alt+y')
        time.sleep(1)
        out = subprocess.run([cli, 'export-labels', proj, '--labels', 'old_labels'],
                             capture_output=True, text=True)
        check(out.returncode != 0 and 'q1' not in out.stdout,
              f'while RankLens is open, export-labels no longer finds it (exit {out.returncode})')
        os.kill(s.app.pid, signal.SIGKILL)
        s.app.wait(10)
        info = subprocess.run([cli, 'info', proj], capture_output=True, text=True).stdout
        check('old_labels' not in info and 'eng_labels' in info,
              f'after kill -9 it does not come back ({info!r})')


def foreign_exercise_set(binary, tmp):
    """Item 6: `ranklens notes.json`."""
    notes = os.path.join(tmp, 'notes.json')
    with open(notes, 'w') as f:
        f.write('{"title": "my notes", "items": [1, 2, 3]}')
    with start(binary, tmp, args=[notes]) as (s, _):
        box = s.wait_window(r'^Open exercise set$', 30)
        check(box is not None, 'a JSON file that is no exercise set is refused (its text, '
              'naming the file: tests/ui/work_lost_test.cpp)')
        time.sleep(1)
        check(not s.windows(r'^Practice'), 'no practice window opens')


def main():
    def scenarios(binary, cli):
        return [lambda t: moved_new_filter_duplicates(binary, t),
                lambda t: damaged_then_import_and_replace(binary, t, cli),
                lambda t: deleted_label_set(binary, t, cli),
                lambda t: foreign_exercise_set(binary, t)]
    return rb.test_main(__doc__, scenarios, paths=2, prefix='ranklens-lost-',
                        tools=('openbox', 'xdotool', 'xwininfo', 'xprop', 'xclip'))


if __name__ == '__main__':
    sys.exit(main())
