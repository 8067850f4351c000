import { BadRequestException } from '@nestjs/common';
import { bodyHash, idempotencyKeyOf } from './idempotency.interceptor';

describe('Idempotency-Key helpers', () => {
  it('hashes a body independently of the order of its keys, at every depth', () => {
    const one = { tanggal: '2025-03-02', data: [{ bagian_id: 1, grade_a: 2.5 }], note: { a: 1, b: null } };
    const other = { note: { b: null, a: 1 }, data: [{ grade_a: 2.5, bagian_id: 1 }], tanggal: '2025-03-02' };
    expect(bodyHash(one)).toBe(bodyHash(other));
    expect(bodyHash(one)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells apart bodies that differ in a value, in the order of a list, or by a missing key', () => {
    expect(bodyHash({ jumlah: 3 })).not.toBe(bodyHash({ jumlah: 4 }));
    expect(bodyHash({ jumlah: 3 })).not.toBe(bodyHash({ jumlah: '3' }));
    expect(bodyHash({ lines: [1, 2] })).not.toBe(bodyHash({ lines: [2, 1] }));
    expect(bodyHash({ a: 1, b: 2 })).not.toBe(bodyHash({ a: 1 }));
    // No body and an empty body are different requests too.
    expect(bodyHash(undefined)).not.toBe(bodyHash({}));
  });

  it('reads the key in lower case, none without the header, and refuses what is not a UUID', () => {
    expect(idempotencyKeyOf({ headers: {} })).toBeUndefined();
    expect(idempotencyKeyOf({ headers: { 'idempotency-key': ' 3F2504E0-4F89-11D3-9A0C-0305E82C3301 ' } })).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    for (const bad of ['', 'simpan-1', '3f2504e0-4f89-11d3-9a0c-0305e82c330', '3f2504e0-4f89-11d3-9a0c-0305e82c3301, 3f2504e0-4f89-11d3-9a0c-0305e82c3301']) {
      expect(() => idempotencyKeyOf({ headers: { 'idempotency-key': bad } })).toThrow(new BadRequestException('Idempotency-Key harus berupa UUID.'));
    }
  });
});
