#!/bin/sh
# The reference build a nightly gate compares the commit under test with (agent:git=<ref>):
# the ref given (a workflow input), else the last release tag (v*) before the commit under
# test. Never that commit itself: an A/A gate cannot catch a regression.
#
#   sh examples/ci/baseline-ref.sh [REF]
#
# Prints the ref and its commit, and writes ref=… and commit=… to $GITHUB_OUTPUT when set.
# Needs the tags and history (actions/checkout with fetch-depth: 0). Exit 1 with a reason
# when there is no such ref or it is the commit under test.
set -eu

fail() {
  echo "::error::$1" >&2
  exit 1
}

ref="${1:-}"
if [ -z "$ref" ]; then
  # HEAD^: a tag on the commit under test is not a reference for it (it is that commit).
  ref=$(git describe --tags --abbrev=0 --match 'v[0-9]*' HEAD^ 2>/dev/null) ||
    fail "no release tag (v*) before $(git rev-parse --short HEAD): tag a release, or give the workflow a baseline_ref"
fi
case "$ref" in
  *[!A-Za-z0-9._/-]* | -*) fail "baseline ref \"$ref\": use a tag, branch or commit name (letters, digits, . _ / -)" ;;
esac
commit=$(git rev-parse --verify --quiet "$ref^{commit}") ||
  fail "baseline ref \"$ref\" is not a commit of this repository (fetch-depth: 0 fetches tags and history)"
if [ "$commit" = "$(git rev-parse HEAD)" ]; then
  fail "baseline ref \"$ref\" is the commit under test ($commit): an A/A gate cannot catch a regression; give an earlier release"
fi
echo "baseline: $ref ($commit)"
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  echo "ref=$ref" >>"$GITHUB_OUTPUT"
  echo "commit=$commit" >>"$GITHUB_OUTPUT"
fi
