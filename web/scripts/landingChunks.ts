import type { Plugin } from 'vite';

interface ChunkGroup {
  /** The chunk's name. */
  name: string;
  /** Where its code starts: lazy pages or modules (absolute paths, or package specifiers). */
  roots: string[];
  /**
   * Leave out what another group's roots also import (it goes to a chunk the bundler shares
   * between them), rather than making that group's pages load this whole chunk for it.
   */
  exclusive?: boolean;
}

interface CodeSplittingGroup {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: false;
}

/**
 * Fewer, larger chunks for the pages people land on. Left to itself the bundler cuts the code in a
 * chunk per set of pages that share a module: the home page came in 21 files, then 16 more for the
 * page itself. Over HTTP/1.1 (six connections per host, no multiplexing) each wave of six requests
 * costs a round trip before the page can run, which on a phone network is most of the wait.
 *
 * - `app`: everything the entry imports statically (what any page needs before it shows anything),
 *   less what another entry also imports (React, shared with the GraphiQL page, stays apart, so
 *   that page does not load the app);
 * - then each group in order: what its roots import statically, less what an earlier chunk has
 *   (and, if `exclusive`, less what another group's roots import);
 * - `shared`: what exclusive groups left out because several of them import it, in one chunk
 *   rather than in one per set of importers.
 *
 * The module graph is complete at the end of the build phase (buildEnd); the chunking that calls
 * the groups' `test` comes after it, when the output is generated.
 */
export function landingChunks(
  entry: string,
  chunkGroups: ChunkGroup[],
): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const members = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'campus:landing-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = new Set(this.getModuleIds());
      const resolve = async (root: string) => {
        const id = ids.has(root) ? root : (await this.resolve(root, entry))?.id;
        if (!id || !ids.has(id)) throw new Error(`landingChunks: ${root} is not in the build`);
        return id;
      };
      const closure = (from: string[]) => {
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
        };
        from.forEach(walk);
        return seen;
      };
      const otherEntries = [...ids].filter(
        (id) => id !== entry && this.getModuleInfo(id)?.isEntry && !this.getModuleInfo(id)?.dynamicImporters.length,
      );
      const taken = closure(otherEntries);
      const claim = (name: string, reach: Set<string>, others: Set<string>[] = []) => {
        const mine = new Set([...reach].filter((id) => !taken.has(id) && !others.some((o) => o.has(id))));
        mine.forEach((id) => taken.add(id));
        members.set(name, mine);
      };
      claim('app', closure([await resolve(entry)]));
      const reaches = await Promise.all(chunkGroups.map(async (g) => closure(await Promise.all(g.roots.map(resolve)))));
      chunkGroups.forEach((group, i) =>
        claim(group.name, reaches[i], group.exclusive ? reaches.filter((_, j) => j !== i) : []),
      );
      claim('shared', new Set(reaches.filter((_, i) => chunkGroups[i].exclusive).flatMap((reach) => [...reach])));
    },
  };
  const group = (name: string): CodeSplittingGroup => ({
    name,
    test: (id) => members.get(name)?.has(id) ?? false,
    // The sets above are closed already; pulling in dependencies would drag shared code along.
    includeDependenciesRecursively: false,
  });
  return { plugin, groups: [group('app'), ...chunkGroups.map((g) => group(g.name)), group('shared')] };
}
