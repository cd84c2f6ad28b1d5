import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// Sized for a loaded machine (a laptop busy with something else, a shared CI runner at load 15 on
// 2 cores), not for an idle one: `findBy…` and `waitFor` give up after 10 s instead of
// Testing Library's 1 s. Idle, the slowest wait in the suite resolves in well under 1 s, so a
// real failure still shows up quickly enough; the per-test limit is in jest.config.js.
configure({ asyncUtilTimeout: 10_000 });
