import fs from 'node:fs';
import path from 'node:path';

// Without a CJK font Chromium draws Japanese, Chinese and Korean as empty boxes, so the browser
// tests and scripts/screenshots.mjs would pass or show nothing a guest reads (issue 22, item 22).
const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('CJK fonts for the browser tests', () => {
  it('.ci/run installs Debian’s fonts-noto-cjk when it is missing', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/dpkg -s fonts-noto-cjk/);
    expect(ci).toMatch(/missing\+=\(fonts-noto-cjk\)/);
  });

  it('the README and the development doc say to install them', () => {
    expect(read('README.md')).toMatch(/apt-get install -y chromium fonts-noto-cjk/);
    expect(read('docs/development.md')).toMatch(/apt-get install -y chromium fonts-noto-cjk/);
  });
});
