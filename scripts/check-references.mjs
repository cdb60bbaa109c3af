// `npm run lint:links`, second half (the first is remark-validate-links over the Markdown): every
// reference a code comment makes resolves inside the repository. A cited document exists
// (docs/..., with the heading when one is named in quotes after it), a cited ADR exists, and no
// comment cites what the repository does not hold (an issue tracker's numbers). ADR 046.
//
// No maintained tool reads references out of code comments, so this one is ours: it reads the
// tracked files git lists, and prints each reference that does not resolve, as file:line.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sh|css|html|json|ya?ml)$|(^|\/)\.ci\/run$/;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && CODE.test(f) && !f.endsWith('package-lock.json'));

const adrs = new Set(
  fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .map((f) => /^(\d{3})-/.exec(f)?.[1])
    .filter(Boolean),
);

/** The headings of a Markdown file, lower-cased, for a reference that names one in quotes. */
const headingsOf = new Map();
function headings(file) {
  if (!headingsOf.has(file)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    headingsOf.set(
      file,
      text
        .split('\n')
        .filter((l) => /^#{1,6} /.test(l))
        .map((l) => l.replace(/^#+ /, '').trim().toLowerCase()),
    );
  }
  return headingsOf.get(file);
}

// A document path as comments write it (docs/..., docs/spec/..., a decision's file name).
const DOC =
  /\b((?:docs|e2e|server|web|contract|scripts)\/[\w./-]*?\.md)(?:\s*(?:§\s*)?"([^"\n]{2,80})")?/g;
const ADR = /\bADRs? (\d{3})((?:(?:,| and| or|\/) ?\d{3})*)/g;
const ISSUE = /\bissues? #?\d+/gi;

const problems = [];
for (const file of tracked) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const m of line.matchAll(DOC)) {
      const doc = m[1];
      if (!fs.existsSync(path.join(root, doc))) {
        problems.push(`${at}: cites ${doc}, which does not exist`);
        continue;
      }
      const heading = m[2]?.trim().toLowerCase();
      if (heading && !headings(doc).some((h) => h.includes(heading))) {
        problems.push(`${at}: cites ${doc} "${m[2]}", a heading it does not have`);
      }
    }
    for (const m of line.matchAll(ADR)) {
      const numbers = [m[1], ...(m[2]?.match(/\d{3}/g) ?? [])];
      for (const n of numbers) {
        if (!adrs.has(n))
          problems.push(`${at}: cites ADR ${n}, which docs/decisions/ does not have`);
      }
    }
    for (const m of line.matchAll(ISSUE)) {
      problems.push(
        `${at}: cites "${m[0]}" (outside the repository: cite docs/ or an ADR instead)`,
      );
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} reference(s) in code do not resolve inside the repository.`);
  process.exit(1);
}
console.log(`References in ${tracked.length} files resolve.`);
