// Debian's Chromium and the flags it needs on this machine (no sandbox as root, no background
// network calls to hosts the closed network refuses). Used by the browser tests, perf and screenshots.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
