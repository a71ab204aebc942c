// SPA tests: Jest + Testing Library in jsdom, against the real API server (started by globalSetup).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/setup/jsdomEnvironment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/test/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/setupTests.ts'],
  globalSetup: '<rootDir>/test/setup/startApiServer.cjs',
  globalTeardown: '<rootDir>/test/setup/stopApiServer.cjs',
  moduleNameMapper: {
    // Stylesheets first: one imported through the @/ alias is a stylesheet too.
    '\\.css$': '<rootDir>/test/setup/styleStub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
    // A group of a locale's messages (split by a webpack loader in the build): tests get the whole file.
    '^.*/locales/(\\w+)\\.json\\?group=\\w+$': '<rootDir>/locales/$1.json',
  },
  // react-intl 12, @formatjs/*, intl-messageformat and otplib's dependencies (@scure, @noble, for the
  // tests that compute an authenticator's code) ship ES modules only: let Babel transform them.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|otplib|@otplib|@scure|@noble)/)',
  ],
  // A guard against a test that hangs, not a speed check. In CI, Jest shares two cores with the browser
  // and server tests: there a passport test that takes 2.8 s alone ran past 20 s (CI of stop 40), on a
  // machine two to three times slower than the earlier ones. Speed is measured by `npm run perf`.
  testTimeout: 60_000,
};
