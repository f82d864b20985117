#!/usr/bin/env bash
# The system tools the tests use, looked for before any suite runs (`npm test` and .ci/run call
# this one script): Debian's Chromium for the browser tests, poppler (pdftotext, pdftoppm) to
# read PDFs back, and PostgreSQL at 127.0.0.1:5432 (trust auth, database `test`) for the second
# half of every integration suite. QR codes are read back in JavaScript (jsQR), so no decoder
# is needed.
#
# As root with apt-get (this kind of machine, CI), whatever is missing is installed and
# PostgreSQL is started; elsewhere the script stops in one line naming the command to run.
# TEST_DATABASE_URL pointing elsewhere skips the local PostgreSQL check; CHROMIUM_PATH likewise.
set -euo pipefail

missing=()
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[[ -x "$chromium" ]] || missing+=(chromium)
{ command -v pdftotext && command -v pdftoppm; } >/dev/null 2>&1 || missing+=(poppler-utils)
local_postgres=false
if [[ -z "${TEST_DATABASE_URL:-}" ]]; then
  local_postgres=true
  command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql)
fi

can_install() { [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; }

if ((${#missing[@]})); then
  if ! can_install; then
    echo "The tests need ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH / TEST_DATABASE_URL), then npm test again." >&2
    exit 1
  fi
  echo "Installing ${missing[*]} from Debian (the tests need them)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  if [[ " ${missing[*]} " == *" postgresql "* ]]; then
    # The same trust setup this kind of machine comes with, on loopback only.
    hba="$(ls -d /etc/postgresql/*/main | head -n 1)/pg_hba.conf"
    sed -i -E 's/^(host|local)(\s+all\s+all\s+.*)\s(scram-sha-256|md5|peer)$/\1\2 trust/' "$hba"
  fi
fi

[[ "$local_postgres" == true ]] || exit 0
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  if ! can_install; then
    echo "The tests need PostgreSQL at 127.0.0.1:5432: run 'sudo pg_ctlcluster $(ls /etc/postgresql | head -n 1) main start' (or set TEST_DATABASE_URL), then npm test again." >&2
    exit 1
  fi
  cluster="$(ls /etc/postgresql | head -n 1)"
  pg_ctlcluster --skip-systemctl-redirect "$cluster" main start || true
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
if ! psql -h 127.0.0.1 -U postgres -d postgres -tAc "select 1 from pg_database where datname = 'test'" 2>/dev/null | grep -q 1; then
  createdb -h 127.0.0.1 -U postgres test 2>/dev/null || true
fi
pg_isready -h 127.0.0.1 -p 5432 -q || {
  echo "PostgreSQL is not reachable at 127.0.0.1:5432: start it (pg_ctlcluster <version> main start) or set TEST_DATABASE_URL." >&2
  exit 1
}
