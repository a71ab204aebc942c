/**
 * Hostile hotel content for the information pages (hostileContent.test.ts): script tags, event
 * handlers, script URLs in every spelling, SVG and MathML tricks, mutation XSS, DOM clobbering.
 * Every payload tries to call the page's probe, `top.__xss('<case id>')`, and to set the document's
 * title to `XSS:<case id>`; a few try a dialog (`alert`, `confirm`, `prompt`) instead or as well.
 */

export interface HostileCase {
  /** c001, c002, … (also what the payload passes to the probe). */
  id: string;
  /** What the payload tries, for the failure message. */
  vector: string;
  html: string;
}

/** What a payload runs and how it is spelled in the place it sits. */
interface Probe {
  id: string;
  /** Statements without spaces (fit an unquoted attribute), single quotes only. */
  js: string;
  /** A javascript: URL running js (its value void, so the URL does not replace the document). */
  url: string;
}

type Vector = [name: string, html: (p: Probe) => string];

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Every character as a decimal character reference (`&#106;&#97;…`). */
const decimal = (text: string, pad = 0, semicolon = true) =>
  [...text].map((c) => `&#${String(c.codePointAt(0)).padStart(pad, '0')}${semicolon ? ';' : ''}`).join('');
const hex = (text: string) => [...text].map((c) => `&#x${c.codePointAt(0)!.toString(16)};`).join('');
/** A 1×1 GIF that loads (onload handlers fire on it). */
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

// ---- Vectors tried once each, as they are ----
const single: Vector[] = [
  // script elements
  ['script', (p) => `<script>${p.js}</script>`],
  ['script type text/javascript', (p) => `<script type="text/javascript">${p.js}</script>`],
  ['script type module', (p) => `<script type="module">${p.js}</script>`],
  ['SCRIPT upper case', (p) => `<SCRIPT>${p.js}</SCRIPT>`],
  ['script with newline in the tag', (p) => `<script\n>${p.js}</script\n>`],
  ['script src data:', (p) => `<script src="data:text/javascript,${p.js}"></script>`],
  ['script src of our own origin', () => `<script src="/assets/../hotel-guide"></script>`],
  ['script split by a nested script', (p) => `<scr<script>ipt>${p.js}</scr</script>ipt>`],
  ['script in double angle brackets', (p) => `<<script>script>${p.js}<</script>/script>`],
  ['script comment closing early', (p) => `<script>/*</script><img src=x onerror="${p.js}">*/</script>`],
  ['script in svg', (p) => `<svg><script>${p.js}</script></svg>`],
  ['svg script href data:', (p) => `<svg><script href="data:text/javascript,${p.js}"></script></svg>`],
  [
    'svg script xlink:href data:',
    (p) => `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><script xlink:href="data:,${p.js}"></script></svg>`,
  ],
  ['script in math', (p) => `<math><script>${p.js}</script></math>`],
  ['script in noscript', (p) => `<noscript><script>${p.js}</script></noscript>`],
  ['script in template', (p) => `<template><script>${p.js}</script></template>`],
  ['script with event attribute', (p) => `<script for="window" event="onload">${p.js}</script>`],
  ['script inside a table', (p) => `<table><script>${p.js}</script><tr><td>x</td></tr></table>`],
  ['script after a comment', (p) => `<!--x--><script>${p.js}</script>`],
  // event handlers
  ['img onerror unquoted', (p) => `<img src=x onerror=${p.js}>`],
  ['img onerror mixed case', (p) => `<img src=x OnErRoR="${p.js}">`],
  ['img onerror after a newline', (p) => `<img src=x\nonerror\n=\n"${p.js}">`],
  ['img onerror slash separated', (p) => `<img/src=x/onerror="${p.js}">`],
  ['img onload on a loading image', (p) => `<img src="${GIF}" onload="${p.js}">`],
  ['img onerror after a duplicate attribute', (p) => `<img src=x alt="a" alt="b" onerror="${p.js}">`],
  ['img onerror with a grave accent', (p) => `<img src=\`x\` onerror="${p.js}">`],
  ['img src javascript:', (p) => `<img src="${p.url}">`],
  ['img srcset with onerror', (p) => `<img srcset="x 1x, y 2x" onerror="${p.js}">`],
  ['image element (img alias) onerror', (p) => `<image src=x onerror="${p.js}">`],
  ['picture source onerror', (p) => `<picture><source srcset="x" onerror="${p.js}"><img src=x></picture>`],
  ['svg onload', (p) => `<svg onload="${p.js}"></svg>`],
  ['svg/onload', (p) => `<svg/onload=${p.js}>`],
  ['svg g onload', (p) => `<svg><g onload="${p.js}"></g></svg>`],
  ['body onload', (p) => `<body onload="${p.js}">`],
  ['body onpageshow', (p) => `<body onpageshow="${p.js}">`],
  ['body onfocus', (p) => `<body onfocus="${p.js}">`],
  ['frameset onload', (p) => `<frameset onload="${p.js}">`],
  ['details open ontoggle', (p) => `<details open ontoggle="${p.js}"><summary>x</summary>y</details>`],
  ['details ontoggle without open', (p) => `<details ontoggle="${p.js}"><summary>x</summary></details>`],
  ['video src onerror', (p) => `<video src=x onerror="${p.js}"></video>`],
  ['video source onerror', (p) => `<video><source src=x onerror="${p.js}"></video>`],
  ['video poster javascript:', (p) => `<video poster="${p.url}"></video>`],
  ['video onloadstart', (p) => `<video src=x onloadstart="${p.js}"></video>`],
  ['audio src onerror', (p) => `<audio src=x onerror="${p.js}"></audio>`],
  ['audio controls onerror', (p) => `<audio controls src=x onerror="${p.js}"></audio>`],
  ['track onerror', (p) => `<video><track src=x onerror="${p.js}"></video>`],
  ['input autofocus onfocus', (p) => `<input autofocus onfocus="${p.js}">`],
  ['input onblur after autofocus', (p) => `<input autofocus onblur="${p.js}"><input autofocus>`],
  ['textarea autofocus onfocus', (p) => `<textarea autofocus onfocus="${p.js}"></textarea>`],
  ['select autofocus onfocus', (p) => `<select autofocus onfocus="${p.js}"><option>x</option></select>`],
  ['button autofocus onfocus', (p) => `<button autofocus onfocus="${p.js}">x</button>`],
  ['keygen autofocus onfocus', (p) => `<keygen autofocus onfocus="${p.js}">`],
  ['div tabindex autofocus onfocus', (p) => `<div tabindex="1" autofocus onfocus="${p.js}">x</div>`],
  ['input type image onerror', (p) => `<input type="image" src=x onerror="${p.js}">`],
  ['marquee onstart', (p) => `<marquee onstart="${p.js}">x</marquee>`],
  ['marquee onbounce', (p) => `<marquee behavior="alternate" onbounce="${p.js}">x</marquee>`],
  ['p onmouseover', (p) => `<p onmouseover="${p.js}">hover me</p>`],
  ['span onmouseenter', (p) => `<span onmouseenter="${p.js}">hover me</span>`],
  ['div onpointerenter', (p) => `<div onpointerenter="${p.js}">hover me</div>`],
  ['h2 onclick', (p) => `<h2 onclick="${p.js}">click me</h2>`],
  ['strong onmousedown', (p) => `<strong onmousedown="${p.js}">press me</strong>`],
  ['em ondblclick', (p) => `<em ondblclick="${p.js}">x</em>`],
  ['li onfocusin', (p) => `<ul><li tabindex="0" onfocusin="${p.js}">x</li></ul>`],
  ['td onclick', (p) => `<table><tr><td onclick="${p.js}">x</td></tr></table>`],
  ['table onmouseover', (p) => `<table onmouseover="${p.js}"><tr><td>x</td></tr></table>`],
  ['div onanimationstart', (p) => `<div onanimationstart="${p.js}" class="spinner">x</div>`],
  ['div ontransitionend', (p) => `<div ontransitionend="${p.js}">x</div>`],
  ['div onscroll', (p) => `<div onscroll="${p.js}">x</div>`],
  ['div oncopy', (p) => `<div oncopy="${p.js}">x</div>`],
  ['div onwheel', (p) => `<div onwheel="${p.js}">x</div>`],
  ['p onkeydown', (p) => `<p tabindex="0" onkeydown="${p.js}">x</p>`],
  ['a onclick with a harmless href', (p) => `<a href="#top" onclick="${p.js}">x</a>`],
  ['a onfocus autofocus', (p) => `<a href="#x" autofocus onfocus="${p.js}">x</a>`],
  ['element of an unknown tag onclick', (p) => `<x-hotel onclick="${p.js}">x</x-hotel>`],
  ['handler attribute with a namespace prefix', (p) => `<p xmlns:on="x" on:click="${p.js}">x</p>`],
  ['entity inside a handler name', (p) => `<img src=x on&#101;rror="${p.js}">`],
  // frames, objects, embeds
  ['iframe srcdoc script', (p) => `<iframe srcdoc="<script>${p.js}</script>"></iframe>`],
  ['iframe srcdoc entity encoded', (p) => `<iframe srcdoc="&lt;img src=x onerror=${p.js}&gt;"></iframe>`],
  ['iframe src javascript:', (p) => `<iframe src="${p.url}"></iframe>`],
  ['iframe onload', (p) => `<iframe onload="${p.js}"></iframe>`],
  ['iframe src data:', (p) => `<iframe src="data:text/html,<script>${p.js}</script>"></iframe>`],
  ['frame src javascript:', (p) => `<frameset><frame src="${p.url}"></frameset>`],
  ['object data javascript:', (p) => `<object data="${p.url}"></object>`],
  ['object data data:text/html', (p) => `<object data="data:text/html,<script>${p.js}</script>"></object>`],
  [
    'object data base64 text/html',
    (p) => `<object data="data:text/html;base64,${b64(`<script>${p.js}</script>`)}"></object>`,
  ],
  ['object param movie', (p) => `<object><param name="src" value="${p.url}"></object>`],
  ['embed src javascript:', (p) => `<embed src="${p.url}">`],
  [
    'embed svg with script',
    (p) =>
      `<embed src="data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${p.js}"/>`)}">`,
  ],
  ['applet code', (p) => `<applet code="${p.url}"></applet>`],
  ['portal src', (p) => `<portal src="${p.url}"></portal>`],
  // forms
  ['form action javascript:', (p) => `<form action="${p.url}"><button>send</button></form>`],
  ['button formaction', (p) => `<form><button formaction="${p.url}">send</button></form>`],
  [
    'button formaction for a form elsewhere',
    (p) => `<form id="f1"></form><button form="f1" formaction="${p.url}">send</button>`,
  ],
  ['input formaction', (p) => `<form><input type="submit" formaction="${p.url}" value="send"></form>`],
  ['isindex action', (p) => `<isindex action="${p.url}" type="image">`],
  ['form onsubmit', (p) => `<form onsubmit="${p.js}"><button>send</button></form>`],
  // links and their schemes
  ['a href javascript:', (p) => `<a href="${p.url}">link</a>`],
  ['a href JaVaScRiPt:', (p) => `<a href="JaVaScRiPt:${p.js};void(0)">link</a>`],
  ['a href JAVASCRIPT:', (p) => `<a href="JAVASCRIPT:${p.js};void(0)">link</a>`],
  ['a href with leading spaces', (p) => `<a href="   ${p.url}">link</a>`],
  ['a href with a leading control character', (p) => `<a href="&#1;${p.url}">link</a>`],
  ['a href with a leading form feed', (p) => `<a href="&#12;${p.url}">link</a>`],
  ['a href split by a tab', (p) => `<a href="java\tscript:${p.js};void(0)">link</a>`],
  ['a href split by a newline', (p) => `<a href="java\nscript:${p.js};void(0)">link</a>`],
  ['a href split by a carriage return', (p) => `<a href="java\rscript:${p.js};void(0)">link</a>`],
  ['a href newline before the colon', (p) => `<a href="javascript\n:${p.js};void(0)">link</a>`],
  ['a href split by &Tab;', (p) => `<a href="java&Tab;script:${p.js};void(0)">link</a>`],
  ['a href split by &NewLine;', (p) => `<a href="java&NewLine;script:${p.js};void(0)">link</a>`],
  ['a href split by &#x09;', (p) => `<a href="jav&#x09;ascript:${p.js};void(0)">link</a>`],
  ['a href split by &#13;', (p) => `<a href="jav&#13;ascript:${p.js};void(0)">link</a>`],
  ['a href colon as &colon;', (p) => `<a href="javascript&colon;${p.js};void(0)">link</a>`],
  ['a href decimal entities', (p) => `<a href="${decimal('javascript:')}${p.js};void(0)">link</a>`],
  [
    'a href padded decimal entities without semicolons',
    (p) => `<a href="${decimal('javascript:', 7, false)}${p.js};void(0)">link</a>`,
  ],
  ['a href hex entities', (p) => `<a href="${hex('javascript:')}${p.js};void(0)">link</a>`],
  ['a href one entity mixed in', (p) => `<a href="&#x6A;ava&#115;cript:${p.js};void(0)">link</a>`],
  ['a href javascript: comment and newline', (p) => `<a href="javascript://%0a${p.js};void(0)">link</a>`],
  ['a href unquoted javascript:', (p) => `<a href=javascript:${p.js};void(0)>link</a>`],
  ['a href single quoted with a tab', (p) => `<a href='\tjavascript:${p.js};void(0)'>link</a>`],
  ['a href data:text/html', (p) => `<a href="data:text/html,<script>${p.js}</script>">link</a>`],
  ['a href data base64', (p) => `<a href="data:text/html;base64,${b64(`<script>${p.js}</script>`)}">link</a>`],
  ['a href DATA: upper case', (p) => `<a href="DATA:text/html,<script>${p.js}</script>">link</a>`],
  ['a href data: svg', (p) => `<a href="data:image/svg+xml,<svg onload=&quot;${p.js}&quot;/>">link</a>`],
  ['a href vbscript:', (p) => `<a href="vbscript:msgbox('${p.id}')">link</a>`],
  ['a href VbScRiPt: with entities', (p) => `<a href="VbScRiPt&colon;msgbox('${p.id}')">link</a>`],
  ['a href javascript: target _blank', (p) => `<a href="${p.url}" target="_blank">link</a>`],
  ['a href javascript: download', (p) => `<a href="${p.url}" download>link</a>`],
  ['a xlink:href javascript:', (p) => `<a xlink:href="${p.url}">link</a>`],
  ['area href javascript:', (p) => `<map name="m1"><area shape="rect" coords="0,0,50,50" href="${p.url}"></map>`],
  ['a href livescript:', (p) => `<a href="livescript:${p.js}">link</a>`],
  ['a id location with javascript: href', (p) => `<a id="location" href="${p.url}">link</a>`],
  // meta, base, link, style
  ['meta refresh javascript:', (p) => `<meta http-equiv="refresh" content="0;url=${p.url}">`],
  [
    'meta refresh data:',
    (p) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64(`<script>${p.js}</script>`)}">`,
  ],
  ['meta refresh to another page', () => `<meta http-equiv="refresh" content="0; URL=/404">`],
  ['meta set-cookie', () => `<meta http-equiv="set-cookie" content="xss=1">`],
  ['meta CSP loosening', () => `<meta http-equiv="Content-Security-Policy" content="script-src * 'unsafe-inline'">`],
  ['base href javascript:', (p) => `<base href="${p.url}//"><a href="x">relative</a>`],
  ['base href another origin', () => `<base href="https://evil.example/"><a href="x">relative</a>`],
  ['link rel import', (p) => `<link rel="import" href="data:text/html,<script>${p.js}</script>">`],
  ['link rel stylesheet javascript:', (p) => `<link rel="stylesheet" href="${p.url}">`],
  ['link rel stylesheet elsewhere', () => `<link rel="stylesheet" href="https://evil.example/x.css">`],
  ['link rel preload script', () => `<link rel="modulepreload" href="/hotel-guide">`],
  ['style import javascript:', (p) => `<style>@import '${p.url}';</style>`],
  ['style background url javascript:', (p) => `<style>p{background:url("${p.url}")}</style>`],
  ['style attribute url javascript:', (p) => `<p style="background:url(${p.url})">x</p>`],
  ['style attribute expression', (p) => `<p style="width:expression(${p.js})">x</p>`],
  ['style attribute behavior', () => `<p style="behavior:url(#default#time2)">x</p>`],
  ['style overlay over the app', () => `<p style="position:fixed;inset:0;z-index:2147483647;background:red">x</p>`],
  ['style element hiding the app', () => `<style>header,nav,button{display:none!important}</style>`],
  ['style -moz-binding', () => `<p style="-moz-binding:url(https://evil.example/x.xml#xss)">x</p>`],
  [
    'style with keyframes and onanimationstart',
    (p) => `<style>@keyframes k{}</style><p style="animation:k 1ms" onanimationstart="${p.js}">x</p>`,
  ],
  // SVG
  [
    'svg use href data:',
    (p) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${p.js}'/></svg>#x"/></svg>`,
  ],
  [
    'svg use xlink:href data:',
    (p) =>
      `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${p.js}"/></svg>`)}#x"/></svg>`,
  ],
  ['svg a href javascript:', (p) => `<svg><a href="${p.url}"><text x="20" y="20">svg link</text></a></svg>`],
  [
    'svg a xlink:href javascript:',
    (p) =>
      `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="${p.url}"><text x="20" y="20">x</text></a></svg>`,
  ],
  [
    'svg animate href to javascript:',
    (p) => `<svg><a><animate attributeName="href" values="${p.url}"/><text x="20" y="20">x</text></a></svg>`,
  ],
  [
    'svg set href to javascript:',
    (p) => `<svg><a><set attributeName="href" to="${p.url}"/><text x="20" y="20">x</text></a></svg>`,
  ],
  [
    'svg animate xlink:href',
    (p) =>
      `<svg><a xmlns:xlink="http://www.w3.org/1999/xlink"><animate attributeName="xlink:href" begin="0" from="${p.url}" to="&"/><text x="20" y="20">x</text></a></svg>`,
  ],
  ['svg animate onbegin', (p) => `<svg><animate onbegin="${p.js}" attributeName="x" dur="1s"/></svg>`],
  ['svg set onbegin', (p) => `<svg><set onbegin="${p.js}" attributeName="x" to="1"/></svg>`],
  ['svg animate onend', (p) => `<svg><animate onend="${p.js}" attributeName="x" dur="0.01s"/></svg>`],
  ['svg animatetransform onbegin', (p) => `<svg><animateTransform onbegin="${p.js}" attributeName="transform"/></svg>`],
  ['svg discard onbegin', (p) => `<svg><discard onbegin="${p.js}"/></svg>`],
  [
    'svg foreignObject img onerror',
    (p) => `<svg><foreignObject width="10" height="10"><img src=x onerror="${p.js}"></foreignObject></svg>`,
  ],
  [
    'svg foreignObject iframe srcdoc',
    (p) => `<svg><foreignObject><iframe srcdoc="<script>${p.js}</script>"></iframe></foreignObject></svg>`,
  ],
  ['svg image href onerror', (p) => `<svg><image href="x" onerror="${p.js}"/></svg>`],
  [
    'svg image xlink:href onerror',
    (p) => `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="x" onerror="${p.js}"/></svg>`,
  ],
  ['svg title breaking out with img', (p) => `<svg><title><img src=x onerror="${p.js}"></title></svg>`],
  ['svg desc breaking out with img', (p) => `<svg><desc><img src=x onerror="${p.js}"></desc></svg>`],
  ['svg style CDATA', (p) => `<svg><style><![CDATA[</style><img src=x onerror="${p.js}">]]></style></svg>`],
  ['svg feImage href', (p) => `<svg><filter><feImage href="${p.url}"/></filter></svg>`],
  ['svg handler element', (p) => `<svg><handler type="text/javascript" ev:event="load">${p.js}</handler></svg>`],
  [
    'img of an svg with onload (inert as an image)',
    (p) => `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${p.js}'/>">`,
  ],
  // MathML
  [
    'math mglyph style mXSS',
    (p) => `<math><mtext><table><mglyph><style><img src=x onerror="${p.js}"></style></mglyph></table></mtext></math>`,
  ],
  ['math href javascript:', (p) => `<math href="${p.url}">click</math>`],
  ['math maction xlink:href', (p) => `<math><maction actiontype="statusline" xlink:href="${p.url}">x</maction></math>`],
  [
    'math annotation-xml text/html',
    (p) => `<math><annotation-xml encoding="text/html"><img src=x onerror="${p.js}"></annotation-xml></math>`,
  ],
  [
    'math mtext option mglyph svg textarea',
    (p) =>
      `<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=${p.js}>">`,
  ],
  ['math mi xlink:href data:', (p) => `<math><mi xlink:href="data:text/html,<script>${p.js}</script>">x</mi></math>`],
  [
    'form math mtext mglyph style',
    (p) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${p.js}">`,
  ],
  // mutation XSS through raw-text and RCDATA elements
  ['noscript title attribute', (p) => `<noscript><p title="</noscript><img src=x onerror=${p.js}>"></noscript>`],
  ['svg p style img', (p) => `<svg><p><style><img src=x onerror="${p.js}">`],
  ['svg closing p then style', (p) => `<svg></p><style><a id="</style><img src=1 onerror=${p.js}>">`],
  ['title with img', (p) => `<title><img src=x onerror="${p.js}"></title>`],
  ['textarea with img', (p) => `<textarea><img src=x onerror="${p.js}"></textarea>`],
  [
    'textarea attribute closing the textarea',
    (p) => `<textarea title="</textarea><img src=x onerror=${p.js}>"></textarea>`,
  ],
  ['style with img', (p) => `<style><img src=x onerror="${p.js}"></style>`],
  ['xmp with img', (p) => `<xmp><img src=x onerror="${p.js}"></xmp>`],
  ['noembed attribute', (p) => `<noembed><img title="</noembed><img src=x onerror=${p.js}>"></noembed>`],
  ['noframes attribute', (p) => `<noframes><p title="</noframes><img src=x onerror=${p.js}>"></noframes>`],
  ['iframe content', (p) => `<iframe><img src=x onerror="${p.js}"></iframe>`],
  ['template img', (p) => `<template><img src=x onerror="${p.js}"></template>`],
  ['template in select', (p) => `<select><template><style><img src=x onerror="${p.js}"></style></template></select>`],
  ['comment closed by --!>', (p) => `<!-- --!><img src=x onerror="${p.js}"> -->`],
  ['comment <!-->', (p) => `<!--><img src=x onerror="${p.js}">-->`],
  ['CDATA in HTML', (p) => `<![CDATA[><img src=x onerror="${p.js}">]]>`],
  ['processing instruction', (p) => `<?xml version="1.0"?><img src=x onerror="${p.js}">`],
  ['entity-encoded tags in an attribute', (p) => `<p title="&lt;/p&gt;&lt;img src=x onerror=${p.js}&gt;">x</p>`],
  ['double-encoded tags in text', (p) => `&amp;lt;img src=x onerror=${p.js}&amp;gt;`],
  ['tags in an alt attribute', (p) => `<img src="${GIF}" alt="<img src=x onerror=${p.js}>">`],
  ['a title closing the a', (p) => `<a title="</a><img src=x onerror=${p.js}>" href="#x">x</a>`],
  ['table foster parenting', (p) => `<table><tr><td>x</td></tr><img src=x onerror="${p.js}"></table>`],
  ['select with img', (p) => `<select><option><img src=x onerror="${p.js}"></option></select>`],
  ['plaintext swallowing the rest', (p) => `<plaintext><img src=x onerror="${p.js}">`],
  ['unclosed attribute quote', (p) => `<p title="x><img src=x onerror=${p.js}>`],
  // DOM clobbering
  ['img name getElementById', () => `<img name="getElementById" src="${GIF}">`],
  ['img name querySelector', () => `<img name="querySelector" src="${GIF}">`],
  ['img name cookie', () => `<img name="cookie" src="${GIF}">`],
  ['img name currentScript', () => `<img name="currentScript" src="https://evil.example/x.js">`],
  ['a id defaultView', () => `<a id="defaultView" href="#x">x</a>`],
  ['form name body', () => `<form name="body"><input name="innerHTML"></form>`],
  ['form name createElement', () => `<form name="createElement"></form>`],
  [
    'two a id with names (collection)',
    (p) => `<a id="__xssHits"></a><a id="__xssHits" name="push" href="${p.url}">x</a>`,
  ],
  ['a id of the probe', () => `<a id="__xss" href="#x">x</a>`],
  ['img id of a redux global', () => `<img id="__REDUX_DEVTOOLS_EXTENSION_COMPOSE__" src="${GIF}">`],
  ['form input name attributes', () => `<form id="f2"><input name="attributes"><input name="nodeName"></form>`],
  ['embed name documentElement', () => `<embed name="documentElement">`],
  ['object id with a name', () => `<object id="localStorage" name="localStorage"></object>`],
];

// ---- Common vectors inside the places hotel content puts text ----
const common: Vector[] = [
  ['img onerror', (p) => `<img src=x onerror="${p.js}">`],
  ['svg onload', (p) => `<svg onload="${p.js}">`],
  ['a href javascript:', (p) => `<a href="${p.url}">link</a>`],
  ['script', (p) => `<script>${p.js}</script>`],
  ['details open ontoggle', (p) => `<details open ontoggle="${p.js}"><summary>s</summary></details>`],
  ['iframe srcdoc', (p) => `<iframe srcdoc="<img src=x onerror=${p.js}>"></iframe>`],
  ['input autofocus onfocus', (p) => `<input autofocus onfocus="${p.js}">`],
  ['video onerror', (p) => `<video src=x onerror="${p.js}"></video>`],
  [
    'svg animate href',
    (p) => `<svg><a><animate attributeName="href" values="${p.url}"/><text y="20">x</text></a></svg>`,
  ],
  ['math mglyph style', (p) => `<math><mtext><table><mglyph><style><img src=x onerror="${p.js}">`],
  ['noscript title', (p) => `<noscript><p title="</noscript><img src=x onerror=${p.js}>">`],
  ['a href entity-encoded javascript:', (p) => `<a href="${decimal('javascript:')}${p.js};void(0)">link</a>`],
];
const wrappers: [name: string, wrap: (inner: string) => string][] = [
  ['in a paragraph', (inner) => `<p>Breakfast ${inner} from 7:00</p>`],
  ['in a list item', (inner) => `<ul><li>Towels ${inner}</li></ul>`],
  ['in a table cell', (inner) => `<table><tbody><tr><th>Item</th><td>${inner}</td></tr></tbody></table>`],
  ['in a heading', (inner) => `<h3>Notice ${inner}</h3>`],
  ['in strong in an ordered list', (inner) => `<ol><li><strong>${inner}</strong></li></ol>`],
];

// ---- Other things to run than the probe (dialogs, eval and friends) ----
const actions: [name: string, js: (id: string) => string][] = [
  ['alert', (id) => `alert('${id}')`],
  ['confirm', (id) => `confirm('${id}')`],
  ['prompt', (id) => `prompt('${id}')`],
  ['eval of atob', (id) => `eval(atob('${b64(`top.__xss('${id}')`)}'))`],
  ['setTimeout string', (id) => `setTimeout('top.__xss(\\'${id}\\')')`],
  ['Function constructor', (id) => `Function('top.__xss(\\'${id}\\')')()`],
  ['import of a data: module', (id) => `import('data:text/javascript,top.__xss(\\'${id}\\')')`],
  ['top.location to javascript:', (id) => `top.location='javascript:top.__xss(\\'${id}\\');void(0)'`],
];
const actionVectors: Vector[] = [
  ['img onerror', (p) => `<img src=x onerror="${p.js}">`],
  ['svg onload', (p) => `<svg onload="${p.js}">`],
  ['a href javascript:', (p) => `<a href="${p.url}">link</a>`],
  ['details ontoggle', (p) => `<details open ontoggle="${p.js}"><summary>s</summary></details>`],
  ['body onload', (p) => `<body onload="${p.js}">`],
];

function probe(id: string, run?: (id: string) => string): Probe {
  const js = run ? `${run(id)};document.title='XSS:${id}'` : `top.__xss('${id}');top.document.title='XSS:${id}'`;
  return { id, js, url: `javascript:${js};void(0)` };
}

function build(): HostileCase[] {
  const drafts: { vector: string; html: (id: string) => string }[] = [];
  for (const [name, html] of single) drafts.push({ vector: name, html: (id) => html(probe(id)) });
  for (const [name, html] of common) {
    for (const [where, wrap] of wrappers)
      drafts.push({ vector: `${name} ${where}`, html: (id) => wrap(html(probe(id))) });
  }
  for (const [name, html] of actionVectors) {
    for (const [action, run] of actions) {
      drafts.push({ vector: `${name} running ${action}`, html: (id) => html(probe(id, run)) });
    }
  }
  const cases = drafts.map((d, i) => {
    const id = `c${String(i + 1).padStart(3, '0')}`;
    return { id, vector: d.vector, html: d.html(id) };
  });
  // Every case is a payload of its own, apart from its id.
  const seen = new Map<string, string>();
  for (const c of cases) {
    const shape = c.html.replaceAll(c.id, 'ID');
    const twin = seen.get(shape);
    if (twin) throw new Error(`${c.id} (${c.vector}) repeats ${twin}`);
    seen.set(shape, `${c.id} (${c.vector})`);
  }
  return cases;
}

export const HOSTILE_CASES: HostileCase[] = build();
