import { useEffect, useState } from 'react';
import { ui as labels } from '@mercato/contracts/i18n/it-ui';

export interface LazyImageProps {
  src: string;
  /** Required: describe the image, or '' for a decorative one. */
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  className?: string;
  /** Shown instead when the image fails; without it a neutral placeholder is drawn. */
  fallbackSrc?: string;
  /** Load at once (images above the fold). */
  eager?: boolean;
}

/** An image loaded lazily, sized to avoid layout shift, with a placeholder when it fails. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  className,
  fallbackSrc,
  eager = false,
}: LazyImageProps) {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
  }, [src]);

  const classes = ['mercato-lazy-image', className].filter(Boolean).join(' ');
  if (failed && !fallbackSrc) {
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only with role=img (when there is alt text)
      <span
        className={`${classes} mercato-lazy-image--fallback`}
        part="image-fallback"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : 'true'}
        title={alt ? `${alt} (${labels.imageUnavailable})` : undefined}
        style={{ width: `${width}px`, aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  return (
    <img
      src={failed && fallbackSrc ? fallbackSrc : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={classes}
      part="image"
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
