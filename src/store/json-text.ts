// A JSON document already serialised (the engine serialises its state once, at a quiet point):
// the store sends the text as it is rather than parsing and serialising it again.

/** Strings jsonb refuses once escaped by JSON.stringify: NUL and lone UTF-16 surrogates. */
const UNSTORABLE_ESCAPE = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;

export class JsonText {
  constructor(readonly text: string) {}

  /** JSON.stringify of a record holding it (Prisma's own Json columns, logs) sees the document. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }

  /**
   * The text for a jsonb parameter. An escaped NUL or surrogate is rare enough (a display name
   * copied into the state) that checking for it costs one scan of the text; then a paired
   * surrogate (an emoji, escaped as two) is fine, and only the text with one is rebuilt.
   */
  storable(storableJson: (value: unknown) => string): string {
    return UNSTORABLE_ESCAPE.test(this.text) ? storableJson(JSON.parse(this.text)) : this.text;
  }
}
