import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PublicUser } from '../../src/shared/auth/auth.schema';
import { readCode, uniqueEmail } from '../fixtures/mailbox';

export const SHOPPER_PASSWORD = 'river-lamp-42';

export interface Shopper {
  email: string;
  password: string;
  token: string;
  user: PublicUser;
}

/** A verified account made through the API (sign up → mailed code → verify), much faster than the forms. */
export async function createShopper(request: APIRequestContext, prefix = 'buyer'): Promise<Shopper> {
  const email = uniqueEmail(prefix);
  const sentAt = new Date();
  const signup = await request.post('/api/auth/signup', { data: { username: 'Meera Iyer', email, password: SHOPPER_PASSWORD } });
  expect(signup.ok(), `signup ${signup.status()}`).toBe(true);
  const otp = await readCode(request, email, sentAt);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  expect(verified.ok(), `verify-otp ${verified.status()}`).toBe(true);
  const { token, user } = (await verified.json()) as { token: string; user: PublicUser };
  return { email, password: SHOPPER_PASSWORD, token, user };
}

/** Stores the session the way the sign-in page does, before any page script runs. */
export async function signInAs(page: Page, shopper: Shopper): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', user._id);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: shopper.token, user: shopper.user },
  );
}

/** ₹ with 2 decimals, Indian digit grouping: what the storefront prints. */
export function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);
}
