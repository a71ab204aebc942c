import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { BusinessHours } from './BusinessHours';

const HOURS = [
  { day: 0, startTime: '10:00', endTime: '18:00' },
  { day: 1, startTime: '11:30', endTime: '14:30' },
  { day: 1, startTime: '17:00', endTime: '22:00' },
];
// A Monday afternoon in Tokyo.
const MONDAY = new Date('2026-11-23T05:00:00Z');
// A Tuesday (no hours that day) in Tokyo.
const TUESDAY = new Date('2026-11-24T05:00:00Z');

function renderHours(language: 'ja' | 'en', now: Date, hours = HOURS) {
  return render(
    <IntlProvider locale={language} messages={language === 'ja' ? ja : en}>
      <BusinessHours hours={hours} language={language} timeZone="Asia/Tokyo" now={now} />
    </IntlProvider>,
  );
}

describe('BusinessHours', () => {
  it('is collapsed behind today’s hours when today’s are known', () => {
    const { container } = renderHours('en', MONDAY);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Today 11:30–14:30, 17:00–22:00');
  });

  it('shows the whole week when today’s hours are not known', () => {
    const { container } = renderHours('en', TUESDAY);
    expect(container.querySelector('details')).toBeNull();
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Monday11:30–14:30, 17:00–22:00',
      'TuesdayClosed',
      'WednesdayClosed',
      'ThursdayClosed',
      'FridayClosed',
      'SaturdayClosed',
      'Sunday10:00–18:00',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'date');
  });

  it('starts the week on Sunday in Japanese', () => {
    renderHours('ja', TUESDAY);
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('日曜日');
    expect(screen.getAllByRole('row')[0]).toHaveTextContent('10:00〜18:00');
  });

  it('says so when there are no hours at all', () => {
    renderHours('en', MONDAY, []);
    expect(screen.getByText('No business hours information')).toBeInTheDocument();
  });
});
