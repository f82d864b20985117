#!/usr/bin/env bash
# `npm run lock`: rewrites package-lock.json so `npm ci` works on every platform we support
# (Linux x64/arm64 with glibc or musl, macOS, Windows), then checks it (scripts/check-lock.ts).
#
# Why a separate folder: npm resolving beside an installed node_modules records only this
# machine's platform packages (@esbuild/*, @rollup/rollup-*, @img/sharp-*, @tailwindcss/oxide-*,
# lightningcss-*) and `npm ci` elsewhere then refuses the lock ("Missing: …"). Resolved in a
# folder holding only package.json and the lock, npm records every platform's optional package.
# The current lock is kept as the starting point so versions already locked do not move;
# `npm run lock -- --fresh` resolves everything anew.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp package.json "$work/"
if [[ "${1:-}" != "--fresh" && -f package-lock.json ]]; then cp package-lock.json "$work/"; fi
(cd "$work" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund)
cp "$work/package-lock.json" package-lock.json
npx tsx scripts/check-lock.ts
