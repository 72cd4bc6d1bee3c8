/**
 * Collects validation failures and renders them the way Discord does in a 400
 * "Invalid Form Body" answer: a tree that mirrors the request body, with
 * `_errors` arrays at the failing leaves. @discordjs/rest flattens that tree into
 * the DiscordAPIError message ("components[0].components[5][...]: ..."), so the
 * shape matters, not just the status code.
 */
export interface FieldError {
  code: string;
  message: string;
}

export interface FormErrorTree {
  _errors?: FieldError[];
  [key: string]: FormErrorTree | FieldError[] | undefined;
}

export type FormPath = readonly (string | number)[];

export interface FlatFieldError extends FieldError {
  path: string;
}

export function formatPath(path: FormPath): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === "number") return `${text}[${part}]`;
    return text === "" ? part : `${text}.${part}`;
  }, "");
}

export class FormErrors {
  private readonly entries: { path: FormPath; error: FieldError }[] = [];

  add(path: FormPath, error: FieldError): void {
    this.entries.push({ path: [...path], error });
  }

  get isEmpty(): boolean {
    return this.entries.length === 0;
  }

  flat(): FlatFieldError[] {
    return this.entries.map(({ path, error }) => ({ path: formatPath(path), ...error }));
  }

  tree(): FormErrorTree {
    const root: FormErrorTree = {};
    for (const { path, error } of this.entries) {
      let node = root;
      for (const part of path) {
        const key = String(part);
        const child = node[key];
        if (child === undefined || Array.isArray(child)) {
          const created: FormErrorTree = {};
          node[key] = created;
          node = created;
        } else {
          node = child;
        }
      }
      node._errors = [...(node._errors ?? []), error];
    }
    return root;
  }
}

/** Discord's wording for the common field errors. */
export const fieldErrors = {
  maxLength: (max: number): FieldError => ({
    code: "BASE_TYPE_MAX_LENGTH",
    message: `Must be ${max} or fewer in length.`,
  }),
  badLength: (min: number, max: number): FieldError => ({
    code: "BASE_TYPE_BAD_LENGTH",
    message: `Must be between ${min} and ${max} in length.`,
  }),
  required: (): FieldError => ({ code: "BASE_TYPE_REQUIRED", message: "This field is required" }),
  badType: (expected: string): FieldError => ({
    code: "BASE_TYPE_INVALID",
    message: `Must be ${expected}.`,
  }),
  maxValue: (max: number): FieldError => ({
    code: "NUMBER_TYPE_MAX",
    message: `int value should be less than or equal to ${max}.`,
  }),
  minValue: (min: number): FieldError => ({
    code: "NUMBER_TYPE_MIN",
    message: `int value should be greater than or equal to ${min}.`,
  }),
  choice: (choices: readonly (string | number)[]): FieldError => ({
    code: "BASE_TYPE_CHOICES",
    message: `Value must be one of {${choices.join(", ")}}.`,
  }),
} as const;
