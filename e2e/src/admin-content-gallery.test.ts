// Gallery Management in the running product: validation, add with an image and its preview,
// edit keeping the image, the public gallery follows, delete after confirmation; screenshots.
import type { Page } from 'playwright-core';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE, TOASTS } from '@diet/contracts/toasts';
import {
  adminSession,
  chooseOption,
  confirmDeletion,
  PNG,
  publicJson,
  screenshotBothWidths,
  seenByVisitor,
} from '../support/admin';
import { baseUrl } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

type Gallery = { data: { title: string; image: string; category: string }[] };
const title = `E2E Sports Day ${Date.now()}`;

it('adds, edits, shows publicly and deletes a gallery image', async () => {
  await page.goto(`${baseUrl()}/admin/gallery`);
  await page.getByRole('heading', { name: 'Gallery Management' }).waitFor();

  await page.getByRole('button', { name: /Add Image/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(VALIDATION.titleRequired).waitFor();
  await dialog.getByText(VALIDATION.fileRequired).waitFor();

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await chooseOption(page, dialog, 'Category', 'Activities');
  await dialog.getByLabel('Date').fill('2025-11-14');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'sports.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByText('Chosen: sports.png').waitFor();
  await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, TOASTS.imageAdded);
  const added = (await publicJson<Gallery>('/api/gallery?pageSize=200')).data.find((g) => g.title === title);
  await seenByVisitor(page, '/gallery', (visitor) => visitor.getByText(title, { exact: true }));
  expect(added?.category).toBe('Activities');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(dialog.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
  await dialog.getByLabel('Title', { exact: true }).fill(`${title} (finals)`);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Image updated successfully!');
  const edited = (await publicJson<Gallery>('/api/gallery?pageSize=200')).data.find(
    (g) => g.title === `${title} (finals)`,
  );
  expect(edited?.image).toBe(added?.image);

  await screenshotBothWidths(page, 'admin-content-gallery');

  await page.getByRole('button', { name: `Delete ${title} (finals)` }).click();
  await confirmDeletion(page, CONFIRM_DELETE.image);
  await expectToast(page, TOASTS.imageDeleted);
  expect((await publicJson<Gallery>('/api/gallery?pageSize=200')).data.some((g) => g.title.startsWith(title))).toBe(
    false,
  );
});

it('opens an image full screen on click, and pages from it to the next image on screen', async () => {
  await page.goto(`${baseUrl()}/admin/gallery`);
  await page.getByTestId('gallery-card').first().waitFor();
  expect(await page.getByTestId('gallery-card').count()).toBeGreaterThan(1);
  await page.getByTestId('gallery-card').first().locator('.ant-image').click();
  const preview = page.locator('.ant-image-preview');
  await preview.waitFor();
  const first = await preview.locator('img').first().getAttribute('src');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    (src) => document.querySelector('.ant-image-preview img')?.getAttribute('src') !== src,
    first,
  );
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });
});
