/**
 * What sanitised hotel content must not hold, found in the rendered content's DOM: elements that run or
 * load code, event-handler attributes, script and data URLs, inline styles, links that open a window
 * with an opener. Each finding names the case it follows (the last `data-case-start` marker before it).
 * Self-contained, so the browser tests can send it into the page (hostileContent.test.ts) and the
 * sanitiser tests call it on jsdom's DOM (src/ui/RichContent.hostile.test.tsx, server/test/hotelHtml.test.ts).
 */
export interface Finding {
  caseId: string | null;
  finding: string;
}

export function findDangers(root: Element): Finding[] {
  const findings: Finding[] = [];
  const forbiddenTags = new Set(
    (
      'script iframe frame frameset object embed applet param portal base meta link style form input button ' +
      'textarea select keygen isindex use animate animatetransform animatemotion set discard handler foreignobject'
    ).split(' '),
  );
  const urlAttributes = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'lowsrc',
    'dynsrc',
    'code',
    'codebase',
    'values',
    'from',
    'to',
  ]);
  const mediaTags = new Set(['img', 'video', 'audio', 'source', 'track', 'picture']);
  let caseId: string | null = null;
  for (const el of root.querySelectorAll('*')) {
    caseId = el.getAttribute('data-case-start') ?? caseId;
    const tag = el.localName.toLowerCase();
    if (forbiddenTags.has(tag)) findings.push({ caseId, finding: `<${tag}> element` });
    for (const { name, value } of el.attributes) {
      const attribute = name.toLowerCase();
      // What the URL parser sees: no ASCII whitespace or control characters, any case.
      // eslint-disable-next-line no-control-regex
      const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (attribute.startsWith('on')) findings.push({ caseId, finding: `${tag} ${name} attribute` });
      else if (attribute === 'srcdoc' || attribute === 'style') findings.push({ caseId, finding: `${tag} ${name}` });
      else if (urlAttributes.has(attribute) && /^(javascript|vbscript|livescript):/.test(url))
        findings.push({ caseId, finding: `${tag} ${name}="${value}"` });
      else if (urlAttributes.has(attribute) && url.startsWith('data:') && !(mediaTags.has(tag) && name === 'src'))
        findings.push({ caseId, finding: `${tag} ${name}="${value.slice(0, 40)}…"` });
      else if (attribute === 'target' && el.hasAttribute('href') && !/noopener/.test(el.getAttribute('rel') ?? ''))
        findings.push({ caseId, finding: `${tag} target without rel=noopener` });
    }
  }
  return findings;
}
