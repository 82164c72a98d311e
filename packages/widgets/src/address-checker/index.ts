export {
  AddressChecker,
  type AddressCheckerProps,
  type ServiceSelection,
  type VerifiedAddress,
} from './AddressChecker.tsx';
