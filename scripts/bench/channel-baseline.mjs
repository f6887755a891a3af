// The baseline for a transfer: the same two profiles' pages joined by a bare WebRTC data channel
// (no app, no pairing service: the offer and answer handed over by the script), pumping random
// bytes in the frames and with the buffer limits the app uses, timed from the first byte sent
// to the last byte received. What the app adds on top of the channel is the ratio between them.

/** Frames and buffer limits as the app sends (src/features/transfer/peer-link.ts, piece-hash.ts). */
const FRAME_BYTES = 128 * 1024;
const HIGH_WATER = 2 * 1024 * 1024;
const LOW_WATER = 512 * 1024;

/** In the page: a description with every candidate in it (no trickle: the script is the relay). */
const IN_PAGE_HELPERS = () => {
  globalThis.withCandidates = async (pc) => {
    if (pc.iceGatheringState !== 'complete')
      await new Promise((resolve) =>
        pc.addEventListener('icegatheringstatechange', () => {
          if (pc.iceGatheringState === 'complete') resolve();
        }),
      );
    return pc.localDescription.toJSON();
  };
};

/** Milliseconds to move `bytes` from `sender` to `receiver` (two Playwright pages). */
export async function timeBareChannel(sender, receiver, bytes) {
  for (const page of [sender, receiver]) await page.evaluate(IN_PAGE_HELPERS);
  const offer = await sender.evaluate(async () => {
    const pc = new RTCPeerConnection({ iceServers: [] });
    globalThis.baselineChannel = { pc, channel: pc.createDataChannel('baseline') };
    await pc.setLocalDescription(await pc.createOffer());
    return globalThis.withCandidates(pc);
  });
  const answer = await receiver.evaluate(async (offer) => {
    const pc = new RTCPeerConnection({ iceServers: [] });
    const state = { pc, received: 0 };
    globalThis.baselineChannel = state;
    pc.addEventListener('datachannel', ({ channel }) => {
      channel.binaryType = 'arraybuffer';
      channel.addEventListener('message', ({ data }) => {
        state.received += data.byteLength;
      });
    });
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    return globalThis.withCandidates(pc);
  }, offer);
  await sender.evaluate(async (answer) => {
    const { pc, channel } = globalThis.baselineChannel;
    await pc.setRemoteDescription(answer);
    if (channel.readyState !== 'open')
      await new Promise((resolve) => channel.addEventListener('open', resolve, { once: true }));
  }, answer);
  const started = Date.now();
  await sender.evaluate(
    async ({ bytes, frameBytes, high, low }) => {
      const { channel } = globalThis.baselineChannel;
      channel.bufferedAmountLowThreshold = low;
      const frame = new Uint8Array(frameBytes);
      crypto.getRandomValues(frame.subarray(0, 65_536));
      for (let sent = 0; sent < bytes; sent += frameBytes) {
        if (channel.bufferedAmount > high)
          await new Promise((resolve) =>
            channel.addEventListener('bufferedamountlow', resolve, { once: true }),
          );
        channel.send(frame.subarray(0, Math.min(frameBytes, bytes - sent)));
      }
    },
    { bytes, frameBytes: FRAME_BYTES, high: HIGH_WATER, low: LOW_WATER },
  );
  await receiver.waitForFunction((total) => globalThis.baselineChannel.received >= total, bytes, {
    timeout: 10 * 60_000,
    polling: 20,
  });
  const ms = Date.now() - started;
  for (const page of [sender, receiver])
    await page.evaluate(() => globalThis.baselineChannel.pc.close());
  return ms;
}
