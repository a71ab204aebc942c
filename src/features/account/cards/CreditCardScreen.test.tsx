import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/setup/renderApp';
import { newMember } from '../../../../test/setup/members';

const Q = 'hotelId=sakura-asakusa&lang=en';
const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByRole('textbox', { name: /Card number/ }), number);
  await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), `12${year}`);
  await user.type(screen.getByLabelText(/Security code/), '123');
  await user.type(screen.getByRole('textbox', { name: /Cardholder name/ }), 'HANAKO SATO');
}

describe('credit card screens', () => {
  it('registers a card through the tokeniser, shows it masked, and deletes it', async () => {
    const { token } = await newMember();
    const user = userEvent.setup();
    const { router } = renderApp(`/mypage/credit-card?${Q}`, undefined, { token });
    expect(await screen.findByRole('heading', { name: 'No credit card is registered.' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add a card' }));

    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    await fillCard(user, '4242424242424242');
    // The masks: 4 groups of 4 digits, MM/YY.
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: /Expiry date/ })).toHaveValue(`12/${year}`);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/credit-card'));
    expect(await screen.findByText('************4242')).toBeInTheDocument();
    expect(screen.getByText('VISA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No credit card is registered.' })).toBeInTheDocument();
  });

  it('says why a card is refused and keeps what was typed', async () => {
    const { token } = await newMember();
    const user = userEvent.setup();
    renderApp(`/mypage/credit-card/register?${Q}`, undefined, { token });
    await fillCard(user, '4000000000000069');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credit card has expired. Please enter it again.');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4000 0000 0000 0069');

    await user.clear(screen.getByRole('textbox', { name: /Card number/ }));
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4000000000000127');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's errorMessage (the card service's own reason) when it sends one (spec doc 2 §8).
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The card company did not accept this card. Please use another card.',
      ),
    );

    // A number the tokeniser refuses (no reason from the server): the catalogue's message.
    await user.clear(screen.getByRole('textbox', { name: /Card number/ }));
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Cannot register credit card. Please check it again.'),
    );
  });
});
