// StrykerJS ignorer (`npm run mutation`): leaves out mutants that can only change words, not play.
// - Texts literals ({ en, fr }): card, base and faction names and rules texts shown to players.
//   Their content is checked by the i18n and catalog tests, not by the rules tests Stryker runs.
// - LOG_EN: the English templates of log lines (same reason).
// - Arguments of `new …Error(…)`: diagnostics for developers; a changed message plays the same.
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

const keyName = (p) => (p.key?.type === "Identifier" ? p.key.name : p.key?.value);

function isTexts(node) {
  if (node.type !== "ObjectExpression" || node.properties.length === 0) return false;
  return node.properties.every((p) => p.type === "ObjectProperty" && ["en", "fr"].includes(keyName(p)));
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "texts", {
    shouldIgnore(path) {
      const n = path.node;
      if (isTexts(n)) return "player-facing text (en/fr)";
      if (n.type === "VariableDeclarator" && n.id.type === "Identifier" && n.id.name === "LOG_EN")
        return "player-facing log templates";
      if (n.type === "NewExpression" && n.callee.type === "Identifier" && n.callee.name.endsWith("Error"))
        return "diagnostic message of an error";
      return undefined;
    },
  }),
];
