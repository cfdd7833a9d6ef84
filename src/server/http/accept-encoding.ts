import type { AcceptedEncodings } from '../cache/cached-body.js';

const NEITHER: AcceptedEncodings = Object.freeze({ br: false, gzip: false });

/** Clients send one of a handful of strings (each browser its own), so the last one read is remembered. */
let lastHeader: string | undefined;
let lastAccepted: AcceptedEncodings = NEITHER;

/**
 * Which of brotli and gzip an `Accept-Encoding` header allows. A coding listed with `q=0` is refused
 * (RFC 9110 §12.5.3); anything unlisted, `*` included, is not used: the plain body is always acceptable.
 */
export function acceptedEncodings(header: string | string[] | undefined): AcceptedEncodings {
  if (typeof header !== 'string') return NEITHER;
  if (header === lastHeader) return lastAccepted;
  const accepted = { br: false, gzip: false };
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'br' && coding !== 'gzip') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    accepted[coding] = quality === undefined || Number(quality.slice(2)) > 0;
  }
  lastHeader = header;
  lastAccepted = Object.freeze(accepted);
  return lastAccepted;
}
