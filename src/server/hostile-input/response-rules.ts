/** What a response to hostile input may never show, once the request's own text is taken out of it. */
const LEAK_PATTERNS: [string, RegExp][] = [
  ['a stack frame', /^\s+at\s/m],
  ['a stack frame', /\bat \S+ \(\S*:\d+:\d+\)/],
  ['an error class', /\b(Error|TypeError|RangeError|ReferenceError|SyntaxError|DrizzleQueryError|DatabaseError):/],
  ['a module path', /node_modules|\/src\/server\/|\.ts:\d+/],
  ['SQL text', /\b(select\s.+\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i],
  ['a database error', /syntax error at or near|violates|duplicate key|invalid input syntax|relation "|column "|SQLSTATE|out of range for type|pg_catalog/i],
  ['the database engine', /postgres|pglite|drizzle/i],
  ['a system file', /root:x:0:0/],
];

export interface ResponseLike {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Removes every piece of the request from the body, longest first, so echoing input is not mistaken for a leak. */
export function withoutEcho(body: string, inputs: string[]): string {
  const pieces = [...new Set(inputs.flatMap((i) => [i, i.trim(), i.toLowerCase()]))].filter((i) => i.length >= 2).sort((a, b) => b.length - a.length);
  let rest = body;
  for (const piece of pieces) rest = rest.split(piece).join(' ');
  return rest;
}

/** Every leaf string and key of a JSON value: what a handler could echo back. */
export function stringsIn(value: unknown): string[] {
  const found: string[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') found.push(item);
    else if (typeof item === 'number') found.push(String(item));
    else if (Array.isArray(item)) for (const child of item) pending.push(child);
    else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        found.push(key);
        pending.push(child);
      }
    }
  }
  return found;
}

/**
 * The API rules of docs/architecture.md for one response: never a 5xx; a 4xx is `{ message }` JSON
 * (but a storefront page's 404, which is HTML); no internals in an error body.
 */
export function ruleBreaks(response: ResponseLike, path: string, inputs: string[]): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  if (response.statusCode < 400 || response.statusCode >= 500) return problems;

  const type = String(response.headers['content-type'] ?? '');
  const storefrontPage = response.statusCode === 404 && type.startsWith('text/html') && !path.startsWith('/api/') && !path.startsWith('/media/');
  if (!storefrontPage) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      problems.push(`a ${response.statusCode} whose body is not JSON: ${response.body.slice(0, 200)}`);
    }
    if (!type.startsWith('application/json')) problems.push(`a ${response.statusCode} sent as ${type || 'no content type'}`);
    const body = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    // `{ message }`, the field a validation message is about and the request id that matches our logs, nothing
    // else: framework codes such as FST_ERR_* tell an attacker what runs behind.
    const strayKeys = Object.keys(body).filter((key) => key !== 'message' && key !== 'requestId' && key !== 'field');
    if (
      typeof body.message !== 'string' ||
      body.message.length === 0 ||
      strayKeys.length > 0 ||
      (body.requestId !== undefined && typeof body.requestId !== 'string') ||
      (body.field !== undefined && typeof body.field !== 'string')
    ) {
      problems.push(`a ${response.statusCode} that is not { message }: ${response.body.slice(0, 200)}`);
    }
  }
  const visible = withoutEcho(response.body, inputs);
  for (const [what, pattern] of LEAK_PATTERNS) {
    if (pattern.test(visible)) problems.push(`a ${response.statusCode} showing ${what}: ${visible.slice(0, 300)}`);
  }
  return problems;
}
