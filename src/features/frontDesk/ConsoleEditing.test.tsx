import { randomUUID } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { staffToken } from '../../../test/setup/frontDesk';
import '../../../test/setup/editorLayout';
import { openDesk } from '../../../test/setup/frontDeskPage';

// The managers' Hotel and Pages screens (issue 32), the whole app against the real API server. They
// edit minato-inn, the demo hotel the other screen tests read least, and only its Latin address and
// its meals page, which it hides again when done (the guest guide's tests list minato-inn's menu).
const MINATO_MANAGER = 'manager@minato-demo.example';
/** A 2x2 PNG, for the page editor's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function openView(name: 'Hotel' | 'Pages') {
  const opened = await openDesk(MINATO_MANAGER);
  const views = screen.getByRole('navigation', { name: 'Screens' });
  await opened.user.click(within(views).getByRole('link', { name }));
  return opened;
}

/** The settings as the API has them, and a change of them made by "another manager". */
async function changeSettingsElsewhere(addressLatin: string) {
  const token = await staffToken(MINATO_MANAGER);
  const headers = { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const url = `${process.env.API_BASE}/api/front-desk/hotel-settings`;
  const read = (await (await fetch(url, { headers })).json()) as { version: string; settings: object };
  const saved = await fetch(url, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ version: read.version, settings: { ...read.settings, addressLatin } }),
  });
  expect(saved.status).toBe(200);
}

describe('the managers’ Hotel screen', () => {
  it('checks the fields, saves, and on another manager’s save meanwhile keeps the edits and offers the latest', async () => {
    const { user } = await openView('Hotel');
    const form = await screen.findByRole('region', { name: 'Hotel' });
    const name = await within(form).findByLabelText(/^Name \(Japanese\)/);
    const save = within(form).getByRole('button', { name: 'Save' });
    const fill = async (label: RegExp, text: string) => {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      if (text) await user.paste(text);
    };

    await fill(/^Name \(Japanese\)/, '');
    await fill(/^Registration number/, 'T123');
    await fill(/^Time zone/, 'Mars/Olympus');
    await user.tab();
    expect(await within(form).findByText('This field is required')).toBeVisible();
    expect(within(form).getByText('Enter T followed by 13 digits.')).toBeVisible();
    expect(within(form).getByText('Enter a time zone such as Asia/Tokyo.')).toBeVisible();
    await waitFor(() => expect(save).toBeDisabled());

    // Typed again as it was: the other screen tests read minato-inn's name.
    await fill(/^Name \(Japanese\)/, 'ビジネスイン港');
    await fill(/^Registration number/, '');
    await fill(/^Time zone/, 'Asia/Tokyo');
    const mine = `1-1 Minato ${randomUUID().slice(0, 6)}`;
    await fill(/^Address \(Latin letters\)/, mine);
    expect(name).toHaveValue('ビジネスイン港');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');

    // Another manager saves meanwhile: this form's save is refused and its edits stay.
    const theirs = `2-2 Minato ${randomUUID().slice(0, 6)}`;
    await changeSettingsElsewhere(theirs);
    await fill(/^Address \(Latin letters\)/, `${mine} B`);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Someone else saved a change meanwhile.');
    expect(within(form).getByLabelText(/^Address \(Latin letters\)/)).toHaveValue(`${mine} B`);
    await user.click(within(refusal).getByRole('button', { name: /^Load the latest/ }));
    await waitFor(() => expect(within(form).getByLabelText(/^Address \(Latin letters\)/)).toHaveValue(theirs));
  });
});

/** minato-inn's pictures as the API has them, and a save of them (as another manager, or to restore them). */
async function settingsApi() {
  const token = await staffToken(MINATO_MANAGER);
  const headers = { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const url = `${process.env.API_BASE}/api/front-desk/hotel-settings`;
  type Settings = { version: string; settings: { images?: Record<string, string> } };
  const read = async () => (await (await fetch(url, { headers })).json()) as Settings;
  const writeImages = async (images: Record<string, string> | undefined) => {
    const current = await read();
    const saved = await fetch(url, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version: current.version, settings: { ...current.settings, images } }),
    });
    expect(saved.status).toBe(200);
  };
  return { read, writeImages };
}

const guestGuide = async () =>
  (
    (await (await fetch(`${process.env.API_BASE}/api/hotel-guide?hotelId=minato-inn`)).json()) as {
      facilityBasicInfo: { extImageId: string | null; logoImageId: string | null };
    }
  ).facilityBasicInfo;

describe('the managers’ Hotel screen’s pictures', () => {
  it('uploads a picture into the main picture, saves it, and the guest’s home has it at once', async () => {
    const api = await settingsApi();
    const { images: kept } = (await api.read()).settings;
    expect(kept?.hero).toBeTruthy();
    try {
      const { user } = await openView('Hotel');
      const form = await screen.findByRole('region', { name: 'Hotel' });
      const pictures = await within(form).findByRole('group', { name: 'Pictures' });
      const hero = within(pictures).getByRole('group', { name: 'Main picture' });
      expect(hero).toHaveAccessibleDescription(/^The wide picture at the top of the guests' home page/);
      expect(within(hero).getByRole('img', { name: 'The current picture: Main picture' })).toHaveAttribute(
        'src',
        kept!.hero,
      );
      // Each of the hotel file's six pictures has its field.
      expect(
        within(pictures)
          .getAllByRole('group')
          .map((group) => group.querySelector('legend')?.textContent),
      ).toEqual([
        'Main picture',
        'Logo',
        'Travel guide: Popular spots',
        'Travel guide: Food',
        'Travel guide: Activities',
        'Travel guide: Shopping',
      ]);

      await user.upload(
        within(hero).getByLabelText('Replace the picture'),
        new File([PNG], 'lobby.png', { type: 'image/png' }),
      );
      const preview = () => within(hero).getByRole('img', { name: 'The current picture: Main picture' });
      await waitFor(() => expect(preview()).not.toHaveAttribute('src', kept!.hero));
      const uploaded = preview().getAttribute('src')!;
      expect(uploaded).toMatch(/^\/images\/hotels\/minato-inn\/[0-9a-f]{32}\.webp$/);
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
      expect((await api.read()).settings.images).toEqual({ ...kept, hero: uploaded });
      expect((await guestGuide()).extImageId).toBe(uploaded);
    } finally {
      // minato-inn's pictures as the other screen tests (which share this server) know them.
      await api.writeImages(kept);
    }
    expect((await guestGuide()).extImageId).toBe(kept!.hero);
  });
});

describe('the managers’ Pages screen', () => {
  it('edits a page in the rich-text editor’s toolbar or as HTML, previews it as guests see it, and saves it cleaned', async () => {
    const { user } = await openView('Pages');
    const list = await screen.findByRole('region', { name: /^Pages/ });
    const meals = await within(list).findByRole('listitem', { name: 'Meals' });
    await user.click(within(meals).getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('region', { name: 'Meals' });
    // The rich-text editor (its own chunk) with its toolbar; the HTML view behind "Edit HTML".
    const text = await within(editor).findByRole('textbox', { name: 'Page: Japanese' });
    expect(text).toHaveAccessibleDescription(/^Esc moves from the text to the toolbar/);
    // The toolbar of the editor shown now (each language, and each return from the HTML, has its own).
    const toolbar = () => within(editor).getByRole('toolbar', { name: 'Formatting' });
    const tool = (name: string) => within(toolbar()).getByRole('button', { name });
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
    const source = within(editor).getByRole('button', { name: 'Edit HTML' });
    expect(source).toHaveAttribute('aria-pressed', 'false');
    await user.click(source);
    expect(source).toHaveAttribute('aria-pressed', 'true');
    // The HTML view of the page shown now.
    const html = () => within(editor).getByLabelText(/^Page \(HTML\): Japanese/);
    const marker = randomUUID().slice(0, 8);
    await user.clear(html());
    await user.paste(`<h2>朝食 ${marker}</h2><p>7:00-9:30</p>`);
    const preview = within(editor).getByRole('region', { name: /^Preview as guests see it: Japanese/ });
    // Under the preview's own h3: the page's highest heading is its h4 (a guest's page: h2 under the h1).
    expect(within(preview).getByRole('heading', { level: 4, name: `朝食 ${marker}` })).toBeVisible();

    // Back in the editor, the toolbar changes the heading where the cursor is, and undoes it.
    await user.click(source);
    const rich = within(editor).getByRole('textbox', { name: 'Page: Japanese' });
    expect(within(rich).getByRole('heading', { level: 2, name: `朝食 ${marker}` })).toBeInTheDocument();
    expect(tool('Heading H2')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
    expect(tool('Undo')).toBeDisabled();
    await user.click(tool('Subheading H3'));
    expect(tool('Subheading H3')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Heading H2')).toHaveAttribute('aria-pressed', 'false');
    expect(within(rich).getByRole('heading', { level: 3, name: `朝食 ${marker}` })).toBeInTheDocument();
    await user.click(tool('Undo'));
    expect(within(rich).getByRole('heading', { level: 2, name: `朝食 ${marker}` })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 4, name: `朝食 ${marker}` })).toBeVisible();

    // One Tab stop; the arrow keys, Home and End move along the toolbar.
    act(() => tool('Heading H2').focus());
    await user.keyboard('{ArrowRight}');
    expect(tool('Subheading H3')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('Redo')).toHaveFocus();
    expect(
      within(toolbar())
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([tool('Redo')]);
    await user.keyboard('{Home}');
    expect(tool('Heading H2')).toHaveFocus();

    // A picture: uploaded (POST /api/front-desk/images), then inserted with the text it asks for.
    await user.click(tool('Image'));
    expect(tool('Image')).toHaveAttribute('aria-expanded', 'true');
    const imagePanel = within(editor).getByRole('group', { name: 'Image' });
    await user.upload(
      within(imagePanel).getByLabelText('Choose a picture'),
      new File([PNG], 'breakfast.png', { type: 'image/png' }),
    );
    await within(imagePanel).findByLabelText('Replace the picture');
    const insert = within(imagePanel).getByRole('button', { name: 'Apply' });
    expect(insert).toBeDisabled();
    await user.type(within(imagePanel).getByLabelText('Text for guests who cannot see the image'), '朝食会場');
    await user.click(insert);
    const picture = within(preview).getByRole('img', { name: '朝食会場' });
    expect(picture.getAttribute('src')).toMatch(/^\/images\/hotels\/minato-inn\/[0-9a-f]{32}\.webp$/);
    expect(within(editor).queryByRole('group', { name: 'Image' })).toBeNull();

    // Markup the editor cannot hold keeps the page in HTML, which says why.
    await user.click(source);
    await user.clear(html());
    await user.paste(`<dl><dt>朝食 ${marker}</dt><dd>7:00</dd></dl>`);
    await user.click(source);
    expect(source).toHaveAttribute('aria-pressed', 'true');
    expect(source).toHaveAccessibleDescription(
      'Kept in HTML: the rich-text editor would lose <dl>, <dt>, <dd>. Edit the HTML, or remove that markup to use the editor.',
    );
    expect(html()).toHaveValue(`<dl><dt>朝食 ${marker}</dt><dd>7:00</dd></dl>`);

    await user.clear(html());
    await user.paste(`<h2>朝食 ${marker}</h2><p onclick="alert(1)">7:00-9:30</p><script>alert(2)</script>`);
    expect(within(preview).getByText('7:00-9:30')).not.toHaveAttribute('onclick');
    expect(preview.querySelector('script')).toBeNull();

    // English is empty: the preview says guests see the Japanese.
    await user.click(within(editor).getByRole('radio', { name: 'English' }));
    const english = within(editor).getByRole('region', { name: /^Preview as guests see it: English/ });
    expect(within(english).getByText('Empty in this language: guests see the Japanese page.')).toBeVisible();
    expect(await within(editor).findByRole('textbox', { name: 'Page: English' })).toBeInTheDocument();

    await user.click(within(editor).getByRole('checkbox', { name: "Show in the guests' menu" }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    // The language chosen stays after the save.
    expect(within(editor).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(editor).getByRole('radio', { name: 'Japanese' }));
    // As the server kept it (the handler and the script gone), which the editor now holds.
    const kept = await within(editor).findByRole('textbox', { name: 'Page: Japanese' });
    expect(within(kept).getByRole('heading', { level: 2, name: `朝食 ${marker}` })).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Edit HTML' }));
    expect(html()).toHaveValue(`<h2>朝食 ${marker}</h2><p>7:00-9:30</p>`);

    // Hidden again, as the other screen tests (which share this server) expect minato-inn's menu.
    const shown = within(editor).getByRole('checkbox', { name: "Show in the guests' menu" });
    expect(shown).toBeChecked();
    await user.click(shown);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(editor).getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
    // The list of pages, back from the editor, says so once the save has reached it; and so does the API.
    await user.click(screen.getByRole('button', { name: 'All pages' }));
    const pages = await screen.findByRole('region', { name: /^Pages/ });
    const row = within(pages).getByRole('listitem', { name: 'Meals' });
    expect(await within(row).findByText('Not in the menu')).toBeInTheDocument();
    const token = await staffToken(MINATO_MANAGER);
    const read = await fetch(`${process.env.API_BASE}/api/front-desk/pages/meals`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await read.json()) as { visible: boolean }).visible).toBe(false);
  });
});
