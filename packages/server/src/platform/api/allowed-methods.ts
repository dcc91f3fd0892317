import type { ApiSpec } from './spec';

/** A path of the spec and the methods it has, as the `Allow` header lists them. */
export interface SpecPath {
  /** e.g. `/users/{id}` */
  path: string;
  /** e.g. `GET, HEAD, OPTIONS, PUT` — Fastify answers HEAD for every GET; OPTIONS is answered here. */
  allow: string;
}

interface Template extends SpecPath {
  segments: (string | null)[];
}

const splitPath = (path: string) => path.split('/').slice(1);

/**
 * The spec's paths, for the answers to a method a path does not have (405 with `Allow`) and to
 * `OPTIONS`. A URL is the path whose segments match it, literal segments before parameters from left
 * to right, as the router itself prefers: `/users/updateDoctor` is that path, never `/users/{id}`.
 */
export function createPathIndex(spec: ApiSpec) {
  const byPath = new Map<string, Set<string>>();
  for (const operation of spec.operations.values()) {
    const methods = byPath.get(operation.path) ?? new Set<string>();
    methods.add(operation.method);
    if (operation.method === 'GET') methods.add('HEAD');
    byPath.set(operation.path, methods);
  }
  const templates: Template[] = [...byPath].map(([path, methods]) => ({
    path,
    allow: [...methods, 'OPTIONS'].sort().join(', '),
    segments: splitPath(path).map((segment) => (segment.startsWith('{') ? null : segment)),
  }));

  const matches = (template: Template, segments: string[]) =>
    template.segments.length === segments.length &&
    template.segments.every((literal, i) =>
      literal === null ? segments[i] !== '' : literal === segments[i],
    );

  /** Whether `a` is preferred over `b`: at the first segment where they differ, a literal wins. */
  const preferred = (a: Template, b: Template) => {
    for (let i = 0; i < a.segments.length; i++) {
      if ((a.segments[i] === null) !== (b.segments[i] === null)) return a.segments[i] !== null;
    }
    return false;
  };

  /** The spec path a URL's path (without `/v1` and the query) stands for, or null for none. */
  function find(urlPath: string): SpecPath | null {
    const segments = splitPath(urlPath);
    let best: Template | null = null;
    for (const template of templates) {
      if (matches(template, segments) && (best === null || preferred(template, best))) best = template;
    }
    return best;
  }

  /**
   * The paths with a parameter where another path has a literal (`/users/{id}` and `/users/me`): only
   * for their routes can the router have picked a path the URL does not stand for.
   */
  const shadowed = new Set(
    templates
      .filter((template) =>
        templates.some(
          (other) =>
            other !== template &&
            other.segments.length === template.segments.length &&
            other.segments.some((literal, i) => literal !== null && template.segments[i] === null),
        ),
      )
      .map((template) => template.path),
  );

  return { find, mayBeShadowed: (path: string) => shadowed.has(path) };
}

export type PathIndex = ReturnType<typeof createPathIndex>;
