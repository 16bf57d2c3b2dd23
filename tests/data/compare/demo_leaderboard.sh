#!/bin/sh
# Makes demo_leaderboard.json: `ranklens-cli leaderboard` on the demo project's files with its
# defaults (randomised Tukey HSD, 10000 permutations, seed 42, alpha 0.05, 95 % intervals, 80 %
# power), NDCG@10 and P@10. The leaderboard window's test (tests/ui/leaderboard_window_test.cpp)
# checks that the GUI shows these numbers.  Usage: demo_leaderboard.sh path/to/ranklens-cli
set -eu
demo="$(dirname "$0")/../../../resources/demo"
"$1" leaderboard "$demo/grades.qrels" "$demo/baseline.run" "$demo/new_model.run" \
    -m ndcg@10 -m P@10 --format json > "$(dirname "$0")/demo_leaderboard.json"
