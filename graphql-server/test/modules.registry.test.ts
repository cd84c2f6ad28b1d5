import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { MODULES, moduleEntities } from '../src/app/modules';

/**
 * A module is its folder and one line in the registry (src/app/modules.ts): every folder under
 * modules/ has its front door and is listed, and every table a module declares reaches the data
 * source through it.
 */
const modulesDir = path.join(__dirname, '..', 'src', 'modules');
const folders = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the module registry', () => {
  it('lists every folder under modules/, each with its index.ts, once', () => {
    expect(folders.filter((folder) => !fs.existsSync(path.join(modulesDir, folder, 'index.ts')))).toEqual([]);
    const names = MODULES.map((module) => module.name);
    expect([...names].sort()).toEqual([...folders].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it("hands the data source every entity the modules declare (TypeORM's @Entity classes)", () => {
    const listed = new Set<unknown>(moduleEntities());
    const declared = getMetadataArgsStorage().tables.map((table) => table.target);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((target) => !listed.has(target)).map((target) => String(target))).toEqual([]);
  });
});
