import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { selectAccessToken } from '@/domain/auth/authSlices';
import type { RootState } from '../store';
import { registerServiceWorker } from './serviceWorker';

const messages = defineMessages({
  ready: { id: 'app.update.ready', defaultMessage: 'A new version of this app is ready.' },
  reload: { id: 'app.update.reload', defaultMessage: 'Reload' },
  dismiss: { id: 'app.update.dismiss', defaultMessage: 'Later' },
});

/**
 * Registers the service worker; when a new version waits, offers to reload into it. The guest may
 * dismiss it: the new version then starts with the next visit, never in the middle of a flow.
 */
export function UpdatePrompt() {
  const intl = useIntl();
  const store = useStore<RootState>();
  const [activate, setActivate] = useState<(() => void) | null>(null);
  useEffect(
    () =>
      registerServiceWorker(
        (activateUpdate) => setActivate(() => activateUpdate),
        () => selectAccessToken(store.getState()),
      ),
    [store],
  );
  if (!activate) return null;
  return (
    <div className="app-notice app-notice--update" role="status">
      <p className="app-notice__text">{intl.formatMessage(messages.ready)}</p>
      <button type="button" className="app-notice__button" onClick={activate}>
        {intl.formatMessage(messages.reload)}
      </button>
      <button type="button" className="app-notice__button" onClick={() => setActivate(null)}>
        {intl.formatMessage(messages.dismiss)}
      </button>
    </div>
  );
}
