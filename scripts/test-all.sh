#!/usr/bin/env bash
# `pnpm test`: every check a change must pass, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off

step() { printf '\n== %s ==\n' "$1"; }

step 'generated SDK types are fresh'
pnpm gen:check
step 'OpenAPI lint'
pnpm lint:spec
step 'eslint + prettier'
pnpm lint
step 'typecheck'
pnpm typecheck
step 'unit and integration tests'
pnpm test:unit
step 'package builds, publint, attw'
pnpm build
pnpm check:packages
step 'end-to-end journeys (Playwright, Chromium)'
pnpm e2e
step 'size budgets'
pnpm size
