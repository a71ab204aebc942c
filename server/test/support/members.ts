import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../src/contract.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demoAccounts.ts';
import { callOperation } from './callOperation.ts';
import { saveCard } from './cards.ts';
import type { TestApp } from './helpers.ts';

/** A member registered through the API and signed in. */
export interface Member {
  token: string;
  id: string;
  email: string;
}

export interface MemberWithCard extends Member {
  cardId: string;
}

export interface MemberOptions {
  language?: Language;
  /** Surname and name written into the member's row (registration leaves them empty). */
  name?: { surname: string; name: string };
}

let registrations = 0;

/**
 * A new member: registered (which signs in) with the demo password, from an address of its own
 * (registrations are limited per address), its id read back from getUserInfo; with a saved card
 * when asked (true: the sandbox's good card, or this card number).
 */
export async function newMember(t: TestApp, options: MemberOptions & { card: true | string }): Promise<MemberWithCard>;
export async function newMember(t: TestApp, options?: MemberOptions): Promise<Member>;
export async function newMember(
  t: TestApp,
  { language = 'ja', name, card }: MemberOptions & { card?: true | string } = {},
): Promise<Member | MemberWithCard> {
  const email = `member-${randomUUID()}@example.com`;
  const n = ++registrations;
  const registered = await callOperation(t.app, 'register', {
    remoteAddress: `198.18.${n >> 8}.${n & 255}`,
    body: { email, password: DEMO_PASSWORD, language },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const { token } = registered.body;
  const me = await callOperation(t.app, 'getUserInfo', { token });
  assert.equal(me.status, 200, JSON.stringify(me.body));
  const member = { token, id: me.body.user.id, email };
  if (name) await t.db.updateTable('users').set(name).where('id', '=', Number(member.id)).execute();
  if (!card) return member;
  return { ...member, cardId: await saveCard(t.app, member, card === true ? undefined : card) };
}
