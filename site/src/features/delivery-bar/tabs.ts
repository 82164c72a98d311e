// Keyboard movement between the tabs of an ARIA tablist (WAI-ARIA Authoring Practices "Tabs", automatic
// activation): Left and Right move to the previous and next tab, wrapping at the ends; Home and End go to
// the first and last. Any other key is not the tablist's.

/** The index of the tab a key moves to from `current` among `count` tabs, or null for other keys. */
export function tabKeyTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
