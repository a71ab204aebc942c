import type { ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { withAppQuery, type AppQuery } from '@/lib/navigation';
import { DEFAULT_LANGUAGE } from '@/lib/language';

/** The hotelId and lang of the current URL, which every in-app navigation carries on. */
export function useAppQuery(): AppQuery {
  const [params] = useSearchParams();
  return { hotelId: params.get('hotelId'), lang: params.get('lang') ?? DEFAULT_LANGUAGE };
}

/** A router link that carries the current hotelId and lang, so every in-app link keeps the hotel. */
export function AppLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  return <Link to={withAppQuery(to, useAppQuery())} {...props} />;
}
