/**
 * From the issue panel's iframe starting to load to a 30-item checklist on screen, in headless
 * Chromium through the simulator (docs/PERFORMANCE.md: median ≤ 500 ms). `npm run bench` runs
 * it on an e2e stack of its own (`withE2eStack`); alone, against a running e2e stack:
 * `node --import tsx scripts/bench/issue-panel-load.ts`.
 */
import { chromium, type Frame } from '@playwright/test';
import { CHROMIUM_PATH } from '../lib/chromium';
import { appUrl, simulatorUrl, testProfile } from '../lib/stack';
import { ISSUE_PANEL_SHOWN_MARK } from '../../shared/jira-rules';
import { join } from 'node:path';
import { startNode, stop, waitForUrl } from './processes';

const ROOT = join(import.meta.dirname, '..', '..');

const RUNS = 9;

export interface StackUrls {
  sim: string;
  app: string;
}

/** Starts the e2e stack (the production build, the simulator) on ports of its own around `run`. */
export async function withE2eStack<T>(run: (urls: StackUrls) => Promise<T>): Promise<T> {
  // BENCH_PORT_BASE: another free block of ports, when someone else's bench uses 7200.
  const base = Number(process.env.BENCH_PORT_BASE ?? 7200);
  const profile = { ...testProfile(''), appPort: base, simulatorPorts: [base + 100, base + 101] };
  const urls = { sim: simulatorUrl(profile), app: appUrl(profile) };
  const stack = startNode(['--import', 'tsx', join(ROOT, 'scripts/e2e-stack.ts')], {
    ...process.env,
    E2E_PORT_BASE: String(base),
  });
  try {
    await waitForUrl(`${urls.sim}/sim/ready`, 90_000);
    return await run(urls);
  } finally {
    await stop(stack);
  }
}

/** When `mark` was set in `frame` (waiting for it: markdown may render after the items). */
export async function shownAt(frame: Frame | null | undefined, mark: string) {
  if (!frame) return undefined;
  await frame.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark);
  return frame.evaluate((name) => performance.getEntriesByName(name)[0]?.startTime, mark);
}

async function json(response: Response) {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Thirty tasks with markdown in them, as a customer writes them (issue 21). */
export const THIRTY_ITEMS = Array.from({ length: 30 }, (_, i) => ({
  kind: 'task',
  text: `Step ${i + 1}: **check** the [log](https://example.com/log/${i + 1})`,
}));

/** A Jira issue with one 30-item checklist, made as bob; its key. */
export async function thirtyItemIssue({ sim: SIM, app: APP }: StackUrls): Promise<string> {
  const issue = await json(
    await fetch(`${SIM}/sim/issues`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        project: 'OPS',
        issueType: 'Bug',
        summary: `Bench: 30 items ${Date.now().toString(36)}`,
        as: 'bob',
      }),
    }),
  );
  const { token } = await json(
    await fetch(`${SIM}/sim/context-token?as=bob`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        product: 'jira',
        addonKey: 'app.checklists.jira',
        productContext: {},
      }),
    }),
  );
  await json(
    await fetch(`${APP}/api/checklists`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${String(token)}` },
      body: JSON.stringify({
        title: 'Thirty items',
        items: THIRTY_ITEMS,
        place: { kind: 'jira_issue', id: String(issue.id), key: String(issue.key) },
      }),
    }),
  );
  return String(issue.key);
}

export async function measureIssuePanelLoad({
  sim: SIM,
  app: APP,
}: StackUrls): Promise<{ median: number; runs: number[] }> {
  const key = await thirtyItemIssue({ sim: SIM, app: APP });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  const runs: number[] = [];
  try {
    const page = await browser.newPage();
    // Once to warm the caches a returning user has (the app's assets are immutable).
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(`${SIM}/browse/${key}?as=bob`, { waitUntil: 'commit' });
      const frame = page.frameLocator('[data-testid="issue-panel"] iframe');
      await frame
        .locator('[data-testid="checklist-view"] li input[type="checkbox"]')
        .nth(29)
        .waitFor();
      // The add line is part of what shows (issue 21).
      await frame.getByTestId('add-item-line').waitFor();
      const handle = await page.locator('[data-testid="issue-panel"] iframe').elementHandle();
      const inner = await handle?.contentFrame();
      // The panel marks when its checklists first render with their markdown
      // (light-issue-panel.tsx); the frame's clock starts when the iframe starts loading.
      const ms = await shownAt(inner, ISSUE_PANEL_SHOWN_MARK);
      if (run > 0 && ms !== undefined) runs.push(Math.round(ms));
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? NaN, runs };
}

if (process.argv[1]?.endsWith('issue-panel-load.ts')) {
  const { median, runs } = await measureIssuePanelLoad({
    sim: simulatorUrl(testProfile('')),
    app: appUrl(testProfile('')),
  });
  console.log(
    `Issue panel, iframe load → 30 items on screen: median ${median} ms (${runs.join(', ')})`,
  );
}
