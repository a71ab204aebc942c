// Message groups split out of each language's core chunk: a group holds the ids that start with
// "<group>." and loads with the screens that use it (route handle `messages` in src/app/routes.tsx,
// loaders in src/app/messages.ts). Everything else is core, loaded with the first screen.
// JA_EN_ONLY_GROUPS: groups whose messages exist in ja.json and en.json only (the hotel staff's
// front-desk page), never in zh.json or ko.json (test/unit/locales.test.ts, scripts/add-messages.mjs).
module.exports = {
  MESSAGE_GROUPS: [
    'account',
    'checkin',
    'checkout',
    'payment',
    'coupon',
    'request',
    'travel',
    'validation',
    'errors',
    'frontDesk',
  ],
  JA_EN_ONLY_GROUPS: ['frontDesk'],
};
