import { errorCodes, type FastifyRequest } from 'fastify';

/**
 * The parser of a media type the API takes in no request body: 415, as Fastify answers a type it has no
 * parser for. fastify-openapi-glue checks at start that every media type of the spec has a parser —
 * those of responses too — and warns for each one missing ("ContentTypeParser for 'text/calendar' not
 * found"): the types the API only answers with get this one, so a start prints no false alarm.
 */
export function refuseBody(
  request: FastifyRequest,
  _body: unknown,
  done: (error: Error | null, body?: unknown) => void,
): void {
  done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']));
}
