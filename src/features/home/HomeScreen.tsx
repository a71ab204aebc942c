import { lazy, Suspense, useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useGetIconDisplayQuery } from '@/api/coreApi';
import { useAppDispatch } from '@/app/hooks';
import { homeShown } from '@/domain/auth/authSlices';
import { hotelName, useHotel } from '@/domain/hotel/hotelContext';
import { pluginEnabled } from '@/domain/hotel/plugins';
import { AppLink } from '@/ui/AppLink';
import { HomeHero } from '@/ui/HomeHero';
import { Page } from '@/ui/Page';
import { FrontTelephoneModal } from './FrontTelephoneModal';
import { isShown, NAV_ITEMS } from './homeNavigation';
import { NavIcon } from './navIcons';
import { hasTravelTiles, TravelGuideTiles } from './TravelGuideTiles';
import './HomeScreen.css';

const labels = defineMessages({
  checkin: { id: 'hotel.home.nav.checkin', defaultMessage: 'Check-in' },
  checkout: { id: 'hotel.home.nav.checkout', defaultMessage: 'Check-out' },
  hotelGuide: { id: 'hotel.home.nav.hotelGuide', defaultMessage: 'Hotel guide' },
  aroundSpot: { id: 'hotel.home.nav.aroundSpot', defaultMessage: 'Travel guide' },
  mobileRequest: { id: 'hotel.home.nav.mobileRequest', defaultMessage: 'Requests' },
  wifi: { id: 'hotel.home.nav.wifi', defaultMessage: 'Wi-Fi' },
  frontTelephone: { id: 'hotel.home.nav.frontTelephone', defaultMessage: 'Call the front desk' },
  myPage: { id: 'hotel.home.nav.myPage', defaultMessage: 'My Page' },
});
// The coupons block loads after home has shown: it is below the navigation and not needed to start.
const CouponsBlock = lazy(() => import(/* webpackChunkName: "home-coupons" */ './CouponsBlock'));

const navigationLabel = defineMessage({ id: 'hotel.home.navigation', defaultMessage: 'Services' });
const logoAlt = defineMessage<{ hotelName: string }>({ id: 'hotel.home.logoAlt', defaultMessage: '{hotelName} logo' });

/** The hotel's home (spec doc 1 "home"). */
export default function HomeScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { hotelId, language, guide } = useHotel();
  const icons = useGetIconDisplayQuery({ hotelId });
  const [telephoneOpen, setTelephoneOpen] = useState(false);

  // Spec: home clears the stored login redirect.
  useEffect(() => {
    dispatch(homeShown());
  }, [dispatch]);

  const info = guide.facilityBasicInfo;
  const name = hotelName(guide, language);
  // A failed or missing icon setting shows every button, as "no setting exists" does.
  const setting = icons.data?.icon_display[0];
  const items = NAV_ITEMS.filter((item) => isShown(item, setting)).filter(
    (item) => item.name !== 'frontTelephone' || info.telephone,
  );
  const showTravelGuide = hasTravelTiles(info);

  return (
    <Page home>
      <HomeHero image={info.extImageId} />
      <div className="home__identity">
        {info.logoImageId && (
          <img
            className="home__logo"
            src={info.logoImageId}
            alt={intl.formatMessage(logoAlt, { hotelName: name })}
            width={72}
            height={72}
          />
        )}
        <h1 className="home__name">{name}</h1>
      </div>

      {icons.isLoading ? (
        <div className="home__nav home__nav--loading" aria-hidden="true" />
      ) : (
        <nav className="home__nav" aria-label={intl.formatMessage(navigationLabel)}>
          <ul className="home__nav-list">
            {items.map((item) => (
              <li key={item.name}>
                {item.to ? (
                  <AppLink className="home__nav-button" to={item.to}>
                    <NavIcon name={item.name} />
                    <span>{intl.formatMessage(labels[item.name])}</span>
                  </AppLink>
                ) : (
                  <button
                    type="button"
                    className="home__nav-button"
                    onClick={() => setTelephoneOpen(true)}
                    aria-haspopup="dialog"
                  >
                    <NavIcon name={item.name} />
                    <span>{intl.formatMessage(labels[item.name])}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}

      {/* With coupons, the tiles show with the coupons block, which would otherwise push them down;
          until then the space below stays a screen tall, so the footer is not pushed down either. */}
      {pluginEnabled(guide.plugins, 'CU') ? (
        <Suspense fallback={<div className="home__pending" />}>
          <CouponsBlock after={showTravelGuide && <TravelGuideTiles guide={guide} />} />
        </Suspense>
      ) : (
        showTravelGuide && <TravelGuideTiles guide={guide} />
      )}

      {telephoneOpen && info.telephone && (
        <FrontTelephoneModal
          telephone={info.telephone}
          openTime={info.frontOpenTime}
          closeTime={info.frontCloseTime}
          onClose={() => setTelephoneOpen(false)}
        />
      )}
    </Page>
  );
}
