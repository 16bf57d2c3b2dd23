#!/usr/bin/env python3
"""Checks the README and the guides under resources/docs: every relative link (Markdown
`[text](target)` and `![alt](image)`) reaches an existing file, and every `#anchor` into a
Markdown file names one of its headings (GitHub's anchor rule). Usage: check_links.py ROOT
(the source tree, or an installed share/doc/ranklens). Exit 1 listing every broken link."""
import os
import re
import sys

LINK = re.compile(r'\]\(([^)\s]+)\)')


def anchors(path):
    out = set()
    fence = False
    for line in open(path, encoding='utf-8'):
        if line.startswith('```'):
            fence = not fence
        m = re.match(r'^#+ (.*)', line)
        if m and not fence:
            text = re.sub(r'[^\w\- ]', '', m.group(1).strip().lower()).replace(' ', '-')
            out.add(text)
    return out


def check(root):
    docs = os.path.join(root, 'resources', 'docs')
    files = [os.path.join(root, 'README.md')]
    files += [os.path.join(docs, f) for f in sorted(os.listdir(docs)) if f.endswith('.md')]
    broken = []
    for f in files:
        text = open(f, encoding='utf-8').read()
        for m in LINK.finditer(text):
            target = m.group(1)
            if re.match(r'^[a-z]+:', target):
                continue  # http:, mailto:
            path, _, anchor = target.partition('#')
            dest = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
            if not os.path.exists(dest):
                broken.append(f'{f}: {target}: no such file')
            elif anchor and dest.endswith('.md') and anchor not in anchors(dest):
                broken.append(f'{f}: {target}: no heading #{anchor}')
    return files, broken


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: check_links.py ROOT')
    files, broken = check(sys.argv[1])
    for b in broken:
        print(b)
    print(f'{len(files)} files, {len(broken)} broken links')
    sys.exit(1 if broken else 0)


if __name__ == '__main__':
    main()
