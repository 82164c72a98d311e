import { useStore } from '@nanostores/react';
import { $loading } from '@mercato/core/stores/feedback';
import { LoadingOverlay } from './Loader.tsx';

export interface LoaderHostProps {
  label?: string;
}

/** The page overlay while `$loading` is true (tasks counted by the store). */
export function LoaderHost({ label }: LoaderHostProps) {
  const loading = useStore($loading);
  return <LoadingOverlay loading={loading} label={label} />;
}
