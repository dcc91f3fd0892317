import { isAbsolute, resolve } from 'node:path';

/* The server's environment variables, read one at a time, every problem kept (packages/server/README.md). */

export const nodeEnvs = ['development', 'production', 'test'] as const;

export type NodeEnv = (typeof nodeEnvs)[number];

/** Every invalid variable at once, so one failed start tells the operator everything to fix. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export type Env = Record<string, string | undefined>;

/** Reads one variable at a time and collects problems instead of throwing at the first one. */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.string(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  url(name: string, protocols: string[], fallback?: string): string | undefined {
    const raw = this.string(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (!protocols.includes(url.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      this.problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
      return fallback;
    }
  }

  path(name: string, fallback: string): string {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    return isAbsolute(raw) ? raw : resolve(process.cwd(), raw);
  }
}
