/// <reference types="astro/client" />
import type { Navigation } from '@mercato/contracts';
import type { PageStampRow, Shop } from '@mercato/server';
import type { StateDef } from './request/states.ts';
import type { OwnPage } from './request/own-parts.ts';

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
      /** Given by site/server/main.ts to a page it may keep per view (request/own-parts.ts); absent elsewhere (astro dev). */
      ownPage?: OwnPage;
      /** The session and page stamp's row as site/server/main.ts read them for this request (no publish date). */
      sessionRead?: { session: Session; row: PageStampRow | null };
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the first product tile's add button nears the viewport (tiles-directive.ts). */
    'client:tiles'?: boolean;
  }
}
