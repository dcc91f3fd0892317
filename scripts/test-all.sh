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
step 'README code blocks of the kit type-check'
pnpm check:readmes
step 'the kit docs refer only to what a consumer has (no spec sections, decisions or repository files)'
pnpm check:public-docs
step 'unit and integration tests'
pnpm test:unit
step 'package builds, publint, attw'
pnpm build
pnpm check:packages
step 'topology: Caddy, server instances and a PostgreSQL under load while parts fail (kill -9, rolling restart, database restart, notifications)'
pnpm test:topology
step 'Storybook: every play function passes in the built UI at 1440 px (Chromium)'
CI=1 STORYBOOK_DISABLE_TELEMETRY=1 pnpm build-storybook --quiet -o storybook-static
pnpm storybook:check storybook-static
step 'kit tarballs: a publish dry run (prepack builds and checks each package)'
pnpm release:check
step 'end-to-end journeys (Playwright, Chromium)'
pnpm e2e
step 'example consumer: packed tarballs in a site on another origin (Chromium)'
pnpm example:consumer
step 'headless example: parts and hooks of the kit in a Tailwind CSS site without its theme, booking and paying in French and Arabic (Chromium)'
pnpm example:tailwind
step 'size budgets'
pnpm size
step 'Lighthouse CI (mobile) on home, a search, a profile and a landing page'
pnpm lighthouse
