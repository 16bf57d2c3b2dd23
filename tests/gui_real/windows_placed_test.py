#!/usr/bin/env python3
"""Issue 45, windows where a user can see them, through the real `ranklens` binary under Xvfb +
openbox, by keys (xdotool), measured with xwininfo:

  12. every window opens whole on the screen, at 1366x768 and at 1920x1080: Practice, the
      judging queue opened a second time, Compare, Help;
  16. File > Open Demo Project with the demo open asks nothing (it is the project open); with
      another project open it asks "new window or replace" as File > Open does; New Window
      opens beside the first window (cascaded), not exactly on top of it.

Usage: windows_placed_test.py PATH/TO/ranklens
Exit 0 when every check passes, 1 naming each failure, 77 when Xvfb is not installed.
"""
import os
import signal
import sqlite3
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_binary_test as rb  # noqa: E402  (the Session and its helpers)
import work_lost_test as wl  # noqa: E402  (the launcher and the keys)

check, wait_for = rb.check, rb.wait_for


def fits_soon(s, wid, what):
    """The window's frame inside the screen, once the window manager and RankLens have placed
    it (the frame as it settles, at most 2 s)."""
    sw, sh = s.size

    def inside():
        try:
            x, y, w, h = s.frame(wid)
        except AttributeError:
            return False
        return x >= 0 and y >= 0 and x + w <= sw and y + h <= sh

    wait_for(inside, 2, 0.1)
    return rb.fits(s, wid, what)


def open_and_fit(s, k, main, keys, title, what, least=(1, 1)):
    """Opens a window by keys from the main window, checks it fits, closes it with Esc."""
    s.xdo('windowactivate', '--sync', main)
    before = set(s.windows(title))
    for key in keys:
        if key.startswith('@'):  # a set-up dialog first: accepted with Enter
            step = s.wait_window(key[1:], 10)
            if check(step is not None, f'{what}: its set-up dialog opens'):
                fits_soon(s, step, f'the dialog before {what}')
                s.xdo('windowactivate', '--sync', step)
                k.press('Return')
            continue
        k.press(key)
    wid = s.wait_app_window(title, least, 15, before)
    if not check(wid is not None, f'{what} opens'):
        return
    time.sleep(0.3)
    fits_soon(s, wid, what)
    s.xdo('windowactivate', '--sync', wid)
    k.press('Escape')
    check(s.wait_gone(wid, 5), f'Esc closes {what}')


def every_window_fits(binary, tmp, size):
    with rb.session(wl.launcher(tmp, binary), tmp, size) as s:
        k = wl.Keys(s)
        main = s.main_window()
        if not check(main is not None, f'the demo opens on a {size[0]}x{size[1]} screen'):
            return
        fits_soon(s, main, 'the main window')
        open_and_fit(s, k, main, ['ctrl+shift+p'], r'^Practice', 'Practice')
        judging = ['ctrl+j', '@^Start judging']
        open_and_fit(s, k, main, judging, r'^Judging queue', 'the judging queue')
        open_and_fit(s, k, main, judging, r'^Judging queue', 'the judging queue, reopened')
        open_and_fit(s, k, main, ['ctrl+shift+c'], rb.COMPARE_TITLE, 'Compare', rb.COMPARE_MIN)
        open_and_fit(s, k, main, ['F1'], r'^Glossary', 'Help (F1)')


def copy_project(src, dst):
    """A consistent copy of a project open in RankLens (SQLite's backup)."""
    a = sqlite3.connect(f'file:{src}?mode=ro', uri=True)
    b = sqlite3.connect(dst)
    a.backup(b)
    b.execute('PRAGMA journal_mode=DELETE')
    a.close()
    b.close()


def window_pid(s, wid):
    out = s.out(['xprop', '-id', str(wid), '_NET_WM_PID'])
    return int(out.split('=')[1]) if '=' in out else None


def demo_and_new_window(binary, tmp):
    with rb.session(wl.launcher(tmp, binary), tmp, (1920, 1080)) as s:
        started = []
        try:
            opened_in_new_window(s, wl.Keys(s), tmp, started)
        finally:
            for pid in started:  # the second window's own process
                if pid:
                    try:
                        os.kill(pid, signal.SIGTERM)
                    except OSError:
                        pass


def opened_in_new_window(s, k, tmp, started):
    """Open Demo with the demo open asks nothing; with another project open it asks, and New
    Window opens the demo in a second window (its pid into started), cascaded."""
    main = s.main_window()
    if not check(main is not None, 'the demo opens'):
        return
    demo = wait_for(lambda: next((os.path.join(r, 'demo.ranklens') for r, _, f in
                                  os.walk(s.env['HOME']) if 'demo.ranklens' in f), None), 30)
    time.sleep(3)  # built and evaluated
    # The demo open: Open Demo Project asks nothing.
    s.xdo('windowactivate', '--sync', main)
    k.press('alt+f', 'd', pause=0.5)
    time.sleep(1)
    check(not s.windows(r'^Open project$'), 'Open Demo with the demo open asks nothing')
    other = os.path.join(tmp, 'other.ranklens')
    copy_project(demo, other)
    # Another project open (by Replace), then Open Demo: asked; New Window.
    main = wait_for(lambda: s.windows(r'^demo\.ranklens — RankLens$'), 20)[-1]
    s.xdo('windowactivate', '--sync', main)
    k.press('ctrl+o')
    k.file_dialog(r'^Open project$', other)
    choice = s.wait_window(r'^Open project$', 15)
    if check(choice is not None, 'File > Open asks: new window or replace'):
        s.xdo('windowactivate', '--sync', choice)
        k.press('alt+r')
    main = wl.project_window(s, 'other.ranklens')
    if not check(main is not None, 'the other project replaces the demo'):
        return
    time.sleep(2)
    s.xdo('windowactivate', '--sync', main)
    k.press('alt+f', 'd', pause=0.5)
    choice = s.wait_window(r'^Open project$', 10)
    if not check(choice is not None, 'Open Demo with another project open asks first'):
        return
    s.xdo('windowactivate', '--sync', choice)
    k.press('alt+w')  # New Window
    second = s.wait_window(r'^demo\.ranklens — RankLens$', 30)
    if not check(second is not None, 'New Window opens the demo in a second window'):
        return
    started.append(window_pid(s, second))
    check(main in s.windows(r'^other\.ranklens — RankLens$'), 'the first window stays')
    time.sleep(1)
    fx, fy, _, _ = s.frame(main)
    sx, sy, _, _ = s.frame(second)
    check(sx - fx >= 16 and sy - fy >= 16,
          f'the new window is cascaded from the first (first at {fx},{fy}; new at {sx},{sy})')
    fits_soon(s, second, 'the new window')


def main():
    def scenarios(binary):
        return [lambda t, size=size: every_window_fits(binary, t, size)
                for size in ((1366, 768), (1920, 1080))] + [lambda t: demo_and_new_window(binary, t)]
    return rb.test_main(__doc__, scenarios, prefix='ranklens-windows-')


if __name__ == '__main__':
    sys.exit(main())
