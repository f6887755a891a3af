/**
 * jsdom's Blob is a script object: Node's structuredClone flattens it to {} (so fake-indexeddb would
 * "store" nothing), and it lacks arrayBuffer(). Browsers store Blobs as Blobs; since a Blob is
 * immutable, handing the same object back is a faithful clone of it.
 */
const nativeStructuredClone = globalThis.structuredClone;

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function cloneKeepingBlobs(value: unknown, options?: StructuredSerializeOptions): unknown {
  if (value instanceof Blob) return value;
  // Node's clone would hand back an ArrayBuffer of another realm, failing `instanceof ArrayBuffer`.
  if (value instanceof ArrayBuffer) return value.slice(0);
  if (Array.isArray(value)) return value.map((item: unknown) => cloneKeepingBlobs(item, options));
  if (typeof value === 'object' && value !== null && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cloneKeepingBlobs(item, options)]),
    );
  }
  return nativeStructuredClone(value, options);
}

globalThis.structuredClone = <T>(value: T, options?: StructuredSerializeOptions): T =>
  cloneKeepingBlobs(value, options) as T;

if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => {
        // jsdom's ArrayBuffer is of its own realm, which Node's WebCrypto refuses: copied into ours.
        resolve(new Uint8Array(reader.result as ArrayBuffer).slice().buffer);
      };
      reader.onerror = () => {
        reject(reader.error ?? new Error('Blob could not be read'));
      };
      reader.readAsArrayBuffer(this);
    });
  };
}

// jsdom's Blob has no stream() either; one chunk of all its bytes is what a reader may get.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new ReadableStream({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    });
  };
}
