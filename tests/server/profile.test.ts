import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { emailOutbox } from '../../server/db/schema/index.ts';
import { createTestUser } from '../support/factories.ts';
import { firstErrorCode, GraphQLSession } from '../support/graphql.ts';
import { TEST_ADMIN, type TestServer } from '../support/test-server.ts';

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { email displayName avatarUrl } } }`;
const VIEWER = `query { viewer { displayName avatarUrl } }`;

test.override('serverOptions', { seed: false });

async function uploadAvatar(server: TestServer, admin: GraphQLSession) {
  const body = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#cc9a2b' } }).jpeg().toBuffer();
  const response = await fetch(`${server.url}/api/uploads?purpose=avatar`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie! },
    body: new Uint8Array(body),
  });
  expect(response.status).toBe(201);
  const stored = (await response.json()) as { url: string; width: number; height: number };
  expect(stored).toMatchObject({ width: 256, height: 256 });
  return stored.url;
}

const confirmations = (server: TestServer, to: string) =>
  server.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'profile_update_confirmation'))).all();

describe('the profile', () => {
  it('saves the display name (trimmed) and avatar, and queues a confirmation e-mail', async ({ server, admin }) => {
    const avatarUrl = await uploadAvatar(server, admin);
    const data = await admin.data(UPDATE_PROFILE, { input: { displayName: '  Rosa   Delgado ', avatarUrl } });
    expect(data.updateProfile.viewer).toEqual({ email: TEST_ADMIN.email, displayName: 'Rosa Delgado', avatarUrl });
    expect((await admin.data(VIEWER)).viewer).toEqual({ displayName: 'Rosa Delgado', avatarUrl });
    const [mail] = confirmations(server, TEST_ADMIN.email);
    expect(mail).toMatchObject({ subject: 'Your profile was updated', status: 'queued' });
    expect(mail!.text).toContain('Display name: Rosa Delgado');
    expect(mail!.text).toContain('Your profile picture was changed too.');
  });

  it('clears the name and removes the picture', async ({ admin }) => {
    await admin.data(UPDATE_PROFILE, { input: { displayName: '   ', avatarUrl: null } });
    expect((await admin.data(VIEWER)).viewer).toEqual({ displayName: null, avatarUrl: null });
  });

  it('escapes what the user typed in the e-mail', async ({ server, admin }) => {
    await admin.data(UPDATE_PROFILE, { input: { displayName: '<img src=x onerror=alert(1)>', avatarUrl: null } });
    const mail = confirmations(server, TEST_ADMIN.email).find((row) => row.text.includes('<img'))!;
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img src=x');
  });

  it('refuses a name that is too long and a picture from elsewhere', async ({ admin }) => {
    const long = await admin.request(UPDATE_PROFILE, { input: { displayName: 'x'.repeat(81) } });
    expect(long.errors?.[0]?.message).toBe('Display name must be at most 80 characters.');
    expect(long.errors?.[0]?.extensions?.field).toBe('displayName');
    const outside = await admin.request(UPDATE_PROFILE, { input: { displayName: 'Rosa', avatarUrl: 'https://tracker.example/pixel.png' } });
    expect(outside.errors?.[0]?.message).toBe('The profile picture must be an image uploaded here (a /uploads/ address). Please upload the image again.');
    expect(outside.errors?.[0]?.extensions?.field).toBe('avatarUrl');
  });

  it('lets any signed-in user manage their own profile, and nobody else’s', async ({ server, admin }) => {
    const user = await createTestUser(server);
    const session = new GraphQLSession(server.url);
    await session.signIn(user.email, user.password);
    const data = await session.data(UPDATE_PROFILE, { input: { displayName: 'Sam' } });
    expect(data.updateProfile.viewer).toMatchObject({ email: user.email, displayName: 'Sam' });
    expect((await admin.data(VIEWER)).viewer.displayName).not.toBe('Sam');
  });

  it('refuses anonymous callers', async ({ server }) => {
    const result = await server.session().request(UPDATE_PROFILE, { input: { displayName: 'Nobody' } });
    expect(firstErrorCode(result)).toBe('UNAUTHENTICATED');
  });
});
