#!/usr/bin/env bash
# ctest "i18n": every user-visible string of the sources has a finished zh_CN translation that
# keeps the source's placeholders (%1, %n), HTML tags and accelerator, and every %n string has
# its English singular and plural forms.
# It runs lupdate (scripts/update_translations.sh) into a TEMPORARY copy of ranklens_zh_CN.ts,
# so a string added anywhere without a translation fails here, listed, without touching the
# committed file. First it checks the checker on a fixture with known faults.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tool="$root/scripts/ts_tool.py"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# 1. The checker finds the three faults planted in the fixture and accepts its good entries.
if python3 "$tool" check "$root/tests/i18n/faulty.ts" > "$tmp/faulty.out"; then
    echo "FAIL: the checker accepted tests/i18n/faulty.ts"; exit 1
fi
expected=("unfinished: [Demo] 'Untranslated'"
          "placeholders differ: [Demo] 'Open %1' -> '打开'"
          "accelerator lost: [Demo] '&File' -> '文件'")
for e in "${expected[@]}"; do
    grep -qxF "$e" "$tmp/faulty.out" || { echo "FAIL: checker missed: $e"; cat "$tmp/faulty.out"; exit 1; }
done
[[ $(wc -l < "$tmp/faulty.out") -eq ${#expected[@]} ]] || {
    echo "FAIL: checker reported more than the planted faults:"; cat "$tmp/faulty.out"; exit 1; }

# The sources against a fresh lupdate of a committed translation, in a temporary copy.
# check_ts FILE WHAT HINT: fails naming WHAT and how to list the missing entries.
check_ts() {
    local name=$1 what=$2 hint=$3
    cp "$root/resources/translations/$name" "$tmp/$name"
    "$root/scripts/update_translations.sh" --ts "$tmp/$name"
    if ! python3 "$tool" check "$tmp/$name"; then
        echo "FAIL: $what incomplete ($hint)"
        exit 1
    fi
    echo "OK: $(grep -c "<message" "$tmp/$name") $what entries, all finished"
}

# 2. zh_CN: every user-visible string.
check_ts ranklens_zh_CN.ts "zh_CN translation" \
    "scripts/update_translations.sh --list shows the entries to translate; --apply FILE fills them"
# 3. English plural forms: every %n string has its singular and plural (else "1 runs").
check_ts ranklens_en.ts "English plural forms" \
    "scripts/update_translations.sh --ts resources/translations/ranklens_en.ts --list shows them"
