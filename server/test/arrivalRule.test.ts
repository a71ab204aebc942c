import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ARRIVAL_CASES } from '../../test/contract/arrivalCases.ts';
import { arrivalAccepted, businessDate, lastArrivalDate, zonedInstant } from '../src/services/hotelTime.ts';

// smartCheckin's arrival rule (openapi.yaml "Arrival"), on the table the SPA's tests run too
// (src/features/checkin/checkinFormOptions.test.ts): the same business day, the same last arrival
// date, the same arrivals accepted. Through the API: smartCheckin.test.ts.

describe('the arrival rule shared with the SPA', () => {
  for (const c of ARRIVAL_CASES) {
    it(c.name, () => {
      const hotel = { time_zone: c.timeZone, checkin_begin_time: c.window.begin, checkin_end_time: c.window.end };
      const now = new Date(c.now);
      assert.equal(businessDate(hotel, now), c.businessDay);
      assert.equal(lastArrivalDate(hotel, now), c.dates.last);
      for (const { at, accepted } of c.arrivals) {
        const [date, time] = at.split(' ') as [string, string];
        const seconds = zonedInstant(date, time, c.timeZone).getTime() / 1000;
        assert.equal(arrivalAccepted(hotel, seconds, now), accepted, `arrival ${at}`);
      }
    });
  }
});
