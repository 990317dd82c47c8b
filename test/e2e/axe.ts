import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The axe findings of the page as it is now that are serious or critical, as `rule: target` lines.
 * A sandboxed iframe (the email template's preview: the author's HTML, run without scripts) is
 * left out: axe cannot run inside it, and waits for it forever after an in-app navigation.
 *
 * `axe.run` in the page itself (legacy mode), and only the violations sent back: the builder's
 * default runs each frame's part, then opens a new blank page, injects axe there once more and
 * finishes the run in it, and every result type carries its nodes' HTML. On /repair/list that
 * default took 12–17 s a check against 3.7–4.8 s, for the same violations (docs/testing.md, "CI
 * time, 2026-11-29"). The app has no cross-origin frame, which the default mode exists for.
 */
export async function seriousA11yFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).exclude('iframe[sandbox]').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}

/** Fails with the list of findings when axe sees a serious or critical problem on the page. */
export async function expectNoSeriousA11yFindings(page: Page): Promise<void> {
  expect(await seriousA11yFindings(page)).toEqual([]);
}
