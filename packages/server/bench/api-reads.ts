import { settings } from './api-settings.js';
import { type CacheMode, type Comparison, type ComparisonResult, comparisonTargets } from './comparisons.js';
import { drained, measure, type Measurement } from './load.js';
import { type ScenarioResult, searchTargets } from './report.js';
import type { Scenario } from './scenarios.js';
import type { ServerVariant } from './servers.js';

/* `pnpm bench:api`'s read scenarios and comparisons: each measured after a warm-up. */

export type Origins = Record<ServerVariant, string>;

/** A warm-up (JIT, pools, caches), then the measured run. */
async function run(scenario: Scenario, variant: ServerVariant, origins: Origins): Promise<Measurement> {
  const load = { origin: origins[variant], connections: settings.connections };
  await measure({ ...load, durationSeconds: settings.warmupSeconds, requests: scenario.requests(variant) });
  const measurement = await measure({
    ...load,
    durationSeconds: settings.durationSeconds,
    requests: scenario.requests(variant),
  });
  console.info(`  ${variant}: ${measurement.requestsPerSecond} req/s, p99 ${measurement.latencyMs.p99} ms`);
  return measurement;
}

export async function runReadScenario(scenario: Scenario, origins: Origins): Promise<ScenarioResult> {
  console.info(scenario.title);
  const api = await run(scenario, 'api', origins);
  const bare = await run(scenario, 'bare', origins);
  return {
    scenario: scenario.name,
    title: scenario.title,
    example: scenario.example,
    variants: { api, bare },
    targets: scenario.name.startsWith('search') ? searchTargets(api) : [],
  };
}

export async function runComparison(
  comparison: Comparison,
  origins: Record<CacheMode, string>,
): Promise<ComparisonResult> {
  console.info(comparison.title);
  const lines: ComparisonResult['lines'] = [];
  for (const { requests, ...line } of comparison.lines) {
    const load = { origin: origins[line.server], connections: settings.connections, requests };
    await measure({ ...load, durationSeconds: settings.warmupSeconds });
    await drained(load.origin);
    const measurement = await measure({ ...load, durationSeconds: settings.durationSeconds });
    await drained(load.origin);
    console.info(
      `  ${line.label}: ${measurement.requestsPerSecond} req/s, p99 ${measurement.latencyMs.p99} ms`,
    );
    lines.push({ ...line, measurement });
  }
  return { scenario: comparison.name, title: comparison.title, lines, targets: comparisonTargets(lines) };
}
