import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.js';

describe('loggerOptions', () => {
  it('redacts credentials even when a handler logs whole headers and bodies', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) });
    app.post('/careless', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'careless log line');
      return { ok: true };
    });
    const res = await app.inject({
      method: 'POST',
      url: '/careless',
      headers: { authorization: 'Bearer sekrit-session-token', cookie: 'userToken=sekrit-cookie-token', 'user-agent': 'probe' },
      payload: {
        email: 'asha@example.in',
        password: 'sekrit-password',
        currentPassword: 'sekrit-old',
        newPassword: 'sekrit-new',
        otp: '493021',
        code: 'sekrit-handoff',
      },
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    const careless = lines
      .map((line) => JSON.parse(line) as { msg: string; headers?: Record<string, string>; body?: Record<string, string> })
      .find((entry) => entry.msg === 'careless log line');
    expect(careless?.headers).toMatchObject({ authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'probe' });
    expect(careless?.body).toEqual({
      email: 'asha@example.in',
      password: '[redacted]',
      currentPassword: '[redacted]',
      newPassword: '[redacted]',
      otp: '[redacted]',
      code: '[redacted]',
    });
    expect(lines.join('')).not.toMatch(/sekrit|493021/);
  });
});
