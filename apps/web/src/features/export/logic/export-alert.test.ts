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
  it('shows the error sentence of any other failure', () => {
    expect(exportAlertOf(new Error('offline'), 'q')).toEqual({ isOpen: true, title: 'offline', items: [] });
  });
});
