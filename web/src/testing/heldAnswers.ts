import { act } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/**
 * The mocked server's answers to the named operations, held until the test releases them: "before
 * the server answers" is then a fact of the test, not a race against a fixed delay that a busy
 * machine loses. Put `link` in front of the mocks (renderWithApp's `held`); every operation of a
 * held name waits, the others pass at once.
 */
export interface HeldAnswers {
  readonly link: ApolloLink;
  /**
   * Lets the held operations of `operationName` through and resolves once the mock's answer to each
   * has reached the client (inside act, so React has drawn it).
   */
  answer(operationName: string): Promise<void>;
}

export function holdAnswers(...operationNames: string[]): HeldAnswers {
  const held = new Set(operationNames);
  const waiting = new Map<string, (() => void)[]>();
  const inFlight = new Set<Promise<void>>();

  const link = new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let done: () => void = () => undefined;
        const finished = new Promise<void>((resolve) => (done = resolve));
        let subscription: { unsubscribe(): void } | undefined;
        const go = () => {
          inFlight.add(finished);
          subscription = forward(operation).subscribe({
            next: (value) => observer.next(value),
            error: (error: unknown) => {
              observer.error(error);
              done();
            },
            complete: () => {
              observer.complete();
              done();
            },
          });
        };
        const name = operation.operationName ?? '';
        if (!held.has(name)) go();
        else waiting.set(name, [...(waiting.get(name) ?? []), go]);
        return () => {
          subscription?.unsubscribe();
          done();
        };
      }),
  );

  return {
    link,
    async answer(operationName) {
      if (!held.has(operationName)) throw new Error(`${operationName} is not held`);
      const queued = waiting.get(operationName) ?? [];
      if (!queued.length) throw new Error(`No ${operationName} is waiting for its answer`);
      waiting.delete(operationName);
      const before = new Set(inFlight);
      await act(async () => {
        queued.forEach((go) => go());
        await Promise.all([...inFlight].filter((p) => !before.has(p)));
      });
    },
  };
}
