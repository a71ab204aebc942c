/**
 * How the desk's lists stay current: read again every 30 seconds, so a check-in a guest has just
 * submitted shows without a reload; each list also has its refresh button.
 */
export const LIST_POLLING = { pollingInterval: 30_000 } as const;
