import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/setup/renderApp';
import { COMPLETE_PROFILE, DEMO_MEMBER, logIn, newMember } from '../../../../test/setup/members';
import { occupationOf } from '@/domain/profile/memberDetails';

// Against the real API server with the seeded demo members (test/setup/startApiServer.cjs).

const HOTEL = 'hotelId=sakura-asakusa';
let hanako: string;
beforeAll(async () => {
  hanako = await logIn(DEMO_MEMBER);
});

/** The screen's label and value pairs. */
async function details() {
  const terms = await within(await screen.findByRole('main')).findAllByRole('term');
  const values = within(screen.getByRole('main')).getAllByRole('definition');
  return terms.map((term, i) => [term.textContent, values[i]!.textContent]);
}

describe('MemberInfoScreen', () => {
  it('lists the member’s profile in English', async () => {
    renderApp(`/mypage/account?${HOTEL}&lang=en`, undefined, { token: hanako });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member information' })).toBeVisible();
    expect(await details()).toEqual([
      ['Email address', DEMO_MEMBER],
      ['Nationality', 'Japanese'],
      ['Full name', '山田 花子'],
      ['Date of birth', '1988/04/12'],
      ['Gender', 'Female'],
      ['Phone number', '09012345678'],
      ['Address', '東京都渋谷区神南1-2-3'],
      ['Occupation', 'Company employee'],
      ['Company name', '桜商事株式会社'],
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lists the member’s profile in Japanese', async () => {
    renderApp(`/mypage/account?${HOTEL}&lang=ja`, undefined, { token: hanako });
    expect(await details()).toEqual([
      ['メールアドレス', DEMO_MEMBER],
      ['国籍', '日本'],
      ['氏名', '山田 花子'],
      ['生年月日', '1988/04/12'],
      ['性別', '女性'],
      ['電話番号', '09012345678'],
      ['住所', '東京都渋谷区神南1-2-3'],
      ['職業', '会社員'],
      ['会社名', '桜商事株式会社'],
    ]);
  });

  it('shows a non-Japanese male member with a free-text occupation and no company', async () => {
    const { email, token } = await newMember();
    const response = await fetch(`${process.env.API_BASE}/api/me/account-info`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...COMPLETE_PROFILE,
        surname: 'Smith',
        name: 'John',
        nameKana: null,
        nationality: 'NJP',
        gender: 'M',
        postalCode: null,
        address: '1-1 Asakusa, Taito-ku, Tokyo',
        occupation: 'Photographer',
        company: null,
      }),
    });
    expect(response.status).toBe(200);
    renderApp(`/mypage/account?${HOTEL}&lang=ko`, undefined, { token });
    expect(await details()).toEqual([
      ['이메일 주소', email],
      ['국적', '일본 이외'],
      ['성명', 'John Smith'],
      ['생년월일', '1990/04/01'],
      ['성별', '남성'],
      ['전화번호', '09012345678'],
      ['주소', '1-1 Asakusa, Taito-ku, Tokyo'],
      ['직업', 'Photographer'],
    ]);
  });

  it('goes back to My Page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/mypage/account?${HOTEL}&lang=en`, undefined, { token: hanako });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
  });

  it('sends a guest without a token to the login screen', async () => {
    const { router } = renderApp(`/mypage/account?${HOTEL}&lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('occupationOf', () => {
  it('knows the four listed occupations by their Japanese words', () => {
    expect(occupationOf({ occupation: '会社員', otherOccupation: null })).toEqual({ listed: 'employee' });
    expect(occupationOf({ occupation: '自営業', otherOccupation: null })).toEqual({ listed: 'selfEmployed' });
    expect(occupationOf({ occupation: '学生', otherOccupation: null })).toEqual({ listed: 'student' });
    expect(occupationOf({ occupation: '無職', otherOccupation: null })).toEqual({ listed: 'none' });
  });

  it('shows any other value as it is, preferring the free text of "other"', () => {
    expect(occupationOf({ occupation: 'Photographer', otherOccupation: null })).toEqual({ text: 'Photographer' });
    expect(occupationOf({ occupation: 'その他', otherOccupation: '写真家' })).toEqual({ text: '写真家' });
  });

  it('has nothing to show without an occupation', () => {
    expect(occupationOf({ occupation: null, otherOccupation: null })).toBeNull();
    expect(occupationOf({ occupation: ' ', otherOccupation: null })).toBeNull();
  });
});
