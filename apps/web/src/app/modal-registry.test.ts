import { MODAL_NAMES } from '@harvest/domain';
import { describe, expect, it } from 'vitest';
import { registeredModalNames } from '../ui/modals/modal-registry';
import './modal-registry';

describe("the app's modal registry (spec platform §2, trading §2)", () => {
  it('registers every modal the spec names: shown by the host, or by the pages and layouts that take it up', () => {
    const registered = new Set(registeredModalNames());
    expect(MODAL_NAMES.filter((name) => !registered.has(name))).toEqual([]);
  });
});
