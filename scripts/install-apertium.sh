#!/usr/bin/env bash
# Installs Apertium, its HTTP server APy and the language pairs Across serves, from Debian's
# packages: the embedded translation engine. Used by .ci/run and by `npm start` on a machine
# without them. Needs root and apt-get; exits non-zero when it cannot install.
set -euo pipefail
PACKAGES=(
  apertium apertium-apy
  # English with Spanish, Catalan, Galician, Esperanto, Basque, Icelandic, Macedonian, Serbo-Croatian
  apertium-eng-spa apertium-eng-cat apertium-en-gl apertium-eo-en apertium-eu-en apertium-isl-eng apertium-mkd-eng apertium-hbs-eng
  # Spanish with French, Portuguese, Italian, Catalan, Galician, Romanian, Occitan (each reaches English through Spanish)
  apertium-fr-es apertium-es-pt apertium-spa-ita apertium-spa-cat apertium-es-gl apertium-es-ro apertium-oc-es
  # Russian with Ukrainian and Belarusian
  apertium-rus-ukr apertium-bel-rus
)
# One dpkg-query for them all (one each took a second and a half on a busy machine): the packages not installed.
installed=$(dpkg-query -W -f='${Package} ${Status}\n' "${PACKAGES[@]}" 2>/dev/null |
  awk '/ install ok installed$/ { print $1 }' || true)
missing=()
for package in "${PACKAGES[@]}"; do
  grep -qx "$package" <<<"$installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Apertium is not installed and this is not a root Debian shell: translation stays unavailable (run scripts/install-apertium.sh as root)." >&2
  exit 1
fi
echo "Installing the translation engine (Apertium, from Debian's packages): ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
