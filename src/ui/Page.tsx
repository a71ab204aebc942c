import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header, type BackTarget } from './Header';

/** A screen: header with its title and back arrow, the content, the footer. */
export function Page({
  title,
  back,
  children,
  home = false,
}: {
  /** Header title; omit for a screen without a header bar (home). */
  title?: string;
  back?: BackTarget;
  children: ReactNode;
  /** Home shows the service links in the footer. */
  home?: boolean;
}) {
  return (
    <>
      {title !== undefined && <Header title={title} back={back} />}
      <main className="page__content">{children}</main>
      <Footer withServiceLinks={home} />
    </>
  );
}
