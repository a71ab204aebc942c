import type { Page } from 'playwright-core';

// The check-in form's and the guidance's steps, shared by the browser tests that walk a check-in
// (checkin.test.ts, offline.test.ts; passport.test.ts sets the arrival alone).

/**
 * Arrives the next day: every time offered on it is hours ahead. Today's first time offered may be
 * only seconds ahead, and a slow run would see it pass before it sends the check-in.
 */
export async function arriveTomorrow(page: Page) {
  await page.getByRole('combobox', { name: 'Arrival date' }).selectOption({ index: 1 });
}

/** Fills the check-in form: arrival tomorrow, two guests with a companion, the phone; Next. */
export async function fillCheckinForm(page: Page, phone: string, guests = 2) {
  await page.getByRole('heading', { level: 2, name: 'Online check-in' }).waitFor();
  await arriveTomorrow(page);
  await page.getByLabel('Number of guests').selectOption(String(guests));
  if (guests > 1) {
    const companion = page.getByRole('group', { name: 'Guest 2' });
    await companion.getByRole('textbox', { name: 'Given name' }).fill('Ken');
    await companion.getByRole('textbox', { name: 'Family name' }).fill('Yamada');
  }
  await page.getByRole('textbox', { name: 'Phone number of the reservation' }).fill(phone);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Answers the demo hotel's guidance: arrival by train, no symptoms. */
export async function answerGuidance(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Guidance from the hotel' }).waitFor();
  await page.getByLabel('How will you arrive?').selectOption('Train');
  for (const question of [
    'Fever of 37.5 °C or higher',
    'Headache',
    'Cough or sore throat',
    'Difficulty breathing',
    'Weariness',
    'Travel in the last 14 days (including abroad)',
  ]) {
    await page.getByLabel(question).selectOption('No');
  }
  await page.getByRole('textbox', { name: 'Requests' }).fill('A quiet room, please');
  await page.getByRole('button', { name: 'Next' }).click();
}
