import { BackgroundTasks } from '../src/lib/background';
import { silentLogger } from '../src/lib/logger';

/** Background work (a mail being sent) and a stopping process: waited for, but never forever. */
describe('BackgroundTasks.drain', () => {
  it('waits for running tasks and the tasks they start', async () => {
    const tasks = new BackgroundTasks(silentLogger);
    const done: string[] = [];
    tasks.run('first', async () => {
      await new Promise((r) => setTimeout(r, 20));
      done.push('first');
      tasks.run('second', async () => {
        await new Promise((r) => setTimeout(r, 20));
        done.push('second');
      });
    });
    expect(await tasks.drain(5000)).toBe(true);
    expect(done).toEqual(['first', 'second']);
    expect(tasks.size).toBe(0);
  });

  it('gives up on a task that never ends once its bound has passed, and says so', async () => {
    const tasks = new BackgroundTasks(silentLogger);
    tasks.run('hung mail server', () => new Promise(() => {}));
    expect(await tasks.drain(50)).toBe(false);
    expect(tasks.size).toBe(1);
  });
});
