import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The project's lint rules that keep the layers apart (no-restricted-imports and
 * no-restricted-syntax, as eslint.config.js sets them for `file`) on a piece of code, as if it
 * were the file at `file`. Those rules read the syntax only, so the code is parsed without the
 * TypeScript program the type-aware rules need: building that took 3 s a lint.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('no-restricted-'),
});

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('only *.queries.ts touches the database (eslint.config.js)', () => {
  const query = [
    "import { sql } from 'kysely';",
    "import type { Db } from '#src/db/database.ts';",
    "export const count = (db: Db) => db.selectFrom('inks').selectAll().execute();",
    'export const one = sql`select 1`;',
  ].join('\n');

  it('fails a route, a service, a policy or a presenter that imports Kysely or builds a query', async () => {
    for (const file of [
      'server/src/features/health/health.routes.ts',
      'server/src/features/inks/inks.service.ts',
      'server/src/features/comments/comments.policy.ts',
      'server/src/features/news/news.present.ts',
    ]) {
      const problems = await lint(file, query);
      expect(
        problems.filter((p) => p.startsWith('no-restricted-imports')),
        file,
      ).toHaveLength(1);
      expect(
        problems.filter((p) => p.startsWith('no-restricted-syntax')),
        file,
      ).toHaveLength(2);
    }
  });

  it('lets a queries module do it', async () => {
    const problems = await lint('server/src/features/inks/inks.queries.ts', query);
    expect(problems.filter((p) => p.startsWith('no-restricted'))).toEqual([]);
  });
}, 60_000);

/**
 * The walls between the parts of the tree (.dependency-cruiser.cjs, run by `npm run lint:walls`):
 * the project's own rules, cruised over a small tree written for the test, where each file
 * breaks one rule or keeps to all of them.
 */
describe('walls between features (.dependency-cruiser.cjs)', () => {
  async function violations(files: Record<string, string>): Promise<string[]> {
    const { cruise } = await import('dependency-cruiser');
    const { createRequire } = await import('node:module');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as {
      forbidden: unknown[];
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-walls-'));
    try {
      for (const [file, code] of Object.entries(files)) {
        fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), code);
      }
      const result = await cruise(['.'], {
        baseDir: dir,
        validate: true,
        ruleSet: { forbidden: config.forbidden } as never,
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
      });
      const output = result.output as {
        summary: { violations: { rule: { name: string }; from: string; to: string }[] };
      };
      return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('fails a feature that imports another feature, on the server and in the web app', async () => {
    expect(
      await violations({
        'server/src/features/reports/reports.service.ts':
          "import { hide } from '../comments/comments.queries.ts';\nexport const a = hide;\n",
        'server/src/features/comments/comments.queries.ts': 'export const hide = 1;\n',
        'web/src/features/comments/list.tsx':
          "import { ReportButton } from '../reports/report-button.tsx';\nexport const b = ReportButton;\n",
        'web/src/features/reports/report-button.tsx': 'export const ReportButton = 1;\n',
      }),
    ).toEqual([
      'feature-walls: server/src/features/reports/reports.service.ts -> server/src/features/comments/comments.queries.ts',
      'feature-walls: web/src/features/comments/list.tsx -> web/src/features/reports/report-button.tsx',
    ]);
  });

  it('fails a circle of files, a shared layer that imports a feature, a feature that imports the app', async () => {
    expect(
      await violations({
        'web/src/lib/api-client.ts':
          "import { token } from './csrf.ts';\nexport const get = token;\n",
        'web/src/lib/csrf.ts':
          "import { get } from './api-client.ts';\nexport const token = () => get;\n",
        'server/src/lib/actor.ts':
          "import { x } from '../features/users/users.queries.ts';\nexport const y = x;\n",
        'server/src/features/users/users.queries.ts': 'export const x = 1;\n',
        'server/src/features/news/news.routes.ts':
          "import { z } from '../../plugins/access.ts';\nexport const w = z;\n",
        'server/src/plugins/access.ts': 'export const z = 1;\n',
        'web/src/features/news/story.tsx':
          "import { Layout } from '../../app/layout.tsx';\nexport const s = Layout;\n",
        'web/src/app/layout.tsx': 'export const Layout = 1;\n',
      }),
    ).toEqual([
      'no-circular: web/src/lib/api-client.ts -> web/src/lib/csrf.ts',
      'server-features-below-composition: server/src/features/news/news.routes.ts -> server/src/plugins/access.ts',
      'server-shared-below-features: server/src/lib/actor.ts -> server/src/features/users/users.queries.ts',
      'web-features-below-app: web/src/features/news/story.tsx -> web/src/app/layout.tsx',
    ]);
  });

  it('holds a test to the walls of the folder it is in', async () => {
    expect(
      await violations({
        'server/src/features/oidc/oidc.test.ts':
          "import { totp } from '../totp/totp.ts';\nimport { buildApp } from '../../app.ts';\nexport const a = [totp, buildApp];\n",
        'server/src/features/totp/totp.ts': 'export const totp = 1;\n',
        'server/src/app.ts': 'export const buildApp = 1;\n',
        'server/src/lib/tokens.test.ts':
          "import { x } from '../features/users/users.queries.ts';\nexport const y = x;\n",
        'server/src/features/users/users.queries.ts': 'export const x = 1;\n',
        'web/src/features/gallery/images.test.tsx':
          "import { ReportButton } from '../reports/report-button.tsx';\nexport const b = ReportButton;\n",
        'web/src/features/reports/report-button.tsx': 'export const ReportButton = 1;\n',
      }),
    ).toEqual([
      'feature-walls: server/src/features/oidc/oidc.test.ts -> server/src/features/totp/totp.ts',
      'feature-walls: web/src/features/gallery/images.test.tsx -> web/src/features/reports/report-button.tsx',
      'server-features-below-composition: server/src/features/oidc/oidc.test.ts -> server/src/app.ts',
      'server-shared-below-features: server/src/lib/tokens.test.ts -> server/src/features/users/users.queries.ts',
    ]);
  });

  it('lets a test in a feature use its feature and the test kits, and a test kit or a test of features together reach any part', async () => {
    expect(
      await violations({
        'server/src/features/oidc/oidc.test.ts':
          "import { start } from './oidc.service.ts';\nimport { totpCode } from '../../../test/helpers.ts';\nexport const a = [start, totpCode];\n",
        'server/src/features/oidc/oidc.service.ts': 'export const start = 1;\n',
        'server/test/helpers.ts':
          "import { totp } from '../src/features/totp/totp.ts';\nimport { buildApp } from '../src/app.ts';\nexport const totpCode = [totp, buildApp];\n",
        'server/src/features/totp/totp.ts': 'export const totp = 1;\n',
        'server/src/app.ts': 'export const buildApp = 1;\n',
        'server/test/browse-ports.test.ts':
          "import { totp } from '../src/features/totp/totp.ts';\nimport { start } from '../src/features/oidc/oidc.service.ts';\nexport const c = [totp, start];\n",
        'web/src/features/gallery/images.test.tsx':
          "import { Images } from './images.tsx';\nimport { renderWith } from '../../../test/gallery-kit.tsx';\nexport const b = [Images, renderWith];\n",
        'web/src/features/gallery/images.tsx': 'export const Images = 1;\n',
        'web/test/gallery-kit.tsx': 'export const renderWith = 1;\n',
        'web/test/community-images.test.tsx':
          "import { Images } from '../src/features/gallery/images.tsx';\nimport { ReportButton } from '../src/features/reports/report-button.tsx';\nexport const d = [Images, ReportButton];\n",
        'web/src/features/reports/report-button.tsx': 'export const ReportButton = 1;\n',
      }),
    ).toEqual([]);
  });

  it('lets a feature import its own files and the shared layers, and the app compose features', async () => {
    expect(
      await violations({
        'server/src/features/comments/comments.service.ts':
          "import { q } from './comments.queries.ts';\nimport { e } from '../../lib/errors.ts';\nimport { r } from '../../shared/ink-records/ink-records.queries.ts';\nexport const s = [q, e, r];\n",
        'server/src/features/comments/comments.queries.ts': 'export const q = 1;\n',
        'server/src/lib/errors.ts': 'export const e = 1;\n',
        'server/src/shared/ink-records/ink-records.queries.ts': 'export const r = 1;\n',
        'server/src/app.ts':
          "import { s } from './features/comments/comments.service.ts';\nexport const app = s;\n",
        'web/src/app/pages/ink-page.tsx':
          "import { List } from '../../features/comments/list.tsx';\nimport { Button } from '../../features/reports/button.tsx';\nexport const Page = [List, Button];\n",
        'web/src/features/comments/list.tsx':
          "import { cn } from '../../lib/cn.ts';\nexport const List = cn;\n",
        'web/src/features/reports/button.tsx': 'export const Button = 1;\n',
        'web/src/lib/cn.ts': 'export const cn = 1;\n',
      }),
    ).toEqual([]);
  });
}, 60_000);
