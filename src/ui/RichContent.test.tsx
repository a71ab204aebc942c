import { render } from '@testing-library/react';
import { RichContent } from './RichContent';

describe('RichContent', () => {
  it('keeps the hotel’s formatting', () => {
    const { container } = render(
      <RichContent html="<h2>Title</h2><p>Text <strong>bold</strong></p><table><tbody><tr><td>x</td></tr></tbody></table>" />,
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
    const { container } = render(<RichContent html={html} />);
    const out = container.innerHTML;
    expect(out).not.toMatch(/<script|onerror|javascript:|<iframe|style=|<form|<input/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('opens external links in a new tab without an opener', () => {
    const { container } = render(
      <RichContent html={'<a href="https://example.com">site</a> <a href="tel:0312345678">call</a>'} />,
    );
    const [site, call] = Array.from(container.querySelectorAll('a'));
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(call).not.toHaveAttribute('target');
  });
});
