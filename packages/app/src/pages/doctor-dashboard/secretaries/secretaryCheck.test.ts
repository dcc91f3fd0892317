import { describe, expect, it } from 'vitest';

import { secretaryCheckOf } from './secretaryCheck';

describe('secretaryCheckOf — requirements §6: a doctor verifies a secretary by e-mail before adding her', () => {
  const list = [{ email: 'Secretaire@Tabib.test' }];
  it('says an e-mail already on the list works for this doctor, whatever the server says', () => {
    expect(secretaryCheckOf(' secretaire@tabib.test ', false, list)).toBe('ALREADY_YOURS');
  });
  it('follows the server for any other e-mail', () => {
    expect(secretaryCheckOf('libre@tabib.test', true, list)).toBe('AVAILABLE');
    expect(secretaryCheckOf('prise@tabib.test', false, list)).toBe('NOT_AVAILABLE');
  });
});
