// Generated from openapi.yaml by scripts/contract-rules.mjs. Do not edit.

/**
 * How many arrival dates there are, the business day included (smartCheckin: "Arrival").
 * openapi.yaml: POST /api/checkin/smart-checkin, x-arrival-days.
 */
export const ARRIVAL_DAYS = 15;
