#!/usr/bin/env python3
"""Drives the real `ranklens` binary under Xvfb with a window manager (openbox), with real mouse
and key events (xdotool), and checks what a user would see (xwininfo, screenshots):

  * a right-click on a curve point (quick or held) opens its explanation window; a right-click
    on an empty part of the plot opens a menu whose first entry opens one;
  * the crosshair's value table is still shown after the mouse rests on the plot (not replaced by
    the plot's one-line usage hint);
  * every window opened from the menus fits a 1366x768 screen, and Esc closes it; at 1920x1080
    Compare opens inside the screen and the main window (views side by side) can be made narrow;
  * File > New Project > Replace shows an empty ranking where a grade key writes nothing.

Usage: real_binary_test.py PATH/TO/ranklens
Exit 0 when every check passes, 1 naming each failure, 77 (ctest SKIP_RETURN_CODE) when Xvfb is
not installed. The other tools (openbox, xdotool, xwininfo, xprop, ImageMagick's import) are
installed by scripts/install-deps.sh; a missing one is a failure, not a skip.
"""
import contextlib
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

SKIP = 77
SCREEN_W, SCREEN_H = 1366, 768
MAIN_TITLE = 'RankLens'
# The Compare window by the full title ComparisonWindow sets (a bare r'Compare' also matched a
# 318x84 window that was not it), and the least size the real window has.
COMPARE_TITLE = r'^Compare runs — RankLens$'
COMPARE_MIN = (600, 400)
failures = []


def check(ok, what):
    print(('ok   ' if ok else 'FAIL ') + what, flush=True)
    if not ok:
        failures.append(what)
    return ok


def wait_for(predicate, timeout=15.0, step=0.1):
    """Polls predicate until it returns something true; returns that, or None at the timeout."""
    end = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > end:
            return None
        time.sleep(step)


# The steps every real-binary test starts and ends with (tests/gui_real/*_test.py): main() is
# test_main(...), each scenario runs in its own temporary folder with an app session in it.

def in_temp_folder(scenario, prefix='ranklens-real-'):
    """Runs scenario(tmp) in a fresh temporary folder: removed when the scenario added no
    failure, kept (its ranklens.log tells what the app said) when it did."""
    tmp = tempfile.mkdtemp(prefix=prefix)
    before = len(failures)
    try:
        scenario(tmp)
    finally:
        if len(failures) == before:
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print(f'kept {tmp} (ranklens.log)')


@contextlib.contextmanager
def session(binary, tmp, size=(SCREEN_W, SCREEN_H)):
    """An app session (Session) on a screen of `size`, closed however the block ends."""
    s = Session(binary, tmp, size)
    try:
        yield s
    finally:
        s.close()


def test_main(doc, scenarios, paths=1, tools=(), prefix='ranklens-real-', without_display=None):
    """A real-binary test's main: usage (doc, exit 2) unless given `paths` paths; then
    without_display(*paths) when given; SKIP (77) without Xvfb; a failure naming the `tools`
    that are missing; then each scenario of scenarios(*paths) (a function of a temporary
    folder, in_temp_folder). Exit 1 with any failure, else 0."""
    if len(sys.argv) != paths + 1:
        print(doc)
        return 2
    args = [os.path.abspath(a) for a in sys.argv[1:]]
    if without_display:
        without_display(*args)
    if not shutil.which('Xvfb'):
        print('SKIP: Xvfb is not installed (scripts/install-deps.sh installs it)')
        return SKIP
    missing = [t for t in tools if not shutil.which(t)]
    if missing:
        print('FAIL: missing ' + ', '.join(missing) + ' (scripts/install-deps.sh installs them)')
        return 1
    started = time.monotonic()
    for scenario in scenarios(*args):
        in_temp_folder(scenario, prefix)
    print(f'{len(failures)} failure(s) in {time.monotonic() - started:.0f} s')
    return 1 if failures else 0


class Session:
    def __init__(self, binary, tmp, size=(SCREEN_W, SCREEN_H)):
        self.tmp = tmp
        self.size = size
        self.procs = []
        self.env = dict(os.environ)
        home = os.path.join(tmp, 'home')
        runtime = os.path.join(tmp, 'runtime')
        os.makedirs(home)
        os.makedirs(runtime, mode=0o700)
        # A fresh user: no saved settings, window geometry or recent files.
        self.env.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, '.config'),
                        XDG_DATA_HOME=os.path.join(home, '.local', 'share'),
                        XDG_CACHE_HOME=os.path.join(home, '.cache'), XDG_RUNTIME_DIR=runtime,
                        LANG='C.UTF-8', LC_ALL='C.UTF-8', QT_QPA_PLATFORM='xcb',
                        USER='tester')
        for k in ('QT_QPA_PLATFORMTHEME', 'QT_SCALE_FACTOR', 'QT_SCREEN_SCALE_FACTORS',
                  'QT_AUTO_SCREEN_SCALE_FACTOR', 'WAYLAND_DISPLAY'):
            self.env.pop(k, None)
        r, w = os.pipe()
        xvfb = subprocess.Popen(['Xvfb', '-displayfd', str(w), '-screen', '0',
                                 f'{size[0]}x{size[1]}x24', '-nolisten', 'tcp'],
                                pass_fds=(w,), stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        self.procs.append(xvfb)
        os.close(w)
        number = b''
        while not number.endswith(b'\n'):
            chunk = os.read(r, 16)
            if not chunk:
                break
            number += chunk
        os.close(r)
        if not number.strip():
            raise RuntimeError('Xvfb did not start')
        self.env['DISPLAY'] = ':' + number.decode().strip()
        self.procs.append(subprocess.Popen(['openbox'], env=self.env, stdout=subprocess.DEVNULL,
                                           stderr=subprocess.DEVNULL))
        if not wait_for(lambda: '_NET_SUPPORTING_WM_CHECK(WINDOW)' in self.out(
                ['xprop', '-root', '_NET_SUPPORTING_WM_CHECK'])):
            raise RuntimeError('openbox did not start')
        self.log = open(os.path.join(tmp, 'ranklens.log'), 'w')
        self.app = subprocess.Popen([binary, '--lang', 'en'], env=self.env, stdout=self.log,
                                    stderr=subprocess.STDOUT)
        self.procs.append(self.app)

    def main_window(self):
        return self.wait_window(r'^demo\.ranklens — ' + MAIN_TITLE + '$', 30)

    def close(self):
        for p in reversed(self.procs):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(5)
                except subprocess.TimeoutExpired:
                    p.kill()
        self.log.close()

    def out(self, args):
        r = subprocess.run(args, env=self.env, capture_output=True, text=True, timeout=20)
        return r.stdout

    def xdo(self, *args):
        subprocess.run(['xdotool', *map(str, args)], env=self.env, check=True, timeout=20)

    def windows(self, title_regex):
        """The visible windows whose title matches title_regex (newest last)."""
        ids = self.out(['xdotool', 'search', '--onlyvisible', '--name', title_regex]).split()
        return [int(i) for i in ids]

    def wait_window(self, title_regex, timeout=15.0):
        found = wait_for(lambda: self.windows(title_regex), timeout)
        return found[-1] if found else None

    def is_app_window(self, wid, min_size=(1, 1)):
        """The window is one of RankLens's own (its WM_CLASS) with a client area of at least
        min_size (w, h)."""
        if '"RankLens"' not in self.out(['xprop', '-id', str(wid), 'WM_CLASS']):
            return False
        try:
            _, _, w, h = self.client(wid)
        except AttributeError:  # gone meanwhile: xwininfo printed no geometry
            return False
        return w >= min_size[0] and h >= min_size[1]

    def wait_app_window(self, title_regex, min_size=(1, 1), timeout=15.0, before=()):
        """The newest visible RankLens window titled title_regex, at least min_size, not among
        before; None after timeout."""
        found = wait_for(lambda: [w for w in self.windows(title_regex)
                                  if w not in before and self.is_app_window(w, min_size)],
                         timeout)
        return found[-1] if found else None

    def wait_gone(self, wid, timeout=10.0):
        return wait_for(lambda: not self.is_viewable(wid), timeout)

    def is_viewable(self, wid):
        return 'IsViewable' in self.out(['xwininfo', '-id', str(wid)])

    def frame(self, wid):
        """The window's frame (the window manager's decoration included): x, y, w, h."""
        text = self.out(['xwininfo', '-frame', '-id', str(wid)])
        get = lambda key: int(re.search(key + r':\s+(-?\d+)', text).group(1))
        return (get('Absolute upper-left X'), get('Absolute upper-left Y'), get('Width'),
                get('Height'))

    def client(self, wid):
        text = self.out(['xwininfo', '-id', str(wid)])
        get = lambda key: int(re.search(key + r':\s+(-?\d+)', text).group(1))
        return (get('Absolute upper-left X'), get('Absolute upper-left Y'), get('Width'),
                get('Height'))

    def tooltip(self):
        """The geometry (w, h) of the application's shown tool tip, or None."""
        for line in self.out(['xwininfo', '-root', '-children']).splitlines():
            m = re.search(r'0x[0-9a-f]+ "[^"]*": \("[^"]*" "RankLens"\)\s+(\d+)x(\d+)\+', line)
            if m:
                wid = int(line.split()[0], 16)
                if self.is_viewable(wid):
                    return int(m.group(1)), int(m.group(2))
        return None

    def screenshot(self):
        """The screen as (width, height, rgb bytes)."""
        data = subprocess.run(['import', '-window', 'root', '-depth', '8', 'ppm:-'],
                              env=self.env, capture_output=True, timeout=20, check=True).stdout
        # P6 <w> <h> <max> and one whitespace byte, then the pixels
        head = re.match(rb'P6\s+(\d+)\s+(\d+)\s+(\d+)\s', data)
        return int(head.group(1)), int(head.group(2)), data[head.end():]


def fits(session, wid, what):
    x, y, w, h = session.frame(wid)
    sw, sh = session.size
    return check(x >= 0 and y >= 0 and x + w <= sw and y + h <= sh,
                 f'{what} fits the {sw}x{sh} screen (frame {w}x{h}+{x}+{y})')


# ui/common/grade_chip_delegate.cpp: the grade chips' fill colours (grades 0 to 4).
CHIP_COLOURS = [(0xb4, 0xb9, 0xc0), (0xc9, 0xe2, 0x9c), (0x7c, 0xc5, 0x6b), (0x2e, 0x9a, 0x4c),
                (0x17, 0x6d, 0x45)]


def chip_pixels(session):
    """How many pixels of the screen have a grade chip's colour (a ranking with labels shown)."""
    _, _, rgb = session.screenshot()
    n = 0
    for c in CHIP_COLOURS:
        target = bytes(c)
        i = rgb.find(target)
        while i != -1:
            n += i % 3 == 0
            i = rgb.find(target, i + 1)
    return n


def curve_start(session, color):
    """The first point (k = 1) of the curves drawn in `color`: the curves fill a long run of
    screen columns that each hold a pixel of that colour (the legend's and the tables' swatches
    are short runs); the run's first column is k = 1, its topmost such pixel a curve's point."""
    w, h, rgb = session.screenshot()
    target = bytes(color)
    columns = {}
    for y in range(h):
        row = rgb[y * w * 3:(y + 1) * w * 3]
        x = row.find(target)
        while x != -1:
            if x % 3 == 0:
                columns.setdefault(x // 3, []).append(y)
            x = row.find(target, x + 1)
    best, start, last = None, None, None
    for x in sorted(columns):
        if last is None or x - last > 4:
            start = x
        last = x
        if best is None or last - start > best[1] - best[0]:
            best = (start, last)
    if not best or best[1] - best[0] < 300:
        return None
    x = best[0]
    return x, min(columns[x])


def run(binary, tmp):
    with session(binary, tmp) as s:
        main = s.main_window()
        if not check(main is not None, 'the demo project opens in a window'):
            return
        fits(s, main, 'the main window')
        s.xdo('windowactivate', '--sync', main)

        # Curves: Ctrl+2 brings the Curves view to the front.
        s.xdo('key', '--clearmodifiers', 'ctrl+2')
        baseline_blue = (31, 119, 180)  # ui/common/palette.cpp: the first run's colour
        # The view in front before Ctrl+2 may draw in that colour too (the Queries histogram):
        # the curves are in front when the start found differs from it and stays put.
        before = curve_start(s, baseline_blue)
        seen = []

        def settled():
            seen.append(curve_start(s, baseline_blue))
            return len(seen) > 1 and seen[-1] and seen[-1] == seen[-2] and seen[-1] != before

        start = seen[-1] if wait_for(settled, 15, 0.3) else None
        if check(start is not None, 'the curves plot shows the baseline curves'):
            x, y = start[0] + 2, start[1]  # on the line, inside the axes
            # Rest on the point: the crosshair's values stay (a table of every curve).
            s.xdo('mousemove', x + 40, y + 20)
            s.xdo('mousemove', x, y)
            time.sleep(0.3)  # the tip follows the move
            tip = wait_for(s.tooltip, 5)
            check(tip is not None and tip[1] > 60,
                  f'hovering the plot shows the values at k (tool tip {tip})')
            time.sleep(1.5)  # Qt's tool-tip delay is 700 ms: the rest has happened
            tip = s.tooltip()
            check(tip is not None and tip[1] > 60,
                  f'the values are still shown after the mouse rests (tool tip {tip})')
            # Right-click on the point: its explanation opens.
            s.xdo('click', 3)
            explain = s.wait_window(r'^Explain this number', 10)
            if check(explain is not None, 'right-click on a curve point opens its explanation'):
                fits(s, explain, 'the Explain window')
                s.xdo('windowactivate', '--sync', explain)
                s.xdo('key', 'Escape')
                check(s.wait_gone(explain), 'Esc closes the Explain window')
            # Held: the button pressed and kept down opens it too (X11 menus open on the press).
            s.xdo('windowactivate', '--sync', main)
            s.xdo('mousemove', x, y)
            s.xdo('mousedown', 3)
            explain = s.wait_window(r'^Explain this number', 10)
            s.xdo('mouseup', 3)
            if check(explain is not None, 'a held right-click on a curve point explains it'):
                s.xdo('windowactivate', '--sync', explain)
                s.xdo('key', 'Escape')
                s.wait_gone(explain)
            # Right-click on the plot away from every curve: a menu; its first entry explains.
            s.xdo('windowactivate', '--sync', main)
            s.xdo('mousemove', x + 300, y - 60)
            s.xdo('click', 3)
            time.sleep(0.3)
            s.xdo('key', 'Down', 'Return')
            explain = s.wait_window(r'^Explain this number', 10)
            if check(explain is not None,
                     'right-click on an empty part of the plot: a menu whose entry explains'):
                s.xdo('windowactivate', '--sync', explain)
                s.xdo('key', 'Escape')
                s.wait_gone(explain)

        # Every window from the menus fits the screen, and Esc closes it.
        s.xdo('windowactivate', '--sync', main)
        windows = [
            (['ctrl+shift+c'], COMPARE_TITLE, 'Compare'),
            (['ctrl+shift+l'], r'Lessons', 'Lessons'),
            (['ctrl+shift+g'], r'^Glossary', 'Glossary'),
            (['ctrl+shift+e'], r'^Exposure', 'Exposure'),
            (['alt+v', 'o'], r'Clicks', 'Clicks and Online Results'),
            (['F1'], r'^Glossary', 'Help (F1), the glossary'),
            (['ctrl+j', '@^Start judging', 'Return'], r'^Judging queue', 'Judging'),
            # Alt+L also names the definitions bar's Labels box: reach the menu from Help.
            (['alt+h', 'Left', 'a'], r'^Agreement', 'Agreement'),
        ]
        for keys, title, what in windows:
            s.xdo('windowactivate', '--sync', main)
            before = set(s.windows(title))
            for k in keys:
                if k.startswith('@'):  # a dialog comes first: wait for it, then go on
                    step = s.wait_window(k[1:], 10)
                    if check(step is not None, f'{what}: its set-up dialog opens'):
                        fits(s, step, f'the dialog before {what}')
                        s.xdo('windowactivate', '--sync', step)
                    continue
                s.xdo('key', '--clearmodifiers', k)
                if k.startswith('alt+'):
                    time.sleep(0.4)  # the menu pops up before its mnemonic is typed
            least = COMPARE_MIN if title == COMPARE_TITLE else (1, 1)
            wid = s.wait_app_window(title, least, 15, before)
            if not check(wid is not None, f'{what} opens from the menus'):
                continue
            time.sleep(0.2)  # the window manager's placement, then RankLens's own fit
            wait_for(lambda: s.frame(wid)[1] + s.frame(wid)[3] <= SCREEN_H, 2)
            fits(s, wid, what)
            s.xdo('windowactivate', '--sync', wid)
            s.xdo('key', 'Escape')
            check(s.wait_gone(wid, 5), f'Esc closes {what}')

        # New project, replacing the demo: the ranking is empty and a grade key writes nothing.
        s.xdo('windowactivate', '--sync', main)
        s.xdo('key', '--clearmodifiers', 'ctrl+3')
        check(wait_for(lambda: chip_pixels(s) > 200, 10) is not None,
              'the demo\'s ranking shows graded items')
        project = os.path.join(tmp, 'fresh.ranklens')
        s.xdo('key', '--clearmodifiers', 'ctrl+n')
        dialog = s.wait_window(r'^New project', 15)
        if check(dialog is not None, 'File > New Project asks for a file'):
            fits(s, dialog, 'the New project file dialog')
            s.xdo('windowactivate', '--sync', dialog)
            s.xdo('key', '--clearmodifiers', 'ctrl+a')
            s.xdo('type', '--delay', '5', project)
            s.xdo('key', 'Return')
            choice = s.wait_window(r'^Open project$', 15)
            if check(choice is not None, 'RankLens asks: new window or replace'):
                s.xdo('windowactivate', '--sync', choice)
                s.xdo('key', '--clearmodifiers', 'alt+r')
            fresh = s.wait_window(r'^fresh\.ranklens — ' + MAIN_TITLE + '$', 20)
            if check(fresh is not None, 'the new project replaces the demo'):
                s.xdo('windowactivate', '--sync', fresh)
                s.xdo('key', '--clearmodifiers', 'ctrl+3')
                time.sleep(0.5)  # the Ranking tab in front
                chips = chip_pixels(s)
                check(chips == 0, f'the new project\'s ranking is empty ({chips} chip pixels)')
                s.xdo('mousemove', SCREEN_W // 2, SCREEN_H // 2)
                s.xdo('key', '3')
                time.sleep(0.5)
                db = sqlite3.connect(f'file:{project}?mode=ro', uri=True)
                labels = db.execute('SELECT count(*) FROM labels').fetchone()[0]
                sets = db.execute('SELECT count(*) FROM label_sets').fetchone()[0]
                db.close()
                check(labels == 0 and sets == 0,
                      f'a grade key in the new project writes nothing ({labels} labels, '
                      f'{sets} label sets)')
        check(s.app.poll() is None, 'RankLens is still running')


def run_large(binary, tmp):
    """At 1920x1080 Compare opened past the bottom edge."""
    with session(binary, tmp, (1920, 1080)) as s:
        main = s.main_window()
        if not check(main is not None, 'the demo opens on a 1920x1080 screen'):
            return
        fits(s, main, 'the main window')
        s.xdo('windowactivate', '--sync', main)
        s.xdo('key', '--clearmodifiers', 'ctrl+shift+c')
        wid = s.wait_app_window(COMPARE_TITLE, COMPARE_MIN, 15)
        if check(wid is not None, 'Compare opens on a 1920x1080 screen (its own window, '
                 f'at least {COMPARE_MIN[0]}x{COMPARE_MIN[1]})'):
            time.sleep(0.2)
            wait_for(lambda: s.frame(wid)[1] + s.frame(wid)[3] <= 1080, 2)
            fits(s, wid, 'Compare')
            s.xdo('windowactivate', '--sync', wid)
            s.xdo('key', 'Escape')
            s.wait_gone(wid)
        # Queries and Ranking side by side: the window can still be made narrow.
        s.xdo('windowsize', main, 1000, 700)
        width = wait_for(lambda: s.client(main)[2] <= 1000 and s.client(main)[2], 5)
        check(width is not None, f'the main window can be made 1000 px wide (is '
              f'{s.client(main)[2]} px)')


def main():
    return test_main(__doc__, lambda binary: [lambda t: run(binary, t),
                                              lambda t: run_large(binary, t)],
                     tools=('openbox', 'xdotool', 'xwininfo', 'xprop', 'import'))


if __name__ == '__main__':
    sys.exit(main())
