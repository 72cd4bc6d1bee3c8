import {
  type APIButtonComponent,
  type APIComponentInContainer,
  type APIMessageTopLevelComponent,
  type APISelectMenuComponent,
  ButtonStyle,
  ComponentType,
} from "discord-api-types/v10";

export type InteractiveComponent = APIButtonComponent | APISelectMenuComponent;

/**
 * How tests point at a component: its custom_id or label as a string, a RegExp
 * tried on both, an object naming the fields, or any predicate.
 */
export type ComponentQuery =
  | string
  | RegExp
  | { customId?: string | RegExp; label?: string | RegExp; type?: ComponentType }
  | ((component: InteractiveComponent) => boolean);

/** Every button and select of a message, in reading order, wherever it is nested. */
export function interactiveComponents(
  components: readonly (APIMessageTopLevelComponent | APIComponentInContainer)[] | undefined,
): InteractiveComponent[] {
  const found: InteractiveComponent[] = [];
  for (const component of components ?? []) {
    switch (component.type) {
      case ComponentType.ActionRow:
        found.push(...component.components);
        break;
      case ComponentType.Section:
        if (component.accessory.type === ComponentType.Button) found.push(component.accessory);
        break;
      case ComponentType.Container:
        found.push(...interactiveComponents(component.components));
        break;
      default:
        break;
    }
  }
  return found;
}

export function customIdOf(component: InteractiveComponent): string | undefined {
  return "custom_id" in component ? component.custom_id : undefined;
}

export function labelOf(component: InteractiveComponent): string | undefined {
  if (component.type !== ComponentType.Button) return component.placeholder;
  return "label" in component ? component.label : undefined;
}

function matches(text: string | undefined, expected: string | RegExp): boolean {
  if (text === undefined) return false;
  return typeof expected === "string" ? text === expected : expected.test(text);
}

export function matchesQuery(component: InteractiveComponent, query: ComponentQuery): boolean {
  if (typeof query === "function") return query(component);
  if (typeof query === "string" || query instanceof RegExp) {
    return matches(customIdOf(component), query) || matches(labelOf(component), query);
  }
  if (query.type !== undefined && component.type !== query.type) return false;
  if (query.customId !== undefined && !matches(customIdOf(component), query.customId)) return false;
  if (query.label !== undefined && !matches(labelOf(component), query.label)) return false;
  return true;
}

export function describeQuery(query: ComponentQuery): string {
  if (typeof query === "function") return "a component matching the predicate";
  if (typeof query === "string") return `"${query}"`;
  if (query instanceof RegExp) return String(query);
  return JSON.stringify({
    ...query,
    customId: String(query.customId ?? ""),
    label: String(query.label ?? ""),
  });
}

export function describeComponent(component: InteractiveComponent): string {
  const kind =
    component.type === ComponentType.Button
      ? component.style === ButtonStyle.Link
        ? "link button"
        : "button"
      : `select(type ${component.type})`;
  const label = labelOf(component);
  const id = customIdOf(component);
  return `${kind}${label ? ` "${label}"` : ""}${id ? ` [${id}]` : ""}${
    "disabled" in component && component.disabled ? " (disabled)" : ""
  }`;
}
