import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp(['acme', 'confluence']);

const as = (user: string) => t.contextAuth('acme', 'confluence', user);
const read = (user: string, key = 'showCheckedTasks') =>
  t.http.get(`/api/preferences/${key}`).set('Authorization', as(user));
const write = (user: string, body: unknown, key = 'showCheckedTasks') =>
  t.http
    .put(`/api/preferences/${key}`)
    .set('Authorization', as(user))
    .send(body as object);

describe('/api/preferences/:key', () => {
  it('answers showCheckedTasks = false until the user changes it', async () => {
    const response = await read('bob');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: false });
  });

  it('keeps the value per user', async () => {
    expect((await write('bob', { value: true })).body).toEqual({ data: true });
    expect((await read('bob')).body).toEqual({ data: true });
    expect((await read('clara')).body).toEqual({ data: false });
    await write('bob', { value: false }).expect(200);
    expect((await read('bob')).body).toEqual({ data: false });
  });

  it('answers 404 for a preference that does not exist', async () => {
    const response = await read('bob', 'favouriteColour');
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(
      'There is no user preference named "favouriteColour".',
    );
    expect((await write('bob', { value: 'blue' }, 'favouriteColour')).status).toBe(404);
  });

  it('refuses a value of the wrong type and changes nothing', async () => {
    await write('clara', { value: true }).expect(200);
    for (const body of [{ value: 'yes' }, { value: null }, {}, { value: true, extra: 1 }]) {
      const response = await write('clara', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    expect((await read('clara')).body).toEqual({ data: true });
  });

  it('requires a credential', async () => {
    expect((await t.http.get('/api/preferences/showCheckedTasks')).status).toBe(401);
    expect(
      (await t.http.put('/api/preferences/showCheckedTasks').send({ value: true })).status,
    ).toBe(401);
  });
});
