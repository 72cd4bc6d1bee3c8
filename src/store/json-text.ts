// A JSON document already serialised (the engine serialises its state once, at a quiet point):
// the store compresses the text as it is rather than parsing and serialising it again.

export class JsonText {
  constructor(readonly text: string) {}

  /** JSON.stringify of a record holding it (Prisma's own Json columns, logs) sees the document. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}
