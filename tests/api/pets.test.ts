// My Pets (issue 42 §1; docs/api.md "Pets"): a signed-in customer on the consumer site adds, lists, changes and removes
// their own pets, with a photo through the image store; another customer's pet is "not found" and stays as it was; bad
// input (weights of 0, 500 lb or text, a birthday in the future, a cat with a breed size, someone else's photo) is
// refused at its field and nothing is kept. And the My Profile switch for the running-low mail (issue 42 §5).
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Pet } from '../../src/lib/pets/types';
import { registered, signedIn, type Browser } from '../support/checkout';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');

type Problem = { error: { code: string; message: string; issues?: { path: (string | number)[]; message: string }[] } };
type PetAnswer = { pet: Pet } & Partial<Problem>;

/** Max: a six-year-old large dog of 60 lb, born on a fixed day so his age does not change with the calendar much. */
const max = {
  name: 'Max',
  species: 'dog',
  birthday: '2019-03-14',
  breedSize: 'large',
  weightLb: 60,
  activity: 'normal',
  neutered: true,
  healthConditions: ['joint-care'],
};

const create = (who: Shopper, pet: Record<string, unknown>) => who.post<PetAnswer>('/api/account/pets/create', pet);
const update = (who: Shopper, id: string, pet: Record<string, unknown>) =>
  who.post<PetAnswer>('/api/account/pets/update', { id, ...pet });
const remove = (who: Shopper, id: string) =>
  who.post<{ deleted: { id: string } } & Partial<Problem>>('/api/account/pets/delete', { id });
async function petsOf(who: Shopper): Promise<Pet[]> {
  const answer = await who.get('/api/account/pets/list');
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { pets: Pet[] }).pets;
}
const customer = async (): Promise<Browser> => (await registered(dtc, 'Robin')).browser;

/** A refusal's status and the field it names, as a form would read it. */
const refusedField = (answer: { status: number; body: Partial<Problem> }) => ({
  status: answer.status,
  field: answer.body.error?.issues?.[0]?.path[0],
});

async function photo(format: 'png' | 'jpeg' = 'png'): Promise<FormData> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="100%" height="100%" fill="#0054a4"/><circle cx="50%" cy="50%" r="30%" fill="#f5b335"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).toFormat(format).toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: `image/${format}` }), `max.${format}`);
  return form;
}

describe('a customer’s pets (issue 42 §1)', () => {
  it('adds, lists, changes and removes a pet, answering the pet as the issue shapes it', async () => {
    const me = await customer();
    expect(await petsOf(me)).toEqual([]);
    const made = await create(me, max);
    expect(made.status).toBe(200);
    const { id, ...kept } = made.body.pet;
    expect(id).toEqual(expect.any(String));
    expect(kept).toEqual(max);
    const luna = (await create(me, { ...max, name: 'Luna', species: 'cat', breedSize: undefined, weightLb: 9.5 })).body
      .pet;
    expect(luna).not.toHaveProperty('breedSize');
    expect((await petsOf(me)).map((p) => p.name)).toEqual(['Max', 'Luna']);

    const heavier = await update(me, id, { ...max, weightLb: 62.5, healthConditions: [] });
    expect(heavier.status).toBe(200);
    expect(heavier.body.pet).toMatchObject({ id, weightLb: 62.5, healthConditions: [] });
    expect((await petsOf(me)).find((p) => p.id === id)?.weightLb).toBe(62.5);

    expect((await remove(me, id)).body).toEqual({ deleted: { id } });
    expect((await petsOf(me)).map((p) => p.name)).toEqual(['Luna']);
    expect((await remove(me, id)).status).toBe(404);
  });

  it('shows the pets on My Pets as the server renders it, before any script runs', async () => {
    const me = await customer();
    await create(me, max);
    const page = await me.get('/account/pets');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>My Pets<\/h1>/);
    expect(html).toMatch(/Dog · (Adult|Senior) · \d+ years · 60 lb/);
    expect(html).toContain('Large (over 50 lb grown)');
  });

  it('never reads, changes or removes another customer’s pet: 404, and it stays as it was (issue 42, bad input)', async () => {
    const owner = await customer();
    const theirs = (await create(owner, max)).body.pet;
    const stranger = await customer();
    expect(await petsOf(stranger)).toEqual([]);
    const changed = await update(stranger, theirs.id, { ...max, name: 'Stolen', weightLb: 10 });
    expect(changed.status).toBe(404);
    expect(changed.body.error?.code).toBe('NOT_FOUND');
    expect((await remove(stranger, theirs.id)).status).toBe(404);
    expect(await petsOf(owner)).toEqual([theirs]);
  });

  it('refuses weights of 0, 500 lb and "60", a birthday in the future and a cat with a breed size, each at its field, and keeps nothing (issue 42, bad input)', async () => {
    const me = await customer();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ weightLb: 0 }, 'weightLb'],
      [{ weightLb: 500 }, 'weightLb'],
      [{ weightLb: '60' }, 'weightLb'],
      [{ birthday: tomorrow }, 'birthday'],
      [{ birthday: '2021-02-30' }, 'birthday'],
      [{ species: 'cat', weightLb: 9, breedSize: 'small' }, 'breedSize'],
      [{ species: 'cat', weightLb: 60, breedSize: undefined }, 'weightLb'],
      [{ healthConditions: ['not-a-condition'] }, 'healthConditions'],
      [{ name: '' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const answer = await create(me, { ...max, ...change });
      expect(refusedField(answer), JSON.stringify(change)).toEqual({ status: 400, field });
      expect(answer.body.error?.code).toBe('BAD_REQUEST');
    }
    const future = await create(me, { ...max, birthday: tomorrow });
    expect(future.body.error?.issues?.[0]?.message).toBe('A birthday cannot be in the future');
    expect(await petsOf(me)).toEqual([]);

    const kept = (await create(me, max)).body.pet;
    expect(refusedField(await update(me, kept.id, { ...max, weightLb: 500 }))).toEqual({
      status: 400,
      field: 'weightLb',
    });
    expect(await petsOf(me)).toEqual([kept]);
  });

  it('refuses a guest (401) and the staff site (404), and keeps nothing', async () => {
    const guest = new Shopper(dtc);
    expect((await create(guest, max)).status).toBe(401);
    expect((await guest.get('/api/account/pets/list')).status).toBe(401);
    const staff = await signedIn(hpsf, 'staff@example.com');
    const onStaffSite = await create(staff, max);
    expect(onStaffSite.status).toBe(404);
    expect(onStaffSite.body.error?.message).toBe('This site keeps no pet profiles.');
    expect((await staff.get('/api/account/pets/list')).status).toBe(404);
    expect((await staff.get('/account/pets')).status).toBe(404);
  });
});

describe('a pet’s photo (issue 42 §1, through the image store)', () => {
  it('is uploaded by its owner, shown small through the image path, and refused on another customer’s pet', async () => {
    const me = await customer();
    const uploaded = await me.upload<{ photo: { id: string; url: string } }>('/api/account/pets/photo', await photo());
    expect(uploaded.status).toBe(200);
    const photoId = uploaded.body.photo.id;
    expect(uploaded.body.photo.url).toBe(`/cms/${photoId}`);
    const withPhoto = await create(me, { ...max, photoId });
    expect(withPhoto.body.pet.photoId).toBe(photoId);
    const small = await fetch(`${dtc}/_image?${new URLSearchParams({ href: `/cms/${photoId}`, w: '200', f: 'webp' })}`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(200);

    const stranger = await customer();
    const borrowed = await create(stranger, { ...max, photoId });
    expect(refusedField(borrowed)).toEqual({ status: 400, field: 'photoId' });
    expect(borrowed.body.error?.issues?.[0]?.message).toBe('That photo is not one of yours');
    expect(await petsOf(stranger)).toEqual([]);
    const own = (await create(stranger, max)).body.pet;
    expect(refusedField(await update(stranger, own.id, { ...max, photoId }))).toEqual({
      status: 400,
      field: 'photoId',
    });
  });

  it('leaves the image store when its pet is given another photo or removed', async () => {
    const me = await customer();
    const upload = async () =>
      (await me.upload<{ photo: { id: string } }>('/api/account/pets/photo', await photo())).body.photo.id;
    const served = async (id: string) => (await fetch(`${dtc}/cms/${id}`)).status;
    const first = await upload();
    const pet = (await create(me, { ...max, photoId: first })).body.pet;
    const second = await upload();
    expect((await update(me, pet.id, { ...max, photoId: second })).status).toBe(200);
    expect([await served(first), await served(second)]).toEqual([404, 200]);
    expect((await remove(me, pet.id)).status).toBe(200);
    expect(await served(second)).toBe(404);
  });

  it('is a real image of at most 5 MB, for a signed-in customer, and stays out of the editors’ library', async () => {
    const me = await customer();
    const text = new FormData();
    text.append('file', new Blob(['not a picture'], { type: 'image/png' }), 'max.png');
    const refused = await me.upload<Problem>('/api/account/pets/photo', text);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues?.[0]?.path).toEqual(['file']);
    expect((await new Shopper(dtc).upload('/api/account/pets/photo', await photo())).status).toBe(401);
    const json = await me.post<Problem>('/api/account/pets/photo', {});
    expect(json.status).toBe(403); // a JSON body where a form belongs is refused at the door

    const id = (await me.upload<{ photo: { id: string } }>('/api/account/pets/photo', await photo('jpeg'))).body.photo
      .id;
    const editor = await signedIn(dtc, 'editor@example.com');
    const library = await editor.post<{ images: { id: string }[] }>('/api/cms/v1.0/admin/list-images', {
      q: id,
      limit: 200,
    });
    expect(library.status).toBe(200);
    expect(library.body.images).toEqual([]);
  });
});

describe('the running-low switch in My Profile (issue 42 §5)', () => {
  it('is on for a new customer, turns off and on again, and My Profile shows it as kept', async () => {
    const me = await customer();
    const profile = async () =>
      (await (await me.get('/account/my-profile')).text()).match(/<input[^>]*role="switch"[^>]*>/)?.[0];
    expect(await profile()).toMatch(/checked/);
    const off = await me.post<{ runningLowMail: boolean }>('/api/account/pets/running-low-mail', { on: false });
    expect(off).toEqual({ status: 200, body: { runningLowMail: false } });
    expect(await profile()).not.toMatch(/checked/);
    expect((await me.post('/api/account/pets/running-low-mail', { on: 'no' })).status).toBe(400);
    expect((await me.post('/api/account/pets/running-low-mail', { on: true })).body).toEqual({ runningLowMail: true });
    expect((await new Shopper(dtc).post('/api/account/pets/running-low-mail', { on: false })).status).toBe(401);
  });
});
