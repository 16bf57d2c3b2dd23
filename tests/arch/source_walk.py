"""What the architecture checks share: the C++ sources below a folder, the #include lines of
one file, each with its line number, and the report (every violation, a count, the exit code)."""
import os
import re
import sys

INCLUDE = re.compile(r'\s*#\s*include\s*[<"]([^">]+)[">]')


def sources(root, folder, recursive=True):
    """The .h and .cpp files below root/folder, as paths relative to root, sorted."""
    top = os.path.join(root, folder)
    if not recursive:
        names = (os.path.join(top, n) for n in os.listdir(top))
        return sorted(os.path.relpath(p, root) for p in names
                      if os.path.isfile(p) and p.endswith(('.h', '.cpp')))
    found = []
    for dirpath, _, names in os.walk(top):
        found += [os.path.relpath(os.path.join(dirpath, n), root) for n in names
                  if n.endswith(('.h', '.cpp'))]
    return sorted(found)


def includes(root, rel):
    """(line number, included path) for every #include "..." or <...> of root/rel."""
    with open(os.path.join(root, rel), encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                yield n, m.group(1)


def report(bad, summary):
    """Prints every violation, then the summary line; exits 1 when there is any."""
    for b in bad:
        print(b)
    print(summary)
    sys.exit(1 if bad else 0)
