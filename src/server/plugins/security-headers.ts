import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where Razorpay Checkout's script and frames come from, when online payment is configured. */
export interface PaymentOrigins {
  script: string[];
  frame: string[];
}

function contentSecurityPolicy(payments: PaymentOrigins | null): string {
  if (!payments) return CONTENT_SECURITY_POLICY;
  // Only with payments on: Checkout's script (checkout.razorpay.com) and the frames it opens (api.razorpay.com).
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${payments.script.join(' ')}`).replace(
    "frame-src 'self'",
    `frame-src 'self' ${payments.frame.join(' ')}`,
  );
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-src 'self' https://www.google.com https://maps.google.com",
].join(';');

/**
 * JSON answers are never rendered as documents, so the document-only headers (COOP, Origin-Agent-Cluster,
 * DNS prefetch, IE download and XSS-filter switches, Flash policies) do nothing there; what stays is what
 * OWASP's REST cheat sheet asks of an API: no framing, no sniffing, nothing loaded, HTTPS only. Half the
 * header bytes of every catalog read, which the bench counts (bench/README.md).
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none';base-uri 'none';frame-ancestors 'none'";

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/healthz' || url === '/readyz' || url.startsWith('/metrics');
}

export interface SecurityHeaderSets {
  /** For JSON answers under /api/ and the probes. */
  api: Readonly<Record<string, string>>;
  /** For storefront pages, the admin site and media. */
  page: Readonly<Record<string, string>>;
}

/** Both sets, computed once at start; the cache-hit fast path (http/cache-hit-fast-path.ts) sends `api` too. */
export function securityHeaderSets(production: boolean, payments: PaymentOrigins | null = null): SecurityHeaderSets {
  const upgrade = production ? ';upgrade-insecure-requests' : '';
  const hsts: Record<string, string> = production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
  const page: Record<string, string> = {
    'content-security-policy': `${contentSecurityPolicy(payments)}${upgrade}`,
    // Checkout opens the bank's page (netbanking, 3-D Secure) in a pop-up that must keep its opener.
    'cross-origin-opener-policy': payments ? 'same-origin-allow-popups' : 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // DENY, as frame-ancestors 'none' says: browsers that only know this header must not allow same-origin framing either.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...hsts,
  };
  const api: Record<string, string> = {
    'content-security-policy': `${API_CONTENT_SECURITY_POLICY}${upgrade}`,
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...hsts,
  };
  return { api, page };
}

/**
 * The headers helmet would set, computed once and attached with one call per response.
 * (@fastify/helmet re-runs helmet's middleware on every request: a third of our throughput.)
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { production: boolean; payments?: PaymentOrigins | null }) => {
  const { api, page } = securityHeaderSets(options.production, options.payments ?? null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? api : page);
    done();
  });
});
