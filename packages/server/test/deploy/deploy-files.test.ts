import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../../src/platform/config.js';
import {
  INSTANCE_COMMAND,
  instanceVariables,
  READINESS_PATH,
  TOPOLOGY_DRAIN_MS,
  TOPOLOGY_HEALTH_INTERVAL,
} from '../../topology/parts.js';

/*
 * docs/operations.md: the container image and the two-instance compose setup. Docker does not run on
 * the CI machines, so the files are checked here for what an operator relies on; the same topology
 * (two server processes, one PostgreSQL) runs for real in test/instances/instances.test.ts.
 */

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  ports?: string[];
  read_only?: boolean;
  network_mode?: string;
  volumes?: string[];
  command?: string[];
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
/** The variables the server reads (`read.string('NAME')`, `read.integer('NAME', …)`… in platform/config*.ts). */
const configDir = 'packages/server/src/platform';
const serverVariables = new Set(
  readdirSync(join(repoRoot, configDir))
    .filter((file) => /^config.*\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) => [...read(`${configDir}/${file}`).matchAll(/read\.\w+\(\s*'([A-Z0-9_]+)'/g)])
    .map((match) => match[1]),
);

describe('deploy/compose.yaml', () => {
  const servers = ['server-1', 'server-2'].map((name) => compose.services[name]!);

  it('runs two server instances of one image on one PostgreSQL, behind Caddy, each ready only on /readyz', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'caddy',
      'coturn',
      'postgres',
      'server-1',
      'server-2',
    ]);
    for (const server of servers) {
      expect(server.image).toBe('tabib:latest');
      expect(server.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
      expect(server.environment?.DATABASE_URL).toMatch(
        /^postgres:\/\/tabib:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/tabib$/,
      );
      expect(server.environment?.NODE_ENV).toBe('production');
      expect(server.environment?.TRUST_PROXY).toBe('true');
      // Production refuses to start without it (the metrics are never open).
      expect(server.environment?.METRICS_TOKEN).toBe('${METRICS_TOKEN:?set METRICS_TOKEN}');
      expect(server.healthcheck?.test.join(' ')).toContain('/readyz');
      expect(server.ports).toBeUndefined();
      expect(server.read_only).toBe(true);
    }
    expect(compose.services.caddy?.depends_on).toEqual({
      'server-1': { condition: 'service_healthy' },
      'server-2': { condition: 'service_healthy' },
    });
    expect(compose.services.postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('runs coturn with deploy/turnserver.conf and the instances’ TURN_SECRET, on the host network (decision 055)', () => {
    const coturn = compose.services.coturn!;
    expect(coturn.network_mode).toBe('host');
    expect(coturn.volumes).toContain('./turnserver.conf:/etc/coturn/turnserver.conf:ro');
    expect(coturn.command).toContain('--static-auth-secret=${TURN_SECRET}');
    expect(servers[0]!.environment?.TURN_SECRET).toBe(
      '${TURN_SECRET:?set TURN_SECRET (coturn static-auth-secret)}',
    );
    const conf = read('deploy/turnserver.conf');
    expect(conf).toMatch(/^use-auth-secret$/m);
    expect(conf).toMatch(/^denied-peer-ip=10\.0\.0\.0-10\.255\.255\.255$/m);
  });

  it('passes only variables the server reads, and names every required one in .env.example', () => {
    for (const name of Object.keys(servers[0]!.environment ?? {})) expect(serverVariables).toContain(name);
    const required = [...read('deploy/compose.yaml').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map(
      (match) => match[1],
    );
    const example = read('deploy/.env.example');
    for (const name of new Set(required)) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

describe('the topology test (packages/server/topology) runs what the compose file describes', () => {
  const variables = instanceVariables({
    databaseUrl: 'postgres://x',
    jwtSecret: 'x',
    publicUrl: 'http://x',
    smtpUrl: 'smtp://x',
    dataDir: '/x',
    appDist: '/x',
    drainMs: 1,
    turn: { urls: 'stun:x', secret: 'x' },
  });

  it('gives its instances every variable of the compose servers, by the same names', () => {
    expect(Object.keys(variables.compose).sort()).toEqual(
      Object.keys(compose.services['server-1']!.environment ?? {}).sort(),
    );
    expect(compose.services['server-1']!.environment?.SHUTDOWN_DRAIN).toBe('6000');
  });

  it('sets what the image sets, and checks readiness where the image, compose and Caddy do', () => {
    for (const name of Object.keys(variables.image)) expect(read('Dockerfile')).toContain(`${name}=`);
    // One readiness path: the image's HEALTHCHECK, each compose server's healthcheck, Caddy's health
    // check, and what the topology test waits for.
    const dockerHealthcheck = /^HEALTHCHECK [\s\S]*?\/\/127\.0\.0\.1:' \+ [^+]+\+ '(\/\w+)'/m.exec(
      read('Dockerfile'),
    );
    expect(dockerHealthcheck?.[1]).toBe(READINESS_PATH);
    for (const name of ['server-1', 'server-2']) {
      const test = compose.services[name]!.healthcheck!.test.join(' ');
      expect(/http:\/\/127\.0\.0\.1:3000(\/\w+)/.exec(test)?.[1]).toBe(READINESS_PATH);
    }
    expect(/^\s*health_uri (\S+)$/m.exec(read('deploy/Caddyfile'))?.[1]).toBe(READINESS_PATH);
  });

  it("starts its instances with the image's command", () => {
    expect(JSON.parse(/^CMD (\[.*\])$/m.exec(read('Dockerfile'))![1]!)).toEqual(INSTANCE_COMMAND);
  });

  it('drains each instance for longer than one health check interval, as the compose file does', () => {
    const seconds = (interval: string) => Number(/^(\d+)s$/.exec(interval)![1]) * 1000;
    const caddyInterval = /health_interval \{\$HEALTH_INTERVAL:(\d+s)\}/.exec(read('deploy/Caddyfile'))![1]!;
    expect(Number(compose.services['server-1']!.environment!.SHUTDOWN_DRAIN)).toBeGreaterThan(
      seconds(caddyInterval),
    );
    expect(TOPOLOGY_DRAIN_MS).toBeGreaterThan(seconds(TOPOLOGY_HEALTH_INTERVAL));
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it('balances over both instances with health checks on /readyz and keeps /metrics inside', () => {
    expect(caddyfile).toMatch(/reverse_proxy \{\$TABIB_UPSTREAMS:server-1:3000 server-2:3000\} \{/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    expect(caddyfile).toMatch(/@internal path \/metrics/);
    expect(caddyfile).toMatch(/respond @internal 404/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds in one stage and runs as a non-root user, with production dependencies only, in another', () => {
    expect(stages.map((stage) => stage.split('\n')[0])).toEqual([
      'node:${NODE_VERSION}-bookworm-slim AS build',
      'node:${NODE_VERSION}-bookworm-slim AS runtime',
    ]);
    expect(stages[0]).toContain('pnpm --filter @tabib/server deploy --prod');
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/pnpm install|npm install/);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/readyz/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production/m);
  });

  it("installs every workspace package's manifest before the sources, and ships the widget's script", () => {
    for (const name of readdirSync(join(repoRoot, 'packages'))) {
      expect(stages[0]).toContain(`COPY packages/${name}/package.json packages/${name}/`);
    }
    // Where the server reads it: packages/server/src/site/embed.ts `embedScriptFile`.
    expect(runtime).toContain(
      'COPY --from=build /repo/packages/embed/dist/embed.js packages/embed/dist/embed.js',
    );
  });

  it('installs the pnpm version the repository pins', () => {
    const pinned = (JSON.parse(read('package.json')) as { packageManager: string }).packageManager;
    expect(dockerfile).toContain(`npm install -g ${pinned}`);
  });
});
