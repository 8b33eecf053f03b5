import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

/**
 * The test run of every story (npm run test:design): the accessibility addon's axe check fails a story
 * with any violation (parameters.a11y.test = 'error' in preview.tsx), and each story's pixels are
 * compared with its committed picture in design-snapshots/.
 */
/** The prepared story also carries the globals the story sets (its viewport), which getStoryContext's type leaves out. */
type StoryWithGlobals = Awaited<ReturnType<typeof getStoryContext>> & { storyGlobals?: { viewport?: { value?: string } } };

/** Stories without a viewport of their own are pictured at a laptop's width. */
const DEFAULT_WIDTH = 1024;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  // A story that sets a viewport (the toolbar's presets) is rendered, checked and pictured at that width.
  async preVisit(page, context) {
    const story: StoryWithGlobals = await getStoryContext(page, context);
    const preset = story.storyGlobals?.viewport?.value;
    const width = Number.parseInt(story.parameters?.viewport?.options?.[preset ?? '']?.styles?.width ?? '', 10);
    await page.setViewportSize({ width: width || DEFAULT_WIDTH, height: 768 });
  },
  async postVisit(page, context) {
    // A story that already failed (its render, play or axe check) reports that failure, not a picture.
    if (context.hasFailure) return;
    await page.evaluate(() => document.fonts.ready);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: path.join(process.cwd(), 'design-snapshots'),
      customDiffDir: path.join(process.cwd(), 'design-snapshots/__diff_output__'),
      customSnapshotIdentifier: context.id,
    });
  },
};

export default config;
