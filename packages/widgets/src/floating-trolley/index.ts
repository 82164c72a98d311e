export { FloatingTrolley, type FloatingTrolleyProps } from './FloatingTrolley.tsx';
export { TrolleyButton, type TrolleyButtonProps } from './TrolleyButton.tsx';
export { AddToTrolley, type AddToTrolleyProps, type TrolleyAddDetail } from './AddToTrolley.tsx';
