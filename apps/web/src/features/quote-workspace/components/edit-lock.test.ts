import { describe, expect, it } from 'vitest';
import { editLockReason } from './edit-lock';

const ADMIN = [1];
const AGENT = [7];
const status = (id: number, name: string) => ({ id, name });

describe('who may edit a quote in which status', () => {
  it('disables editing in Confirmed, Rejected and Published for everyone', () => {
    for (const s of [status(2, 'Confirmed'), status(3, 'Rejected'), status(8, 'Published')]) {
      expect(editLockReason(s, ADMIN)).toBe(
        `This quote is ${s.name}, so it cannot be edited. Move it back to In Preparation to change it.`,
      );
      expect(editLockReason(s, AGENT)).not.toBeNull();
    }
  });

  it('also disables Sent and Under Review for travel agents only', () => {
    expect(editLockReason(status(4, 'Sent'), ADMIN)).toBeNull();
    expect(editLockReason(status(5, 'Under Review'), [4])).toBeNull();
    expect(editLockReason(status(4, 'Sent'), AGENT)).toBe(
      'This quote is Sent: travel agents cannot change it until it is back In Preparation.',
    );
  });

  it('lets everyone edit a quote In Preparation', () => {
    expect(editLockReason(status(1, 'In Preparation'), AGENT)).toBeNull();
  });
});
