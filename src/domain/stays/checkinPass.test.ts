import { checkinPass, groupTickets, toBase64, walletPassUrl } from '@/domain/stays/checkinPass';

const decode = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

describe('checkinPass', () => {
  it('encodes the payload without pass_id as base64 JSON and returns the pass id', () => {
    const pass = checkinPass(JSON.stringify({ checkin_code: 'ABCD2345EFGH6789', hotel_id: 'h1', pass_id: 'pass-1' }));
    expect(pass.passId).toBe('pass-1');
    expect(pass.qrValue).toBe(toBase64('{"checkin_code":"ABCD2345EFGH6789","hotel_id":"h1"}'));
    expect(JSON.parse(decode(pass.qrValue))).toEqual({ checkin_code: 'ABCD2345EFGH6789', hotel_id: 'h1' });
  });

  it('has no pass id when the payload names none', () => {
    const pass = checkinPass('{"checkin_code":"X"}');
    expect(pass).toEqual({ qrValue: btoa('{"checkin_code":"X"}'), passId: null });
  });

  it('treats an empty pass id as none', () => {
    expect(checkinPass('{"checkin_code":"X","pass_id":""}').passId).toBeNull();
  });

  it('keeps Japanese text intact (UTF-8, not Latin-1)', () => {
    const pass = checkinPass('{"guest":"山田 花子","pass_id":"p"}');
    expect(JSON.parse(decode(pass.qrValue))).toEqual({ guest: '山田 花子' });
  });

  it('encodes a qr_json that is no JSON object as it is', () => {
    expect(checkinPass('plain-code')).toEqual({ qrValue: btoa('plain-code'), passId: null });
    expect(checkinPass('[1,2]')).toEqual({ qrValue: btoa('[1,2]'), passId: null });
  });
});

describe('walletPassUrl', () => {
  it('links passkit/{pass_id}/download on the wallet-pass host', () => {
    expect(walletPassUrl('pass-demo-0001')).toBe('https://wallet.sakura-guest.example/passkit/pass-demo-0001/download');
  });

  it('adds a missing slash to the host and encodes the id', () => {
    expect(walletPassUrl('a/b', 'https://w.example')).toBe('https://w.example/passkit/a%2Fb/download');
  });
});

describe('groupTickets', () => {
  it('groups tickets by name in the order of first appearance', () => {
    expect(
      groupTickets([
        { ticket_name: 'Breakfast', exchange_code: 'B1' },
        { ticket_name: 'Bath', exchange_code: 'S1' },
        { ticket_name: 'Breakfast', exchange_code: 'B2' },
      ]),
    ).toEqual([
      { name: 'Breakfast', codes: ['B1', 'B2'] },
      { name: 'Bath', codes: ['S1'] },
    ]);
  });

  it('is empty without tickets', () => {
    expect(groupTickets([])).toEqual([]);
  });
});
