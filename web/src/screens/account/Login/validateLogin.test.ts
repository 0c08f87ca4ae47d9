import { describe, expect, it } from 'vitest';
import { validateLogin } from './validateLogin';

describe('login validation (spec §5)', () => {
  it('requires both fields', () => {
    expect(validateLogin('', '')).toEqual({
      email: 'login.error.accountRequired',
      password: 'login.error.passwordRequired',
    });
    expect(validateLogin('   ', 'x')).toMatchObject({ email: 'login.error.accountRequired' });
  });

  it('checks their format', () => {
    expect(validateLogin('emma@', 'short')).toEqual({
      email: 'login.error.accountFormat',
      password: 'login.error.passwordFormat',
    });
    expect(validateLogin(`${'a'.repeat(250)}@x.io`, 'p'.repeat(129))).toEqual({
      email: 'login.error.accountFormat',
      password: 'login.error.passwordFormat',
    });
  });

  it('accepts a well-formed account and password', () => {
    expect(validateLogin(' emma@demo.across ', 'across-demo')).toEqual({});
  });
});
