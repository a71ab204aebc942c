import { render, screen } from '@testing-library/react';
import { RichContent } from './RichContent';

describe('RichContent', () => {
  it('keeps the hotel’s formatting', () => {
    const { container } = render(
      <RichContent
        html="<h2>Title</h2><p>Text <strong>bold</strong></p><table><tbody><tr><td>x</td></tr></tbody></table>"
        headingsFrom={2}
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    expect(container.querySelector('strong')).not.toBeNull();
    expect(container.querySelector('td')).not.toBeNull();
  });

  it.each([
    '<script>window.__pwned = 1</script>',
    '<img src="x" onerror="window.__pwned = 1">',
    '<a href="javascript:window.__pwned = 1">link</a>',
    '<svg><script>window.__pwned = 1</script></svg>',
    '<iframe src="javascript:window.__pwned = 1"></iframe>',
    '<p style="position:fixed;inset:0">overlay</p>',
    '<form action="https://evil.example"><input name="card"></form>',
  ])('removes what could run or deceive: %s', (html) => {
    const { container } = render(<RichContent html={html} headingsFrom={2} />);
    const out = container.innerHTML;
    expect(out).not.toMatch(/<script|onerror|javascript:|<iframe|style=|<form|<input/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('opens external links in a new tab without an opener', () => {
    const { container } = render(
      <RichContent
        html={'<a href="https://example.com">site</a> <a href="tel:0312345678">call</a>'}
        headingsFrom={2}
      />,
    );
    const [site, call] = Array.from(container.querySelectorAll('a'));
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(call).not.toHaveAttribute('target');
  });

  it('sets the hotel’s headings under the screen’s, without a gap, each keeping its distance', () => {
    // An access text of h3s under the page's h1: they become its h2s.
    const { unmount } = render(
      <RichContent html="<h3>From Asakusa</h3><p>5 min</p><h3>From Tokyo</h3>" headingsFrom={2} />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'From Asakusa',
      'From Tokyo',
    ]);
    unmount();
    // Under a preview's h3: h2 → h4, h3 → h5, h5 → h6 (no deeper), the text and attributes as written.
    render(
      <RichContent
        html={'<h2 id="top">Baths <em>open</em></h2><h3 lang="en">Hours</h3><h5>Note</h5>'}
        headingsFrom={4}
      />,
    );
    const baths = screen.getByRole('heading', { level: 4, name: 'Baths open' });
    expect(baths).toHaveAttribute('id', 'top');
    expect(baths.querySelector('em')).toHaveTextContent('open');
    expect(screen.getByRole('heading', { level: 5, name: 'Hours' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 6, name: 'Note' })).toBeVisible();
    // The look follows the rank among the hotel's headings, not the level.
    expect(baths).toHaveClass('rich-content__heading--1');
    expect(screen.getByRole('heading', { name: 'Hours' })).toHaveClass('rich-content__heading--2');
    expect(screen.getByRole('heading', { name: 'Note' })).toHaveClass('rich-content__heading--3');
  });
});
