// The elements in React 19's JSX, as an app that loads the shop's element bundles
// (<script type="module" src="https://<shop>/elements/<name>.js">) instead of the React components writes
// them. Not rendered by the app (main.tsx does not import it): `npm run typecheck` checks it, and
// tests/e2e/react-app.spec.ts does so against the package installed from its tarball, so the package cannot
// ship without its JSX typings (`./elements/react`) again. Every `@ts-expect-error` line must be an error.
import type {} from '@mercato/widgets/elements/react';

export const elementsInJsx = (
  <>
    <mercato-floating-trolley
      api-base="https://shop.example"
      checkout-url="https://shop.example/checkout/trolley"
      onmercato:trolley-toggle={(e) => e.detail.open satisfies boolean}
    />
    <mercato-add-to-trolley
      api-base="https://shop.example"
      product-id={123}
      description="Latte intero 1 l"
      onmercato:trolley-add={(e) => e.detail.status satisfies 'done' | 'exception' | 'busy' | 'error'}
    />
    <mercato-address-checker
      api-base="https://shop.example"
      no-navigate
      onmercato:service-selected={(e) => e.detail.redirectUrl satisfies string}
    />
    <mercato-slot-picker api-base="https://shop.example" postcode="20121" layout="week" />
    {/* @ts-expect-error productId is a number */}
    <mercato-add-to-trolley productId="123" />
    {/* @ts-expect-error no such property */}
    <mercato-slot-picker notAProperty />
  </>
);
