// Every test file plays with this check on (vitest.config.ts setupFiles): at every event, the `on`
// hooks in play that do not list its kind are asked too, and one that answers fails the test (its
// card's `onEvents` misses that kind, so the engine would never have offered it the event).

import { checkEventKinds } from "../../src/engine/triggers.ts";

checkEventKinds(true);
