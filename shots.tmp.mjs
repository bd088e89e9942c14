import { chromium } from 'playwright-core';
const base = 'http://localhost:4490';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const r = await page.request.post(`${base}/api/account/sign-in`, { data: { email: 'shopper@example.com', password: 'Petfood-demo-1' }, headers: { origin: base } });
  console.log('sign-in', r.status());
  if (width === 390) {
    const made = await page.request.post(`${base}/api/account/pets/create`, { headers: { origin: base }, data: { name: 'Max', species: 'dog', birthday: '2018-04-02', breedSize: 'large', weightLb: 60, activity: 'normal', neutered: true, healthConditions: ['joint-care'] } });
    console.log('pet', made.status(), (await made.text()).slice(0, 200));
    const cat = await page.request.post(`${base}/api/account/pets/create`, { headers: { origin: base }, data: { name: 'Luna', species: 'cat', birthday: '2026-06-01', weightLb: 5, activity: 'high', neutered: false, healthConditions: [] } });
    console.log('cat', cat.status());
  }
  for (const [name, path] of [['pets', '/account/pets'], ['dashboard', '/account/dashboard'], ['orders', '/account/orders'], ['profile', '/account/my-profile']]) {
    await page.goto(base + path);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/s-${name}-${width}.png`, fullPage: true });
  }
  if (width === 1280) {
    await page.goto(base + '/account/pets');
    await page.getByRole('button', { name: /Add a pet/ }).first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/s-petform-${width}.png`, fullPage: true });
    await page.goto(base + '/account/orders');
    await page.getByRole('button', { name: /Buy again/ }).first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/s-buyagain-${width}.png`, fullPage: false });
  }
  await context.close();
}
await browser.close();
