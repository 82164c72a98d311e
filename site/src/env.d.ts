/// <reference types="astro/client" />
import type { Navigation } from '@mercato/contracts';
import type { Shop } from '@mercato/server';
import type { StateDef } from './lib/states.ts';

type Session = Awaited<ReturnType<Shop['services']['sessions']['get']>>;
type PageConfiguration = Awaited<ReturnType<Shop['services']['nav']['pageConfiguration']>>;

declare global {
  namespace App {
    interface Locals {
      shop: Shop;
      session: Session;
      state: StateDef;
      nav: Navigation;
      pageConfiguration: PageConfiguration;
      /** The page stamp of the request's publish date (server services/page-cache.ts); null: nothing kept. */
      pageStamp: string | null;
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the first product tile's add button nears the viewport (tiles-directive.ts). */
    'client:tiles'?: boolean;
  }
}
