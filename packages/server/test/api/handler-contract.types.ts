// Compiled by `pnpm typecheck`, never run: handlers are typed from spec/openapi.yaml (src/platform/api/contract.ts),
// so each line under a `@ts-expect-error` must fail to compile — a handler drifting from the spec does.
import type { components } from '@tabib/contract';
import type { ApiRequest, Handler, HandlerMap } from '../../src/platform/api/contract';

type Schemas = components['schemas'];

declare const listing: ApiRequest<'listRdvs'>;
// The JSON `query` parameter is the parsed object of its contentSchema; `page` and `limit` have defaults.
export const filter: Schemas['RdvListQuery'] | undefined = listing.query.query;
export const page: number = listing.query.page;
export const limit: number = listing.query.limit;
// @ts-expect-error listRdvs declares no `doctor` query parameter (it is a field of the JSON `query`).
export const doctor = listing.query.doctor;
// @ts-expect-error the JSON `query` parameter is optional: it may be absent.
export const from: string = listing.query.query.from;

declare const booking: ApiRequest<'bookRdv'>;
export const date: string = booking.body.date;
// @ts-expect-error RdvBookingInput has no `when`.
export const when = booking.body.when;
// @ts-expect-error bookRdv has no path parameter.
export const bookedId = booking.params.id;

declare const reading: ApiRequest<'getRdv'>;
export const rdvId: string = reading.params.id;
// @ts-expect-error the path parameter is `id`.
export const misnamed = reading.params.rdvId;
// @ts-expect-error getRdv takes no body.
export const readBody = reading.body.reason;

export const stats: Handler<'getRdvStats'> = async () => ({ doctor: 'd', months: [] });
// @ts-expect-error RdvStats requires `months`.
export const statsWithoutMonths: Handler<'getRdvStats'> = async () => ({ doctor: 'd' });
// @ts-expect-error `count` is a number.
export const countAsText: Handler<'countRdvs'> = async () => ({ count: '3' });
// @ts-expect-error deleteService answers 204: it sends no body.
export const deletedWithBody: Handler<'deleteService'> = async () => ({ deleted: true });

declare const handlers: HandlerMap;
const { getRdv: _getRdv, ...withoutGetRdv } = handlers;
// @ts-expect-error every operation of the spec has a handler.
export const incomplete: HandlerMap = withoutGetRdv;
