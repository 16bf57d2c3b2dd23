#!/usr/bin/env python3
"""Errors are data (issue 46): the UI words core's problems from their codes
(ui/common/problem_text.h) and never takes an English message of core apart again. Fails when a
source under ui/ uses a regular expression (QRegularExpression, QRegExp, std::regex) and also
touches core's errors or messages (ParseError, ParseIssue, StoreError, DuplicateImport,
englishText, .message(), .what()). Usage: check_no_message_parsing.py SOURCE_DIR."""
import os
import re
import sys

REGEX = re.compile(r'QRegularExpression|QRegExp|std::regex')
MESSAGES = re.compile(r'ParseError|ParseIssue|StoreError|DuplicateImport|englishText|'
                      r'\.message\(\)|\.what\(\)')


def main():
    root = sys.argv[1]
    bad = []
    for d, _, files in os.walk(os.path.join(root, 'ui')):
        for f in files:
            if not f.endswith(('.cpp', '.h')):
                continue
            path = os.path.join(d, f)
            text = open(path, encoding='utf-8').read()
            if REGEX.search(text) and MESSAGES.search(text):
                bad.append(os.path.relpath(path, root))
    for b in sorted(bad):
        print(f'{b}: a regular expression beside core\'s errors; word them with problemText()')
    print(f'{len(bad)} UI sources parse messages')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
