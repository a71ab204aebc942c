import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { staffToken } from '../../../test/setup/frontDesk';
import enErrors from '../../../locales/en.json?group=errors';
import enDesk from '../../../locales/en.json?group=frontDesk';
import { makeFrontDeskStore } from './frontDeskStore';
import { ImageField } from './ImageField';
import { staffSession } from './staffSessionSlice';

// A console form's picture (issue 32) against the real API server: the chosen file is uploaded at
// once (made WebP by the server) and its address put into the form; a file that is not a picture, or
// too large, is refused before it is sent.
const MINATO_MANAGER = 'manager@minato-demo.example';
/** A 2x2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function renderField(initial = '') {
  const { store } = makeFrontDeskStore();
  store.dispatch(staffSession.actions.signedIn(await staffToken(MINATO_MANAGER)));
  const values: { image?: string } = {};
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={{ ...enErrors, ...enDesk }}>
        <Formik initialValues={{ image: initial }} onSubmit={() => {}}>
          {({ values: current }) => {
            values.image = current.image;
            return <ImageField name="image" label="Product picture" />;
          }}
        </Formik>
      </IntlProvider>
    </Provider>,
  );
  return { user: userEvent.setup({ applyAccept: false }), values };
}

const fileInput = () => screen.getByLabelText('Choose a picture') as HTMLInputElement;

describe('ImageField', () => {
  it('uploads the chosen picture and shows it, then it can be removed', async () => {
    const { user, values } = await renderField();
    expect(screen.getByText('No picture.')).toBeVisible();
    await user.upload(fileInput(), new File([PNG], 'room.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'The current picture: Product picture' });
    expect(preview.getAttribute('src')).toMatch(/^\/images\/hotels\/minato-inn\/[0-9a-f]{32}\.webp$/);
    expect(values.image).toBe(preview.getAttribute('src'));
    expect(screen.getByLabelText('Replace the picture')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the picture' }));
    expect(screen.getByText('No picture.')).toBeVisible();
    expect(values.image).toBe('');
  });

  it('refuses a file that is not a picture, or over 10 MB, before sending it', async () => {
    const { user, values } = await renderField();
    await user.upload(fileInput(), new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image');
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), large);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('File size limit 10Mb.'));
    expect(values.image).toBe('');
  });

  it('shows the server’s refusal of a file that only claims to be a picture', async () => {
    const { user, values } = await renderField();
    await user.upload(fileInput(), new File(['not a picture at all'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image');
    expect(values.image).toBe('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
