/**
 * The one query-key convention of @tabib/hooks: a query's key is
 * `[method, path, params]` with the OpenAPI path template, so `useQuery`, `useSuspenseQuery`,
 * prefetching and invalidation all name the same data the same way.
 *
 *   queryKey: apiKey('get', '/doctors/{id}', { path: { id } })
 *   queryFn: () => client.GET('/doctors/{id}', { params: { path: { id } } }).then((r) => unwrap(r, logger))
 *
 * Invalidate every query of a path, whatever its params, with the prefix key:
 * `queryClient.invalidateQueries({ queryKey: apiKey('get', '/doctors/{id}') })`.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type ApiKey<P extends string = string, Params = unknown> =
  readonly [HttpMethod, P] | readonly [HttpMethod, P, Params];

/** `[method, path, params]`; without params, `[method, path]` — a prefix of every key of that path. */
export function apiKey<const P extends string, const Params = undefined>(
  method: HttpMethod,
  path: P,
  params?: Params,
): ApiKey<P, Params> {
  return params === undefined ? [method, path] : [method, path, params];
}

/** Where HTTP errors are logged; `TabibProvider` takes one, default `console`. */
export type ApiLogger = Pick<Console, 'error'>;

/** The error body of every 4xx/5xx (the API's `Error` schema). */
interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/** A rejected API call: the HTTP status and the server's `{code, message, details}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The shape openapi-fetch resolves to: `data` on 2xx, `error` (the parsed body) otherwise. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful call; otherwise logs status, text and body and throws an `ApiError`.
 */
export function unwrap<T>(result: FetchResult<T>, logger: ApiLogger = console): T {
  const { data, error, response } = result;
  if (response.ok && error === undefined) return data as T;
  logger.error('HTTP error', { status: response.status, statusText: response.statusText, body: error });
  throw toApiError(response, error);
}

function toApiError(response: Response, body: unknown): ApiError {
  const { code, message, details } = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  return new ApiError(
    response.status,
    typeof code === 'string' ? code : `HTTP_${response.status}`,
    typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
    details,
  );
}
