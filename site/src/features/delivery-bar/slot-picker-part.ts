// The slot picker as tab 2 of the delivery header bar downloads it (SlotTab.tsx): the component and its
// stylesheet in one chunk, so pages whose shopper never opens the tab carry neither.
import '@mercato/widgets/slot-picker/slot-picker.css';

export { SlotPicker } from '@mercato/widgets/slot-picker';
