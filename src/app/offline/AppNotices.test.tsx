import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { coreApi } from '@/api/coreApi';
import { loseInternet } from '../../../test/setup/offline';
import { makeStore } from '../store';
import AppNotices from './AppNotices';
import { registerServiceWorker } from './serviceWorker';

// The service worker's registration is the browser's (workbox-window); here, what the page does with
// its news: a waiting version is offered, never swapped in by itself.
jest.mock('./serviceWorker', () => ({ registerServiceWorker: jest.fn() }));
const register = registerServiceWorker as jest.MockedFunction<typeof registerServiceWorker>;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const renderIn = (locale: string, store = makeStore()) =>
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={{}} defaultLocale="ja">
        <AppNotices />
      </IntlProvider>
    </Provider>,
  );

beforeEach(() => register.mockClear());
afterEach(() => setOnline(true));

describe('app notices', () => {
  it('says the page is offline while it is, in the page’s language', () => {
    renderIn('ja');
    expect(screen.queryByText(/オフラインです/)).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'オフラインです。以前に読み込んだ内容は引き続き表示されます。',
    );
    setOnline(true);
    expect(screen.queryByText(/オフラインです/)).not.toBeInTheDocument();
  });

  it('says so too when a call got no answer while the browser says it is online, until it is back', async () => {
    // Hotel Wi-Fi with no internet behind it: navigator.onLine stays true (src/lib/connectivityWatch.ts).
    const store = makeStore();
    renderIn('en', store);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    const internet = loseInternet('/api/me/account-info');
    await act(() => store.dispatch(coreApi.endpoints.getUserInfo.initiate()));
    expect(navigator.onLine).toBe(true);
    expect(await screen.findByText('You are offline. What was loaded before still shows.')).toBeVisible();
    internet.backOnline();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('offers a waiting version; Reload activates it, Later leaves the page as it is', async () => {
    const user = userEvent.setup();
    renderIn('en');
    expect(register).toHaveBeenCalledTimes(1);
    const onWaiting = register.mock.calls[0]![0];
    const activate = jest.fn();
    expect(screen.queryByText('A new version of this app is ready.')).not.toBeInTheDocument();

    act(() => onWaiting(activate));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(activate).not.toHaveBeenCalled();
    expect(screen.queryByText('A new version of this app is ready.')).not.toBeInTheDocument();

    act(() => onWaiting(activate));
    expect(screen.getByText('A new version of this app is ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
