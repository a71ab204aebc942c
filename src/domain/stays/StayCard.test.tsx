import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StayCard } from './StayCard';

describe('StayCard', () => {
  it('is a checkbox named by its heading and described by its details, leaving out empty ones', async () => {
    const onToggle = jest.fn();
    render(
      <ul>
        <StayCard
          idPrefix="checkout-item"
          id="s-1"
          heading="Reservation ID SA-2002 ・ 2 nights"
          details={[{ label: 'Room', value: '502' }, false, '', null, { label: 'Guest', value: 'Taro Yamada' }]}
          selected={false}
          onToggle={onToggle}
        />
      </ul>,
    );
    const box = screen.getByRole('checkbox', { name: 'Reservation ID SA-2002 ・ 2 nights' });
    expect(box).toHaveAccessibleDescription('Room 502 Guest Taro Yamada');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Room', 'Guest']);
    await userEvent.click(box);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('listitem')).toHaveClass('stay-card');
    expect(screen.getByRole('listitem')).not.toHaveClass('stay-card--selected');
  });
});
