import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { exportAlertOf } from './export-alert';

describe('the export failure alert', () => {
  it('takes the title from message and links each service error to its pricing tab (contract §1.5)', () => {
    const body = {
      message: 'This quote cannot be exported yet.',
      errors: { data: 'x', services: { '12': ['This service has no provider'] }, quote: ['Passports missing'] },
    };
    expect(exportAlertOf(new HttpError(422, 'x', body), 'q-1')).toEqual({
      isOpen: true,
      title: 'This quote cannot be exported yet.',
      items: [
        {
          message: 'Service 12: This service has no provider',
          link: '/quote/services?itinerary=q-1&service=12&tab=pricing',
        },
        { message: 'Passports missing' },
      ],
    });
  });
  it('names each service by the checks of the refusal when it carries them (spec 02 §8)', () => {
    const body = {
      message: 'This quote cannot be exported yet.',
      errors: { data: 'x', services: { '12': ['This service has no provider'] }, quote: [] },
      checks: [
        {
          code: 'NO_PROVIDER',
          severity: 'error',
          service_id: 12,
          service_name: 'Casa Andina',
          service_day: '1-3',
          message: 'This service has no provider',
          link: '/quote/services?itinerary=q-1&service=12&tab=pricing',
        },
      ],
    };
    expect(exportAlertOf(new HttpError(422, 'x', body), 'q-1').items).toEqual([
      {
        message: 'Casa Andina (day 1-3): This service has no provider',
        link: '/quote/services?itinerary=q-1&service=12&tab=pricing',
      },
    ]);
  });
  it('shows the error sentence of any other failure', () => {
    expect(exportAlertOf(new Error('offline'), 'q')).toEqual({ isOpen: true, title: 'offline', items: [] });
  });
});
