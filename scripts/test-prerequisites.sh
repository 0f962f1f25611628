#!/usr/bin/env bash
# Installs what the test suites need beyond npm packages, on a Debian machine:
# Debian's Chromium headless shell for the browser tests, and a PostgreSQL answering on 127.0.0.1:5432
# (started if installed, installed with trust auth for loopback if absent), a Redis on
# 127.0.0.1:6379 for the shared rate-limit tests (started, or installed, if absent), and Debian's
# nginx, which the tests run with the reverse-proxy configuration in deploy/nginx/.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root (or sudo) to run: $*" >&2
    exit 1
  fi
}

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then as_root apt-get update -qq; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

postgres_answers() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }

# The headless shell draws pages as Chromium does, without the full browser's interface; on two
# cores the browser suite runs in about 60% of the time it takes with the full browser.
if ! [ -x /usr/bin/chromium-headless-shell ]; then
  echo "Installing Chromium's headless shell (Debian package)..."
  apt_install chromium-headless-shell
fi

if ! [ -x /usr/sbin/nginx ]; then
  echo "Installing nginx (Debian package)..."
  apt_install nginx-light
fi

if ! postgres_answers; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    echo "Installing PostgreSQL (Debian package)..."
    apt_install postgresql
    for hba in /etc/postgresql/*/main/pg_hba.conf; do
      # Test machines only: loopback connections need no password.
      as_root sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+$/\1trust/' "$hba"
    done
  fi
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  echo "Starting PostgreSQL $version..."
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do postgres_answers && break; sleep 1; done
  postgres_answers || { echo "PostgreSQL does not answer on 127.0.0.1:5432" >&2; exit 1; }
fi
redis_answers() { (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; }

if ! redis_answers; then
  if ! command -v redis-server >/dev/null; then
    echo "Installing Redis (Debian package)..."
    apt_install redis-server
  fi
  echo "Starting Redis..."
  # Tests only: loopback, nothing kept on disk.
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 1 30); do redis_answers && break; sleep 1; done
  redis_answers || { echo "Redis does not answer on 127.0.0.1:6379" >&2; exit 1; }
fi
echo "Chromium: $(/usr/bin/chromium-headless-shell --version 2>/dev/null || echo missing); $(/usr/sbin/nginx -v 2>&1); PostgreSQL answers on 127.0.0.1:5432; Redis on 127.0.0.1:6379."
