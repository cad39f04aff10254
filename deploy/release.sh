#!/usr/bin/env bash
# deploy/release.sh: releases of the venue site on a server, each built in its own folder and
# switched in by a link, so the running site is never changed under its feet and the previous
# release is one command away.
#
#   sudo /opt/venue-site/current/deploy/release.sh deploy [<git ref>]
#       Unpacks <ref> (default: the repository's HEAD) from $VENUE_REPO into releases/<time>-<commit>,
#       installs its dependencies (linked from the current release when package-lock.json is the
#       same), builds it, keeps the current release's scripts and styles beside its own (pages a
#       browser loaded before the switch still find theirs), runs its pre-flight check (npm run
#       doctor) as the site's user, switches the `current` link, restarts the service and waits for
#       /healthz. A failed step leaves the running release as it was.
#   sudo …/release.sh rollback
#       Back to the previous release. When the current release migrated the database, the backup the
#       server wrote just before (pre-migration-*, naming this release) is restored first, so the
#       previous release gets the schema it knows (what was written since is kept by the restore in
#       before-restore-*; e-mail the backup still had queued is held in the outbox, not re-sent).
#   sudo …/release.sh status
#   sudo …/release.sh run <script> [arguments]
#       An npm script of the current release (backup, restore, db-status, doctor, create-admin) as
#       the site's user with the environment file (read by Node, so values with spaces are fine).
#
# Layout under $VENUE_ROOT (/opt/venue-site): repo/ (a clone; `git -C repo pull` fetches new code),
# releases/<time>-<commit>/ (read-only for the site), current -> releases/…; each release names the
# one it replaced in its .previous file. The data lives elsewhere (/var/lib/venue-site).
#
# Settings, from the environment: VENUE_ROOT, VENUE_REPO ($VENUE_ROOT/repo), VENUE_ENV_FILE
# (/etc/venue-site/venue-site.env), VENUE_USER (venue), VENUE_SERVICE (venue-site), VENUE_KEEP (5
# releases kept), VENUE_HEALTH_TIMEOUT (60 s); VENUE_INSTALL and VENUE_BUILD replace the install
# (npm ci --omit=dev) and build (npm run build) commands.
set -euo pipefail

ROOT=${VENUE_ROOT:-/opt/venue-site}
REPO=${VENUE_REPO:-$ROOT/repo}
ENV_FILE=${VENUE_ENV_FILE:-/etc/venue-site/venue-site.env}
SITE_USER=${VENUE_USER:-venue}
SERVICE=${VENUE_SERVICE:-venue-site}
KEEP=${VENUE_KEEP:-5}
HEALTH_TIMEOUT=${VENUE_HEALTH_TIMEOUT:-60}
RELEASES="$ROOT/releases"

say() { printf '%s\n' "$*"; }
die() { printf 'release: %s\n' "$*" >&2; exit 1; }

# A value of the environment file (the last one set), or a default.
env_value() {
  local value
  value=$(sed -n "s/^[[:space:]]*$1=//p" "$ENV_FILE" 2>/dev/null | tail -n 1)
  value=${value%\"}; value=${value#\"}
  printf '%s' "${value:-$2}"
}

# Runs a command as the site's user (runuser as root, else directly when we are that user).
as_site_user() {
  if [ "$(id -un)" = "$SITE_USER" ]; then "$@"
  elif [ "$(id -u)" = 0 ]; then runuser -u "$SITE_USER" -- "$@"
  else sudo -u "$SITE_USER" -- "$@"
  fi
}

# An npm script of a release, as the site runs it: its user, its environment file, no other variables.
release_script() {
  local release=$1; shift
  (cd "$release" && as_site_user env -i PATH="$PATH" HOME=/tmp LANG=C.UTF-8 node --env-file="$ENV_FILE" scripts/production/run.mjs "$@")
}

current_release() { [ -L "$ROOT/current" ] && readlink -f "$ROOT/current" || true; }

switch_to() {
  ln -sfn "releases/$(basename "$1")" "$ROOT/current.next"
  mv -Tf "$ROOT/current.next" "$ROOT/current"
}

wait_healthy() {
  local url="http://127.0.0.1:$(env_value PORT 4000)/healthz" waited=0
  until node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$url"; do
    waited=$((waited + 1))
    [ "$waited" -ge "$HEALTH_TIMEOUT" ] && return 1
    sleep 1
  done
}

deploy() {
  local ref=${1:-HEAD} commit name dir previous
  [ -d "$REPO" ] || die "no repository at $REPO (git clone <repository> $REPO)"
  [ -r "$ENV_FILE" ] || die "no environment file at $ENV_FILE"
  commit=$(git -C "$REPO" rev-parse --short=12 "$ref^{commit}") || die "no commit $ref in $REPO"
  name="$(date -u +%Y%m%dT%H%M%SZ)-$commit"
  dir="$RELEASES/$name"
  previous=$(current_release)
  mkdir -p "$RELEASES"
  rm -rf "$dir.partial"
  mkdir "$dir.partial"
  trap 'rm -rf "$dir.partial"' EXIT
  say "Unpacking $commit into $dir"
  git -C "$REPO" archive "$commit" | tar -x -C "$dir.partial"

  if [ -n "$previous" ] && [ -d "$previous/node_modules" ] && cmp -s "$previous/package-lock.json" "$dir.partial/package-lock.json"; then
    say "Dependencies: unchanged, linked from $(basename "$previous")"
    cp -al "$previous/node_modules" "$dir.partial/node_modules"
  else
    say "Installing dependencies"
    (cd "$dir.partial" && ${VENUE_INSTALL:-npm ci --omit=dev --no-audit --no-fund})
  fi
  say "Building"
  (cd "$dir.partial" && ${VENUE_BUILD:-npm run build})
  [ -f "$dir.partial/dist/build.json" ] || die "the build wrote no dist/build.json"
  # This release's own scripts and styles, then the current release's own beside them (never
  # replacing one: their names are content hashes).
  (cd "$dir.partial/dist/client/assets" && ls -1) > "$dir.partial/dist/client/own-assets.txt"
  if [ -n "$previous" ] && [ -f "$previous/dist/client/own-assets.txt" ]; then
    while IFS= read -r asset; do
      [ -e "$dir.partial/dist/client/assets/$asset" ] || cp -p "$previous/dist/client/assets/$asset" "$dir.partial/dist/client/assets/$asset" 2>/dev/null || true
    done < "$previous/dist/client/own-assets.txt"
  fi
  [ -n "$previous" ] && basename "$previous" > "$dir.partial/.previous"
  mv "$dir.partial" "$dir"
  trap - EXIT

  say "Pre-flight check (npm run doctor as $SITE_USER)"
  release_script "$dir" doctor || die "the pre-flight check failed: $name is built but not switched in (fix the failures, then run deploy again)"

  say "Switching to $name and restarting $SERVICE"
  switch_to "$dir"
  systemctl restart "$SERVICE"
  if ! wait_healthy; then
    die "$name does not answer /healthz after ${HEALTH_TIMEOUT} s (journalctl -u $SERVICE). Back to the previous release: $0 rollback"
  fi
  say "Released $name."
  prune "$dir"
}

# Keeps the newest $KEEP releases and whatever the current one names as its previous.
prune() {
  local current=$1 keep_previous old
  keep_previous=$(cat "$current/.previous" 2>/dev/null || true)
  ls -1 "$RELEASES" | grep -v '\.partial$' | sort -r | tail -n +"$((KEEP + 1))" | while IFS= read -r old; do
    [ "$RELEASES/$old" = "$current" ] || [ "$old" = "$keep_previous" ] && continue
    rm -rf "${RELEASES:?}/$old"
  done
}

# The newest pre-migration backup the given release wrote (its backup.json names the release folder).
pre_migration_backup() {
  node -e '
    const fs = require("node:fs"), path = require("node:path");
    const [dir, release] = process.argv.slice(1);
    const found = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      .filter((name) => name.startsWith("pre-migration-") && !name.endsWith(".partial"))
      .map((name) => { try { return { dir: path.join(dir, name), manifest: JSON.parse(fs.readFileSync(path.join(dir, name, "backup.json"), "utf8")) }; } catch { return null; } })
      .filter((backup) => { try { return backup && backup.manifest.migrations && fs.realpathSync.native(backup.manifest.migrations.release) === release; } catch { return false; } })
      .sort((a, b) => Date.parse(b.manifest.createdAt) - Date.parse(a.manifest.createdAt));
    if (found[0]) process.stdout.write(found[0].dir);
  ' "$1" "$2" 2>/dev/null || true
}

rollback() {
  local current previous_name previous backups backup
  current=$(current_release)
  [ -n "$current" ] || die "there is no current release"
  previous_name=$(cat "$current/.previous" 2>/dev/null || true)
  previous="$RELEASES/$previous_name"
  [ -n "$previous_name" ] && [ -d "$previous" ] || die "$(basename "$current") names no previous release that is still here"
  backups=$(env_value BACKUPS_DIR /var/lib/venue-site/backups)
  backup=$(pre_migration_backup "$backups" "$current")
  say "Stopping $SERVICE"
  systemctl stop "$SERVICE"
  if [ -n "$backup" ]; then
    say "Restoring $backup: the database as it was before $(basename "$current") migrated it"
    release_script "$previous" restore "$backup" || { systemctl start "$SERVICE"; die "the restore failed; $(basename "$current") was started again"; }
  else
    say "$(basename "$current") applied no migration: the database stays as it is"
  fi
  switch_to "$previous"
  systemctl start "$SERVICE"
  wait_healthy || die "$previous_name does not answer /healthz after ${HEALTH_TIMEOUT} s (journalctl -u $SERVICE)"
  say "Rolled back to $previous_name."
}

status() {
  local current previous_name name mark
  current=$(current_release)
  previous_name=$( [ -n "$current" ] && cat "$current/.previous" 2>/dev/null || true)
  say "Releases in $RELEASES:"
  for name in $(ls -1 "$RELEASES" 2>/dev/null | sort -r); do
    mark=""
    [ "$RELEASES/$name" = "$current" ] && mark="  <- current"
    [ "$name" = "$previous_name" ] && mark="  <- previous (rollback goes here)"
    say "  $name$mark"
  done
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
  deploy) deploy "$@" ;;
  rollback) rollback ;;
  status) status ;;
  run)
    [ $# -gt 0 ] || die "usage: $0 run <backup|restore|db-status|doctor|create-admin> [arguments]"
    current=$(current_release)
    [ -n "$current" ] || die "there is no current release"
    release_script "$current" "$@"
    ;;
  *) die "usage: $0 deploy [<git ref>] | rollback | status | run <script> [arguments]" ;;
esac
