/** pdf.js's worker module, imported whole where pdf.js runs inside an app worker of its own. */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
