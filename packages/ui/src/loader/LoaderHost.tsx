import { useStore } from '@nanostores/react';
import { $loaderText, $loading } from '@mercato/core/stores/feedback';
import { LoadingOverlay } from './Loader.tsx';

export interface LoaderHostProps {
  label?: string;
}

/** The page overlay while `$loading` is true (tasks counted by the store), with a task's own text shown. */
export function LoaderHost({ label }: LoaderHostProps) {
  const loading = useStore($loading);
  const text = useStore($loaderText);
  return <LoadingOverlay loading={loading} label={text ?? label} showLabel={text !== null} />;
}
