#!/usr/bin/env bash
# Refreshes resources/translations/*.ts from the sources (Qt lupdate), keeping every existing
# translation. Run it after adding or changing user-visible strings, then translate the new
# entries (type="unfinished" in the .ts; Qt Linguist or any editor) and commit the .ts files.
# tests/i18n/check_translations.sh fails while a zh_CN entry is unfinished.
#
#   scripts/update_translations.sh             update the .ts files in place
#   scripts/update_translations.sh --list      update, then print the unfinished zh_CN entries as
#                                              JSON lines ({"context", "source", "numerus"})
#   scripts/update_translations.sh --apply F   update, then fill entries from JSON lines F (the
#                                              --list lines plus "translation": "..." or, for
#                                              numerus entries, a list of forms) and mark them done
#   scripts/update_translations.sh --ts F.ts   work on F.ts only (default: both .ts files;
#                                              --list/--apply default to ranklens_zh_CN.ts)
# Delta workflow: --list > todo.jsonl; add translations; --apply todo.jsonl; commit the .ts.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LUPDATE="${LUPDATE:-$(command -v lupdate6 || true)}"
[[ -x "$LUPDATE" ]] || LUPDATE=/usr/lib/qt6/bin/lupdate
[[ -x "$LUPDATE" ]] || { echo "lupdate not found (Debian: qt6-l10n-tools)" >&2; exit 2; }

# Every source with marked strings: tr() in ui/ and app/gui/, and every engine file under core/
# that marks texts with RL_TRANSLATE_NOOP (core/measures, core/teaching, any new one).
sources=("$root/ui" "$root/app/gui")
while IFS= read -r f; do sources+=("$f"); done < <(
    grep -rl --include='*.cpp' --include='*.h' 'RL_TRANSLATE_NOOP(' "$root/core" | sort)

list=0
apply=""
ts_given=""
ts_files=("$root"/resources/translations/ranklens_zh_CN.ts "$root"/resources/translations/ranklens_en.ts)
while [[ $# -gt 0 ]]; do
    case "$1" in
        --list) list=1 ;;
        --apply) shift; apply="$1" ;;
        --ts) shift; ts_files=("$1"); ts_given="$1" ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
    shift
done

update() {
    local ts=$1
    local args=(-silent -locations none -I "$root" -no-obsolete -extensions cpp,h
          -tr-function-alias QT_TRANSLATE_NOOP+=RL_TRANSLATE_NOOP)
    # English: the sources are English; only plural forms (%n) need entries.
    [[ "$(basename "$ts")" == ranklens_en.ts ]] && args+=(-pluralonly)
    "$LUPDATE" "${args[@]}" "${sources[@]}" -ts "$ts"
}

for ts in "${ts_files[@]}"; do update "$ts"; done

target="${ts_given:-$root/resources/translations/ranklens_zh_CN.ts}"
if [[ -n "$apply" ]]; then
    python3 "$root/scripts/ts_tool.py" apply "$target" "$apply"
    update "$target"  # back to lupdate's own layout
fi
if [[ $list -eq 1 ]]; then
    python3 "$root/scripts/ts_tool.py" list "$target"
fi
