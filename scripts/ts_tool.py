#!/usr/bin/env python3
"""Lists and fills entries of a Qt Linguist .ts file (used by scripts/update_translations.sh).

  ts_tool.py list TS            unfinished entries as JSON lines: {"context", "source", "numerus"}
                                (add "translation": "..." or, for numerus entries, a list of
                                forms — zh_CN has one — and feed the lines to apply)
  ts_tool.py apply TS JSONL     sets those translations and marks them finished
  ts_tool.py check TS           exit 1 listing unfinished entries and translations that drop or
                                add a placeholder (%1..%99, %n) or an HTML tag
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%(?:n|L?\d{1,2})")
TAG = re.compile(r"</?([a-zA-Z0-9]+)")


def entries(root):
    for ctx in root.iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            yield name, msg


def is_live(tr):
    return tr.get("type") not in ("vanished", "obsolete")


def texts(msg):
    tr = msg.find("translation")
    if msg.get("numerus") == "yes":
        return [f.text or "" for f in tr.iter("numerusform")]
    return [tr.text or ""]


def unfinished(root):
    for name, msg in entries(root):
        tr = msg.find("translation")
        if not is_live(tr):
            continue
        if tr.get("type") == "unfinished" or not any(texts(msg)):
            yield name, msg


def problems(root):
    out = []
    for name, msg in unfinished(root):
        out.append(f"unfinished: [{name}] {msg.findtext('source')!r}")
    for name, msg in entries(root):
        tr = msg.find("translation")
        if not is_live(tr) or tr.get("type") == "unfinished":
            continue
        src = msg.findtext("source")
        want = sorted(set(PLACEHOLDER.findall(src)))
        want_tags = sorted(TAG.findall(src))
        for t in texts(msg):
            if sorted(set(PLACEHOLDER.findall(t))) != want:
                out.append(f"placeholders differ: [{name}] {src!r} -> {t!r}")
            if sorted(TAG.findall(t)) != want_tags:
                out.append(f"HTML tags differ: [{name}] {src!r} -> {t!r}")
            if ("&" in src and re.search(r"&[^&\s]", src)) and not re.search(r"&[^&\s]", t):
                out.append(f"accelerator lost: [{name}] {src!r} -> {t!r}")
    return out


def main(argv):
    if len(argv) < 3 or argv[1] not in ("list", "apply", "check"):
        print(__doc__, file=sys.stderr)
        return 2
    tree = ET.parse(argv[2])
    root = tree.getroot()
    if argv[1] == "list":
        for name, msg in unfinished(root):
            print(json.dumps({"context": name, "source": msg.findtext("source"),
                              "numerus": msg.get("numerus") == "yes"}, ensure_ascii=False))
        return 0
    if argv[1] == "check":
        out = problems(root)
        for line in out:
            print(line)
        return 1 if out else 0
    wanted = {}
    with open(argv[3], encoding="utf-8") as f:
        for line in f:
            if line.strip():
                e = json.loads(line)
                wanted[(e["context"], e["source"])] = e["translation"]
    applied = 0
    for name, msg in entries(root):
        key = (name, msg.findtext("source"))
        if key not in wanted:
            continue
        tr = msg.find("translation")
        value = wanted.pop(key)
        if msg.get("numerus") == "yes":
            forms = value if isinstance(value, list) else [value]
            for f in list(tr):
                tr.remove(f)
            tr.text = None
            for v in forms:
                ET.SubElement(tr, "numerusform").text = v
        else:
            tr.text = value
        tr.attrib.pop("type", None)
        applied += 1
    tree.write(argv[2], encoding="utf-8", xml_declaration=True)
    print(f"{applied} translations applied; {len(wanted)} not found in {argv[2]}", file=sys.stderr)
    for context, source in wanted:
        print(f"  not found: [{context}] {source!r}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
