// Writes tokens-dist/tokens.json (W3C design tokens) from src/theme/tokens.ts; Storybook publishes it at /design/tokens.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { designTokens } from '../src/theme/design-tokens';

const out = path.join(__dirname, '..', 'tokens-dist');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'tokens.json'), `${JSON.stringify(designTokens(), null, 2)}\n`);
console.log(`Design tokens written to ${path.relative(process.cwd(), path.join(out, 'tokens.json'))}`);
