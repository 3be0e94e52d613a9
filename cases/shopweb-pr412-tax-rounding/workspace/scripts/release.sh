#!/bin/sh
# Tags the version in package.json after the tests and the replay pass.
set -eu
version=$(node -p 'require("./package.json").version')
npm test
npm run replay
git tag "v$version"
echo "tagged v$version"
