/**
 * A pairing service that puts itself between two devices: it answers the receiving device's offer
 * with a third peer of its own, which opens a second channel to the sender and passes every frame
 * both ways (what a service that wanted to read the files would do). Each DTLS channel works, but
 * each device sees the relay's certificate where the other's should be, so the key exchange, which
 * binds both fingerprints, fails on both sides and nothing is sent.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { onAnotherDevice } from './backup-files';
import { notesOf, upload, expectNothingStored } from './files';
import { asStudent as test, expect } from './fixtures';
import { writePdf } from './sample-files';
import { receiveWith, showCode, SIGNALLING_URL } from './transfer-helpers';

const peerjsBundle = createRequire(import.meta.url).resolve('peerjs/dist/peerjs.min.js');

/** The name a sender waits under: a hash of the code's first 4 characters (pairing-code.ts). */
const senderIdOf = (code: string) =>
  `studyshelf-${createHash('sha256')
    .update(`StudyShelf meeting|${code.slice(0, 4)}`)
    .digest('hex')
    .slice(0, 32)}`;

test('a pairing service that relays the channel through a peer of its own makes pairing fail on both devices', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(120_000);
  await upload(page, notesOf('dsa'), [writePdf(files.path('graphs.pdf'), 2)]);
  const code = await showCode(page);
  const senderId = senderIdOf(code);
  const relayId = `studyshelf-relay-${Date.now()}`;

  const relayContext = await browser.newContext();
  const relay = await relayContext.newPage();
  try {
    await relay.setContent('<!doctype html><title>relay</title>');
    await relay.addScriptTag({ path: peerjsBundle });
    const { hostname, port } = new URL(SIGNALLING_URL);
    await relay.evaluate(
      async ({ relayId, senderId, hostname, port }) => {
        type Connection = {
          open: boolean;
          on(event: string, listener: (value?: unknown) => void): void;
          send(data: unknown): void;
          close(): void;
        };
        type PeerLike = {
          on(event: string, listener: (value: Connection) => void): void;
          connect(id: string, options: object): Connection;
        };
        const { Peer } = (
          window as unknown as { peerjs: { Peer: new (...a: unknown[]) => PeerLike } }
        ).peerjs;
        const options = {
          host: hostname,
          port: Number(port),
          path: '/',
          key: 'peerjs',
          config: { iceServers: [] },
        };
        const frames = { toSender: 0, toReceiver: 0 };
        (window as unknown as { frames_: typeof frames }).frames_ = frames;
        const opened = (peer: PeerLike) =>
          new Promise((resolve) => peer.on('open', resolve as () => void));
        const facingReceiver = new Peer(relayId, options);
        const facingSender = new Peer(`${relayId}-out`, options);
        await Promise.all([opened(facingReceiver), opened(facingSender)]);
        facingReceiver.on('connection', (fromReceiver) => {
          const toSender = facingSender.connect(senderId, { serialization: 'raw', reliable: true });
          const waiting: unknown[] = [];
          toSender.on('open', () => waiting.splice(0).forEach((data) => toSender.send(data)));
          fromReceiver.on('data', (data) => {
            frames.toSender += 1;
            if (toSender.open) toSender.send(data);
            else waiting.push(data);
          });
          toSender.on('data', (data) => {
            frames.toReceiver += 1;
            fromReceiver.send(data);
          });
          toSender.on('close', () => fromReceiver.close());
          fromReceiver.on('close', () => toSender.close());
        });
      },
      { relayId, senderId, hostname, port },
    );

    await onAnotherDevice(browser, student, async (other) => {
      // The service's part: the receiver's offer for the sender goes to the relay, and the relay's
      // answers come back as if from the sender.
      await other.routeWebSocket(/\/peerjs\?/, (socket) => {
        const service = socket.connectToServer();
        socket.onMessage((message) =>
          service.send(
            typeof message === 'string' ? message.replaceAll(senderId, relayId) : message,
          ),
        );
        service.onMessage((message) =>
          socket.send(
            typeof message === 'string' ? message.replaceAll(relayId, senderId) : message,
          ),
        );
      });
      await receiveWith(other, code);
      await expect(
        other.getByText(
          'Pairing failed, and nothing was sent: the code was not the one shown, the other device is signed in as another student, or something between your devices interfered. Show a new code on your other device and type that one.',
        ),
      ).toBeVisible({ timeout: 60_000 });
      await expect(
        page.getByRole('alert').filter({ hasText: 'A device tried this code and could not pair' }),
      ).toBeVisible();
      // The relay was in the middle: the exchange's words passed through it both ways.
      const frames = await relay.evaluate(
        () => (window as unknown as { frames_: { toSender: number; toReceiver: number } }).frames_,
      );
      expect(frames.toSender).toBeGreaterThan(0);
      expect(frames.toReceiver).toBeGreaterThan(0);
      await expectNothingStored(other, 'notes_dsa');
    });
  } finally {
    await relayContext.close();
  }
});
