import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { useState } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import * as yup from 'yup';
import { dateRules } from '@/lib/validation/dateRules';
import { DatePicker, parseDate, SCROLL_DEBOUNCE_MS, type DatePickerProps } from './DatePicker';
import { DateField } from './form/DateField';
import ja from '../../locales/ja.json';

function Harness({ initial = '', ...props }: { initial?: string } & Partial<DatePickerProps>) {
  const [value, setValue] = useState(initial);
  return (
    <IntlProvider locale="en" messages={{}}>
      <label htmlFor="day">Date of birth</label>
      <DatePicker id="day" value={value} onChange={setValue} {...props} />
      <output data-testid="value">{value}</output>
    </IntlProvider>
  );
}

const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Choose from the calendar' }));
  return screen.getByRole('dialog', { name: 'Calendar' });
};

describe('DatePicker', () => {
  it('opens at the default view when empty and fills YYYY/MM/DD from a picked day', async () => {
    const user = userEvent.setup();
    render(<Harness defaultView="1985/01/01" />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveValue('1985');
    expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('January');
    // The focus moves onto the day the calendar opens at.
    expect(within(dialog).getByRole('button', { name: 'Tuesday, January 1, 1985' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Thursday, January 17, 1985' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1985/01/17');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose from the calendar' })).toHaveFocus();
  });

  it('opens at the current value, which is marked as chosen', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2001/09/30" defaultView="1985/01/01" />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveValue('2001');
    expect(within(dialog).getByRole('button', { name: 'Sunday, September 30, 2001' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers the years from 1900 to this year and changes the month shown with the selects', async () => {
    const user = userEvent.setup();
    render(<Harness defaultView="1985/01/31" />);
    const dialog = await openCalendar(user);
    const years = within(within(dialog).getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years[0]).toHaveTextContent('1900');
    expect(years.at(-1)).toHaveTextContent(String(new Date().getFullYear()));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1999');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), 'February');
    expect(within(dialog).getByRole('table', { name: 'February 1999' })).toBeInTheDocument();
    // 31 January becomes the last day of February.
    expect(within(dialog).getByRole('button', { name: 'Sunday, February 28, 1999' })).toHaveAttribute('tabindex', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('table', { name: 'March 1999' })).toBeInTheDocument();
  });

  it('is usable with the keyboard: arrows move between days, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Harness defaultView="1985/01/31" />);
    await openCalendar(user);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Friday, February 1, 1985' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Thursday, January 24, 1985' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: 'Sunday, February 24, 1985' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('1985/02/24');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose from the calendar' })).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('1985/02/24');
  });

  it('disables the days after max', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2020/03/10" max="2020/03/15" />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('button', { name: 'Sunday, March 15, 2020' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Monday, March 16, 2020' })).toBeDisabled();
  });

  it('turns one month per scroll or swipe, once it has settled for 300 ms', async () => {
    const user = userEvent.setup();
    render(<Harness defaultView="1985/01/15" />);
    const dialog = await openCalendar(user);
    jest.useFakeTimers();
    try {
      const grid = within(dialog).getByRole('table', { name: 'January 1985' });
      for (let i = 0; i < 5; i++) fireEvent.wheel(grid, { deltaY: 40 });
      act(() => jest.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1));
      expect(within(dialog).getByRole('table', { name: 'January 1985' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(dialog).getByRole('table', { name: 'February 1985' })).toBeInTheDocument();

      // A swipe to the right goes back a month.
      const shown = within(dialog).getByRole('table', { name: 'February 1985' });
      fireEvent.touchStart(shown, { touches: [{ clientX: 50, clientY: 100 }] });
      fireEvent.touchEnd(shown, { changedTouches: [{ clientX: 200, clientY: 110 }] });
      act(() => jest.advanceTimersByTime(SCROLL_DEBOUNCE_MS));
      expect(within(dialog).getByRole('table', { name: 'January 1985' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('names days, months and years in the page’s language', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="ja" messages={ja}>
        <label htmlFor="day">生年月日</label>
        <DatePicker id="day" value="1985/01/01" onChange={() => undefined} />
      </IntlProvider>,
    );
    await user.click(screen.getByRole('button', { name: ja['ui.datePicker.open'] }));
    const dialog = screen.getByRole('dialog', { name: ja['ui.datePicker.dialog'] });
    expect(within(dialog).getByRole('table', { name: '1985年1月' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '1985年1月1日 火曜日' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('combobox', { name: ja['ui.datePicker.month'] })).toHaveDisplayValue('1月');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['日', '月', '火', '水', '木', '金', '土']);
  });

  it('takes typed text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Date of birth'), '1990/04/01');
    expect(screen.getByTestId('value')).toHaveTextContent('1990/04/01');
  });
});

describe('DateField', () => {
  it('shows the date rule message for typed text once the field is left', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en" messages={{}}>
        <Formik
          initialValues={{ day: '' }}
          validationSchema={yup.object({
            day: yup.string().test(dateRules(createIntl({ locale: 'en', messages: {} })).date()),
          })}
          onSubmit={() => undefined}
        >
          <DateField name="day" label="Arrival" hint="YYYY/MM/DD" />
        </Formik>
      </IntlProvider>,
    );
    const input = screen.getByLabelText('Arrival');
    await user.type(input, '2024/02/30');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '2024/02/29');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('parseDate', () => {
  it('reads real dates only', () => {
    expect(parseDate('1985/01/01')).toEqual({ year: 1985, month: 0, day: 1 });
    expect(parseDate('1985-12-31')).toEqual({ year: 1985, month: 11, day: 31 });
    expect(parseDate('1985/02/29')).toBeNull();
    expect(parseDate('1985/13/01')).toBeNull();
    expect(parseDate('85/1/1')).toBeNull();
    expect(parseDate(undefined)).toBeNull();
  });
});
