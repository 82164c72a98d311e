export { SlotPicker, type SlotChange, type SlotPickerProps } from './SlotPicker.tsx';
export { LAYOUTS, MODES, type SlotLayout, type SlotPanelMode } from './meta.ts';
