import type { APIRoute } from 'astro';

// The header search box posts here (works without JavaScript); results live at /{verticalStore}/ricerca/{query}.
const navigations = new Set(['supermercato', 'drive', 'pharma', 'pharma-drive', 'prenotazioni']);
export const GET: APIRoute = ({ url, redirect }) => {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const nav = url.searchParams.get('nav') ?? '';
  const store = navigations.has(nav) ? nav : 'supermercato';
  if (!q) return redirect(`/${store}/home`, 303);
  return redirect(`/${store}/ricerca/${encodeURIComponent(q)}`, 303);
};
