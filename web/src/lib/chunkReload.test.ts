import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type * as chunkReload from './chunkReload';
import { isChunkLoadError, RELOAD_WINDOW_MS } from './chunkReload';

type ChunkReload = typeof chunkReload;

// Each test loads the module afresh: `reloading` is per page, as the module is.
function fresh(): ChunkReload {
  let module: ChunkReload | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<ChunkReload>('./chunkReload');
  });
  return module!;
}

function online(value: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  sessionStorage.clear();
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/filters-abc.js',
    'error loading dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the error screen', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('reloadForNewVersion', () => {
  it('reloads once, and not again within the window: no loop', () => {
    online(true);
    const reload = jest.fn();
    expect(fresh().reloadForNewVersion(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page after the reload (a new module) fails again at once: no second reload.
    expect(fresh().reloadForNewVersion(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, once the window has passed', () => {
    online(true);
    jest.useFakeTimers({ now: 1_000_000 });
    const reload = jest.fn();
    expect(fresh().reloadForNewVersion(reload)).toBe(true);
    jest.setSystemTime(1_000_000 + RELOAD_WINDOW_MS + 1);
    expect(fresh().reloadForNewVersion(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload offline, where a reload would only show the browser error page', () => {
    online(false);
    const reload = jest.fn();
    expect(fresh().reloadForNewVersion(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('answers true while a reload is under way, without asking twice', () => {
    online(true);
    const reload = jest.fn();
    const module = fresh();
    module.reloadForNewVersion(reload);
    expect(module.reloadForNewVersion(reload)).toBe(true);
    expect(module.isReloading()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
