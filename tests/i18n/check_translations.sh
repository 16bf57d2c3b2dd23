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

# 2. The sources against a fresh lupdate of the committed translation.
cp "$root/resources/translations/ranklens_zh_CN.ts" "$tmp/ranklens_zh_CN.ts"
"$root/scripts/update_translations.sh" --ts "$tmp/ranklens_zh_CN.ts"
if ! python3 "$tool" check "$tmp/ranklens_zh_CN.ts"; then
    echo "FAIL: zh_CN translation incomplete (scripts/update_translations.sh --list shows the"
    echo "      entries to translate; --apply FILE fills them)"
    exit 1
fi
n=$(grep -c "<message" "$tmp/ranklens_zh_CN.ts")
echo "OK: $n zh_CN entries, all finished"

# 3. English plural forms: every %n string has its singular and plural (else "1 runs").
cp "$root/resources/translations/ranklens_en.ts" "$tmp/ranklens_en.ts"
"$root/scripts/update_translations.sh" --ts "$tmp/ranklens_en.ts"
if ! python3 "$tool" check "$tmp/ranklens_en.ts"; then
    echo "FAIL: English plural forms incomplete (scripts/update_translations.sh --ts"
    echo "      resources/translations/ranklens_en.ts --list shows them)"
    exit 1
fi
n=$(grep -c "<message" "$tmp/ranklens_en.ts")
echo "OK: $n English plural entries, all finished"
