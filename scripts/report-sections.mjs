// @ts-check
/**
 * docs/benchmarks.md is written anew by `npm run bench` (scripts/bench.mjs), and engineers add
 * sections of their own to it between runs: a measurement made by hand, a pass on one issue, with
 * its command and date. Those are the project's record of what was tried and measured, so a bench
 * run keeps them: every `## ` section of the old report whose heading the new report does not have
 * (with its `###` sections and text, up to the next `## `) follows the new report, in its old order.
 */

/**
 * The old report's sections to keep after the new one.
 * @param {string} previous the report as it is now (empty when there is none)
 * @param {string} generated the report the bench has just made
 * @returns {string[]} each section's text, from its `## ` heading to the next
 */
export function keptSections(previous, generated) {
  const written = new Set(generated.match(/^## .*$/gm) ?? []);
  return previous
    .split(/^(?=## )/m)
    .filter((section) => section.startsWith('## ') && !written.has(section.slice(0, section.indexOf('\n') === -1 ? undefined : section.indexOf('\n'))));
}

/**
 * The report to write: the new one, then the sections kept from the old.
 * @param {string} previous @param {string} generated
 */
export function reportWithKeptSections(previous, generated) {
  const kept = keptSections(previous, generated);
  return kept.length === 0 ? generated : `${generated.trimEnd()}\n\n${kept.map((section) => section.trimEnd()).join('\n\n')}\n`;
}
