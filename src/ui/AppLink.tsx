import type { ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { withAppQuery } from '@/lib/navigation';
import { DEFAULT_LANGUAGE } from '@/lib/language';

/** A router link that carries the current hotelId and lang, so every in-app link keeps the hotel. */
export function AppLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const [params] = useSearchParams();
  const href = withAppQuery(to, { hotelId: params.get('hotelId'), lang: params.get('lang') ?? DEFAULT_LANGUAGE });
  return <Link to={href} {...props} />;
}
