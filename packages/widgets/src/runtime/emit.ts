/**
 * The one way a widget tells the page something (ARCHITECTURE "Widgets"): a DOM CustomEvent
 * `mercato:<name>`, bubbling and composed (so it leaves the element's shadow root), dispatched from an
 * element of the widget. `cancelable` events answer whether the page let the default happen (false
 * when a listener called preventDefault()).
 */
export function emit<T>(from: EventTarget | null | undefined, name: string, detail: T, cancelable?: boolean): boolean {
  return from
    ? from.dispatchEvent(new CustomEvent(`mercato:${name}`, { detail, bubbles: true, composed: true, cancelable }))
    : true;
}
