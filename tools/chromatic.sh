#!/usr/bin/env bash
# Publishes Storybook to Chromatic for visual review, when a project token is configured.
# Without one (as on these offline machines), says so in one line and succeeds: the committed
# screenshot baselines remain the offline visual test.
set -euo pipefail
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (the committed screenshot baselines are the offline visual test)."
  exit 0
fi
exec npx chromatic --build-script-name build-storybook --exit-zero-on-changes --only-changed "$@"
