// The vouchers' request rule and the quantities offered (contracts vouchers.ts), and the request's shape.
import { describe, expect, it } from 'vitest';
import {
  VOUCHER_REQUEST_MAX,
  VoucherPrintInput,
  VoucherRequestInput,
  voucherQuantities,
  voucherRequestProblem,
} from './vouchers.ts';

describe('the vouchers request rule', () => {
  it('allows 1..available and says why not otherwise', () => {
    expect(voucherRequestProblem(1, 3)).toBeNull();
    expect(voucherRequestProblem(3, 3)).toBeNull();
    expect(voucherRequestProblem(4, 3)).toBe('TOO_MANY');
    expect(voucherRequestProblem(0, 3)).toBe('TOO_MANY');
    expect(voucherRequestProblem(1.5, 3)).toBe('TOO_MANY');
    expect(voucherRequestProblem(1, 0)).toBe('NONE_AVAILABLE');
  });

  it('offers 1..available, never more than a request may ask', () => {
    expect(voucherQuantities(0)).toEqual([]);
    expect(voucherQuantities(3)).toEqual([1, 2, 3]);
    expect(voucherQuantities(1000)).toHaveLength(VOUCHER_REQUEST_MAX);
  });

  it('reads a request and a print choice', () => {
    expect(VoucherRequestInput.safeParse({ quantity: 2, idempotencyKey: 'abcdefgh-1' }).success).toBe(true);
    for (const bad of [
      { quantity: 0, idempotencyKey: 'abcdefgh-1' },
      { quantity: VOUCHER_REQUEST_MAX + 1, idempotencyKey: 'abcdefgh-1' },
      { quantity: 1, idempotencyKey: 'short' },
      { quantity: '1', idempotencyKey: 'abcdefgh-1' },
    ])
      expect(VoucherRequestInput.safeParse(bad).success).toBe(false);
    expect(VoucherPrintInput.safeParse({ barcodeIds: [1, 2] }).success).toBe(true);
    expect(VoucherPrintInput.safeParse({ barcodeIds: [] }).success).toBe(false);
    expect(VoucherPrintInput.safeParse({ barcodeIds: [0] }).success).toBe(false);
  });
});
