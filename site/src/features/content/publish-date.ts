// The page configuration's publish date as a Date for the services (undefined: now).
export function publishDateOf(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
