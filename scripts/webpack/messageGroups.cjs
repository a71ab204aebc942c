// Message groups split out of each language's core chunk: a group holds the ids that start with
// "<group>." and loads with the screens that use it (route handle `messages` in src/app/routes.tsx,
// loaders in src/app/messages.ts). Everything else is core, loaded with the first screen.
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
    // The offline banner and update prompt (src/app/offline/AppNotices.tsx): in their own lazy chunk.
    'app',
  ],
};
