// Testing Library for the component tests of every package and the site's islands. Its ESM build: the CJS
// entry (package "main") is loaded by Node's require, which bypasses the preact/compat aliases of the
// Preact vitest projects and so mixes real React in; the ESM build goes through Vite's resolver and gets
// the aliases. Same API in every project.
// @ts-expect-error the ESM bundle ships no type declarations; its types are those of the package.
import * as esm from '@testing-library/react/dist/@testing-library/react.esm.js';
import type * as RTL from '@testing-library/react';

const rtl = esm as typeof RTL;
export const { render, screen, fireEvent, cleanup, act, within, waitFor } = rtl;

// findBy…/waitFor wait up to 5 s, not Testing Library's 1 s: a lazy part's first import and a happy-dom
// render take well under a second on a quiet machine, but a loaded 2-core one (CI, or the suite beside
// other work) has taken over one, and the test then failed on time alone. A passing test waits no longer.
rtl.configure({ asyncUtilTimeout: 5_000 });
