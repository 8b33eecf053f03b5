// The import boundaries of ARCHITECTURE.md are enforced by lint: these cases prove the rules bite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId);
}

const cases = [
  { name: 'a remote importing the shell by path', file: 'mf-catalogue/src/x.ts', code: "import { paths } from '../../shell/src/routing/paths';\nexport default paths;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a remote importing another remote by path', file: 'mf-promo/src/x.ts', code: "import Page from '../../mf-catalogue/src/pages/CataloguePage';\nexport default Page;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a remote importing another remote by name', file: 'mf-account/src/x.ts', code: "import Page from 'mf-catalogue';\nexport default Page;\n", rule: 'no-restricted-imports' },
  { name: 'a shared package importing an app', file: 'shared-ui/src/x.ts', code: "import { paths } from '../../shell/src/routing/paths';\nexport default paths;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'the shell importing a remote at build time', file: 'shell/src/x.ts', code: "import Page from '../../mf-catalogue/src/pages/CataloguePage';\nexport default Page;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a remote importing an MUI component the shell does not provide', file: 'mf-promo/src/x.tsx', code: "import { Rating } from '@mui/material';\nexport default Rating;\n", rule: '@typescript-eslint/no-restricted-imports' },
  { name: 'a remote importing Redux Toolkit, which comes only inside shared-api', file: 'mf-account/src/x.ts', code: "import { createSlice } from '@reduxjs/toolkit';\nexport default createSlice;\n", rule: '@typescript-eslint/no-restricted-imports' },
  { name: 'the shell importing axios, which comes only inside shared-api', file: 'shell/src/x.ts', code: "import axios from 'axios';\nexport default axios;\n", rule: '@typescript-eslint/no-restricted-imports' },
  { name: "an app importing inside a package's src/ by name", file: 'mf-promo/src/x.ts', code: "import { cart } from 'shared-api/src/contracts/commerce';\nexport default cart;\n", rule: 'no-restricted-imports' },
  { name: "the server importing inside a package's src/ by name", file: 'api/src/x.ts', code: "import { toCents } from 'shared-domain/src/money';\nexport default toCents;\n", rule: 'no-restricted-imports' },
  { name: "a test importing inside another package's src/ by path", file: 'e2e/support/x.ts', code: "import { buildApp } from '../../api/src/app';\nexport default buildApp;\n", rule: 'no-restricted-imports' },
  { name: 'the business rules importing a package', file: 'shared-domain/src/x.ts', code: "import { z } from 'zod';\nexport default z;\n", rule: 'import-x/no-extraneous-dependencies' },
  { name: 'the business rules doing I/O', file: 'shared-domain/src/x.ts', code: "import fs from 'node:fs';\nexport default fs;\n", rule: 'import-x/no-nodejs-modules' },
  { name: 'an API route importing the database schema', file: 'api/src/modules/leads/routes.ts', code: "import { leads } from '../../db/schema';\nexport default leads;\n", rule: 'no-restricted-imports' },
  { name: 'an API route building a query with drizzle-orm', file: 'api/src/modules/leads/routes.ts', code: "import { eq } from 'drizzle-orm';\nexport default eq;\n", rule: 'no-restricted-imports' },
  { name: 'a route under api/src/routes importing the database schema', file: 'api/src/routes/x.ts', code: "import { users } from '../db/schema';\nexport default users;\n", rule: 'no-restricted-imports' },
  { name: "an API route importing inside a package's src/ (the route rule keeps the package boundary)", file: 'api/src/modules/leads/routes.ts', code: "import { toCents } from 'shared-domain/src/money';\nexport default toCents;\n", rule: 'no-restricted-imports' },
  { name: 'the database layer importing a module', file: 'api/src/db/seed/x.ts', code: "import { hashPassword } from '../../modules/auth/passwords';\nexport default hashPassword;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a shared package importing a router export the shell does not provide', file: 'shared-ui/src/x.ts', code: "import { useMatches } from 'react-router';\nexport default useMatches;\n", rule: '@typescript-eslint/no-restricted-imports' },
];

for (const { name, file, code, rule } of cases) {
  test(`lint refuses ${name}`, async () => {
    assert.ok((await ruleIdsFor(file, code)).includes(rule), `expected ${rule}`);
  });
}

test('lint accepts packages imported through their exports maps', async () => {
  const code = "import { cart } from 'shared-api/contracts/commerce';\nimport { toCents } from 'shared-domain';\nexport { cart, toCents };\n";
  assert.deepEqual(await ruleIdsFor('mf-promo/src/x.ts', code), []);
  assert.deepEqual(await ruleIdsFor('api/src/x.ts', code), []);
});

test('lint accepts a remote importing the shared packages', async () => {
  const code = "import { PagePlaceholder } from 'shared-ui';\nexport default PagePlaceholder;\n";
  assert.deepEqual(await ruleIdsFor('mf-catalogue/src/x.tsx', code), []);
});

test('lint accepts types of the libraries that come inside shared packages, and shared-api using them', async () => {
  assert.deepEqual(await ruleIdsFor('shell/src/x.ts', "import type { i18n } from 'i18next';\nexport type T = i18n;\n"), []);
  assert.deepEqual(await ruleIdsFor('shared-api/src/x.ts', "import { createSlice } from '@reduxjs/toolkit';\nexport default createSlice;\n"), []);
});

test('lint accepts exports the shell provides trimmed, and types of those packages', async () => {
  const code = "import { Button, type Theme } from '@mui/material';\nimport { Link } from 'react-router';\nexport type T = Theme;\nexport { Button, Link };\n";
  assert.deepEqual(await ruleIdsFor('mf-catalogue/src/x.tsx', code), []);
});

test("lint says where an API route's query belongs", async () => {
  const [result] = await eslint.lintText("import { leads } from '../../db/schema';\nexport default leads;\n", { filePath: path.join(root, 'api/src/modules/leads/routes.ts') });
  assert.match(result.messages.map((message) => message.message).join('\n'), /queries live in the module's repository/);
});

test('lint accepts a repository querying the database', async () => {
  const code = "import { eq } from 'drizzle-orm';\nimport { leads } from '../../db/schema';\nexport { eq, leads };\n";
  assert.deepEqual(await ruleIdsFor('api/src/modules/leads/repository.ts', code), []);
});
