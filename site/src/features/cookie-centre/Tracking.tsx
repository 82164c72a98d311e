// The page's first-party tracking (core analytics/tracker.ts): an island that renders nothing and starts
// the analytics queue, which sends nothing unless the analytics category is accepted and never on the
// pharmacy domain. Its props are the shopper's own (inside the shell's own part "islands").
import { useEffect } from 'react';
import { startTracking, type TrackingOptions } from '@mercato/core/analytics';

export default function Tracking(props: TrackingOptions) {
  useEffect(() => {
    const queue = startTracking(props);
    return () => queue.stop();
  }, []);
  return null;
}
