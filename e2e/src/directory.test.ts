// The directory (ARCHITECTURE 12.3) on a phone in Punjabi: reached from the footer of any page, the
// office's telephone and every member of staff one tap from a call, with no sideways scrolling.
import { baseUrl, phonePage, screenshot, waitForApp } from '../support/browser';

const phone = phonePage();

async function publicJson<T>(path: string): Promise<T> {
  return ((await (await fetch(`${baseUrl()}${path}`)).json()) as { data: T }).data;
}

it("opens from the footer at 360 px in Punjabi and lists the office's and the staff's telephones", async () => {
  const site = await publicJson<{ phone: string }>('/api/site?lang=pa');
  const staff = await publicJson<{ name: string; phone: string | null }[]>('/api/staff?pageSize=200&lang=pa');
  expect(staff.length).toBeGreaterThan(0);

  await phone().goto(`${baseUrl()}/pa/`);
  await waitForApp(phone());
  await phone().locator('footer').getByRole('link', { name: 'ਡਾਇਰੈਕਟਰੀ', exact: true }).click();
  await phone().waitForURL(`${baseUrl()}/pa/directory`);
  await phone().getByRole('heading', { level: 1, name: 'ਡਾਇਰੈਕਟਰੀ' }).waitFor();
  expect(await phone().title()).toMatch(/^ਡਾਇਰੈਕਟਰੀ \| /);
  expect(await phone().getByRole('link', { name: site.phone, exact: true }).first().getAttribute('href')).toBe(
    `tel:${site.phone.replace(/[^\d+]/g, '')}`,
  );
  const table = phone().getByRole('table');
  await table.waitFor();
  // A row per member of staff, in the office's order, each phone a tel: link.
  expect(await table.locator('tbody tr').count()).toBe(staff.length);
  expect(await table.locator('tbody tr td:first-child').allTextContents()).toEqual(staff.map((s) => s.name));
  const first = staff.find((s) => s.phone)!;
  expect(await table.getByRole('link', { name: first.phone!, exact: true }).getAttribute('href')).toBe(
    `tel:${first.phone!.replace(/[^\d+]/g, '')}`,
  );
  expect(await phone().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(phone(), 'directory-pa-360');
});
