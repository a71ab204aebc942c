import { randomUUID } from 'node:crypto';
import type { UserProfileInput } from '@/api/providerApi';

// Members for screen tests, made through the real API server (test/setup/startApiServer.cjs).
// Test files run side by side against one server, so a test that changes a member makes its own.

const api = (path: string) => `${process.env.API_BASE}${path}`;

export const DEMO_PASSWORD = 'Sakura2026';
/** The seeded member with a complete profile and a check-in history with tickets (read only!). */
export const DEMO_MEMBER = 'hanako.yamada@sakura-demo.example';

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(api(path), {
    method,
    headers: {
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in with a password and returns the access token. */
export async function logIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  return (await call<{ token: string }>('POST', '/api/auth/login', { email, password })).token;
}

export const COMPLETE_PROFILE: UserProfileInput = {
  surname: '佐藤',
  name: '花子',
  nameKana: 'サトウ ハナコ',
  nationality: 'JPN',
  birthDate: '1990-04-01',
  gender: 'F',
  telephone: '09012345678',
  postalCode: '1110032',
  address: '東京都台東区浅草2-3-1',
  occupation: '会社員',
  company: '浅草商事',
};

/** A complete profile of a foreign national (NJP) living abroad, as the passport tests use it. */
export const FOREIGN_PROFILE: UserProfileInput = {
  surname: 'Lee',
  name: 'Min',
  nationality: 'NJP',
  birthDate: '1988-09-12',
  gender: 'M',
  telephone: '821012345678',
  address: '10 Sejong-daero, Jung-gu, Seoul',
  occupation: '会社員',
};

/**
 * A new member (unique email, password Sakura2026), with a complete profile (COMPLETE_PROFILE, or
 * `profile`) unless asked otherwise.
 */
export async function newMember({
  complete = true,
  profile = COMPLETE_PROFILE,
}: { complete?: boolean; profile?: UserProfileInput } = {}): Promise<{
  email: string;
  token: string;
}> {
  const email = `member-${randomUUID()}@test.example`;
  const { token } = await call<{ token: string }>('POST', '/api/auth/register', {
    email,
    password: DEMO_PASSWORD,
    language: 'ja',
  });
  if (complete) await call('PUT', '/api/me/account-info', profile, token);
  return { email, token };
}

/** A new member with a saved card (tokenised at the sandbox, registered through the API). */
export async function newMemberWithCard(cardNumber = '4242424242424242') {
  const member = await newMember();
  const tokenised = await fetch(process.env.CARD_TOKEN_URL!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token_api_key: 'pk_sandbox_sakura',
      card_number: cardNumber,
      card_expire: '12/30',
      security_code: '123',
    }),
  });
  const { token: cardToken } = (await tokenised.json()) as { token: string };
  const me = await call<{ user: { id: string } }>('GET', '/api/me/account-info', undefined, member.token);
  const response = await fetch(api('/api/payment/cuicin-user-card'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${member.token}`,
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ cuicinUserId: me.user.id, cardToken }),
  });
  const { cardId } = (await response.json()) as { cardId: string };
  return { ...member, cardId };
}

/** A sign-in the server no longer accepts, as a guest's stored one can be: signed out elsewhere, or run out. */
export type DeadSignIn = 'revoked' | 'expired';

/** A member's token that is dead on the server (see DeadSignIn); the member and profile stay. */
export async function deadToken(kind: DeadSignIn): Promise<string> {
  const { token } = await newMember();
  if (kind === 'revoked') await call('POST', '/api/auth/logout', undefined, token);
  else await call('POST', '/test-fixtures/expire-session', { token });
  // Proof that it is dead: the server now refuses it.
  const me = await fetch(api('/api/me/account-info'), { headers: { Authorization: `Bearer ${token}` } });
  if (me.status !== 401) throw new Error(`a ${kind} token still answers ${me.status}`);
  return token;
}
