// The release of the running code (package.json's version), stamped on every game it saves so that
// a restore knows whether the game was last written by another release (docs/upgrades.md).

import packageJson from "../../package.json" with { type: "json" };

export const RELEASE: string = packageJson.version;
