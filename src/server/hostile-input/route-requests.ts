import fc from 'fast-check';
import { headerText, hostileJson, hostileUrlText, percentEncode, POISON_KEYS, RAW_JSON_TEXTS, RAW_PATH_SEGMENTS } from './hostile-values.js';
import { invalidValue, validValue, type FieldHints, type JsonSchema } from './schema-arbitrary.js';
import { stringsIn } from './response-rules.js';

/** One operation of the OpenAPI document that @fastify/swagger builds from the routes' zod schemas. */
export interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface RouteUnderTest {
  method: string;
  url: string;
  operation: OpenApiOperation | undefined;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** Varies per request so per-IP budgets (contact: 5 per 10 minutes) do not hide the handlers behind a 429. */
  remoteAddress: string;
  /** Every piece of text the request carries, decoded: what an error message may legitimately echo. */
  inputs: string[];
}

/** `/api/orders/:id` in Fastify is `/api/orders/{id}` in OpenAPI. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Part {
  text: string;
  inputs: string[];
}

function pathPart(name: string, schema: JsonSchema | undefined, ids: string[], hints: FieldHints): fc.Arbitrary<Part> {
  const decoded = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: validValue(schema ?? { type: 'string' }, hints, name).map(String) },
    { weight: 3, arbitrary: hostileUrlText },
  );
  return fc.oneof(
    { weight: 5, arbitrary: decoded.map((text) => ({ text: percentEncode(text), inputs: [text] })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS).map((text) => ({ text, inputs: [text] })) },
  );
}

function pathArbitrary(route: RouteUnderTest, ids: string[], hints: FieldHints): fc.Arbitrary<Part> {
  const pieces = route.url.split(/(:[A-Za-z0-9_]+|\*)/).filter((p) => p !== '');
  const schemaOf = (name: string) => route.operation?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
  const arbitraries = pieces.map((piece): fc.Arbitrary<Part> => {
    if (piece === '*') return pathPart('file', undefined, ['x.webp', '../../../etc/passwd', '..%2f..%2fetc%2fpasswd', ...ids], hints);
    if (piece.startsWith(':')) return pathPart(piece.slice(1), schemaOf(piece.slice(1)), ids, hints);
    return fc.constant({ text: piece, inputs: [] });
  });
  return fc.tuple(...arbitraries).map((parts) => ({ text: parts.map((p) => p.text).join(''), inputs: parts.flatMap((p) => p.inputs) }));
}

function queryArbitrary(route: RouteUnderTest, hints: FieldHints): fc.Arbitrary<Part> {
  const params = route.operation?.parameters?.filter((p) => p.in === 'query') ?? [];
  const names = [...params.map((p) => p.name), ...POISON_KEYS, 'q', 'next', 'redirect'];
  const pair = fc.constantFrom(...names).chain((name) => {
    const schema = params.find((p) => p.name === name)?.schema;
    const value = schema ? fc.oneof(validValue(schema, hints, name).map(String), hostileUrlText) : hostileUrlText;
    return value.map((v) => [name, v] as const);
  });
  return fc.tuple(fc.array(pair, { maxLength: 5 }), fc.constantFrom('', '', '', '&%', '&a[b]=1', '&&=&')).map(([pairs, tail]) => {
    const text = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&') + tail;
    return { text: text === '' ? '' : `?${text}`, inputs: pairs.flat() };
  });
}

interface BodyPart {
  payload: string | undefined;
  contentType: string | undefined;
  inputs: string[];
}

const json = (value: unknown): BodyPart => ({ payload: JSON.stringify(value), contentType: 'application/json', inputs: stringsIn(value) });
const raw = (text: string, contentType = 'application/json'): BodyPart => ({ payload: text, contentType, inputs: [text] });

/** A valid body with one key repeated at the end, holding a hostile value: JSON.parse keeps the last one. */
function duplicateKey(value: unknown, junk: unknown): BodyPart {
  const text = JSON.stringify(value);
  if (!text.startsWith('{') || text === '{}') return json(value);
  const key = Object.keys(value as object)[0] ?? 'a';
  return { ...raw(`${text.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(junk)}}`), inputs: [...stringsIn(value), ...stringsIn(junk)] };
}

/** A form whose file name and content are the hostile text, cut short half of the time. */
function multipartAround(text: string): string {
  const whole = `--xyz\r\nContent-Disposition: form-data; name="file"; filename="${text}"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff${text}\r\n--xyz--\r\n`;
  return text.length % 2 === 0 ? whole : whole.slice(0, whole.length / 2);
}

function bodyArbitrary(route: RouteUnderTest, hints: FieldHints): fc.Arbitrary<BodyPart> {
  const none = fc.constant<BodyPart>({ payload: undefined, contentType: undefined, inputs: [] });
  if (!BODY_METHODS.has(route.method)) return fc.oneof({ weight: 4, arbitrary: none }, { weight: 1, arbitrary: hostileJson.map(json) });
  const schema = route.operation?.requestBody?.content?.['application/json']?.schema;
  const otherTypes = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=xyz',
        'multipart/form-data; boundary=xyz',
        'multipart/form-data',
        'application/json; charset=utf-16',
        'application/csp-report',
      ),
      hostileUrlText,
    )
    .map(([type, text]) => raw(type.startsWith('multipart') ? multipartAround(text) : text, type));
  const shapes: fc.WeightedArbitrary<BodyPart>[] = [
    { weight: 1, arbitrary: none },
    { weight: 2, arbitrary: hostileJson.map(json) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_JSON_TEXTS).map((text) => raw(text)) },
    // Routes without a JSON body (the multipart upload) get the other content types more often.
    { weight: schema ? 1 : 4, arbitrary: otherTypes },
  ];
  if (schema) {
    // Mostly from the schema: requests that pass validation are the ones that reach SQL.
    shapes.push(
      { weight: 6, arbitrary: validValue(schema, hints).map(json) },
      { weight: 6, arbitrary: invalidValue(schema, hints).map(json) },
      { weight: 2, arbitrary: fc.tuple(validValue(schema, hints), hostileJson).map(([value, junk]) => duplicateKey(value, junk)) },
    );
  }
  return fc.oneof(...shapes);
}

/** Headers a browser, a proxy or an attacker might add; the actor's own Authorization is set apart. */
const headerPairs: Record<string, fc.Arbitrary<string>> = {
  accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/webp'),
  'accept-language': headerText,
  origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000'),
  'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none'),
  cookie: headerText.map((v) => `userToken=${v}`),
  'if-none-match': headerText,
  'idempotency-key': headerText,
  'x-forwarded-for': headerText,
  'user-agent': headerText,
  referer: headerText,
  range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=99999999-', 'bytes=a-b'),
  'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
  'x-request-id': headerText,
};
// A few at a time, so that most requests still get past the headers to the handler.
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.constantFrom(...Object.keys(headerPairs)).chain((name) => (headerPairs[name] ?? headerText).map((value) => [name, value] as const)),
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs));

/** Authorization headers a visitor may send: malformed, forged, or of the right shape but unknown. */
export const forgedAuthorization: fc.Arbitrary<string> = fc.oneof(
  headerText.map((v) => `Bearer ${v}`),
  fc.constantFrom('Bearer', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'A'.repeat(43)}`, "Bearer ' OR '1'='1' --", 'Bearer a b c'),
);

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);

export function describeRequest(request: HostileRequest): string {
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, clip(v)]));
  return JSON.stringify({
    method: request.method,
    url: clip(request.url),
    headers,
    payload: request.payload === undefined ? undefined : clip(request.payload),
  });
}

export function requestArbitrary(route: RouteUnderTest, ids: string[], hints: FieldHints): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      path: pathArbitrary(route, ids, hints),
      query: queryArbitrary(route, hints),
      body: bodyArbitrary(route, hints),
      headers: extraHeaders,
      auth: fc.option(forgedAuthorization, { freq: 4 }),
      ip: fc.ipV4(),
    })
    .map(({ path, query, body, headers, auth, ip }) => {
      const all: Record<string, string> = { ...headers };
      if (body.contentType) all['content-type'] = body.contentType;
      if (auth !== null) all.authorization = auth;
      const request: HostileRequest = {
        method: route.method,
        url: `${path.text}${query.text}`,
        headers: all,
        payload: body.payload,
        remoteAddress: ip,
        inputs: [...path.inputs, ...query.inputs, ...body.inputs, ...Object.values(all), path.text],
      };
      // fast-check prints the failing value: keep a 100 KB payload from flooding the report.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}
