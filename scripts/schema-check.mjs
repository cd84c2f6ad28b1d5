#!/usr/bin/env node
// `node scripts/schema-check.mjs`: the GraphQL contract never breaks other campus apps silently.
// Compares schema/schema.graphql (the working tree) with the previous commit's
// (`git show HEAD~1:schema/schema.graphql`) using @graphql-inspector/core's diff:
// - a breaking change fails, unless the element it removes or changes was already deprecated in
//   the previous schema AND CHANGELOG.md has an entry naming it (`Type.field`, `Type.field(arg)`
//   or `Type.field.arg`, `Enum.VALUE`, or the type's name);
// - dangerous changes (a new enum value, an argument's default...) are printed, and pass;
// - with no previous commit, or no schema in it, there is nothing to compare: it passes and says so.
// Runs in the repository of the current directory, so a test can point it at a scratch repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';

const SCHEMA = 'schema/schema.graphql';

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The previous commit's schema, or why there is none. */
function previousSchema(root) {
  try {
    git(['rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}'], root);
  } catch {
    return { none: 'no previous commit (a first commit, or a shallow clone)' };
  }
  try {
    return { sdl: git(['show', `HEAD~1:${SCHEMA}`], root) };
  } catch {
    return { none: `the previous commit has no ${SCHEMA}` };
  }
}

/** The fields, arguments and input fields of `schema` whose type is `typeName`, with their deprecation. */
function usesOf(schema, typeName) {
  const uses = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      if (getNamedType(field.type).name === typeName) uses.push(field.deprecationReason);
      for (const arg of field.args ?? []) {
        if (getNamedType(arg.type).name === typeName) uses.push(arg.deprecationReason);
      }
    }
  }
  return uses;
}

/**
 * Whether the element at `path` (Type, Type.member or Type.field.arg) was deprecated in `schema`.
 * A type cannot carry @deprecated: it counts as deprecated when everything that used it was.
 */
function wasDeprecated(schema, path) {
  const [typeName, member, argName] = path.split('.');
  const type = schema.getType(typeName);
  if (!type) return false;
  if (!member) {
    const uses = usesOf(schema, typeName);
    return uses.length > 0 && uses.every(Boolean);
  }
  if (isEnumType(type)) return Boolean(type.getValue(member)?.deprecationReason);
  if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) return false;
  const field = type.getFields()[member];
  if (!field) return false;
  if (!argName) return Boolean(field.deprecationReason);
  return Boolean(field.args?.find((a) => a.name === argName)?.deprecationReason);
}

/** Whether CHANGELOG.md names the element, as `Type.field.arg` or `Type.field(arg)`, as a whole word. */
function changelogNames(changelog, path) {
  const [typeName, member, argName] = path.split('.');
  const spellings = [path];
  if (argName) spellings.push(`${typeName}.${member}(${argName})`);
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return spellings.some((s) => new RegExp(`(^|[^\\w.])${escape(s)}(?![\\w])`, 'm').test(changelog));
}

/** The verdict on two SDLs: { breaking, allowed, dangerous } lists of changes (message and path). */
async function compareSchemas(previousSdl, currentSdl, changelog) {
  const previous = buildSchema(previousSdl);
  const changes = await diff(previous, buildSchema(currentSdl));
  const breaking = [];
  const allowed = [];
  const dangerous = [];
  for (const change of changes) {
    const { level } = change.criticality;
    if (level === CriticalityLevel.Dangerous) dangerous.push(change);
    if (level !== CriticalityLevel.Breaking) continue;
    const path = change.path ?? '';
    const ok = path !== '' && wasDeprecated(previous, path) && changelogNames(changelog, path);
    (ok ? allowed : breaking).push(change);
  }
  return { breaking, allowed, dangerous };
}

async function main() {
  const root = (() => {
    try {
      return git(['rev-parse', '--show-toplevel'], process.cwd()).trim();
    } catch {
      return process.cwd();
    }
  })();
  const before = previousSchema(root);
  if (before.none) {
    console.log(`Schema check: ${before.none}; nothing to compare, passes.`);
    return 0;
  }
  const currentSdl = readFileSync(join(root, SCHEMA), 'utf8');
  const changelogPath = join(root, 'CHANGELOG.md');
  const changelog = existsSync(changelogPath) ? readFileSync(changelogPath, 'utf8') : '';
  const { breaking, allowed, dangerous } = await compareSchemas(before.sdl, currentSdl, changelog);
  const line = (c) => `  - ${c.message}${c.path ? ` (${c.path})` : ''}`;
  for (const c of dangerous) console.log(`Dangerous change: ${line(c).trim().slice(2)}`);
  for (const c of allowed) console.log(`Breaking change allowed (deprecated before, in CHANGELOG.md): ${c.path}`);
  if (breaking.length > 0) {
    console.error(
      `Schema check failed: ${breaking.length} breaking change(s) to ${SCHEMA} since the previous commit:\n` +
        breaking.map(line).join('\n') +
        '\nDeprecate the element first (@deprecated, in an earlier commit), then remove or change it with an entry' +
        ' in CHANGELOG.md naming it (e.g. `Product.sellerId`).',
    );
    return 1;
  }
  console.log(
    `Schema check: no breaking change since the previous commit (${dangerous.length} dangerous, ${allowed.length} allowed).`,
  );
  return 0;
}

process.exitCode = await main();
