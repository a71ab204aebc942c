import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { FrontDeskStoreContext } from '@/api/frontDeskBaseApi';
import { STAFF_LANGUAGES, type StaffLanguage } from '@/lib/language';
import { Spinner } from '@/ui/Spinner';
import { DeskPage } from './DeskPage';
import { useFrontDeskSelector } from './frontDeskHooks';
import { makeFrontDeskStore } from './frontDeskStore';
import { StaffSignIn } from './StaffSignIn';
import { selectStaffToken } from './staffSessionSlice';
import './FrontDesk.css';

const isStaffLanguage = (lang: string): lang is StaffLanguage => (STAFF_LANGUAGES as readonly string[]).includes(lang);

/**
 * The hotel staff's front-desk page (/front-desk, not in the spec: issue 23). Outside the guest shell:
 * no hotelId (the staff's hotel comes from the staff token), no guest header or footer. Its own store
 * (the staff session, kept in session storage, and the staff API) in its own context.
 */
export default function FrontDeskScreen() {
  const [frontDesk] = useState(makeFrontDeskStore);
  useEffect(() => frontDesk.stop, [frontDesk]);
  return (
    <Provider store={frontDesk.store} context={FrontDeskStoreContext}>
      <PersistGate persistor={frontDesk.persistor} loading={<Spinner />}>
        <StaffLanguageOnly>
          <FrontDesk />
        </StaffLanguageOnly>
      </PersistGate>
    </Provider>
  );
}

/** The page is in Japanese and English only: a link in Chinese or Korean opens it in Japanese. */
function StaffLanguageOnly({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const supported = isStaffLanguage(intl.locale);
  useEffect(() => {
    if (supported) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('lang', 'ja');
        return next;
      },
      { replace: true },
    );
  }, [supported, setParams]);
  return supported ? children : <Spinner />;
}

function FrontDesk() {
  const signedIn = Boolean(useFrontDeskSelector(selectStaffToken));
  return <div className="front-desk">{signedIn ? <DeskPage /> : <StaffSignIn />}</div>;
}
