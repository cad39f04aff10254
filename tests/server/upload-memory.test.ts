import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/settings.ts';
import { UPLOADS_IN_FLIGHT_PER_ACCOUNT } from '../../server/http/uploads.ts';
import { adminCookie, startServerProcess, type ServerProcess } from '../support/server-process.ts';

/*
 * POST /api/uploads decides who is calling, their role, the Origin and the declared size before it
 * reads a byte of the body, and streams what it accepts with a cap. The attack: anonymous
 * connections each declaring a 10 MB body and holding its last byte; the server read every body
 * into memory before checking the session (30 connections: 140 MB → 415 MB, and it stayed high).
 * Here the server runs in its own process (as `npm start` runs it) and the test reads its memory
 * (VmRSS) while real sockets hold their last byte.
 */

let server: ServerProcess;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-upload-memory-'));
  server = await startServerProcess(dataDir);
  port = Number(new URL(server.url).port);
}, 240_000);

afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server process's resident memory in MB. */
function residentMb(): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface HeldUpload {
  socket: net.Socket;
  /** Bytes of the body the server let the client write before answering or closing. */
  written(): number;
  /** Everything the server answered (status line first), once it has answered. */
  answer: Promise<string>;
}

/**
 * A raw connection that posts an upload and sends all of its body but the last byte (or, chunked,
 * `chunkedBytes` of it without the final chunk), then holds.
 */
function holdUpload({ headers = {}, bodyBytes = MAX_UPLOAD_BYTES, chunked = false }: { headers?: Record<string, string>; bodyBytes?: number; chunked?: boolean } = {}): HeldUpload {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let written = 0;
  const answered = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => {});
  });
  const head = [
    'POST /api/uploads?purpose=gallery HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/octet-stream',
    chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bodyBytes}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  const block = Buffer.alloc(64 * 1024, 0x61);
  const toSend = chunked ? bodyBytes : bodyBytes - 1;
  const pump = () => {
    while (written < toSend && !socket.destroyed) {
      const size = Math.min(block.length, toSend - written);
      const piece = chunked ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), block.subarray(0, size), Buffer.from('\r\n')]) : block.subarray(0, size);
      written += size;
      if (!socket.write(piece)) return void socket.once('drain', pump);
    }
  };
  socket.once('connect', pump);
  return { socket, written: () => written, answer: answered };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('anonymous uploads', () => {
  it('are refused before their body is read: 40 connections holding their last byte leave the memory as it was', async () => {
    // Warm up (first requests allocate caches), then measure.
    // Warm up the same code paths with small refused uploads, so what is measured is what the held
    // bodies cost (the first requests allocate caches and compile code).
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        // The server answers and closes without reading the body: on a busy machine it may close
        // before the client has sent its kilobyte, which fetch reports as a failure. Either way the
        // refusal's code ran, which is all the warm-up is for.
        Array.from({ length: 40 }, () =>
          fetch(`${server.url}/api/uploads?purpose=gallery`, { method: 'POST', body: new Uint8Array(1024) })
            .then((response) => response.text())
            .catch(() => 'closed before the body was sent'),
        ),
      );
    }
    await settle(1_000);
    const before = residentMb();
    // A chunked body has no declared end: offer four times the cap, more than the kernel's socket
    // buffers on loopback can absorb, so only a server that reads could take it all.
    const chunkedBytes = 4 * MAX_UPLOAD_BYTES;
    const held = [...Array.from({ length: 30 }, () => holdUpload()), ...Array.from({ length: 10 }, () => holdUpload({ chunked: true, bodyBytes: chunkedBytes }))];
    await settle(3_000);
    const during = residentMb();
    const answers = await Promise.all(held.map((upload) => Promise.race([upload.answer, settle(5_000).then(() => 'still open')])));
    for (const socket of held.map((upload) => upload.socket)) socket.destroy();
    // Each was answered 401 without the server reading its body, and the connection was closed.
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answers.every((answer) => answer.includes('You must be signed in to upload images.'))).toBe(true);
    // Before the fix: about +400 MB (10 MB per connection, held).
    expect(during - before, `resident memory ${before.toFixed(0)} MB → ${during.toFixed(0)} MB`).toBeLessThan(60);
    // The clients could not push their bodies: TCP buffers fill, then the connection is closed.
    expect(Math.max(...held.slice(0, 30).map((upload) => upload.written()))).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(Math.max(...held.slice(30).map((upload) => upload.written()))).toBeLessThan(chunkedBytes);
  });

  it('a foreign Origin and a declared size over the limit are refused before reading, also for the admin', async () => {
    const cookie = await adminCookie(server.url);
    const foreign = holdUpload({ headers: { Cookie: cookie, Origin: 'https://evil.example' } });
    const tooBig = holdUpload({ headers: { Cookie: cookie }, bodyBytes: MAX_UPLOAD_BYTES + 1 });
    const [foreignAnswer, tooBigAnswer] = await Promise.all([foreign.answer, tooBig.answer]);
    expect(foreignAnswer).toMatch(/^HTTP\/1\.1 403 /);
    expect(tooBigAnswer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("the admin's chunked body is cut off at the cap with 413, and memory comes back down", async () => {
    const cookie = await adminCookie(server.url);
    const before = residentMb();
    const over = holdUpload({ headers: { Cookie: cookie }, chunked: true, bodyBytes: MAX_UPLOAD_BYTES + 256 * 1024 });
    const answer = await Promise.race([over.answer, settle(20_000).then(() => 'still open')]);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    over.socket.destroy();
    await settle(1_000);
    expect(residentMb() - before).toBeLessThan(60);
  });

  it('one account may hold only two uploads in flight: a third is refused at once', async () => {
    const cookie = await adminCookie(server.url);
    const held = Array.from({ length: UPLOADS_IN_FLIGHT_PER_ACCOUNT }, () => holdUpload({ headers: { Cookie: cookie } }));
    await settle(1_500);
    const third = holdUpload({ headers: { Cookie: cookie } });
    const answer = await Promise.race([third.answer, settle(10_000).then(() => 'still open')]);
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toContain('Another upload is still in progress.');
    for (const upload of [...held, third]) upload.socket.destroy();
  });
});
