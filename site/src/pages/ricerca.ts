import type { APIRoute } from 'astro';
import { SEARCH_BOX_MAX, searchPath, storeHomePath } from '@mercato/contracts';
import { storeOf } from '~/request/navigation.ts';

// The header search box posts here (works without JavaScript); results live at /{verticalStore}/ricerca/{query}.
export const GET: APIRoute = ({ url, redirect }) => {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_BOX_MAX);
  const store = storeOf(url.searchParams.get('nav') ?? undefined) ?? 'supermercato';
  if (!q) return redirect(storeHomePath(store), 303);
  return redirect(searchPath(store, q), 303);
};
