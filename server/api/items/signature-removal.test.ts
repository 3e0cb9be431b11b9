/**
 * Who may remove a signature or sign over it (policies.ts, mayRemoveSignature): the signer,
 * the managers of the checklist's template and site admins; everyone else gets 403 and
 * nothing changes. GET checklist tells each caller with `signature.canRemove`.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist } from '../../test/fixtures';
import { PNG_DATA_URL, SVG_DATA_URL } from '../../test/images';
import type { ChecklistDto, ChecklistItemDto } from '../../../shared/checklists';
import type { TemplateDto } from '../../../shared/templates';
import { findUser } from '../../../e2e/simulator/lib/directory';

const t = useTestApp(['acme', 'confluence']);

const accountOf = (user: string) => findUser(user)?.accountId ?? '';
const bob = accountOf('bob');
const clara = accountOf('clara');

const signOff = [
  { kind: 'task' as const, text: 'Check', mandatory: true },
  { kind: 'signature' as const, text: 'Manager signs', mandatory: true },
];

/** alice and dieter are site admins; bob and clara are members. */
const template = async (owner: string, editorIds: string[]) => {
  const response = await t.as(owner).post('/templates', {
    title: `Sign-off by ${owner}`,
    items: signOff,
    editorIds,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as TemplateDto;
};

const signatureItem = (c: ChecklistDto): ChecklistItemDto => {
  const found = c.items.find((i) => i.kind === 'signature');
  if (!found) throw new Error('no signature item');
  return found;
};
const signaturePath = (c: ChecklistDto) =>
  `/checklists/${c.uid}/items/${signatureItem(c).id}/signature`;
const read = async (c: ChecklistDto, user = 'bob') =>
  (await t.as(user).get(`/checklists/${c.uid}`)).body.data as ChecklistDto;

/** A checklist made from `templateUid` (or blank) whose task bob did and signed: completed. */
const signedByBob = async (templateUid: string | null, creator = 'bob') => {
  const checklist = await makeChecklist(
    t,
    creator,
    templateUid ? { templateUid } : { title: 'Blank sign-off', items: signOff },
  );
  const task = checklist.items.find((i) => i.kind === 'task');
  await t
    .as('bob')
    .patch(`/checklists/${checklist.uid}/items/${task?.id}`, { status: 'done', version: 1 })
    .expect(200);
  await t.as('bob').put(signaturePath(checklist), { image: PNG_DATA_URL, version: 1 }).expect(200);
  const signed = await read(checklist);
  expect(signed.status).toBe('completed');
  expect(signatureItem(signed).signature).toMatchObject({ signedBy: bob });
  return signed;
};

/** What a client sees of the checklist: the checklist, its audit log and the image. */
const snapshot = async (c: ChecklistDto) => ({
  checklist: await read(c),
  audit: (await t.as('bob').get(`/checklists/${c.uid}/audit?perPage=100`)).body.data.items,
  image: (await t.as('bob').get(signaturePath(c))).body as Buffer,
});

describe('removing a signature', () => {
  const allowed: [string, string, () => Promise<string | null>][] = [
    ['the signer', 'bob', async () => (await template('alice', [])).uid],
    ['a site admin who manages nothing', 'dieter', async () => (await template('alice', [])).uid],
    ['the template owner', 'clara', async () => (await template('clara', [])).uid],
    ['a template editor', 'clara', async () => (await template('alice', [clara])).uid],
    ['a site admin on a blank checklist', 'dieter', async () => null],
  ];

  for (const [who, user, templateUid] of allowed) {
    it(`is allowed to ${who}: 200, the item is open and the checklist in progress again`, async () => {
      const checklist = await signedByBob(await templateUid());
      expect(signatureItem(await read(checklist, user)).signature?.canRemove).toBe(true);
      const response = await t.as(user).delete(`${signaturePath(checklist)}?version=2`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const now = await read(checklist, user);
      expect(signatureItem(now)).toMatchObject({ signature: null, status: 'open' });
      expect(now.status).toBe('in_progress');
      expect((await t.as('bob').get(signaturePath(checklist))).status).toBe(404);
    });
  }

  it('is refused to another member (403, translated) and nothing changes', async () => {
    // Clara neither signed nor manages the template, though she created the checklist.
    for (const checklist of [
      await signedByBob((await template('alice', [])).uid, 'clara'),
      await signedByBob(null, 'clara'),
    ]) {
      expect(signatureItem(await read(checklist, 'clara')).signature?.canRemove).toBe(false);
      const before = await snapshot(checklist);
      const english = await t
        .as('clara')
        .delete(`${signaturePath(checklist)}?version=2`)
        .set('Accept-Language', 'en');
      expect(english.status).toBe(403);
      expect(english.body.error).toMatchObject({
        code: 'forbidden',
        message:
          "Only the person who signed, the template's managers or a site administrator can remove this signature.",
      });
      const german = await t
        .as('clara')
        .delete(`${signaturePath(checklist)}?version=2`)
        .set('Accept-Language', 'de');
      expect(german.status).toBe(403);
      expect(german.body.error.message).toBe(
        'Nur wer unterschrieben hat, die Verantwortlichen der Vorlage oder ein Website-Administrator können diese Unterschrift entfernen.',
      );
      const after = await snapshot(checklist);
      expect(after).toEqual(before);
      expect(after.checklist.status).toBe('completed');
      expect(signatureItem(after.checklist)).toMatchObject({
        status: 'done',
        version: 2,
        signature: { signedBy: bob },
      });
    }
  });
});

describe('signing over a signature', () => {
  it('is allowed to the signer, a site admin and the template managers', async () => {
    for (const [user, owner, editors] of [
      ['bob', 'alice', []],
      ['dieter', 'alice', []],
      ['clara', 'clara', []],
      ['clara', 'alice', [clara]],
    ] as const) {
      const checklist = await signedByBob((await template(owner, [...editors])).uid);
      const response = await t
        .as(user)
        .put(signaturePath(checklist), { image: SVG_DATA_URL, version: 2 });
      expect(response.status, `${user}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(signatureItem(await read(checklist)).signature).toMatchObject({
        signedBy: accountOf(user),
        mimeType: 'image/svg+xml',
      });
    }
  });

  it("is refused to another member (403) and keeps the other person's signature", async () => {
    const checklist = await signedByBob((await template('alice', [])).uid);
    const before = await snapshot(checklist);
    const response = await t
      .as('clara')
      .put(signaturePath(checklist), { image: SVG_DATA_URL, version: 2 })
      .set('Accept-Language', 'en');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
    expect(await snapshot(checklist)).toEqual(before);
  });
});

describe('signature.canRemove in GET checklist', () => {
  it('follows the caller: signer, admins and template managers yes, other members no', async () => {
    const managed = await signedByBob((await template('alice', [clara])).uid);
    const unmanaged = await signedByBob((await template('alice', [])).uid);
    const canRemove = async (c: ChecklistDto, user: string) =>
      signatureItem(await read(c, user)).signature?.canRemove;
    expect(await canRemove(managed, 'bob')).toBe(true);
    expect(await canRemove(managed, 'alice')).toBe(true);
    expect(await canRemove(managed, 'dieter')).toBe(true);
    expect(await canRemove(managed, 'clara')).toBe(true);
    expect(await canRemove(unmanaged, 'bob')).toBe(true);
    expect(await canRemove(unmanaged, 'dieter')).toBe(true);
    expect(await canRemove(unmanaged, 'clara')).toBe(false);
    // The answer to a change carries the flag for whoever made it.
    const note = await t
      .as('clara')
      .patch(`/checklists/${unmanaged.uid}/items/${signatureItem(unmanaged).id}`, {
        note: 'Checked',
        version: 2,
      });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.data.item.signature).toMatchObject({ signedBy: bob, canRemove: false });
    // An archived checklist is read-only: nobody may remove its signature.
    await t.as('bob').post(`/checklists/${managed.uid}/archive`, undefined).expect(200);
    expect(await canRemove(managed, 'bob')).toBe(false);
    expect(await canRemove(managed, 'alice')).toBe(false);
  });
});
