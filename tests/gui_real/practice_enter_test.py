#!/usr/bin/env python3
"""Enter never grades an answer twice (issue 48), through the real `ranklens` binary under Xvfb +
openbox with real key events (xdotool), the result read from the learner's progress file:

  * open Practice (Ctrl+Shift+P), give a name (typed, Enter);
  * type a wrong answer ("-5": never right for a compute or predict exercise; a construct or
    choose exercise cannot read it, so the window is closed with Esc and opened again until the
    answer is graded);
  * press Enter three more times.
Then the progress file holds that one answer, the mistake counted once and the topic tried once
(before the fix Enter graded the same answer again: the mistake counted 1x -> 3x or more).

Usage: practice_enter_test.py PATH/TO/ranklens
Exit 0 when every check passes, 1 naming each failure, 77 when Xvfb is not installed.
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import real_binary_test as real  # noqa: E402  (the shared Session and checks)

check, wait_for = real.check, real.wait_for
PRACTICE_TITLE = r'^Practice — RankLens$'
LEARNER = 'Tester'


def key(session, *keys):
    for k in keys:
        session.xdo('key', '--clearmodifiers', k)
        time.sleep(0.3)


def progress(session):
    """The learner's progress file as saved (None until there is one)."""
    for root, _, files in os.walk(session.env['HOME']):
        if os.path.basename(root) == 'practice' and LEARNER + '.json' in files:
            with open(os.path.join(root, LEARNER + '.json'), encoding='utf-8') as f:
                try:
                    return json.load(f)
                except ValueError:
                    return None
    return None


def graded_once(s, main):
    """Opens Practice until a '-5' is graded; returns the progress after it, or None."""
    first = True
    for _ in range(12):
        s.xdo('windowactivate', '--sync', main)
        key(s, 'ctrl+shift+p')
        wid = s.wait_app_window(PRACTICE_TITLE, (400, 300), 15)
        if not check(wid is not None, 'Ctrl+Shift+P opens Practice'):
            return None
        s.xdo('windowactivate', '--sync', wid)
        time.sleep(0.5)
        if first:  # the name page: the learner's name, Enter starts
            s.xdo('type', '--delay', '40', LEARNER)
            key(s, 'Return')
            first = False
            time.sleep(0.5)
        key(s, 'minus', '5', 'Return')
        p = wait_for(lambda: (progress(s) or {}).get('answers') or None, 3, 0.2)
        if p:
            return wid
        key(s, 'Escape')  # a construct or choose exercise: "-5" is not read; another one
        s.wait_gone(wid, 5)
    return None


def run(binary, tmp):
    with real.session(binary, tmp) as s:
        main = s.main_window()
        if not check(main is not None, 'the demo project opens in a window'):
            return
        time.sleep(2)
        wid = graded_once(s, main)
        if not check(wid is not None, 'a wrong answer "-5" is graded'):
            return
        before = progress(s)
        key(s, 'Return', 'Return', 'Return')
        time.sleep(1.0)
        after = progress(s)
        answers = after.get('answers', [])
        print(f'     answers {[(a["answer"], a["verdict"], a["mistake"]) for a in answers]}')
        check(len(answers) == 1, f'Enter three more times grades nothing more ({len(answers)} '
                                 'answers recorded)')
        check(answers and answers[0]['verdict'] == 'wrong', 'the one answer is wrong')
        mistakes = after.get('mistakes', {})
        check(sum(mistakes.values()) == 1, f'the mistake is counted once ({mistakes})')
        topics = after.get('topics', {})
        check(sum(t['tried'] for t in topics.values()) == 1,
              f'the topic is tried once ({topics})')
        check(after.get('done') == 1 and before.get('done') == 1,
              f'one exercise done ({after.get("done")})')
        check(s.is_viewable(wid), 'the Practice window stays open on the exercise')
        key(s, 'Escape')
        check(s.wait_gone(wid, 5), 'Esc closes Practice')


def main():
    return real.test_main(__doc__, lambda binary: [lambda t: run(binary, t)],
                          prefix='ranklens-practice-')


if __name__ == '__main__':
    sys.exit(main())
