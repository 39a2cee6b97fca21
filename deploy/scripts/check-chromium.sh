#!/usr/bin/env bash
# Run before the browser tests (root `npm run test:e2e`): without a Chromium, stop at once with the install
# command instead of failing every browser test one by one. Same lookup as web/e2e/support/browser.ts.
set -euo pipefail
chrome=${CHROME_PATH:-/usr/bin/chromium}
if [ -f "$chrome" ] && [ -x "$chrome" ]; then
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "Browser tests: CHROME_PATH=$CHROME_PATH is not an executable file." >&2
else
  echo "Browser tests: no Chromium at /usr/bin/chromium." >&2
fi
echo "Install Debian's package with: sudo apt-get install -y chromium (or set CHROME_PATH to a Chromium binary)." >&2
exit 1
