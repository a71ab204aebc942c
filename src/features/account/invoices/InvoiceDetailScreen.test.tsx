import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/setup/renderApp';
import { newMember } from '../../../../test/setup/members';
import { paidOrder, storeReceipt } from '../../../../test/setup/invoices';

// Against the real API server (test/setup/startApiServer.cjs). The paid order's lines (default
// fixture): 2026/05/11 room ¥12,000 and parking ¥2,200 at 10%, 2026/05/12 take-out sweets ¥1,080
// at 8%, a member discount of ¥1,000 at 10%: ¥14,280, tax ¥1,200 (10%) and ¥80 (8%).
// sakura-asakusa is registered for qualified invoices (T1234567890123, issued by
// 株式会社さくら並木ホテルズ); minato-inn is not, and gets plain receipts.

const HOTEL = 'hotelId=sakura-asakusa';

/** The value beside a label (a <dt> and its <dd>). */
const valueOf = (label: string, scope = screen.getByRole('main')) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('InvoiceDetailScreen', () => {
  it('shows the issuer with its registration number, the lines, the totals per rate and the card', async () => {
    const { email, token } = await newMember();
    const order = await paidOrder(email);
    renderApp(`/mypage/usage-detail/${order.orderId}?${HOTEL}&lang=en`, undefined, { token });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice details' })).toBeVisible();

    const issuer = await screen.findByRole('region', { name: 'Issuer' });
    expect(within(issuer).getByText('Hotel Sakuranamiki Asakusa')).toBeVisible();
    expect(valueOf('Business name', issuer)).toBe('株式会社さくら並木ホテルズ');
    expect(valueOf('Registration No.', issuer)).toBe('T1234567890123');
    expect(valueOf('Phone', issuer)).toBe('03-5830-1234');
    expect(within(issuer).getByRole('link', { name: '03-5830-1234' })).toHaveAttribute('href', 'tel:0358301234');
    expect(valueOf('Address', issuer)).toMatch(/Asakusa/);

    expect(valueOf('Date of payment')).toBe('2026/05/12 14:30');
    expect(valueOf('Receipt No.')).toMatch(/^R20260512-[A-Z2-9]{6}$/);
    expect(valueOf('Transaction No.')).toBe(order.orderId);

    const table = screen.getByRole('table', { name: 'Details' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['2026/05/11', '客室料金 Room charge', '¥12,000'],
      ['2026/05/11', '駐車場 Parking', '¥2,200'],
      ['2026/05/12', '人形焼 Ningyo-yaki (take-out) ※', '¥1,080'],
      ['2026/05/12', '会員割引 Member discount', '-¥1,000'],
    ]);
    expect(screen.getByText('※ Reduced tax rate (8%)')).toBeVisible();
    expect(valueOf('Charges')).toBe('¥15,280');
    expect(valueOf('Discounts')).toBe('-¥1,000');
    expect(valueOf('Total (tax included)')).toBe('¥14,280');
    expect(valueOf('Subject to 10%')).toBe('¥13,200 (incl. tax ¥1,200)');
    expect(valueOf('Subject to 8% (reduced rate)')).toBe('¥1,080 (incl. tax ¥80)');
    expect(screen.queryByText('Not subject to consumption tax')).not.toBeInTheDocument();
    expect(valueOf('Credit card')).toBe('VISA ************4242');

    // No receipt stored yet: the block says so instead of offering a download.
    const receipt = screen.getByRole('region', { name: 'Receipt (qualified invoice)' });
    expect(valueOf('Addressee', receipt)).toBe('佐藤 花子');
    expect(valueOf('Amount', receipt)).toBe('¥14,280');
    expect(within(receipt).getByText('The receipt can be downloaded here once it has been issued.')).toBeVisible();
    expect(within(receipt).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the registration number and the totals per rate in Japanese, Chinese and Korean', async () => {
    const { email, token } = await newMember();
    const order = await paidOrder(email);
    // Japanese writes the yen sign full-width (Intl's ja format).
    const labels = {
      ja: [
        '登録番号',
        '10%対象',
        '￥13,200（内消費税 ￥1,200）',
        '8%対象（軽減税率）',
        '￥1,080（内消費税 ￥80）',
        '※は軽減税率（8%）対象',
      ],
      zh: [
        '登记号码',
        '10%税率对象',
        '¥13,200（其中消费税 ¥1,200）',
        '8%税率对象（轻减税率）',
        '¥1,080（其中消费税 ¥80）',
        '※为轻减税率（8%）项目',
      ],
      ko: [
        '등록번호',
        '10% 대상',
        '¥13,200(소비세 ¥1,200 포함)',
        '8% 대상(경감세율)',
        '¥1,080(소비세 ¥80 포함)',
        '※는 경감세율(8%) 대상',
      ],
    };
    for (const [lang, [registration, rate10, amount10, rate8, amount8, note]] of Object.entries(labels)) {
      const { unmount } = renderApp(`/mypage/usage-detail/${order.orderId}?${HOTEL}&lang=${lang}`, undefined, {
        token,
      });
      await screen.findByRole('table');
      expect(valueOf(registration!)).toBe('T1234567890123');
      expect(valueOf(rate10!)).toBe(amount10);
      expect(valueOf(rate8!)).toBe(amount8);
      expect(screen.getByText(note!)).toBeVisible();
      unmount();
    }
  });

  it('gives a hotel without a registration number a plain receipt: no number, no qualified-invoice wording', async () => {
    const { email, token } = await newMember();
    const order = await paidOrder(email, {
      hotelId: 'minato-inn',
      lines: [
        { subject: 'シングル Single room', price: 7700, rate: 10 },
        { subject: '宿泊税 Accommodation tax', price: 200, rate: 0 },
      ],
    });
    renderApp(`/mypage/usage-detail/${order.orderId}?hotelId=minato-inn&lang=ja`, undefined, { token });
    const issuer = await screen.findByRole('region', { name: '発行元' });
    expect(within(issuer).getByText('ビジネスイン港')).toBeVisible();
    expect(within(issuer).queryByText('事業者名')).not.toBeInTheDocument();
    expect(screen.queryByText('登録番号')).not.toBeInTheDocument();
    expect(screen.queryByText(/適格請求書/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '領収書' })).toBeVisible();
    expect(valueOf('10%対象')).toBe('￥7,700（内消費税 ￥700）');
    expect(valueOf('8%対象（軽減税率）')).toBe('￥0（内消費税 ￥0）');
    expect(valueOf('消費税対象外')).toBe('￥200');
    expect(screen.queryByText('※は軽減税率（8%）対象')).not.toBeInTheDocument();
  });

  it('downloads the stored receipt as a PDF', async () => {
    const { email, token } = await newMember();
    const order = await paidOrder(email);
    await storeReceipt(order, '佐藤 花子', 'ご宿泊代');
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((file: Blob) => {
      saved.push(file);
      return 'blob:receipt';
    });
    const revokeObjectURL = jest.fn();
    // jsdom has no object URLs: stand-ins that keep the file handed to the browser.
    const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      renderApp(`/mypage/usage-detail/${order.orderId}?${HOTEL}&lang=ja`, undefined, { token });
      const receipt = await screen.findByRole('region', { name: '領収書（適格請求書）' });
      expect(valueOf('宛名', receipt)).toBe('佐藤 花子 様');
      expect(valueOf('但し書き', receipt)).toBe('ご宿泊代');
      await user.click(within(receipt).getByRole('button', { name: '領収書をダウンロード（PDF）' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      const receiptNumber = valueOf('領収書番号');
      expect(link.download).toBe(`receipt-${receiptNumber}.pdf`);
      expect(link.getAttribute('href')).toBe('blob:receipt');
      expect(saved[0]!.type).toBe('application/pdf');
      expect((await saved[0]!.text()).startsWith('%PDF-')).toBe(true);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      click.mockRestore();
      Object.assign(URL, jsdomUrl);
    }
  });

  it('says so when the receipt cannot be downloaded', async () => {
    const { email, token } = await newMember();
    const order = await paidOrder(email);
    await storeReceipt(order);
    const realFetch = window.fetch;
    const fetchSpy = jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/payment/receipt-pdf')) return Promise.reject(new TypeError('Failed to fetch'));
      return realFetch(input, init);
    });
    try {
      const user = userEvent.setup();
      renderApp(`/mypage/usage-detail/${order.orderId}?${HOTEL}&lang=en`, undefined, { token });
      await user.click(await screen.findByRole('button', { name: 'Download receipt (PDF)' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The receipt could not be downloaded. Please try again.',
      );
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('answers another member’s invoice like a missing one, with a way back to the list', async () => {
    const owner = await newMember();
    const other = await newMember();
    const order = await paidOrder(owner.email);
    const user = userEvent.setup();
    const { router } = renderApp(`/mypage/usage-detail/${order.orderId}?${HOTEL}&lang=en`, undefined, {
      token: other.token,
    });
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeVisible();
    expect(screen.queryByText(order.orderId)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to invoices' }));
    expect(await screen.findByRole('heading', { name: 'No invoice' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/mypage/usage-detail');
  });

  it('offers a retry when the invoice cannot be loaded', async () => {
    const { email, token } = await newMember();
    const order = await paidOrder(email);
    const realFetch = window.fetch;
    let failures = 0;
    const fetchSpy = jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/payment/usage-detail') && failures === 0) {
        failures += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return realFetch(input, init);
    });
    try {
      const user = userEvent.setup();
      renderApp(`/mypage/usage-detail/${order.orderId}?${HOTEL}&lang=en`, undefined, { token });
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table', { name: 'Details' })).toBeVisible();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
