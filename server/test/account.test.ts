import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Operations } from '../src/contract.ts';
import { callOperation, malformed, type Malformed } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  const response = await callOperation(t.app, 'register', {
    body: { email: 'profile@example.com', password: 'Sakura2026', language: 'ja' },
  });
  token = response.body.token;
});
after(async () => {
  await t.close();
});

const PROFILE: Operations['updateUserInfo']['body'] = {
  surname: '山田',
  name: '花子',
  nameKana: 'ヤマダ ハナコ',
  nameLatin: null,
  nationality: 'JPN',
  birthDate: '1985-01-01',
  gender: 'F',
  telephone: '09012345678',
  postalCode: '111-0032',
  address: '東京都台東区浅草2-14-5',
  occupation: '会社員',
  otherOccupation: 'ignored',
  company: '桜商事',
  email: 'profile@example.com',
  picture: null,
};

const update = (body: Operations['updateUserInfo']['body'] | Malformed, as = token) =>
  callOperation(t.app, 'updateUserInfo', { body, token: as });
const accountInfo = () => callOperation(t.app, 'getUserInfo', { token });

describe('updateUserInfo', () => {
  it('saves the profile, keeping each field only where the spec shows it', async () => {
    const { status, body } = await update(PROFILE);
    assert.equal(status, 200);
    assert.equal(body.user.surname, '山田');
    assert.equal(body.user.nameKana, 'ヤマダ ハナコ');
    assert.equal(body.user.company, '桜商事');
    assert.equal(body.user.otherOccupation, null);
    assert.equal(body.user.postalCode, '111-0032');
    assert.equal(body.user.birthDate, '1985-01-01');
    assert.deepEqual((await accountInfo()).body.user, body.user);
  });

  it('drops the postal code of a non-Japanese national, the company of a student and keeps free text for other', async () => {
    const student = await update({ ...PROFILE, nationality: 'NJP', occupation: '学生', company: 'x' });
    assert.equal(student.body.user.postalCode, null);
    assert.equal(student.body.user.company, null);
    const other = await update({ ...PROFILE, occupation: 'Photographer', otherOccupation: 'Wedding photographer' });
    assert.equal(other.body.user.otherOccupation, 'Wedding photographer');
    assert.equal(other.body.user.company, null);
  });

  it('does not change the sign-in email', async () => {
    const { body } = await update({ ...PROFILE, email: 'someone-else@example.com' });
    assert.equal(body.user.email, 'profile@example.com');
  });

  for (const [what, patch] of [
    ['a missing name', { name: undefined }],
    ['hiragana kana', { nameKana: 'やまだ はなこ' }],
    ['a phone with hyphens', { telephone: '090-1234-5678' }],
    ['an unknown gender', { gender: 'X' }],
    ['a birth date in the future', { birthDate: '2999-01-01' }],
    ['a birth date before 1900', { birthDate: '1899-12-31' }],
    ['a picture that is not https', { picture: 'javascript:alert(1)' }],
    ['an unknown field', { isAdmin: true }],
  ] as const) {
    it(`refuses ${what} with 400 and changes nothing`, async () => {
      const before = (await update(PROFILE)).body.user;
      const { status } = await update(malformed({ ...PROFILE, ...patch }));
      assert.equal(status, 400);
      assert.deepEqual((await accountInfo()).body.user, before);
    });
  }

  it('needs a signed-in member', async () => {
    assert.equal((await update(PROFILE, '')).status, 401);
  });
});
