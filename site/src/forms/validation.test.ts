import { describe, expect, it } from 'vitest';
import {
  checkField,
  firstInvalid,
  hasMissingRequired,
  hasProblems,
  isBlank,
  isValidEmail,
  trimmed,
  validate,
  type FormRules,
} from './validation';

type Contact = 'name' | 'email' | 'message';
const contactRules: FormRules<Contact> = {
  name: { required: true },
  email: { required: true, email: true },
  message: { required: true },
};

describe('isBlank', () => {
  it.each(['', ' ', '   ', '\t', '\n \r\n'])('treats %j as blank', (value) => {
    expect(isBlank(value)).toBe(true);
  });
  it.each(['a', ' a ', '0', '.'])('treats %j as filled', (value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('isValidEmail (the browser rule for type="email")', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+site@mail.example.co.uk',
    "o'brien@example.org",
    'a@b',
    'x@sub-domain.example',
    '  ada@example.com  ',
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@@example.com',
    'ada example@example.com',
    'ada@exa mple.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    `ada@${'a'.repeat(64)}.com`,
    '',
  ])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('checkField', () => {
  it('reports a blank required field as required, whitespace included', () => {
    expect(checkField('', { required: true })).toBe('required');
    expect(checkField('   ', { required: true, email: true })).toBe('required');
  });
  it('lets a blank optional field pass, even with the e-mail rule', () => {
    expect(checkField('', {})).toBeUndefined();
    expect(checkField(' ', { email: true })).toBeUndefined();
  });
  it('reports a malformed e-mail only when the field is filled', () => {
    expect(checkField('ada@', { required: true, email: true })).toBe('email');
    expect(checkField('ada@example.com', { required: true, email: true })).toBeUndefined();
  });
});

describe('validate', () => {
  it('finds nothing wrong with a complete form', () => {
    const problems = validate({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }, contactRules);
    expect(problems).toEqual({});
    expect(hasProblems(problems)).toBe(false);
    expect(firstInvalid(problems, contactRules)).toBeUndefined();
  });

  it('lists every blank required field and the first one in screen order', () => {
    const problems = validate({ name: ' ', email: 'ada@example.com', message: '' }, contactRules);
    expect(problems).toEqual({ name: 'required', message: 'required' });
    expect(hasMissingRequired(problems)).toBe(true);
    expect(firstInvalid(problems, contactRules)).toBe('name');
  });

  it('reports a malformed e-mail without claiming a required field is missing', () => {
    const problems = validate({ name: 'Ada', email: 'ada.example.com', message: 'Hi' }, contactRules);
    expect(problems).toEqual({ email: 'email' });
    expect(hasProblems(problems)).toBe(true);
    expect(hasMissingRequired(problems)).toBe(false);
    expect(firstInvalid(problems, contactRules)).toBe('email');
  });

  it('takes the first invalid field from the rules order, not the values order', () => {
    const rules: FormRules<'service' | 'name'> = { name: { required: true }, service: { required: true } };
    const problems = validate({ service: '', name: '' }, rules);
    expect(firstInvalid(problems, rules)).toBe('name');
  });

  it('leaves an optional field out when blank', () => {
    const rules: FormRules<'name' | 'message'> = { name: { required: true }, message: {} };
    expect(validate({ name: 'Ada', message: '' }, rules)).toEqual({});
  });
});

describe('trimmed', () => {
  it('removes surrounding whitespace from every value and keeps inner text', () => {
    expect(trimmed({ name: '  Ada  Lovelace ', email: ' ada@example.com', message: 'Line 1\nLine 2\n' })).toEqual({
      name: 'Ada  Lovelace',
      email: 'ada@example.com',
      message: 'Line 1\nLine 2',
    });
  });
});
