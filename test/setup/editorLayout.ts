// jsdom lays nothing out: a Range has no client rectangles, which ProseMirror (the console's page
// editor) asks for when it scrolls the cursor into view after a toolbar command. An empty list and a
// zero rectangle are what a browser answers for a collapsed range out of view; nothing here is tested.
if (!('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }),
    getBoundingClientRect: () => new DOMRect(0, 0, 0, 0),
  });
}
