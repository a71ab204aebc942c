import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { useGetHotelGuideQuery } from '@/api/coreApi';
import { Spinner } from '@/ui/Spinner';
import { DeskPage, type HotelGuideRead } from './DeskPage';
import { useFrontDeskSelector } from './frontDeskHooks';
import { makeFrontDeskStore } from './frontDeskStore';
import { StaffSignIn } from './StaffSignIn';
import { selectStaffToken } from './staffSessionSlice';
import './FrontDesk.css';

/**
 * The hotel staff's front-desk page (/front-desk, not in the spec: issue 23), in the staff app
 * (src/staff.tsx, its own webpack entry): no hotelId (the staff's hotel comes from the staff token), no
 * guest header or footer. Its own store (the staff session, kept in session storage, and the staff API)
 * in a Provider inside the staff app's (src/app/staff/staffStore.ts); the hotel's public guide (its name
 * in English, its time zone) is read here, from the staff app's store, once the staff member's hotel is
 * known.
 */
export default function FrontDeskScreen() {
  const [frontDesk] = useState(makeFrontDeskStore);
  // Read from and written to session storage while the page is shown (again after StrictMode's trial
  // unmount; a second PERSIST only resumes), never after it has gone: neither a late answer nor
  // anything else this store still does can write its token over a next visit's (frontDeskStore.ts).
  useEffect(() => {
    frontDesk.persistor.persist();
    return () => frontDesk.persistor.pause();
  }, [frontDesk]);
  const [hotelId, setHotelId] = useState<string | null>(null);
  const guide = useGetHotelGuideQuery({ hotelId: hotelId ?? '' }, { skip: !hotelId });
  const hotelGuide: HotelGuideRead = {
    basics: guide.data?.facilityBasicInfo,
    error: guide.isError ? guide.error : undefined,
    retry: () => void guide.refetch(),
    onHotel: setHotelId,
  };
  return (
    <Provider store={frontDesk.store}>
      <PersistGate persistor={frontDesk.persistor} loading={<Spinner />}>
        <FrontDesk hotelGuide={hotelGuide} />
      </PersistGate>
    </Provider>
  );
}

function FrontDesk({ hotelGuide }: { hotelGuide: HotelGuideRead }) {
  const signedIn = Boolean(useFrontDeskSelector(selectStaffToken));
  return <div className="front-desk">{signedIn ? <DeskPage hotelGuide={hotelGuide} /> : <StaffSignIn />}</div>;
}
