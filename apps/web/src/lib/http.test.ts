import { describe, expect, it } from 'vitest';
import { buildUrl, errorText, fieldErrors, GENERIC_ERROR, HttpError, stepQuery } from './http';

describe('the common call rules', () => {
  it('copies lang from the page address into the call', () => {
    expect(buildUrl('/tenant/itinerary', { page: 1 }, '?lang=es&itinerary=4')).toBe('/tenant/itinerary?page=1&lang=es');
  });

  it('joins arrays with commas and drops empty values', () => {
    expect(buildUrl('/tenant/itinerary', { tag: [3, 7], title: '', code: undefined, sort: 'code.asc' }, '')).toBe(
      '/tenant/itinerary?tag=3%2C7&sort=code.asc',
    );
  });

  it('shows the server sentence, else the generic message', () => {
    expect(errorText({ errors: { data: 'Invalid credentials' } })).toBe('Invalid credentials');
    expect(errorText(null)).toBe(GENERIC_ERROR);
    expect(errorText({ errors: {} })).toBe(GENERIC_ERROR);
  });
});

describe('steps and field errors', () => {
  it('sends steps as cur_step and last_step, 1 by default', () => {
    expect(stepQuery()).toEqual({ cur_step: 1, last_step: 1 });
    expect(buildUrl('/tenant/itinerary/duplicate', stepQuery(2, 5), '')).toBe(
      '/tenant/itinerary/duplicate?cur_step=2&last_step=5',
    );
  });

  it('maps validation details to form fields, first message wins', () => {
    const error = new HttpError(400, 'Invalid', {
      details: [
        { path: 'body.password', message: 'Too short' },
        { path: 'body.password', message: 'Second' },
        { path: 'body.password_confirmation', message: 'The passwords do not match' },
        { path: 'body', message: 'ignored: no field' },
      ],
    });
    expect(fieldErrors(error)).toEqual({ password: 'Too short', password_confirmation: 'The passwords do not match' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
