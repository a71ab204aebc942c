import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { PROVIDER_NAME } from '@/lib/config';
import { Footer } from './Footer';

describe('footer', () => {
  it('names the provider as text beside its inline mark, with no image to fetch', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/login?hotelId=sakura-asakusa&lang=en']}>
        <IntlProvider locale="en" messages={{}} onError={() => {}}>
          <Footer />
        </IntlProvider>
      </MemoryRouter>,
    );
    // An <img> of an SVG is a document the browser parses and lays out on the main thread as every
    // screen starts; the mark is drawn inline, hidden from assistive technology, the name is text.
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(PROVIDER_NAME)).toHaveClass('footer__brand');
    expect(screen.getByText(PROVIDER_NAME).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Powered by')).toBeInTheDocument();
  });
});
